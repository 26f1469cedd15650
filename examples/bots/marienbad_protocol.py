"""The Marienbad bot protocol, version 1, for bots written in Python (docs/bot-protocol.md).

A bot calls play(name, choose): this module answers the handshake, follows the games and,
at each `go`, answers `to ...` with the heaps that choose(game) returns. Standard library only.
"""
import json
import sys
from dataclasses import dataclass, field


@dataclass
class Game:
    kind: str = "nim"  # "nim", "subtraction", "wythoff", "kayles", "octal", "hackenbush" or "sum"
    misere: bool = False  # True: whoever makes the last move loses
    amounts: list = field(default_factory=list)  # subtraction: what a move may take
    heaps: list = field(default_factory=list)  # nim, kayles: the rows; subtraction: [n]; wythoff: [x, y]
    parts: list = field(default_factory=list)  # sum: one Game per part (its heaps are the part's)
    code: str = ""  # octal: the game's code, e.g. "0.137"
    picture: list = field(default_factory=list)  # hackenbush: edges [joint, joint, "B"/"R"/"G"]
    turn: str = "blue"  # hackenbush: who moves, "blue" or "red"


def say(line):
    print(line, flush=True)  # flush: the game is waiting for the line


def info(text):
    """A line for the game's log and status line; never an error."""
    say("info " + text)


def octal_moves(code, heaps):
    """Every position after a legal move of the octal game `code` ("0.137"): its digit d_k
    allows taking k adjacent pins from a row of exactly k (bit 1), from an end of a longer row
    (bit 2) or from inside it (bit 4); a first digit 4 splits a row without taking."""
    digits = [int(code[0])] + [int(d) for d in code[2:]]
    after = []
    for row, n in enumerate(heaps):
        for k, d in enumerate(digits):
            for left in range(0, n - k + 1):
                right = n - k - left
                if left and right:
                    allowed = d & 4
                elif k == 0:
                    allowed = False
                elif not left and not right:
                    allowed = d & 1
                else:
                    allowed = d & 2
                if allowed:
                    pieces = [p for p in (left, right) if p > 0]
                    after.append(heaps[:row] + pieces + heaps[row + 1:] or [0])
    return after


def picture_of(text):
    """A Hackenbush position (docs/cli.md): its edges, joint 0 the ground, and whose turn it
    is. Either JSON, {"edges": [[0, 1, "B"], ...], "turn": "red"}, or stalks and trees from the
    ground up, "red:BRB,B(R,BB)": a letter is an edge on top of the one before it, parentheses
    hold the branches an edge carries."""
    if text.startswith("{"):
        document = json.loads(text)
        return [list(edge) for edge in document["edges"]], document.get("turn", "blue")
    turn = "blue"
    for side in ("red", "blue"):
        if text.startswith(side + ":"):
            turn, text = side, text[len(side) + 1:]
    edges = []
    if text == "none":
        return edges, turn
    at = 0

    def chain(base):  # letters upwards from joint `base`, then perhaps (branch,branch,...)
        nonlocal at
        while at < len(text) and text[at] in "BRG":
            edges.append([base, len(edges) + 1, text[at]])
            base = len(edges)
            at += 1
        if at < len(text) and text[at] == "(":
            at += 1
            chain(base)
            while text[at] == ",":
                at += 1
                chain(base)
            at += 1  # ")"

    chain(0)
    while at < len(text) and text[at] == ",":
        at += 1
        chain(0)
    return edges, turn


def hackenbush_moves(game):
    """Every picture after one cut by the player to move (Blue cuts blue or green edges, Red
    red or green ones): the cut edge and every edge no longer joined to the ground fall."""
    mine = "BG" if game.turn == "blue" else "RG"
    after = []
    for cut, edge in enumerate(game.picture):
        if edge[2] not in mine:
            continue
        left = [e for i, e in enumerate(game.picture) if i != cut]
        grounded, grew = {0}, True
        while grew:
            grew = False
            for a, b, _ in left:
                if (a in grounded) != (b in grounded):
                    grounded |= {a, b}
                    grew = True
        after.append([e for e in left if e[0] in grounded])
    return after


