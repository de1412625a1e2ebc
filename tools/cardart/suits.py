"""Suit symbols drawn around the origin, about 100 units tall."""

from svg import circle_subpath

SUITS = "CDHS"

HEART = (
    "M0,44 C-12,30 -50,8 -50,-18 C-50,-38 -36,-48 -23,-48 "
    "C-12,-48 -3,-41 0,-31 C3,-41 12,-48 23,-48 "
    "C36,-48 50,-38 50,-18 C50,8 12,30 0,44 Z"
)

DIAMOND = (
    "M0,-50 C10,-32 22,-16 38,0 C22,16 10,32 0,50 "
    "C-10,32 -22,16 -38,0 C-22,-16 -10,-32 0,-50 Z"
)

CLUB = " ".join(
    [
        circle_subpath(0, -25, 22),
        circle_subpath(-25, 10, 22),
        circle_subpath(25, 10, 22),
        circle_subpath(0, 4, 14),
        "M-5,4 C-4,26 -10,40 -22,50 L22,50 C10,40 4,26 5,4 Z",
    ]
)

SPADE = (
    "M0,-50 C-12,-30 -50,-12 -50,12 C-50,30 -37,38 -25,38 "
    "C-15,38 -7,33 -4,26 C-5,37 -11,44 -22,50 L22,50 "
    "C11,44 5,37 4,26 C7,33 15,38 25,38 C37,38 50,30 50,12 "
    "C50,-12 12,-30 0,-50 Z"
)

SHAPES = {"C": CLUB, "D": DIAMOND, "H": HEART, "S": SPADE}

STANDARD_COLOURS = {"C": "#1a1a1a", "D": "#c8102e", "H": "#c8102e", "S": "#1a1a1a"}
FOUR_COLOURS = {"C": "#11803a", "D": "#1450b4", "H": "#c8102e", "S": "#1a1a1a"}


def suit_shape(suit, colour, transform):
    return f'<path transform="{transform}" fill="{colour}" d="{SHAPES[suit]}"/>\n'
