#!/usr/bin/env python3
"""Runs one GoogleTest case of a self-contained test program, unless the same case of the
same program has passed before on this machine: ctest's launcher for the core's tests
(tests/CMakeLists.txt), so that CI after a session's own runs does not play the same
thousands of games again.

    run_unless_passed.py --results FOLDER --checkout ROOT PROGRAM [ARGUMENT...]

"The same" is a key made of: the program's code and data with its debug information and
build id left out (objcopy), so that a clone in another folder that linked the same objects
has the same key; every shared library it loads (ldd), by content; its arguments; and the
environment variables that change what a test does (the sanitizers', GoogleTest's, the
locale; a path inside the checkout ROOT in them counts by its place in the checkout and its
file's text). A pass is kept as an empty file named by the key in FOLDER; a failure is never
kept, so a failing case runs, and fails, every time. Only programs that read no file and
ask for nothing from the machine may run through it (the core's tests: each is a pure
function of its program). CRIBBAGE_RUN_EVERY_TEST=1 runs every case whatever was kept.
A command that is not one case (--gtest_list_tests) runs as it is.
"""

import hashlib
import os
import re
import subprocess
import sys
import tempfile

USAGE = "usage: run_unless_passed.py --results FOLDER --checkout ROOT PROGRAM [ARGUMENT...]"
KEY_VERSION = "1"
# The passes kept: the oldest go first beyond this many.
MOST_KEPT = 50_000
# The variables that can change what a case does or whether it passes.
ENVIRONMENT = re.compile(r"^(ASAN|UBSAN|LSAN|TSAN|MSAN|GTEST)_|^(LANG|LANGUAGE|TZ)$|^LC_")


def file_digest(path):
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def code_digest(program):
    """The program without its debug sections and build id: what runs."""
    with tempfile.TemporaryDirectory() as folder:
        stripped = os.path.join(folder, "program")
        subprocess.run(["objcopy", "--strip-debug", "--remove-section=.note.gnu.build-id",
                        "--remove-section=.gnu_debuglink", program, stripped],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return file_digest(stripped)


def libraries_of(program):
    """The shared libraries the program loads, as ldd resolves them."""
    listed = subprocess.run(["ldd", program], check=True, capture_output=True, text=True).stdout
    libraries = []
    for line in listed.splitlines():
        found = re.search(r"=>\s*(/\S+)", line) or re.match(r"\s*(/\S+)", line)
        if found:
            libraries.append(found.group(1))
    return sorted(set(libraries))


def program_digest(program):
    """The program's code and its libraries' contents, worked out once for each build of the
    program and kept beside it (PROGRAM.run-key, newer than the program)."""
    kept = program + ".run-key"
    try:
        if os.path.getmtime(kept) >= os.path.getmtime(program):
            with open(kept, encoding="ascii") as file:
                return file.read().strip()
    except OSError:
        pass
    digest = hashlib.sha256(code_digest(program).encode())
    for library in libraries_of(program):
        digest.update(library.encode() + b"\0" + file_digest(library).encode())
    value = digest.hexdigest()
    try:
        with tempfile.NamedTemporaryFile("w", dir=os.path.dirname(program), delete=False,
                                         encoding="ascii") as file:
            file.write(value + "\n")
        os.replace(file.name, kept)
    except OSError:
        pass
    return value


def without_checkout(value, root):
    """`value` with each path inside the checkout written relative to it, with the digest of
    the file it names (a sanitizer's suppressions: their text counts, not where the clone is)."""
    def relative(found):
        path = found.group(0)
        mark = os.path.relpath(path, root)
        if os.path.isfile(path):
            mark += "#" + file_digest(path)
        return "<checkout>/" + mark
    return re.sub(re.escape(root.rstrip("/")) + r"/[^:,;\s]*", relative, value)


def case_key(program, arguments, root):
    digest = hashlib.sha256(KEY_VERSION.encode())
    digest.update(program_digest(program).encode())
    for argument in arguments:
        digest.update(b"\0argument\0" + argument.encode())
    for name in sorted(name for name in os.environ if ENVIRONMENT.search(name)):
        digest.update(f"\0{name}={without_checkout(os.environ[name], root)}".encode())
    return digest.hexdigest()


def keep_pass(results, key):
    try:
        os.makedirs(results, exist_ok=True)
        with open(os.path.join(results, key), "w", encoding="ascii"):
            pass
        # The folder is pruned now and then (one pass in 256), not at every pass.
        if not key.startswith("00"):
            return
        kept = os.listdir(results)
        if len(kept) > MOST_KEPT:
            kept.sort(key=lambda name: os.path.getmtime(os.path.join(results, name)))
            for name in kept[:len(kept) - MOST_KEPT]:
                os.remove(os.path.join(results, name))
    except OSError:
        pass  # a folder that cannot be written only means running again next time


def main(arguments):
    if len(arguments) < 5 or arguments[0] != "--results" or arguments[2] != "--checkout":
        print(USAGE, file=sys.stderr)
        return 2
    results, root = arguments[1], arguments[3]
    program, program_arguments = arguments[4], arguments[5:]
    one_case = any(argument.startswith("--gtest_filter=") for argument in program_arguments)
    if not one_case or os.environ.get("CRIBBAGE_RUN_EVERY_TEST") == "1":
        return subprocess.call([program, *program_arguments])
    try:
        key = case_key(program, program_arguments, root)
    except (OSError, subprocess.CalledProcessError) as error:
        print(f"run_unless_passed.py: no key ({error}); running the case", file=sys.stderr)
        return subprocess.call([program, *program_arguments])
    if os.path.exists(os.path.join(results, key)):
        os.utime(os.path.join(results, key))
        print(f"Passed before with the same program, libraries, arguments and environment "
              f"(key {key[:16]}): not run again. CRIBBAGE_RUN_EVERY_TEST=1 runs it.")
        return 0
    status = subprocess.call([program, *program_arguments])
    if status == 0:
        keep_pass(results, key)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
