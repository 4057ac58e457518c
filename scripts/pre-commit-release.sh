#!/usr/bin/env bash
# The `vcqlint-bin` pre-commit hook (.pre-commit-hooks.yaml): runs the
# released vcqlint binary instead of building it from source. It downloads
# the release archive for this OS and CPU once, checks its SHA-256 against the
# release's checksums.txt, keeps it in the user's cache, and runs it with the
# hook's arguments.
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

base=${VCQLINT_RELEASE_URL:-https://github.com/vcqlint/vcqlint/releases/download/$VERSION}
cache=${VCQLINT_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/vcqlint}/$VERSION

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  MINGW* | MSYS* | CYGWIN*) os=windows ;;
  *) die "no release binary for $(uname -s); use the vcqlint hook, which builds from source" ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=amd64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) die "no release binary for $(uname -m); use the vcqlint hook, which builds from source" ;;
esac

ext=tar.gz exe=vcqlint
if [ "$os" = windows ]; then ext=zip exe=vcqlint.exe; fi
archive="vcqlint_${VERSION#v}_${os}_${arch}.$ext"
bin="$cache/$exe"

fetch() { # URL FILE
  if command -v curl >/dev/null; then
    curl -fsSL --retry 3 -o "$2" "$1"
  elif command -v wget >/dev/null; then
    wget -q -O "$2" "$1"
  else
    die "neither curl nor wget is installed"
  fi
}

sha256() {
  if command -v sha256sum >/dev/null; then
    sha256sum "$1" | cut -d' ' -f1
  elif command -v shasum >/dev/null; then
    shasum -a 256 "$1" | cut -d' ' -f1
  else
    die "neither sha256sum nor shasum is installed"
  fi
}

if [ ! -x "$bin" ]; then
  mkdir -p "$cache"
  tmp=$(mktemp -d "$cache/download.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  fetch "$base/checksums.txt" "$tmp/checksums.txt" || die "cannot download $base/checksums.txt"
  fetch "$base/$archive" "$tmp/$archive" || die "cannot download $base/$archive"
  want=$(awk -v f="$archive" '$2 == f || $2 == "*" f { print $1 }' "$tmp/checksums.txt")
  [ -n "$want" ] || die "checksums.txt of $VERSION lists no $archive"
  got=$(sha256 "$tmp/$archive")
  [ "$got" = "$want" ] || die "$archive: SHA-256 $got, but checksums.txt says $want: not running it"
  mkdir "$tmp/x"
  if [ "$ext" = zip ]; then
    unzip -q "$tmp/$archive" "$exe" -d "$tmp/x"
  else
    tar -xzf "$tmp/$archive" -C "$tmp/x" "$exe"
  fi
  chmod +x "$tmp/x/$exe"
  # Rename into place, so that a hook run in parallel never sees half a file.
  mv -f "$tmp/x/$exe" "$bin"
  rm -rf "$tmp"
  trap - EXIT
fi

exec "$bin" "$@"
