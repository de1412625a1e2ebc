#!/usr/bin/env bash
# Builds the libFuzzer targets (the sanitize preset: Clang, AddressSanitizer,
# UndefinedBehaviorSanitizer) and runs each for SECONDS (default 60) from its seed corpus in
# fuzz/corpus/, as many at once as the machine has cores. Fails on a crash, a hang (one input
# running over 10 s), a leak or any sanitizer report; the input that did it is kept in
# build/sanitize/fuzz/artifacts/.
#   scripts/fuzz.sh [SECONDS] [TARGET...]      (targets: fuzz_save_file fuzz_engine_line
#                                                fuzz_cards fuzz_settings fuzz_game_record;
#                                                default all)
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(fuzz_save_file fuzz_engine_line fuzz_cards fuzz_settings fuzz_game_record)
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
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# One fuzzer; new inputs go to a scratch folder, the committed corpus is only read.
fuzz() {
  local target=$1 scratch status=0
  scratch=$(mktemp -d)
  "build/sanitize/fuzz/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -print_funcs=0 -artifact_prefix="$artifacts/$target-" "$scratch" \
    "fuzz/corpus/${target#fuzz_}" || status=$?
  rm -rf "$scratch"
  return "$status"
}

# As many fuzzers at once as the machine has cores, each one's output printed whole once it
# has ended.
batch=$(nproc)
for ((first = 0; first < ${#targets[@]}; first += batch)); do
  running=("${targets[@]:first:batch}")
  pids=()
  for target in "${running[@]}"; do
    fuzz "$target" >"$logs/$target.log" 2>&1 &
    pids+=($!)
  done
  failed=()
  for i in "${!running[@]}"; do
    target=${running[$i]}
    status=0
    wait "${pids[$i]}" || status=$?
    echo "== $target: $seconds s"
    cat "$logs/$target.log"
    if [ "$status" -ne 0 ]; then
      failed+=("$target")
    fi
  done
  if [ ${#failed[@]} -gt 0 ]; then
    echo "${failed[*]} failed: the input is in $artifacts/" >&2
    exit 1
  fi
done
