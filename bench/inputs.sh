#!/usr/bin/env bash
# Start-up and per-input cost of Helm charts and Kustomize builds, beside
# plain manifests: vcqlint on 1 and on $N (default 20) copies of a chart
# (testdata/helm/volcano-like: a parent chart with a subchart, 9 files,
# rendered in process) and of a Kustomize tree (testdata/kustomize base,
# two overlays and a component, 11 files, two top-level builds), and on a
# generated estate of 1 and $N files. Per-input cost = (median at N -
# median at 1) / (N - 1). Medians of $RUNS (default 11) interleaved runs.
#   bash bench/inputs.sh
RUNS=${RUNS:-11}
source "$(dirname "$0")/lib.sh"
n=${N:-20}

build
for count in 1 "$n"; do
	for i in $(seq "$count"); do
		cp -r "$root/testdata/helm/volcano-like" "$work/charts$count/chart-$i" 2>/dev/null ||
			{ mkdir -p "$work/charts$count" && cp -r "$root/testdata/helm/volcano-like" "$work/charts$count/chart-$i"; }
		mkdir -p "$work/kust$count/tree-$i"
		cp -r "$root/testdata/kustomize/base" "$root/testdata/kustomize/overlays" "$root/testdata/kustomize/components" "$work/kust$count/tree-$i/"
	done
	corpus "$work/plain$count" -queues $((20 * count)) -files "$count" >/dev/null
done
lint="$work/vcqlint --no-config --no-color"
"$work/compare" -runs "$runs" -warmup "$warmup" -base plain-1 \
	-cmd "plain-1=$lint $work/plain1" -cmd "plain-$n=$lint $work/plain$n" \
	-cmd "chart-1=$lint $work/charts1" -cmd "chart-$n=$lint $work/charts$n" \
	-cmd "kustomize-1=$lint $work/kust1" -cmd "kustomize-$n=$lint $work/kust$n" | tee "$work/table"
# Per-input cost from the medians: CPU and wall, in ms per input.
awk -F'|' -v n="$n" '
	/^\| (plain|chart|kustomize)-/ { split($2, a, "-"); gsub(/ /, "", a[1]); gsub(/ /, "", a[2]); cpu[a[1], a[2]] = $3; wall[a[1], a[2]] = $4 }
	END {
		print "\n| input | start-up CPU ms (1 input) | CPU ms per further input | wall ms per further input |\n|---|---|---|---|"
		split("plain chart kustomize", kinds, " ")
		for (k = 1; k <= 3; k++) {
			kind = kinds[k]
			printf "| %s | %.1f | %.2f | %.2f |\n", kind, cpu[kind, 1], (cpu[kind, n] - cpu[kind, 1]) / (n - 1), (wall[kind, n] - wall[kind, 1]) / (n - 1)
		}
	}' "$work/table"
