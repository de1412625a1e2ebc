#!/usr/bin/env bash
# Brings the translation files up to date with the sources: English holds only the plural
# forms ("%n card(s)": "card", "cards"), filled in by tools/i18n/english_plurals.py.
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=/usr/lib/qt6/bin/lupdate
sources=(ui/src ui/qml app/src)
"$lupdate" -pluralonly -source-language en -target-language en -no-obsolete -locations relative \
  "${sources[@]}" -ts i18n/cribbage_en.ts
python3 tools/i18n/english_plurals.py i18n/cribbage_en.ts
