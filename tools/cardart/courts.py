"""The court cards: a framed, double-ended panel with a stylised bust per rank.

The top half of the panel is drawn once (#half) and shown again turned 180 degrees,
as on a classic deck. The king wears a crown, an ermine collar and a beard and holds
a sceptre; the queen wears a tiara and pearls and holds a rose; the jack wears a
feathered cap and holds a spear. The robe colours change with the suit.
"""

from card import CENTRE_X, CENTRE_Y, TURN_HALF, pip
from patterns import crossings, lattice
from svgkit import Path, circle_path, el, ellipse_path, radial_gradient, use

INK = "#2b2420"
GOLD = "#deaa3a"
GOLD_DARK = "#9c7020"
CRIMSON = "#b3232f"
ROSE = "#d4475d"
BLUE = "#2a5596"
CHARCOAL = "#34343f"
LEAF = "#3f7d4a"
WOOD = "#7b5230"
STEEL = "#d3d7de"
CREAM = "#f8efd8"
LATTICE = "#e9d7ae"
PEARL = "#fdfbf4"
SKIN = "#f4d7ba"
BLUSH = "#e8a18c"
LIPS = "#b5453f"
GREY_HAIR = "#e9e5dc"
AUBURN = "#86502b"
CHESTNUT = "#5f3a1f"

# robe, trim: each suit dresses its courts differently
SUIT_DRESS = {"H": (CRIMSON, GOLD), "D": (GOLD, CRIMSON), "C": (BLUE, GOLD), "S": (CHARCOAL, CRIMSON)}

PANEL_LEFT, PANEL_TOP, PANEL_RIGHT = 52, 14, 198
PANEL_BOTTOM = 2 * CENTRE_Y - PANEL_TOP
FACE_X, FACE_Y = CENTRE_X, 100
OUTLINE_WIDTH = 1.2


def shape(path, fill, **attrs):
    return el("path", d=path, fill=fill, **attrs)


def line(path, colour=INK, width=OUTLINE_WIDTH):
    return el("path", d=path, fill="none", stroke=colour, stroke_width=width, stroke_linecap="round")


def outlined_line(path, colour, width):
    """A line in colour with a dark edge either side, like a staff or a stem."""
    return [line(path, INK, width + 2.4), line(path, colour, width)]


def beads(points, radius, fill):
    all_beads = Path()
    for x, y in points:
        all_beads.add(circle_path(x, y, radius))
    return shape(all_beads, fill)


def robe(colour, trim):
    body = Path.parse("M60 175 L60 162 C60 145 78 135 104 131 L146 131 C172 135 190 145 190 162 L190 175 Z")
    bands = [Path().move(x, 175).cubic(x, 160, x * 0.9 + 12.5, 146, x * 0.8 + 25, 136) for x in (96, 154)]
    studs = Path()
    for left, right in ((66, 92), (158, 184)):
        for x, y in crossings((left, 150, right, 175), 9, 1.2, margin=2.5):
            studs.move(x, y - 2.6).line(x + 2, y).line(x, y + 2.6).line(x - 2, y).close()
    return [
        shape(body, colour),
        shape(studs, trim, stroke="none"),
        *(part for band in bands for part in outlined_line(band, trim, 4)),
    ]


def neck_and_face():
    neck = Path.parse("M116 108 L116 134 C120 137 130 137 134 134 L134 108 Z")
    return [shape(neck, SKIN), shape(ellipse_path(FACE_X, FACE_Y, 17, 21), SKIN)]


def features(mouth=True):
    brows = [Path().move(x - 4.5, 92.5).quad(x, 89, x + 4.5, 92) for x in (FACE_X - 7.5, FACE_X + 7.5)]
    eyes = Path()
    for x in (FACE_X - 7.5, FACE_X + 7.5):
        eyes.add(ellipse_path(x, 97.5, 2.7, 1.5))
    cheeks = circle_path(FACE_X - 9.5, 106.5, 3.4).add(circle_path(FACE_X + 9.5, 106.5, 3.4))
    nose = Path().move(FACE_X, 97).quad(FACE_X - 2.4, 104, FACE_X - 1.6, 106).quad(FACE_X, 107.5, FACE_X + 2, 106.2)
    parts = [
        shape(cheeks, BLUSH, fill_opacity=0.45, stroke="none"),
        *(line(brow) for brow in brows),
        shape(eyes, INK),
        line(nose, INK, 1),
    ]
    if mouth:
        parts.append(line(Path().move(FACE_X - 4.5, 112).quad(FACE_X, 115, FACE_X + 4.5, 112), LIPS, 1.6))
    return parts


