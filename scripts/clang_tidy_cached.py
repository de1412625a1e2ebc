#!/usr/bin/env python3
"""clang-tidy over a compile database, each file checked again only when what decides its
result has changed (scripts/lint.sh runs it; README, "What CI runs").

A file's result is decided by the file after preprocessing (every header it includes, Qt's
and the standard library's too, and the macros in force), the source of every file of the
checkout it reads (the preprocessor drops comments, and a NOLINT is a comment), its compile
flags, the .clang-tidy files that apply, the clang-tidy version and this script's own
arguments. Their hash is the file's key. A file that clang-tidy found clean is remembered
under its key in the cache folder; the next run skips it while its key is unchanged. A file
with a finding is never remembered, so it is checked, and its finding printed, every run. A
changed header changes the key of every file that includes it.

The files of one target that share their compile flags are checked together, up to
BATCH_FILES at a time, as one translation unit that includes them all: the headers they share
are parsed and searched once rather than once per file. A batch with no finding is clean, and
remembered under its key as a single file is. A batch with any finding, or one whose files
do not compile together, is checked again as its two halves, and so on down to single files;
only the single files' results are printed: a batch never reports what the files alone
would not. (What a batch cannot show is
a warning clang gives only in a translation unit's main file, such as an unused function:
GCC's build of every file alone, with the same warnings as errors, gives those.)

A unity build's file (CMake's Unity/unity_<n>_cxx.cxx, which includes a target's files) is
not checked as itself: each file it includes is, with its compile command.

The cache folder holds one small file per key. A damaged, missing or unwritable cache only
makes the run slower: an entry that does not read back as written is checked again.

  clang_tidy_cached.py -p BUILD [-j JOBS] [--cache DIR] [--header-filter RE] FILE_RE...

prints clang-tidy's output for every file it checks, then one line: how many files were
checked and how many were known clean; exits 1 if clang-tidy failed on any file.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

# Changed whenever what this script puts into a key changes, so that older entries are unused.
KEY_VERSION = "2"
# Entries kept at the most; the least recently used go first.
MOST_ENTRIES = 20000
# Files checked together as one translation unit at the most (see above). Most of a file's
# time is the headers it shares with the others of its target (Qt's, GoogleTest's), so a
# batch of a whole target costs little more than one file; measured on ui/src's 41 files
# from nothing, 126 s of processor time in batches of 8, 54 s in one.
BATCH_FILES = 48

LINE_MARKER = re.compile(rb'^# \d+ "([^"]+)"', re.MULTILINE)
# A file CMake writes for a unity build, and the files it includes.
UNITY_FILE = re.compile(r"/Unity/unity_\d+_[a-z]+\.[a-z]+$")
UNITY_MEMBER = re.compile(r'^#include "([^"]+)"', re.MULTILINE)


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("-p", dest="build", required=True, help="the folder of compile_commands.json")
    parser.add_argument("-j", dest="jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--cache", help="the cache folder (none: check every file)")
    parser.add_argument("--header-filter", default="", help="clang-tidy's -header-filter")
    parser.add_argument("--clang-tidy", default="clang-tidy", help="the clang-tidy program")
    parser.add_argument("--root", default=os.getcwd(), help="the checkout (default: here)")
    parser.add_argument("files", nargs="+", help="regular expressions of the files to check")
    return parser.parse_args()


def sha256(*parts):
    digest = hashlib.sha256()
    for part in parts:
        data = part if isinstance(part, bytes) else part.encode()
        digest.update(len(data).to_bytes(8, "little"))
        digest.update(data)
    return digest.hexdigest()


class Checkout:
    """Paths inside the checkout, written relative to it in a key, so that clones in other
    folders share the cache."""

    def __init__(self, root):
        self.root = os.path.realpath(root)

    def relative(self, text):
        # A batch's header filter holds its files' paths as a regular expression.
        return text.replace(re.escape(self.root), "@ROOT@").replace(self.root, "@ROOT@")

    def relative_bytes(self, data):
        return data.replace(self.root.encode(), b"@ROOT@")

    def holds(self, path):
        return os.path.realpath(path).startswith(self.root + os.sep)

    def tidy_configs(self, path):
        """The contents of the .clang-tidy files from the file's folder up to the checkout's."""
        configs = []
        folder = os.path.dirname(os.path.realpath(path))
        while folder.startswith(self.root):
            config = os.path.join(folder, ".clang-tidy")
            if os.path.isfile(config):
                with open(config, "rb") as handle:
                    configs.append(self.relative(config).encode() + b"\0" + handle.read())
            if folder == self.root:
                break
            folder = os.path.dirname(folder)
        return configs


def compile_arguments(entry):
    if "arguments" in entry:
        return list(entry["arguments"])
    return shlex.split(entry["command"])


def compile_flags(arguments, directory, source):
    """The compile command without the compiler, the source file and the output: what the
    files of one batch share."""
    kept = []
    skip = False
    for argument in arguments[1:]:
        if skip:
            skip = False
        elif argument in ("-o", "-MF", "-MT", "-MQ"):
            skip = True
        elif argument in ("-c", "-MD", "-MMD") or argument.startswith("-o"):
            pass
        elif os.path.normpath(os.path.join(directory, argument)) != source:
            kept.append(argument)
    return kept


def preprocessor_arguments(entry, preprocessor):
    """The compile command with the preprocessor in place of the compiler, writing to stdout:
    -E keeps the line markers (each header's path), -dD the macro definitions."""
    flags = compile_flags(compile_arguments(entry), entry["directory"], entry["file"])
    return [preprocessor, *flags, entry["file"], "-E", "-dD", "-o", "-"]


def database_entries(entry):
    """The entry with its file's path made absolute; for a unity build's file, an entry for
    each file it includes instead, with the same command."""
    path = os.path.normpath(os.path.join(entry["directory"], entry["file"]))
    if not UNITY_FILE.search(path):
        return [dict(entry, file=path)]
    with open(path, encoding="utf-8") as handle:
        members = UNITY_MEMBER.findall(handle.read())
    arguments = compile_arguments(entry)
    return [{"directory": entry["directory"], "file": os.path.normpath(member),
             "arguments": [member if os.path.normpath(os.path.join(entry["directory"], argument))
                           == path else argument for argument in arguments]}
            for member in members]


def object_target(arguments):
    """The folder of the target an object file is compiled for (CMake's <target>.dir)."""
    if "-o" not in arguments[:-1]:
        return ""
    output = arguments[arguments.index("-o") + 1]
    return output.split(".dir/")[0] if ".dir/" in output else os.path.dirname(output)


def batches(entries):
    """The entries, those of one target with the same flags grouped in batches of at most
    BATCH_FILES, each batch (a list of entries) in the order of its files; the batches with
    the most files first, so that the longest do not start last."""
    groups = {}
    for entry in sorted(entries, key=lambda e: e["file"]):
        arguments = compile_arguments(entry)
        flags = compile_flags(arguments, entry["directory"], entry["file"])
        group = (entry["directory"], object_target(arguments), arguments[0], tuple(flags))
        groups.setdefault(group, []).append(entry)
    work = []
    for members in groups.values():
        count = -(-len(members) // BATCH_FILES)
        size = -(-len(members) // count)
        work += [members[start:start + size] for start in range(0, len(members), size)]
    return sorted(work, key=lambda batch: (-len(batch), batch[0]["file"]))


class Checker:
    def __init__(self, options, checkout):
        self.options = options
        self.checkout = checkout
        version = subprocess.run([options.clang_tidy, "--version"], capture_output=True,
                                 text=True, check=True).stdout
        self.tidy_version = version
        major = re.search(r"version (\d+)", version)
        preprocessor = f"clang++-{major.group(1)}" if major else "clang++"
        if subprocess.run(["sh", "-c", f"command -v {preprocessor}"],
                          capture_output=True).returncode != 0:
            preprocessor = "clang++"
        self.preprocessor = preprocessor
        self.cache = self.usable_cache(options.cache)

    @staticmethod
    def usable_cache(folder):
        if not folder:
            return None
        try:
            os.makedirs(folder, exist_ok=True)
            probe = tempfile.NamedTemporaryFile(dir=folder, delete=True)
            probe.close()
            return folder
        except OSError as error:
            print(f"clang-tidy cache: {folder} cannot be written ({error.strerror}): "
                  "checking every file", file=sys.stderr)
            return None

    def tidy_arguments(self, entry):
        if "members" not in entry:
            return [self.options.clang_tidy, "-quiet", "-p", self.options.build,
                    f"-header-filter={self.options.header_filter}", entry["file"]]
        # The batch's own files are headers of its translation unit: their findings are shown.
        members = "|".join(re.escape(member["file"]) for member in entry["members"])
        header_filter = f"^({members})$"
        if self.options.header_filter:
            header_filter = f"({self.options.header_filter})|{header_filter}"
        flags = compile_arguments(entry)[1:-2]
        return [self.options.clang_tidy, "-quiet", f"-header-filter={header_filter}",
                entry["file"], "--", *flags]

    def batch_entry(self, members):
        """A compile command for one file that includes every member, written in the build."""
        first = members[0]
        arguments = compile_arguments(first)
        flags = compile_flags(arguments, first["directory"], first["file"])
        names = [self.checkout.relative(member["file"]) for member in members]
        path = os.path.join(self.options.build, "clang-tidy-batches",
                            f"batch-{sha256(*names)[:16]}.cpp")
        text = "".join(f'#include "{member["file"]}"  // NOLINT(bugprone-suspicious-include)\n'
                       for member in members)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        try:
            with open(path, encoding="utf-8") as handle:
                unchanged = handle.read() == text
        except OSError:
            unchanged = False
        if not unchanged:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)
        return {"directory": first["directory"], "file": path, "members": members,
                "arguments": [arguments[0], *flags, "-c", path]}

    def key(self, entry):
        """The file's key, or None where the preprocessor fails (clang-tidy then says why)."""
        arguments = compile_arguments(entry)
        run = subprocess.run(preprocessor_arguments(entry, self.preprocessor),
                             cwd=entry["directory"], capture_output=True)
        if run.returncode != 0:
            return None
        preprocessed = run.stdout
        sources = []
        seen = set()
        for match in LINE_MARKER.finditer(preprocessed):
            path = os.path.normpath(os.path.join(entry["directory"], match.group(1).decode()))
            if path in seen or not self.checkout.holds(path) or not os.path.isfile(path):
                continue
            seen.add(path)
            with open(path, "rb") as handle:
                sources.append(self.checkout.relative(path).encode() + b"\0" +
                               self.checkout.relative_bytes(handle.read()))
        sources.sort()
        configs = set()
        for path in seen | {entry["file"]}:
            configs.update(self.checkout.tidy_configs(path))
        relative = self.checkout.relative
        return sha256(
            KEY_VERSION,
            self.tidy_version,
            relative(" ".join(self.tidy_arguments(entry)[1:])),
            relative(" ".join(arguments)),
            relative(entry["directory"]),
            *sorted(configs),
            *sources,
            self.checkout.relative_bytes(preprocessed),
        )

    def entry_path(self, key):
        return os.path.join(self.cache, key[:2], key)

    def known_clean(self, key):
        try:
            with open(self.entry_path(key), encoding="ascii") as handle:
                clean = handle.read() == f"clean {key}\n"
            if clean:
                os.utime(self.entry_path(key))
            return clean
        except (OSError, UnicodeDecodeError):
            return False

    def remember_clean(self, key):
        path = self.entry_path(key)
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with tempfile.NamedTemporaryFile("w", dir=os.path.dirname(path), delete=False,
                                             encoding="ascii") as handle:
                handle.write(f"clean {key}\n")
            os.replace(handle.name, path)
        except OSError:
            pass

    def tidy(self, entry):
        """(clean, clang-tidy's output, clang-tidy's exit status), the clean result kept."""
        key = self.key(entry) if self.cache else None
        if key and self.known_clean(key):
            return None
        run = subprocess.run(self.tidy_arguments(entry), cwd=entry["directory"],
                             capture_output=True, text=True)
        output = run.stdout + run.stderr
        clean = run.returncode == 0 and not re.search(r": (warning|error): ", output)
        if key and clean:
            self.remember_clean(key)
        return clean, output, run.returncode

    def check(self, batch):
        """(files checked, files known clean, the output to print, files clang-tidy failed on)"""
        if len(batch) == 1:
            result = self.tidy(batch[0])
            if result is None:
                return 0, 1, "", 0
            return 1, 0, result[1], int(result[2] != 0)
        result = self.tidy(self.batch_entry(batch))
        if result is None:
            return 0, len(batch), "", 0
        if result[0]:
            return len(batch), 0, "", 0
        middle = (len(batch) + 1) // 2
        first, second = self.check(batch[:middle]), self.check(batch[middle:])
        return (first[0] + second[0], first[1] + second[1], first[2] + second[2],
                first[3] + second[3])

    def prune(self):
        """Keeps the MOST_ENTRIES most recently used entries."""
        entries = []
        for folder, _, names in os.walk(self.cache):
            for name in names:
                path = os.path.join(folder, name)
                try:
                    entries.append((os.stat(path).st_mtime, path))
                except OSError:
                    pass
        entries.sort(reverse=True)
        for _, path in entries[MOST_ENTRIES:]:
            try:
                os.remove(path)
            except OSError:
                pass


def main():
    options = parse_arguments()
    options.build = os.path.abspath(options.build)
    checkout = Checkout(options.root)
    with open(os.path.join(options.build, "compile_commands.json"), encoding="utf-8") as handle:
        database = json.load(handle)
    patterns = [re.compile(pattern) for pattern in options.files]
    entries = {}
    for entry in (each for listed in database for each in database_entries(listed)):
        if any(pattern.search(entry["file"]) for pattern in patterns):
            entries.setdefault(entry["file"], entry)
    checker = Checker(options, checkout)
    checked = known = failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
        for files_checked, files_known, output, files_failed in pool.map(
                checker.check, batches(entries.values())):
            checked += files_checked
            known += files_known
            failed += files_failed
            sys.stdout.write(output)
    if checker.cache:
        checker.prune()
    print(f"clang-tidy: {checked} files checked, {known} known clean from the cache"
          + ("" if checker.cache else " (no cache)"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
