#!/usr/bin/env bash
# Proves .pre-commit-hooks.yaml with the real pre-commit: a scratch Git
# repository whose .pre-commit-config.yaml points at THIS repository at its
# HEAD commit. Committing a broken queue (a child capability above its
# parent) must be rejected with the VCQ203 finding in the output; committing
# a clean queue must succeed. pre-commit installs the hook with
# `go install ./...` from a clone of HEAD, so .pre-commit-hooks.yaml and the
# code must be committed. Then the same with the vcqlint-bin hook, which
# downloads a release binary: from a release built here and served from a
# file:// URL, once as published and once with a checksum that does not match.
set -euo pipefail
repo_root=$(cd "$(dirname "$0")/.." && pwd)
rev=$(git -C "$repo_root" rev-parse HEAD)

command -v pre-commit >/dev/null || { echo "precommit-test: pre-commit is not installed (.ci/run installs it)"; exit 1; }
if ! git -C "$repo_root" cat-file -e "$rev:.pre-commit-hooks.yaml" 2>/dev/null; then
  echo "precommit-test: HEAD ($rev) has no .pre-commit-hooks.yaml; commit it first"; exit 1
fi
echo "precommit-test: $(pre-commit --version), hook repo $repo_root at $rev"

work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
# Hermetic pre-commit and git: own cache, no user or system configuration.
export PRE_COMMIT_HOME="$work/pre-commit-home" HOME="$work/home"
export GIT_CONFIG_NOSYSTEM=1 GIT_AUTHOR_NAME=ci GIT_AUTHOR_EMAIL=ci@vcqlint.invalid
export GIT_COMMITTER_NAME=ci GIT_COMMITTER_EMAIL=ci@vcqlint.invalid
# Reuse the module and build caches, so `go install` in the hook does not
# download and compile every dependency again.
GOMODCACHE=$(go env GOMODCACHE) GOCACHE=$(go env GOCACHE)
export GOMODCACHE GOCACHE
mkdir -p "$HOME"

project="$work/project"
git init -q -b main "$project"
cd "$project"
cat >.pre-commit-config.yaml <<YAML
repos:
  - repo: $repo_root
    rev: $rev
    hooks:
      - id: vcqlint
YAML
pre-commit install
git add .pre-commit-config.yaml
git commit -q -m "pre-commit configuration"

queues() { # $1: the child's cpu capability
  cat <<YAML
apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: research
spec:
  capability:
    cpu: "100"
---
apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: research-vision
spec:
  parent: research
  capability:
    cpu: "$1"
YAML
}

fail() { echo "precommit-test: FAIL: $*"; exit 1; }

# 1. A broken queue: the commit is rejected, and the output names VCQ203.
queues 200 >queues.yaml
git add queues.yaml
if git commit -m "broken queue" >"$work/broken.log" 2>&1; then
  cat "$work/broken.log"; fail "the commit of a broken queue was accepted"
fi
cat "$work/broken.log"
grep -q "queues.yaml:16:5: error VCQ203" "$work/broken.log" || fail "the rejected commit's output lacks the VCQ203 finding"
[ "$(git rev-list --count HEAD)" = 1 ] || fail "a commit was created despite the hook"
# The hook's first run built one program: pre-commit ran `go install ./...`
# in its clone, and the development commands are a module of their own
# (tools/), out of its reach.
built=$(find "$PRE_COMMIT_HOME" -path '*/golangenv-*/bin/*' -type f -printf '%f\n' | sort | tr '\n' ' ')
echo "precommit-test: the hook's environment holds: $built"
[ "$built" = "vcqlint " ] || fail "the hook built more than vcqlint: $built"

# 2. The queue fixed: the commit succeeds.
queues 50 >queues.yaml
git add queues.yaml
git commit -m "clean queue" >"$work/clean.log" 2>&1 || { cat "$work/clean.log"; fail "the commit of a clean queue was rejected"; }
cat "$work/clean.log"
grep -q "vcqlint.*Passed" "$work/clean.log" || fail "the hook did not run on the clean commit"
[ "$(git rev-list --count HEAD)" = 2 ] || fail "the clean commit is missing"

# 3. A commit touching no manifest does not run the hook (files: filter).
echo "notes" >README.txt
git add README.txt
git commit -m "no manifests" >"$work/skip.log" 2>&1 || { cat "$work/skip.log"; fail "a commit without manifests was rejected"; }
grep -q "vcqlint.*Skipped" "$work/skip.log" || { cat "$work/skip.log"; fail "the hook ran although no manifest was staged"; }

# 4. The vcqlint-bin hook, which runs the release binary: from a release laid
# out as GoReleaser publishes it (.goreleaser.yaml's archive name and
# checksums.txt), served from a file:// URL, since the test is offline.
version=$(sed -n 's/^VERSION=//p' "$repo_root/scripts/pre-commit-release.sh")
release="$work/release"
mkdir -p "$release/x"
(cd "$repo_root" && CGO_ENABLED=0 go build -o "$release/x/vcqlint" .)
archive="vcqlint_${version#v}_$(go env GOOS)_$(go env GOARCH).tar.gz"
tar -czf "$release/$archive" -C "$release/x" vcqlint
(cd "$release" && sha256sum "$archive" >checksums.txt)
export VCQLINT_RELEASE_URL="file://$release" VCQLINT_CACHE_DIR="$work/vcqlint-cache"

project_bin="$work/project-bin"
git init -q -b main "$project_bin"
cd "$project_bin"
cat >.pre-commit-config.yaml <<YAML
repos:
  - repo: $repo_root
    rev: $rev
    hooks:
      - id: vcqlint-bin
YAML
pre-commit install >/dev/null
git add .pre-commit-config.yaml
git commit -q -m "pre-commit configuration"
queues 200 >queues.yaml
git add queues.yaml
if git commit -m "broken queue" >"$work/bin-broken.log" 2>&1; then
  cat "$work/bin-broken.log"; fail "vcqlint-bin accepted the commit of a broken queue"
fi
cat "$work/bin-broken.log"
grep -q "queues.yaml:16:5: error VCQ203" "$work/bin-broken.log" || fail "vcqlint-bin's output lacks the VCQ203 finding"
[ -x "$VCQLINT_CACHE_DIR/$version/vcqlint" ] || fail "vcqlint-bin did not cache the binary"

# 5. A release whose archive does not match checksums.txt is not run.
rm -rf "$VCQLINT_CACHE_DIR"
echo "0000000000000000000000000000000000000000000000000000000000000000  $archive" >"$release/checksums.txt"
queues 50 >queues.yaml
git add queues.yaml
if git commit -m "clean queue" >"$work/bin-tampered.log" 2>&1; then
  cat "$work/bin-tampered.log"; fail "vcqlint-bin ran an archive whose checksum does not match"
fi
cat "$work/bin-tampered.log"
grep -q "SHA-256 .*checksums.txt says 0000" "$work/bin-tampered.log" || fail "vcqlint-bin did not say the checksum differs"
[ ! -e "$VCQLINT_CACHE_DIR/$version/vcqlint" ] || fail "vcqlint-bin cached an archive whose checksum does not match"

echo "precommit-test: 5 passed, 0 failed"
