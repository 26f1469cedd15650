#!/usr/bin/env bash
# ctest label `install`: `cmake --install` into a temporary prefix, the tree moved elsewhere
# (relocatable), then every file of the contract (README, Install) checked: programs,
# assets, the .desktop entry, the icon in SVG and PNG sizes, the AppStream metainfo, the man
# pages, the bash completions, the French catalogue. desktop-file-validate and appstreamcli run when installed.
#   install_test.sh BUILD_DIR
set -euo pipefail
build=$1
id=org.marienbad.Marienbad
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "install test: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$work/first" >/dev/null
mv "$work/first" "$work/moved"
root=$work/moved

for file in bin/marienbad bin/marienbad-cli share/marienbad/assets/fonts/DejaVuSans.ttf \
  share/marienbad/assets/icons/$id.svg share/applications/$id.desktop \
  share/icons/hicolor/scalable/apps/$id.svg share/metainfo/$id.metainfo.xml \
  share/man/man6/marienbad.6.gz share/man/man6/marienbad-cli.6.gz \
  share/bash-completion/completions/marienbad share/bash-completion/completions/marienbad-cli \
  share/doc/marienbad/copyright share/locale/fr/LC_MESSAGES/marienbad.mo; do
  [[ -f "$root/$file" ]] || fail "missing $file"
done
[[ -x "$root/bin/marienbad" && -x "$root/bin/marienbad-cli" ]] || fail "programs not executable"

# The icon's PNG renders: the exact pixel size their directory names.
sizes=0
for png in "$root"/share/icons/hicolor/*x*/apps/$id.png; do
  dir=$(basename "$(dirname "$(dirname "$png")")")
  got=$(identify -format '%wx%h %m' "$png")
  [[ "$got" == "$dir PNG" ]] || fail "$png is $got, not $dir PNG"
  sizes=$((sizes + 1))
done
((sizes >= 3)) || fail "only $sizes PNG icon sizes"

# The desktop entry.
desktop=$root/share/applications/$id.desktop
for line in "Exec=marienbad" "Icon=$id" "Type=Application"; do
  grep -qx "$line" "$desktop" || fail "$desktop lacks $line"
done
grep -q '^Name\[fr\]=' "$desktop" || fail "no Name[fr]"
grep -q '^Comment\[fr\]=' "$desktop" || fail "no Comment[fr]"
grep -qx 'Categories=Game;LogicGame;Education;' "$desktop" || fail "wrong Categories"
if command -v desktop-file-validate >/dev/null; then
  out=$(desktop-file-validate "$desktop" 2>&1) || fail "desktop-file-validate: $out"
  ! grep -qE "error|warning" <<<"$out" || fail "desktop-file-validate: $out"
fi

# The metainfo: no error or warning (pedantic notes allowed).
metainfo=$root/share/metainfo/$id.metainfo.xml
grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$metainfo" ||
  fail "metainfo does not launch $id.desktop"
if command -v appstreamcli >/dev/null; then
  out=$(appstreamcli validate --no-net "$metainfo" 2>&1) || fail "appstreamcli: $out"
  ! grep -qE "^(E|W):" <<<"$out" || fail "appstreamcli: $out"
fi

# Man pages: a .TH header and every option the programs' --help lists.
options_of() { "$@" 2>&1 | grep -oE -- '--[a-z][a-z-]+' | sort -u; }
check_man() {
  local page=$1
  shift
  local text
  text=$(zcat "$root/share/man/man6/$page.gz" | sed 's/\\-/-/g')
  grep -q '^\.TH ' <<<"$text" || fail "$page has no .TH header"
  for option in $(options_of "$@"); do
    grep -qe "$option" <<<"$text" || fail "$page does not describe $option"
  done
}
check_man marienbad.6 "$root/bin/marienbad" --help
check_man marienbad-cli.6 "$root/bin/marienbad-cli" --help
for command in analyze table move ladder review graph; do
  check_man marienbad-cli.6 "$root/bin/marienbad-cli" "$command" --help
  zcat "$root/share/man/man6/marienbad-cli.6.gz" | grep -q "^\.B $command" ||
    fail "marienbad-cli.6 does not describe the command $command"
done

# Bash completion: sourcing registers the command; the first word completes a command.
for program in marienbad marienbad-cli; do
  bash -c "source '$root/share/bash-completion/completions/$program' && complete -p $program" \
    >/dev/null || fail "completion for $program not registered"
done
got=$(bash -c "source '$root/share/bash-completion/completions/marienbad-cli'
  COMP_WORDS=(marienbad-cli rev); COMP_CWORD=1; _marienbad_cli; echo \"\${COMPREPLY[*]}\"")
[[ "$got" == review ]] || fail "marienbad-cli rev<Tab> gives '$got'"

# Relocated: the moved tree runs with its own assets, from anywhere, without the override.
cd /
log=$(env -u MARIENBAD_ASSETS MARIENBAD_HOME="$work/home" \
  "$root/bin/marienbad" --screenshot "$work/shot.png" --log-level info 2>&1) ||
  fail "the moved game did not run: $log"
grep -qF "assets: $root/share/marienbad/assets" <<<"$log" ||
  fail "the moved game did not use its own assets: $log"
[[ "$(identify -format '%m %wx%h' "$work/shot.png")" == "PNG 1280x720" ]] ||
  fail "--screenshot shot.png did not write a 1280x720 PNG"
# Its own French catalogue: the French menu is not the English one.
log=$(env -u MARIENBAD_ASSETS -u LANGUAGE MARIENBAD_HOME="$work/home" \
  "$root/bin/marienbad" --lang fr --screenshot "$work/fr.png" --log-level info 2>&1) ||
  fail "the moved game did not run in French: $log"
grep -qF "translations: $root/share/locale" <<<"$log" ||
  fail "the moved game did not use its own translations: $log"
differ=$(compare -metric AE "$work/shot.png" "$work/fr.png" null: 2>&1 || true)
((${differ%% *} > 1000)) || fail "the French menu looks like the English one ($differ pixels differ)"
out=$("$root/bin/marienbad-cli" analyze --game nim --heaps 1,3,5,7) || fail "marienbad-cli: $out"
grep -q "P" <<<"$out" || fail "marienbad-cli analyze 1,3,5,7 printed: $out"
echo "install test: $sizes icon sizes, every file in place, relocated tree runs"
