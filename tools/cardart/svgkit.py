"""Small SVG writing helpers: numbers, paths kept as geometry, elements, documents.

Everything written stays within what Qt SVG (SVG Tiny 1.2) renders: paths with
M/L/C/Q/Z only (no arcs), rects, circles, ellipses, linear and radial gradients,
transforms and <use>.
"""

import math

CIRCLE_KAPPA = 0.5522847498  # control distance for a quarter circle as one cubic


def num(value):
    """Shortest text for a coordinate, two decimals at most."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


class Path:
    """A path kept as absolute points so it can be moved, scaled or turned before writing."""

    def __init__(self, segments=None):
        self.segments = list(segments or [])  # (command, [(x, y), ...])

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

    def mirrored_x(self, axis=0.0):
        return self.mapped(lambda x, y: (2 * axis - x, y))

    def end_point(self):
        for cmd, points in reversed(self.segments):
            if points:
                return points[-1]
        raise ValueError("empty path")

    def with_mirror_half(self, axis=0.0):
        """Completes a half outline drawn from a point on the axis down one side to
        another point on the axis, by adding that side mirrored back to the start."""
        start = self.segments[0][1][0]
        points_along = [start]
        for cmd, points in self.segments[1:]:
            points_along.append(points[-1])
        whole = Path(self.segments)
        for index in range(len(self.segments) - 1, 0, -1):
            cmd, points = self.segments[index]
            target = points_along[index - 1]
            back = [(2 * axis - x, y) for x, y in reversed(points[:-1])] + [(2 * axis - target[0], target[1])]
            whole.segments.append((cmd, back))
        return whole.close()

    def d(self):
        parts = []
        for cmd, points in self.segments:
            parts.append(cmd + " ".join(f"{num(x)} {num(y)}" for x, y in points))
        return "".join(parts)


def circle_path(cx, cy, r, clockwise=True):
    """A circle as four cubics, as a subpath that can join other shapes in one path."""
    k = r * CIRCLE_KAPPA
    path = Path().move(cx + r, cy)
    sign = 1 if clockwise else -1
    path.cubic(cx + r, cy + sign * k, cx + k, cy + sign * r, cx, cy + sign * r)
    path.cubic(cx - k, cy + sign * r, cx - r, cy + sign * k, cx - r, cy)
    path.cubic(cx - r, cy - sign * k, cx - k, cy - sign * r, cx, cy - sign * r)
    path.cubic(cx + k, cy - sign * r, cx + r, cy - sign * k, cx + r, cy)
    return path.close()


def ellipse_path(cx, cy, rx, ry):
    return circle_path(0, 0, 1).mapped(lambda x, y: (cx + x * rx, cy + y * ry))


def polyline_path(points, closed=False):
    path = Path().move(*points[0])
    path.line(*points[1:])
    return path.close() if closed else path


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


def linear_gradient(gradient_id, stops, x1=0, y1=0, x2=0, y2=1):
    """The direction is in the units of the filled shape's bounding box."""
    return el("linearGradient", _stops(stops), id=gradient_id, x1=num(x1), y1=num(y1), x2=num(x2), y2=num(y2))


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
