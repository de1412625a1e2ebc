#!/usr/bin/env python3
"""english_plurals fills both English forms of each unfinished plural message, and nothing else."""
import pathlib
import sys
import tempfile
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "tools" / "i18n"))
import english_plurals  # noqa: E402

UNFINISHED = """<translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>"""


def filled(ts: str) -> str:
    with tempfile.TemporaryDirectory() as scratch:
        path = pathlib.Path(scratch) / "cribbage_en.ts"
        path.write_text(ts, encoding="utf-8")
        english_plurals.main(str(path))
        return path.read_text(encoding="utf-8")


class EnglishPlurals(unittest.TestCase):
    def test_fills_one_and_many(self):
        ts = filled(f"<message numerus=\"yes\"><source>%n card(s)</source>\n"
                    f"{UNFINISHED}</message>")
        self.assertIn("<numerusform>%n card</numerusform>", ts)
        self.assertIn("<numerusform>%n cards</numerusform>", ts)
        self.assertNotIn("unfinished", ts)

    def test_fills_a_message_with_a_comment(self):
        ts = filled("<message numerus=\"yes\"><source>%n game(s)</source>\n"
                    f"<comment>games won in the match</comment>\n{UNFINISHED}</message>")
        self.assertIn("<comment>games won in the match</comment>", ts)
        self.assertIn("<numerusform>%n game</numerusform>", ts)
        self.assertIn("<numerusform>%n games</numerusform>", ts)
        self.assertNotIn("unfinished", ts)

    def test_leaves_a_finished_message_before_an_unfinished_one(self):
        finished = ("<message numerus=\"yes\"><source>%n point(s)</source><translation>"
                    "<numerusform>%n point</numerusform><numerusform>%n points</numerusform>"
                    "</translation></message>")
        ts = filled(finished + "<message numerus=\"yes\"><source>%n hand(s)</source>\n"
                    f"{UNFINISHED}</message>")
        self.assertTrue(ts.startswith(finished))
        self.assertIn("<numerusform>%n hands</numerusform>", ts)

    def test_escapes_what_it_writes(self):
        ts = filled("<message numerus=\"yes\"><source>%n &amp; card(s)</source>\n"
                    f"{UNFINISHED}</message>")
        self.assertIn("<numerusform>%n &amp; cards</numerusform>", ts)


if __name__ == "__main__":
    unittest.main()
