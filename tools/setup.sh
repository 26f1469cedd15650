#!/usr/bin/env bash
# Installs the Debian packages Marienbad needs, only those that are missing.
# Idempotent: a quick no-op when everything is present; apt-get update runs
# only when something has to be installed.
set -euo pipefail

# What the build and the tests use: the compiler and CMake, the SDL2 libraries, spdlog,
# nlohmann-json and Catch2 (find_package in the CMakeLists), and ImageMagick's `identify`
# (the screenshot smoke test checks that the image is not blank). The fonts are bundled in
# assets/ and the tests run on SDL's dummy video driver, so no X server or system font is
# needed; Xvfb and xdotool drive the real-window end-to-end test (ctest label e2e) and the
# application benchmark.
# clang and its sanitizer/libFuzzer runtime build the fuzz targets (tools/fuzz.sh).
# python3 runs the bots of the bot-protocol tests (tests/bots, examples/bots).
# ccache makes rebuilds and the three CI builds cheap (the top CMakeLists uses it when present).
# desktop-file-validate, appstreamcli and lintian check the installed tree (ctest label
# install) and the Debian package (tools/package.sh).
# libstb-dev (header only) gives stb_rect_pack.h, which places the images of the atlas pages
# (game/src/app/rect_packer.cpp), and stb_image_write.h, which writes PNG screenshots with
# zlib1g-dev's deflate.
# libsdl2-image-dev renders the icon at build time and reads the golden images in the tests;
# the game does not link it.
packages=(
  cmake g++ make pkg-config python3
  clang libclang-rt-14-dev
  libsdl2-dev libsdl2-ttf-dev libsdl2-mixer-dev libsdl2-image-dev
  libspdlog-dev nlohmann-json3-dev catch2
  imagemagick xvfb xauth xdotool
  desktop-file-utils appstream lintian
  gettext libcli11-dev ccache libstb-dev zlib1g-dev
)

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done

if ((${#missing[@]} == 0)); then
  exit 0
fi

echo "setup: installing ${missing[*]}"
sudo=""
if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
