#!/bin/sh
# marienbad under failure (issue #10): no display, an unusable home, special files in the
# home, a screenshot that cannot be written, a kept match that a screenshot must not touch.
# Each case states what it expects; the first failure stops the script with its name.
set -u
game=$1
work=$2
rm -rf "$work"
mkdir -p "$work"
failures=0

fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# expect CODE NAME LINES COMMAND...: runs it (10 s at most), checks the exit code and that
# stderr has at most LINES lines.
expect() {
  code=$1
  name=$2
  most=$3
  shift 3
  timeout 10 "$@" >"$work/out" 2>"$work/err"
  got=$?
  [ "$got" -eq "$code" ] || fail "$name: exit $got, expected $code ($(head -c 300 "$work/err"))"
  lines=$(wc -l <"$work/err")
  [ "$lines" -le "$most" ] || fail "$name: $lines lines on stderr"
}

home="$work/home"
mkdir -p "$home"
export MARIENBAD_HOME="$home"

# No display: one line, exit 2, at once (it used to run unseen for ever).
expect 2 "no display" 1 env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$game" --windowed
grep -q "cannot open a window: no display (DISPLAY is not set)" "$work/err" ||
  fail "no display: message was '$(cat "$work/err")'"
expect 2 "dummy driver" 1 env SDL_VIDEODRIVER=dummy "$game" --windowed
grep -q "cannot open a window" "$work/err" || fail "dummy driver: message was '$(cat "$work/err")'"

# A screenshot that cannot be written: exit 1, one line, no truncated file.
expect 1 "screenshot on a full disk" 1 "$game" --screenshot /dev/full
expect 1 "screenshot in a missing directory" 1 "$game" --screenshot "$work/missing/shot.bmp"
[ ! -e "$work/missing" ] || fail "a directory was created for the screenshot"
expect 0 "screenshot to /dev/null" 1 "$game" --screenshot /dev/null

# A screenshot reads the kept match (Continue) but never replaces or removes it.
cat >"$home/unfinished_match.json" <<'JSON'
{"format": 1, "match": "marienbad-match 1\ngame nim\nrule misere\nstart 1,3,5,7\nfirst 0\nplayers human medium\nmoves 4-1\ncursor 1\n", "setup": {"kind": "nim", "rule": "misere", "start": [1, 3, 5, 7], "set": [1, 2, 3], "board_size": 16, "level": "medium", "opponent": "computer", "first": "human", "learning_mode": false}}
JSON
cp "$home/unfinished_match.json" "$work/kept.json"
ls -A "$home" >"$work/before"
for flags in "--variant nim" "--variant subtraction" "--variant wythoff --hint" ""; do
  # shellcheck disable=SC2086
  expect 0 "screenshot $flags" 1 "$game" --screenshot "$work/shot.bmp" $flags
  cmp -s "$home/unfinished_match.json" "$work/kept.json" || fail "screenshot $flags changed the kept match"
done
ls -A "$home" >"$work/after"
cmp -s "$work/before" "$work/after" || fail "a screenshot wrote in the home: $(diff "$work/before" "$work/after" | tr '\n' ' ')"

# Special files in the home: read nothing, hang on nothing, overwrite nothing.
rm -f "$home"/*
mkfifo "$home/settings.json"
ln -s /dev/zero "$home/statistics.json"
ln -s /dev/urandom "$home/unfinished_match.json"
expect 0 "FIFO and devices in the home" 3 "$game" --screenshot "$work/shot.bmp"
[ -p "$home/settings.json" ] || fail "the FIFO was replaced"
[ -L "$home/statistics.json" ] || fail "the link to /dev/zero was replaced"

# A home that is a file, or cannot be made: the game runs, keeps nothing, says so once.
printf 'mine' >"$work/home-file"
expect 0 "home is a file" 1 env MARIENBAD_HOME="$work/home-file" "$game" --screenshot "$work/shot.bmp"
grep -q "will not be kept" "$work/err" || fail "home is a file: nothing said ($(cat "$work/err"))"
[ "$(cat "$work/home-file")" = "mine" ] || fail "home is a file: the file changed"
expect 0 "no home at all" 1 env -u MARIENBAD_HOME -u HOME -u XDG_DATA_HOME "$game" --screenshot "$work/shot.bmp"
grep -q "will not be kept" "$work/err" || fail "no home: nothing said ($(cat "$work/err"))"

if [ "$failures" -ne 0 ]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "all fault cases passed"
