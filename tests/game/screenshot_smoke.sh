#!/bin/sh
# marienbad --screenshot writes a non-trivial image (many colours, the right size): BMP, and
# PNG when the name ends in .png (any case), with the same pixels.
set -eu
game=$1
out=$2
mkdir -p "$out"
rm -f "$out/menu.bmp" "$out/small.bmp" "$out/menu.PNG"
"$game" --screenshot "$out/menu.bmp" --size 1280x720 --lang en
"$game" --screenshot "$out/menu.PNG" --size 1280x720 --lang en
"$game" --screenshot "$out/small.bmp" --size 800x500 --lang fr
for shot in "$out/menu.bmp" "$out/small.bmp"; do
  test -s "$shot" || { echo "no screenshot $shot"; exit 1; }
  if command -v identify >/dev/null 2>&1; then
    colours=$(identify -format '%k' "$shot")
    echo "$shot: $(identify -format '%wx%h' "$shot"), $colours colours"
    test "$colours" -gt 50 || { echo "$shot looks blank ($colours colours)"; exit 1; }
  fi
done
if command -v identify >/dev/null 2>&1; then
  case "$(identify -format "%m" "$out/menu.bmp")" in BMP*) ;; *) false ;; esac || { echo "menu.bmp is not a BMP"; exit 1; }
  test "$(identify -format '%m' "$out/menu.PNG")" = PNG || { echo "menu.PNG is not a PNG"; exit 1; }
  differ=$(compare -metric AE "$out/menu.bmp" "$out/menu.PNG" null: 2>&1 || true)
  test "$differ" = 0 || { echo "the PNG and the BMP differ in $differ pixels"; exit 1; }
fi
