#!/usr/bin/env python3
"""tests/run_unless_passed.py: a case runs unless the same case of the same program passed
before; a failure is never kept; anything that could change the outcome runs it again.

    test_run_unless_passed.py PATH/TO/run_unless_passed.py

The programs are copies of the system's `true` and `false`, which take any arguments, and of
`echo`, which prints them.
"""

import contextlib
import importlib.util
import io
import os
import shutil
import sys
import tempfile
import time
import unittest
from unittest import mock

LAUNCHER = sys.argv.pop(1)
spec = importlib.util.spec_from_file_location("run_unless_passed", LAUNCHER)
launcher = importlib.util.module_from_spec(spec)
spec.loader.exec_module(launcher)

TRUE = shutil.which("true")
FALSE = shutil.which("false")
ECHO = shutil.which("echo")


class RunUnlessPassedTest(unittest.TestCase):
    def setUp(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.folder = folder.name
        self.results = os.path.join(self.folder, "passes")
        self.checkout = os.path.join(self.folder, "checkout")
        os.makedirs(os.path.join(self.checkout, "tests"))
        self.program = os.path.join(self.folder, "test_program")
        self.install(TRUE)
        environment = {name: value for name, value in os.environ.items()
                       if not launcher.ENVIRONMENT.search(name)}
        environment.pop("CRIBBAGE_RUN_EVERY_TEST", None)
        patcher = mock.patch.dict(os.environ, environment, clear=True)
        patcher.start()
        self.addCleanup(patcher.stop)

    def install(self, program):
        """Puts `program` in place of the test program, newer than what was there."""
        shutil.copyfile(program, self.program)
        os.chmod(self.program, 0o755)
        later = time.time() + len(os.listdir(self.folder))
        os.utime(self.program, (later, later))

    def run_case(self, case="Suite.Case", checkout=None):
        """The launcher's exit status and whether it ran the program (it says when it did not)."""
        return self.launch(["--checkout", checkout or self.checkout, self.program,
                            f"--gtest_filter={case}"])

    def launch(self, arguments):
        said = io.StringIO()
        with contextlib.redirect_stdout(said):
            status = launcher.main(["--results", self.results, *arguments])
        return status, "not run again" not in said.getvalue()

    def write(self, path, text):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)

    def test_a_pass_is_kept_and_the_case_not_run_again(self):
        self.assertEqual(self.run_case(), (0, True))
        self.assertEqual(len(os.listdir(self.results)), 1)
        self.assertEqual(self.run_case(), (0, False))

    def test_another_case_runs(self):
        self.run_case()
        self.assertEqual(self.run_case("Suite.Other"), (0, True))

    def test_a_failure_is_never_kept(self):
        self.install(FALSE)
        self.assertEqual(self.run_case(), (1, True))
        self.assertEqual(self.run_case(), (1, True))
        self.assertFalse(os.path.exists(self.results) and os.listdir(self.results))

    def test_a_changed_program_runs_again(self):
        self.run_case()
        self.install(FALSE)
        self.assertEqual(self.run_case(), (1, True))

    def test_a_changed_environment_runs_again(self):
        self.run_case()
        os.environ["ASAN_OPTIONS"] = "detect_leaks=0"
        self.assertEqual(self.run_case(), (0, True))
        os.environ["CRIBBAGE_RUN_EVERY_TEST"] = "1"
        del os.environ["ASAN_OPTIONS"]
        self.assertEqual(self.run_case(), (0, True))

    def test_suppressions_count_by_their_text_not_their_clone(self):
        other = os.path.join(self.folder, "another-clone")
        for checkout in (self.checkout, other):
            os.makedirs(os.path.join(checkout, "tests"), exist_ok=True)
            with open(os.path.join(checkout, "tests", "lsan.supp"), "w", encoding="utf-8") as file:
                file.write("leak:QQuickPixmap::load\n")
        os.environ["LSAN_OPTIONS"] = f"suppressions={self.checkout}/tests/lsan.supp:verbosity=0"
        self.assertEqual(self.run_case(), (0, True))
        os.environ["LSAN_OPTIONS"] = f"suppressions={other}/tests/lsan.supp:verbosity=0"
        self.assertEqual(self.run_case(checkout=other), (0, False))
        with open(os.path.join(other, "tests", "lsan.supp"), "w", encoding="utf-8") as file:
            file.write("")
        self.assertEqual(self.run_case(checkout=other), (0, True))

    def test_a_whole_run_is_kept_with_its_arguments(self):
        run = ["--checkout", self.checkout, "--whole-runs", self.program, "-input", "a.qml"]
        self.assertEqual(self.launch(run), (0, True))
        self.assertEqual(self.launch(run), (0, False))
        self.assertEqual(self.launch(run[:-1] + ["b.qml"]), (0, True))

    def test_a_run_that_prints_a_failing_line_fails_and_is_not_kept(self):
        self.install(ECHO)
        run = ["--checkout", self.checkout, "--whole-runs", "--fail-on", "^QWARN", self.program]
        self.assertEqual(self.launch(run + ["QWARN : x"]), (1, True))
        self.assertEqual(self.launch(run + ["PASS : x"]), (0, True))
        self.assertEqual(len(os.listdir(self.results)), 1)
        self.assertEqual(self.launch(run + ["QWARN : x"]), (1, True))

    def test_what_the_test_reads_counts_by_its_content_not_its_clone(self):
        other = os.path.join(self.folder, "another-clone")
        for checkout in (self.checkout, other):
            self.write(os.path.join(checkout, "tests", "qml", "tst_a.qml"), "TestCase {}\n")
            self.write(os.path.join(checkout, "docs", "cli.md"), "# cribbage-cli\n")
        def run(checkout):
            os.environ["CRIBBAGE_TEST_CLI_MD"] = os.path.join(checkout, "docs", "cli.md")
            return self.launch(["--checkout", checkout, "--input",
                                os.path.join(checkout, "tests", "qml"), "--whole-runs",
                                self.program, "-input",
                                os.path.join(checkout, "tests", "qml", "tst_a.qml")])
        self.assertEqual(run(self.checkout), (0, True))
        self.assertEqual(run(other), (0, False))
        self.write(os.path.join(other, "tests", "qml", "Helper.qml"), "Item {}\n")
        self.assertEqual(run(other), (0, True))
        self.write(os.path.join(other, "docs", "cli.md"), "# cribbage-cli, changed\n")
        self.assertEqual(run(other), (0, True))
        self.write(os.path.join(other, "tests", "qml", "tst_a.qml"), "TestCase { id: a }\n")
        self.assertEqual(run(other), (0, True))
        self.assertEqual(run(other), (0, False))

    def test_a_program_the_test_starts_counts_by_its_code(self):
        started = os.path.join(self.checkout, "build", "cli", "cribbage-cli")
        os.makedirs(os.path.dirname(started))
        shutil.copyfile(TRUE, started)
        os.environ["CRIBBAGE_TEST_CLI"] = started
        self.assertEqual(self.run_case(), (0, True))
        self.assertEqual(self.run_case(), (0, False))
        shutil.copyfile(FALSE, started)
        later = time.time() + 10
        os.utime(started, (later, later))
        self.assertEqual(self.run_case(), (0, True))

    def test_a_command_that_is_not_one_case_always_runs(self):
        said = io.StringIO()
        with contextlib.redirect_stdout(said):
            for _ in range(2):
                self.assertEqual(launcher.main(["--results", self.results, "--checkout",
                                                self.checkout, self.program,
                                                "--gtest_list_tests"]), 0)
        self.assertFalse(os.path.exists(self.results))


if __name__ == "__main__":
    unittest.main()
