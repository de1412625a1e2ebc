#!/usr/bin/env python3
"""The game's translation files, i18n/cribbage_<code>.ts: bring them up to date, or check them.

  translations.py update [CODE...]   lupdate every language (and make the new ones given)
  translations.py check              fail on anything a player would see untranslated

English holds only the plural forms ("%n card(s)": "card", "cards"), filled in by
english_plurals.py; the other languages hold every sentence, and lupdate keeps their
translations. `check` updates copies of the files in a temporary folder and fails when a
sentence of the sources is missing from a file or a file holds one the sources no longer use
(the files are not up to date: run `update`), when a translation is unfinished or vanished,
when a translation drops or changes a %1 ... %9 or %n argument of its source, when it calls a
thing by another word than the language's term in i18n/glossary.md, when it keeps a word of
its English source that the glossary does not allow, or when two entries of one menu (a
context) take the same accelerator (&R).
"""
import argparse
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

import english_plurals

ROOT = pathlib.Path(__file__).resolve().parents[2]
SOURCES = ["ui/src", "ui/qml", "qml", "app/src"]
ARGUMENT = re.compile(r"%(?:L?[1-9]|n)")
GLOSSARY = ROOT / "i18n" / "glossary.md"
# A sentence's words, without its markup, addresses and arguments.
NOT_WORDS = re.compile(r"<[^>]*>|&[a-z]+;|https?://\S+|%(?:L?[1-9]|n)")
WORD = re.compile(r"[^\W\d_]+")
# An accelerator: "&" before a letter, not "&&" (a written ampersand) nor "&nbsp;".
ACCELERATOR = re.compile(r"(?<!&)&([^\W\d_])(?![a-z]*;)")


class Glossary:
    """i18n/glossary.md: each language's words never to use (the term to use instead), and
    the English words a translation may keep."""

    def __init__(self, path: pathlib.Path):
        self.never: dict[str, list[tuple[re.Pattern, str, str]]] = {}
        self.english: dict[str, set[str]] = {}
        language = None
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("## "):
                language = line[3:].strip()
                continue
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if not line.startswith("|") or cells[0] in ("thing", "language") or \
                    set(cells[0]) <= {"-", " "}:
                continue
            if len(cells) == 2:  # the English words kept: | language | words |
                self.english[cells[0]] = {word.strip().lower() for word in cells[1].split(",")}
            elif cells[2]:
                for word in cells[2].split(","):
                    # In backquotes, a word in its case only: `go` where the term is "Go".
                    word = word.strip()
                    exact = word.startswith("`")
                    word = word.strip("`")
                    ending = r"\w*" if word.endswith("*") else ""
                    pattern = re.compile(r"\b" + re.escape(word.rstrip("*")) + ending + r"\b",
                                         0 if exact else re.IGNORECASE)
                    self.never.setdefault(language, []).append((pattern, cells[0], cells[1]))

    def avoided(self, language: str, text: str) -> list[str]:
        """What `text` says that the glossary forbids, each with the term to use."""
        return [f"says {match.group(0)!r} where the term for {thing} is {term!r}"
                for pattern, thing, term in self.never.get(language, [])
                for match in pattern.finditer(text)]

    def english_left(self, language: str, source: str, text: str) -> list[str]:
        """Words of the English `source` that `text` keeps and the glossary does not allow."""
        allowed = self.english.get("all", set()) | self.english.get(language, set())
        english = {word.lower() for word in WORD.findall(NOT_WORDS.sub(" ", source))}
        return sorted({word for word in WORD.findall(NOT_WORDS.sub(" ", text))
                       if len(word) > 1 and word.lower() in english
                       and word.lower() not in allowed})


def languages(folder: pathlib.Path) -> list[str]:
    return sorted(path.stem.removeprefix("cribbage_") for path in folder.glob("cribbage_*.ts"))


