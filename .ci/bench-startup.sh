#!/usr/bin/env bash
# Wall time of the real vcqlint binary on a small repository (5 files, 20
# queues, from bench/corpus): process start, compiling the built-in Rego
# policies, linting and printing. Not part of .ci/run (timings are not
# tests); run it by hand: bash .ci/bench-startup.sh
# Uses hyperfine when installed (apt-get install hyperfine), otherwise a
# plain loop that prints the mean and the fastest of the runs.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${RUNS:-50}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

go build -o "$work/vcqlint" .
go run -C tools ./gencorpus -queues 20 -files 5 -out "$work/repo" >/dev/null
(cd "$work/repo" && find . -type f | sort)

# Exit code 1 (findings) is expected: the corpus has planted violations.
cmd="$work/vcqlint --no-config --no-color $work/repo"
if command -v hyperfine >/dev/null; then
  hyperfine --warmup 5 --runs "$runs" -N -i "$cmd"
  exit 0
fi
for _ in 1 2 3 4 5; do $cmd >/dev/null || true; done
total=0
best=
for _ in $(seq "$runs"); do
  start=$(date +%s%N)
  $cmd >/dev/null || true
  t=$(( ($(date +%s%N) - start) / 1000 ))
  total=$((total + t))
  if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
done
echo "$runs runs: mean $((total / runs / 1000)).$(( (total / runs) % 1000 / 100 )) ms, fastest $((best / 1000)).$(( best % 1000 / 100 )) ms"
