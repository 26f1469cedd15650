#!/usr/bin/env bash
# Where the build's time goes: a clean build (Release unless told otherwise) into a new
# temporary directory, without ccache, every compile timed. Prints the total CPU time
# (user + sys, the figure least disturbed by other load) and wall time, then the dearest
# translation units. Extra arguments go to cmake (e.g. -DMARIENBAD_PCH=OFF).
# JOBS (default nproc) sets the parallelism, TOP (default 10) the length of the list.
# The figures are in docs/build-times.md.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d "${TMPDIR:-/tmp}/marienbad-build-times.XXXXXX")
log=$dir/compile-times.txt
launcher=$dir/time-compile.sh
# The launcher runs one compile and appends "user sys wall object" to the log; the
# compiler's own messages still reach the terminal.
cat >"$launcher" <<'EOF'
#!/usr/bin/env bash
log=$1
shift
out=unknown prev=
for arg in "$@"; do
  if [[ $prev == -o ]]; then out=$arg; fi
  prev=$arg
done
TIMEFORMAT="%U %S %R $out"
{ time "$@" 2>&3; } 3>&2 2>>"$log"
EOF
chmod +x "$launcher"
cmake -S . -B "$dir" -DMARIENBAD_CCACHE=OFF "-DCMAKE_CXX_COMPILER_LAUNCHER=$launcher;$log" "$@" \
  >/dev/null
TIMEFORMAT="%U %S %R"
total=$({ time cmake --build "$dir" -j "${JOBS:-$(nproc)}" >/dev/null 2>&3; } 3>&2 2>&1)
read -r user sys wall <<<"$total"
echo "build directory: $dir"
awk -v user="$user" -v sys="$sys" -v wall="$wall" -v top="${TOP:-10}" '
  { cpu[NR] = $1 + $2; obj[NR] = $4; sum += $1 + $2 }
  END {
    printf "clean build: %.0f s CPU (user + sys), %.0f s wall; %d compiles, %.0f s CPU of them\n",
           user + sys, wall, NR, sum
    n = NR; for (i = 1; i <= n; i++) idx[i] = i
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++)
      if (cpu[idx[j]] > cpu[idx[i]]) { t = idx[i]; idx[i] = idx[j]; idx[j] = t }
    for (i = 1; i <= top && i <= n; i++) {
      o = obj[idx[i]]; sub(/^CMakeFiles\//, "", o); sub(/\.o$/, "", o)
      printf "%6.1f s  %s\n", cpu[idx[i]], o
    }
  }' "$log"
