#!/usr/bin/env python3
"""Round robin between the computer levels with `cribbage-cli simulate`.

Plays every pairing of the levels (and, with --self, a level against itself), each with
the same seed, appending one JSON result per pairing to --out as it finishes; a pairing
already in --out is not played again, so an interrupted run can be resumed. Then prints
the table of docs/ai-strength.md: each row level's wins against each column level with
the 95% interval, and the points per deal of the self-play.
"""
import argparse
import json
import os
import subprocess
import sys

LEVELS = ["greedy", "beginner", "easy", "medium", "hard", "expert"]


def played(path):
    results = {}
    if os.path.exists(path):
        with open(path) as lines:
            for line in lines:
                if line.strip():
                    result = json.loads(line)
                    results[(result["p1"], result["p2"])] = result
    return results


def play(cli, p1, p2, args):
    command = [cli, "simulate", "--games", str(args.games), "--seed", str(args.seed),
               "--p1", p1, "--p2", p2, "--target", str(args.target),
               "--threads", str(args.threads), "--json"]
    print(" ".join(command), file=sys.stderr, flush=True)
    return json.loads(subprocess.run(command, check=True, capture_output=True,
                                     text=True).stdout)


def cell(result, row):
    side = "p1" if row == result["p1"] else "p2"
    low, high = result[side + "_win_ci95"]
    return f"{100 * result[side + '_win_rate']:.1f}% ({100 * low:.1f}-{100 * high:.1f})"


def print_table(results):
    print("| row wins against column | " + " | ".join(LEVELS) + " |")
    print("|---" * (len(LEVELS) + 1) + "|")
    for row in LEVELS:
        cells = []
        for column in LEVELS:
            result = results.get((row, column)) or results.get((column, row))
            cells.append("" if row == column or result is None else cell(result, row))
        print(f"| **{row}** | " + " | ".join(cells) + " |")


def print_self_play(result):
    print()
    print(f"{result['p1']} against itself, {result['games']} games to {result['target']}: "
          f"the first dealer won {result['first_dealer_wins']} "
          f"({100 * result['first_dealer_wins'] / result['games']:.1f}%, 95% CI "
          f"{100 * result['first_dealer_win_ci95'][0]:.1f}-"
          f"{100 * result['first_dealer_win_ci95'][1]:.1f})")
    print()
    print("| per complete deal | play | hand | crib | heels | total |")
    print("|---|---|---|---|---|---|")
    for role in ("dealer", "pone"):
        points = result["per_deal"]["all"][role]
        crib = f"{points['crib']:.2f}" if role == "dealer" else ""
        heels = f"{points['heels']:.2f}" if role == "dealer" else ""
        print(f"| {role} | {points['play']:.2f} | {points['hand']:.2f} | {crib} | {heels} | "
              f"{points['total']:.2f} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cli", default="build/rel/cli/cribbage-cli")
    parser.add_argument("--games", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--target", type=int, default=121)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--out", default="round_robin.jsonl")
    parser.add_argument("--self", dest="self_play", action="append", default=[],
                        help="also play this level against itself (repeatable)")
    parser.add_argument("--table-only", action="store_true",
                        help="print the table of what --out holds, play nothing")
    args = parser.parse_args()

    results = played(args.out)
    pairings = [(a, b) for i, a in enumerate(LEVELS) for b in LEVELS[i + 1:]]
    pairings += [(level, level) for level in args.self_play]
    for p1, p2 in ([] if args.table_only else pairings):
        if (p1, p2) in results:
            continue
        result = play(args.cli, p1, p2, args)
        with open(args.out, "a") as out:
            out.write(json.dumps(result) + "\n")
        results[(p1, p2)] = result

    print_table(results)
    for level in LEVELS:
        if (level, level) in results:
            print_self_play(results[(level, level)])


if __name__ == "__main__":
    main()