def hand(x, y, cuff):
    """A fist closed round a staff at (x, y), with the sleeve's cuff below it."""
    cuff_band = Path().move(x - 8, y + 4).line(x + 8, y + 4).line(x + 7, y + 10).line(x - 7, y + 10).close()
    return [shape(cuff_band, cuff), shape(ellipse_path(x, y, 6.5, 5.5), SKIN)]


def medallion(trim):
    return [el("circle", cx=CENTRE_X, cy=161, r=9.5, fill=PEARL, stroke=trim, stroke_width=2), pip(CENTRE_X, 161, 12)]


def king(colour, trim):
    hair = Path.parse("M105 90 C99 108 101 124 108 131 L142 131 C149 124 151 108 145 90 Z")
    ermine = Path.parse(
        "M64 162 C70 145 90 137 109 134 L125 151 L141 134 C160 137 180 145 186 162 "
        "C170 155 150 154 139 159 L125 167 L111 159 C100 154 80 155 64 162 Z"
    )
    tails = Path()
    for x, y in ((78, 152), (94, 145), (156, 145), (172, 152), (108, 150), (142, 150)):
        tails.move(x, y + 5).line(x + 1.6, y + 0.5).line(x, y + 1.8).line(x - 1.6, y + 0.5).close()
    beard = Path.parse(
        "M108 102 C107 122 115 136 125 141 C135 136 143 122 142 102 "
        "C138 112 132 117 125 117 C118 117 112 112 108 102 Z"
    )
    moustache = Path.parse(
        "M113 112 C117 107 122 107 125 109.5 C128 107 133 107 137 112 "
        "C132 111 128 112 125 113 C122 112 118 111 113 112 Z"
    )
    crown = Path.parse("M104 84 L101 52 L113 66 L125 44 L137 66 L149 52 L146 84 C132 80 118 80 104 84 Z")
    band = Path.parse("M104 84 L103.2 75 C118 71 132 71 146.8 75 L146 84 C132 80 118 80 104 84 Z")
    sceptre = Path.parse("M170 172 L170 66")
    cross = Path.parse("M170 47 L170 57 M166 51 L174 51")
    return [
        shape(hair, GREY_HAIR),
        *robe(colour, trim),
        shape(ermine, PEARL),
        shape(tails, INK, stroke="none"),
        *neck_and_face(),
        *features(mouth=False),
        shape(beard, GREY_HAIR),
        shape(moustache, GREY_HAIR),
        shape(crown, GOLD),
        shape(band, trim),
        beads(((101, 52), (125, 44), (149, 52)), 3.4, PEARL),
        beads(((114, 77.5), (136, 77.5)), 2.6, PEARL),
        shape(ellipse_path(125, 77, 3.6, 3.2), BLUE),
        *medallion(trim),
        *outlined_line(sceptre, GOLD, 3.8),
        line(cross, GOLD_DARK, 2.4),
        shape(circle_path(170, 62, 7), GOLD),
        line(Path.parse("M163 62 Q170 65 177 62"), GOLD_DARK, 1),
        *hand(170, 148, trim),
    ]


def queen(colour, trim):
    hair = Path.parse(
        "M125 74 C104 74 95 90 98 108 C100 122 95 133 88 143 C100 147 112 141 116 131 "
        "L134 131 C138 141 150 147 162 143 C155 133 150 122 152 108 C155 90 146 74 125 74 Z"
    )
    fringe = Path.parse(
        "M108 91 C110 82 118 78 125 79 C132 78 140 82 142 91 C136 86 130 85 125 89 "
        "C120 85 114 86 108 91 Z"
    )
    neckline = Path.parse("M104 131 C112 150 138 150 146 131 Z")
    tiara = Path.parse(
        "M106 84 C108 75 114 71 119 70 L125 60 L131 70 C136 71 142 75 144 84 "
        "C138 80 132 78 125 78 C118 78 112 80 106 84 Z"
    )
    pearls = [(125 + 17 * t, 132 + 9 * (1 - t * t)) for t in (-1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1)]
    stem = Path.parse("M84 172 C82 150 82 130 86 110")
    leaf = Path.parse("M84 138 C76 132 70 134 66 138 C72 142 78 142 84 138 Z")
    petals = Path()
    for dx, dy in ((0, -6), (5.7, -1.9), (3.5, 4.9), (-3.5, 4.9), (-5.7, -1.9)):
        petals.add(circle_path(86 + dx, 104 + dy, 5.2))
    return [
        shape(hair, AUBURN),
        *robe(colour, trim),
        *neck_and_face(),
        shape(neckline, SKIN),
        beads(pearls, 2.1, PEARL),
        *features(),
        shape(fringe, AUBURN),
        shape(tiara, GOLD),
        shape(circle_path(125, 72, 2.8), trim),
        beads(((112, 76), (138, 76)), 1.8, PEARL),
        *medallion(trim),
        *outlined_line(stem, LEAF, 2),
        shape(leaf, LEAF),
        shape(petals, ROSE),
        shape(circle_path(86, 104, 3.2), GOLD),
        *hand(85, 150, trim),
    ]


