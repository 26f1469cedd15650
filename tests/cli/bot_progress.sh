#!/bin/sh
# Usage: bot_progress.sh MARIENBAD-CLI BOT-COMMAND
# ladder --bot shows its progress on stderr when stderr is a terminal (here a pseudo-terminal
# from script(1)), and only then: with stderr on a file it writes nothing there.
cli=$1
bot=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export CLI="$cli" BOT="$bot"
script -qec '"$CLI" ladder nim --heaps 1,2 --bot "$BOT" --games 2 >/dev/null' "$tmp/terminal" >/dev/null
if ! grep -q 'ladder: against perfect, game 2 of 2' "$tmp/terminal"; then
  echo "FAIL: no progress line on a terminal"
  cat -v "$tmp/terminal"
  exit 1
fi
"$cli" ladder nim --heaps 1,2 --bot "$bot" --games 2 >/dev/null 2>"$tmp/stderr"
if [ -s "$tmp/stderr" ]; then
  echo "FAIL: stderr not empty when it is a file"
  cat -v "$tmp/stderr"
  exit 1
fi
echo "progress on a terminal only"
