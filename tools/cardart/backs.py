"""The card backs. Each is a coloured field inside a white margin, framed, with a
pattern over the field and a centrepiece. Each design returns (body, defs)."""

import math

from card import CENTRE_X, CENTRE_Y, HEIGHT, WIDTH, card_outline
from patterns import crossings, lattice
from suits import outline
from svgkit import (
    CIRCLE_KAPPA,
    Path,
    document,
    el,
    ellipse_path,
    radial_gradient,
    smooth_closed_path,
)

FIELD_INSET, FIELD_RADIUS = 10, 7
FRAME_INSET = 6  # from the field's edge to the frame line
FIELD = (FIELD_INSET, FIELD_INSET, WIDTH - FIELD_INSET, HEIGHT - FIELD_INSET)


def inset(box, amount):
    left, top, right, bottom = box
    return left + amount, top + amount, right - amount, bottom - amount


def rect(box, radius=0, **attrs):
    left, top, right, bottom = box
    return el("rect", x=left, y=top, width=right - left, height=bottom - top, rx=radius or None, **attrs)


def stroke(path, colour, width):
    return el("path", d=path, fill="none", stroke=colour, stroke_width=width)


def fill(path, colour):
    return el("path", d=path, fill=colour)


def dots(points, radius, colour):
    return el("g", [el("circle", cx=x, cy=y, r=radius) for x, y in points], fill=colour)


def framed_field(field_fill, frame_colour):
    """The coloured field, with a double frame line inside it; returns (elements, inner box)."""
    frame = inset(FIELD, FRAME_INSET)
    return [
        rect(FIELD, FIELD_RADIUS, fill=field_fill),
        rect(frame, 3, fill="none", stroke=frame_colour, stroke_width=1.4),
        rect(inset(frame, 3), 1.5, fill="none", stroke=frame_colour, stroke_width=0.6),
    ], inset(frame, 4.5)


def rosette(cx, cy, petals, distance, length, width, turn=0.0):
    """Petals (ellipses) arranged round a centre, the first pointing up (turned by turn degrees)."""
    flower = Path()
    for index in range(petals):
        petal = ellipse_path(0, -distance, width, length).rotated(turn + index * 360 / petals)
        flower.add(petal.moved(cx, cy))
    return flower


def guilloche(cx, cy, radius, amplitude, waves, strands, samples_per_wave=4):
    """Interlaced closed waves r = radius + amplitude * sin(waves * angle + phase), one per strand."""
    curves = Path()
    count = waves * samples_per_wave
    for strand in range(strands):
        phase = 2 * math.pi * strand / strands
        points = []
        for index in range(count):
            angle = 2 * math.pi * index / count
            r = radius + amplitude * math.sin(waves * angle + phase)
            points.append((cx + r * math.sin(angle), cy - r * math.cos(angle)))
        curves.add(smooth_closed_path(points))
    return curves


def classic_red():
    """A crimson lattice with beads at its crossings and an oval rosette medallion."""
    crimson, deep, light, cream, gold = "#a3182a", "#84101f", "#dc7583", "#f8e3e3", "#e0b756"
    field, box = framed_field(crimson, cream)
    rx, ry = 56, 76
    return [
        *field,
        stroke(lattice(box, 16, 1.3), light, 0.9),
        dots([p for p in crossings(box, 16, 1.3, margin=1.5) if not _inside_ellipse(p, rx + 9, ry + 9)], 1.5, cream),
        fill(ellipse_path(CENTRE_X, CENTRE_Y, rx + 7, ry + 7), crimson),
        el("ellipse", cx=CENTRE_X, cy=CENTRE_Y, rx=rx, ry=ry, fill=deep, stroke=gold, stroke_width=2.2),
        el("ellipse", cx=CENTRE_X, cy=CENTRE_Y, rx=rx - 6, ry=ry - 6, fill="none", stroke=cream, stroke_width=0.8),
        dots(
            [(CENTRE_X + (rx - 12) * math.sin(a), CENTRE_Y - (ry - 12) * math.cos(a)) for a in _angles(28)],
            1.6,
            gold,
        ),
        fill(rosette(CENTRE_X, CENTRE_Y, 8, 22, 17, 7.5), cream),
        fill(rosette(CENTRE_X, CENTRE_Y, 8, 14, 10, 4.5, turn=22.5), gold),
        el("circle", cx=CENTRE_X, cy=CENTRE_Y, r=6.5, fill=crimson, stroke=gold, stroke_width=1.6),
    ], []


