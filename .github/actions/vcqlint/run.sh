#!/usr/bin/env bash
# The script behind action.yml (repository root). action.yml passes every
# input through the environment (INPUT_*), never by ${{ }} substitution into
# shell code, so an input cannot inject commands. Usage:
#
#   run.sh check-go   sets output go-found=true|false
#   run.sh lint       installs vcqlint, lints, sets outputs findings,
#                     exit-code and sarif-file, writes the step summary
#                     (with the queue tree as a Mermaid diagram when the
#                     files define queues), and exits with vcqlint's exit code
#
# Environment a runner provides: GITHUB_OUTPUT, GITHUB_STEP_SUMMARY,
# GITHUB_WORKSPACE, GITHUB_ACTION_PATH (the action's checkout, at the ref the
# workflow named), RUNNER_TEMP. Inputs: INPUT_PATH, INPUT_ARGS,
# INPUT_FORMAT, INPUT_VERSION, INPUT_CONFIG, INPUT_FAIL_ON, INPUT_SARIF_FILE.
set -euo pipefail

die() {
  echo "::error title=vcqlint action::$*"
  exit 2
}

output() { echo "$1=$2" >>"$GITHUB_OUTPUT"; }

check_go() {
  : "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set: run inside a GitHub Actions step}"
  if command -v go >/dev/null 2>&1; then
    output go-found true
  else
    output go-found false
  fi
}

# install_vcqlint builds vcqlint into directory $1: from the action's own
# checkout for version ($2) "source" (the ref the workflow's `uses:` names),
# else with go install at that module version.
install_vcqlint() {
  local bin_dir=$1 version=$2
  if [ -x "$bin_dir/vcqlint" ]; then
    # Built by an earlier step of this job from the same action checkout
    # and version (RUNNER_TEMP is per job).
    return
  fi
  mkdir -p "$bin_dir"
  if [ "$version" = source ]; then
    echo "Building vcqlint from $GITHUB_ACTION_PATH"
    (cd "$GITHUB_ACTION_PATH" && go build -o "$bin_dir/vcqlint" .) ||
      die "go build in $GITHUB_ACTION_PATH failed"
  else
    echo "Installing github.com/vcqlint/vcqlint@$version"
    GOBIN="$bin_dir" go install "github.com/vcqlint/vcqlint@$version" ||
      die "go install github.com/vcqlint/vcqlint@$version failed"
  fi
}

lint() {
  : "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set: run inside a GitHub Actions step}"
  : "${GITHUB_ACTION_PATH:?}" "${GITHUB_WORKSPACE:?}" "${RUNNER_TEMP:?}"
  local work="$RUNNER_TEMP/vcqlint" version=${INPUT_VERSION:-source}
  [[ $version =~ ^[A-Za-z0-9._+-]+$ ]] || die "version must be a module version such as v1.2.3, latest or source, got: $version"
  local bin="$work/bin/$version"
  mkdir -p "$work"
  install_vcqlint "$bin" "$version"

  local json="$work/report.json" text="$work/report.txt"
  rm -f "$json" "$text"
  # One run writes every format: the chosen one to the log, JSON to count
  # the findings, text for the step summary and SARIF when asked.
  local -a args=(
    --fail-on "${INPUT_FAIL_ON:-error}"
    --format "${INPUT_FORMAT:-github}" --output -
    --format json --output "$json"
    --format text --output "$text"
  )
  if [ -n "${INPUT_SARIF_FILE:-}" ]; then
    args+=(--format sarif --output "$INPUT_SARIF_FILE")
  fi
  if [ -n "${INPUT_CONFIG:-}" ]; then
    args+=(--config "$INPUT_CONFIG")
  fi
  # Inputs are split on whitespace only: no quotes, globs or expansions.
  local -a extra=() paths=()
  read -r -a extra <<<"${INPUT_ARGS:-}"
  read -r -a paths <<<"${INPUT_PATH:-.}"

  cd "$GITHUB_WORKSPACE"
  local code=0
  # ${a[@]+"${a[@]}"} expands an empty array under set -u in bash 3.2 too
  # (macOS runners).
  "$bin/vcqlint" "${args[@]}" ${extra[@]+"${extra[@]}"} -- ${paths[@]+"${paths[@]}"} || code=$?

  # The JSON report's shape is a documented contract: each finding has a
  # "rule" key on a line of its own (strings cannot hold raw newlines).
  local findings=0
  if [ -f "$json" ]; then
    findings=$(grep -c '^ *"rule": "' "$json" || true)
  fi
  output findings "$findings"
  output exit-code "$code"
  output sarif-file "${INPUT_SARIF_FILE:-}"

  if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    {
      echo "### vcqlint"
      echo
      echo "$findings finding(s), exit code $code (fail-on: ${INPUT_FAIL_ON:-error})."
      if [ -f "$text" ]; then
        echo
        echo '```text'
        cat "$text"
        echo '```'
      fi
    } >>"$GITHUB_STEP_SUMMARY"
    queue_tree "$bin" "$work" ${extra[@]+"${extra[@]}"} -- ${paths[@]+"${paths[@]}"}
  fi
  return "$code"
}

# queue_tree appends the queue tree (a Mermaid diagram) and a table of the
# findings on queues to the step summary, when the linted files define
# queues: `vcqlint tree --format markdown` prints nothing otherwise. Of the
# extra arguments it forwards only those the tree command shares with lint
# (--volcano-version, --cluster, --no-config), so that it draws the tree for
# the same Volcano version and cluster. Usage: queue_tree BIN WORK [ARG...] -- [PATH...]
queue_tree() {
  local bin=$1 work=$2
  shift 2
  local -a targs=(--format markdown) tpaths=()
  if [ -n "${INPUT_CONFIG:-}" ]; then
    targs+=(--config "$INPUT_CONFIG")
  fi
  while [ $# -gt 0 ]; do
    case $1 in
    --) shift; tpaths=("$@"); break ;;
    --volcano-version | --cluster)
      if [ $# -gt 1 ]; then targs+=("$1" "$2"); shift; fi ;;
    --volcano-version=* | --cluster=* | --no-config) targs+=("$1") ;;
    esac
    shift
  done
  local md="$work/tree.md"
  # The tree is a view: a failure here must not fail the step.
  "$bin/vcqlint" tree "${targs[@]}" -- ${tpaths[@]+"${tpaths[@]}"} >"$md" 2>/dev/null || true
  if [ -s "$md" ]; then
    {
      echo
      cat "$md"
    } >>"$GITHUB_STEP_SUMMARY"
  fi
}

case "${1:-}" in
check-go) check_go ;;
lint) lint ;;
*)
  echo "usage: $0 check-go|lint" >&2
  exit 2
  ;;
esac
