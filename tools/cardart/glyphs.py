"""A stroke alphabet for the rank indices, each glyph in a 28 x 40 box.

Drawn with round-capped strokes so the indices stay legible on small cards
without depending on any installed font.
"""

GLYPH_WIDTH = 28
GLYPH_HEIGHT = 40
STROKE_WIDTH = 7

RANKS = "A23456789TJQK"

GLYPHS = {
    "A": "M2,40 L14,0 L26,40 M6.5,27 L21.5,27",
    "2": "M3,10 C3,3 8,0 14,0 C20,0 25,4 25,10 C25,18 17,25 3,40 L26,40",
    "3": (
        "M3,5 C6,2 10,0 14,0 C21,0 25,4 25,10 C25,16 20,19 13,19 "
        "C21,19 26,23 26,30 C26,36 21,40 14,40 C9,40 5,38 2,35"
    ),
    "4": "M20,40 L20,0 L2,28 L27,28",
    "5": (
        "M24,0 L6,0 L4,18 C7,16 10,15 14,15 C21,15 26,20 26,27 "
        "C26,35 21,40 14,40 C9,40 5,38 2,35"
    ),
    "6": (
        "M23,3 C20,1 17,0 14,0 C7,0 3,8 3,20 L3,27 C3,35 8,40 14,40 "
        "C21,40 25,35 25,27 C25,20 21,15 14,15 C8,15 3,19 3,25"
    ),
    "7": "M2,0 L26,0 L10,40",
    "8": (
        "M14,18 C8,18 4,15 4,9 C4,3 8,0 14,0 C20,0 24,3 24,9 "
        "C24,15 20,18 14,18 C7,18 3,23 3,29 C3,36 8,40 14,40 "
        "C20,40 25,36 25,29 C25,23 21,18 14,18 Z"
    ),
    "9": (
        "M5,37 C8,39 11,40 14,40 C21,40 25,32 25,20 L25,13 C25,5 20,0 14,0 "
        "C7,0 3,5 3,13 C3,20 8,25 14,25 C20,25 25,21 25,15"
    ),
    "T": (
        "M-3,7 L3,0 L3,40 "
        "M20,0 C26,0 29,8 29,20 C29,32 26,40 20,40 "
        "C14,40 11,32 11,20 C11,8 14,0 20,0 Z"
    ),
    "J": "M8,0 L25,0 M19,0 L19,29 C19,36 15,40 10,40 C5,40 2,36 2,31",
    "Q": (
        "M14,0 C22,0 26,8 26,19 C26,30 22,37 14,37 C6,37 2,30 2,19 "
        "C2,8 6,0 14,0 Z M16,29 L25,40"
    ),
    "K": "M4,0 L4,40 M25,0 L4,25 M11,17 L26,40",
}


def rank_glyph(rank, colour, transform, stroke_width=STROKE_WIDTH):
    return (
        f'<path transform="{transform}" fill="none" stroke="{colour}" '
        f'stroke-width="{stroke_width}" stroke-linecap="round" '
        f'stroke-linejoin="round" d="{GLYPHS[rank]}"/>\n'
    )
