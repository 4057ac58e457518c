#!/usr/bin/env bash
# The script behind action.yml (repository root). action.yml passes every
# input through the environment (INPUT_*), never by ${{ }} substitution into
# shell code, so an input cannot inject commands. Usage, one step each:
#
#   run.sh prepare    sets outputs key and path (where this vcqlint is
#                     cached between workflow runs: actions/cache restores
#                     and saves path under key; key is "" for version
#                     latest, which moves) and go-found (true when a Go at
#                     least as new as go.mod's is on PATH)
#   run.sh install    puts vcqlint in $RUNNER_TEMP/vcqlint/bin: from the
#                     cache, a release binary, or a build; sets how
#                     (cache, release or build), or needs-go=true when only
#                     a build can give it and no Go is set up yet
#   run.sh lint       lints (installing vcqlint first if install did not),
#                     sets outputs findings, exit-code and sarif-file,
#                     writes the step summary (with the queue tree as a
#                     Mermaid diagram when the files define queues), and
#                     exits with vcqlint's exit code
#
# Which vcqlint (input version): "source" builds the action's own checkout,
# unless the action's ref (VCQLINT_ACTION_REF, github.action_ref) is a
# release tag whose release binary exists; a release version vX.Y.Z is its
# release binary, else go install at that version; latest is go install
# @latest. A build is cached under a key of the action's source (a digest
# of what the build reads), Go's version and the platform; a release
# binary under its version and platform.
#
# Environment a runner provides: GITHUB_OUTPUT, GITHUB_STEP_SUMMARY,
# GITHUB_WORKSPACE, GITHUB_ACTION_PATH (the action's checkout, at the ref the
# workflow named), RUNNER_TEMP, RUNNER_TOOL_CACHE. Inputs: INPUT_PATH,
# INPUT_ARGS, INPUT_FORMAT, INPUT_VERSION, INPUT_CONFIG, INPUT_FAIL_ON,
# INPUT_SARIF_FILE, INPUT_SUGGESTIONS_TOKEN (with GITHUB_EVENT_PATH,
# GITHUB_API_URL and GITHUB_REPOSITORY when it is set). VCQLINT_ACTION_CACHE
# replaces the cache directory (default $RUNNER_TOOL_CACHE/vcqlint-action),
# VCQLINT_RELEASE_URL the release download location (scripts/release.sh).
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

# shellcheck source=scripts/release.sh
. "$(dirname "$0")/../../../scripts/release.sh"

# go_required prints the Go version go.mod asks for (its go line).
go_required() {
  sed -n 's/^go \([0-9][0-9.]*\).*/\1/p' "$GITHUB_ACTION_PATH/go.mod" | head -n 1
}

# version_at_least A B: dotted version A is B or newer.
version_at_least() {
  local -a a b
  local i
  IFS=. read -r -a a <<<"$1"
  IFS=. read -r -a b <<<"$2"
  for i in 0 1 2; do
    if [ "${a[i]:-0}" -gt "${b[i]:-0}" ]; then return 0; fi
    if [ "${a[i]:-0}" -lt "${b[i]:-0}" ]; then return 1; fi
  done
}

