#!/usr/bin/python3
"""Marienbad in a real browser (docs/web.md): serves build-web/site/ on 127.0.0.1, opens it in
Debian's headless Chromium and drives it over the DevTools protocol (python3-websocket).

Checks that the main menu is drawn (the canvas holds a picture, not one flat colour) within
the time limit; that ?lang=fr draws another menu (the French one) and a ?game=…&heaps=… link
another screen (that position), neither with a notice; that a bad ?heaps= still draws the
menu, with one line naming --heaps; and that the console shows no error on the good pages.
Prints the time to the first drawn menu. Usage: tools/web_test.py [SITE_DIR] [--keep DIR] (DIR: where to write the
screenshots, for a person to look at).

Debian's python3 (/usr/bin/python3) on purpose: python3-websocket is installed there.
"""

import argparse
import base64
import functools
import http.server
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
import zlib

import websocket

CHROMIUM = "/usr/bin/chromium"
# The limit is 3 s to the first frame; the browser's own start is not counted, and a
# loaded machine gets slack before the test calls it a failure (the figure is printed).
MENU_TIMEOUT_S = 20.0


def fail(message):
    print(f"web_test: FAIL: {message}")
    sys.exit(1)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(site):
    """The site on 127.0.0.1 in a thread, as tools/web.sh --serve does; returns its port."""

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server.server_address[1]


def png_pixels(data):
    """(width, height, rows of (r, g, b) tuples) of an 8-bit RGB or RGBA PNG, not interlaced:
    what Chromium's screenshots are."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail("the screenshot is not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        fail(f"unexpected PNG format (depth {depth}, colour type {colour})")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + b) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[i] = (line[i] + pred) & 0xFF
        rows.append([tuple(line[x * channels : x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


class Page:
    """One Chromium tab over the DevTools protocol; collects the console's errors."""

    def __init__(self, ws_url):
        self.ws = websocket.create_connection(ws_url, timeout=60)
        self.next_id = 0
        self.errors = []
        self.console = []

    def _event(self, message):
        method, params = message.get("method"), message.get("params", {})
        if method == "Runtime.consoleAPICalled":
            text = " ".join(str(a.get("value", a.get("description", ""))) for a in params["args"])
            self.console.append(f"{params['type']}: {text}")
            # spdlog's lines reach the console through stderr: its error levels count too.
            if params["type"] == "error" or "[error]" in text or "[critical]" in text:
                self.errors.append(text)
        elif method == "Runtime.exceptionThrown":
            details = params["exceptionDetails"]
            self.errors.append(details.get("exception", {}).get("description", details.get("text")))
        elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
            self.errors.append(params["entry"]["text"])

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    fail(f"{method}: {message['error']}")
                return message.get("result", {})
            self._event(message)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result.get("result", {}).get("value")

    def screenshot(self):
        return base64.b64decode(self.call("Page.captureScreenshot", format="png")["data"])


def distinct_colours(png):
    _, _, rows = png_pixels(png)
    return len({pixel for row in rows[::4] for pixel in row[::4]})


def still_picture(page, png, keep, name):
    """The first of two screenshots in a row that are the same, half a second apart."""
    deadline = time.monotonic() + MENU_TIMEOUT_S
    while True:
        time.sleep(0.5)
        again = page.screenshot()
        if again == png:
            break
        if time.monotonic() > deadline:
            fail(f"{name}: the picture never stops changing")
        png = again
    if keep:
        with open(os.path.join(keep, name + ".png"), "wb") as out:
            out.write(png)
    return png


def open_page(page, url, keep, name):
    """Navigates to url; waits until the game's runtime is up and its canvas holds a picture,
    then until that picture is still (the menu fades in). Returns (seconds from navigation to
    the first picture, the still PNG)."""
    start = time.monotonic()
    page.call("Page.navigate", url=url)
    while True:
        elapsed = time.monotonic() - start
        if elapsed > MENU_TIMEOUT_S:
            status = page.evaluate("document.getElementById('status').textContent")
            fail(f"{url}: nothing drawn after {MENU_TIMEOUT_S:.0f} s (status: {status!r}); "
                 "console:\n  " + "\n  ".join(page.console[-20:]))
        ready = page.evaluate(
            "typeof Module !== 'undefined' && Module.calledRun === true && "
            "document.getElementById('status').textContent === ''")
        if ready:
            png = page.screenshot()
            # A drawn menu: a title, buttons and anti-aliased text in many colours; a canvas
            # nothing was drawn on is one flat colour.
            if distinct_colours(png) >= 32:
                return time.monotonic() - start, still_picture(page, png, keep, name)
        time.sleep(0.1)


