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

Usage: tools/web_test.py [SITE_DIR] [--keep DIR]
Debian's python3 (/usr/bin/python3) on purpose: python3-websocket is installed there.
"""

import argparse
import base64
import functools
import glob
import http.server
import itertools
import json
import os
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
import zlib

try:
    import websocket
except ImportError:
    print("web_test: FAIL: python3-websocket is missing: apt-get install python3-websocket")
    sys.exit(1)

CHROMIUM = "/usr/bin/chromium"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The limit is 3 s to the first frame; the browser's own start is not counted, and a
# loaded machine gets slack before the test calls it a failure (the figure is printed).
MENU_TIMEOUT_S = 20.0
# The longest a move may take to show (the computer's thinking delay and the animations of
# both moves, slowed by a loaded machine).
MOVE_TIMEOUT_S = 60.0
# The whole run, browser start included: past it the test fails instead of hanging CI.
TOTAL_TIMEOUT_S = 900
VIEWPORT = (1280, 720)
# The longest one DevTools call may take (a screenshot of a busy page on a loaded machine).
DEVTOOLS_TIMEOUT_S = 60

# The colour of a match's head (game/src/app/theme.hpp, Palette::match_head) and how far a
# screenshot's pixel may be from it (anti-aliasing, the renderer's blending).
MATCH_HEAD = (0xC8, 0x55, 0x3D)
HEAD_TOLERANCE = 24
# Fewer pixels than this is not a head (a head is a disc some ten pixels across at 1280x720).
HEAD_MIN_PIXELS = 12

# The game played to the end: the film's rows, misère, against the perfect player, the
# person first. 1,3,5,7 is a position the mover loses, so the person loses.
FULL_GAME = "?game=marienbad&heaps=1,3,5,7&misere&level=perfect&first=human&log-level=info"
START_ROWS = [1, 3, 5, 7]
# The middle of the play screen's Copy link button at 1280x720: the side panel's last
# button, across the panel's width at its foot (scenes/play_scene_draw.cpp).
COPY_LINK_BUTTON = (1066, 652)


class Failure(Exception):
    pass


def fail(message):
    raise Failure(message)


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


def _unfilter(kind, line, previous, channels):
    """One PNG scanline with its filter undone (PNG specification, section 9)."""
    if kind == 0:
        return line
    if kind == 2:  # Up
        return bytearray(map(lambda a, b: (a + b) & 0xFF, line, previous))
    if kind == 1:  # Sub: a running sum per channel
        for c in range(channels):
            line[c::channels] = bytes(
                itertools.accumulate(line[c::channels], lambda a, b: (a + b) & 0xFF))
        return line
    for i in range(len(line)):
        a = line[i - channels] if i >= channels else 0
        b = previous[i]
        if kind == 3:
            line[i] = (line[i] + (a + b) // 2) & 0xFF
        else:  # 4, Paeth
            c = previous[i - channels] if i >= channels else 0
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
    return line


def png_pixels(data):
    """(width, height, channels, rows of raw bytes) of an 8-bit RGB or RGBA PNG, not
    interlaced: what Chromium's screenshots are."""
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
        start = y * (stride + 1)
        line = _unfilter(raw[start], bytearray(raw[start + 1 : start + 1 + stride]), previous,
                         channels)
        rows.append(line)
        previous = line
    return width, height, channels, rows


def distinct_colours(png):
    width, height, channels, rows = png_pixels(png)
    return len({bytes(row[x * channels : x * channels + 3])
                for row in rows[::4] for x in range(0, width, 4)})


def match_heads(png):
    """The centres (x, y) of the match heads on a screenshot: blobs of MATCH_HEAD's colour."""
    width, height, channels, rows = png_pixels(png)
    r0, g0, b0 = MATCH_HEAD
    near = set()
    for y, row in enumerate(rows):
        # A head's colour is the only one with red this far above green: a cheap first test.
        for x in range(width):
            i = x * channels
            r, g, b = row[i], row[i + 1], row[i + 2]
            if r - g > 70 and abs(r - r0) <= HEAD_TOLERANCE and abs(g - g0) <= HEAD_TOLERANCE \
                    and abs(b - b0) <= HEAD_TOLERANCE:
                near.add((x, y))
    heads = []
    while near:
        stack = [near.pop()]
        blob = []
        while stack:
            x, y = stack.pop()
            blob.append((x, y))
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in near:
                    near.remove(n)
                    stack.append(n)
        if len(blob) >= HEAD_MIN_PIXELS:
            heads.append((sum(p[0] for p in blob) / len(blob), sum(p[1] for p in blob) / len(blob)))
    return heads


