#!/usr/bin/python3
"""The page's two figures (docs/web.md, "Figures"): its size, each file and the whole site
gzip-compressed (gzip -9, as tools/web.sh counts it), and the time to its first frame by the
page's own clock (Module.marienbadFirstFrame, app/platform_web.cpp) in a fresh headless
Chromium, RUNS times (a new browser and profile each time: nothing compiled or cached
before), with the median.

Usage: tools/web_measure.py [SITE_DIR...] [--runs N] [--size-only]
Several sites are measured taking turns, one fresh browser each time: their first frames
compare under the same load (a yardstick measured in the same run).
Debian's python3 (/usr/bin/python3) on purpose: python3-websocket is installed there.
"""

import argparse
import gzip
import os
import shutil
import statistics
import sys
import tempfile
import time

from web_browser import open_page, serve, start_browser, stop_browser
from web_failure import Failure
from web_page_parts import first_frame_seconds
from web_pixels import ROOT

MIB = 1024 * 1024


def sizes(site):
    """(name, bytes, gzip -9 bytes) of every file of the site, then the total."""
    rows = []
    for name in sorted(os.listdir(site)):
        path = os.path.join(site, name)
        if os.path.isfile(path):
            with open(path, "rb") as data:
                raw = data.read()
            rows.append((name, len(raw), len(gzip.compress(raw, 9, mtime=0))))
    rows.append(("total", sum(r[1] for r in rows), sum(r[2] for r in rows)))
    return rows


def first_frame(site_list, runs):
    """The first frame of each site, `runs` times, the sites taking turns (a load that comes
    and goes weighs on each alike); returns one list of seconds per site."""
    served = [serve(site) for site in site_list]
    times = [[] for _ in site_list]
    try:
        for _ in range(runs):
            for index, (_, port) in enumerate(served):
                profile = tempfile.mkdtemp(prefix="marienbad-web-measure-")
                browser, page = start_browser(profile)
                try:
                    if page is None:
                        raise Failure("chromium did not start")
                    open_page(page, f"http://127.0.0.1:{port}/", None, "menu")
                    drawn = first_frame_seconds(page)
                    if drawn is None:
                        raise Failure("the page does not say when it drew its first frame")
                    times[index].append(drawn)
                    print(f"web_measure: {site_list[index]}: first frame {drawn:.3f} s")
                finally:
                    stop_browser(browser)
                    shutil.rmtree(profile, ignore_errors=True)
                    time.sleep(0.5)
    finally:
        for server, _ in served:
            server.shutdown()
    return times


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("sites", nargs="*", help="site directories (default: build-web/site); "
                        "several are measured taking turns")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--size-only", action="store_true")
    args = parser.parse_args()
    sites = args.sites or [os.path.join(ROOT, "build-web", "site")]
    for site in sites:
        for name, raw, packed in sizes(site):
            print(f"web_measure: {site}: {name:12} {raw:>10,} bytes {packed:>10,} gzip "
                  f"({packed / MIB:.2f} MiB)")
    if args.size_only:
        return 0
    try:
        times = first_frame(sites, args.runs)
    except Failure as problem:
        print(f"web_measure: FAIL: {problem}")
        return 1
    for site, seconds in zip(sites, times):
        print(f"web_measure: {site}: first frame, median of {len(seconds)}: "
              f"{statistics.median(seconds):.3f} s (from {min(seconds):.3f} to "
              f"{max(seconds):.3f} s)")
    print(f"web_measure: load {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