def check_quiet(page, what):
    """No console error so far on this page, and no notice line shown."""
    time.sleep(0.5)
    page.call("Runtime.evaluate", expression="0")  # collects the events sent meanwhile
    if page.errors:
        fail(f"{what}: the console shows errors:\n  " + "\n  ".join(page.errors))
    shown = page.evaluate("getComputedStyle(document.getElementById('notice')).display")
    if shown != "none":
        fail(f"{what}: a notice is shown: "
             + repr(page.evaluate("document.getElementById('notice').textContent")))


# --- the page's own parts (issue #32): one function each -----------------------------------


def notice_line(page):
    """The line at the foot of the page, or '' when none is shown."""
    return page.evaluate("getComputedStyle(document.getElementById('notice')).display "
                         "=== 'block' ? document.getElementById('notice').textContent : ''") or ""


def press(page, key, code, key_code, hold=0.0):
    """One key pressed and released, as the keyboard sends it, `hold` seconds apart."""
    for kind in ("keyDown", "keyUp"):
        page.call("Input.dispatchKeyEvent", type=kind, key=key, code=code,
                  windowsVirtualKeyCode=key_code, nativeVirtualKeyCode=key_code)
        if kind == "keyDown" and hold:
            time.sleep(hold)


def click(page, x, y):
    page.call("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)
    page.call("Input.dispatchMouseEvent", type="mousePressed", x=x, y=y, button="left",
              clickCount=1)
    page.call("Input.dispatchMouseEvent", type="mouseReleased", x=x, y=y, button="left",
              clickCount=1)


def tap(page, x, y):
    page.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[{"x": x, "y": y}])
    page.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])


