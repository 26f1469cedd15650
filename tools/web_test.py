#!/usr/bin/python3
"""Marienbad in a real browser (docs/web.md): serves build-web/site/ on 127.0.0.1, opens it in
Debian's headless Chromium and drives it over the DevTools protocol (python3-websocket), as a
player would: clicks and keys.

In order, in one browser profile (so what one step saves, the next finds):
  1. the main menu is drawn within the time limit (the time is printed), no console error,
     and it looks more like the desktop's English golden menu (tests/golden) than the French;
  2. ?lang=fr draws the French menu: closer to the French golden menu than to the English;
  3. a ?game=…&heaps=… link opens that position; a bad ?heaps= shows the menu and one line
     naming --heaps;
  4. a Marienbad game (1,3,5,7, misère, the human first) is played to the end against the
     perfect player by clicking matches (found on the screenshot by their red heads) and
     pressing Enter; after each of the computer's moves the position must be one the
     mover to play loses (the perfect player's answer); the game ends with the console's
     "match over" line (the game's own info log, ?log-level=info);
  5. after a reload (the site opened again: a new page, where only what IndexedDB kept
     carries over) the statistics count that game: the file in the page's IndexedDB file
     system says one game at the perfect level, lost, and the statistics screen differs from
     the empty one seen before the game;
  6. a match with one move each, then a reload: the menu offers Continue (it has the focus),
     and Enter resumes that very position.
Then the page's own parts, one function each (check_…): the browser's language without
?lang=, bad options caught, Copy link (L), storage refused, sound after a first key, full
screen (F11), then a tap as a click in an 800x500 viewport (check_touch, after full screen:
the next visit must not keep full screen or the window's size).

Screenshots go to build-web/web-test/ (or --keep DIR), emptied at the start: on a failure
they stay for a person to look at, with failure.png, the page at the moment of the failure.
Every wait has a time limit and the whole run has one (TOTAL_TIMEOUT_S); the browser and the
server are stopped on every exit, also on SIGTERM or Ctrl+C.

The parts beside this file: web_browser.py (the server, Chromium, the page), web_pixels.py
(the screenshots read), web_board.py (a game on the page), web_scenarios.py (steps 2 and 4
to 6), web_page_parts.py (the page's own parts), web_failure.py.

Usage: tools/web_test.py [SITE_DIR] [--keep DIR]
Debian's python3 (/usr/bin/python3) on purpose: python3-websocket is installed there.
"""

import argparse
import os
import shutil
import signal
import sys
import tempfile

from web_browser import (CHROMIUM, Screens, check_quiet, open_page, serve, start_browser,
                         stop_browser)
from web_failure import Failure, fail
from web_page_parts import (check_bad_options, check_browser_language, check_copy_link,
                            check_fullscreen, check_sound_after_gesture, check_storage_refused,
                            check_touch, first_frame_seconds)
from web_pixels import ROOT
from web_scenarios import (check_continue, check_french, check_statistics, menu_language,
                           play_to_the_end)

import websocket  # web_browser has said how to install it when it is missing

# The whole run, browser start included: past it the test fails instead of hanging CI.
TOTAL_TIMEOUT_S = 900


