#!/usr/bin/env bash
# The nearest this Linux machine comes to Windows and macOS (packaging/README.md says what it
# does and does not show): the core, cribbage-cli and their tests
#   mingw:  cross-built for Windows with MinGW-w64 and run under wine (the mingw-w64 preset),
#   libcxx: built by Clang 16 against libc++ 16, Apple Clang's standard library (the libcxx
#           preset; libc++ 14 lacks std::ranges::sort, 15 has it only behind
#           -fexperimental-library: Apple Clang 15, Xcode 15, is the one to match).
# GoogleTest is built from Debian's sources for each, as the system's library is built for
# Linux's libstdc++. Not run by .ci/run: it needs packages CI does not install
# (g++-mingw-w64-x86-64-posix, wine, clang-16, libc++-16-dev, libc++abi-16-dev).
# Usage: scripts/ci-portability.sh [mingw|libcxx]...   (both when none is named)
set -euo pipefail
cd "$(dirname "$0")/.."

# build_googletest <deps folder> <cmake arguments...>: GoogleTest from /usr/src/googletest,
# installed into the folder the preset searches.
build_googletest() {
  local deps=$1
  shift
  if [[ ! -f $deps/lib/cmake/GTest/GTestConfig.cmake ]]; then
    cmake -S /usr/src/googletest -B "$deps/googletest-build" -G Ninja \
      -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PWD/$deps" "$@"
    cmake --build "$deps/googletest-build" -j2
    cmake --install "$deps/googletest-build"
  fi
}

mingw() {
  local deps=build/mingw-w64-deps
  # The header-only libraries, where a search confined to the Windows tree finds them.
  mkdir -p "$deps/include" "$deps/share/cmake"
  cp -r /usr/include/nlohmann /usr/include/CLI "$deps/include/"
  cp -r /usr/share/cmake/nlohmann_json /usr/share/cmake/CLI11 "$deps/share/cmake/"
  build_googletest "$deps" -DCMAKE_TOOLCHAIN_FILE="$PWD/cmake/toolchains/mingw-w64.cmake"
  export WINEDEBUG=-all WINEPREFIX="$PWD/build/wine-prefix"
  # One wine server for every test (and the test discovery at build time), not one each.
  wineserver -p || true  # fails when one is running already
  trap 'wineserver -k' EXIT
  # Wine's own background programs start with the first Windows program and keep its output
  # open: started here, not under the test discovery, which would wait for them and time out.
  wine cmd /c exit </dev/null >/dev/null 2>&1
  cmake --preset mingw-w64
  cmake --build --preset mingw-w64 -j2
  ctest --preset mingw-w64
}

libcxx() {
  build_googletest build/libcxx-deps -DCMAKE_C_COMPILER=clang-16 -DCMAKE_CXX_COMPILER=clang++-16 \
    -DCMAKE_CXX_FLAGS=-stdlib=libc++ -DCMAKE_EXE_LINKER_FLAGS=-stdlib=libc++
  cmake --preset libcxx
  cmake --build --preset libcxx -j2
  ctest --preset libcxx
}

for part in "${@:-mingw libcxx}"; do
  for step in $part; do
    "$step"
  done
done
