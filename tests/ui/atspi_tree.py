#!/usr/bin/env python3
"""What a screen reader on Linux is told by the game: its AT-SPI tree and events.

Starts the game (the program given as the first argument) with Qt's AT-SPI bridge on, as
when Orca runs, waits for the first prompt (cut the pack for the deal), prints the window's
accessible tree and checks the names and roles a player needs there: the pack to cut, the
prompt, the hands, the starter, the crib, the count and each player's score.

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
        (pyatspi.ROLE_LIST, "the hand of Computer"),
        (pyatspi.ROLE_LIST, "the starter"),
        (pyatspi.ROLE_LIST, "your crib|the crib of Computer"),
        (pyatspi.ROLE_LABEL, "The count is 0."),
        (pyatspi.ROLE_LABEL, "You: 0 points, 121 to go"),
        (pyatspi.ROLE_LABEL, "Computer: 0 points, 121 to go"),
        (pyatspi.ROLE_NOTIFICATION, ".*"),
    ]
    return ["no %s named %r" % (role, pattern)
            for role, pattern in expected if not has(role, pattern)]


def main():
    program = sys.argv[1]
    home = tempfile.mkdtemp(prefix="cribbage-atspi-")
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
               XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, XDG_CACHE_HOME=home)
    game = subprocess.Popen([program, "--seed", "3", "--language", "en"], env=env)
    started = time.monotonic()
    result = {"code": 1}

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
        nodes = walk(app)
        for depth, _, role_name, name, _ in nodes:
            print("%s%s %r" % ("  " * depth, role_name, name))
        failures = check(nodes)
        for failure in failures:
            print("FAIL:", failure)
        result["code"] = 1 if failures else 0
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
