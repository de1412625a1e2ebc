#!/usr/bin/env python3
"""Writes the game's card art: faces (standard and four-colour) and backs.

Usage: python3 tools/cardart/make_cards.py [output-dir]
The output directory defaults to resources/cards in the repository.
"""

import sys

sys.dont_write_bytecode = True
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from backs import BACKS  # noqa: E402
from faces import card_face, card_names  # noqa: E402
from suits import FOUR_COLOURS, STANDARD_COLOURS  # noqa: E402

DECKS = {"standard": STANDARD_COLOURS, "four-colour": FOUR_COLOURS}


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def main():
    default = Path(__file__).resolve().parents[2] / "resources" / "cards"
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else default
    for deck, colours in DECKS.items():
        for name in card_names():
            write(out / deck / f"{name}.svg", card_face(name[0], name[1], colours))
    for name, draw in BACKS.items():
        write(out / "backs" / f"{name}.svg", draw())
    print(f"wrote {2 * len(card_names())} faces and {len(BACKS)} backs to {out}")


if __name__ == "__main__":
    main()
