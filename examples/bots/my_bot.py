#!/usr/bin/env python3
"""Your own Marienbad player: copy this file (keep marienbad_protocol.py beside it), write your
strategy in choose(), and try it:

    marienbad-cli move --heaps 1,3,5,7 --bot "python3 my_bot.py"
    marienbad-cli ladder nim --bot "python3 my_bot.py" --games 20

The protocol (docs/bot-protocol.md) is handled by marienbad_protocol.play(): it answers the
handshake with your bot's name, follows each new game and position, and when the game says
`go` it calls choose(game) and sends back the position after your move.
"""
from marienbad_protocol import first_legal_move, info, play

NAME = "My bot"  # shown by the game and the ladder


def choose(game):
    """Return the heaps after your move.

    game.kind    "nim", "subtraction", "wythoff", "kayles", "octal", "hackenbush" or "sum"
    game.misere  True when whoever makes the last move loses
    game.amounts subtraction only: the amounts a move may take, e.g. [1, 2, 3]
    game.heaps   the position now: nim [1, 3, 5, 7]; subtraction [21]; wythoff [x, y];
                 kayles the rows of pins [3, 5, 7]; a sum one list a part, [[1, 3, 5], [21]]
    game.parts   a sum only: one game a part (kind, amounts, heaps), e.g. game.parts[1].amounts
    game.code    octal only: the game's code, e.g. "0.137"
    game.picture hackenbush only: the edges [joint, joint, colour], joint 0 the ground;
                 game.turn says who cuts, "blue" (B or G edges) or "red" (R or G)

    A legal move takes some tokens from ONE row (nim), one of the amounts (subtraction),
    slides left, down or diagonally (wythoff: the same number from both heaps), or knocks
    down one pin or two adjacent ones of a row, which may split it (kayles), takes what the
    code allows (octal), or cuts one edge, everything no longer on the ground falling
    (hackenbush: return the edges left); in a sum, it is a move in ONE part (return every
    part's heaps). Anything else, or an answer later than
    the move time (10 s by default), loses the game.
    """
    # Your strategy goes here. Tips: info("...") shows a line in the game's status bar;
    # print(..., file=sys.stderr) goes to the debug log only (standard output is the game's).
    if game.kind == "subtraction" and game.heaps[0] in game.amounts:
        info("taking the whole heap")
        return [0] if not game.misere else first_legal_move(game)
    return first_legal_move(game)  # replace with something smarter


if __name__ == "__main__":
    play(NAME, choose)
