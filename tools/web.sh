#!/usr/bin/env bash
# Marienbad in the browser (docs/web.md): builds the game to WebAssembly into build-web/ and
# leaves the site in build-web/site/ (index.html, game.js, game.wasm, game.data).
#
#   tools/web.sh                 installs what is missing, builds the libraries once, builds the site
#   tools/web.sh --serve [PORT]  serves build-web/site/ on 127.0.0.1 (default port 8080)
#   tools/web.sh --test          builds, then runs tools/web_test.py in headless Chromium
#   tools/web.sh --deps          only installs and builds the libraries
#
# Every library the game links is built from Debian's source packages (apt-get source, with a
# deb-src entry added when missing) and nothing else is downloaded: emscripten's own "ports"
# fetch from the network. Each library is built once into a cache keyed by its version and
# its build function, ~/.cache/marienbad-web/<library>-<version>-<hash>/ (MARIENBAD_WEB_CACHE
# to move it), and reused.
# JOBS (default 2) is the build's parallelism.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cache=${MARIENBAD_WEB_CACHE:-$HOME/.cache/marienbad-web}
jobs=${JOBS:-2}
build="$root/build-web"
site="$build/site"

say() { echo "web: $*"; }
die() {
  echo "web: $*" >&2
  exit 1
}

sudo=""
if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi

