#!/usr/bin/env bash
# Builds a Debian source package twice, each time in a clean Debian 12 chroot (pbuilder), and
# checks that both builds made the same packages byte for byte (packaging/README.md, "Linux:
# the Debian source package"). dpkg-buildpackage sets SOURCE_DATE_EPOCH from debian/changelog's
# date; the chroot builds in the same folder (/build) each time.
#   packaging/debian-reproducible.sh DSC [RESULTS]
# DSC from packaging/debian-source.sh; RESULTS (default build/debian-reproducible) gets the
# folders first/ and second/ with each build's packages and its log. The chroot is
# PBUILDER_BASETGZ, by default /var/cache/pbuilder/bookworm-cribbage.tgz, made once by
#   pbuilder create --distribution bookworm --basetgz /var/cache/pbuilder/bookworm-cribbage.tgz
# DEB_BUILD_OPTIONS is passed on (parallel=2, nocheck, ...). Exit 0: the same packages.
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 DSC [RESULTS]" >&2
  exit 2
fi
dsc=$(realpath "$1")
results=$(realpath -m "${2:-build/debian-reproducible}")
basetgz=${PBUILDER_BASETGZ:-/var/cache/pbuilder/bookworm-cribbage.tgz}

for run in first second; do
  rm -rf "${results:?}/$run"
  mkdir -p "$results/$run"
  echo "== the $run build: $results/$run/build.log"
  if ! nice -n 19 pbuilder build --basetgz "$basetgz" --buildresult "$results/$run" "$dsc" \
       >"$results/$run/build.log" 2>&1; then
    tail -n 40 "$results/$run/build.log" >&2
    echo "the $run build failed: $results/$run/build.log" >&2
    exit 1
  fi
done

status=0
cd "$results/first"
for package in *.deb *.ddeb; do
  [ -e "$package" ] || continue
  if cmp -s "$package" "../second/$package"; then
    echo "same: $package $(sha256sum <"$package" | cut -d' ' -f1)"
  else
    echo "DIFFERENT: $package" >&2
    status=1
    if command -v diffoscope >/dev/null; then
      diffoscope "$package" "../second/$package" >&2 || true
    fi
  fi
done
exit "$status"
