#!/usr/bin/env python3
"""Perfect Nim by the binary digital sum (seed 002), normal and misere; legal moves elsewhere.

    marienbad-cli ladder nim --misere --bot "python3 examples/bots/nim_sum_bot.py"
"""
from functools import reduce
from operator import xor

from marienbad_protocol import first_legal_move, info, play


def nim_sum_move(game):
    if game.kind != "nim":
        return first_legal_move(game)
    heaps = list(game.heaps)
    big_rows = [i for i, h in enumerate(heaps) if h > 1]
    if game.misere and len(big_rows) == 1:
        # The endgame exception: the move leaves no row above 1, so leave an odd number of 1s.
        row = big_rows[0]
        ones = sum(1 for h in heaps if h == 1)
        heaps[row] = 0 if ones % 2 == 1 else 1
        return heaps
    if game.misere and not big_rows:  # only rows of 1: take one (it wins if their count is even)
        return first_legal_move(game)
    total = reduce(xor, heaps, 0)
    if total == 0:  # a lost position: take one match from the largest row and hope
        info("digital sum 0: lost against perfect play")
        heaps[heaps.index(max(heaps))] -= 1
        return heaps
    # The row with a 1 under the sum's leftmost 1: flip its bits in the sum's 1-columns.
    row = next(i for i, h in enumerate(heaps) if h ^ total < h)
    heaps[row] ^= total
    return heaps


if __name__ == "__main__":
    play("Nim sum bot", nim_sum_move)
