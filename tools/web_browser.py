"""The browser side of tools/web_test.py: the site served on 127.0.0.1, headless Chromium
started and stopped (its whole process group), one tab driven over the DevTools protocol
(python3-websocket), screenshots kept, and the waits for a page to be drawn and still."""

import base64
import functools
import glob
import http.server
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request

try:
    import websocket
except ImportError:
    print("web_test: FAIL: python3-websocket is missing: apt-get install python3-websocket")
    sys.exit(1)

from web_failure import fail
from web_pixels import distinct_colours


CHROMIUM = "/usr/bin/chromium"
# The limit is 3 s to the first frame; the browser's own start is not counted, and a
# loaded machine gets slack before the test calls it a failure (the figure is printed).
MENU_TIMEOUT_S = 20.0
VIEWPORT = (1280, 720)
# The longest one DevTools call may take (a screenshot of a busy page on a loaded machine).
DEVTOOLS_TIMEOUT_S = 60


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(site):
    """The site on 127.0.0.1 in a thread, as tools/web.sh --serve does; returns its port."""

    class Quiet(http.server.SimpleHTTPRequestHandler):
        # What a host must send for .wasm (README): said here, not left to /etc/mime.types.
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                          ".wasm": "application/wasm"}

        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


class Page:
    """One Chromium tab over the DevTools protocol; collects the console's lines and errors."""

    def __init__(self, ws_url):
        self.ws = websocket.create_connection(ws_url, timeout=DEVTOOLS_TIMEOUT_S)
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
            try:
                message = json.loads(self.ws.recv())
            except websocket.WebSocketTimeoutException:
                fail(f"{method}: Chromium did not answer within {DEVTOOLS_TIMEOUT_S} s")
            if message.get("id") == self.next_id:
                if "error" in message:
                    fail(f"{method}: {message['error']}")
                return message.get("result", {})
            self._event(message)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result.get("result", {}).get("value")

    def screenshot(self):
        return base64.b64decode(
            self.call("Page.captureScreenshot", format="png", optimizeForSpeed=True)["data"])

    def click(self, x, y):
        """A left click at (x, y), CSS pixels of the page, as a mouse makes it."""
        self.call("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left",
                      buttons=1 if kind == "mousePressed" else 0, clickCount=1)

    def move_mouse_away(self):
        """The pointer to the page's top-left corner: nothing hovered, nothing lit up."""
        self.call("Input.dispatchMouseEvent", type="mouseMoved", x=1, y=1)

    def press(self, key, code, key_code, hold=0.0):
        """One key pressed and released (e.g. "Enter", "Enter", 13), `hold` seconds apart."""
        for kind in ("rawKeyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", type=kind, key=key, code=code,
                      windowsVirtualKeyCode=key_code, nativeVirtualKeyCode=key_code)
            if kind == "rawKeyDown" and hold:
                time.sleep(hold)

    def saved(self):
        """Whether the page has no copy to IndexedDB going on or pending (game/web/pre.js)."""
        return self.evaluate("typeof Module !== 'undefined' && !Module.marienbadSaving "
                             "&& !Module.marienbadSaveAgain") is True

    def player_file(self, name):
        """The text of the player's file `name` in the page's file system, or None."""
        return self.evaluate(f"""(function () {{
            function find(dir) {{
              var names; try {{ names = FS.readdir(dir); }} catch (e) {{ return null; }}
              for (var i = 0; i < names.length; ++i) {{
                if (names[i] === '.' || names[i] === '..') continue;
                var path = dir + '/' + names[i];
                if (names[i] === {json.dumps(name)}) return FS.readFile(path, {{encoding: 'utf8'}});
                if (FS.isDir(FS.stat(path).mode)) {{ var found = find(path); if (found !== null) return found; }}
              }}
              return null;
            }}
            return find('/home/web_user');
        }})()""")


class Screens:
    """Where the screenshots go, numbered in the order taken."""

    def __init__(self, directory):
        self.directory = directory
        self.count = 0
        os.makedirs(directory, exist_ok=True)
        for old in glob.glob(os.path.join(directory, "*.png")):
            os.remove(old)

    def keep(self, png, name):
        self.count += 1
        with open(os.path.join(self.directory, f"{self.count:02d}-{name}.png"), "wb") as out:
            out.write(png)


def still_picture(page, png, screens, name, timeout=MENU_TIMEOUT_S):
    """The first of two screenshots in a row that are the same, half a second apart."""
    deadline = time.monotonic() + timeout
    while True:
        time.sleep(0.5)
        again = page.screenshot()
        if again == png:
            break
        if time.monotonic() > deadline:
            fail(f"{name}: the picture never stops changing")
        png = again
    if screens:
        screens.keep(png, name)
    return png


def open_page(page, url, screens, name):
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
                return time.monotonic() - start, still_picture(page, png, screens, name)
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


def start_browser(profile):
    """Chromium in a process group of its own (so that all its processes can be stopped) and
    its first tab; returns (process, Page)."""
    debug_port = free_port()
    browser = subprocess.Popen(
        [CHROMIUM, "--headless=new", "--no-sandbox", "--use-angle=swiftshader",
         "--enable-unsafe-swiftshader", f"--remote-debugging-port={debug_port}",
         "--remote-allow-origins=*", f"--user-data-dir={profile}",
         f"--window-size={VIEWPORT[0]},{VIEWPORT[1]}",
         "--lang=en-US",
         "--no-first-run", "--no-default-browser-check", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + 30
    targets = None
    while targets is None:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{debug_port}/json/list",
                                        timeout=5) as r:
                targets = [t for t in json.load(r) if t["type"] == "page"]
        except OSError:
            if time.monotonic() > deadline or browser.poll() is not None:
                return browser, None
            time.sleep(0.2)
    page = Page(targets[0]["webSocketDebuggerUrl"])
    page.call("Runtime.enable")
    page.call("Log.enable")
    page.call("Page.enable")
    # The viewport itself, not the window (whose frame takes a part that varies): the size
    # the golden screens use (tests/golden), whatever the browser's window.
    page.call("Emulation.setDeviceMetricsOverride", width=VIEWPORT[0], height=VIEWPORT[1],
              deviceScaleFactor=1, mobile=False)
    return browser, page


def stop_browser(browser):
    """Stops Chromium and every process it started (its process group)."""
    for sig, wait in ((signal.SIGTERM, 10), (signal.SIGKILL, 5)):
        try:
            os.killpg(browser.pid, sig)
        except ProcessLookupError:
            return
        try:
            browser.wait(timeout=wait)
            return
        except subprocess.TimeoutExpired:
            pass
