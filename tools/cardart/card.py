"""What every face shares: the card's size and outline, the suit symbol and the corner
indices (rank above a small suit, top left and turned 180 degrees bottom right)."""

from glyphs import STROKE, rank_glyph
from suits import outline
from svgkit import document, el, translate, use

WIDTH, HEIGHT = 250, 350  # poker size, 2.5 x 3.5
CENTRE_X, CENTRE_Y = WIDTH / 2, HEIGHT / 2
CORNER_RADIUS = 12
FACE_COLOUR = "#fffefa"
EDGE_COLOUR = "#9a968c"
TURN_HALF = f"rotate(180 {CENTRE_X:g} {CENTRE_Y:g})"  # maps the top half onto the bottom

INDEX_X = 26  # centre of the corner index column
RANK_TOP, RANK_HEIGHT = 15, 46  # of the rank's centre lines
INDEX_PIP_Y, INDEX_PIP_SIZE = 87, 30

RANK_NAMES = {"A": "Ace", "T": "Ten", "J": "Jack", "Q": "Queen", "K": "King"}
NUMBER_NAMES = "Two Three Four Five Six Seven Eight Nine".split()


def card_title(rank, suit_name):
    name = RANK_NAMES.get(rank) or NUMBER_NAMES[int(rank) - 2]
    return f"{name} of {suit_name}"


def rank_path(rank, centre_x, top, height):
    """The rank's centre lines placed with their top centre at (centre_x, top)."""
    path, width = rank_glyph(rank)
    scale = height / 100
    return path.scaled(scale).moved(centre_x - width * scale / 2, top)


def rank_stroke(rank, colour, centre_x, top, height):
    return el(
        "path",
        d=rank_path(rank, centre_x, top, height),
        fill="none",
        stroke=colour,
        stroke_width=STROKE * height / 100,
        stroke_linecap="round",
        stroke_linejoin="round",
    )


def suit_symbol_def(suit, colour):
    return el("path", id="suit", d=outline(suit), fill=colour)


def pip(x, y, size, turned=False):
    """The suit symbol (defined once as #suit), size units tall, centred on (x, y)."""
    return use("suit", translate(x, y, size / 100, 180 if turned else None))


def corner_index_def(rank, colour):
    return el(
        "g",
        [rank_stroke(rank, colour, INDEX_X, RANK_TOP, RANK_HEIGHT), pip(INDEX_X, INDEX_PIP_Y, INDEX_PIP_SIZE)],
        id="index",
    )


def face_document(rank, suit, suit_name, colour, body, extra_defs=()):
    """A whole face: outline, the card's own art (body), and both corner indices."""
    defs = [suit_symbol_def(suit, colour), corner_index_def(rank, colour), *extra_defs]
    return document(
        WIDTH,
        HEIGHT,
        card_title(rank, suit_name),
        defs,
        [card_outline(), *body, use("index"), use("index", TURN_HALF)],
    )


def card_outline():
    """The white card with its rounded corners and thin edge, under faces and backs alike."""
    return el(
        "rect",
        x=0.75, y=0.75, width=WIDTH - 1.5, height=HEIGHT - 1.5,
        rx=CORNER_RADIUS, fill=FACE_COLOUR, stroke=EDGE_COLOUR, stroke_width=1.5,
    )
