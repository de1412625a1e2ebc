#!/usr/bin/env bash
# Builds the libFuzzer targets (the sanitize preset: Clang, AddressSanitizer,
# UndefinedBehaviorSanitizer) and runs each for SECONDS (default 60) from its seed corpus in
# fuzz/corpus/. Fails on a crash, a hang (one input running over 10 s), a leak or any
# sanitizer report; the input that did it is kept in build/sanitize/fuzz/artifacts/.
#   scripts/fuzz.sh [SECONDS] [TARGET...]      (targets: fuzz_save_file fuzz_engine_line
#                                                fuzz_cards fuzz_settings; default all)
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(fuzz_save_file fuzz_engine_line fuzz_cards fuzz_settings)
fi

scripts/install-deps.sh
cmake --preset sanitize >/dev/null
cmake --build --preset sanitize --target "${targets[@]}"

export ASAN_OPTIONS=halt_on_error=1:abort_on_error=1:detect_leaks=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"
export QT_QPA_PLATFORM=offscreen
artifacts=build/sanitize/fuzz/artifacts
mkdir -p "$artifacts"
for target in "${targets[@]}"; do
  # New inputs go to a scratch folder; the committed corpus is only read.
  scratch=$(mktemp -d)
  echo "== $target: $seconds s"
  if ! "build/sanitize/fuzz/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -print_funcs=0 -artifact_prefix="$artifacts/$target-" "$scratch" \
    "fuzz/corpus/${target#fuzz_}"; then
    rm -rf "$scratch"
    echo "$target failed: the input is in $artifacts/" >&2
    exit 1
  fi
  rm -rf "$scratch"
done
