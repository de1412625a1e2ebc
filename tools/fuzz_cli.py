#!/usr/bin/env python3
"""Random and adversarial input against cribbage-cli, seeded: engine sessions and whole
invocations. Counts crashes (a signal, an abort), hangs (no answer within the timeout) and
refusals that are not clear (not an `error: ` line, not a JSON error object). Exits 1 if any.

  tools/fuzz_cli.py [--cli build/release/cli/cribbage-cli] [--seed 1]
                    [--sessions 100000] [--invocations 100000] [--jobs 2]

An engine session is one `new_game` and the lines that follow it until the next `new_game`:
mostly legal moves (answers to the engine's request), among them adversarial lines (broken
JSON, invalid UTF-8, numbers out of range, deep nesting, wrong types, moves out of turn).
Many sessions share one engine process, as a client would use it. An invocation is one run
of the tool with random arguments (and standard input) for one of its subcommands.
docs/reliability.md has the figures of a run.
"""

import argparse
import concurrent.futures
import json
import os
import random
import select
import subprocess
import sys
import time

RANKS = "A23456789TJQK"
SUITS = "CDHS"
CARDS = [r + s for r in RANKS for s in SUITS]
LEVELS = ["beginner", "easy", "medium", "hard", "expert", "greedy"]
HOSTILE_NUMBERS = [
    "-1", "0", "-0", "1.7", "121.9", "1e300", "1e400", "-1e400", "2147483647", "2147483648",
    "-2147483649", "4294967296", "9223372036854775807", "9223372036854775808",
    "-9223372036854775808", "-9223372036854775809", "18446744073709551615",
    "18446744073709551616", "0x10", "1e2", "NaN", "Infinity", "00", "+5", " 5", "",
]
ODD_TEXT = [
    "", " ", "--", "-", "|", ",", "m:", "o:", "m:5S o:", "10", "1H", "ZZ", "5h", "10♠", "Q♥",
    "♤", "\u00e9", "5S 5S", "m:5S | | o:7C", "\ufffd", "x" * 5000, "5H " * 400,
]


class Tally:
    def __init__(self):
        self.sessions = 0
        self.lines = 0
        self.invocations = 0
        self.crashes = []
        self.hangs = []
        self.unclear = []
        self.refusals = 0

    def add(self, other):
        for name in ("sessions", "lines", "invocations", "refusals"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.crashes += other.crashes
        self.hangs += other.hangs
        self.unclear += other.unclear


def shorten(value, most=160):
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= most else text[:most] + "..."


# --- adversarial values -------------------------------------------------------------------

def odd_card(rng):
    choice = rng.random()
    if choice < 0.5:
        return rng.choice(CARDS)
    if choice < 0.8:
        return rng.choice(ODD_TEXT)
    return "".join(rng.choice("AaTt1059KQJ♠♥♦♣CDHSxyz ,|:") for _ in range(rng.randint(0, 6)))


def odd_json_value(rng, depth=0):
    choice = rng.randrange(10)
    if choice == 0:
        return rng.choice(HOSTILE_NUMBERS) or "0"
    if choice == 1:
        return json.dumps(odd_card(rng))
    if choice == 2 and depth < 3:
        return "[" + ",".join(odd_json_value(rng, depth + 1) for _ in range(rng.randint(0, 4))) + "]"
    if choice == 3 and depth < 3:
        return "{" + ",".join(json.dumps(rng.choice(["do", "cards", "card", "points", "seed", "x"]))
                              + ":" + odd_json_value(rng, depth + 1)
                              for _ in range(rng.randint(0, 3))) + "}"
    if choice == 4:
        return rng.choice(["true", "false", "null"])
    if choice == 5:
        return str(rng.randint(-10**20, 10**20))
    if choice == 6:
        return repr(rng.uniform(-1e6, 1e6))
    if choice == 7:
        depth = rng.choice([10, 1000, 20000])
        return "[" * depth + "]" * depth
    if choice == 8:
        return json.dumps(rng.choice(LEVELS + ["grandmaster", ""]))
    return str(rng.randint(-5, 200))


def hostile_line(rng):
    """One line a careless or hostile client might send (bytes, no line end)."""
    choice = rng.randrange(12)
    if choice == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randint(0, 60))).replace(b"\n", b" ")
    if choice == 1:
        return b'{"do": "' + bytes([rng.choice([0x80, 0xC3, 0xFF, 0xFE, 0xED])]) + b'"}'
    if choice == 2:
        return b"abc\xff"
    if choice == 3:
        do = rng.choice(["new_game", "lay_away", "play", "claim", "accept", "muggins", "state",
                         "dance", ""])
        key = rng.choice(["seed", "target", "level", "muggins", "skunk", "cards", "card",
                          "points"])
        return ('{"do": "%s", "%s": %s}' % (do, key, odd_json_value(rng))).encode()
    if choice == 4:
        return ('{"do": %s}' % odd_json_value(rng)).encode()
    if choice == 5:
        return odd_json_value(rng).encode()
    if choice == 6:
        cards = ", ".join(json.dumps(odd_card(rng)) for _ in range(rng.randint(0, 4)))
        return ('{"do": "lay_away", "cards": [%s]}' % cards).encode()
    if choice == 7:
        return ('{"do": "play", "card": %s}' % json.dumps(odd_card(rng))).encode()
    if choice == 8:
        return ('{"do": "claim", "points": %s}' % (rng.choice(HOSTILE_NUMBERS) or "1")).encode()
    if choice == 9:
        return b'{"do": "new_game", "seed": 1' + b"0" * rng.randint(1, 400) + b"}"
    if choice == 10:
        return b"   " + b'{"do":"state"}' + b"\r"
    return b'{"do": "state"'  # cut short


