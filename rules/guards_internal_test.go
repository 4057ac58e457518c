package rules

import (
	"testing"

	"go.yaml.in/yaml/v3"
	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/resources"
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

// percent formats part/whole as a percentage with one decimal, rounded
// down, for any share (VCQ403 only prints those above 90%).
func TestPercent(t *testing.T) {
	for _, c := range []struct{ part, whole, want string }{
		{"1", "1000", "0.1"},
		{"0", "7", "0.0"},
		{"95", "1000", "9.5"},
		{"955", "1000", "95.5"},
		{"2", "3", "66.6"},
		{"64Gi", "64Gi", "100.0"},
	} {
		if got := percent(resource.MustParse(c.part), resource.MustParse(c.whole)); got != c.want {
			t.Errorf("percent(%s, %s) = %q, want %q", c.part, c.whole, got, c.want)
		}
	}
}

// largestNode names the largest node even when every node has none of the
// resource (an allocatable of 0 is still a node's share), and reports
// nothing without a node that lists the resource.
func TestLargestNode(t *testing.T) {
	gi := func(s string) resources.List { return resources.List{"memory": resource.MustParse(s)} }
	cl := &cluster.Cluster{Pools: []*cluster.Pool{{Name: "empty", PerNode: gi("0")}}}
	if name, q, ok := largestNode(cl, "memory"); !ok || name != "a node of pool empty alone" || q.Sign() != 0 {
		t.Errorf("largestNode(one pool of 0) = %q, %v, %v; want that pool's node, 0", name, q.String(), ok)
	}
	cl.Pools = append(cl.Pools, &cluster.Pool{Name: "big", PerNode: gi("64Gi")}, &cluster.Pool{Name: "small", PerNode: gi("8Gi")})
	if name, q, ok := largestNode(cl, "memory"); !ok || name != "a node of pool big alone" || q.String() != "64Gi" {
		t.Errorf("largestNode = %q, %v, %v; want pool big's node, 64Gi", name, q.String(), ok)
	}
	if name, _, ok := largestNode(cl, "cpu"); ok || name != "" {
		t.Errorf("largestNode(cpu, no pool lists it) = %q, %v; want none", name, ok)
	}
}
