# shellcheck shell=bash
# Functions to fetch a released vcqlint binary, sourced by the vcqlint-bin
# pre-commit hook (scripts/pre-commit-release.sh) and by the GitHub Action
# (.github/actions/vcqlint/run.sh). A release (.goreleaser.yaml) has one
# archive per OS and CPU, vcqlint_X.Y.Z_OS_ARCH.tar.gz (.zip for Windows),
# and checksums.txt with their SHA-256.
#
# VCQLINT_RELEASE_URL replaces the download location of the version
# fetched (a mirror, or a file:// directory in tests).

# release_platform prints "OS ARCH" as the release names them, or fails
# for a platform without a release binary.
release_platform() {
  local os arch
  case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  MINGW* | MSYS* | CYGWIN*) os=windows ;;
  *) return 1 ;;
  esac
  case "$(uname -m)" in
  x86_64 | amd64) arch=amd64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) return 1 ;;
  esac
  echo "$os $arch"
}

# release_fetch URL FILE downloads URL (https:// or file://) to FILE.
release_fetch() {
  if command -v curl >/dev/null; then
    curl -fsSL --retry 3 -o "$2" "$1"
  elif command -v wget >/dev/null; then
    wget -q -O "$2" "$1"
  else
    echo "neither curl nor wget is installed" >&2
    return 1
  fi
}

release_sha256() {
  if command -v sha256sum >/dev/null; then
    sha256sum "$1" | cut -d' ' -f1
  elif command -v shasum >/dev/null; then
    shasum -a 256 "$1" | cut -d' ' -f1
  else
    echo "neither sha256sum nor shasum is installed" >&2
    return 1
  fi
}

# release_install VERSION DIR puts the release VERSION's vcqlint into DIR
# (vcqlint, or vcqlint.exe), checked against the release's checksums.txt.
# It says why on standard error and fails when the platform has no
# release binary, a download fails, or a checksum differs; DIR then holds
# no binary. The binary is renamed into place, so that a run in parallel
# never sees half a file.
release_install() {
  local version=$1 dir=$2 platform os arch ext=tar.gz exe=vcqlint base archive tmp
  platform=$(release_platform) || {
    echo "no release binary for $(uname -s) $(uname -m)" >&2
    return 1
  }
  read -r os arch <<<"$platform"
  if [ "$os" = windows ]; then ext=zip exe=vcqlint.exe; fi
  base=${VCQLINT_RELEASE_URL:-https://github.com/vcqlint/vcqlint/releases/download/$version}
  archive="vcqlint_${version#v}_${os}_${arch}.$ext"
  mkdir -p "$dir" || return 1
  tmp=$(mktemp -d "$dir/download.XXXXXX") || return 1
  if ! release_unpack "$base" "$archive" "$exe" "$tmp"; then
    rm -rf "$tmp"
    return 1
  fi
  mv -f "$tmp/x/$exe" "$dir/$exe"
  local moved=$?
  rm -rf "$tmp"
  return "$moved"
}

# release_unpack BASE ARCHIVE EXE TMP downloads BASE/ARCHIVE and
# BASE/checksums.txt into TMP, checks the archive's SHA-256 and unpacks EXE
# into TMP/x.
release_unpack() {
  local base=$1 archive=$2 exe=$3 tmp=$4 want got
  release_fetch "$base/checksums.txt" "$tmp/checksums.txt" || {
    echo "cannot download $base/checksums.txt" >&2
    return 1
  }
  release_fetch "$base/$archive" "$tmp/$archive" || {
    echo "cannot download $base/$archive" >&2
    return 1
  }
  want=$(awk -v f="$archive" '$2 == f || $2 == "*" f { print $1 }' "$tmp/checksums.txt")
  [ -n "$want" ] || {
    echo "checksums.txt lists no $archive" >&2
    return 1
  }
  got=$(release_sha256 "$tmp/$archive") || return 1
  [ "$got" = "$want" ] || {
    echo "$archive: SHA-256 $got, but checksums.txt says $want: not running it" >&2
    return 1
  }
  mkdir "$tmp/x" || return 1
  if [ "${archive##*.}" = zip ]; then
    unzip -q "$tmp/$archive" "$exe" -d "$tmp/x" || return 1
  else
    tar -xzf "$tmp/$archive" -C "$tmp/x" "$exe" || return 1
  fi
  chmod +x "$tmp/x/$exe"
}
