#!/usr/bin/env python3
"""Runs one of the build's generator commands (moc, rcc, qmlcachegen...) so that the same
input gives the same output in any clone, for ccache to find the object compiled from it.

    run_generator.py [--setarch PATH] COMMAND [ARGUMENT...]

The command runs with Qt's hash seed fixed (QT_HASH_SEED=0), rcc's file dates fixed
(QT_RCC_SOURCE_DATE_OVERRIDE: rcc otherwise writes each file's modification time into the
resource data, and a fresh clone's files are as old as the clone) and, given setarch,
without address randomisation. Qt 6.4's qmlcachegen still declares each compiled binding's
registers in an order that follows where its types lie on the heap, which moves with the
paths it is given: the runs of declarations it writes ("double r2_2;") are put in one
order. They declare locals without initial values, so the order changes nothing compiled.
The command's exit status is this script's.
"""

import os
import re
import subprocess
import sys

# The modification time rcc gives every file, in seconds since 1970 (0 would leave rcc's own:
# the files' times). The first second of 2026, for a date that reads as recent.
RCC_FILE_DATE = "1767225600"

# A generated local without an initial value: "QObject *r2_1;", "QList<QObject *> r4_3;".
REGISTER_DECLARATION = re.compile(r"^[A-Za-z_][\w:<>, *&]*[ *&]r\d+_\d+;$")


def sort_register_declarations(text):
    """The text with each run of adjacent register declarations sorted, the rest as it was."""
    lines = text.split("\n")
    result = []
    run = []
    for line in lines:
        if REGISTER_DECLARATION.match(line):
            run.append(line)
            continue
        result.extend(sorted(run))
        run = []
        result.append(line)
    result.extend(sorted(run))
    return "\n".join(result)


def output_of(command):
    """The file that `command` writes (its -o argument), or None."""
    for option, value in zip(command, command[1:]):
        if option == "-o":
            return value
    return None


def normalise_qmlcachegen_output(command):
    if os.path.basename(command[0]) != "qmlcachegen":
        return
    output = output_of(command)
    if output is None or not os.path.isfile(output):
        return
    with open(output, encoding="utf-8", newline="") as written:
        text = written.read()
    sorted_text = sort_register_declarations(text)
    if sorted_text == text:
        return
    partial = output + ".sorting"
    with open(partial, "w", encoding="utf-8", newline="") as rewritten:
        rewritten.write(sorted_text)
    os.replace(partial, output)


def main(arguments):
    setarch = None
    if arguments[:1] == ["--setarch"]:
        setarch, arguments = arguments[1], arguments[2:]
    if not arguments:
        print("usage: run_generator.py [--setarch PATH] COMMAND [ARGUMENT...]", file=sys.stderr)
        return 2
    launched = [setarch, "--addr-no-randomize", *arguments] if setarch else arguments
    status = subprocess.call(launched, env=dict(os.environ, QT_HASH_SEED="0",
                                                QT_RCC_SOURCE_DATE_OVERRIDE=RCC_FILE_DATE))
    if status == 0:
        normalise_qmlcachegen_output(arguments)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
