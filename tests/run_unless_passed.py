#!/usr/bin/env python3
"""Runs one test of a test program, unless the same test with the same inputs has passed
before on this machine: ctest's launcher for the project's tests (tests/CMakeLists.txt), so
that CI after a session's own runs does not play the same thousands of games, nor draw the
same windows, again.

    run_unless_passed.py --results FOLDER --checkout ROOT [--input PATH]... [--whole-runs]
                         [--fail-on REGEX] PROGRAM [ARGUMENT...]

"The same" is a key made of: the program's code and data with its debug information and
build id left out (objcopy), so that a clone in another folder that linked the same objects
has the same key; every shared library it loads (ldd), by content; its arguments; the
environment variables that change what a test does (the sanitizers', GoogleTest's, Qt's, the
locale, and CRIBBAGE_TEST_*, the files ctest tells a test to read); each --input, a file or a
folder the program reads without being told (a Quick Test's folder of QML); and Debian's
record of the installed packages (Qt's plugins and QML modules, the fonts). A path inside the
checkout ROOT, in an argument, a variable or an --input, counts by its place in the checkout
and its content: a program by its code and libraries as above, a folder by every file in it,
any other file by its text.

A test is one GoogleTest case (--gtest_filter=...; any other command of a GoogleTest program,
such as --gtest_list_tests, runs as it is), or with --whole-runs every run of the program (a
QtTest or Quick Test program, one ctest a run). A pass is kept as an empty file named by the
key in FOLDER; a failure is never kept, so a failing test runs, and fails, every time; with
--fail-on, a run whose output has a line matching REGEX is not kept as a pass either (ctest
fails it on the same expression). A program may run through it only if its outcome follows
from these inputs alone. CRIBBAGE_RUN_EVERY_TEST=1 runs every test whatever was kept.
"""

import hashlib
import os
import re
import subprocess
import sys
import tempfile

USAGE = ("usage: run_unless_passed.py --results FOLDER --checkout ROOT [--input PATH]... "
         "[--whole-runs] [--fail-on REGEX] PROGRAM [ARGUMENT...]")
KEY_VERSION = "2"
# The passes kept: the oldest go first beyond this many.
MOST_KEPT = 50_000
# The variables that can change what a case does or whether it passes.
ENVIRONMENT = re.compile(
    r"^(ASAN|UBSAN|LSAN|TSAN|MSAN|GTEST|QT|QSG|QML|QML2|CRIBBAGE_TEST)_|^(LANG|LANGUAGE|TZ)$|^LC_")
# What the system has installed, where Debian keeps it.
INSTALLED_PACKAGES = "/var/lib/dpkg/status"
ELF_MAGIC = b"\x7fELF"


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


def is_program(path):
    with open(path, "rb") as file:
        return file.read(len(ELF_MAGIC)) == ELF_MAGIC


def content_digest(path):
    """A program by its code and libraries, a folder by each file in it (with its name), any
    other file by its bytes."""
    if os.path.isdir(path):
        digest = hashlib.sha256()
        for folder, subfolders, names in os.walk(path):
            subfolders[:] = sorted(name for name in subfolders if name != "__pycache__")
            for name in sorted(name for name in names if not name.endswith(".run-key")):
                inside = os.path.join(folder, name)
                digest.update(os.path.relpath(inside, path).encode() + b"\0" +
                              content_digest(inside).encode())
        return digest.hexdigest()
    return program_digest(path) if is_program(path) else file_digest(path)


def without_checkout(value, root):
    """`value` with each path inside the checkout written relative to it, with the digest of
    what it names (a sanitizer's suppressions, a program a test starts: what they hold counts,
    not where the clone is)."""
    def relative(found):
        path = found.group(0)
        mark = os.path.relpath(path, root)
        if os.path.exists(path):
            mark += "#" + content_digest(path)
        return "<checkout>/" + mark
    return re.sub(re.escape(root.rstrip("/")) + r"/[^:,;\s]*", relative, value)


def case_key(program, arguments, root, inputs):
    digest = hashlib.sha256(KEY_VERSION.encode())
    digest.update(program_digest(program).encode())
    for argument in arguments:
        digest.update(b"\0argument\0" + without_checkout(argument, root).encode())
    for name in sorted(name for name in os.environ if ENVIRONMENT.search(name)):
        digest.update(f"\0{name}={without_checkout(os.environ[name], root)}".encode())
    for path in [*inputs, INSTALLED_PACKAGES]:
        digest.update(b"\0input\0" + input_mark(path, root).encode())
    return digest.hexdigest()


def input_mark(path, root):
    """An input as it counts in a key: inside the checkout as without_checkout writes it,
    elsewhere by its path and content."""
    mark = without_checkout(path, root)
    if mark == path:
        mark += "#" + (content_digest(path) if os.path.exists(path) else "absent")
    return mark


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


def parse(arguments):
    """(results, checkout, inputs, whole runs, the failing lines' expression or None, the
    command), or None for a command line it does not take."""
    if len(arguments) < 5 or arguments[0] != "--results" or arguments[2] != "--checkout":
        return None
    results, root = arguments[1], arguments[3]
    inputs, whole_runs, fail_on = [], False, None
    rest = arguments[4:]
    while rest and rest[0] in ("--input", "--whole-runs", "--fail-on"):
        if rest[0] == "--whole-runs":
            whole_runs, rest = True, rest[1:]
        elif len(rest) < 2:
            return None
        elif rest[0] == "--input":
            inputs.append(rest[1])
            rest = rest[2:]
        else:
            fail_on, rest = re.compile(rest[1]), rest[2:]
    if not rest:
        return None
    return results, root, inputs, whole_runs, fail_on, rest


def run(command, fail_on):
    """Runs the command; its exit status, or 1 where a line of its output matches fail_on
    (which it then copies to standard output as it comes)."""
    if fail_on is None:
        return subprocess.call(command)
    failing = False
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT) as child:
        for line in child.stdout:
            text = line.decode(errors="replace")
            sys.stdout.write(text)
            sys.stdout.flush()
            failing = failing or fail_on.search(text) is not None
    return child.returncode or (1 if failing else 0)


def main(arguments):
    parsed = parse(arguments)
    if parsed is None:
        print(USAGE, file=sys.stderr)
        return 2
    results, root, inputs, whole_runs, fail_on, command = parsed
    one_test = whole_runs or any(argument.startswith("--gtest_filter=") for argument in command)
    if not one_test or os.environ.get("CRIBBAGE_RUN_EVERY_TEST") == "1":
        return run(command, fail_on)
    try:
        key = case_key(command[0], command[1:], root, inputs)
    except (OSError, subprocess.CalledProcessError) as error:
        print(f"run_unless_passed.py: no key ({error}); running the test", file=sys.stderr)
        return run(command, fail_on)
    if os.path.exists(os.path.join(results, key)):
        os.utime(os.path.join(results, key))
        print(f"Passed before with the same program, inputs, arguments and environment "
              f"(key {key[:16]}): not run again. CRIBBAGE_RUN_EVERY_TEST=1 runs it.")
        return 0
    status = run(command, fail_on)
    if status == 0:
        keep_pass(results, key)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