def update(lupdate: str, folder: pathlib.Path, new: list[str]) -> None:
    for code in sorted(set(languages(folder)) | set(new)):
        ts = folder / f"cribbage_{code}.ts"
        options = ["-pluralonly"] if code == "en" else []
        subprocess.run([lupdate, *options, "-source-language", "en", "-target-language", code,
                        "-no-obsolete", "-locations", "relative", "-silent",
                        *[str(ROOT / source) for source in SOURCES], "-ts", str(ts)],
                       check=True)
        if code == "en":
            english_plurals.main(str(ts))


def messages(ts: pathlib.Path):
    """(context, source, comment, translation element) of each message."""
    for context in ElementTree.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message.findtext("source"), message.findtext("comment"), message


def problems_in(ts: pathlib.Path, glossary: Glossary) -> list[str]:
    found = []
    language = ts.stem.removeprefix("cribbage_")
    accelerators: dict[tuple[str, str], list[str]] = {}
    for context, source, comment, message in messages(ts):
        where = f"{ts.name}: {context}: {source!r}" + (f" ({comment})" if comment else "")
        translation = message.find("translation")
        kind = translation.get("type") if translation is not None else "missing"
        if kind in ("unfinished", "vanished", "obsolete", "missing"):
            found.append(f"{where}: {kind}")
            continue
        forms = [form.text or "" for form in translation.iter("numerusform")] \
            if message.get("numerus") == "yes" else [translation.text or ""]
        wanted = sorted(set(ARGUMENT.findall(source)))
        for form in forms:
            if not form.strip():
                found.append(f"{where}: an empty translation")
            elif sorted(set(ARGUMENT.findall(form))) != wanted:
                found.append(f"{where}: {form!r} has the arguments "
                             f"{sorted(set(ARGUMENT.findall(form)))}, not {wanted}")
            found += [f"{where}: {form!r} {avoided}"
                      for avoided in glossary.avoided(language, form)]
            if language != "en" and (left := glossary.english_left(language, source, form)):
                found.append(f"{where}: {form!r} keeps the English {', '.join(left)}")
            if ACCELERATOR.search(source):
                for key in ACCELERATOR.findall(form):
                    accelerators.setdefault((context, key.lower()), []).append(form)
    for (context, key), forms in sorted(accelerators.items()):
        if len(forms) > 1:
            found.append(f"{ts.name}: {context}: {', '.join(map(repr, forms))} all take "
                         f"the accelerator {key.upper()!r}")
    return found


def keys(ts: pathlib.Path) -> set:
    return {(context, source, comment) for context, source, comment, _ in messages(ts)}


def check(lupdate: str, folder: pathlib.Path) -> int:
    found = []
    glossary = Glossary(GLOSSARY)
    with tempfile.TemporaryDirectory() as scratch:
        copies = pathlib.Path(scratch)
        for code in languages(folder):
            shutil.copy(folder / f"cribbage_{code}.ts", copies)
        update(lupdate, copies, [])
        for code in languages(folder):
            name = f"cribbage_{code}.ts"
            committed, current = keys(folder / name), keys(copies / name)
            for context, source, comment in sorted(current - committed, key=str):
                found.append(f"{name}: {context}: {source!r}: missing (a new sentence)")
            for context, source, comment in sorted(committed - current, key=str):
                found.append(f"{name}: {context}: {source!r}: no longer in the sources")
            found += problems_in(folder / name, glossary)
    found = list(dict.fromkeys(found))  # a message's plural forms alike: said once
    for problem in found:
        print(problem)
    if found:
        print(f"{len(found)} problem(s). After changing a sentence, run "
              "scripts/update-translations.sh, then translate what it leaves unfinished "
              "(Qt Linguist, or by hand in i18n/*.ts).")
        return 1
    print(f"{', '.join(languages(folder))}: every sentence translated")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["update", "check"])
    parser.add_argument("codes", nargs="*", help="new languages to make (update)")
    parser.add_argument("--lupdate", default="/usr/lib/qt6/bin/lupdate")
    parser.add_argument("--folder", type=pathlib.Path, default=ROOT / "i18n")
    arguments = parser.parse_args()
    if arguments.command == "update":
        update(arguments.lupdate, arguments.folder, arguments.codes)
        return 0
    return check(arguments.lupdate, arguments.folder)


if __name__ == "__main__":
    sys.exit(main())
