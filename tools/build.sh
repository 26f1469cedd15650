#!/usr/bin/env bash
# Configures and builds into ${BUILD_DIR:-build}; extra arguments go to cmake.
# Under CI (CI=true) warnings are errors.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${BUILD_DIR:-build}
werror=OFF
if [[ "${CI:-}" == "true" ]]; then werror=ON; fi
cmake -S . -B "$build_dir" -DMARIENBAD_WERROR="$werror" "$@" >/dev/null
cmake --build "$build_dir" -j "$(nproc)"
