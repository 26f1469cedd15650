#!/usr/bin/env bash
# The Debian package (README, Install): builds build/marienbad_VERSION_ARCH.deb with CPack,
# checks it with lintian (no error allowed), and, as root, installs it with apt-get, runs both
# programs from /usr/bin, removes it and checks that no file of it is left.
#   tools/package.sh            (after tools/build.sh; CI runs it)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
(cd "$build" && rm -f marienbad_*.deb && cpack -G DEB >/dev/null)
deb=$(ls "$build"/marienbad_*.deb)
echo "package: $deb"
lintian --fail-on error "$deb"

if [[ $(id -u) -ne 0 ]]; then
  echo "package: not root, the install/remove check is skipped"
  exit 0
fi
if dpkg-query -W -f='${Status}' marienbad 2>/dev/null | grep -q "install ok installed"; then
  echo "package: marienbad is already installed on this machine; not touching it" >&2
  exit 1
fi
files=$(dpkg-deb -c "$deb" | awk '{print $NF}' | sed 's|^\./|/|' | grep -v '/$')
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$(realpath "$deb")" >/dev/null
trap 'DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq marienbad >/dev/null 2>&1 || true' EXIT
/usr/bin/marienbad --version
/usr/bin/marienbad-cli analyze --game nim --heaps 1,3,5,7
MARIENBAD_HOME=$(mktemp -d) /usr/bin/marienbad --screenshot /dev/null
DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq marienbad >/dev/null
trap - EXIT
left=0
for file in $files; do
  if [[ -e "$file" ]]; then
    echo "package: $file is left after apt-get remove" >&2
    left=1
  fi
done
((left == 0))
echo "package: lintian clean, installed, ran, removed without a trace"