def rows_of(heads, row_ys):
    """The heads grouped by board row: row_ys are the rows' heights (from the full start
    position; a row keeps its place when it empties). Each row's heads from left to right."""
    spread = min((b - a for a, b in zip(row_ys, row_ys[1:])), default=100) / 2
    rows = [[] for _ in row_ys]
    for x, y in heads:
        r = min(range(len(row_ys)), key=lambda i: abs(row_ys[i] - y))
        if abs(row_ys[r] - y) > spread:
            fail(f"a match head at ({x:.0f}, {y:.0f}) is on no row of the board")
        rows[r].append((x, y))
    return [sorted(row) for row in rows]


def mover_loses(rows):
    """Whether the player to move loses this misère Nim position with best play (Bouton;
    misère: the same as normal play unless every row has at most one match, seed 003)."""
    if all(n <= 1 for n in rows):
        return sum(rows) % 2 == 1
    total = 0
    for n in rows:
        total ^= n
    return total == 0


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


def wait_saved(page, what):
    """Until the page's files are in IndexedDB: a reload before would lose the last save."""
    deadline = time.monotonic() + MOVE_TIMEOUT_S
    time.sleep(0.3)  # the save starts in the frame after the change
    while not page.saved():
        if time.monotonic() > deadline:
            fail(f"{what}: the page's files are never copied to IndexedDB")
        time.sleep(0.1)


# --- the board, read from screenshots ---------------------------------------------------------


def read_board(page, screens, name, row_ys, accept, timeout=MOVE_TIMEOUT_S):
    """Waits until the board is still and shows a position accept() takes; returns the rows'
    heads. The pointer is moved away first: a hovered match would be lit up."""
    page.move_mouse_away()
    deadline = time.monotonic() + timeout
    png = page.screenshot()
    seen = None
    while True:
        time.sleep(0.4)
        again = page.screenshot()
        if again == png:
            rows = rows_of(match_heads(png), row_ys)
            seen = [len(r) for r in rows]
            if accept(seen):
                screens.keep(png, name)
                return rows
        if time.monotonic() > deadline:
            screens.keep(again, name)
            fail(f"{name}: the board never showed the expected position (last still one: "
                 f"{seen})")
        png = again


def start_rows(page, screens, name):
    """The heights of the rows on a board showing START_ROWS, from its match heads."""
    page.move_mouse_away()
    png = still_picture(page, page.screenshot(), screens, name)
    heads = sorted(match_heads(png), key=lambda h: h[1])
    row_ys = []
    for _, y in heads:
        if not row_ys or y - row_ys[-1][-1] > 8:
            row_ys.append([y])
        else:
            row_ys[-1].append(y)
    counts = [len(r) for r in row_ys]
    if counts != START_ROWS:
        fail(f"{name}: the board shows rows of {counts} matches, not {START_ROWS}")
    return [sum(r) / len(r) for r in row_ys]


def take(page, rows, row, amount):
    """The person's move by mouse and key: a click on the match `amount` from the right of
    row `row` selects it and those to its right; Enter takes them."""
    x, y = rows[row][len(rows[row]) - amount]
    # Below the head's centre, on the stick: what a player aims at.
    page.click(x, y + 8)
    time.sleep(0.2)
    page.press("Enter", "Enter", 13)


def person_move(counts):
    """A legal move that makes the game last: one match from the longest row, two when the
    longest row has seven (a click then selects more than one)."""
    row = max(range(len(counts)), key=lambda r: counts[r])
    return row, 2 if counts[row] == 7 else 1


def one_exchange(page, screens, row_ys, rows, label):
    """The person's move, then the computer's answer; returns the rows after both (or after
    the person's, when it ended the game)."""
    counts = [len(r) for r in rows]
    row, amount = person_move(counts)
    take(page, rows, row, amount)
    after = list(counts)
    after[row] -= amount
    if sum(after) == 0:
        return read_board(page, screens, label, row_ys, lambda seen: seen == after)

    def answered(seen):
        # Exactly one row lower than after the person's move.
        changed = [r for r in range(len(seen)) if seen[r] != after[r]]
        return len(changed) == 1 and seen[changed[0]] < after[changed[0]]

    new_rows = read_board(page, screens, label, row_ys, answered)
    seen = [len(r) for r in new_rows]
    if not mover_loses(seen):
        fail(f"{label}: after {after} the perfect player left {seen}, a position the person "
             "can win")
    print(f"web_test: {counts} → person takes {amount} from row {row + 1} → computer → {seen}")
    return new_rows


def match_over_line(page):
    page.call("Runtime.evaluate", expression="0")  # collects the events sent meanwhile
    return next((line for line in page.console if "match over:" in line), None)


