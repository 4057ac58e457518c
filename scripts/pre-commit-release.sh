#!/usr/bin/env bash
# The `vcqlint-bin` pre-commit hook (.pre-commit-hooks.yaml): runs the
# released vcqlint binary instead of building it from source. It downloads
# the release archive for this OS and CPU once, checks its SHA-256 against the
# release's checksums.txt, keeps it in the user's cache, and runs it with the
# hook's arguments (scripts/release.sh does the download, as for the
# GitHub Action).
#
# VERSION is the release this revision of the hook runs. The release
# workflow refuses to publish a tag that differs from it, so `rev: vX.Y.Z` in
# a .pre-commit-config.yaml runs vX.Y.Z.
#
# VCQLINT_RELEASE_URL replaces the download location (a mirror, or a file://
# directory in tests); VCQLINT_CACHE_DIR the cache directory.
set -euo pipefail

VERSION=v0.1.0

die() { echo "vcqlint-bin: $*" >&2; exit 2; }

# shellcheck source=scripts/release.sh
. "$(dirname "$0")/release.sh"

cache=${VCQLINT_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/vcqlint}/$VERSION
exe=vcqlint
case "$(uname -s)" in MINGW* | MSYS* | CYGWIN*) exe=vcqlint.exe ;; esac

if [ ! -x "$cache/$exe" ]; then
  release_platform >/dev/null || die "no release binary for $(uname -s) $(uname -m); use the vcqlint hook, which builds from source"
  msg=$(release_install "$VERSION" "$cache" 2>&1) || die "$msg"
fi

exec "$cache/$exe" "$@"
