#!/usr/bin/env bash
# Scale: vcqlint against the parse floor (tools/yamlfloor: read every file
# and decode each document into a yaml.Node with yaml.v3, on the same
# worker pool, nothing else) on generated estates of 1k and 10k queues
# (SIZES="1000 10000 100000" for 100k too), as processes: CPU (user +
# system), wall time and peak RSS, medians of $RUNS (default 5)
# interleaved runs, as ratios to the floor. With BASE_REV=<git revision>,
# vcqlint built at that revision runs in the same rounds ("before").
#   bash bench/estates.sh
#   BASE_REV=9078b09 SIZES="1000 10000 100000" bash bench/estates.sh
RUNS=${RUNS:-5}
source "$(dirname "$0")/lib.sh"

build
build_base
for n in ${SIZES:-1000 10000}; do
	corpus "$work/e$n" -queues "$n"
	base_cmd --no-config --no-color "$work/e$n"
	"$work/compare" -runs "$runs" -warmup "$warmup" -base floor \
		-cmd "floor=$work/yamlfloor $work/e$n" \
		-cmd "vcqlint=$work/vcqlint --no-config --no-color $work/e$n" \
		"${before[@]}"
done
