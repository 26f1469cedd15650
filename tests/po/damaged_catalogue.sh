#!/usr/bin/env bash
# A damaged translation next to the game (issue #34): a marienbad.mo truncated to 100 bytes,
# one whose string offset points past its end, one whose plural formula divides by zero.
# glibc trusts the file (SIGSEGV in _nl_find_msg, SIGFPE on a plural); the game checks it
# first: one warning line naming the file, and the screen exactly as in English.
#   damaged_catalogue.sh GAME COMPILED_FR_MO ASSETS_DIR
set -euo pipefail
game=$1
good_mo=$2
assets=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "damaged catalogue: $*" >&2; exit 1; }

# The game finds its translations next to its executable: ../share/locale.
mkdir -p "$work/bin" "$work/share/locale/fr/LC_MESSAGES" "$work/home"
cp "$game" "$work/bin/marienbad"
mo=$work/share/locale/fr/LC_MESSAGES/marienbad.mo
export MARIENBAD_ASSETS=$assets MARIENBAD_HOME=$work/home

# A word of the file (little-endian, as msgfmt writes it here) at a byte offset.
word_at() { od -An -tu4 -j "$1" -N4 "$2" | tr -d ' '; }
put_word() {  # FILE OFFSET VALUE
  printf "$(printf '\\%03o\\%03o\\%03o\\%03o' $(($3 & 255)) $((($3 >> 8) & 255)) \
    $((($3 >> 16) & 255)) $((($3 >> 24) & 255)))" |
    dd of="$1" bs=1 seek="$2" conv=notrunc status=none
}

shot() {  # NAME ARGS...: runs the game for a screenshot; the exit status is checked
  local name=$1
  shift
  local status=0
  "$work/bin/marienbad" --screenshot "$work/$name.bmp" --size 800x600 "$@" \
    >"$work/$name.out" 2>"$work/$name.err" || status=$?
  ((status == 0)) || fail "$name: exit $status ($( ((status > 128)) && kill -l $((status - 128)) )): $(cat "$work/$name.err")"
}

# The sound catalogue: French, and no warning.
cp "$good_mo" "$mo"
shot good-menu --lang fr
shot good-sum --lang fr --game sum --hint
! grep -q "translations:" "$work/good-menu.err" || fail "a warning for the sound catalogue"
# English, for comparison (no catalogue read at all).
shot english-menu --lang en
shot english-sum --lang en --game sum --hint
cmp -s "$work/good-menu.bmp" "$work/english-menu.bmp" && fail "French looks like English"

# The same pixels as in English below the top band, where the menu's language button names
# the other language ("English" when the game is set to French). Needs ImageMagick.
same_as_english() {  # SHOT ENGLISH_SHOT
  command -v compare >/dev/null || return 0
  local differ
  differ=$(compare -metric AE "$work/$1.bmp[800x540+0+60]" "$work/$2.bmp[800x540+0+60]" null: 2>&1 ||
    true)
  [[ "$differ" == 0 ]] || fail "$1: not the English screen ($differ pixels differ)"
}

check_damaged() {  # NAME WHY: the catalogue in place is damaged
  local name=$1 why=$2
  shot "$name-menu" --lang fr
  shot "$name-sum" --lang fr --game sum --hint
  for run in "$name-menu" "$name-sum"; do
    grep -q "translations: .*marienbad.mo: .*$why" "$work/$run.err" ||
      fail "$run: no warning saying '$why': $(cat "$work/$run.err")"
    (($(grep -c "translations:" "$work/$run.err") == 1)) || fail "$run: more than one warning"
  done
  same_as_english "$name-menu" english-menu
  same_as_english "$name-sum" english-sum
}

head -c 100 "$good_mo" >"$mo"
check_damaged truncated "runs past the end"

cp "$good_mo" "$mo"
translations=$(word_at 16 "$mo")
put_word "$mo" $((translations + 4)) $(($(stat -c %s "$mo") + 1000))
check_damaged offset "runs past the end"

# The same length as "(n > 1)", so nothing else moves.
sed 's|plural=(n > 1);|plural=(n / 0);|' "$good_mo" >"$mo"
cmp -s "$mo" "$good_mo" && fail "the plural formula was not found in $good_mo"
check_damaged plural "divides by"

# A sound file whose translation brings a placeholder of its own: "{:1999999999}" would pad
# the step counter of a lesson to two gigabytes. That message stays English, with one warning
# naming it; the rest is French. The old game took 3.9 GB to draw it: the peak resident memory
# must stay under 1.5 GB (measured, not bounded with ulimit -v, which a sanitizer build's
# shadow memory cannot run under).
msgunfmt "$good_mo" -o "$work/fr.po"
grep -q '^msgstr "Étape {} sur {}"$' "$work/fr.po" || fail "lesson.step not found in $good_mo"
sed -i 's|^msgstr "Étape {} sur {}"$|msgstr "Étape {:1999999999} sur {}"|' "$work/fr.po"
msgfmt "$work/fr.po" -o "$mo"
peak_kb=$(python3 - "$work" <<'PYTHON'
import resource, subprocess, sys
work = sys.argv[1]
with open(work + "/width.out", "w") as out, open(work + "/width.err", "w") as err:
    run = subprocess.run([work + "/bin/marienbad", "--screenshot", work + "/width.bmp", "--size",
                          "800x600", "--lang", "fr", "--scene", "lesson", "--lesson", "1"],
                         stdout=out, stderr=err, timeout=120)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss if run.returncode == 0 else -1)
PYTHON
) || fail "a placeholder with a width: the game did not end ($(cat "$work/width.err"))"
((peak_kb >= 0)) || fail "a placeholder with a width: the game failed: $(cat "$work/width.err")"
((peak_kb < 1500000)) || fail "a placeholder with a width: $peak_kb KB of memory"
grep -q "translations: 'lesson.step' (fr) has placeholders" "$work/width.err" ||
  fail "no warning naming lesson.step: $(cat "$work/width.err")"
(($(grep -c "translations:" "$work/width.err") == 1)) || fail "more than one warning"

echo "damaged catalogue: truncated, bad offset, bad plural and a foreign placeholder give English and one warning"