# --- the scenarios ----------------------------------------------------------------------------


def golden_difference(png, reference):
    """The share of pixels (every other one in each direction) of a screenshot that differ
    from the desktop's golden screen `reference` (tests/golden/references, same size) by more
    than a little in some channel."""
    path = os.path.join(ROOT, "tests", "golden", "references", reference)
    with open(path, "rb") as f:
        width, height, channels, rows = png_pixels(f.read())
    w, h, c, ours = png_pixels(png)
    if (w, h) != (width, height):
        fail(f"the screenshot is {w}x{h}, {reference} is {width}x{height}")
    differ = total = 0
    for y in range(0, height, 2):
        a, b = ours[y], rows[y]
        for x in range(0, width, 2):
            total += 1
            i, j = x * c, x * channels
            if max(abs(a[i] - b[j]), abs(a[i + 1] - b[j + 1]), abs(a[i + 2] - b[j + 2])) > 24:
                differ += 1
    return differ / total


def menu_language(png):
    """Which of the desktop's golden main menus, English or French, the screenshot is closer
    to, with both differences. The page draws what the desktop draws at the same size, but
    for the 1-3-5-7 panel (empty in the golden screens); that part differs from both alike."""
    size = f"{VIEWPORT[0]}x{VIEWPORT[1]}"
    en = golden_difference(png, f"menu-en-{size}.png")
    fr = golden_difference(png, f"menu-fr-{size}.png")
    return ("fr" if fr < en else "en"), en, fr


def check_french(page, base, menu, screens):
    """?lang=fr: the French menu (closer to the desktop's French golden menu than to the
    English one)."""
    _, french = open_page(page, base + "?lang=fr", screens, "menu-fr")
    check_quiet(page, "?lang=fr")
    language, en, fr = menu_language(french)
    problem = None
    if language != "fr":
        catalogue = page.evaluate(
            "typeof FS !== 'undefined' && "
            "FS.analyzePath('/share/locale/fr/LC_MESSAGES/marienbad.mo').exists")
        problem = (f"?lang=fr draws the English menu (it differs from the desktop's English "
                   f"menu by {en:.1%} of its pixels, from the French one by {fr:.1%}); the site "
                   f"{'has' if catalogue is True else 'has no'} French catalogue")
    if problem:
        fail(problem)
    return french


def play_to_the_end(page, base, screens):
    """FULL_GAME played by clicks and Enter until the person loses; returns the end's line."""
    page.console.clear()
    open_page(page, base + FULL_GAME, screens, "game-start")
    row_ys = start_rows(page, screens, "game-rows")
    rows = read_board(page, screens, "game-0", row_ys, lambda seen: seen == START_ROWS)
    for turn in range(1, 17):
        rows = one_exchange(page, screens, row_ys, rows, f"game-{turn}")
        if sum(len(r) for r in rows) == 0:
            break
    else:
        fail("the game did not end within 16 moves of the person")
    deadline = time.monotonic() + MOVE_TIMEOUT_S
    while (line := match_over_line(page)) is None:
        if time.monotonic() > deadline:
            fail("no 'match over' line in the console after the last match was taken")
        time.sleep(0.2)
    still_picture(page, page.screenshot(), screens, "game-over")
    check_quiet(page, "the full game")
    print(f"web_test: the game ended: {line}")
    return line


def check_statistics(page, base, empty, screens):
    """After a reload: the statistics file and screen count the game played."""
    wait_saved(page, "the finished game")
    # The site opened again: a new page, whose files come back from IndexedDB only.
    open_page(page, base, screens, "menu-after-game")
    text = page.player_file("statistics.json")
    if text is None:
        fail("after a reload there is no statistics.json in the page's files (IDBFS)")
    stats = json.loads(text).get("games", {}).get("nim/perfect")
    if not stats or stats.get("played") != 1 or stats.get("won") != 0:
        fail(f"after a reload statistics.json does not count one lost game against the perfect "
             f"player: {text}")
    _, shown = open_page(page, base + "?scene=statistics", screens, "statistics-after")
    if shown == empty:
        fail("the statistics screen after the game is the same as before it")
    print("web_test: after a reload the statistics count the game (nim/perfect: played 1, won 0)")


