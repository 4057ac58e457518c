# shellcheck shell=bash
# Shared by bench/*.sh: build the programs measured, find or install the
# tools compared with, and run tools/compare. Source it; it sets $work (a
# temporary directory removed at exit) and $root (the repository).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export runs=${RUNS:-15} warmup=${WARMUP:-2}

# release_build ARGS...: go build as .goreleaser.yaml builds the release
# binaries (static, no symbol table), so that what is measured is what
# users download; a dynamically linked build spends about a millisecond
# more of each start in the C loader.
release_build() {
	CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" "$@"
}

# build: vcqlint, the parse floor as a program, and the comparison driver.
build() {
	(cd "$root" && release_build -o "$work/vcqlint" . &&
		cd tools && release_build -o "$work/yamlfloor" ./yamlfloor &&
		go build -o "$work/compare" ./compare)
	settle "$work/vcqlint" "$work/yamlfloor"
}

# settle FILE...: rewrites each program with cp, so that every program
# measured is read from a page cache filled the same way, at the same time.
# How the kernel caches a file (small pages or large folios) depends on how
# it was written (the Go linker writes through mmap) and changes as the
# machine reclaims memory; on this machine the same binary measured 19.9
# and 23.0 ms of CPU in one interleaved run, a cp'd copy against the
# linker's file, which is more than the differences measured here.
settle() {
	local f
	for f in "$@"; do
		cp "$f" "$f.settled" && mv "$f.settled" "$f"
	done
}

# tool NAME MODULE/PATH@VERSION: prints the path of NAME, installing it with
# `go install` from the module proxy into a cache directory when it is not
# on PATH. Prints nothing (and returns 1) when it cannot be had.
tool() {
	local name=$1 pkg=$2
	if command -v "$name" >/dev/null 2>&1; then
		command -v "$name"
		return 0
	fi
	local bin=${VCQLINT_BENCH_BIN:-${XDG_CACHE_HOME:-$HOME/.cache}/vcqlint-bench/bin}
	if [ ! -x "$bin/$name" ]; then
		echo "installing $pkg into $bin" >&2
		if ! GOBIN=$bin go install "$pkg" >&2; then
			return 1
		fi
	fi
	echo "$bin/$name"
}

# corpus DIR ARGS...: a generated estate (bench/corpus) in DIR.
corpus() {
	local dir=$1
	shift
	(cd "$root" && go run -C tools ./gencorpus -out "$dir" "$@" | sed -n 1p)
}

# build_base: when BASE_REV names a Git revision, builds vcqlint at that
# revision into $work/vcqlint-base (from `git archive`, in the same module
# cache).
build_base() {
	[ -n "${BASE_REV:-}" ] || return 0
	mkdir -p "$work/base-src"
	git -C "$root" archive "$BASE_REV" | tar -x -C "$work/base-src"
	(cd "$work/base-src" && release_build -o "$work/vcqlint-base" .)
	settle "$work/vcqlint-base"
}

# base_cmd ARGS...: sets the array before to the -cmd of vcqlint at
# BASE_REV with ARGS, or to nothing when BASE_REV is not set.
# shellcheck disable=SC2034 # used by the scripts that source this file
before=()
base_cmd() {
	before=()
	if [ -x "$work/vcqlint-base" ]; then
		# shellcheck disable=SC2034
		before=(-cmd "before=$work/vcqlint-base $*")
	fi
}
