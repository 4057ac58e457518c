package rules

import (
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
)

// The helpers below are only reached today with the nodes their rule has
// found, but each guards its own input: an object without the node it
// edits gets no fix, and a node without a position points at the object.
// These tests hold them to that, so that a caller changing shape cannot
// turn a missing node into a crash.

func loadQueue(t *testing.T, spec string) *manifest.Object {
	t.Helper()
	f := loader.Load("queue.yaml", []byte("apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: q\n"+spec))
	if len(f.Objects) != 1 {
		t.Fatalf("loaded %d objects from a Queue, want 1: %+v", len(f.Objects), f.Diagnostics)
	}
	return f.Objects[0]
}

func TestNodePosOrFallsBackToTheObject(t *testing.T) {
	q := loadQueue(t, "spec:\n  weight: 1\n")
	start := q.Start()
	if got := nodePosOr(q, nil); got != start {
		t.Errorf("nodePosOr(nil) = %v, want the object's start %v", got, start)
	}
	if got := nodePosOr(q, &yaml.Node{Kind: yaml.ScalarNode}); got != start {
		t.Errorf("nodePosOr(a node without position) = %v, want the object's start %v", got, start)
	}
	w := q.Node("spec", "weight")
	if got := nodePosOr(q, w); got.Line != 6 || got.Column != 11 {
		t.Errorf("nodePosOr(spec.weight) = %v, want line 6 column 11", got)
	}
}

func TestWeightFixNeedsAScalarWeight(t *testing.T) {
	for _, spec := range []string{"", "spec: {}\n", "spec:\n  weight: [1]\n"} {
		if fix := weightFix(loadQueue(t, spec)); fix != nil {
			t.Errorf("weightFix(%q) = %+v, want no fix", spec, fix)
		}
	}
	if fix := weightFix(loadQueue(t, "spec:\n  weight: 0\n")); fix == nil {
		t.Error("weightFix(weight: 0) = nil, want a fix")
	}
}

func TestGuaranteeFixNeedsTheGuaranteeMapping(t *testing.T) {
	p := decode.Problem{Kind: decode.UnknownField, Path: "spec.guarantee.cpu"}
	for _, spec := range []string{"", "spec: 5\n", "spec:\n  weight: 1\n", "spec:\n  guarantee: 4\n", "spec:\n  guarantee:\n    memory: 1Gi\n"} {
		if fix := guaranteeFix(loadQueue(t, spec), p); fix != nil {
			t.Errorf("guaranteeFix(%q) = %+v, want no fix", spec, fix)
		}
	}
	if fix := guaranteeFix(loadQueue(t, "spec:\n  guarantee:\n    cpu: 1\n"), p); fix == nil {
		t.Error("guaranteeFix(guarantee: {cpu: 1}) = nil, want a fix")
	}
}
