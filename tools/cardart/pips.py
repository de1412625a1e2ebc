"""The number cards: the traditional pip layouts for 2 to 10, and the aces."""

import math

from card import CENTRE_X, CENTRE_Y, pip
from suits import spade_blade
from svgkit import Path, circle_path, el

LEFT, MIDDLE, RIGHT = 81, CENTRE_X, 169  # pip columns
TOP_ROW, BOTTOM_ROW = 66, 284
PIP_SIZE = 48

_SIDES = (LEFT, RIGHT)


def _pairs(*rows):
    return [(column, row) for row in rows for column in _SIDES]


# (column, row) with row 0 at the top row and 1 at the bottom row.
LAYOUTS = {
    2: [(MIDDLE, 0), (MIDDLE, 1)],
    3: [(MIDDLE, 0), (MIDDLE, 0.5), (MIDDLE, 1)],
    4: _pairs(0, 1),
    5: _pairs(0, 1) + [(MIDDLE, 0.5)],
    6: _pairs(0, 0.5, 1),
    7: _pairs(0, 0.5, 1) + [(MIDDLE, 0.25)],
    8: _pairs(0, 0.5, 1) + [(MIDDLE, 0.25), (MIDDLE, 0.75)],
    9: _pairs(0, 1 / 3, 2 / 3, 1) + [(MIDDLE, 0.5)],
    10: _pairs(0, 1 / 3, 2 / 3, 1) + [(MIDDLE, 1 / 6), (MIDDLE, 5 / 6)],
}


def number_card_body(count):
    """The pips of a 2 to 10; those below the middle are turned, as on a printed deck."""
    return [
        pip(column, TOP_ROW + row * (BOTTOM_ROW - TOP_ROW), PIP_SIZE, turned=row > 0.5)
        for column, row in LAYOUTS[count]
    ]


def ace_body(suit, colour):
    if suit == "S":
        return _ornate_ace_of_spades(colour)
    return [pip(CENTRE_X, CENTRE_Y, 100)]


def _ornate_ace_of_spades(colour):
    """A large spade inside a ring of beads, with a fine inlaid outline."""
    size = 142
    ring_radius = 96
    beads = Path()
    for index in range(36):
        angle = math.radians(index * 10)
        beads.add(circle_path(CENTRE_X + ring_radius * math.cos(angle), CENTRE_Y + ring_radius * math.sin(angle), 2.4))
    inlay = spade_blade().scaled(size / 100 * 0.8).moved(CENTRE_X, CENTRE_Y - 9)
    return [
        el("circle", cx=CENTRE_X, cy=CENTRE_Y, r=ring_radius + 8, fill="none", stroke=colour, stroke_width=1.6),
        el("circle", cx=CENTRE_X, cy=CENTRE_Y, r=ring_radius - 8, fill="none", stroke=colour, stroke_width=1.6),
        el("path", d=beads, fill=colour),
        pip(CENTRE_X, CENTRE_Y, size),
        el("path", d=inlay, fill="none", stroke="#fffefa", stroke_width=2.2),
    ]
