#!/bin/sh
# Usage: broken_pipe.sh PROGRAM ARGS...
# A reader that goes away (`PROGRAM ARGS | head -c1`) ends PROGRAM quietly: it dies of
# SIGPIPE (status 141 in a shell, like cat), or, when SIGPIPE is ignored, exits 1 with one
# line "cannot write the output: Broken pipe". Never an abort, a core dump or exit 0 (the
# output is large enough not to fit in the pipe).
program=$1
shift
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
status=0
run() {  # $1: what
  code=$(cat "$dir/code")
  lines=$(wc -l <"$dir/err")
  if [ "$code" -eq 141 ] && [ "$lines" -eq 0 ]; then
    echo "ok ($1): killed by SIGPIPE, nothing on stderr"
  elif [ "$code" -eq 1 ] && [ "$lines" -eq 1 ] && grep -q ': cannot write the output: Broken pipe$' "$dir/err"; then
    echo "ok ($1): exit 1, $(cat "$dir/err")"
  else
    echo "FAIL ($1): exit $code, stderr:"
    cat "$dir/err"
    status=1
  fi
}
{ "$program" "$@" 2>"$dir/err"; echo $? >"$dir/code"; } | head -c1 >/dev/null
run "default SIGPIPE"
(
  trap '' PIPE
  { "$program" "$@" 2>"$dir/err"; echo $? >"$dir/code"; } | head -c1 >/dev/null
)
run "SIGPIPE ignored"
exit $status
