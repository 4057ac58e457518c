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
# INPUT_FORMAT, INPUT_VERSION, INPUT_CONFIG, INPUT_FAIL_ON, INPUT_SARIF_FILE,
# INPUT_SUGGESTIONS_TOKEN (with GITHUB_EVENT_PATH, GITHUB_API_URL and
# GITHUB_REPOSITORY when it is set).
#
# What is trusted (docs/security.md, "GitHub Action"): the inputs come from
# the workflow file; the linted files, and so everything vcqlint prints
# about them, come from the pull request. Hence: no value written to
# GITHUB_OUTPUT may hold a line break (it would add an output line), no
# text from the files reaches the log where the runner reads workflow
# commands (::stop-commands:: around it), and the step summary's fences are
# longer than any backtick run in what they enclose.
set -euo pipefail

# escape_data percent-encodes a workflow command's message as the runner
# decodes it (%25, %0D, %0A), so that a value cannot end the command's line
# and start another.
escape_data() {
  local s=${1//%/%25}
  s=${s//$'\r'/%0D}
  printf '%s' "${s//$'\n'/%0A}"
}

# log writes one line to the log: CR and LF in the values become %0D and
# %0A, the line starts with text (not ::), and "##[", which the runner
# reads as a command anywhere in a line, is broken up as "# #[".
log() {
  local s
  s=$(escape_data "$*")
  printf 'vcqlint action: %s\n' "${s//'##['/'# #['}"
}

error() {
  printf '::error title=vcqlint action::%s\n' "$(escape_data "$*")"
}

die() {
  error "$*"
  exit 2
}

# output sets a step output. Every value the action sets is one line (a
# number, true/false, or a validated file name); a line break would add a
# forged output line, so one is an internal error, never written.
output() {
  case $2 in
  *$'\n'* | *$'\r'*) die "internal error: output $1 would hold a line break" ;;
  esac
  printf '%s=%s\n' "$1" "$2" >>"$GITHUB_OUTPUT"
}

check_go() {
  : "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set: run inside a GitHub Actions step}"
  if command -v go >/dev/null 2>&1; then
    output go-found true
  else
    output go-found false
  fi
}

# random_token prints 32 hex digits from the kernel's random source: the
# ::stop-commands:: token, which the linted files cannot know in advance.
random_token() {
  od -An -tx1 -N16 /dev/urandom | tr -d ' \n'
}

# print_inert prints file $1 to the log with workflow commands off, so that
# no line of it (file and queue names come from the pull request) is read
# as one. The token is checked not to occur in the file.
print_inert() {
  [ -s "$1" ] || return 0
  local token
  token=$(random_token)
  if [ ${#token} -ne 32 ] || grep -qF "$token" "$1"; then
    die "could not make a token to print vcqlint's output safely"
  fi
  echo "::stop-commands::$token"
  cat "$1"
  # A last line without its line break would swallow the resume command.
  [ -z "$(tail -c 1 "$1")" ] || echo
  echo "::$token::"
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
    log "Building vcqlint from $GITHUB_ACTION_PATH"
    (cd "$GITHUB_ACTION_PATH" && go build -o "$bin_dir/vcqlint" .) ||
      die "go build in $GITHUB_ACTION_PATH failed"
  else
    log "Installing github.com/vcqlint/vcqlint@$version"
    GOBIN="$bin_dir" go install "github.com/vcqlint/vcqlint@$version" ||
      die "go install github.com/vcqlint/vcqlint@$version failed"
  fi
}

# reject reports a bad input as vcqlint reports a usage error: outputs
# findings=0 and exit-code=2, an annotation, exit code 2.
reject() {
  output findings 0
  output exit-code 2
  output sarif-file ""
  die "$@"
}

# one_of checks that input $1 (named $2) is one of the words that follow.
one_of() {
  local value=$1 name=$2 allowed
  shift 2
  for allowed; do
    [ "$value" != "$allowed" ] || return 0
  done
  reject "input $name must be one of: $* (got \"$value\")"
}

# one_line checks that input $1 (named $2) holds no line break: a file
# name with one is refused rather than guessed at.
one_line() {
  case $1 in
  *$'\n'* | *$'\r'*) reject "input $2 must be one line (got \"$1\")" ;;
  esac
}

# split_words splits $1 into the array named $2 on spaces, tabs, line
# breaks (LF, CR), vertical tabs and form feeds. read -a neither expands
# globs nor interprets quotes or $; -d '' reads past line breaks.
split_words() {
  local s=$1
  s=${s//$'\r'/ }
  s=${s//$'\v'/ }
  s=${s//$'\f'/ }
  IFS=$' \t\n' read -r -d '' -a "$2" <<<"$s" || true
}

validate_inputs() {
  one_of "$format" format github text json sarif junit checkstyle gitlab
  one_of "$fail_on" fail-on error warning info
  [[ $version =~ ^[A-Za-z0-9][A-Za-z0-9._+-]*$ ]] ||
    reject "input version must be source, latest or a module version such as v1.2.3 (got \"$version\")"
  one_line "${INPUT_CONFIG:-}" config
  one_line "${INPUT_SARIF_FILE:-}" sarif-file
}

# linter_env runs its arguments with only the environment vcqlint reads:
# the workflow's secrets (its env:, the suggestions token) are not passed
# to the process that reads the pull request's files (docs/security.md).
# HOME and SSH_AUTH_SOCK serve `--git git@host:...` in args.
linter_env() {
  local -a keep=()
  local v
  for v in PATH HOME TMPDIR LANG LC_ALL NO_COLOR GOGC GOMEMLIMIT SSH_AUTH_SOCK; do
    if [ -n "${!v+x}" ]; then
      keep+=("$v=${!v}")
    fi
  done
  env -i ${keep[@]+"${keep[@]}"} "$@"
}

lint() {
  : "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set: run inside a GitHub Actions step}"
  : "${GITHUB_ACTION_PATH:?}" "${GITHUB_WORKSPACE:?}" "${RUNNER_TEMP:?}"
  local format=${INPUT_FORMAT:-github} fail_on=${INPUT_FAIL_ON:-error} version=${INPUT_VERSION:-source}
  validate_inputs
  local work="$RUNNER_TEMP/vcqlint"
  local bin="$work/bin/$version"
  mkdir -p "$work"
  install_vcqlint "$bin" "$version"

  local json="$work/report.json" text="$work/report.txt" out="$work/stdout" errs="$work/stderr"
  rm -f "$json" "$text" "$out" "$errs"
  # One run writes every format: the chosen one to the log, JSON to count
  # the findings, text for the step summary and SARIF when asked.
  local -a args=(
    --fail-on "$fail_on"
    --format "$format" --output -
    --format json --output "$json"
    --format text --output "$text"
  )
  if [ -n "${INPUT_SARIF_FILE:-}" ]; then
    args+=(--format sarif --output "$INPUT_SARIF_FILE")
  fi
  if [ -n "${INPUT_CONFIG:-}" ]; then
    args+=(--config "$INPUT_CONFIG")
  fi
  local -a extra=() paths=()
  split_words "${INPUT_ARGS:-}" extra
  split_words "${INPUT_PATH:-.}" paths
  [ ${#paths[@]} -gt 0 ] || paths=(.)

  cd "$GITHUB_WORKSPACE"
  local code=0
  # ${a[@]+"${a[@]}"} expands an empty array under set -u in bash 3.2 too
  # (macOS runners).
  linter_env "$bin/vcqlint" "${args[@]}" ${extra[@]+"${extra[@]}"} -- "${paths[@]}" >"$out" 2>"$errs" || code=$?
  # Annotations are the one output meant as workflow commands, and vcqlint
  # escapes their values; everything else is shown inert.
  if [ "$format" = github ]; then
    cat "$out"
  else
    print_inert "$out"
  fi
  print_inert "$errs"

  # The JSON report's shape is a documented contract: each finding has a
  # "rule" key on a line of its own (strings cannot hold raw newlines).
  local findings=0
  if [ -f "$json" ]; then
    findings=$(grep -c '^ *"rule": "' "$json" || true)
  fi
  suggest "$bin" "$json" "$work/suggest.out"
  output findings "$findings"
  output exit-code "$code"
  output sarif-file "${INPUT_SARIF_FILE:-}"

  if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    {
      echo "### vcqlint"
      echo
      echo "$findings finding(s), exit code $code (fail-on: $fail_on)."
      if [ -f "$text" ]; then
        echo
        fenced_within text "$text" "$work/report.head" "$REPORT_BUDGET"
      fi
    } >>"$GITHUB_STEP_SUMMARY"
    queue_tree "$bin" "$work" ${extra[@]+"${extra[@]}"} -- "${paths[@]}"
  fi
  return "$code"
}

# suggest posts the fixes in JSON report $2 as review suggestions on the
# pull request, when the suggestions-token input is set (off by default).
# The token reaches vcqlint through its environment only, never the log;
# what vcqlint says (file names come from the pull request) is shown
# inert. A failure to post is logged and does not fail the step.
suggest() {
  local bin=$1 report=$2 out=$3
  [ -n "${INPUT_SUGGESTIONS_TOKEN:-}" ] && [ -f "$report" ] || return 0
  linter_env VCQLINT_GITHUB_TOKEN="$INPUT_SUGGESTIONS_TOKEN" GITHUB_EVENT_PATH="${GITHUB_EVENT_PATH:-}" \
    GITHUB_API_URL="${GITHUB_API_URL:-}" GITHUB_REPOSITORY="${GITHUB_REPOSITORY:-}" \
    "$bin/vcqlint" suggest --report "$report" >"$out" 2>&1 ||
    log "posting review suggestions failed (see below); the findings are reported all the same"
  print_inert "$out"
}

# The runner refuses a step summary over 128 KiB whole (actions/runner,
# FileCommandManager.cs, CreateStepSummaryCommand): the text report gets at
# most REPORT_BUDGET bytes of it, the queue tree what is left of
# SUMMARY_BUDGET, and a note says what was left out (the log has it all).
readonly REPORT_BUDGET=65536 SUMMARY_BUDGET=126976

# fenced_within prints file $2 fenced as language $1 (see fenced), cut
# after the last whole line within $4 bytes, with a note when cut; $3 is a
# scratch file.
fenced_within() {
  local size
  size=$(($(wc -c <"$2")))
  if [ "$size" -le "$4" ]; then
    fenced "$1" "$2"
    return
  fi
  LC_ALL=C awk -v max="$4" '{ n += length($0) + 1; if (n > max) exit; print }' "$2" >"$3"
  fenced "$1" "$3"
  echo
  echo "The report is cut here at $(($(wc -c <"$3"))) of its $size bytes; the step's log has all of it."
}

# fenced prints file $2 as a Markdown code block of language $1. The fence
# is one backtick longer than the longest run of backticks in the file, so
# no line of it can close the block early (CommonMark, fenced code blocks).
fenced() {
  local longest fence='```'
  longest=$(LC_ALL=C tr -c '`' '\n' <"$2" | awk '{ if (length($0) > m) m = length($0) } END { print m + 0 }')
  while [ ${#fence} -le "$longest" ]; do fence="$fence\`"; done
  echo "$fence$1"
  cat "$2"
  [ -z "$(tail -c 1 "$2")" ] || echo
  echo "$fence"
}

# queue_tree appends the queue tree (a Mermaid diagram) and a table of the
# findings on queues to the step summary, when the linted files define
# queues: `vcqlint tree --format markdown` prints nothing otherwise. Of the
# extra arguments it forwards only those the tree command shares with lint
# (--volcano-version, --cluster, --no-config), so that it draws the tree for
# the same Volcano version and cluster. vcqlint escapes the queue names it
# writes there (entity codes in the Mermaid labels, Markdown and HTML
# escapes in the table). Usage: queue_tree BIN WORK [ARG...] -- [PATH...]
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
  linter_env "$bin/vcqlint" tree "${targs[@]}" -- ${tpaths[@]+"${tpaths[@]}"} >"$md" 2>/dev/null || true
  [ -s "$md" ] || return 0
  local used size
  used=$(($(wc -c <"$GITHUB_STEP_SUMMARY")))
  size=$(($(wc -c <"$md")))
  if [ $((used + size + 1)) -le "$SUMMARY_BUDGET" ]; then
    {
      echo
      cat "$md"
    } >>"$GITHUB_STEP_SUMMARY"
  else
    {
      echo
      echo "The queue tree ($size bytes) is left out: with it the step summary would pass GitHub's 128 KiB limit; \`vcqlint tree\` draws it."
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
