#!/usr/bin/env bash
# Start-up: vcqlint against kubeconform on the same small repository (5
# files, 20 queues, Jobs, PodGroups, scheduler ConfigMaps and Nodes from
# bench/corpus), with the parse floor and `vcqlint version` (process start
# alone) beside them, and both tools again on the same files without the
# scheduler ConfigMaps (-noconf). Both are built as their releases are.
# CPU time (user + system), wall time and peak RSS, medians of $RUNS
# (default 15) interleaved runs, as ratios to kubeconform.
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
# kubeconform built as its releases are (its .goreleaser.yml: static, netgo),
# from the module cache that installed it; else the one found, copied so
# that it is read from the page cache as vcqlint is (see settle).
if ! (cd "$root" && CGO_ENABLED=0 GOBIN="$work" GOFLAGS=-mod=mod go install -trimpath -tags=netgo github.com/yannh/kubeconform/cmd/kubeconform@v0.8.0); then
	echo "kubeconform could not be built as released: measuring $kubeconform as it is" >&2
	cp "$kubeconform" "$work/kubeconform"
fi
settle "$work/kubeconform"
kubeconform=$work/kubeconform
corpus "$work/repo" -queues 20 -files 5
# The same files without their scheduler ConfigMaps (queues, jobs and
# nodes only): no built-in policy can fire there, so none is parsed.
mkdir -p "$work/no-schemas" "$work/noconf"
for f in "$work"/repo/*.yaml; do
	awk '/^---$/ { if (!skip) printf "%s", doc; doc = ""; skip = 0 }
		/^kind: ConfigMap$/ { skip = 1 }
		{ doc = doc $0 "\n" }
		END { if (!skip) printf "%s", doc }' "$f" >"$work/noconf/${f##*/}"
done
base_cmd --no-config --no-color "$work/noconf"
before_noconf=("${before[@]/#before=/before-noconf=}")
base_cmd --no-config --no-color "$work/repo"
kc="$kubeconform -ignore-missing-schemas -schema-location $work/no-schemas/{{.ResourceKind}}.json"
"$work/compare" -runs "$runs" -warmup "$warmup" -base kubeconform \
	-cmd "kubeconform=$kc $work/repo" \
	-cmd "vcqlint=$work/vcqlint --no-config --no-color $work/repo" \
	-cmd "floor=$work/yamlfloor $work/repo" \
	-cmd "vcqlint-version=$work/vcqlint version" \
	"${before[@]}" \
	-cmd "kubeconform-noconf=$kc $work/noconf" \
	-cmd "vcqlint-noconf=$work/vcqlint --no-config --no-color $work/noconf" \
	"${before_noconf[@]}"