def run(page, site_port, screens):
    base = f"http://127.0.0.1:{site_port}/"
    seconds, menu = open_page(page, base, screens, "menu")
    print(f"web_test: menu drawn {seconds:.2f} s after navigation")
    drawn = first_frame_seconds(page)
    if drawn is None:
        fail("the page does not say when it drew its first frame")
    print(f"web_test: first frame {drawn:.2f} s after navigation (the page's clock)")
    check_quiet(page, base)
    # The page's sounds are mu-law WAV (tools/web_sounds.py): one SDL could not read would
    # only be a warning in the console.
    unread = [line for line in page.console if "sound file(s) missing" in line]
    if unread:
        fail(f"the page could not read its sounds: {unread[0]}")
    language, en, fr = menu_language(menu)
    if language != "en":
        fail(f"the menu is not the desktop's English one (it differs from it by {en:.1%} of its "
             f"pixels, from the French one by {fr:.1%})")

    _, empty_statistics = open_page(page, base + "?scene=statistics", screens, "statistics-empty")
    check_quiet(page, "?scene=statistics")

    french = check_french(page, base, menu, screens)

    link = "?game=subtraction&heaps=15&set=1,3,4&misere"
    _, position = open_page(page, base + link, screens, "subtraction")
    if position in (menu, french):
        fail(f"{link} draws a menu, not its position")
    check_quiet(page, link)

    open_page(page, base + "?game=nim&heaps=1,x", screens, "bad-heaps")
    line = page.evaluate("getComputedStyle(document.getElementById('notice')).display "
                         "=== 'block' ? document.getElementById('notice').textContent : ''")
    if "--heaps" not in (line or ""):
        fail(f"?heaps=1,x: no line naming --heaps over the page (got {line!r})")
    print(f"web_test: ?heaps=1,x says: {line}")
    page.errors.clear()

    play_to_the_end(page, base, screens)
    check_statistics(page, base, empty_statistics, screens)
    check_continue(page, base, menu, screens)
    # The page's own parts after the game: full screen changes the window's size, which the
    # game's screenshots above would not expect.
    check_browser_language(page, base, screens)
    check_bad_options(page, base, screens)
    check_copy_link(page, base, screens)
    check_storage_refused(page, base, screens)
    check_sound_after_gesture(page, base, screens)
    check_fullscreen(page, base, screens)
    # After full screen on purpose: the page must not keep it (nor the window's size) for the
    # next visit, or this 800x500 menu would be drawn at the old size, cut by the viewport.
    check_touch(page, base, screens)
    print("web_test: ok (menu, French, the browser's language, a game link, bad links, Copy "
          "link, storage refused, sound, full screen, touch, a game played to the "
          "end, statistics and Continue after a reload; no console error)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site", nargs="?", default=os.path.join(ROOT, "build-web", "site"))
    parser.add_argument("--keep", help="directory for the screenshots (default: web-test/ "
                        "next to the site)")
    args = parser.parse_args()
    if not os.path.isfile(os.path.join(args.site, "index.html")):
        print(f"web_test: FAIL: no site in {args.site}: run tools/web.sh first")
        return 1
    if not os.access(CHROMIUM, os.X_OK):
        print(f"web_test: FAIL: {CHROMIUM} is missing: apt-get install chromium")
        return 1
    screens = Screens(args.keep or os.path.join(os.path.dirname(os.path.abspath(args.site)),
                                                "web-test"))

    def stop(signum, _frame):
        raise Failure(f"stopped by signal {signum}" if signum != signal.SIGALRM else
                      f"the test took more than {TOTAL_TIMEOUT_S} s")

    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGALRM):
        signal.signal(sig, stop)
    signal.alarm(TOTAL_TIMEOUT_S)

    server, site_port = serve(args.site)
    profile = tempfile.mkdtemp(prefix="marienbad-web-test-")
    browser, page = None, None
    try:
        browser, page = start_browser(profile)
        if page is None:
            fail("chromium did not start (its DevTools port does not answer)")
        run(page, site_port, screens)
        return 0
    except (Failure, websocket.WebSocketException, OSError) as problem:
        print(f"web_test: FAIL: {problem}")
        if page is not None:
            try:
                signal.alarm(30)
                screens.keep(page.screenshot(), "failure")
                print("web_test: the page's last console lines:\n  "
                      + "\n  ".join(page.console[-15:]))
            except Exception:  # the browser may be what failed: the message above stays
                pass
        print(f"web_test: screenshots in {screens.directory}")
        return 1
    finally:
        signal.alarm(0)
        if browser is not None:
            stop_browser(browser)
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