# go_found prints the version of the Go on PATH when it is at least
# go.mod's, and fails otherwise (none, or too old to build this module).
go_found() {
  local have
  command -v go >/dev/null 2>&1 || return 1
  have=$(go env GOVERSION 2>/dev/null) || return 1
  have=${have%% *}
  have=${have#go}
  [[ $have =~ ^[0-9]+(\.[0-9]+)*$ ]] || return 1
  version_at_least "$have" "$(go_required)" || return 1
  echo "$have"
}

# release_wanted prints the release whose binary this run uses, or nothing:
# the version input when it is a release version, or the action's ref when
# the version is source and the ref is a release tag.
release_wanted() {
  local release='^v[0-9]+\.[0-9]+\.[0-9]+$'
  if [[ $version =~ $release ]]; then
    echo "$version"
  elif [ "$version" = source ] && [[ ${VCQLINT_ACTION_REF:-} =~ $release ]]; then
    echo "$VCQLINT_ACTION_REF"
  fi
}

# source_digest prints a digest of what building the action's checkout
# reads: the Go files (not tests), go.mod, go.sum and the embedded files
# (policies, schemas). One sha256sum (or shasum) over them all: a process
# per file would cost seconds.
source_digest() {
  local -a sum=(sha256sum)
  command -v sha256sum >/dev/null || sum=(shasum -a 256)
  (
    cd "$GITHUB_ACTION_PATH" &&
      find . \( -name .git -o -name testdata -o -path ./tools -o -path ./docs -o -path ./examples -o -path ./bench \) -prune -o \
        -type f \( -name '*.go' ! -name '*_test.go' -o -name go.mod -o -name go.sum -o -name '*.rego' -o -name '*.json' -o -name '*.tmpl' \) -print |
      LC_ALL=C sort | tr '\n' '\0' | xargs -0 "${sum[@]}" | "${sum[@]}"
  ) | cut -c1-20
}

# plan sets key and path: the cache key of the vcqlint this run uses and
# the directory it is (or will be) in. key is "" for latest, which is not
# cached; its build goes to a directory of this job.
plan() {
  local platform release go_version
  platform="$(uname -s)-$(uname -m)"
  release=$(release_wanted)
  key="" path="$RUNNER_TEMP/vcqlint/build"
  if [ -n "$release" ]; then
    key="vcqlint-$release-$platform"
  elif [ "$version" != latest ]; then
    # The Go that builds it: the runner's when new enough, else the one
    # setup-go installs, go.mod's.
    go_version=$(go_found) || go_version=$(go_required)
    if [ "$version" = source ]; then
      key="vcqlint-source-$(source_digest)-go$go_version-$platform"
    else
      key="vcqlint-$version-go$go_version-$platform"
    fi
  fi
  if [ -n "$key" ]; then
    path="${VCQLINT_ACTION_CACHE:-${RUNNER_TOOL_CACHE:-$HOME/.cache}/vcqlint-action}/$key"
  fi
}

prepare() {
  : "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set: run inside a GitHub Actions step}"
  : "${GITHUB_ACTION_PATH:?}" "${RUNNER_TEMP:?}"
  local version=${INPUT_VERSION:-source} key path
  validate_version
  plan
  output key "$key"
  output path "$path"
  if go_found >/dev/null; then
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

# install_vcqlint puts vcqlint into $bin (a directory of this job): the
# one an earlier step put there, the cached one, the release binary, or a
# build, cached for the next run. Without a Go new enough to build, it
# fails when $1 is need-go (the lint step: nothing else can give it), and
# otherwise sets needs-go=true and returns (the install step: setup-go
# runs, then install again).
install_vcqlint() {
  local key path release msg
  if [ -x "$bin/vcqlint" ]; then
    return # put there by an earlier step of this job
  fi
  plan
  mkdir -p "$bin"
  if [ -x "$path/vcqlint" ]; then
    log "Using the vcqlint of $GITHUB_ACTION_PATH cached as $key"
    ln -sf "$path/vcqlint" "$bin/vcqlint"
    output how cache
    return
  fi
  release=$(release_wanted)
  if [ -n "$release" ]; then
    if msg=$(release_install "$release" "$path" 2>&1); then
      log "Using the release binary of vcqlint $release"
      ln -sf "$path/vcqlint" "$bin/vcqlint"
      output how release
      return
    fi
    log "No release binary of vcqlint $release ($msg); building it"
  fi
  if ! go_found >/dev/null; then
    if [ "${1:-}" = need-go ]; then
      die "building vcqlint needs Go $(go_required) or newer (go.mod); set it up with actions/setup-go"
    fi
    output needs-go true
    return
  fi
  mkdir -p "$path"
  if [ "$version" = source ]; then
    log "Building vcqlint from $GITHUB_ACTION_PATH"
    (cd "$GITHUB_ACTION_PATH" && go build -o "$path/vcqlint.new" .) ||
      die "go build in $GITHUB_ACTION_PATH failed"
  else
    log "Installing github.com/vcqlint/vcqlint@$version"
    (cd "$path" && GOBIN="$path/gobin" go install "github.com/vcqlint/vcqlint@$version" && mv gobin/vcqlint vcqlint.new && rmdir gobin) ||
      die "go install github.com/vcqlint/vcqlint@$version failed"
  fi
  # Renamed into place: a cached directory never holds half a binary.
  mv -f "$path/vcqlint.new" "$path/vcqlint"
  ln -sf "$path/vcqlint" "$bin/vcqlint"
  output how build
}

install() {
  : "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set: run inside a GitHub Actions step}"
  : "${GITHUB_ACTION_PATH:?}" "${RUNNER_TEMP:?}"
  local version=${INPUT_VERSION:-source}
  local bin="$RUNNER_TEMP/vcqlint/bin"
  validate_version
  install_vcqlint
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

validate_version() {
  [[ $version =~ ^[A-Za-z0-9][A-Za-z0-9._+-]*$ ]] ||
    reject "input version must be source, latest or a module version such as v1.2.3 (got \"$version\")"
}

validate_inputs() {
  one_of "$format" format github text json sarif junit checkstyle gitlab
  one_of "$fail_on" fail-on error warning info
  validate_version
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
  local bin="$work/bin"
  mkdir -p "$work"
  install_vcqlint need-go

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
  split_words "${INPUT_PATH-.}" paths
  # An empty path names nothing to lint: like a path with no file in it,
  # it is an error, not the whole workspace.
  [ ${#paths[@]} -gt 0 ] || reject "input path is empty: name the files or directories to lint (the default is .)"

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
prepare) prepare ;;
install) install ;;
lint) lint ;;
*)
  echo "usage: $0 prepare|install|lint" >&2
  exit 2
  ;;
esac
