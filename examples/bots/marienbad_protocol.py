"""The Marienbad bot protocol, version 1, for bots written in Python (docs/bot-protocol.md).

A bot calls play(name, choose): this module answers the handshake, follows the games and,
at each `go`, answers `to ...` with the heaps that choose(game) returns. Standard library only.
"""
import sys
from dataclasses import dataclass, field


@dataclass
class Game:
    kind: str = "nim"  # "nim", "subtraction", "wythoff" or "kayles"
    misere: bool = False  # True: whoever makes the last move loses
    amounts: list = field(default_factory=list)  # subtraction: what a move may take
    heaps: list = field(default_factory=list)  # nim, kayles: the rows; subtraction: [n]; wythoff: [x, y]


def say(line):
    print(line, flush=True)  # flush: the game is waiting for the line


def info(text):
    """A line for the game's log and status line; never an error."""
    say("info " + text)


def first_legal_move(game):
    """The heaps after a legal move, with no strategy at all."""
    heaps = list(game.heaps)
    if game.kind == "subtraction":
        heaps[0] -= min(a for a in game.amounts if a <= heaps[0])
    else:  # nim: take one from the first row that has some; wythoff: one step left or down;
        # kayles: knock down the last pin of the first row that has some (an empty row may stay 0)
        row = next(i for i, h in enumerate(heaps) if h > 0)
        heaps[row] -= 1
    return heaps


def play(name, choose):
    game = Game()
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "marienbad":  # "marienbad 1": the protocol's version
            say("ok " + name)
        elif words[0] == "new":  # "new subtraction misere 1,3,4"
            amounts = [int(a) for a in words[3].split(",")] if len(words) > 3 else []
            game = Game(words[1], words[2] == "misere", amounts)
        elif words[0] == "position":  # "position 1,3,5,7"
            game.heaps = [int(h) for h in words[1].split(",")]
        elif words[0] == "go":
            say("to " + ",".join(str(h) for h in choose(game)))
        elif words[0] == "quit":
            return
