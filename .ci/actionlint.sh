#!/usr/bin/env bash
# Lints the GitHub Action: actionlint (pinned) checks the example workflow,
# and through its `uses: ./` the inputs and outputs of action.yml; it also
# runs ShellCheck on the workflow's run: scripts when ShellCheck is
# installed. ShellCheck then checks the action's script and these scripts.
set -euo pipefail
cd "$(dirname "$0")/.."

ACTIONLINT_VERSION=v1.7.12
go run "github.com/rhysd/actionlint/cmd/actionlint@$ACTIONLINT_VERSION" -no-color .github/workflows/*.yml
echo "actionlint $ACTIONLINT_VERSION: workflows and action.yml OK"

if command -v shellcheck >/dev/null; then
  shellcheck .github/actions/vcqlint/run.sh .ci/*.sh scripts/*.sh
  echo "shellcheck: scripts OK"
else
  echo "shellcheck is not installed: scripts not checked"; exit 1
fi
