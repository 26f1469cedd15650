#!/bin/bash
# End to end, in a real window (Xvfb, keys sent with xdotool): lesson 1 followed to its
# challenge (Next, the heaps 0-21 coloured with 1 and 2, one wrong colour first), then
# lesson 3 (Next, the kernel of 1-2-3 picked with → and 1 in the order of
# `marienbad-cli graph --json`, checked with 2, then the challenge). Checked in the
# player's statistics.json (the lessons' progress); the challenge, left with Esc, is not kept
# for Continue (a lesson's game is counted nowhere).
# Skipped (77) without Xvfb or xdotool.
set -u
game=$1
cli=$2
source "$(dirname "$0")/xvfb_session.sh"
start() {
  launch "$game" --scene lesson --lesson "$1" --windowed --size 800x600 --lang en ||
    { echo "lesson $1 did not start"; exit 1; }
  sleep 1
}
progress() { python3 -c "import json,sys; print(json.load(open('$home/statistics.json'))['lessons']['$1']['steps'])"; }

start 1
key Return                            # step 1: Next
key 2                                 # heap 0 does not win: explained, not kept
for heap in $(seq 0 21); do
  if ((heap % 4 == 0)); then key 1; else key 2; fi
done
[ "$(progress twenty-one)" = 2 ] || { echo "lesson 1: the colouring did not count"; cat "$home/statistics.json"; exit 1; }
key Return Return                     # the pattern, then the challenge
key Return                            # Play the challenge
sleep 1
key 1 Return                          # take 1, leave 20
sleep 2
key Escape                            # back to the lesson: a lesson's game is kept nowhere
sleep 1
[ ! -e "$home/unfinished_match.json" ] ||
  { echo "lesson 1: the challenge was kept for Continue"; cat "$home/unfinished_match.json"; exit 1; }
quit_game || exit 1

start 3
key Return                            # step 1: Next
picks=$("$cli" graph --heaps 1,2,3 --json | python3 -c '
import json, sys
for node in json.load(sys.stdin)["nodes"]:
    print("Right 1" if node["kernel"] else "Right")')
while read -r keys; do key $keys; done <<<"$picks"
key 2                                 # Check
[ "$(progress game-graph)" = 2 ] || { echo "lesson 3: the kernel was not accepted"; cat "$home/statistics.json"; exit 1; }
quit_game || exit 1
echo "lessons 1 and 3 in a real window: ok"
