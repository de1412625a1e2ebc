"""Court cards: a framed, double-ended panel with a stylised bust per rank.

Only the upper half is drawn; the lower half is the same drawing turned
by 180 degrees about the card's centre.
"""

from suits import suit_shape
from svg import CARD_HEIGHT, circle_subpath, group, half_turn, num, place

GOLD = "#e0a526"
GOLD_DARK = "#9c6a12"
RED = "#b3202a"
BLUE = "#1f4e9c"
INK = "#2a2a2a"
SKIN = "#f4d3b5"
CREAM = "#fbf4e2"

PANEL_LEFT, PANEL_TOP, PANEL_RIGHT = 54, 36, 196
MIDDLE_Y = CARD_HEIGHT // 2

ROBE_COLOURS = {"K": RED, "Q": BLUE, "J": GOLD}
TRIM_COLOURS = {"K": GOLD, "Q": GOLD, "J": RED}


def shape(d, fill, stroke=INK, stroke_width=1.5, transform=None):
    placing = f' transform="{transform}"' if transform else ""
    return (
        f'<path{placing} fill="{fill}" stroke="{stroke}" stroke-width="{num(stroke_width)}" '
        f'stroke-linejoin="round" d="{d}"/>\n'
    )


def robe_pattern(rank):
    """A small motif per rank, kept inside the robe since Qt SVG cannot clip."""
    if rank == "J":
        stripes = "M96,141 L96,175 M154,141 L154,175"
        return f'<path fill="none" stroke="{RED}" stroke-width="5" d="{stripes}"/>\n'
    colour = GOLD if rank == "K" else "#ffffff"
    dots = " ".join(
        circle_subpath(x, y, 1.8)
        for y, xs in ((152, (90, 104, 146, 160)), (166, (83, 97, 111, 139, 153, 167)))
        for x in xs
    )
    return shape(dots, colour, stroke_width=0)


def robe(rank):
    body = "M62,175 L66,158 C70,141 96,131 125,131 C154,131 180,141 184,158 L188,175 Z"
    collar = "M98,133 C108,146 142,146 152,133 C146,130 136,128 125,128 C114,128 104,130 98,133 Z"
    seam = "M125,146 L125,175"
    buttons = "".join(circle_subpath(125, y, 2.6) for y in (154, 166))
    return (
        shape(body, ROBE_COLOURS[rank])
        + robe_pattern(rank)
        + shape(collar, "#ffffff" if rank == "K" else TRIM_COLOURS[rank])
        + (ermine_spots() if rank == "K" else "")
        + f'<path fill="none" stroke="{TRIM_COLOURS[rank]}" stroke-width="4" d="{seam}"/>\n'
        + shape(buttons, GOLD_DARK if rank != "J" else RED, stroke_width=0.8)
    )


def ermine_spots():
    spots = " ".join(
        f"M{x},{y} l-1.6,4 l1.6,-1 l1.6,1 Z" for x, y in ((106, 135), (116, 139), (134, 139), (144, 135))
    )
    return shape(spots, INK, INK, 0.8)


def hand(x, y, cuff):
    return shape(circle_subpath(x, y + 5, 7.5), cuff, stroke_width=1.2) + shape(
        circle_subpath(x, y, 5.5), SKIN, stroke_width=1.2
    )


def head():
    neck = "M117,118 L117,134 L133,134 L133,118 Z"
    face = "M125,78 C138,78 146,89 146,102 C146,116 137,126 125,126 C113,126 104,116 104,102 C104,89 112,78 125,78 Z"
    eyes = circle_subpath(117, 101, 2.2) + " " + circle_subpath(133, 101, 2.2)
    mouth = "M120,115 C123,117 127,117 130,115"
    return (
        shape(neck, SKIN)
        + shape(face, SKIN)
        + shape(eyes, INK, stroke_width=0)
        + f'<path fill="none" stroke="{RED}" stroke-width="2" stroke-linecap="round" d="{mouth}"/>\n'
    )


def king():
    beard = "M105,106 C106,126 114,138 125,138 C136,138 144,126 145,106 C139,116 132,118 125,118 C118,118 111,116 105,106 Z"
    crown = "M102,84 L100,60 L112,70 L118,52 L125,66 L132,52 L138,70 L150,60 L148,84 Z"
    tips = " ".join(circle_subpath(x, y, 3.4) for x, y in ((100, 59), (118, 51), (132, 51), (150, 59)))
    jewels = " ".join(circle_subpath(x, 77, 3) for x in (113, 125, 137))
    sceptre = "M172,172 L172,74"
    orb = circle_subpath(172, 68, 7)
    return (
        robe("K")
        + head()
        + shape(beard, "#7b4a22")
        + shape(crown, GOLD)
        + shape(tips, GOLD)
        + shape(jewels, RED, stroke_width=0.8)
        + f'<path fill="none" stroke="{GOLD_DARK}" stroke-width="5" stroke-linecap="round" d="{sceptre}"/>\n'
        + shape(orb, GOLD)
        + shape("M172,58 L172,50 M168,54 L176,54", "none", GOLD_DARK, 2.5)
        + hand(172, 146, GOLD)
    )


