"""Small SVG writing helpers: numbers, paths kept as geometry, elements, documents.

Everything written stays within what Qt SVG (SVG Tiny 1.2) renders: paths with
M/L/C/Q/Z only (no arcs), rects, circles, ellipses, linear and radial gradients,
transforms and <use>.
"""

import math
import re

CIRCLE_KAPPA = 0.5522847498  # control distance for a quarter circle as one cubic
_POINT_COUNTS = {"M": 1, "L": 1, "C": 3, "Q": 2}  # points per segment of each path command


def num(value):
    """Shortest text for a coordinate, two decimals at most."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


class Path:
    """A path kept as absolute points so it can be moved, scaled or turned before writing."""

    def __init__(self, segments=None):
        self.segments = list(segments or [])  # (command, [(x, y), ...])

    @classmethod
    def parse(cls, text):
        """A path from absolute SVG path data with M, L, C, Q and Z, e.g. "M0 0 L10 5 20 0 Z"
        (a command's numbers may repeat, as in SVG, for more segments of the same kind)."""
        tokens = re.findall(r"[MLCQZ]|-?(?:\d+\.?\d*|\.\d+)", text)
        path, index = cls(), 0
        while index < len(tokens):
            command = tokens[index]
            index += 1
            if command == "Z":
                path.close()
                continue
            size = 2 * _POINT_COUNTS[command]
            while True:
                numbers = [float(token) for token in tokens[index : index + size]]
                path.segments.append((command, list(zip(numbers[0::2], numbers[1::2]))))
                index += size
                if index >= len(tokens) or tokens[index].isalpha():
                    break
        return path

    def move(self, x, y):
        self.segments.append(("M", [(x, y)]))
        return self

    def line(self, *points):
        """One L per point: line(x, y) or line((x, y), (x, y), ...)."""
        if len(points) == 2 and not isinstance(points[0], tuple):
            points = [points]
        for point in points:
            self.segments.append(("L", [tuple(point)]))
        return self

    def cubic(self, x1, y1, x2, y2, x, y):
        self.segments.append(("C", [(x1, y1), (x2, y2), (x, y)]))
        return self

    def quad(self, x1, y1, x, y):
        self.segments.append(("Q", [(x1, y1), (x, y)]))
        return self

    def close(self):
        self.segments.append(("Z", []))
        return self

    def add(self, other):
        self.segments.extend(other.segments)
        return self

    def mapped(self, transform):
        return Path((cmd, [transform(x, y) for x, y in points]) for cmd, points in self.segments)

    def moved(self, dx, dy):
        return self.mapped(lambda x, y: (x + dx, y + dy))

    def scaled(self, sx, sy=None, cx=0.0, cy=0.0):
        sy = sx if sy is None else sy
        return self.mapped(lambda x, y: (cx + (x - cx) * sx, cy + (y - cy) * sy))

    def rotated(self, degrees, cx=0.0, cy=0.0):
        c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
        return self.mapped(lambda x, y: (cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c))

    def with_mirror_half(self):
        """Completes a half outline drawn from a point on the line x = 0 down its right
        side to another point on that line, by adding the left side back to the start."""
        ends = [points[-1] for cmd, points in self.segments]
        whole = Path(self.segments)
        for index in range(len(self.segments) - 1, 0, -1):
            cmd, points = self.segments[index]
            back = [*reversed(points[:-1]), ends[index - 1]]
            whole.segments.append((cmd, [(-x, y) for x, y in back]))
        return whole.close()

    def d(self):
        parts = []
        for cmd, points in self.segments:
            parts.append(cmd + " ".join(f"{num(x)} {num(y)}" for x, y in points))
        return "".join(parts)


def circle_path(cx, cy, r):
    """A circle as four clockwise cubics, a subpath that can join other shapes in one path."""
    k = r * CIRCLE_KAPPA
    path = Path().move(cx + r, cy)
    path.cubic(cx + r, cy + k, cx + k, cy + r, cx, cy + r)
    path.cubic(cx - k, cy + r, cx - r, cy + k, cx - r, cy)
    path.cubic(cx - r, cy - k, cx - k, cy - r, cx, cy - r)
    path.cubic(cx + k, cy - r, cx + r, cy - k, cx + r, cy)
    return path.close()


def ellipse_path(cx, cy, rx, ry):
    return circle_path(0, 0, 1).mapped(lambda x, y: (cx + x * rx, cy + y * ry))


def el(tag, children=None, **attrs):
    """One element. Keyword names use _ for -, and href becomes xlink:href."""
    text = "<" + tag
    for key, value in attrs.items():
        if value is None:
            continue
        name = "xlink:href" if key == "href" else key.rstrip("_").replace("_", "-")
        if isinstance(value, float):
            value = num(value)
        elif isinstance(value, Path):
            value = value.d()
        text += f' {name}="{value}"'
    if not children:
        return text + "/>"
    inner = "".join(children) if isinstance(children, (list, tuple)) else children
    return f"{text}>{inner}</{tag}>"


def use(ref, transform=None, **attrs):
    return el("use", href="#" + ref, transform=transform, **attrs)


def _stops(stops):
    """stops: [(offset 0..1, colour) or (offset, colour, opacity), ...]"""
    return [
        el("stop", offset=num(stop[0]), stop_color=stop[1], stop_opacity=num(stop[2]) if len(stop) > 2 else None)
        for stop in stops
    ]


def radial_gradient(gradient_id, stops, cx=0.5, cy=0.5, r=0.5):
    return el("radialGradient", _stops(stops), id=gradient_id, cx=num(cx), cy=num(cy), r=num(r))


def translate(x, y, scale=None, rotate=None):
    text = f"translate({num(x)} {num(y)})"
    if rotate:
        text += f" rotate({num(rotate)})"
    if scale is not None and scale != 1:
        text += f" scale({num(scale)})"
    return text


def document(width, height, title, defs, body):
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'width="{num(width)}" height="{num(height)}" viewBox="0 0 {num(width)} {num(height)}">\n'
        f"<title>{title}</title>\n"
        + (f"<defs>{''.join(defs)}</defs>\n" if defs else "")
        + "\n".join(body)
        + "\n</svg>\n"
    )


def smooth_closed_path(points):
    """A closed smooth curve through the points (Catmull-Rom, written as cubics)."""
    count = len(points)
    path = Path().move(*points[0])
    for index in range(count):
        p0, p1, p2, p3 = (points[(index + offset) % count] for offset in (-1, 0, 1, 2))
        path.cubic(
            p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6,
            p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6,
            p2[0], p2[1],
        )
    return path.close()
