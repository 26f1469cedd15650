#!/usr/bin/env bash
# The translations (po/): po/marienbad.pot is what the sources say today (regenerate it with
# `cmake --build build --target marienbad-pot`), every LANG.po of LINGUAS translates every
# message of it (no fuzzy, no untranslated, msgfmt --check clean), and no French text is left
# in the game's C++ strings.
#   po_test.sh SOURCE_DIR
set -euo pipefail
src=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "po test: $*" >&2; exit 1; }

"$src/po/extract.sh" "$work/now.pot"
# The same messages both ways (a new message, or one the code no longer has).
msgcmp --use-untranslated "$src/po/marienbad.pot" "$work/now.pot" 2>"$work/err" ||
  fail "po/marienbad.pot lacks messages of the code (run the marienbad-pot target): $(cat "$work/err")"
msgcmp --use-untranslated "$work/now.pot" "$src/po/marienbad.pot" 2>"$work/err" ||
  fail "po/marienbad.pot has messages the code no longer has: $(cat "$work/err")"

languages=0
while read -r lang; do
  [[ -z "$lang" || "$lang" == \#* ]] && continue
  po=$src/po/$lang.po
  [[ -f "$po" ]] || fail "LINGUAS names $lang but $po is missing"
  stats=$(msgfmt --check --statistics -o /dev/null "$po" 2>&1) || fail "$lang.po: $stats"
  grep -qE "fuzzy|untranslated|warning" <<<"$stats" && fail "$lang.po: $stats"
  msgcmp "$po" "$work/now.pot" 2>"$work/err" || fail "$lang.po is not complete: $(cat "$work/err")"
  languages=$((languages + 1))
done <"$src/po/LINGUAS"
((languages >= 1)) || fail "no language in po/LINGUAS"

# French belongs in po/fr.po: no C++ string literal with French letters or the apostrophe ’
# (the English texts say "misère" too, the name of the rule).
left=$(grep -rnP '"[^"\n]*[À-ÖØ-öø-ÿ’][^"\n]*"' "$src/game/src" "$src/engine/src" \
  --include='*.cpp' --include='*.hpp' | grep -vP '^[^:]+:\d+:\s*//' |
  grep -vP '"[^"]*[Mm]isère[^"]*"' || true)
[[ -z "$left" ]] || fail "French text in C++ sources:
$left"
# One word per idea (docs/glossary.md, column "not"): the words set aside are not used.
check_words() {  # FILE LINE-PREFIX WORD...
  local file=$1 prefix=$2
  shift 2
  for word in "$@"; do
    found=$(grep "^$prefix" "$file" | grep -iP "$word" || true)
    [[ -z "$found" ]] || fail "$file uses '$word' (docs/glossary.md sets it aside): $found"
  done
}
check_words "$src/po/fr.po" msgstr '\bpions?\b' 'cases? sûres?' '\baide\b' '\bconseil\b' 'somme de Nim' '\bRang [0-9]'
check_words "$src/po/marienbad.pot" msgid '\bnim-sum\b' 'safe squares?' '\bpawns?\b' '\bthe AI\b'
echo "po test: $languages translation(s) complete, po/marienbad.pot up to date"
