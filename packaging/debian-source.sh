#!/usr/bin/env bash
# Makes the Debian source package of the checkout's last commit (packaging/README.md, "Linux:
# the Debian source package") in a folder, build/debian-source unless one is given:
#   packaging/debian-source.sh [--worktree] [FOLDER]
#   cribbage_VERSION.orig.tar.gz   the upstream tarball: `git archive` of HEAD without debian/
#   cribbage_VERSION-1.debian.tar.xz, cribbage_VERSION-1.dsc   from dpkg-source -b
# The package's maintainer is whoever makes it, as for CPack's package and Debian's own tools:
# DEBFULLNAME and DEBEMAIL sign debian/changelog (from packaging/debian/changelog.in, CPack's
# too) and fill debian/control's Maintainer (from debian/control.in). The project has no
# address of its own that receives mail, so without them no package is made.
# --worktree: the checkout's files as they are now (its tracked files' changes, not new files)
# rather than the last commit, for the packaging tests.
set -euo pipefail
cd "$(dirname "$0")/.."
worktree=false
if [ "${1:-}" = "--worktree" ]; then
  worktree=true
  shift
fi
out=${1:-build/debian-source}

if [ -z "${DEBFULLNAME:-}" ] || [ -z "${DEBEMAIL:-}" ]; then
  echo "The Debian package needs its maintainer, a name and an address that receives mail," \
       "and the project has none of its own: set DEBFULLNAME and DEBEMAIL (as for dch)." >&2
  exit 2
fi
if ! git rev-parse --verify -q HEAD >/dev/null; then
  echo "The source package is made from the last commit (git archive): run this in a git checkout." >&2
  exit 2
fi
commit=HEAD
if $worktree; then
  # A commit of the changes, made without touching the checkout; none when there are none.
  commit=$(git stash create)
  commit=${commit:-HEAD}
fi

version=$(git show "$commit:CMakeLists.txt" | sed -n 's/^project(cribbage VERSION \([0-9.]*\) .*/\1/p')
maintainer="$DEBFULLNAME <$DEBEMAIL>"
tree="$out/cribbage-$version"
rm -rf "$out"
mkdir -p "$out"

# git archive gives each file the commit's time, so the same commit makes the same tarball.
git archive --format=tar --prefix="cribbage-$version/" "$commit" -- . ':(exclude)debian' |
  gzip -9n >"$out/cribbage_$version.orig.tar.gz"
tar -xzf "$out/cribbage_$version.orig.tar.gz" -C "$out"
git archive --format=tar --prefix="cribbage-$version/" "$commit" debian | tar -x -C "$out"

control=$(<"$tree/debian/control.in")
printf '%s\n' "${control//@MAINTAINER@/$maintainer}" >"$tree/debian/control"
changelog=$(git show "$commit:packaging/debian/changelog.in")
printf '%s\n' "${changelog//@MAINTAINER@/$maintainer}" >"$tree/debian/changelog"

packaged=$(dpkg-parsechangelog -l "$tree/debian/changelog" -S Version)
if [ "${packaged%-*}" != "$version" ]; then
  echo "packaging/debian/changelog.in is at $packaged, the project at $version:" \
       "add the release's entry to the changelog first." >&2
  exit 1
fi

(cd "$out" && dpkg-source -b "cribbage-$version")
echo "$out/cribbage_$packaged.dsc"