def royal_blue():
    """Fine engraved cross-hatching behind a banknote-style guilloche rosette."""
    navy, light, pale = "#173466", "#5f8bd0", "#c4d7f3"
    field, box = framed_field("url(#blue-field)", pale)
    corners = [(x, y) for x in (box[0] + 20, box[2] - 20) for y in (box[1] + 20, box[3] - 20)]
    corner_rosettes = Path()
    for x, y in corners:
        corner_rosettes.add(guilloche(x, y, 11, 3.5, 6, 3))
    return [
        *field,
        stroke(lattice(box, 8, 1.0), "#2c5596", 0.6),
        el("circle", cx=CENTRE_X, cy=CENTRE_Y, r=90, fill=navy, stroke=pale, stroke_width=1.4),
        el("circle", cx=CENTRE_X, cy=CENTRE_Y, r=85, fill="none", stroke=light, stroke_width=0.6),
        stroke(guilloche(CENTRE_X, CENTRE_Y, 66, 14, 12, 6), light, 0.7),
        stroke(guilloche(CENTRE_X, CENTRE_Y, 38, 10, 8, 4), pale, 0.8),
        fill(rosette(CENTRE_X, CENTRE_Y, 12, 11, 9, 3), pale),
        el("circle", cx=CENTRE_X, cy=CENTRE_Y, r=4, fill=navy, stroke=pale, stroke_width=1.2),
        *(el("circle", cx=x, cy=y, r=17, fill=navy, stroke=pale, stroke_width=1) for x, y in corners),
        stroke(corner_rosettes, pale, 0.6),
    ], [radial_gradient("blue-field", [(0, "#2c5aa3"), (1, "#163160")], r=0.7)]


def _fish_scales(box, columns):
    """Rows of half-circle scales, each row half a scale over from the last; the quarter
    circles that would stick out at the sides are left off. Returns (arcs, stud points)."""
    left, top, right, bottom = box
    radius = (right - left) / columns / 2
    k = radius * CIRCLE_KAPPA
    arcs, studs = Path(), []
    row = 0
    while top + (row + 1) * radius <= bottom:
        y = top + row * radius
        shift = 0 if row % 2 == 0 else -radius
        for column in range(columns + 1):
            x = left + radius + shift + column * 2 * radius
            if left - 1e-6 <= x - radius and x <= right + 1e-6:
                arcs.move(x - radius, y).cubic(x - radius, y + k, x - k, y + radius, x, y + radius)
            if left - 1e-6 <= x and x + radius <= right + 1e-6:
                arcs.move(x, y + radius).cubic(x + k, y + radius, x + radius, y + k, x + radius, y)
            if left < x < right and row > 0:
                studs.append((x, y + radius * 0.45))
        row += 1
    return arcs, studs


def green_ornament():
    """Gold fish scales on green, and a diamond cartouche holding the four suits."""
    green, deep, gold, pale_gold = "#1f4f37", "#163b29", "#cfa54c", "#ecd48f"
    field, box = framed_field(green, gold)
    scales, studs = _fish_scales(box, 8)
    half_width, half_height = 72, 104
    diamond = Path().move(CENTRE_X, CENTRE_Y - half_height).line(
        (CENTRE_X + half_width, CENTRE_Y), (CENTRE_X, CENTRE_Y + half_height), (CENTRE_X - half_width, CENTRE_Y)
    ).close()
    suits = Path()
    for suit, dx, dy, turn in (("S", 0, -40, 0), ("H", 27, 0, 90), ("C", 0, 40, 180), ("D", -27, 0, 270)):
        suits.add(outline(suit).scaled(0.22).rotated(turn).moved(CENTRE_X + dx, CENTRE_Y + dy))
    return [
        *field,
        stroke(scales, gold, 0.9),
        dots([(x, y) for x, y in studs if abs(x - CENTRE_X) / 84 + abs(y - CENTRE_Y) / 120 > 1], 1.3, pale_gold),
        stroke(diamond.scaled(1.12, 1.1, CENTRE_X, CENTRE_Y), gold, 1.2),
        el("path", d=diamond.scaled(1.06, 1.05, CENTRE_X, CENTRE_Y), fill=green, stroke=pale_gold, stroke_width=0.8),
        el("path", d=diamond, fill=deep, stroke=gold, stroke_width=2),
        stroke(diamond.scaled(0.9, 0.92, CENTRE_X, CENTRE_Y), pale_gold, 0.7),
        fill(suits, gold),
        el("circle", cx=CENTRE_X, cy=CENTRE_Y, r=9, fill="none", stroke=gold, stroke_width=1.2),
        fill(rosette(CENTRE_X, CENTRE_Y, 4, 4.5, 4, 2.2, turn=45), pale_gold),
    ], []


def _inside_ellipse(point, rx, ry):
    return ((point[0] - CENTRE_X) / rx) ** 2 + ((point[1] - CENTRE_Y) / ry) ** 2 < 1


def _angles(count):
    return [2 * math.pi * index / count for index in range(count)]


BACKS = {
    "classic-red": ("Classic red lattice", classic_red),
    "royal-blue": ("Royal blue guilloche", royal_blue),
    "green-ornament": ("Green and gold ornament", green_ornament),
}


def back_document(name):
    title, draw = BACKS[name]
    body, defs = draw()
    return document(WIDTH, HEIGHT, f"Card back: {title}", defs, [card_outline(), *body])