# Installs the Debian packages of "$@" that are missing.
install_missing() {
  local missing=() package status
  for package in "$@"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$package")
  done
  ((${#missing[@]} == 0)) && return 0
  say "installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

serve() {
  local port=${1:-8080}
  [[ "$port" =~ ^[0-9]+$ ]] || die "--serve: the port must be a number, not '$port'"
  [[ -f "$site/index.html" ]] || die "no site in $site: run tools/web.sh first"
  say "serving $site on http://127.0.0.1:$port/ (Ctrl+C stops)"
  exec /usr/bin/python3 -m http.server --bind 127.0.0.1 --directory "$site" "$port"
}

# A deb-src twin of every deb entry of /etc/apt/sources.list.d/debian.sources, so that
# apt-get source finds the libraries' sources (same URIs, suites and keys).
ensure_deb_src() {
  if grep -rqs '^Types:.*deb-src\|^deb-src ' /etc/apt/sources.list /etc/apt/sources.list.d/; then
    return 0
  fi
  local deb=/etc/apt/sources.list.d/debian.sources
  [[ -f "$deb" ]] || die "no deb-src entry and no $deb to copy it from: add one for apt-get source"
  say "adding the deb-src entries (/etc/apt/sources.list.d/marienbad-web-src.sources)"
  sed 's/^Types:.*/Types: deb-src/' "$deb" | $sudo tee /etc/apt/sources.list.d/marienbad-web-src.sources >/dev/null
  $sudo apt-get update -qq
}

# The version apt-get source would fetch for source package $1.
source_version() {
  apt-cache showsrc --only-source "$1" 2>/dev/null | sed -n 's/^Version: //p' | sort -V | tail -n 1
}

# Fetches and unpacks source package $1 (Debian's patches applied) into $2; prints the tree.
fetch_source() {
  local package=$1 dir=$2
  rm -rf "$dir"
  mkdir -p "$dir"
  (cd "$dir" && apt-get source -qq "$package" >/dev/null 2>&1) || die "apt-get source $package failed"
  find "$dir" -mindepth 1 -maxdepth 1 -type d | head -n 1
}

# Runs "${@:3}" with its output appended to the log $1, then says how long it took, named $2:
# wall-clock and CPU seconds (user+system of every process it waited for: the emcc, clang and
# node runs). On a shared machine the CPU time is the figure to compare (docs/web.md, "Build
# time").
timed() {
  local log=$1 what=$2 times wall user system status=0
  shift 2
  times=$(mktemp)
  /usr/bin/time -f '%e %U %S' -o "$times" "$@" >>"$log" 2>&1 || status=$?
  read -r wall user system <"$times" || true
  rm -f "$times"
  say "$what: ${wall:-?} s wall, $(awk -v u="${user:-0}" -v s="${system:-0}" 'BEGIN { printf "%.1f", u + s }') s CPU"
  return "$status"
}

# The emscripten CMake flags every library shares: static, release, found in the given prefixes.
cmake_lib() {
  local src=$1 out=$2 prefix=$3 name
  name=$(basename "$prefix")
  shift 3
  : >"$out.log"
  timed "$out.log" "$name configure" nice -n 19 emcmake cmake -S "$src" -B "$out" \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" -DBUILD_SHARED_LIBS=OFF "$@" ||
    die "configuring $name failed: see $out.log"
  timed "$out.log" "$name build" nice -n 19 cmake --build "$out" -j"$jobs" ||
    die "building $name failed: see $out.log"
  cmake --install "$out" >>"$out.log" 2>&1 || die "installing $name failed: see $out.log"
}

prefixes=()
# The libraries each library is built against: their configuration is part of its own (a
# library's installed CMake files name its dependencies' files by their cache directory).
declare -gA needs=([sdl2_ttf]="sdl2 freetype" [sdl2_mixer]="sdl2" [spdlog]="fmt")
# The text of build_$1 and of the build functions of everything it is built against.
build_text() {
  local need
  declare -f "build_$1"
  for need in ${needs[$1]:-}; do build_text "$need"; done
}
# The cache directory of library $1 (source package $2) built by build_$1: the Debian version
# (no epoch: make cannot take a ':' in a path) and a short hash of its build function's text
# and of those of what it is built against, so that a library whose configuration (or whose
# dependency's) changes is built again, not reused.
cache_dir() {
  local version hash
  version=$(source_version "$2")
  [[ -n "$version" ]] || die "no source package $2 (is the deb-src entry there? apt-get update)"
  hash=$(build_text "$1" | sha256sum | cut -c1-8)
  echo "$cache/$1-${version#*:}-$hash"
}

# The cache directory of library $1 (source package $2), which must be built already.
prefix_of() {
  local prefix
  prefix=$(cache_dir "$1" "$2")
  [[ -f "$prefix/.built" ]] || die "internal: $1 is needed before it is built"
  echo "$prefix"
}

# Builds library $1 from source package $2 with build function $3, once per version. A lock
# per library lets the independent ones build at the same time (and two runs share a cache).
library() {
  local name=$1 package=$2 builder=$3 version prefix work src start
  version=$(source_version "$package")
  prefix=$(cache_dir "$name" "$package")
  mkdir -p "$cache/work"
  exec {lock}>"$cache/work/$name.lock"
  flock "$lock"
  if [[ -f "$prefix/.built" ]]; then
    flock -u "$lock"
    say "reusing $name $version ($prefix)"
    prefixes+=("$prefix")
    return 0
  fi
  start=$SECONDS
  say "building $name $version from Debian's source package $package"
  work="$cache/work/$name"
  src=$(fetch_source "$package" "$work")
  rm -rf "$prefix"
  "$builder" "$src" "$work/out" "$prefix"
  touch "$prefix/.built"
  rm -rf "$work"
  flock -u "$lock"
  prefixes+=("$prefix")
  say "built $name $version in $((SECONDS - start)) s"
}

# SDL2 with only what the page touches: video (the WebGL renderer), events, audio (the
# browser's), timers, files, the joystick (the game opens game controllers, the browser's
# gamepads). Off: the haptic, sensor, power, HIDAPI, locale and misc (SDL_OpenURL) subsystems,
# desktop OpenGL, the disk, dummy-audio and offscreen drivers, SDL2main and SDL2_test.
# Off too, by the switches SDL_internal.h gives a static build: YUV formats, run-length
# encoding and the blitters of palette surfaces (the game's surfaces are all 32-bit). The
# software renderer stays: it is the game's way on when the browser refuses WebGL.
# The configure checks are compiled, not linked (CMAKE_TRY_COMPILE_TARGET_TYPE): over a quarter
# of SDL2's configure, the longest step of a cold build, was their links. Two checks only a link answers are given their answers:
# there is no libiconv (the iconv of emscripten's libc is found next) and no --no-undefined
# (for shared builds only). SDL_config.h, the flags and the installed CMake, pkg-config and
# sdl2-config files come out the same as with linked checks (docs/web.md, "Build time").
build_sdl2() {
  cmake_lib "$1" "$2" "$3" -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DSDL2_DISABLE_SDL2MAIN=ON \
    -DSDL_HIDAPI=OFF -DSDL_HAPTIC=OFF -DSDL_SENSOR=OFF -DSDL_POWER=OFF -DSDL_LOCALE=OFF -DSDL_MISC=OFF \
    -DSDL_OPENGL=OFF -DSDL_DISKAUDIO=OFF -DSDL_DUMMYAUDIO=OFF -DSDL_OFFSCREEN=OFF \
    -DCMAKE_C_FLAGS="-DSDL_HAVE_YUV=0 -DSDL_HAVE_RLE=0 -DSDL_HAVE_BLIT_0=0 -DSDL_HAVE_BLIT_1=0" \
    -DCMAKE_TRY_COMPILE_TARGET_TYPE=STATIC_LIBRARY -DHAVE_LIBICONV=OFF -DHAVE_NO_UNDEFINED=OFF
}
# FreeType with the modules TrueType fonts drawn by SDL_ttf's Blended text need: the TrueType
# driver and sfnt (with psnames, for the post table's glyph names), the smooth (anti-aliased)
# renderer, the auto-hinter (the game's light hinting) and gzip's file (without zlib, below, a
# stub sfnt links). Out of the
# source's CMake list and its module list (include/freetype/config/ftmodule.h, which the CMake
# build reads): the CFF, Type 1, CID, Type 42, PFR, PCF, BDF and Windows FNT drivers, their
# psaux and pshinter, the monochrome, SDF and SVG renderers, LZW, bzip2 and the glyph cache.
# Out of its options (ftoption.h): the TrueType bytecode interpreter (the page's fonts are cut
# without their instructions, tools/web_fonts.py, so FreeType auto-hints them either way),
# gzip (WOFF fonts), variation fonts, colour layers, embedded bitmaps and BDF properties:
# DejaVu has none of them.
build_freetype() {
  local module
  for module in bdf/bdf bzip2/ftbzip2 cache/ftcache cff/cff cid/type1cid lzw/ftlzw pcf/pcf pfr/pfr \
    psaux/psaux pshinter/pshinter raster/raster sdf/sdf svg/svg type1/type1 type42/type42 winfonts/winfnt; do
    grep -q "^  src/$module\.c\$" "$1/CMakeLists.txt" || die "FreeType's CMakeLists.txt has no src/$module.c"
    sed -i "\|^  src/$module\.c\$|d" "$1/CMakeLists.txt"
  done
  local option
  for option in FT_CONFIG_OPTION_USE_ZLIB TT_CONFIG_OPTION_BYTECODE_INTERPRETER TT_CONFIG_OPTION_GX_VAR_SUPPORT \
    TT_CONFIG_OPTION_COLOR_LAYERS TT_CONFIG_OPTION_EMBEDDED_BITMAPS TT_CONFIG_OPTION_BDF; do
    grep -q "^#define $option\b" "$1/include/freetype/config/ftoption.h" || die "FreeType's ftoption.h has no $option"
    sed -i "s|^#define $option\b|/* #undef $option */|" "$1/include/freetype/config/ftoption.h"
  done
  cat >"$1/include/freetype/config/ftmodule.h" <<'MODULES'
FT_USE_MODULE( FT_Module_Class, autofit_module_class )
FT_USE_MODULE( FT_Driver_ClassRec, tt_driver_class )
FT_USE_MODULE( FT_Module_Class, psnames_module_class )
FT_USE_MODULE( FT_Module_Class, sfnt_module_class )
FT_USE_MODULE( FT_Renderer_Class, ft_smooth_renderer_class )
MODULES
  cmake_lib "$1" "$2" "$3" -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON \
    -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
}
# The toolchain's find-root rules hide our prefixes from FindFreetype: named explicitly.
build_sdl2_ttf() {
  local ft
  ft=$(prefix_of freetype freetype)
  cmake_lib "$1" "$2" "$3" -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF -DSDL2TTF_SAMPLES=OFF \
    -DSDL2_DIR="$(prefix_of sdl2 libsdl2)/lib/cmake/SDL2" \
    -DFREETYPE_LIBRARY="$ft/lib/libfreetype.a" -DFREETYPE_INCLUDE_DIRS="$ft/include/freetype2"
}
# Our sounds are WAV files only (assets/sounds): every other codec is off.
build_sdl2_mixer() {
  cmake_lib "$1" "$2" "$3" -DSDL2MIXER_VENDORED=OFF -DSDL2MIXER_SAMPLES=OFF -DSDL2MIXER_WAVE=ON \
    -DSDL2MIXER_CMD=OFF -DSDL2MIXER_FLAC=OFF -DSDL2MIXER_MOD=OFF -DSDL2MIXER_MIDI=OFF \
    -DSDL2MIXER_MP3=OFF -DSDL2MIXER_OPUS=OFF -DSDL2MIXER_VORBIS=OFF \
    -DSDL2_DIR="$(prefix_of sdl2 libsdl2)/lib/cmake/SDL2"
}
# Without fmt/os.h's file and process functions (os.cc): the game writes through spdlog and
# the standard library.
build_fmt() {
  cmake_lib "$1" "$2" "$3" -DFMT_TEST=OFF -DFMT_DOC=OFF -DFMT_OS=OFF
}
build_spdlog() {
  cmake_lib "$1" "$2" "$3" -DSPDLOG_FMT_EXTERNAL=ON -DSPDLOG_BUILD_EXAMPLE=OFF -DSPDLOG_BUILD_TESTS=OFF \
    -DSPDLOG_BUILD_BENCH=OFF -Dfmt_DIR="$(prefix_of fmt fmtlib)/lib/cmake/fmt"
}
# nlohmann-json, CLI11 and stb_rect_pack are header-only: Debian's -dev headers and CMake
# files, copied into a prefix of their own (the toolchain finds packages and headers only under
# its find roots, and /usr/include itself would bring the host's libc headers).
headers() {
  local json cli stb prefix
  json=$(dpkg-query -W -f='${Version}' nlohmann-json3-dev)
  cli=$(dpkg-query -W -f='${Version}' libcli11-dev)
  stb=$(dpkg-query -W -f='${Version}' libstb-dev)
  prefix="$cache/headers-json$json-cli11$cli-stb$stb"
  if [[ ! -f "$prefix/.built" ]]; then
    rm -rf "$prefix"
    mkdir -p "$prefix/include/stb" "$prefix/share/cmake" "$prefix/share/pkgconfig"
    cp -r /usr/include/nlohmann /usr/include/CLI "$prefix/include/"
    cp /usr/include/stb/stb_rect_pack.h "$prefix/include/stb/"
    cp -r /usr/share/cmake/nlohmann_json /usr/share/cmake/CLI11 "$prefix/share/cmake/"
    touch "$prefix/.built"
  fi
  say "headers: nlohmann-json $json, CLI11 $cli, stb $stb ($prefix)"
  prefixes+=("$prefix")
}

# Whether library $1 (source package $2) is in the cache for the version apt has now.
built() {
  [[ -f "$(cache_dir "$1" "$2")/.built" ]]
}

# Builds the libraries name:package:builder given that are not built yet, at the same time.
side_by_side() {
  local spec name package builder job pids=()
  for spec in "$@"; do
    IFS=: read -r name package builder <<<"$spec"
    built "$name" "$package" && continue
    (library "$name" "$package" "$builder") &
    pids+=($!)
  done
  for job in "${pids[@]}"; do wait "$job" || die "a library failed to build (see above)"; done
}

dependencies() {
  install_missing emscripten dpkg-dev cmake make python3 python3-fonttools gettext nlohmann-json3-dev \
    libcli11-dev libstb-dev
  ensure_deb_src
  # Debian's emcc runs its JavaScript optimiser on node with Debian's node-acorn.
  export NODE_PATH=/usr/share/nodejs
  mkdir -p "$cache"
  # Most of a cold build is configure checks, each a slow emcc run: the libraries build side
  # by side where they do not need each other, then the list below only says "reusing".
  # No gettext library: the page uses emscripten's own (musl), app/platform_web.cpp.
  side_by_side sdl2:libsdl2:build_sdl2 freetype:freetype:build_freetype fmt:fmtlib:build_fmt
  side_by_side spdlog:spdlog:build_spdlog sdl2_ttf:libsdl2-ttf:build_sdl2_ttf \
    sdl2_mixer:libsdl2-mixer:build_sdl2_mixer
  library sdl2 libsdl2 build_sdl2
  library freetype freetype build_freetype
  library fmt fmtlib build_fmt
  library spdlog spdlog build_spdlog
  library sdl2_ttf libsdl2-ttf build_sdl2_ttf
  library sdl2_mixer libsdl2-mixer build_sdl2_mixer
  headers
}

game() {
  local start=$SECONDS roots
  roots=$(
    IFS=';'
    echo "${prefixes[*]}"
  )
  # ccache as the desktop's launcher does (top CMakeLists.txt), with include_file_mtime/ctime
  # sloppiness since a fresh clone's headers all have new times. No precompiled headers: clang
  # writes the absolute path of the header it precompiled into the .pch, so a clone that took
  # its .pch from the cache could not compile a changed file once the first clone was gone
  # (docs/web.md, "Build time").
  local ccache launcher=()
  if ccache=$(command -v ccache); then
    launcher=("-DCMAKE_CXX_COMPILER_LAUNCHER=cmake;-E;env;CCACHE_BASEDIR=$root;CCACHE_NOHASHDIR=1;CCACHE_SLOPPINESS=time_macros,include_file_mtime,include_file_ctime;$ccache")
  fi
  # Under CI warnings are errors, as on the desktop (tools/build.sh).
  local werror=OFF
  if [[ "${CI:-}" == "true" ]]; then werror=ON; fi
  # A build directory configured before the page dropped its precompiled headers, against
  # libraries since built again (another cache directory), or with warnings otherwise taken,
  # is configured again: its cached flags and library paths would keep the old ones.
  if [[ -f "$build/CMakeCache.txt" ]] && { ! grep -q '^MARIENBAD_PCH:BOOL=OFF$' "$build/CMakeCache.txt" ||
    ! grep -q "^MARIENBAD_WERROR:BOOL=$werror\$" "$build/CMakeCache.txt" ||
    [[ "$(sed -n 's/^MARIENBAD_WEB_PREFIXES:[A-Z]*=//p' "$build/CMakeCache.txt")" != "$roots" ]]; }; then
    rm -rf "$build/CMakeCache.txt" "$build/CMakeFiles"
  fi
  if [[ ! -f "$build/CMakeCache.txt" ]]; then
    say "configuring the game in $build"
    nice -n 19 emcmake cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF \
      -DMARIENBAD_PCH=OFF -DMARIENBAD_WERROR="$werror" "${launcher[@]}" -DCMAKE_FIND_ROOT_PATH="$roots" \
      -DCMAKE_PREFIX_PATH="$roots" \
      -DMARIENBAD_WEB_PREFIXES="$roots" >/dev/null
  fi
  nice -n 19 cmake --build "$build" --target marienbad-site -j"$jobs"
  say "site built in $((SECONDS - start)) s: $site"
  local bytes
  bytes=$(cd "$site" && tar cf - . | gzip -9 | wc -c)
  say "site size: $(du -sb "$site" | cut -f1) bytes, $bytes bytes gzip-compressed"
}

# Sourced (e.g. to build one library by hand): the functions only.
[[ "${BASH_SOURCE[0]}" == "$0" ]] || return 0

case "${1:-}" in
  --deps)
    dependencies
    ;;
  --serve)
    serve "${2:-8080}"
    ;;
  --test | "")
    [[ $# -le 1 ]] || die "unexpected argument '$2' (tools/web.sh [--serve [PORT] | --test])"
    dependencies
    game
    if [[ "${1:-}" == --test ]]; then
      install_missing chromium python3-websocket
      # The subset fonts: .notdef and U+FFFD drawn, every character of the catalogues kept.
      /usr/bin/python3 "$root/tools/web_fonts_test.py" "$build/web-fonts"
      # The test bounds itself (TOTAL_TIMEOUT_S); this bounds the test, should Python hang.
      timeout --kill-after=30 1200 /usr/bin/python3 "$root/tools/web_test.py" "$site"
    fi
    ;;
  *)
    die "unknown argument '$1' (tools/web.sh [--serve [PORT] | --test])"
    ;;
esac
