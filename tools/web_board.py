"""A Marienbad game on the page, for tools/web_test.py: the board read from screenshots, the
person's moves made by clicks and Enter, the perfect player's answers checked (misère Nim)."""

import time

from web_browser import still_picture
from web_failure import fail
from web_pixels import match_heads, rows_of


# The longest a move may take to show (the computer's thinking delay and the animations of
# both moves, slowed by a loaded machine).
MOVE_TIMEOUT_S = 60.0
# The game played to the end: the film's rows, misère, against the perfect player, the
# person first. 1,3,5,7 is a position the mover loses, so the person loses.
FULL_GAME = "?game=marienbad&heaps=1,3,5,7&misere&level=perfect&first=human&log-level=info"
START_ROWS = [1, 3, 5, 7]


def mover_loses(rows):
    """Whether the player to move loses this misère Nim position with best play (Bouton;
    misère: the same as normal play unless every row has at most one match, seed 003)."""
    if all(n <= 1 for n in rows):
        return sum(rows) % 2 == 1
    total = 0
    for n in rows:
        total ^= n
    return total == 0


def wait_saved(page, what):
    """Until the page's files are in IndexedDB: a reload before would lose the last save."""
    deadline = time.monotonic() + MOVE_TIMEOUT_S
    time.sleep(0.3)  # the save starts in the frame after the change
    while not page.saved():
        if time.monotonic() > deadline:
            fail(f"{what}: the page's files are never copied to IndexedDB")
        time.sleep(0.1)


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
