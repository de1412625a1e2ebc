#!/usr/bin/env bash
# CI: ThreadSanitizer (the tsan preset: Clang, -O1) on what runs on more than one thread: the
# table's tests in which the computer decides on its worker thread (QtConcurrent) through
# whole games, and simulate with two threads. tests/tsan.supp says what is suppressed and
# why. The QML tests are not run here: Qt Quick's own threads in Debian's uninstrumented Qt
# are reported against each other, which no suppression could hide without hiding ours.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset tsan
cmake --build --preset tsan --target cribbage-cli test_ui
ctest --preset tsan -R '^(test_game_session|test_hints)$'
TSAN_OPTIONS="halt_on_error=1:ignore_noninstrumented_modules=1:suppressions=$PWD/tests/tsan.supp" \
  build/tsan/cli/cribbage-cli simulate --games 200 --seed 7 --p1 easy --p2 greedy --threads 2 \
  >/dev/null
echo "simulate --threads 2 under ThreadSanitizer: no report"
