#!/usr/bin/env bash
# Installs the Debian 12 packages the build and the tests need, if any are missing.
set -euo pipefail

packages=(
  g++ cmake ninja-build
  # The compiler cache every build goes through where it is installed (cmake/Ccache.cmake)
  ccache
  # LLVM's linker, faster than GNU ld (cmake/Linker.cmake); the build uses GNU ld without it
  lld
  libgtest-dev libgmock-dev libbenchmark-dev
  nlohmann-json3-dev libcli11-dev
  # The Qt Quick game and its tests (Xvfb for screenshots of the window)
  qt6-base-dev qt6-declarative-dev qt6-declarative-dev-tools qt6-svg-dev libgl1-mesa-dev
  # The library of games: Qt SQL (its headers are qt6-base-dev's) and its SQLite driver
  libqt6sql6-sqlite
  qt6-tools-dev qt6-l10n-tools
  # Qt's own words (the dialogs' buttons) in the game's languages
  qt6-translations-l10n
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-window
  qml6-module-qtquick-layouts qml6-module-qtquick-templates qml6-module-qtquick-shapes
  qml6-module-qtqml-workerscript qml6-module-qttest qml6-module-qt-labs-settings
  qt6-qpa-plugins xvfb xauth
  # The accessible tree as a screen reader reads it over AT-SPI (ctest -R atspi_tree)
  at-spi2-core python3-pyatspi dbus
  # Linux: the X server's extensions choose the software scene graph (ui/src/scene_graph_backend.cpp)
  libxcb1-dev pkgconf
  # The Debian package (cpack -G DEB) and its checks: the desktop files, lintian (ctest -L packaging)
  dpkg-dev file desktop-file-utils appstream lintian
  # The Flatpak manifest, read by flatpak-builder as it would build it (ctest -R flatpak)
  flatpak-builder
  # The shell completions' checks: zsh and fish parse theirs (bash is always there)
  zsh fish
  # scripts/lint.sh: formatting, clang-tidy (its clean results kept by scripts/clang_tidy_cached.py),
  # and qmllint with the QtQml module's type information
  clang-format clang-tidy qml6-module-qtqml
  # The sanitizer and fuzzing builds (presets sanitize and tsan: Clang 14 and libFuzzer)
  clang libclang-rt-14-dev
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  sudo=(sudo)
fi
echo "Installing: ${missing[*]}"
"${sudo[@]}" apt-get update -q
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
