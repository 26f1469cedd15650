#!/usr/bin/env bash
# The game's layers, from the bottom: engine, session, app, boards, scenes. A file includes
# only its own layer and those below (game/README-dev.md): session/ no app/, boards/ or
# scenes/; app/ no boards/ or scenes/; boards/ no scenes/. Prints every include upwards and
# fails if there is one. --self-test: checks that a planted include upwards is caught.
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
  printf '#include "session/x.hpp"\n#include "app/y.hpp"\n' >"$tmp/game/src/app/c.cpp"
  bash "$0" "$tmp" || { echo "includes downwards were refused"; exit 1; }
  exit 0
fi
src="$root/game/src"
status=0
check() {  # LAYER FORBIDDEN-PATTERN
  local hits
  hits=$(grep -rnE "^[[:space:]]*#[[:space:]]*include[[:space:]]*\"($2)/" "$src/$1" 2>/dev/null)
  if [ -n "$hits" ]; then
    echo "$1/ includes a layer above it:"
    echo "$hits"
    status=1
  fi
}
check session 'app|boards|scenes'
check app 'boards|scenes'
check boards 'scenes'
exit $status
