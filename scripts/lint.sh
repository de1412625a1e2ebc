#!/usr/bin/env bash
# What a reviewer would check beyond the tests: the C++ is formatted by .clang-format,
# clang-tidy (.clang-tidy) finds nothing, and qmllint warns no more often than the number in
# .qmllint-baseline. Reads the release build (scripts/build.sh): clang-tidy its
# compile_commands.json, qmllint its QML modules. Exits 1 if any check fails.
set -euo pipefail
cd "$(dirname "$0")/.."

# The files checked are the tracked ones: without git's view of them nothing can be linted.
# git says why it has none: not installed, not a checkout, or (in a container whose checkout
# another user owns) "dubious ownership", which safe.directory answers.
if ! git_says=$(git rev-parse --is-inside-work-tree 2>&1); then
    echo "lint.sh: the tracked files it checks come from git ls-files, and git cannot list" \
        "them in $(pwd): ${git_says}" >&2
    echo "lint.sh: clone the repository, or install git before checking out" >&2
    exit 1
fi

# The folders whose .cpp files, and the headers in them, clang-tidy checks: all of the project's.
tidy_dirs=(core cli bench tools app ui packaging tests/core tests/cli tests/ui tests/qml)

build=build/release
qmllint=/usr/lib/qt6/bin/qmllint
jobs=2
root=$(pwd)
failed=0

section() {
    echo "== $1"
    SECONDS=0
}

section "clang-format"
if git ls-files -z '*.cpp' '*.h' | xargs -0 clang-format --dry-run -Werror; then
    echo "clang-format: every tracked C++ file is formatted (${SECONDS} s)"
else
    echo "clang-format: the files above need clang-format -i"
    failed=1
fi
echo

section "clang-tidy on ${tidy_dirs[*]}"
if [ ! -f "$build/compile_commands.json" ]; then
    cmake --preset release >/dev/null
fi
dirs=$(IFS='|' && echo "${tidy_dirs[*]}")
tidy_log=$build/clang-tidy.log
tidy_status=0
# Each file's clean result is kept in the cache folder, and the file is checked again only
# when it, a header it includes, its flags, .clang-tidy or clang-tidy change.
cache=${CRIBBAGE_CACHE_DIR:-${XDG_CACHE_HOME:-${HOME:-$(getent passwd "$(id -u)" | cut -d: -f6)}/.cache}/cribbage}/clang-tidy
python3 scripts/clang_tidy_cached.py -j "$jobs" -p "$build" --cache "$cache" \
    --header-filter="^$root/($dirs)/" "^$root/($dirs)/.*\.cpp$" >"$tidy_log" 2>&1 ||
    tidy_status=$?
tail -n 1 "$tidy_log"
# A header is checked once for every file that includes it: each finding is listed once.
findings=$(sed 's/\x1b\[[0-9;]*m//g' "$tidy_log" |
    grep -E '^/.*:[0-9]+:[0-9]+: (warning|error): .*\]$' | sort -u || true)
finding_count=$(printf '%s' "$findings" | grep -c . || true)
if [ -n "$findings" ]; then
    echo "$findings"
fi
echo "clang-tidy: $finding_count findings (${SECONDS} s; the whole output is in $tidy_log)"
if [ "$finding_count" -gt 0 ] || [ "$tidy_status" -ne 0 ]; then
    failed=1
fi
echo

section "qmllint"
if [ ! -f "$build/qml/Cribbage/Ui/qmldir" ] || [ ! -f "$build/qml/Cribbage/Table/qmldir" ]; then
    echo "qmllint: the QML modules are not built yet: run scripts/build.sh first"
    exit 1
fi
# The build's resource files tell qmllint which module each source file belongs to.
resources=()
for qrc in "$build"/qml/.rcc/*.qrc "$build"/ui/.rcc/*.qrc; do
    resources+=(--resource "$qrc")
done
mapfile -t qml_files < <(git ls-files '*.qml')
baseline=$(grep -v '^#' .qmllint-baseline)
qml_log=$build/qmllint.log
"$qmllint" -I "$build/qml" "${resources[@]}" "${qml_files[@]}" >"$qml_log" 2>&1 || true
warning_count=$(grep -c '^Warning: ' "$qml_log" || true)
echo "qmllint: $warning_count warnings in ${#qml_files[@]} files, at most $baseline allowed" \
    "(${SECONDS} s; the warnings are in $qml_log)"
if [ "$warning_count" -gt "$baseline" ]; then
    grep '^Warning: ' "$qml_log"
    echo "qmllint: more warnings than .qmllint-baseline allows: fix the new ones"
    failed=1
elif [ "$warning_count" -lt "$baseline" ]; then
    echo "qmllint: fewer warnings than the baseline: lower .qmllint-baseline to $warning_count"
fi

exit "$failed"