def check_continue(page, base, fresh_menu, screens):
    """One move each, a reload: the menu offers Continue, which resumes that position."""
    open_page(page, base + FULL_GAME, screens, "unfinished-start")
    row_ys = start_rows(page, screens, "unfinished-rows")
    rows = read_board(page, screens, "unfinished-0", row_ys, lambda seen: seen == START_ROWS)
    rows = one_exchange(page, screens, row_ys, rows, "unfinished-1")
    kept = [len(r) for r in rows]
    wait_saved(page, "the unfinished match")
    _, menu = open_page(page, base, screens, "menu-continue")
    if page.player_file("unfinished_match.json") is None:
        fail("after a reload there is no unfinished_match.json in the page's files: a match "
             "left by reloading the page is lost")
    if menu == fresh_menu:
        fail("after a reload with a match in progress the menu is the same as with none "
             "(no Continue)")
    # A kept match takes the focus to Continue (main_menu.cpp): Enter resumes it.
    page.press("Enter", "Enter", 13)
    read_board(page, screens, "continued", row_ys, lambda seen: seen == kept)
    check_quiet(page, "Continue")
    print(f"web_test: after a reload Continue resumes the match at {kept}")


# --- the page's own parts (issue #32): one function each -----------------------------------


def notice_line(page):
    """The line at the foot of the page, or '' when none is shown."""
    return page.evaluate("getComputedStyle(document.getElementById('notice')).display "
                         "=== 'block' ? document.getElementById('notice').textContent : ''") or ""


def tap(page, x, y):
    page.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[{"x": x, "y": y}])
    page.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])


