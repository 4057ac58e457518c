#!/usr/bin/env bash
# Start-up: vcqlint against kubeconform on the same small repository (5
# files, 20 queues, Jobs, PodGroups, scheduler ConfigMaps and Nodes from
# bench/corpus), with the parse floor and `vcqlint version` (process start
# alone) beside them. CPU time (user + system), wall time and peak RSS,
# medians of $RUNS (default 15) interleaved runs, as ratios to kubeconform.
#
# kubeconform gets no schema (there is no network, and none for Volcano's
# kinds is shipped): -ignore-missing-schemas over an empty schema directory,
# so it only reads, parses and looks each kind up. That is the least work
# it does on any input, which makes it the strictest reference.
#
# With BASE_REV=<git revision>, vcqlint built at that revision runs in the
# same rounds ("before").
#
# kubeconform is taken from PATH, or installed with `go install` when absent;
# when it cannot be, the benchmark says so and stops (exit 0).
#   bash bench/kubeconform.sh
source "$(dirname "$0")/lib.sh"

kubeconform=$(tool kubeconform github.com/yannh/kubeconform/cmd/kubeconform@v0.8.0) || {
	echo "kubeconform is not installed and could not be (go install needs the module proxy): benchmark skipped"
	exit 0
}
build
build_base
# A copy, so that kubeconform is read from the page cache as vcqlint is (see settle).
cp "$kubeconform" "$work/kubeconform"
kubeconform=$work/kubeconform
corpus "$work/repo" -queues 20 -files 5
mkdir -p "$work/no-schemas"
base_cmd --no-config --no-color "$work/repo"
"$work/compare" -runs "$runs" -warmup "$warmup" -base kubeconform \
	-cmd "kubeconform=$kubeconform -ignore-missing-schemas -schema-location $work/no-schemas/{{.ResourceKind}}.json $work/repo" \
	-cmd "vcqlint=$work/vcqlint --no-config --no-color $work/repo" \
	-cmd "floor=$work/yamlfloor $work/repo" \
	-cmd "vcqlint-version=$work/vcqlint version" \
	"${before[@]}"
