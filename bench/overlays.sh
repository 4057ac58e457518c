#!/usr/bin/env bash
# Kustomize overlays of a Volcano-sized base (bench/overlay: a base shaped
# like Volcano's installer manifest, 1.09 MB with 22 CustomResourceDefinitions,
# and an overlay with a namespace, labels, an image tag, a strategic-merge
# patch of the scheduler's ConfigMap and two queues): vcqlint on 1 and on
# $N (default 50) such trees, and on the small tree of testdata/kustomize
# (two overlays and a component, no CRD: there the elision of schemas saves
# nothing, so what is left is the cost of the build's sandbox and caps).
# CPU time (user + system, the sandbox workers included), wall time and
# peak RSS, medians of $RUNS (default 15) interleaved runs.
#
# With BASE_REV=<git revision>, vcqlint built at that revision runs in the
# same rounds ("before-...").
#   RUNS=11 BASE_REV=f47f6f5 bash bench/overlays.sh
source "$(dirname "$0")/lib.sh"
n=${N:-50}

build
build_base
(cd "$root" && go run ./bench/overlay/cmd/genoverlay -out "$work/ov1" -trees 1 >/dev/null &&
	go run ./bench/overlay/cmd/genoverlay -out "$work/ov$n" -trees "$n" >/dev/null)
mkdir -p "$work/small"
cp -r "$root/testdata/kustomize/base" "$root/testdata/kustomize/overlays" "$root/testdata/kustomize/components" "$work/small/"
args=(--no-config --no-color)
cmds=()
for input in "ov1" "ov$n" "small"; do
	cmds+=(-cmd "$input=$work/vcqlint ${args[*]} $work/$input")
	if [ -x "$work/vcqlint-base" ]; then
		cmds+=(-cmd "before-$input=$work/vcqlint-base ${args[*]} $work/$input")
	fi
done
"$work/compare" -runs "$runs" -warmup "$warmup" -base ov1 "${cmds[@]}"
