"""The page's own parts (issue #32), one check each, for tools/web_test.py: the browser's
language, bad options, Copy link, storage refused, sound after a key, full screen, touch."""

import time

from web_browser import open_page, still_picture
from web_failure import fail
from web_pixels import heading, top_rows


# The middle of the play screen's Copy link button at 1280x720: the side panel's last
# button, across the panel's width at its foot (scenes/play_scene_draw.cpp).
COPY_LINK_BUTTON = (1066, 652)


def notice_line(page):
    """The line at the foot of the page, or '' when none is shown."""
    return page.evaluate("getComputedStyle(document.getElementById('notice')).display "
                         "=== 'block' ? document.getElementById('notice').textContent : ''") or ""


def tap(page, x, y):
    page.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[{"x": x, "y": y}])
    page.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])


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
