#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz, and a game's own in tests/games/ID/fuzz) with clang, ASan and UBSan into ${FUZZ_BUILD_DIR:-build-fuzz}
# and runs each for SECONDS (default 30) on a copy of its seed corpus (the committed corpus
# never grows by accident). Prints one line per target with its executions; fails if any
# target finds a crash, leaving the crashing input in ${FUZZ_BUILD_DIR}/fuzz/artifacts/.
# Inputs are at most 8 KiB while fuzzing (-max_len: larger seeds, such as the 900 KB deep
# nesting of issue #10, are cut; the replay tests run them whole), which keeps every target
# at thousands of executions per second.
# Usage: tools/fuzz.sh [SECONDS] [TARGET...]   (under CI=true, warnings are errors)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
shift || true
build_dir=${FUZZ_BUILD_DIR:-build-fuzz}
werror=OFF
if [[ "${CI:-}" == "true" ]]; then werror=ON; fi

if ! command -v clang++ >/dev/null; then
  echo "fuzz: clang++ is missing; tools/setup.sh installs it (clang, libclang-rt-14-dev)" >&2
  exit 1
fi

CC=clang CXX=clang++ cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DMARIENBAD_FUZZ=ON -DMARIENBAD_WERROR="$werror" >/dev/null
cmake --build "$build_dir" --target marienbad_fuzzers -j "$(nproc)"

# targets.txt: one target a line, its name and its seed corpus (tests/fuzz/corpus/NAME, or a
# game's own in tests/games/ID/fuzz/corpus/NAME).
declare -A corpora
while read -r name dir; do [[ -n "$name" ]] && corpora[$name]=$dir; done <"$build_dir/fuzz/targets.txt"
targets=("$@")
if ((${#targets[@]} == 0)); then mapfile -t targets < <(cut -d' ' -f1 "$build_dir/fuzz/targets.txt"); fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
mkdir -p "$build_dir/fuzz/artifacts"
artifacts=$(cd "$build_dir/fuzz/artifacts" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=()
summary=()
for target in "${targets[@]}"; do
  [[ -n "$target" ]] || continue
  if [[ -z "${corpora[$target]:-}" ]]; then
    echo "fuzz: no target $target (see $build_dir/fuzz/targets.txt)" >&2
    exit 2
  fi
  corpus="$work/$target"
  mkdir -p "$corpus"
  cp -r "${corpora[$target]}/." "$corpus/"
  log="$work/$target.log"
  status=0
  "$build_dir/fuzz/fuzz_$target" "$corpus" -max_total_time="$seconds" -print_final_stats=1 \
    -max_len=8192 -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$artifacts/$target-" >"$log" 2>&1 ||
    status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  if ((status != 0)); then
    failed+=("$target")
    summary+=("fuzz $target: FAILED after ${runs:-?} executions (exit $status), log below")
    tail -40 "$log" >&2
  else
    summary+=("fuzz $target: ${runs:-?} executions in ${seconds} s, no crash")
  fi
done
printf '%s\n' "${summary[@]}"
if ((${#failed[@]} > 0)); then
  echo "fuzz: crash in ${failed[*]}; inputs in $artifacts" >&2
  exit 1
fi
