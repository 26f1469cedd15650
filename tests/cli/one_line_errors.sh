#!/bin/bash
# Usage: one_line_errors.sh PROGRAM 'ARGS with @' ...
# Runs PROGRAM with each ARGS template (split on spaces), its word @ replaced by bad input
# holding a newline, an escape sequence, a tab, DEL and invalid UTF-8. Each run must exit 2
# with exactly one line on stderr, valid UTF-8 without any raw control byte, and nothing on
# stdout.
program=$1
shift
bad_values=($'1,2\n3' $'\x1b[31m' $'\x1b]0;title\x07x' $'x\tb\x7f\xff' $'5\r')
status=0
runs=0
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for template in "$@"; do
  read -r -a words <<<"$template"
  for bad in "${bad_values[@]}"; do
    args=()
    for word in "${words[@]}"; do
      if [[ $word == "@" ]]; then
        args+=("$bad")
      elif [[ $word == *@* ]]; then
        args+=("${word//@/$bad}")
      else
        args+=("$word")
      fi
    done
    out=$("$program" "${args[@]}" 2>"$tmp")
    code=$?
    runs=$((runs + 1))
    lines=$(wc -l <"$tmp")
    problem=""
    if [[ $code -ne 2 ]]; then problem="exit $code"; fi
    if [[ -n $out ]]; then problem+=" stdout not empty"; fi
    if [[ $lines -ne 1 || $(tail -c1 "$tmp" | od -An -c | tr -d ' ') != '\n' ]]; then
      problem+=" $lines lines"
    fi
    if LC_ALL=C grep -q '[[:cntrl:]]' "$tmp"; then problem+=" raw control byte"; fi
    if ! iconv -f UTF-8 -t UTF-8 "$tmp" >/dev/null 2>&1; then problem+=" invalid UTF-8"; fi
    if [[ -n $problem ]]; then
      echo "FAIL: $template with $(printf '%q' "$bad"):$problem"
      od -c "$tmp" | head -5
      status=1
    fi
  done
done
echo "$runs runs, $([[ $status -eq 0 ]] && echo 'all one clean line' || echo 'some failed')"
exit $status
