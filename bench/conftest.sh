#!/usr/bin/env bash
# vcqlint against conftest on generated estates of 1k and 10k queues (and
# 100k with SIZES="1000 10000 100000"): conftest runs three of vcqlint's
# checks (VCQ101, VCQ203, VCQ401) written as Rego in
# bench/conftest/policy, over `conftest test --combine` (the checks relate
# queues across files, which needs the combined input); vcqlint runs all
# its rules. CPU, wall time and peak RSS, medians of $RUNS (default 5)
# interleaved runs, as ratios to conftest, the parse floor beside them.
#
# conftest is taken from PATH, or installed with `go install` when absent;
# when it cannot be, the benchmark says so and stops (exit 0).
#   bash bench/conftest.sh
RUNS=${RUNS:-5}
source "$(dirname "$0")/lib.sh"

conftest=$(tool conftest github.com/open-policy-agent/conftest@v0.71.1) || {
	echo "conftest is not installed and could not be (go install needs the module proxy): benchmark skipped"
	exit 0
}
build
policy="$root/bench/conftest/policy"
for n in ${SIZES:-1000 10000}; do
	corpus "$work/e$n" -queues "$n"
	# Both must find the planted VCQ101 and VCQ203 (bench/corpus plants them).
	for id in VCQ101 VCQ203; do
		c=$("$conftest" test --combine --no-color -p "$policy" "$work/e$n" | grep -c "$id" || true)
		v=$("$work/vcqlint" --no-config --no-color "$work/e$n" | grep -c "$id" || true)
		echo "$id: conftest $c, vcqlint $v"
	done
	"$work/compare" -runs "$runs" -warmup "$warmup" -base conftest \
		-cmd "conftest=$conftest test --combine --no-color -p $policy $work/e$n" \
		-cmd "vcqlint=$work/vcqlint --no-config --no-color $work/e$n" \
		-cmd "floor=$work/yamlfloor $work/e$n"
done
