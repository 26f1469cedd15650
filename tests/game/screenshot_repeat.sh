#!/bin/sh
# Two `marienbad --screenshot` runs with the same flags give the same pixels (no wall clock,
# no clock-drawn seed in a headless picture): the computer thinking (its pulse follows the
# time), a random Dornim start, a hint overlay, a setup page, both languages and sizes.
set -eu
game=$1
out=$2
mkdir -p "$out"
# A pref dir of its own: both runs see the same (empty) settings, statistics and saved match.
rm -rf "$out/home"
mkdir -p "$out/home"
MARIENBAD_HOME="$out/home"
export MARIENBAD_HOME
n=0
shoot_twice() {
  n=$((n + 1))
  rm -f "$out/a$n.bmp" "$out/b$n.bmp"
  "$game" "$@" --screenshot "$out/a$n.bmp"
  "$game" "$@" --screenshot "$out/b$n.bmp"
  test -s "$out/a$n.bmp" || { echo "no screenshot for: $*"; exit 1; }
  cmp -s "$out/a$n.bmp" "$out/b$n.bmp" || { echo "two renders differ for: $*"; exit 1; }
  echo "identical: $*"
}
shoot_twice --variant marienbad --first computer --size 1280x720 --lang en
shoot_twice --variant wythoff --first computer --hint --size 800x600 --lang fr
shoot_twice --variant wythoff --size 1280x720 --lang en
shoot_twice --variant subtraction --hint --size 800x600 --lang en
shoot_twice --scene setup --variant wythoff --size 1280x720 --lang fr
shoot_twice --size 800x600 --lang fr