def queen():
    hair = "M125,72 C148,72 156,92 154,112 C153,126 158,136 164,142 L86,142 C92,136 97,126 96,112 C94,92 102,72 125,72 Z"
    fringe = "M104,98 C108,84 118,80 125,84 C132,80 142,84 146,98 C140,90 132,88 125,92 C118,88 110,90 104,98 Z"
    tiara = "M106,82 L110,66 L117,76 L125,58 L133,76 L140,66 L144,82 C132,77 118,77 106,82 Z"
    jewel = circle_subpath(125, 71, 3.4)
    stem = "M172,172 C168,140 176,112 172,88"
    leaf = "M171,130 C160,126 156,118 158,112 C166,114 171,120 171,130 Z"
    petals = " ".join(
        circle_subpath(172 + dx, 80 + dy, 7)
        for dx, dy in ((0, -9), (8.6, -2.8), (5.3, 7.3), (-5.3, 7.3), (-8.6, -2.8))
    )
    heart_of_flower = circle_subpath(172, 80, 4.5)
    return (
        shape(hair, "#5a3418")
        + robe("Q")
        + head()
        + shape(fringe, "#5a3418")
        + shape(tiara, GOLD)
        + shape(jewel, RED, stroke_width=0.8)
        + shape(stem, "none", "#2e7d32", 3)
        + shape(leaf, "#2e7d32", stroke_width=0.8)
        + shape(petals, RED, stroke_width=1)
        + shape(heart_of_flower, GOLD, stroke_width=0.8)
        + hand(172, 146, GOLD)
    )


def jack():
    hair = "M104,96 C104,112 106,118 108,120 L142,120 C144,118 146,112 146,96 Z"
    cap = "M100,90 C100,66 150,66 150,90 C134,84 116,84 100,90 Z"
    brim = "M96,92 C112,84 138,84 154,92 L154,97 C138,90 112,90 96,97 Z"
    plume = "M140,76 C150,58 166,52 180,56 C170,60 160,66 152,80 C160,70 170,68 178,70 C166,74 156,82 148,88 Z"
    shaft = "M182,174 L182,70"
    blade = (
        "M182,58 L176,76 L188,76 Z M182,86 C172,82 164,86 162,98 C168,94 176,94 182,98 Z "
        "M182,86 C186,82 189,82 191,86 C189,90 186,92 182,94 Z"
    )
    return (
        shape(hair, "#b8742a")
        + robe("J")
        + head()
        + shape(cap, RED)
        + shape(brim, BLUE)
        + shape(plume, "#ffffff", INK, 1.2, "translate(140,76) scale(0.7) translate(-140,-76)")
        + f'<path fill="none" stroke="#6b4423" stroke-width="4.5" stroke-linecap="round" d="{shaft}"/>\n'
        + shape(blade, "#c9ced6", INK, 1.2)
        + hand(182, 148, RED)
    )


FIGURES = {"K": king, "Q": queen, "J": jack}


def suit_roundel(suit, colour):
    x, y = 77, 59
    return (
        f'<circle cx="{x}" cy="{y}" r="15" fill="#ffffff" stroke="{GOLD_DARK}" stroke-width="1.5"/>\n'
        + suit_shape(suit, colour, place(x, y, 0.2))
    )


def court_panel(rank, suit, colour):
    width = PANEL_RIGHT - PANEL_LEFT
    height = 2 * (MIDDLE_Y - PANEL_TOP)
    frame = (
        f'<rect x="{PANEL_LEFT}" y="{PANEL_TOP}" width="{width}" height="{height}" '
        f'fill="{CREAM}" stroke="{ROBE_COLOURS[rank]}" stroke-width="3"/>\n'
    )
    half = FIGURES[rank]() + suit_roundel(suit, colour)
    inner_frame = (
        f'<rect x="{PANEL_LEFT + 4}" y="{PANEL_TOP + 4}" width="{width - 8}" '
        f'height="{height - 8}" fill="none" stroke="{GOLD}" stroke-width="1.5"/>\n'
    )
    divider = (
        f'<rect x="{PANEL_LEFT}" y="{MIDDLE_Y - 3}" width="{width}" height="6" '
        f'fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1"/>\n'
    )
    return frame + half + group(half, half_turn()) + divider + inner_frame
