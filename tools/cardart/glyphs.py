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
    return Path.parse(
        "M49 7 C44 2 37 0 30 0 C12 0 2 20 2 52 C2 84 13 100 29 100 C45 100 55 88 55 70 "
        "C55 52 45 40 30 40 C15 40 4 50 2 62"
    )


def _glyph_paths():
    one = Path.parse("M1 16 L14 0 L14 100")
    return {
        "A": (Path.parse("M0 100 L31 0 L62 100 M12 64 L50 64"), 62),
        "2": (
            Path.parse("M3 22 C6 8 16 0 29 0 C44 0 54 10 54 25 C54 39 46 49 35 60 L2 100 L57 100"),
            57,
        ),
        "3": (
            Path.parse(
                "M4 12 C10 4 19 0 29 0 C43 0 52 9 52 23 C52 37 42 46 25 46 C44 46 55 57 55 72 "
                "C55 89 43 100 28 100 C17 100 8 96 2 88"
            ),
            55,
        ),
        "4": (Path.parse("M43 100 L43 0 L0 69 L60 69"), 60),
        "5": (
            Path.parse(
                "M52 0 L12 0 L8 44 C15 39 22 37 30 37 C45 37 55 49 55 68 C55 88 43 100 28 100 "
                "C17 100 8 96 2 88"
            ),
            55,
        ),
        "6": (_six(), 55),
        "7": (Path.parse("M1 0 L56 0 C41 26 29 58 25 100"), 56),
        "8": (
            Path.parse(
                "M29 46 C15 46 6 37 6 23 C6 9 16 0 29 0 C42 0 52 9 52 23 C52 37 43 46 29 46 "
                "C13 46 2 57 2 73 C2 89 14 100 29 100 C44 100 56 89 56 73 C56 57 45 46 29 46 Z"
            ),
            58,
        ),
        "9": (_six().rotated(180, 28.5, 50), 57),
        "10": (Path(one.segments).add(_zero(36).moved(36, 0)), 72),
        "J": (Path.parse("M14 0 L50 0 M40 0 L40 72 C40 90 31 100 19 100 C8 100 1 92 0 80"), 50),
        "Q": (_zero(62).add(Path.parse("M37 72 L63 105")), 63),
        "K": (Path.parse("M4 0 L4 100 M57 0 L4 62 M23 42 L59 100"), 59),
    }


GLYPHS = _glyph_paths()

RANK_TEXT = {"A": "A", "T": "10", "J": "J", "Q": "Q", "K": "K"}


def rank_glyph(rank):
    """(centre-line path, advance width) for a rank letter of the card name (A 2-9 T J Q K)."""
    return GLYPHS[RANK_TEXT.get(rank, rank)]
