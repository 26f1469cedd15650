# Sourced by the real-window tests (review_e2e.sh, sum_e2e.sh, bot_e2e.sh, lessons_e2e.sh): a
# private Xvfb display and player's directory ($home), removed on exit with every game launched
# (each asked to end, killed if it still runs 5 s later, before the display goes); launch: the
# game started and its window found ($app, $window); key: keys sent to it (looked up again if its
# id went stale); wait_until: a bounded poll; quit_game: Ctrl+Q, then the game's end. Xvfb picks
# a free display number itself (-displayfd), so tests run in parallel never share a display (a
# shared one dies with the first test to end). Exits 77 (skipped) without Xvfb or xdotool.
command -v Xvfb >/dev/null && command -v xdotool >/dev/null || { echo "no Xvfb/xdotool"; exit 77; }
home=$(mktemp -d)
launched=()
# The games launched that are still this shell's children (not yet waited for: a pid reaped
# may already belong to another process).
running_games() {
  local jobs pid
  jobs=$(jobs -p)
  for pid in ${launched[@]+"${launched[@]}"}; do grep -qx "$pid" <<<"$jobs" && echo "$pid"; done
}
cleanup() {
  local pid games
  games=$(running_games)
  for pid in $games; do kill "$pid" 2>/dev/null; done
  for pid in $games; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$pid" 2>/dev/null && kill -9 "$pid" 2>/dev/null
  done
  [ -n "${watchdog:-}" ] && kill "$watchdog" 2>/dev/null
  [ -n "${xvfb:-}" ] && kill "$xvfb" 2>/dev/null
  rm -rf "$home"
}
trap cleanup EXIT
mkfifo "$home/display"
# -noreset: the server stays as it is when a test's game ends and the next one starts (a
# server resetting then may refuse that game's connection).
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp -noreset 3>"$home/display" >/dev/null 2>&1 &
xvfb=$!
# Should this script itself be killed (a test's time-out), no trap runs: a watchdog then ends the
# server, and with it every game still on it (a game exits when its display goes).
(while kill -0 $$ 2>/dev/null; do sleep 1; done; kill "$xvfb" 2>/dev/null) >/dev/null 2>&1 &
watchdog=$!
read -r -t 20 number <"$home/display" || { echo "Xvfb did not start"; exit 1; }
rm -f "$home/display"
export DISPLAY=:$number
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
# The visible window of the game $app, into $window (empty if it has none yet).
find_window() { window=$(xdotool search --onlyvisible --pid "$app" 2>/dev/null | head -1); }
key() {
  xdotool getwindowname "$window" >/dev/null 2>&1 || find_window
  xdotool windowfocus --sync "$window" 2>/dev/null; xdotool key --window "$window" "$@"; sleep 0.4
}
# Runs the command given every 0.1 s until it succeeds, for up to $1 seconds (a loaded machine
# may take long to play a move); returns its last status. For what a test can observe, where a
# fixed sleep would either waste time or fail on a slow machine.
wait_until() {
  local tries=$(($1 * 10))
  shift
  for _ in $(seq "$tries"); do "$@" 2>/dev/null && return 0; sleep 0.1; done
  "$@"
}
# Waits up to 30 s (a loaded machine) for the visible window of the game $app, into $window;
# returns 1 if the game ended first or no window came. A poll rather than `xdotool search
# --sync`, which fails at once when a window it looks at is destroyed under it (SDL re-creates
# its window for an OpenGL renderer).
wait_window() {
  for _ in $(seq 300); do
    find_window
    [ -n "$window" ] && return 0
    kill -0 "$app" 2>/dev/null || { wait "$app"; echo "the game ended (exit status $?)"; return 1; }
    sleep 0.1
  done
  echo "no window after 30 s"
  return 1
}
# Ctrl+Q, then waits up to 5 s for the game to end; returns 1 (and says so) if it still runs.
# The game ends on Q's press, so xdotool's releases fail with its window: they are made again
# in the server, or Q stays down there (-noreset) and the next game never sees Ctrl+Q.
quit_game() {
  key ctrl+q 2>/dev/null
  for _ in $(seq 50); do
    kill -0 "$app" 2>/dev/null || { xdotool keyup ctrl+q; wait "$app" 2>/dev/null; app=; return 0; }
    sleep 0.1
  done
  echo "the game did not quit"
  return 1
}
# Starts the game (the command given) with the player's directory $home and no sound device,
# its errors in $home/stderr, and waits for its window; returns 1 (and says why) if none came.
# An X server that refused the game's connection while it still runs is the test machine's
# fault, not the game's: one more try then.
launch() {
  for attempt in 1 2; do
    MARIENBAD_HOME=$home SDL_AUDIODRIVER=dummy "$@" >/dev/null 2>"$home/stderr" &
    app=$!
    launched+=("$app")
    wait_window && return 0
    local server=gone
    kill -0 "$xvfb" 2>/dev/null && server=running
    if [ $attempt = 1 ] && [ $server = running ] && grep -q 'cannot open a window' "$home/stderr"
    then
      echo "the X server refused the game's window; once more:"; cat "$home/stderr"
      kill "$app" 2>/dev/null; wait "$app" 2>/dev/null
      continue
    fi
    echo "no window (Xvfb $server):"; cat "$home/stderr"
    return 1
  done
}