def jack(colour, trim):
    hair = Path.parse(
        "M106 96 C104 84 112 76 125 76 C138 76 146 84 144 96 C147 106 146 114 141 120 "
        "L109 120 C104 114 103 106 106 96 Z"
    )
    cap = Path.parse("M101 88 C98 73 111 63 129 63 C147 63 156 74 151 88 C136 83 115 83 101 88 Z")
    cap_band = Path.parse("M101 88 C115 83 136 83 151 88 L150.5 92.5 C136 87.5 115 87.5 101.5 92.5 Z")
    feather = Path.parse("M145 76 C154 58 168 42 190 32 C182 50 168 66 149 82 Z")
    quill = Path.parse("M147 79 C158 60 172 46 188 34")
    collar = Path.parse("M106 131 L125 149 L144 131 L152 135 L125 158 L98 135 Z")
    shaft = Path.parse("M80 172 L80 60")
    spearhead = Path.parse("M80 30 C85 40 87 48 86 58 L80 63 L74 58 C73 48 75 40 80 30 Z")
    return [
        shape(hair, CHESTNUT),
        *robe(colour, trim),
        shape(collar, PEARL),
        *neck_and_face(),
        *features(),
        shape(cap, trim),
        shape(cap_band, GOLD if trim != GOLD else CRIMSON),
        shape(feather, PEARL),
        line(quill, GOLD_DARK, 0.9),
        *medallion(trim),
        *outlined_line(shaft, WOOD, 3),
        shape(spearhead, STEEL),
        line(Path.parse("M80 34 L80 60"), INK, 0.8),
        shape(Path.parse("M72 64 L88 64 L88 68 L72 68 Z"), GOLD),
        *hand(80, 148, trim),
    ]


FIGURES = {"K": king, "Q": queen, "J": jack}


def court_art(rank, suit):
    """(body elements, extra defs) for the J, Q or K of a suit."""
    colour, trim = SUIT_DRESS[suit]
    width, height = PANEL_RIGHT - PANEL_LEFT, PANEL_BOTTOM - PANEL_TOP
    half = el(
        "g",
        [
            line(lattice((PANEL_LEFT, PANEL_TOP, PANEL_RIGHT, CENTRE_Y), 18, 1.4), LATTICE, 0.8),
            el("circle", cx=FACE_X, cy=FACE_Y - 6, r=58, fill="url(#halo)", stroke="none"),
            pip(PANEL_LEFT + 14, PANEL_TOP + 16, 20),
            *FIGURES[rank](colour, trim),
        ],
        id="half",
        stroke=INK,
        stroke_width=OUTLINE_WIDTH,
        stroke_linejoin="round",
    )
    halo = radial_gradient("halo", [(0, "#fffbf2"), (0.6, "#fdf6e6"), (1, CREAM, 0)])
    divider = el(
        "rect", x=PANEL_LEFT, y=CENTRE_Y - 3.5, width=width, height=7, fill=trim, stroke=INK, stroke_width=OUTLINE_WIDTH
    )
    body = [
        el("rect", x=PANEL_LEFT, y=PANEL_TOP, width=width, height=height, fill=CREAM),
        use("half"),
        use("half", TURN_HALF),
        divider,
        el(
            "rect",
            x=PANEL_LEFT, y=PANEL_TOP, width=width, height=height,
            fill="none", stroke=GOLD_DARK, stroke_width=2.4,
        ),
        el(
            "rect",
            x=PANEL_LEFT + 3, y=PANEL_TOP + 3, width=width - 6, height=height - 6,
            fill="none", stroke=INK, stroke_width=0.8,
        ),
    ]
    return body, [halo, half]
