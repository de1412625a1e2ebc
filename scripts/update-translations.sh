#!/usr/bin/env bash
# Brings every translation file in i18n/ up to date with the sources, after a sentence is added,
# changed or removed; then translate what is left unfinished (`ctest -R translations` lists
# it). English holds only the plural forms ("%n card(s)"), filled in here; the other languages
# keep their translations. A new language: give its code (scripts/update-translations.sh fr).
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 tools/i18n/translations.py update "$@"
