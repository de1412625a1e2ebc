#!/usr/bin/env bash
# CI: every fuzzer for a fixed short time from its seed corpus (scripts/fuzz.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/fuzz.sh "${CRIBBAGE_FUZZ_SECONDS:-60}"