def has_move(game):
    """True while the game (a sum: any of its parts) has a legal move."""
    if game.kind == "sum":
        return any(has_move(part) for part in game.parts)
    if game.kind == "subtraction":
        return any(a <= game.heaps[0] for a in game.amounts)
    if game.kind == "octal":
        return bool(octal_moves(game.code, game.heaps))
    if game.kind == "hackenbush":
        return bool(hackenbush_moves(game))
    return any(h > 0 for h in game.heaps)


def first_legal_move(game):
    """The heaps after a legal move, with no strategy at all (a sum: the parts' heaps, one list
    a part, after a move in the first part that has one)."""
    if game.kind == "sum":
        moved = False
        after = []
        for part in game.parts:
            if not moved and has_move(part):
                after.append(first_legal_move(part))
                moved = True
            else:
                after.append(list(part.heaps))
        return after
    if game.kind == "hackenbush":
        return hackenbush_moves(game)[0]
    heaps = list(game.heaps)
    if game.kind == "octal":
        return octal_moves(game.code, heaps)[0]
    if game.kind == "subtraction":
        heaps[0] -= min(a for a in game.amounts if a <= heaps[0])
    else:  # nim: take one from the first row that has some; wythoff: one step left or down;
        # kayles: knock down the last pin of the first row that has some (an empty row may stay 0)
        row = next(i for i, h in enumerate(heaps) if h > 0)
        heaps[row] -= 1
    return heaps


def heaps_text(game, heaps):
    """What `to` says: the heaps joined by ',', a sum's parts then joined by '/'; a Hackenbush
    picture (its edges) as JSON, the other player to move."""
    if game.kind == "hackenbush":
        other = "red" if game.turn == "blue" else "blue"
        return json.dumps({"edges": heaps, "turn": other}, separators=(",", ":"))
    if game.kind == "sum":
        return "/".join(",".join(str(h) for h in part) for part in heaps)
    return ",".join(str(h) for h in heaps)


def new_game(words):
    """The game of a `new` line: "new nim normal", "new subtraction misere 1,3,4",
    "new octal normal 0.137", "new sum normal nim subtraction:1,3,4 kayles octal:0.137" (each
    part's game, its set or code after ':')."""
    misere = words[2] == "misere"
    if words[1] == "sum":
        return Game("sum", misere, [], [], [made(spec.partition(":")[::2], misere) for spec in words[3:]])
    return made((words[1], words[3] if len(words) > 3 else ""), misere)


def made(kind_and_parameter, misere):
    """A single game from its id and its parameter's text: a set "1,3,4" or a code "0.137"."""
    kind, parameter = kind_and_parameter
    if kind == "octal":
        return Game(kind, misere, code=parameter)
    return Game(kind, misere, [int(a) for a in parameter.split(",")] if parameter else [])


def play(name, choose):
    game = Game()
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "marienbad":  # "marienbad 1": the protocol's version
            say("ok " + name)
        elif words[0] == "new":  # "new subtraction misere 1,3,4"
            game = new_game(words)
        elif words[0] == "position":  # "position 1,3,5,7"; a sum "position 1,3,5/21/3,5"
            if game.kind == "hackenbush":  # "position red:BRB,RR", or JSON (spaces allowed)
                game.picture, game.turn = picture_of(line.split(None, 1)[1].strip())
            elif game.kind == "sum":
                for part, text in zip(game.parts, words[1].split("/")):
                    part.heaps = [int(h) for h in text.split(",")]
                game.heaps = [part.heaps for part in game.parts]
            else:
                game.heaps = [int(h) for h in words[1].split(",")]
        elif words[0] == "go":
            say("to " + heaps_text(game, choose(game)))
        elif words[0] == "quit":
            return