def legal_answer(rng, request):
    """A message the engine should take for `request` (mostly; claims may be too high)."""
    do = request.get("do")
    if do == "lay_away":
        return {"do": "lay_away", "cards": rng.sample(request["hand"], request["cards"])}
    if do == "play":
        return {"do": "play", "card": rng.choice(request["playable"])}
    if do == "claim":
        return {"do": "claim", "points": rng.randint(0, 29)}
    if do == "judge":
        return {"do": rng.choice(["accept", "muggins"])}
    return new_game_message(rng)


def new_game_message(rng):
    message = {"do": "new_game"}
    if rng.random() < 0.9:
        message["level"] = rng.choice(["beginner", "easy", "greedy", "medium", "beginner"])
    if rng.random() < 0.8:
        message["seed"] = rng.randrange(2**64)
    if rng.random() < 0.5:
        message["target"] = rng.choice([61, 121])
    if rng.random() < 0.5:
        message["muggins"] = rng.random() < 0.5
    if rng.random() < 0.3:
        message["skunk"] = rng.random() < 0.5
    return message


# --- the engine ---------------------------------------------------------------------------

class Engine:
    def __init__(self, cli):
        self.proc = subprocess.Popen([cli, "engine"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.pending = b""

    def ask(self, line, timeout):
        """The answer line (bytes), or None when the engine died, or 'hang'."""
        try:
            self.proc.stdin.write(line + b"\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            return None
        deadline = time.monotonic() + timeout
        while b"\n" not in self.pending:
            left = deadline - time.monotonic()
            if left <= 0:
                return "hang"
            ready, _, _ = select.select([self.proc.stdout], [], [], left)
            if not ready:
                return "hang"
            chunk = os.read(self.proc.stdout.fileno(), 1 << 16)
            if not chunk:
                return None
            self.pending += chunk
        answer, self.pending = self.pending.split(b"\n", 1)
        return answer

    def end(self):
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        stderr = self.proc.stderr.read()
        self.proc.stderr.close()
        self.proc.stdout.close()
        return self.proc.returncode, stderr


def engine_chunk(cli, seed, sessions, timeout):
    """Plays `sessions` sessions in as few engine processes as it can."""
    rng = random.Random(seed)
    tally = Tally()
    engine = Engine(cli)
    request = {"do": "new_game"}
    history = []  # the lines of the current process, the last ones, for the report

    def restart(reason, line):
        nonlocal engine, request
        code, stderr = engine.end()
        where = {"line": shorten(line), "exit": code, "stderr": shorten(stderr.decode("utf-8", "replace")),
                 "before": [shorten(l) for l in history[-3:]]}
        if reason == "hang":
            tally.hangs.append(where)
        elif reason == "crash":
            tally.crashes.append(where)
        engine = Engine(cli)
        request = {"do": "new_game"}
        history.clear()

    while tally.sessions < sessions:
        tally.sessions += 1
        steps = [json.dumps(new_game_message(rng)).encode()]
        for _ in range(rng.randint(1, 40)):
            steps.append(None if rng.random() < 0.75 else hostile_line(rng))
        if rng.random() < 0.002:
            steps.append(b'{"do": "quit"}')
        for step in steps:
            line = step if step is not None else json.dumps(legal_answer(rng, request)).encode()
            history.append(line)
            del history[:-5]
            tally.lines += 1
            answer = engine.ask(line, timeout)
            if answer == "hang":
                restart("hang", line)
                break
            if answer is None:
                restart("crash", line)
                break
            try:
                reply = json.loads(answer.decode("utf-8"))
            except (UnicodeDecodeError, ValueError):
                tally.unclear.append({"line": shorten(line), "answer": shorten(answer)})
                continue
            if reply == {"bye": True}:
                code, stderr = engine.end()
                if code != 0 or stderr:
                    tally.crashes.append({"line": "quit", "exit": code, "stderr": shorten(stderr)})
                engine = Engine(cli)
                request = {"do": "new_game"}
                break
            if not isinstance(reply, dict) or "request" not in reply or "events" not in reply:
                tally.unclear.append({"line": shorten(line), "answer": shorten(answer)})
                continue
            if "error" in reply:
                tally.refusals += 1
                if (not isinstance(reply["error"], str) or not reply["error"]
                        or reply["events"] != [] or reply["request"] != request):
                    tally.unclear.append({"line": shorten(line), "answer": shorten(answer)})
            request = reply["request"]
            if request.get("do") == "new_game" and step is None and line != steps[0]:
                break  # the game is over: the next session begins
    code, stderr = engine.end()
    if code != 0 or stderr:
        tally.crashes.append({"line": "end of input", "exit": code, "stderr": shorten(stderr)})
    return tally


# --- whole invocations --------------------------------------------------------------------

def cards_arg(rng, count):
    if rng.random() < 0.7:
        return " ".join(rng.sample(CARDS, count))
    return " ".join(odd_card(rng) for _ in range(rng.randint(0, 7)))


def history_arg(rng):
    if rng.random() < 0.3:
        return rng.choice(ODD_TEXT)
    entries = []
    for card in rng.sample(CARDS, rng.randint(0, 7)):
        entries.append(rng.choice(["m:", "o:", "x:", ""]) + card)
        if rng.random() < 0.15:
            entries.append("|")
    return " ".join(entries)


def number_arg(rng, low, high):
    return str(rng.randint(low, high)) if rng.random() < 0.6 else rng.choice(HOSTILE_NUMBERS)


def invocation(rng):
    """Arguments (bytes each) and standard input for one run."""
    command = rng.choice(["score", "score", "peg", "discard", "discard", "play", "play",
                          "simulate", "engine", "odd"])
    args, stdin = [command], b""
    if command == "score":
        if rng.random() < 0.4:
            args.append("--batch")
            stdin = "\n".join(cards_arg(rng, 5) for _ in range(rng.randint(0, 5))).encode()
        else:
            args += cards_arg(rng, 5).split(" ") if rng.random() < 0.5 else [cards_arg(rng, 5)]
        if rng.random() < 0.3:
            args.append("--crib")
        if rng.random() < 0.1:
            args.append("--four-flush-crib")
    elif command == "peg":
        if rng.random() < 0.9:
            args.append("--batch")
        stdin = "\n".join(cards_arg(rng, rng.randint(1, 8)) for _ in range(rng.randint(0, 5))).encode()
    elif command in ("discard", "play"):
        roles = rng.choice([["--dealer"], ["--pone"], ["--dealer"], ["--pone"], [],
                            ["--dealer", "--pone"], [""]])
        args += roles
        if command == "discard":
            args += cards_arg(rng, 6).split(" ")
        else:
            args += ["--hand", cards_arg(rng, rng.choice([4, 4, 3, 2])),
                     "--starter", cards_arg(rng, 1), "--history", history_arg(rng)]
            if rng.random() < 0.2:
                args += ["--crib", cards_arg(rng, 2)]
            if rng.random() < 0.3:
                args += ["--level", rng.choice(LEVELS + ["grandmaster", ""])]
        if rng.random() < 0.3:
            args += ["--scores", number_arg(rng, 0, 130) + "," + number_arg(rng, 0, 130)]
        if rng.random() < 0.2:
            args += ["--target", number_arg(rng, 60, 122)]
        if rng.random() < 0.5:
            args.append("--json")
    elif command == "simulate":
        args += ["--games", number_arg(rng, 1, 3), "--p1", rng.choice(LEVELS[:3] + ["x", ""]),
                 "--p2", rng.choice(["beginner", "greedy", "easy", "?"])]
        if rng.random() < 0.5:
            args += ["--seed", number_arg(rng, 0, 2**64 - 1)]
        if rng.random() < 0.4:
            args += ["--threads", number_arg(rng, 1, 3)]
        if rng.random() < 0.2:
            args += ["--target", number_arg(rng, 60, 122)]
        for flag in ("--muggins", "--json"):
            if rng.random() < 0.3:
                args.append(flag)
    elif command == "engine":
        lines = [json.dumps(new_game_message(rng)).encode()]
        lines += [hostile_line(rng) for _ in range(rng.randint(0, 4))]
        stdin = b"\n".join(lines) + b"\n"
    else:
        args = [rng.choice(["", "-", "--", "--help", "scor", "\u00e9", "score --batch"])]
    args = [a.encode() for a in args]
    # A few arguments mangled: invalid UTF-8, an empty one, an option twice, a stray one.
    for _ in range(rng.choice([0, 0, 0, 1, 2])):
        where = rng.randrange(len(args) + 1)
        args.insert(where, rng.choice([b"", b"\xff\xfe", b"--json", b"--", b"-x", b"--games",
                                       b"5H", b"--dealer", b"\xc3"]))
    return args, stdin


def clear_refusal(stdout, stderr):
    for stream in (stderr, stdout):
        for line in stream.split(b"\n"):
            if line.startswith(b"error: ") and len(line) > len(b"error: "):
                return True
    return False


def invocation_chunk(cli, seed, count, timeout):
    rng = random.Random(seed)
    tally = Tally()
    for _ in range(count):
        args, stdin = invocation(rng)
        tally.invocations += 1
        where = {"args": [shorten(a) for a in args], "stdin": shorten(stdin)}
        try:
            run = subprocess.run([cli.encode()] + args, input=stdin, capture_output=True,
                                 timeout=timeout)
        except subprocess.TimeoutExpired:
            tally.hangs.append(where)
            continue
        if run.returncode < 0 or run.returncode > 2:
            where["exit"] = run.returncode
            where["stderr"] = shorten(run.stderr.decode("utf-8", "replace"))
            tally.crashes.append(where)
        elif run.returncode != 0:
            tally.refusals += 1
            if not clear_refusal(run.stdout, run.stderr):
                where["exit"] = run.returncode
                where["stderr"] = shorten(run.stderr.decode("utf-8", "replace"))
                tally.unclear.append(where)
    return tally


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cli", default="build/release/cli/cribbage-cli")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sessions", type=int, default=100000)
    parser.add_argument("--invocations", type=int, default=100000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=20.0,
                        help="seconds one answer or one invocation may take")
    options = parser.parse_args()

    started = time.monotonic()
    chunk = 1000
    tasks = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs) as pool:
        for index, start in enumerate(range(0, options.sessions, chunk)):
            tasks.append(pool.submit(engine_chunk, options.cli, options.seed * 1000003 + index,
                                     min(chunk, options.sessions - start), options.timeout))
        for index, start in enumerate(range(0, options.invocations, chunk)):
            tasks.append(pool.submit(invocation_chunk, options.cli,
                                     options.seed * 1000003 + 500000 + index,
                                     min(chunk, options.invocations - start), options.timeout))
        total = Tally()
        for task in concurrent.futures.as_completed(tasks):
            total.add(task.result())
    elapsed = time.monotonic() - started

    print(f"seed {options.seed}: {total.sessions} engine sessions ({total.lines} lines), "
          f"{total.invocations} invocations in {elapsed:.0f} s")
    print(f"crashes {len(total.crashes)}, hangs {len(total.hangs)}, "
          f"unclear refusals {len(total.unclear)} (clear refusals {total.refusals})")
    for name, found in (("crash", total.crashes), ("hang", total.hangs),
                        ("unclear", total.unclear)):
        for where in found[:10]:
            print(f"  {name}: {json.dumps(where, ensure_ascii=False)}")
    return 1 if total.crashes or total.hangs or total.unclear else 0


if __name__ == "__main__":
    sys.exit(main())
