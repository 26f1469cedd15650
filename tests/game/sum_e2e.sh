#!/bin/bash
# End to end, in a real window (Xvfb, xdotool): two sums of games played to the end against
# `perfect` at 800x600, one with the keyboard (Tab chooses the subtraction part, the digit 1
# takes its token) and one with the mouse (a click on the Marienbad part's match, then on its
# Take button); each time the computer then takes the last piece of the other part. Checked
# in the player's files: last_games.json holds each finished sum with its moves.
# Skipped (77) without Xvfb or xdotool.
set -u
game=$1
source "$(dirname "$0")/xvfb_session.sh"

# One match of Marienbad 1 + a subtraction heap of 1; the arguments: the moves the finished
# game is kept with, then what the person does.
play() {
  local moves=$1
  shift
  launch "$game" --variant sum --component nim:1 --component subtraction:1 --level perfect \
    --first human --windowed --size 800x600 --lang en || exit 1
  sleep 1
  "$@"
  # The computer takes the other part's last piece: the game is kept.
  wait_until 20 grep -q "moves $moves" "$home/last_games.json" ||
    { echo "the sum was not played to the end ($*):"; cat "$home/last_games.json"; exit 1; }
  kill "$app" 2>/dev/null
  wait "$app" 2>/dev/null
  app=
}
click() {
  xdotool mousemove --window "$window" "$1" "$2"
  sleep 0.3
  xdotool click --window "$window" 1
  sleep 0.5
}
by_keyboard() { key Tab 1; }
by_mouse() {
  click 400 450  # a click in the subtraction part chooses it (its frame)…
  click 270 140  # …and one on the Marienbad match chooses that part and selects the match
  click 405 237  # its Take button
}

play '2:1 1:1-1' by_keyboard
play '1:1-1 2:1' by_mouse
grep -c 'game sum' "$home/last_games.json" | grep -q 2 || { echo "two sums expected"; exit 1; }
echo "two sums played to the end in a real window, keyboard and mouse: ok"
