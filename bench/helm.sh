#!/usr/bin/env bash
# Charts at scale: vcqlint on a repository of $CHARTS (default 50) charts
# in the shape of Volcano's own (bench/helmgen: its 64 files and 2.3 MB as
# the loader reads them, CRDs rendered through tpl, a subchart), each
# planting two findings. CPU time (user + system, workers included), wall
# time and peak RSS of the vcqlint process, medians of $RUNS interleaved
# runs (bench/compare); then, for each build, the peak resident memory of
# the whole process tree (vcqlint and its sandbox workers, sampled by
# bench/treerss), median of $TREE_RUNS (default 5) runs.
#
# With BASE_REV=<git revision>, vcqlint built at that revision runs in the
# same rounds ("before").
#   BASE_REV=f47f6f5 bash bench/helm.sh
source "$(dirname "$0")/lib.sh"

charts=${CHARTS:-50}
build
build_base
(cd "$root" && go build -o "$work/treerss" ./bench/treerss && go run ./bench/helmgen -out "$work/charts" -charts "$charts" >/dev/null)
base_cmd --no-config --no-color "$work/charts"
"$work/compare" -runs "$runs" -warmup "$warmup" -base vcqlint \
	-cmd "vcqlint=$work/vcqlint --no-config --no-color $work/charts" \
	"${before[@]}"
tree_runs=${TREE_RUNS:-5}
for bin in vcqlint vcqlint-base; do
	[ -x "$work/$bin" ] || continue
	for _ in $(seq "$tree_runs"); do
		"$work/treerss" -- "$work/$bin" --no-config --no-color "$work/charts"
	done | sort -t= -k2 -n | sed -n "$(((tree_runs + 1) / 2))p" | sed "s/^/$bin: median by tree peak: /"
done
