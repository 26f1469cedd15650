"""The Marienbad bot protocol, version 1, for bots written in Python (docs/bot-protocol.md).

A bot calls play(name, choose): this module answers the handshake, follows the games and,
at each `go`, answers `to ...` with the heaps that choose(game) returns. Standard library only.
"""
import sys
from dataclasses import dataclass, field


@dataclass
class Game:
    kind: str = "nim"  # "nim", "subtraction", "wythoff", "kayles" or "sum"
    misere: bool = False  # True: whoever makes the last move loses
    amounts: list = field(default_factory=list)  # subtraction: what a move may take
    heaps: list = field(default_factory=list)  # nim, kayles: the rows; subtraction: [n]; wythoff: [x, y]
    parts: list = field(default_factory=list)  # sum: one Game per part (its heaps are the part's)


def say(line):
    print(line, flush=True)  # flush: the game is waiting for the line


def info(text):
    """A line for the game's log and status line; never an error."""
    say("info " + text)


def has_move(game):
    """True while the game (a sum: any of its parts) has a legal move."""
    if game.kind == "sum":
        return any(has_move(part) for part in game.parts)
    if game.kind == "subtraction":
        return any(a <= game.heaps[0] for a in game.amounts)
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
    heaps = list(game.heaps)
    if game.kind == "subtraction":
        heaps[0] -= min(a for a in game.amounts if a <= heaps[0])
    else:  # nim: take one from the first row that has some; wythoff: one step left or down;
        # kayles: knock down the last pin of the first row that has some (an empty row may stay 0)
        row = next(i for i, h in enumerate(heaps) if h > 0)
        heaps[row] -= 1
    return heaps


def heaps_text(game, heaps):
    """What `to` says: the heaps joined by ',', a sum's parts then joined by '/'."""
    if game.kind == "sum":
        return "/".join(",".join(str(h) for h in part) for part in heaps)
    return ",".join(str(h) for h in heaps)


def new_game(words):
    """The game of a `new` line: "new nim normal", "new subtraction misere 1,3,4",
    "new sum normal nim subtraction:1,3,4 kayles" (each part's game, a set after ':')."""
    misere = words[2] == "misere"
    if words[1] == "sum":
        parts = []
        for spec in words[3:]:
            kind, _, amounts = spec.partition(":")
            parts.append(Game(kind, misere, [int(a) for a in amounts.split(",")] if amounts else []))
        return Game("sum", misere, [], [], parts)
    amounts = [int(a) for a in words[3].split(",")] if len(words) > 3 else []
    return Game(words[1], misere, amounts)


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
            if game.kind == "sum":
                for part, text in zip(game.parts, words[1].split("/")):
                    part.heaps = [int(h) for h in text.split(",")]
                game.heaps = [part.heaps for part in game.parts]
            else:
                game.heaps = [int(h) for h in words[1].split(",")]
        elif words[0] == "go":
            say("to " + heaps_text(game, choose(game)))
        elif words[0] == "quit":
            return
