# Sourced by the real-window tests (review_e2e.sh, sum_e2e.sh, bot_e2e.sh, lessons_e2e.sh): a
# private Xvfb display and player's directory ($home), removed on exit with the game ($app,
# when set), and key: keys sent to the game's window ($window, looked up again from $app if
# its id went stale). Xvfb picks a free display number itself (-displayfd), so tests run in parallel
# never share a display (a shared one dies with the first test to end). Exits 77 (skipped)
# without Xvfb or xdotool.
command -v Xvfb >/dev/null && command -v xdotool >/dev/null || { echo "no Xvfb/xdotool"; exit 77; }
home=$(mktemp -d)
cleanup() {
  [ -n "${app:-}" ] && kill "$app" 2>/dev/null
  [ -n "${xvfb:-}" ] && kill "$xvfb" 2>/dev/null
  rm -rf "$home"
}
trap cleanup EXIT
mkfifo "$home/display"
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>"$home/display" >/dev/null 2>&1 &
xvfb=$!
read -r -t 20 number <"$home/display" || { echo "Xvfb did not start"; exit 1; }
rm -f "$home/display"
export DISPLAY=:$number
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
key() {
  xdotool getwindowname "$window" >/dev/null 2>&1 ||
    window=$(xdotool search --onlyvisible --pid "$app" 2>/dev/null | head -1)
  xdotool windowfocus --sync "$window" 2>/dev/null; xdotool key --window "$window" "$@"; sleep 0.4
}
