"""The four suit symbols, drawn in a box 100 units tall centred on (0, 0), and the
colours of the two decks.

Every outline is one path whose subpaths all run clockwise, so with the default
non-zero fill the club's lobes and stem merge into one shape.
"""

from svgkit import Path, circle_path

SUITS = "CDHS"
SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}

RED = "#c8202f"
BLACK = "#1c1c22"
DECK_COLOURS = {
    "standard": {"C": BLACK, "D": RED, "H": RED, "S": BLACK},
    "four-colour": {"C": "#17803a", "D": "#1f5fc4", "H": RED, "S": BLACK},
}


def heart():
    return (
        Path.parse("M0 -29 C6 -44 18 -50 29 -50 C44 -50 53 -38 53 -23 C53 5 29 25 0 50")
        .with_mirror_half()
    )


def diamond():
    return (
        Path.parse("M0 -50 C13 -31 25 -15 39 0 C25 15 13 31 0 50")
        .with_mirror_half()
    )


def _spade_lobe():
    """The right half of the spade's blade, from its tip to where the stem starts."""
    return Path.parse("M0 -50 C9 -34 27 -24 40 -11 C51 0 54 10 50 21 C45 35 24 38 10 26")


def spade():
    return _spade_lobe().cubic(12, 38, 17, 45, 26, 50).line(0, 50).with_mirror_half()


def spade_blade():
    """The spade without its stem, for ornament drawn inside a large spade."""
    return _spade_lobe().quad(4, 21, 0, 17).with_mirror_half()


def club():
    radius = 23.5
    shape = Path()
    shape.add(circle_path(0, -26.5, radius))
    shape.add(circle_path(-25, 9, radius))
    shape.add(circle_path(25, 9, radius))
    shape.add(Path.parse("M0 -26 L25 9 L-25 9 Z"))
    stem = Path.parse("M0 0 L5 0 L5 16 C7 34 13 44 25 50 L0 50")
    return shape.add(stem.with_mirror_half())


OUTLINES = {"C": club, "D": diamond, "H": heart, "S": spade}


def outline(suit):
    """The suit symbol 100 units tall, centred on (0, 0)."""
    return OUTLINES[suit]()
