#!/usr/bin/env python3
"""scripts/clang_tidy_cached.py checks again exactly what changed: on a small checkout of its
own, a finding put into a header the cache holds as clean, into a changed source file, or
uncovered by taking away its NOLINT is found in the next (warm) run; an unchanged file is
not checked again, in this folder or in a clone of it elsewhere; a damaged or unwritable
cache only means checking again. The files of one target are checked together, and a
finding in one of them, or files that do not compile together, are reported as the files
alone would be; the files of a unity build are checked as themselves.

  test_clang_tidy_cached.py SCRIPT
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

SCRIPT = None

CONFIG = "Checks: '-*,bugprone-integer-division'\nWarningsAsErrors: ''\n"
HEADER = "#pragma once\ninline int half(int value) { return value / 2; }\n"
# Integer division whose result is used as a floating-point value: bugprone-integer-division.
FINDING = "inline double ratio(int a, int b) { return 1.0 * (a / b); }\n"
SOURCE_A = '#include "shared.h"\nint a() { return half(4); }\n'
SOURCE_B = "int b() { return 2; }\n"


class Checkout:
    def __init__(self, root):
        self.root = root

    def write(self, name, text):
        with open(os.path.join(self.root, name), "w", encoding="utf-8") as handle:
            handle.write(text)

    def append(self, name, text):
        with open(os.path.join(self.root, name), "a", encoding="utf-8") as handle:
            handle.write(text)

    def make(self):
        os.makedirs(os.path.join(self.root, "build"), exist_ok=True)
        self.write(".clang-tidy", CONFIG)
        self.write("shared.h", HEADER)
        self.write("a.cpp", SOURCE_A)
        self.write("b.cpp", SOURCE_B)
        self.write_database()

    def write_database(self, targets=None):
        """targets: each file's target (default: a.cpp and b.cpp, each a target of its own)."""
        targets = targets or {"a.cpp": "a", "b.cpp": "b"}
        build = os.path.join(self.root, "build")
        database = [
            {"directory": build, "file": os.path.join(self.root, name),
             "command": f"clang++ -std=c++20 -I{self.root} -o {target}.dir/{name}.o "
                        f"-c {os.path.join(self.root, name)}"}
            for name, target in targets.items()
        ]
        with open(os.path.join(build, "compile_commands.json"), "w", encoding="utf-8") as handle:
            json.dump(database, handle)

    def lint(self, cache, tidy="clang-tidy"):
        run = subprocess.run(
            [sys.executable, SCRIPT, "-p", os.path.join(self.root, "build"), "-j", "2",
             "--cache", cache, "--root", self.root, f"--clang-tidy={tidy}",
             f"--header-filter=^{self.root}/", r"\.cpp$"],
            cwd=self.root, capture_output=True, text=True)
        summary = re.search(r"clang-tidy: (\d+) files checked, (\d+) known clean", run.stdout)
        assert summary, run.stdout + run.stderr
        findings = sorted(set(re.findall(r"^/\S*?([^/\s]+):\d+:\d+: warning: .*\]$",
                                         run.stdout, re.MULTILINE)))
        return int(summary.group(1)), int(summary.group(2)), findings, run


class CheckoutTest(unittest.TestCase):
    """A small checkout and a cache folder of its own, in a folder deleted afterwards."""

    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="tidy-cache-test-")
        self.cache = os.path.join(self.folder, "cache")
        self.checkout = Checkout(os.path.join(self.folder, "checkout"))
        os.makedirs(self.checkout.root)
        self.checkout.make()

    def tearDown(self):
        shutil.rmtree(self.folder, ignore_errors=True)


