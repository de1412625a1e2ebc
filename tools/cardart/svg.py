"""Small helpers for writing SVG Tiny 1.2 documents that Qt SVG renders."""

CARD_WIDTH = 250
CARD_HEIGHT = 350
CORNER_RADIUS = 12


def num(value):
    """A coordinate written short: no trailing zeros, at most two decimals."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def document(body):
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{CARD_WIDTH}" height="{CARD_HEIGHT}" '
        f'viewBox="0 0 {CARD_WIDTH} {CARD_HEIGHT}">\n'
        f"{body}</svg>\n"
    )


def group(content, transform=None):
    if transform is None:
        return f"<g>\n{content}</g>\n"
    return f'<g transform="{transform}">\n{content}</g>\n'


def place(x, y, scale=1.0, upside_down=False):
    """Transform putting a shape drawn around the origin at (x, y)."""
    text = f"translate({num(x)},{num(y)})"
    if upside_down:
        text += " rotate(180)"
    if scale != 1.0:
        text += f" scale({num(scale)})"
    return text


def half_turn():
    """Rotation by 180 degrees about the card's centre."""
    return f"rotate(180 {num(CARD_WIDTH / 2)} {num(CARD_HEIGHT / 2)})"


def card_outline(fill, stroke="#9a9a9a"):
    return (
        f'<rect x="1" y="1" width="{CARD_WIDTH - 2}" height="{CARD_HEIGHT - 2}" '
        f'rx="{CORNER_RADIUS}" ry="{CORNER_RADIUS}" fill="{fill}" '
        f'stroke="{stroke}" stroke-width="2"/>\n'
    )


def circle_subpath(cx, cy, r):
    """A full circle as path data, so circles can join other shapes in one path."""
    return (
        f"M{num(cx - r)},{num(cy)} a{num(r)},{num(r)} 0 1,0 {num(2 * r)},0 "
        f"a{num(r)},{num(r)} 0 1,0 {num(-2 * r)},0 Z"
    )
