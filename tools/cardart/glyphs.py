"""The rank alphabet: centre lines of a rounded stroke letter, 100 units tall.

A glyph is drawn as a stroke with round caps and joins, so the ink reaches half a
stroke width beyond the centre lines given here. Each glyph has its advance width.
"""

from svgkit import Path

STROKE = 16  # stroke width in glyph units: bold enough to read on a small card


def _zero(width):
    half = width / 2
    return (
        Path()
        .move(half, 0)
        .cubic(half * 0.35, 0, 0, 22, 0, 50)
        .cubic(0, 78, half * 0.35, 100, half, 100)
        .cubic(half * 1.65, 100, width, 78, width, 50)
        .cubic(width, 22, half * 1.65, 0, half, 0)
        .close()
    )


def _six():
    return (
        Path()
        .move(49, 7)
        .cubic(44, 2, 37, 0, 30, 0)
        .cubic(12, 0, 2, 20, 2, 52)
        .cubic(2, 84, 13, 100, 29, 100)
        .cubic(45, 100, 55, 88, 55, 70)
        .cubic(55, 52, 45, 40, 30, 40)
        .cubic(15, 40, 4, 50, 2, 62)
    )


def _glyph_paths():
    one = Path().move(1, 16).line(14, 0).line(14, 100)
    return {
        "A": (Path().move(0, 100).line(31, 0).line(62, 100).move(12, 64).line(50, 64), 62),
        "2": (
            Path()
            .move(3, 22)
            .cubic(6, 8, 16, 0, 29, 0)
            .cubic(44, 0, 54, 10, 54, 25)
            .cubic(54, 39, 46, 49, 35, 60)
            .line(2, 100)
            .line(57, 100),
            57,
        ),
        "3": (
            Path()
            .move(4, 12)
            .cubic(10, 4, 19, 0, 29, 0)
            .cubic(43, 0, 52, 9, 52, 23)
            .cubic(52, 37, 42, 46, 25, 46)
            .cubic(44, 46, 55, 57, 55, 72)
            .cubic(55, 89, 43, 100, 28, 100)
            .cubic(17, 100, 8, 96, 2, 88),
            55,
        ),
        "4": (Path().move(43, 100).line(43, 0).line(0, 69).line(60, 69), 60),
        "5": (
            Path()
            .move(52, 0)
            .line(12, 0)
            .line(8, 44)
            .cubic(15, 39, 22, 37, 30, 37)
            .cubic(45, 37, 55, 49, 55, 68)
            .cubic(55, 88, 43, 100, 28, 100)
            .cubic(17, 100, 8, 96, 2, 88),
            55,
        ),
        "6": (_six(), 55),
        "7": (Path().move(1, 0).line(56, 0).cubic(41, 26, 29, 58, 25, 100), 56),
        "8": (
            Path()
            .move(29, 46)
            .cubic(15, 46, 6, 37, 6, 23)
            .cubic(6, 9, 16, 0, 29, 0)
            .cubic(42, 0, 52, 9, 52, 23)
            .cubic(52, 37, 43, 46, 29, 46)
            .cubic(13, 46, 2, 57, 2, 73)
            .cubic(2, 89, 14, 100, 29, 100)
            .cubic(44, 100, 56, 89, 56, 73)
            .cubic(56, 57, 45, 46, 29, 46)
            .close(),
            58,
        ),
        "9": (_six().rotated(180, 28.5, 50), 57),
        "10": (Path(one.segments).add(_zero(36).moved(36, 0)), 72),
        "J": (Path().move(14, 0).line(50, 0).move(40, 0).line(40, 72).cubic(40, 90, 31, 100, 19, 100).cubic(8, 100, 1, 92, 0, 80), 50),
        "Q": (_zero(62).add(Path().move(37, 72).line(63, 105)), 63),
        "K": (Path().move(4, 0).line(4, 100).move(57, 0).line(4, 62).move(23, 42).line(59, 100), 59),
    }


GLYPHS = _glyph_paths()

RANK_TEXT = {"A": "A", "T": "10", "J": "J", "Q": "Q", "K": "K"}


def rank_glyph(rank):
    """(centre-line path, advance width) for a rank letter of the card name (A 2-9 T J Q K)."""
    return GLYPHS[RANK_TEXT.get(rank, rank)]