class ClangTidyCacheTest(CheckoutTest):

    def test_a_warm_run_checks_only_what_changed(self):
        self.assertEqual(self.checkout.lint(self.cache)[:3], (2, 0, []))
        self.assertEqual(self.checkout.lint(self.cache)[:3], (0, 2, []))

        # A finding in the header, which the cache holds as clean in a.cpp's key.
        self.checkout.append("shared.h", FINDING)
        checked, known, findings, _ = self.checkout.lint(self.cache)
        self.assertEqual((checked, known, findings), (1, 1, ["shared.h"]))
        # A file with a finding is never remembered: it is checked, and found, again.
        self.assertEqual(self.checkout.lint(self.cache)[:3], (1, 1, ["shared.h"]))

        self.checkout.write("shared.h", HEADER)
        self.assertEqual(self.checkout.lint(self.cache)[:3], (0, 2, []))

        # A finding in a changed source file.
        self.checkout.append("b.cpp", FINDING)
        self.assertEqual(self.checkout.lint(self.cache)[:3], (1, 1, ["b.cpp"]))

    def test_taking_away_a_nolint_comment_checks_the_file_again(self):
        self.checkout.append("b.cpp", FINDING.replace("\n", "  // NOLINT\n"))
        self.assertEqual(self.checkout.lint(self.cache)[:3], (2, 0, []))
        self.checkout.write("b.cpp", SOURCE_B + FINDING)
        self.assertEqual(self.checkout.lint(self.cache)[:3], (1, 1, ["b.cpp"]))

    def test_a_changed_configuration_checks_every_file_again(self):
        self.checkout.lint(self.cache)
        self.checkout.write(".clang-tidy", CONFIG.replace("integer-division", "*"))
        self.assertEqual(self.checkout.lint(self.cache)[:2], (2, 0))

    def test_a_clone_in_another_folder_shares_the_cache(self):
        self.checkout.lint(self.cache)
        clone = Checkout(os.path.join(self.folder, "elsewhere", "clone"))
        shutil.copytree(self.checkout.root, clone.root)
        clone.write_database()
        self.assertEqual(clone.lint(self.cache)[:3], (0, 2, []))

    def test_a_damaged_cache_only_means_checking_again(self):
        self.checkout.lint(self.cache)
        for folder, _, names in os.walk(self.cache):
            for name in names:
                with open(os.path.join(folder, name), "wb") as handle:
                    handle.write(b"\xff\x00 damaged")
        self.assertEqual(self.checkout.lint(self.cache)[:3], (2, 0, []))
        self.assertEqual(self.checkout.lint(self.cache)[:3], (0, 2, []))

    def test_an_unwritable_cache_checks_every_file(self):
        blocked = os.path.join(self.folder, "a-file")
        with open(blocked, "w", encoding="utf-8") as handle:
            handle.write("not a folder")
        checked, known, findings, run = self.checkout.lint(os.path.join(blocked, "cache"))
        self.assertEqual((checked, known, findings, run.returncode), (2, 0, [], 0))
        self.assertIn("checking every file", run.stderr)


