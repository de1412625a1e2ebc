#!/usr/bin/env bash
# Installs what is missing, then configures and builds the optimised preset.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset release
cmake --build --preset release