def heading(png):
    """The top three tenths of a screenshot's pixels: the menu's title, subtitle and language
    button, drawn at once (the matches below fade in, which a loaded machine can catch)."""
    _, height, rows = png_pixels(png)
    return rows[: height * 3 // 10]


def check_browser_language(page, base, keep):
    """With no ?lang=, the page speaks the browser's language (navigator.languages): French
    for a French browser (the ?lang=fr menu), English for an English one."""
    _, french = open_page(page, base + "?lang=fr", keep, "menu-lang-fr")
    agent = page.call("Browser.getVersion")["userAgent"]
    try:
        page.call("Network.setUserAgentOverride", userAgent=agent, acceptLanguage="fr-FR,fr")
        _, browser_french = open_page(page, base, keep, "menu-browser-fr")
    finally:
        page.call("Network.setUserAgentOverride", userAgent=agent, acceptLanguage="en-US,en")
    if heading(browser_french) != heading(french):
        fail("a French browser without ?lang= does not draw the French menu")
    _, english = open_page(page, base, keep, "menu-browser-en")
    if heading(english) == heading(french):
        fail("an English browser draws the French menu")
    print("web_test: the browser's language chooses the page's (fr-FR: French, en-US: English)")


def check_bad_options(page, base, keep):
    """An option the command line does not know, or one without its value, shows the menu
    and one line naming it: CLI11 reports them by throwing, which the page must catch."""
    for query, named in (("?foo=1", "--foo"), ("?game=nim&heaps", "--heaps")):
        open_page(page, base + query, keep, "bad-" + named.strip("-"))
        line = notice_line(page)
        if named not in line:
            fail(f"{query}: no line naming {named} over the menu (got {line!r})")
        if page.evaluate("document.getElementById('status').textContent"):
            fail(f"{query}: the page stopped")
        print(f"web_test: {query} says: {line}")


def check_copy_link(page, base, keep):
    """L on the play screen copies this position's address (the command line's names);
    that address opens the same picture."""
    origin = base.rstrip("/")
    page.call("Browser.grantPermissions", origin=origin,
              permissions=["clipboardReadWrite", "clipboardSanitizedWrite"])
    _, position = open_page(page, base + "?game=nim&heaps=2,3,6&level=perfect", keep, "link-from")
    press(page, "l", "KeyL", 76)
    expected = base + "?game=nim&heaps=2,3,6&misere&level=perfect&first=human"
    deadline = time.monotonic() + 5
    while expected not in notice_line(page):
        if time.monotonic() > deadline:
            fail(f"L: the line does not give {expected} (got {notice_line(page)!r})")
        time.sleep(0.1)
    copied = page.call("Runtime.evaluate", expression="navigator.clipboard.readText()",
                       awaitPromise=True, returnByValue=True).get("result", {}).get("value")
    if copied != expected:
        fail(f"L: the clipboard holds {copied!r}, not {expected!r}")
    _, opened = open_page(page, expected, keep, "link-to")
    if opened != position:
        fail(f"{expected} does not draw the position it was copied from")
    print(f"web_test: L copies {expected}")


def check_storage_refused(page, base, keep):
    """A browser that refuses storage (IndexedDB's open throws, as in some private windows):
    the menu is drawn and the page says once that progress will not be kept."""
    refuse = ("IDBFactory.prototype.open = function () { throw new DOMException("
              "'The user denied permission to access the database.', 'SecurityError'); };")
    script = page.call("Page.addScriptToEvaluateOnNewDocument", source=refuse)["identifier"]
    try:
        open_page(page, base, keep, "storage-refused")
        line = notice_line(page)
        if "progress will not be kept" not in line:
            fail(f"storage refused: no line saying so (got {line!r})")
        print(f"web_test: storage refused says: {line}")
    finally:
        page.call("Page.removeScriptToEvaluateOnNewDocument", identifier=script)


def audio_state(page):
    return page.evaluate("Module.SDL2 && Module.SDL2.audioContext ? "
                         "Module.SDL2.audioContext.state : 'none'")


def check_sound_after_gesture(page, base, keep):
    """The game's sound plays once the player has pressed a key (browsers start a page's
    audio suspended until a gesture): even when the first key was Shift, which is no gesture
    for the browser."""
    open_page(page, base, keep, "sound")
    before = audio_state(page)
    press(page, "Shift", "ShiftLeft", 16)
    time.sleep(0.5)
    press(page, "a", "KeyA", 65)
    deadline = time.monotonic() + 5
    while audio_state(page) != "running":
        if time.monotonic() > deadline:
            fail(f"the audio context is {audio_state(page)!r} after Shift then A "
                 f"(before: {before!r})")
        time.sleep(0.1)
    print(f"web_test: sound: the audio context is {before!r} at first, 'running' after a key")


def fullscreen(page):
    return page.evaluate("document.fullscreenElement !== null")


def check_fullscreen(page, base, keep):
    """F11 (the desktop's key) puts the game's canvas in full screen, and F11 again leaves.
    The key is held a moment, as a finger does: the game sees it at its next frame, and the
    browser grants full screen only inside an input event, so SDL asks at the key's release."""
    open_page(page, base, keep, "fullscreen")
    for want in (True, False):
        press(page, "F11", "F11", 122, hold=0.3)
        deadline = time.monotonic() + 5
        while fullscreen(page) != want:
            if time.monotonic() > deadline:
                fail(f"F11 does not {'enter' if want else 'leave'} full screen")
            time.sleep(0.1)
    print("web_test: F11 enters and leaves full screen")


def top_rows(png):
    """The top fifth of a screenshot's pixels."""
    _, height, rows = png_pixels(png)
    return rows[: height // 5]


def check_touch(page, base, keep):
    """In an 800x500 viewport (a small tablet held sideways) a tap is a click: a tap on the
    menu's Rules button draws what a click there draws, the rules, not the menu."""
    rules = (567, 431)  # the Rules button of the 800x500 menu (above the footer, at right)
    page.call("Emulation.setDeviceMetricsOverride", width=800, height=500, deviceScaleFactor=1,
              mobile=False)
    page.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=1)
    try:
        _, menu = open_page(page, base, keep, "touch-menu")
        click(page, *rules)
        # A finger leaves nothing hovered: nor does the mouse, once away in a corner.
        page.call("Input.dispatchMouseEvent", type="mouseMoved", x=1, y=1)
        clicked = still_picture(page, page.screenshot(), keep, "touch-click")
        if clicked == menu:
            fail("800x500: a click on Rules leaves the menu as it was")
        open_page(page, base, keep, "touch-menu-again")
        tap(page, *rules)
        tapped = still_picture(page, page.screenshot(), keep, "touch-tap")
        # The rules' example is animated: their title and tabs (the top fifth) are not.
        if top_rows(tapped) != top_rows(clicked) or top_rows(tapped) == top_rows(menu):
            fail("800x500: a tap on Rules does not draw what a click there draws")
    finally:
        page.call("Emulation.setTouchEmulationEnabled", enabled=False)
        page.call("Emulation.clearDeviceMetricsOverride")
    print("web_test: 800x500: a tap on Rules opens the rules, as a click does")


def first_frame_seconds(page):
    """When the game drew its first frame, from navigation, by the page's own clock
    (app/platform_web.cpp); None if not yet."""
    value = page.evaluate("Module.marienbadFirstFrame === undefined ? null : "
                          "Module.marienbadFirstFrame / 1000")
    return value


def main():
    parser = argparse.ArgumentParser()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("site", nargs="?", default=os.path.join(root, "build-web", "site"))
    parser.add_argument("--keep", help="directory for the screenshots")
    args = parser.parse_args()
    if not os.path.isfile(os.path.join(args.site, "index.html")):
        fail(f"no site in {args.site}: run tools/web.sh first")
    if not os.access(CHROMIUM, os.X_OK):
        fail(f"{CHROMIUM} is missing: apt-get install chromium")
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)

    site_port = serve(args.site)
    debug_port = free_port()
    profile = tempfile.mkdtemp(prefix="marienbad-web-test-")
    browser = subprocess.Popen(
        [CHROMIUM, "--headless=new", "--no-sandbox", "--use-angle=swiftshader",
         "--enable-unsafe-swiftshader", f"--remote-debugging-port={debug_port}",
         "--remote-allow-origins=*", f"--user-data-dir={profile}", "--window-size=1280,720",
         "--lang=en-US",
         "--no-first-run", "--no-default-browser-check", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        targets = None
        while targets is None:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{debug_port}/json/list") as r:
                    targets = [t for t in json.load(r) if t["type"] == "page"]
            except OSError:
                if time.monotonic() > deadline or browser.poll() is not None:
                    fail("chromium did not start (its DevTools port does not answer)")
                time.sleep(0.2)
        page = Page(targets[0]["webSocketDebuggerUrl"])
        page.call("Runtime.enable")
        page.call("Log.enable")
        page.call("Page.enable")

        base = f"http://127.0.0.1:{site_port}/"
        seconds, menu = open_page(page, base, args.keep, "menu")
        print(f"web_test: menu drawn {seconds:.2f} s after navigation")
        drawn = first_frame_seconds(page)
        if drawn is None:
            fail("the page does not say when it drew its first frame")
        print(f"web_test: first frame {drawn:.2f} s after navigation (the page's clock)")
        check_quiet(page, base)

        # The French catalogue is in the site only when it was built with GNU libintl
        # (game/web/web.cmake); game.js lists the preloaded files.
        with open(os.path.join(args.site, "game.js"), encoding="utf-8", errors="replace") as js:
            translated = "marienbad.mo" in js.read()
        french = None
        if translated:
            _, french = open_page(page, base + "?lang=fr", args.keep, "menu-fr")
            if french == menu:
                fail("?lang=fr draws the same picture as the English menu")
            check_quiet(page, "?lang=fr")
        else:
            print("web_test: SKIP ?lang=fr: the site has no catalogue (built without libintl)")

        link = "?game=subtraction&heaps=15&set=1,3,4&misere"
        _, position = open_page(page, base + link, args.keep, "subtraction")
        if position in (menu, french):
            fail(f"{link} draws a menu, not its position")
        check_quiet(page, link)

        _, bad = open_page(page, base + "?game=nim&heaps=1,x", args.keep, "bad-heaps")
        line = page.evaluate("getComputedStyle(document.getElementById('notice')).display "
                             "=== 'block' ? document.getElementById('notice').textContent : ''")
        if "--heaps" not in (line or ""):
            fail(f"?heaps=1,x: no line naming --heaps over the page (got {line!r})")
        print(f"web_test: ?heaps=1,x says: {line}")
        check_browser_language(page, base, args.keep)
        check_bad_options(page, base, args.keep)
        check_copy_link(page, base, args.keep)
        check_storage_refused(page, base, args.keep)
        check_sound_after_gesture(page, base, args.keep)
        check_fullscreen(page, base, args.keep)
        check_touch(page, base, args.keep)
        print("web_test: ok (menu, French, a game link, a bad link; no console error)")
    finally:
        browser.terminate()
        try:
            browser.wait(timeout=10)
        except subprocess.TimeoutExpired:
            browser.kill()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    main()
