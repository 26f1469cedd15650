# Sourced by the real-window tests (review_e2e.sh, sum_e2e.sh, bot_e2e.sh) with a display base number: a
# private Xvfb display and player's directory ($home), removed on exit with the game ($app,
# when set). Exits 77 (skipped) without Xvfb or xdotool.
command -v Xvfb >/dev/null && command -v xdotool >/dev/null || { echo "no Xvfb/xdotool"; exit 77; }
home=$(mktemp -d)
display=:$(($1 + $$ % 100))
Xvfb "$display" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
cleanup() {
  [ -n "${app:-}" ] && kill "$app" 2>/dev/null
  kill "$xvfb" 2>/dev/null
  rm -rf "$home"
}
trap cleanup EXIT
export DISPLAY=$display
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