def heading(png):
    """The top three tenths of a screenshot's pixels: the menu's title, subtitle and language
    button, drawn at once (the matches below fade in, which a loaded machine can catch)."""
    _, height, _, rows = png_pixels(png)
    return rows[: height * 3 // 10]


def check_browser_language(page, base, screens):
    """With no ?lang=, the page speaks the browser's language (navigator.languages): French
    for a French browser (the ?lang=fr menu), English for an English one."""
    _, french = open_page(page, base + "?lang=fr",  screens, "menu-lang-fr")
    agent = page.call("Browser.getVersion")["userAgent"]
    try:
        page.call("Network.setUserAgentOverride", userAgent=agent, acceptLanguage="fr-FR,fr")
        _, browser_french = open_page(page, base,  screens, "menu-browser-fr")
    finally:
        page.call("Network.setUserAgentOverride", userAgent=agent, acceptLanguage="en-US,en")
    if heading(browser_french) != heading(french):
        fail("a French browser without ?lang= does not draw the French menu")
    _, english = open_page(page, base,  screens, "menu-browser-en")
    if heading(english) == heading(french):
        fail("an English browser draws the French menu")
    print("web_test: the browser's language chooses the page's (fr-FR: French, en-US: English)")


def check_bad_options(page, base, screens):
    """An option the command line does not know, or one without its value, shows the menu
    and one line naming it: CLI11 reports them by throwing, which the page must catch. So does
    ?fullscreen, which a page cannot honour (a browser grants full screen only on a key or
    click of the player's)."""
    for query, named in (("?foo=1", "--foo"), ("?game=nim&heaps", "--heaps"),
                         ("?fullscreen", "--fullscreen")):
        open_page(page, base + query,  screens, "bad-" + named.strip("-"))
        line = notice_line(page)
        if named not in line:
            fail(f"{query}: no line naming {named} over the menu (got {line!r})")
        if page.evaluate("document.getElementById('status').textContent"):
            fail(f"{query}: the page stopped")
        print(f"web_test: {query} says: {line}")


def clipboard(page):
    return page.call("Runtime.evaluate", expression="navigator.clipboard.readText()",
                     awaitPromise=True, returnByValue=True).get("result", {}).get("value")


def expect_copied(page, expected, how):
    """Within 5 s the line at the foot of the page gives `expected`, and so does the
    clipboard."""
    deadline = time.monotonic() + 5
    while expected not in notice_line(page):
        if time.monotonic() > deadline:
            fail(f"{how}: the line does not give {expected} (got {notice_line(page)!r})")
        time.sleep(0.1)
    if clipboard(page) != expected:
        fail(f"{how}: the clipboard holds {clipboard(page)!r}, not {expected!r}")


def check_copy_link(page, base, screens):
    """L on the play screen copies this position's address (the command line's names), and
    so does its Copy link button; that address opens the same picture."""
    origin = base.rstrip("/")
    page.call("Browser.grantPermissions", origin=origin,
              permissions=["clipboardReadWrite", "clipboardSanitizedWrite"])
    _, position = open_page(page, base + "?game=nim&heaps=2,3,6&level=perfect",  screens, "link-from")
    expected = base + "?game=nim&heaps=2,3,6&misere&level=perfect&first=human"
    page.press("l", "KeyL", 76)
    expect_copied(page, expected, "L")
    # The same by the button for a mouse or a finger: Copy link, the side panel's last
    # button, spans its width at its foot (scenes/play_scene_draw.cpp).
    page.call("Runtime.evaluate", expression="hideNotice(); navigator.clipboard.writeText('')",
              awaitPromise=True)
    page.click(*COPY_LINK_BUTTON)
    page.move_mouse_away()
    expect_copied(page, expected, "the Copy link button")
    _, opened = open_page(page, expected,  screens, "link-to")
    if opened != position:
        fail(f"{expected} does not draw the position it was copied from")
    print(f"web_test: L and the Copy link button copy {expected}")


def check_storage_refused(page, base, screens):
    """A browser that refuses storage (IndexedDB's open throws, as in some private windows):
    the menu is drawn and the page says once that progress will not be kept."""
    refuse = ("IDBFactory.prototype.open = function () { throw new DOMException("
              "'The user denied permission to access the database.', 'SecurityError'); };")
    script = page.call("Page.addScriptToEvaluateOnNewDocument", source=refuse)["identifier"]
    try:
        open_page(page, base,  screens, "storage-refused")
        line = notice_line(page)
        if "progress will not be kept" not in line:
            fail(f"storage refused: no line saying so (got {line!r})")
        print(f"web_test: storage refused says: {line}")
    finally:
        page.call("Page.removeScriptToEvaluateOnNewDocument", identifier=script)


def audio_state(page):
    return page.evaluate("Module.SDL2 && Module.SDL2.audioContext ? "
                         "Module.SDL2.audioContext.state : 'none'")


def check_sound_after_gesture(page, base, screens):
    """The game's sound plays once the player has pressed a key (browsers start a page's
    audio suspended until a gesture): even when the first key was Shift, which is no gesture
    for the browser."""
    open_page(page, base,  screens, "sound")
    before = audio_state(page)
    page.press("Shift", "ShiftLeft", 16)
    time.sleep(0.5)
    page.press("a", "KeyA", 65)
    deadline = time.monotonic() + 5
    while audio_state(page) != "running":
        if time.monotonic() > deadline:
            fail(f"the audio context is {audio_state(page)!r} after Shift then A "
                 f"(before: {before!r})")
        time.sleep(0.1)
    print(f"web_test: sound: the audio context is {before!r} at first, 'running' after a key")


def fullscreen(page):
    return page.evaluate("document.fullscreenElement !== null")


def check_fullscreen(page, base, screens):
    """F11 (the desktop's key) puts the game's canvas in full screen, and F11 again leaves.
    The key is held a moment, as a finger does: the game sees it at its next frame, and the
    browser grants full screen only inside an input event, so SDL asks at the key's release."""
    open_page(page, base,  screens, "fullscreen")
    for want in (True, False):
        page.press("F11", "F11", 122, hold=0.3)
        deadline = time.monotonic() + 5
        while fullscreen(page) != want:
            if time.monotonic() > deadline:
                fail(f"F11 does not {'enter' if want else 'leave'} full screen")
            time.sleep(0.1)
    print("web_test: F11 enters and leaves full screen")


def top_rows(png):
    """The top fifth of a screenshot's pixels."""
    _, height, _, rows = png_pixels(png)
    return rows[: height // 5]


def check_touch(page, base, screens):
    """In an 800x500 viewport (a small tablet held sideways) a tap is a click: a tap on the
    menu's Rules button draws what a click there draws, the rules, not the menu."""
    rules = (567, 431)  # the Rules button of the 800x500 menu (above the footer, at right)
    page.call("Emulation.setDeviceMetricsOverride", width=800, height=500, deviceScaleFactor=1,
              mobile=False)
    page.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=1)
    try:
        _, menu = open_page(page, base,  screens, "touch-menu")
        page.click(*rules)
        # A finger leaves nothing hovered: nor does the mouse, once away in a corner.
        page.call("Input.dispatchMouseEvent", type="mouseMoved", x=1, y=1)
        clicked = still_picture(page, page.screenshot(),  screens, "touch-click")
        if clicked == menu:
            fail("800x500: a click on Rules leaves the menu as it was")
        open_page(page, base,  screens, "touch-menu-again")
        tap(page, *rules)
        tapped = still_picture(page, page.screenshot(),  screens, "touch-tap")
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


def run(page, site_port, screens):
    base = f"http://127.0.0.1:{site_port}/"
    seconds, menu = open_page(page, base, screens, "menu")
    print(f"web_test: menu drawn {seconds:.2f} s after navigation")
    drawn = first_frame_seconds(page)
    if drawn is None:
        fail("the page does not say when it drew its first frame")
    print(f"web_test: first frame {drawn:.2f} s after navigation (the page's clock)")
    check_quiet(page, base)
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
