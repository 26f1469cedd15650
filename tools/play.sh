#!/usr/bin/env bash
# Sets everything up, builds and launches the game; arguments go to the game.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh
tools/build.sh
exec "${BUILD_DIR:-build}/bin/marienbad" "$@"
