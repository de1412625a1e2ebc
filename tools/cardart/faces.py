"""Card faces: corner indices, pip layouts for A-10, and the complete face."""

from courts import court_panel
from glyphs import GLYPH_HEIGHT, GLYPH_WIDTH, RANKS, rank_glyph
from suits import SUITS, suit_shape
from svg import CARD_WIDTH, card_outline, document, group, half_turn, num, place

INDEX_SCALE = 1.25
INDEX_LEFT = 11
INDEX_TOP = 13
INDEX_PIP_SCALE = 0.3

PIP_SCALE = 0.46
LEFT, CENTRE, RIGHT = 78, CARD_WIDTH / 2, 172
TOP, UPPER, LOWER, BOTTOM = 70, 140, 210, 280
MIDDLE = 175
UPPER_GAP, LOWER_GAP = 105, 245

PIP_LAYOUTS = {
    "2": [(CENTRE, TOP), (CENTRE, BOTTOM)],
    "3": [(CENTRE, TOP), (CENTRE, MIDDLE), (CENTRE, BOTTOM)],
    "4": [(LEFT, TOP), (RIGHT, TOP), (LEFT, BOTTOM), (RIGHT, BOTTOM)],
    "5": [(LEFT, TOP), (RIGHT, TOP), (CENTRE, MIDDLE), (LEFT, BOTTOM), (RIGHT, BOTTOM)],
    "6": [(x, y) for y in (TOP, MIDDLE, BOTTOM) for x in (LEFT, RIGHT)],
    "7": [(x, y) for y in (TOP, MIDDLE, BOTTOM) for x in (LEFT, RIGHT)]
    + [(CENTRE, UPPER_GAP)],
    "8": [(x, y) for y in (TOP, MIDDLE, BOTTOM) for x in (LEFT, RIGHT)]
    + [(CENTRE, UPPER_GAP), (CENTRE, LOWER_GAP)],
    "9": [(x, y) for y in (TOP, UPPER, LOWER, BOTTOM) for x in (LEFT, RIGHT)]
    + [(CENTRE, MIDDLE)],
    "T": [(x, y) for y in (TOP, UPPER, LOWER, BOTTOM) for x in (LEFT, RIGHT)]
    + [(CENTRE, UPPER_GAP), (CENTRE, LOWER_GAP)],
}


def corner_index(rank, suit, colour):
    glyph_transform = f"translate({num(INDEX_LEFT)},{num(INDEX_TOP)}) scale({num(INDEX_SCALE)})"
    if rank == "T":
        # The two narrow digits of "10" are wider than one glyph: squeeze them.
        glyph_transform = (
            f"translate({num(INDEX_LEFT + 2)},{num(INDEX_TOP)}) "
            f"scale({num(INDEX_SCALE * 0.88)},{num(INDEX_SCALE)})"
        )
    pip_x = INDEX_LEFT + GLYPH_WIDTH / 2 * INDEX_SCALE
    pip_y = INDEX_TOP + GLYPH_HEIGHT * INDEX_SCALE + 24
    index = rank_glyph(rank, colour, glyph_transform) + suit_shape(
        suit, colour, place(pip_x, pip_y, INDEX_PIP_SCALE)
    )
    return index + group(index, half_turn())


def pips(rank, suit, colour):
    return "".join(
        suit_shape(suit, colour, place(x, y, PIP_SCALE, upside_down=y > MIDDLE))
        for x, y in PIP_LAYOUTS[rank]
    )


def ace_centre(suit, colour):
    if suit != "S":
        return suit_shape(suit, colour, place(CENTRE, MIDDLE, 1.1))
    ring = (
        f'<circle cx="{num(CENTRE)}" cy="{MIDDLE}" r="{r}" fill="none" '
        f'stroke="{colour}" stroke-width="{w}"/>\n'
        for r, w in ((91, 3), (77, 1.2))
    )
    studs = "".join(
        suit_shape("D", colour, f"rotate({angle} {num(CENTRE)} {MIDDLE}) "
                   + place(CENTRE, MIDDLE - 84, 0.14))
        for angle in range(0, 360, 45)
    )
    return "".join(ring) + studs + suit_shape(suit, colour, place(CENTRE, MIDDLE, 1.3))


def card_face(rank, suit, colours):
    colour = colours[suit]
    if rank == "A":
        middle = ace_centre(suit, colour)
    elif rank in "JQK":
        middle = court_panel(rank, suit, colour)
    else:
        middle = pips(rank, suit, colour)
    return document(card_outline("#ffffff") + middle + corner_index(rank, suit, colour))


def card_names():
    return [rank + suit for suit in SUITS for rank in RANKS]
