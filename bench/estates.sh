#!/usr/bin/env bash
# Scale: vcqlint against the read-and-parse floor on generated estates of
# 1k and 10k queues (SIZES="1000 10000 100000" for 100k too), as
# processes: CPU (user + system), wall time and peak RSS, medians of $RUNS
# (default 5) interleaved runs, as ratios to the floor. The floor is
# bench/yamlfloor: read every file and parse each document on the same
# worker pool as vcqlint, nothing else, with vcqlint's own parser
# (floor-fast, -parser fast: internal/yamlfast, yaml.v3 for the files it
# declines; the reference, so that vcqlint / floor-fast is the cost of
# the work beyond parsing) and with go.yaml.in/yaml/v3 (floor-v3, what any
# Go linter with positions pays). With BASE_REV=<git revision>, vcqlint
# built at that revision runs in the same rounds ("before").
#   bash bench/estates.sh
#   BASE_REV=f47f6f5 SIZES="10000 100000" bash bench/estates.sh
# A million queues (peak memory; about 40 s of CPU per run):
#   RUNS=1 WARMUP=0 SIZES=1000000 bash bench/estates.sh
RUNS=${RUNS:-5}
source "$(dirname "$0")/lib.sh"

build
build_base
for n in ${SIZES:-1000 10000}; do
	corpus "$work/e$n" -queues "$n"
	base_cmd --no-config --no-color "$work/e$n"
	"$work/compare" -runs "$runs" -warmup "$warmup" -base floor-fast \
		-cmd "floor-fast=$work/yamlfloor -parser fast $work/e$n" \
		-cmd "floor-v3=$work/yamlfloor $work/e$n" \
		-cmd "vcqlint=$work/vcqlint --no-config --no-color $work/e$n" \
		"${before[@]}"
done
