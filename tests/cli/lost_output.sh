#!/bin/sh
# Usage: lost_output.sh PROGRAM ARGS...
# Output that does not arrive is a failure: PROGRAM ARGS with stdout on /dev/full, then with
# stdout closed, must exit 1 with exactly one line on stderr naming the reason.
program=$1
shift
status=0
check() {  # $1: what, $2: exit code, $3: stderr, $4: expected reason
  lines=$(printf '%s\n' "$3" | wc -l)
  case $3 in
    *": cannot write the output: $4") reason_ok=1 ;;
    *) reason_ok=0 ;;
  esac
  if [ "$2" -ne 1 ] || [ "$lines" -ne 1 ] || [ $reason_ok -ne 1 ]; then
    echo "FAIL ($1): exit $2, stderr: $3"
    status=1
  else
    echo "ok ($1): $3"
  fi
}
err=$("$program" "$@" 2>&1 >/dev/full)
check "stdout on /dev/full" $? "$err" "No space left on device"
err=$("$program" "$@" 2>&1 >&-)
check "stdout closed" $? "$err" "Bad file descriptor"
exit $status
