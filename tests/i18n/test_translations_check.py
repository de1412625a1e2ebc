#!/usr/bin/env python3
"""translations.py check fails on a term the glossary forbids, on English left in a translation,
and on two entries of one menu on one accelerator; the real glossary reads."""
import pathlib
import sys
import tempfile
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "tools" / "i18n"))
import translations  # noqa: E402

GLOSSARY = """# Glossary

## es

| thing | term | never |
| --- | --- | --- |
| pair | par | pareja* |
| the computer | la máquina | ordenador |
| flush | color | |
| go | Go | `go` |

## English words a translation keeps

| language | words |
| --- | --- |
| all | crib, Muggins, Go |
| es | no |
"""


def problems(messages: list[tuple[str, str, str]]) -> list[str]:
    """The check's findings in a Spanish file of (context, source, translation)."""
    body = "".join(f"<context><name>{context}</name><message><source>{source}</source>"
                   f"<translation>{translation}</translation></message></context>"
                   for context, source, translation in messages)
    with tempfile.TemporaryDirectory() as scratch:
        folder = pathlib.Path(scratch)
        (folder / "glossary.md").write_text(GLOSSARY, encoding="utf-8")
        ts = folder / "cribbage_es.ts"
        ts.write_text(f"<TS version=\"2.1\" language=\"es\">{body}</TS>", encoding="utf-8")
        return translations.problems_in(ts, translations.Glossary(folder / "glossary.md"))


class TranslationsCheck(unittest.TestCase):
    def test_a_forbidden_variant_fails_with_the_term(self):
        found = problems([("Guide", "Two pairs", "Dos parejas")])
        self.assertEqual(len(found), 1)
        self.assertIn("'parejas'", found[0])
        self.assertIn("'par'", found[0])
        self.assertEqual(problems([("Guide", "A pair", "Un par")]), [])
        self.assertEqual(len(problems([("Guide", "The computer", "El Ordenador")])), 1)

    def test_a_word_in_backquotes_is_forbidden_in_its_case_only(self):
        self.assertEqual(len(problems([("Rules", "After a go", "Tras un go")])), 1)
        self.assertEqual(problems([("Rules", "After a go", "Tras un Go")]), [])

    def test_english_left_fails_unless_allowed(self):
        found = problems([("Count", "two for his heels", "dos por his heels")])
        self.assertEqual(len(found), 1)
        self.assertIn("heels, his", found[0])
        # Kept terms, words Spanish spells as English does, markup and addresses pass.
        self.assertEqual(problems([("Count", "No muggins in the crib", "No hay Muggins en el crib"),
                                   ("About", "See &lt;b&gt;https://qt.io&lt;/b&gt;",
                                    "Ver &lt;b&gt;https://qt.io&lt;/b&gt;")]), [])

    def test_one_accelerator_twice_in_a_menu_fails(self):
        menu = [("GameMenu", "New &amp;match", "Nueva se&amp;rie"),
                ("GameMenu", "&amp;Review the last deal", "&amp;Revisar la última mano")]
        found = problems(menu)
        self.assertEqual(len(found), 1)
        self.assertIn("'R'", found[0])
        # The same letter in two menus, and "&&" or "&nbsp;", are no accelerators in one menu.
        self.assertEqual(problems([menu[0], ("HelpMenu", "&amp;Rules", "&amp;Reglas"),
                                   ("HintPanel", "a&amp;nbsp;b", "a&amp;nbsp;b")]), [])

    def test_the_projects_glossary_names_terms_and_english_words(self):
        glossary = translations.Glossary(translations.GLOSSARY)
        for language in ("es", "it", "hu"):
            self.assertTrue(glossary.never[language], language)
            self.assertIn(language, glossary.english)
        self.assertIn("cribbage", glossary.english["all"])
        self.assertTrue(glossary.avoided("es", "una pareja"))
        self.assertTrue(glossary.avoided("hu", "a számítógép"))


if __name__ == "__main__":
    unittest.main()
