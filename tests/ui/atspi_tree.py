#!/usr/bin/env python3
"""What a screen reader on Linux is told by the game: its AT-SPI tree and events.

Starts the game (the program given as the first argument) with Qt's AT-SPI bridge on, as
when Orca runs, waits for the first prompt (cut the pack for the deal), prints the window's
accessible tree and checks the names and roles a player needs there: the pack to cut, the
prompt, the hands, the starter, the crib, the count and each player's score. Then it cuts
the pack through the Cut button's "Press" action, as a screen reader presses a button, and
checks what a screen reader is told: the notification named with the step's sentence, and its
"showing" and name-change events.

Like Orca, it listens for name changes from the start: the client library (libatspi) keeps
the names it has read, and Qt sends a name change only to a bus where someone listens for
it, so a reader that did not listen would go on reading the notification's first, empty name.

Run inside a D-Bus session and an X server:
    dbus-run-session -- xvfb-run -a python3 tests/ui/atspi_tree.py build/release/app/cribbage
Exit code 0 passed, 1 failed, 77 skipped (pyatspi is not installed).
"""

import os
import re
import subprocess
import sys
import tempfile
import time

try:
    import pyatspi
    from gi.repository import GLib
except ImportError:
    print("SKIP: python3-pyatspi is not installed")
    sys.exit(77)

SETTLE_S = 3.0      # the window is drawn and waits for the cut
TIMEOUT_S = 60.0
TOLD_S = 5.0        # the cut for the deal is shown and told


def find_app(name):
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.name == name:
            return app
    return None


def walk(node, depth=0, out=None):
    out = [] if out is None else out
    if node is None or depth > 40:
        return out
    try:
        out.append((depth, node.getRole(), node.getRoleName(), node.name or "", node))
        children = list(node)
    except Exception:
        return out
    for child in children:
        walk(child, depth + 1, out)
    return out


def check(nodes):
    def has(role, pattern):
        return any(n[1] == role and re.fullmatch(pattern, n[3]) for n in nodes)

    expected = [
        (pyatspi.ROLE_PUSH_BUTTON, "the pack"),
        (pyatspi.ROLE_LABEL, "Cut the pack: the lowest card deals."),
        (pyatspi.ROLE_LIST, "your hand"),
        (pyatspi.ROLE_LIST, "the hand of the computer"),
        (pyatspi.ROLE_LIST, "the starter"),
        (pyatspi.ROLE_LIST, "your crib|the crib of Computer"),
        (pyatspi.ROLE_LABEL, "The count is 0."),
        (pyatspi.ROLE_LABEL, "You: 0 points, 121 to go"),
        (pyatspi.ROLE_LABEL, "Computer: 0 points, 121 to go"),
        (pyatspi.ROLE_PUSH_BUTTON, "Cut"),
        (pyatspi.ROLE_NOTIFICATION, ""),  # nothing told yet
    ]
    failures = ["no %s named %r" % (role, pattern)
                for role, pattern in expected if not has(role, pattern)]
    # The buttons of the other prompts are hidden, and out of the tree.
    buttons = sorted(n[3] for n in nodes if n[1] == pyatspi.ROLE_PUSH_BUTTON)
    if buttons != ["Cut", "the pack"]:
        failures.append("the buttons are %r, not the pack and Cut alone" % buttons)
    return failures


def find(nodes, role, name):
    return next((n[4] for n in nodes if n[1] == role and n[3] == name), None)


def press(node):
    """Does the node's "Press" action, as a screen reader presses a button."""
    action = node.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    action.doAction(names.index("Press"))


# Who cut what and who deals first, in words: "You deal first.", "Computer deals first."
TOLD = r"(You|Computer) deals? first\."


def check_told(notification, events):
    failures = []
    name = notification.name or ""
    if not re.fullmatch(TOLD, name):
        failures.append("the notification is named %r, not the step's sentence" % name)
    shown = [n for kind, n in events if kind.startswith("object:state-changed:showing")]
    if not any(re.fullmatch(TOLD, n) for n in shown):
        failures.append("no showing event of the notification with the sentence: %r" % shown)
    symbols = [n for _, n in events if re.search("[\u2663\u2666\u2665\u2660]", n)]
    if symbols or not any(re.search(" of (clubs|diamonds|hearts|spades)", n) for _, n in events):
        failures.append("the cards cut are not told in words: %r" % events)
    return failures


def main():
    program = sys.argv[1]
    home = tempfile.mkdtemp(prefix="cribbage-atspi-")
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
               XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, XDG_CACHE_HOME=home)
    events = []

    def heard(event):
        if event.source is not None and event.source.getRole() == pyatspi.ROLE_NOTIFICATION:
            events.append((event.type, event.source.name or ""))

    pyatspi.Registry.registerEventListener(heard, "object:property-change:accessible-name",
                                           "object:state-changed:showing")
    game = subprocess.Popen([program, "--seed", "3", "--language", "en"], env=env)
    started = time.monotonic()
    result = {"code": 1}
    cut = {}

    def poll():
        now = time.monotonic()
        if game.poll() is not None:
            print("FAIL: the game ended with %d" % game.returncode)
            pyatspi.Registry.stop()
            return False
        if now - started > TIMEOUT_S:
            print("FAIL: the game did not start in %d s" % TIMEOUT_S)
            pyatspi.Registry.stop()
            return False
        app = find_app(os.path.basename(program))
        if app is None or now - started < SETTLE_S:
            return True
        if not cut:
            nodes = walk(app)
            for depth, _, role_name, name, _ in nodes:
                print("%s%s %r" % ("  " * depth, role_name, name))
            failures = check(nodes)
            button = find(nodes, pyatspi.ROLE_PUSH_BUTTON, "Cut")
            cut.update(at=now, failures=failures,
                       notification=find(nodes, pyatspi.ROLE_NOTIFICATION, ""))
            if button is not None and cut["notification"] is not None:
                press(button)  # cuts the pack
                return True
        elif now - cut["at"] < TOLD_S:
            return True
        else:
            cut["failures"] += check_told(cut["notification"], events)
            print("told:", cut["notification"].name, events)
        for failure in cut["failures"]:
            print("FAIL:", failure)
        result["code"] = 1 if cut["failures"] else 0
        pyatspi.Registry.stop()
        return False

    GLib.timeout_add(250, poll)
    pyatspi.Registry.start()
    game.terminate()
    game.wait(10)
    print("PASS" if result["code"] == 0 else "FAILED")
    return result["code"]


if __name__ == "__main__":
    sys.exit(main())
