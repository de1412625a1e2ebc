#!/usr/bin/env python3
"""Fills the English plural forms of a .ts file made by `lupdate -pluralonly`.

A source text says its plural as "card(s)"; English has two forms: "card" for one, "cards"
for the rest. Each unfinished numerus message gets both; the file is rewritten in place.
"""
import html
import re
import sys

# A source never reaches past its own </source>: a finished message before an unfinished one
# must not be taken as part of the unfinished one's source. A translator's comment may sit
# between the source and its translation.
MESSAGE = re.compile(r'(<source>((?:(?!</source>).)*)</source>\s*'
                     r'(?:<comment>(?:(?!</comment>).)*</comment>\s*)?)'
                     r'<translation type="unfinished">.*?</translation>', re.S)


def forms(source_xml: str) -> str:
    text = html.unescape(source_xml)
    one, many = text.replace("(s)", ""), text.replace("(s)", "s")
    escape = lambda t: html.escape(t, quote=False)
    return ("<translation>\n"
            f"            <numerusform>{escape(one)}</numerusform>\n"
            f"            <numerusform>{escape(many)}</numerusform>\n"
            "        </translation>")


def main(path: str) -> None:
    with open(path, encoding="utf-8") as file:
        ts = file.read()
    ts = MESSAGE.sub(lambda m: m.group(1) + forms(m.group(2)), ts)
    with open(path, "w", encoding="utf-8") as file:
        file.write(ts)


if __name__ == "__main__":
    main(sys.argv[1])
