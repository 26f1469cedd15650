#!/usr/bin/env bash
# The game's layers, from the bottom: engine, session, app, boards, scenes. A file includes
# only its own layer and those below (game/README-dev.md): session/ no app/, boards/, games/ or
# scenes/; app/ no boards/, games/ or scenes/; boards/ no scenes/. A game's folder games/ID/
# spans the layers: its rules row (ID_rules.cpp) is of the session, its lessons' parts
# (ID_lesson_*, ID_lessons.cpp) of the scenes, the rest of the boards.
# Prints every include upwards and fails if there is one. --self-test: checks that a planted
# include upwards is caught.
set -u
root=${1:?usage: layering.sh SOURCE_DIR | --self-test}
if [ "$root" = --self-test ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  mkdir -p "$tmp/game/src/boards" "$tmp/game/src/session" "$tmp/game/src/app" "$tmp/game/src/scenes"
  printf '#include "scenes/x.hpp"\n' >"$tmp/game/src/boards/a.cpp"
  if bash "$0" "$tmp" >/dev/null; then echo "a boards/ file including scenes/ passed"; exit 1; fi
  printf '#include "boards/x.hpp"\n' >"$tmp/game/src/boards/a.cpp"
  printf '#include "app/x.hpp"\n' >"$tmp/game/src/session/b.hpp"
  if bash "$0" "$tmp" >/dev/null; then echo "a session/ file including app/ passed"; exit 1; fi
  rm "$tmp/game/src/session/b.hpp"
  mkdir -p "$tmp/game/src/games/g"
  printf '#include "app/x.hpp"\n' >"$tmp/game/src/games/g/g_rules.cpp"
  if bash "$0" "$tmp" >/dev/null; then echo "a game's rules row including app/ passed"; exit 1; fi
  printf '#include "session/x.hpp"\n' >"$tmp/game/src/games/g/g_rules.cpp"
  printf '#include "scenes/x.hpp"\n' >"$tmp/game/src/games/g/g_board.cpp"
  if bash "$0" "$tmp" >/dev/null; then echo "a game's board including scenes/ passed"; exit 1; fi
  printf '#include "boards/x.hpp"\n' >"$tmp/game/src/games/g/g_board.cpp"
  printf '#include "session/x.hpp"\n#include "app/y.hpp"\n' >"$tmp/game/src/app/c.cpp"
  bash "$0" "$tmp" || { echo "includes downwards were refused"; exit 1; }
  exit 0
fi
src="$root/game/src"
status=0
check() {  # LAYER FORBIDDEN-PATTERN [FILES...]: the layer's folder, or the files given
  local layer=$1 forbidden=$2 hits
  shift 2
  if [ $# -eq 0 ]; then set -- "$src/$layer"; fi
  hits=$(grep -rnE "^[[:space:]]*#[[:space:]]*include[[:space:]]*\"($forbidden)/" "$@" 2>/dev/null)
  if [ -n "$hits" ]; then
    echo "$layer includes a layer above it:"
    echo "$hits"
    status=1
  fi
}
check session 'app|boards|games|scenes'
check app 'boards|games|scenes'
check boards 'scenes'
shopt -s nullglob
rules_rows=("$src"/games/*/*_rules.[ch]pp)
game_rest=()
for file in "$src"/games/*/*.[ch]pp; do
  case $file in *_rules.[ch]pp | *_lesson_* | *_lessons.[ch]pp) ;; *) game_rest+=("$file") ;; esac
done
if [ ${#rules_rows[@]} -gt 0 ]; then check "games' rules rows" 'app|boards|games|scenes' "${rules_rows[@]}"; fi
if [ ${#game_rest[@]} -gt 0 ]; then check "games' boards" 'scenes' "${game_rest[@]}"; fi
exit $status
