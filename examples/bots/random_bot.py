#!/usr/bin/env python3
"""A random player for Marienbad: any legal move, in every game (docs/bot-protocol.md).

    marienbad-cli ladder nim --bot "python3 examples/bots/random_bot.py"
"""
import random

from marienbad_protocol import first_legal_move, hackenbush_moves, has_move, octal_moves, play


def random_move(game):
    heaps = list(game.heaps)
    if game.kind == "sum":  # a random move in a part that has one; the other parts as they are
        part = random.choice([p for p in game.parts if has_move(p)])
        return [random_move(p) if p is part else list(p.heaps) for p in game.parts]
    if game.kind == "nim":  # a row that has matches, then how many to take
        row = random.choice([i for i, h in enumerate(heaps) if h > 0])
        heaps[row] -= random.randint(1, heaps[row])
    elif game.kind == "subtraction":  # (the heap may be below every amount only in a sum's part)
        heaps[0] -= random.choice([a for a in game.amounts if a <= heaps[0]])
    elif game.kind == "kayles":  # one pin or two adjacent ones of a row; the row may split
        row = random.choice([i for i, h in enumerate(heaps) if h > 0])
        pins = random.choice([k for k in (1, 2) if k <= heaps[row]])
        left = random.randint(0, heaps[row] - pins)
        pieces = [p for p in (left, heaps[row] - pins - left) if p > 0]
        heaps[row:row + 1] = pieces or [0]
    elif game.kind == "octal":  # any move the code allows
        heaps = random.choice(octal_moves(game.code, heaps))
    elif game.kind == "hackenbush":  # any edge of the player's colour or green, cut
        heaps = random.choice(hackenbush_moves(game))
    elif game.kind == "wythoff":  # wythoff: left (x), down (y) or diagonally (both), any distance
        x, y = heaps
        direction = random.choice([d for d, room in (("x", x), ("y", y), ("xy", min(x, y))) if room])
        distance = random.randint(1, {"x": x, "y": y, "xy": min(x, y)}[direction])
        heaps = [x - distance if "x" in direction else x, y - distance if "y" in direction else y]
    else:  # a game this bot does not know: the simplest move, which may lose by forfeit
        heaps = first_legal_move(game)
    return heaps


if __name__ == "__main__":
    play("Random bot", random_move)
