"""tools/web_test.py's player scenarios (its docstring's steps 2 and 4 to 6): the French menu,
a game played to the end, the statistics and the unfinished match after a reload."""

import json
import time

from web_board import (FULL_GAME, MOVE_TIMEOUT_S, START_ROWS, match_over_line, one_exchange,
                       read_board, start_rows, wait_saved)
from web_browser import VIEWPORT, check_quiet, open_page, still_picture
from web_failure import fail
from web_pixels import golden_difference


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
