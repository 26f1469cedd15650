#!/bin/bash
# End to end, in a real window (Xvfb, keys sent with xdotool): a game of Nim 1-2 (last match
# wins) against `perfect` is lost by a blunder, reviewed from the game-over card (R, →, ←),
# and "Try again from here" (Enter) starts a new match at the blunder's position with the
# person to move; Esc then keeps that match for Continue. Checked in the player's files:
# last_games.json holds the finished game, unfinished_match.json the retried one.
# Skipped (77) without Xvfb or xdotool.
set -u
game=$1
source "$(dirname "$0")/xvfb_session.sh"
launch "$game" --variant nim --heaps 1,2 --normal --level perfect --first human --windowed \
  --size 800x600 --lang en || exit 1
sleep 1
key 2 Return        # the blunder: both matches of row 2 (1 0 is won for the computer)
# The computer takes the last match; the game is kept, and the game-over card shows.
wait_until 20 grep -q 'moves 2-2 1-1' "$home/last_games.json" ||
  { echo "the finished game was not kept:"; cat "$home/last_games.json"; exit 1; }
sleep 1
key r               # Review: at the start, the blunder
key Right Left      # step forward and back
key Return          # Try again from here
sleep 1
key Escape          # back to the menu: the retried match is kept for Continue
wait_until 10 test -s "$home/unfinished_match.json" || { echo "no retried match"; exit 1; }
grep -q 'start 1,2' "$home/unfinished_match.json" &&
  grep -q 'cursor 0' "$home/unfinished_match.json" &&
  grep -q '"first": "human"' "$home/unfinished_match.json" ||
  { echo "the retried match is not at the blunder:"; cat "$home/unfinished_match.json"; exit 1; }
echo "review and try again in a real window: ok"
