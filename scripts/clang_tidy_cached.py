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
KEY_VERSION = "1"
# Entries kept at the most; the least recently used go first.
MOST_ENTRIES = 20000

LINE_MARKER = re.compile(rb'^# \d+ "([^"]+)"', re.MULTILINE)


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
        return text.replace(self.root, "@ROOT@")

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


def preprocessor_arguments(arguments, preprocessor):
    """The compile command with the preprocessor in place of the compiler, writing to stdout:
    -E keeps the line markers (each header's path), -dD the macro definitions."""
    kept = [preprocessor]
    skip = False
    for argument in arguments[1:]:
        if skip:
            skip = False
        elif argument in ("-o", "-MF", "-MT", "-MQ"):
            skip = True
        elif argument in ("-c", "-MD", "-MMD") or argument.startswith("-o"):
            pass
        else:
            kept.append(argument)
    return kept + ["-E", "-dD", "-o", "-"]


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
        return [self.options.clang_tidy, "-quiet", "-p", self.options.build,
                f"-header-filter={self.options.header_filter}", entry["file"]]

    def key(self, entry):
        """The file's key, or None where the preprocessor fails (clang-tidy then says why)."""
        arguments = compile_arguments(entry)
        run = subprocess.run(preprocessor_arguments(arguments, self.preprocessor),
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
                sources.append(self.checkout.relative(path).encode() + b"\0" + handle.read())
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

    def check(self, entry):
        """(was checked, clang-tidy's output, clang-tidy's exit status)"""
        key = self.key(entry) if self.cache else None
        if key and self.known_clean(key):
            return False, "", 0
        run = subprocess.run(self.tidy_arguments(entry), cwd=entry["directory"],
                             capture_output=True, text=True)
        output = run.stdout + run.stderr
        if key and run.returncode == 0 and not re.search(r": (warning|error): ", output):
            self.remember_clean(key)
        return True, output, run.returncode

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
    for entry in database:
        path = os.path.normpath(os.path.join(entry["directory"], entry["file"]))
        if any(pattern.search(path) for pattern in patterns):
            entries.setdefault(path, dict(entry, file=path))
    checker = Checker(options, checkout)
    checked = known = failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
        for was_checked, output, status in pool.map(checker.check, sorted(entries.values(),
                                                                          key=lambda e: e["file"])):
            if was_checked:
                checked += 1
                sys.stdout.write(output)
            else:
                known += 1
            failed += status != 0
    if checker.cache:
        checker.prune()
    print(f"clang-tidy: {checked} files checked, {known} known clean from the cache"
          + ("" if checker.cache else " (no cache)"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
