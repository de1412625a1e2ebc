#!/usr/bin/env bash
# CI: the whole project and its whole test suite under AddressSanitizer and
# UndefinedBehaviorSanitizer (the sanitize preset: Clang, -O1, halt_on_error; LeakSanitizer
# suppresses only what Qt's own caches hold, tests/lsan.supp). The 12,994,800-combination
# checks (label exhaustive) are left to the optimised run of scripts/test.sh. The QML tests
# run apart: their stacks are unwound the slow way, through Qt's libraries, so that the
# suppressions see the names of Qt's caches.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset sanitize
cmake --build --preset sanitize
ctest --preset sanitize
ctest --preset sanitize-qml
