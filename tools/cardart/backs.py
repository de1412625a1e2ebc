"""Card backs: a white border around a coloured field with a quiet pattern."""

from suits import DIAMOND
from svg import CARD_HEIGHT, CARD_WIDTH, card_outline, circle_subpath, document, num, place

FIELD_INSET = 13
FIELD_LEFT, FIELD_TOP = FIELD_INSET, FIELD_INSET
FIELD_RIGHT, FIELD_BOTTOM = CARD_WIDTH - FIELD_INSET, CARD_HEIGHT - FIELD_INSET
PATTERN_INSET = FIELD_INSET + 8
CENTRE_X, CENTRE_Y = CARD_WIDTH / 2, CARD_HEIGHT / 2


def field(fill):
    return (
        f'<rect x="{FIELD_LEFT}" y="{FIELD_TOP}" width="{FIELD_RIGHT - FIELD_LEFT}" '
        f'height="{FIELD_BOTTOM - FIELD_TOP}" rx="7" ry="7" fill="{fill}"/>\n'
    )


def frame(inset, colour, width, radius=4):
    return (
        f'<rect x="{inset}" y="{inset}" width="{CARD_WIDTH - 2 * inset}" '
        f'height="{CARD_HEIGHT - 2 * inset}" rx="{radius}" ry="{radius}" fill="none" '
        f'stroke="{colour}" stroke-width="{num(width)}"/>\n'
    )


def diagonal_segments(offsets, inset):
    """Both diagonals x+y=c and x-y=c, cut to the rectangle inside `inset`.

    Qt SVG has no clipping paths, so the lattice is cut here instead.
    """
    x0, y0 = inset, inset
    x1, y1 = CARD_WIDTH - inset, CARD_HEIGHT - inset
    parts = []
    for c in offsets(x0 + y0, x1 + y1):
        start, end = max(x0, c - y1), min(x1, c - y0)
        if start < end:
            parts.append(f"M{num(start)},{num(c - start)} L{num(end)},{num(c - end)}")
    for c in offsets(x0 - y1, x1 - y0):
        start, end = max(x0, y0 + c), min(x1, y1 + c)
        if start < end:
            parts.append(f"M{num(start)},{num(start - c)} L{num(end)},{num(end - c)}")
    return " ".join(parts)


def lattice(spacing, pair_gap=0.0):
    """Offsets of lattice lines centred on the card, single or in pairs."""

    def offsets(low, high):
        values = []
        steps = int((high - low) / spacing) + 2
        for origin in (CENTRE_X + CENTRE_Y, CENTRE_X - CENTRE_Y):
            if not low - spacing <= origin <= high + spacing:
                continue
            for k in range(-steps, steps + 1):
                line = origin + k * spacing
                for shift in ((-pair_gap / 2, pair_gap / 2) if pair_gap else (0.0,)):
                    if low < line + shift < high:
                        values.append(line + shift)
        return values

    return offsets


def lattice_back(fill, line_colour, spacing, pair_gap=0.0):
    lines = diagonal_segments(lattice(spacing, pair_gap), PATTERN_INSET)
    return document(
        card_outline("#ffffff")
        + field(fill)
        + f'<path fill="none" stroke="{line_colour}" stroke-width="1.3" d="{lines}"/>\n'
        + frame(PATTERN_INSET, line_colour, 1.6, radius=3)
        + frame(FIELD_INSET + 3, line_colour, 0.8, radius=5)
    )


def classic_red():
    return lattice_back("#a8172e", "#f3c9cf", 13)


def classic_blue():
    return lattice_back("#1c4a8e", "#c8d8f0", 20, pair_gap=4)


def rosette(cx, cy, radius, petals, colour):
    """Petals standing around the centre like a compass flower."""
    return "".join(
        f'<ellipse transform="rotate({num(i * 360 / petals)} {num(cx)} {num(cy)})" '
        f'cx="{num(cx)}" cy="{num(cy - radius / 2)}" rx="{num(radius * 0.2)}" '
        f'ry="{num(radius / 2)}" fill="none" stroke="{colour}" stroke-width="1.6"/>\n'
        for i in range(petals)
    )


def corner_fans(colour):
    a = PATTERN_INSET
    corners = ((a, a, 1, 1), (CARD_WIDTH - a, a, -1, 1),
               (a, CARD_HEIGHT - a, 1, -1), (CARD_WIDTH - a, CARD_HEIGHT - a, -1, -1))
    parts = []
    for x, y, sx, sy in corners:
        for r in (14, 24, 34):
            sweep = 1 if sx * sy > 0 else 0
            parts.append(
                f"M{num(x + sx * r)},{num(y)} A{r},{r} 0 0,{sweep} {num(x)},{num(y + sy * r)}"
            )
    return f'<path fill="none" stroke="{colour}" stroke-width="1.6" d="{" ".join(parts)}"/>\n'


def green_ornament():
    gold = "#e8cf8a"
    grid = [(CENTRE_X + 16 * i, CENTRE_Y + 16 * j) for i in range(-6, 7) for j in range(-9, 10)]
    dots = " ".join(
        circle_subpath(x, y, 1.6)
        for x, y in grid
        if (x - CENTRE_X) ** 2 + (y - CENTRE_Y) ** 2 > 66**2
        and (abs(x - CENTRE_X) < 70 or abs(y - CENTRE_Y) < 120)
    )
    medallion = (
        f'<circle cx="{num(CENTRE_X)}" cy="{num(CENTRE_Y)}" r="62" fill="#17543a" '
        f'stroke="{gold}" stroke-width="2.4"/>\n'
        f'<circle cx="{num(CENTRE_X)}" cy="{num(CENTRE_Y)}" r="56" fill="none" '
        f'stroke="{gold}" stroke-width="1"/>\n'
        + rosette(CENTRE_X, CENTRE_Y, 48, 12, gold)
        + f'<circle cx="{num(CENTRE_X)}" cy="{num(CENTRE_Y)}" r="9" fill="{gold}"/>\n'
    )
    return document(
        card_outline("#ffffff")
        + field("#1f6b45")
        + f'<path fill="{gold}" fill-opacity="0.45" d="{dots}"/>\n'
        + corner_fans(gold)
        + medallion
        + frame(PATTERN_INSET, gold, 1.6, radius=3)
        + frame(FIELD_INSET + 3, gold, 0.8, radius=5)
    )


def navy_diamonds():
    silver = "#d5dceb"
    spacing_x, spacing_y = 22, 26
    columns = int((CARD_WIDTH - 2 * PATTERN_INSET) // spacing_x)
    rows = int((CARD_HEIGHT - 2 * PATTERN_INSET) // spacing_y)
    left = CENTRE_X - (columns - 1) * spacing_x / 2
    top = CENTRE_Y - (rows - 1) * spacing_y / 2
    studs = "".join(
        f'<path transform="{place(left + i * spacing_x, top + j * spacing_y, 0.12 if (i + j) % 2 else 0.07)}" '
        f'fill="{silver}" d="{DIAMOND}"/>\n'
        for i in range(columns)
        for j in range(rows)
    )
    return document(
        card_outline("#ffffff")
        + field("#1b2a4e")
        + studs
        + frame(PATTERN_INSET, silver, 1.6, radius=3)
        + frame(FIELD_INSET + 3, silver, 0.8, radius=5)
    )


BACKS = {
    "classic-red": classic_red,
    "classic-blue": classic_blue,
    "green-ornament": green_ornament,
    "navy-diamonds": navy_diamonds,
}
