#!/bin/sh
# marienbad --screenshot writes a non-trivial image (many colours, the right size).
set -eu
game=$1
out=$2
mkdir -p "$out"
rm -f "$out/menu.bmp" "$out/small.bmp"
"$game" --screenshot "$out/menu.bmp" --size 1280x720 --lang en
"$game" --screenshot "$out/small.bmp" --size 800x500 --lang fr
for shot in "$out/menu.bmp" "$out/small.bmp"; do
  test -s "$shot" || { echo "no screenshot $shot"; exit 1; }
  if command -v identify >/dev/null 2>&1; then
    colours=$(identify -format '%k' "$shot")
    echo "$shot: $(identify -format '%wx%h' "$shot"), $colours colours"
    test "$colours" -gt 50 || { echo "$shot looks blank ($colours colours)"; exit 1; }
  fi
done
