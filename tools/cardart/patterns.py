"""Repeating line patterns cut to a rectangle (Qt SVG has no <pattern> and no clip paths,
so every line is clipped here before it is written)."""

from svgkit import Path


def _clipped_span(slope, intercept, box):
    """The x range where the line y = slope * x + intercept lies inside box."""
    left, top, right, bottom = box
    first, last = (top - intercept) / slope, (bottom - intercept) / slope
    if slope < 0:
        first, last = last, first
    return max(left, first), min(right, last)


def lattice(box, spacing, slope=1.0, phase=0.0):
    """Two families of parallel lines, y = +-slope * x + c, crossing inside box.

    spacing is the horizontal distance between neighbouring lines; the crossings sit on
    the vertical line through the box's centre, shifted by phase (0..1 of a spacing).
    """
    left, top, right, bottom = box
    centre_x, centre_y = (left + right) / 2, (top + bottom) / 2
    reach = int((right - left) / spacing + (bottom - top) / (slope * spacing)) + 2
    lines = Path()
    for direction in (slope, -slope):
        for step in range(-reach, reach + 1):
            # the line crosses the horizontal mid line at x = centre_x + (step + phase) * spacing
            intercept = centre_y - direction * (centre_x + (step + phase) * spacing)
            x_start, x_end = _clipped_span(direction, intercept, box)
            if x_end - x_start > 1e-6:
                lines.move(x_start, direction * x_start + intercept).line(x_end, direction * x_end + intercept)
    return lines


def crossings(box, spacing, slope=1.0, phase=0.0, margin=0.0):
    """The points where the lattice lines of the same arguments cross, inside box less margin."""
    left, top, right, bottom = box
    centre_x, centre_y = (left + right) / 2, (top + bottom) / 2
    rows = int((bottom - top) / (slope * spacing)) + 2
    columns = int((right - left) / spacing) + 2
    points = []
    for row in range(-rows, rows + 1):
        for column in range(-columns, columns + 1):
            # crossings repeat every spacing across and every slope * spacing down,
            # and sit half a step over on alternate rows
            x = centre_x + (column + phase + (row % 2) / 2) * spacing
            y = centre_y + row * slope * spacing / 2
            if left + margin <= x <= right - margin and top + margin <= y <= bottom - margin:
                points.append((x, y))
    return points
