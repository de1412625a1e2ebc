#!/usr/bin/env python3
"""cmake/run_generator.py: qmlcachegen's register declarations come out in one order, and
nothing else of any generator's output changes.

    test_run_generator.py PATH/TO/run_generator.py
"""

import importlib.util
import os
import stat
import sys
import tempfile
import textwrap
import unittest

LAUNCHER = sys.argv.pop(1)
spec = importlib.util.spec_from_file_location("run_generator", LAUNCHER)
run_generator = importlib.util.module_from_spec(spec)
spec.loader.exec_module(run_generator)

# Two runs of qmlcachegen on the same QML in two clones (Qt 6.4, CardRow.qml): the same
# lambda with its registers declared in two orders.
ONE_CLONE = textwrap.dedent("""\
    Q_UNUSED(argumentsPtr)
    double r2_2;
    QObject *r2_1;
    // generate_LoadQmlContextPropertyLookup
    while (!aotContext->loadContextIdLookup(81, &r2_1)) {
    """)
ANOTHER_CLONE = textwrap.dedent("""\
    Q_UNUSED(argumentsPtr)
    QObject *r2_1;
    double r2_2;
    // generate_LoadQmlContextPropertyLookup
    while (!aotContext->loadContextIdLookup(81, &r2_1)) {
    """)


class SortTest(unittest.TestCase):
    def test_both_orders_give_one_text(self):
        self.assertEqual(run_generator.sort_register_declarations(ONE_CLONE),
                         run_generator.sort_register_declarations(ANOTHER_CLONE))

    def test_each_run_is_sorted_and_other_lines_keep_their_places(self):
        text = "int r1_0;\nQString r1_1;\nr1_0 = 2;\nbool r3_1;\nQList<QObject *> r3_4;\n"
        self.assertEqual(run_generator.sort_register_declarations(text),
                         "QString r1_1;\nint r1_0;\nr1_0 = 2;\nQList<QObject *> r3_4;\nbool r3_1;\n")

    def test_a_declaration_with_a_value_is_left_where_it_is(self):
        text = "int r2_1 = 0;\ndouble r2_0;\n"
        self.assertEqual(run_generator.sort_register_declarations(text), text)


class LaunchTest(unittest.TestCase):
    """A stand-in generator, named as Qt's, that writes a given text to its -o file."""

    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.addCleanup(self.folder.cleanup)

    def generator(self, name, text, status=0):
        path = os.path.join(self.folder.name, name)
        with open(os.path.join(self.folder.name, "text"), "w", encoding="utf-8") as source:
            source.write(text)
        with open(path, "w", encoding="utf-8") as script:
            script.write(textwrap.dedent(f"""\
                #!{sys.executable}
                import os, shutil, sys
                assert os.environ["QT_HASH_SEED"] == "0"
                assert os.environ["QT_RCC_SOURCE_DATE_OVERRIDE"] == "1767225600"
                shutil.copy({os.path.join(self.folder.name, "text")!r}, sys.argv[2])
                sys.exit({status})
                """))
        os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
        return path

    def run_launcher(self, generator):
        output = os.path.join(self.folder.name, "out.cpp")
        status = run_generator.main([generator, "-o", output, "input.qml"])
        with open(output, encoding="utf-8") as written:
            return status, written.read()

    def test_qmlcachegen_output_is_sorted(self):
        first = self.run_launcher(self.generator("qmlcachegen", ONE_CLONE))
        second = self.run_launcher(self.generator("qmlcachegen", ANOTHER_CLONE))
        self.assertEqual(first, second)
        self.assertEqual(first[0], 0)

    def test_another_generator_output_is_left_alone(self):
        self.assertEqual(self.run_launcher(self.generator("moc", ONE_CLONE)), (0, ONE_CLONE))

    def test_the_generator_exit_status_is_the_launcher_one(self):
        self.assertEqual(self.run_launcher(self.generator("qmlcachegen", ONE_CLONE, status=3))[0], 3)


if __name__ == "__main__":
    unittest.main()
