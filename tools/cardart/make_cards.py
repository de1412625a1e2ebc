#!/usr/bin/env python3
"""Writes the project's playing-card art as SVG:

  resources/cards/standard/<NAME>.svg      52 faces, red and black
  resources/cards/four-colour/<NAME>.svg   52 faces, clubs green and diamonds blue
  resources/cards/backs/<name>.svg         the card backs

NAME is rank then suit: rank A 2-9 T J Q K, suit C D H S (so TH is the ten of hearts).
Run from anywhere: python3 tools/cardart/make_cards.py [--out DIR]
"""

import argparse
import pathlib

from backs import BACKS, back_document
from card import face_document
from courts import court_art
from pips import ace_body, number_card_body
from suits import DECK_COLOURS, SUIT_NAMES, SUITS

RANKS = "A23456789TJQK"
DEFAULT_OUT = pathlib.Path(__file__).resolve().parents[2] / "resources" / "cards"


def face_svg(rank, suit, colour):
    if rank == "A":
        body, defs = ace_body(suit, colour), []
    elif rank in "JQK":
        body, defs = court_art(rank, suit)
    else:
        body, defs = number_card_body(10 if rank == "T" else int(rank)), []
    return face_document(rank, suit, SUIT_NAMES[suit], colour, body, defs)


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=pathlib.Path, default=DEFAULT_OUT, help=f"output folder (default {DEFAULT_OUT})")
    out = parser.parse_args().out
    count = 0
    for deck, colours in DECK_COLOURS.items():
        for suit in SUITS:
            for rank in RANKS:
                write(out / deck / f"{rank}{suit}.svg", face_svg(rank, suit, colours[suit]))
                count += 1
    for name in BACKS:
        write(out / "backs" / f"{name}.svg", back_document(name))
        count += 1
    print(f"wrote {count} SVG files under {out}")


if __name__ == "__main__":
    main()