class BatchTest(CheckoutTest):
    """Three files of one target, checked as one translation unit; a batch with a finding as
    its two halves, down to single files."""

    MEMBERS = {"a.cpp": "lib", "b.cpp": "lib", "c.cpp": "lib"}

    def setUp(self):
        super().setUp()
        self.checkout.write("c.cpp", "int c() { return 3; }\n")
        self.checkout.write_database(self.MEMBERS)

    def test_a_clean_batch_is_remembered_whole(self):
        self.assertEqual(self.checkout.lint(self.cache)[:3], (3, 0, []))
        self.assertEqual(self.checkout.lint(self.cache)[:3], (0, 3, []))

    def test_a_clone_in_another_folder_shares_the_batch(self):
        self.checkout.lint(self.cache)
        clone = Checkout(os.path.join(self.folder, "elsewhere", "clone"))
        shutil.copytree(self.checkout.root, clone.root)
        clone.write_database(self.MEMBERS)
        self.assertEqual(clone.lint(self.cache)[:3], (0, 3, []))

    def test_a_finding_in_one_file_is_reported_for_that_file_alone(self):
        self.checkout.lint(self.cache)
        self.checkout.append("b.cpp", FINDING)
        checked, known, findings, run = self.checkout.lint(self.cache)
        self.assertEqual((checked, known, findings), (3, 0, ["b.cpp"]))
        self.assertEqual(len(re.findall(r"warning: .*\]$", run.stdout, re.MULTILINE)), 1)
        # The batch is not clean: its files are checked alone, the clean ones from the cache.
        self.assertEqual(self.checkout.lint(self.cache)[:3], (1, 2, ["b.cpp"]))

    def test_the_clean_half_of_a_batch_with_a_finding_is_not_checked_file_by_file(self):
        self.checkout.write("d.cpp", "int d() { return 4; }\n" + FINDING)
        self.checkout.write_database(dict(self.MEMBERS, **{"d.cpp": "lib"}))
        # clang-tidy, each file it is given written to a log.
        log = os.path.join(self.folder, "tidy.log")
        tidy = os.path.join(self.folder, "logging-clang-tidy")
        with open(tidy, "w", encoding="utf-8") as handle:
            handle.write('#!/bin/sh\nfor argument; do case "$argument" in *.cpp) '
                         f'echo "${{argument##*/}}" >>{log};; esac; done\n'
                         'exec clang-tidy "$@"\n')
        os.chmod(tidy, 0o755)
        checked, known, findings, _ = self.checkout.lint(self.cache, tidy)
        self.assertEqual((checked, known, findings), (4, 0, ["d.cpp"]))
        with open(log, encoding="utf-8") as handle:
            alone = sorted(name for name in handle.read().split() if not name.startswith("batch-"))
        # The four, then a.cpp and b.cpp together (clean), then c.cpp and d.cpp, then each.
        self.assertEqual(alone, ["c.cpp", "d.cpp"])
        self.assertEqual(self.checkout.lint(self.cache)[:3], (1, 3, ["d.cpp"]))

    def test_files_that_do_not_compile_together_are_checked_alone(self):
        # The same name at file scope in two files: one translation unit cannot hold both.
        self.checkout.write("b.cpp", "static int twice() { return 2; }\nint b() { return twice(); }\n")
        self.checkout.write("c.cpp", "static int twice() { return 4; }\nint c() { return twice(); }\n")
        checked, known, findings, run = self.checkout.lint(self.cache)
        self.assertEqual((checked, known, findings, run.returncode), (3, 0, [], 0))
        self.assertNotIn("redefinition", run.stdout)
        self.assertEqual(self.checkout.lint(self.cache)[:3], (0, 3, []))


class UnityBuildTest(CheckoutTest):
    """A unity build's file in the database stands for the files it includes: each is checked
    as a file of its target, and a finding in one is reported for it."""

    def setUp(self):
        super().setUp()
        unity = os.path.join(self.checkout.root, "build", "lib.dir", "Unity", "unity_0_cxx.cxx")
        os.makedirs(os.path.dirname(unity))
        with open(unity, "w", encoding="utf-8") as handle:
            handle.write("/* generated by CMake */\n\n"
                         + "".join(f'#include "{os.path.join(self.checkout.root, name)}"\n\n'
                                   for name in ("a.cpp", "b.cpp")))
        build = os.path.join(self.checkout.root, "build")
        database = [{"directory": build, "file": unity,
                     "command": f"clang++ -std=c++20 -I{self.checkout.root} "
                                f"-o lib.dir/Unity/unity_0_cxx.cxx.o -c {unity}"}]
        with open(os.path.join(build, "compile_commands.json"), "w", encoding="utf-8") as handle:
            json.dump(database, handle)

    def test_each_file_of_a_unity_build_is_checked(self):
        self.assertEqual(self.checkout.lint(self.cache)[:3], (2, 0, []))
        self.checkout.append("b.cpp", FINDING)
        checked, known, findings, _ = self.checkout.lint(self.cache)
        self.assertEqual((checked, known, findings), (2, 0, ["b.cpp"]))
        self.assertEqual(self.checkout.lint(self.cache)[:3], (1, 1, ["b.cpp"]))


if __name__ == "__main__":
    SCRIPT = os.path.abspath(sys.argv.pop(1))
    unittest.main()
