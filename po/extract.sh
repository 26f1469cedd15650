#!/bin/sh
# Extracts every message of the game into a .pot file (default po/marienbad.pot): the rows of
# the string tables (S_ and P_: the key is the context) and the engine's sentences marked N_.
# Run through `cmake --build build --target marienbad-pot`; tests/po compares the result with
# the committed po/marienbad.pot.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/po/marienbad.pot}
version=$(sed -n 's/^project(marienbad VERSION \([0-9.]*\).*/\1/p' "$root/CMakeLists.txt")
cd "$root"
find game/src game/tools engine/src/player.cpp -name '*.cpp' | LC_ALL=C sort |
  xargs xgettext --language=C++ --from-code=UTF-8 --keyword --keyword=S_:1c,2 \
    --keyword=P_:1c,2,3 --keyword=N_ --add-comments=TRANSLATORS: --no-wrap \
    --package-name=marienbad --package-version="$version" \
    --msgid-bugs-address=developers@marienbad.org -o "$out"
