#!/bin/sh
# on_small_disk.sh FOLDER COMMAND [ARGUMENT...]: runs COMMAND with a filesystem of 256 KiB
# (a tmpfs) mounted on FOLDER and CRIBBAGE_SMALL_DISK=FOLDER, in a user and mount namespace
# of its own, so that no privilege is needed and the mount is gone when COMMAND ends.
# Exits 77 (the test is skipped) where the system allows no such namespace.
set -eu
folder=$1
shift
mkdir -p "$folder"
if ! unshare --user --map-root-user --mount true 2>/dev/null; then
  echo "on_small_disk.sh: this system allows no user and mount namespace (unshare)" >&2
  exit 77
fi
export CRIBBAGE_SMALL_DISK="$folder"
exec unshare --user --map-root-user --mount \
  sh -c 'mount -t tmpfs -o size=256k cribbage-small-disk "$CRIBBAGE_SMALL_DISK" && exec "$@"' \
  on_small_disk.sh "$@"
