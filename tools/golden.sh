#!/usr/bin/env bash
# Golden screenshots (ctest label `golden`): every screen, English and French, 1280x720 and
# 800x600, against their references: a game's in tests/games/ID/golden/references/, the others in
# tests/golden/references/.
#   tools/golden.sh            check; a changed screen fails, with the actual image and a
#                              difference image in build/tests/golden-out/
#   tools/golden.sh --update   re-render every reference on purpose; look at the changed
#                              PNGs (git status, an image viewer) before committing them
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh
tools/build.sh
if [[ "${1:-}" == "--update" ]]; then
  export MARIENBAD_GOLDEN_UPDATE=1
fi
ctest --test-dir "${BUILD_DIR:-build}" -L golden --output-on-failure
