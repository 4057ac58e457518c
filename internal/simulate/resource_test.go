package simulate

import (
	"testing"

	"gopkg.in/inf.v0"
	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/resources"
)

// res builds a Resource from name=quantity pairs, as Volcano's NewResource
// would from a ResourceList.
func res(t *testing.T, kv ...string) Resource {
	t.Helper()
	l := resources.List{}
	for i := 0; i+1 < len(kv); i += 2 {
		l[kv[i]] = resource.MustParse(kv[i+1])
	}
	r, ignored := FromList(l)
	if len(ignored) > 0 {
		t.Fatalf("ignored %v", ignored)
	}
	return r
}

// show renders every dimension of r: "cpu 1.5, memory 2Gi, nvidia.com/gpu 1".
func show(r Resource) string { return FormatResource(r, r.Names()) }

func TestHelpersFollowVolcano(t *testing.T) {
	cases := []struct {
		name string
		got  Resource
		want string
	}{
		// ExceededPart floors at 0 on cpu/memory and drops scalars that do
		// not exceed (Diff with Zero).
		{"exceeded part", ExceededPart(res(t, "cpu", "32", "memory", "128Gi", "pods", "220"), res(t, "cpu", "36", "memory", "112Gi")),
			"cpu 0, memory 16Gi, pods 220"},
		{"exceeded part drops a scalar that does not exceed", ExceededPart(res(t, "cpu", "4", "nvidia.com/gpu", "2"), res(t, "nvidia.com/gpu", "2")),
			"cpu 4, memory 0"},
		// MinDimension: a scalar rr lacks is kept with Infinity, zeroed
		// with Zero; scalars only rr has are not added.
		{"min infinity", res(t, "cpu", "8", "pods", "110").MinDimension(res(t, "cpu", "4", "nvidia.com/gpu", "1"), Infinity),
			"cpu 4, memory 0, pods 110"},
		{"min zero", res(t, "cpu", "8", "pods", "110").MinDimension(res(t, "cpu", "4"), Zero),
			"cpu 4, memory 0, pods 0"},
		// helpers.Max takes the larger per dimension and the union of scalars.
		{"max", Max(res(t, "cpu", "2", "memory", "8Gi"), res(t, "cpu", "3", "nvidia.com/gpu", "1")),
			"cpu 3, memory 8Gi, nvidia.com/gpu 1"},
		// NewResource rounds up: cpu to 1m, memory to a byte.
		{"rounding up", res(t, "cpu", "1500u", "memory", "1.5"), "cpu 0.002, memory 2"},
		// Multi rounds down to 1m cpu and 1 byte: 1 cpu × 1/3 = 333m.
		{"multi", res(t, "cpu", "1", "memory", "1Gi").Multi(1, 3), "cpu 0.333, memory ~341.33Mi"},
		{"add creates scalars", res(t, "cpu", "1").Add(res(t, "nvidia.com/gpu", "2")), "cpu 1, memory 0, nvidia.com/gpu 2"},
	}
	for _, c := range cases {
		if got := show(c.got); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

func TestComparisonsFollowVolcano(t *testing.T) {
	// LessEqual with Zero: a scalar r has and rr lacks compares with 0.
	if ok, over := res(t, "cpu", "1", "nvidia.com/gpu", "1").LessEqual(res(t, "cpu", "2"), Zero); ok || len(over) != 1 || over[0] != "nvidia.com/gpu" {
		t.Errorf("LessEqual Zero: got %v %v, want false [nvidia.com/gpu]", ok, over)
	}
	// With Infinity the missing scalar is unlimited.
	if ok, _ := res(t, "cpu", "1", "nvidia.com/gpu", "1").LessEqual(res(t, "cpu", "2"), Infinity); !ok {
		t.Error("LessEqual Infinity: a scalar rr lacks must not exceed")
	}
	// LessPartly with Zero: a scalar key rr has and r lacks counts, even at 0.
	if got := res(t, "cpu", "4").LessPartly(res(t, "cpu", "4", "nvidia.com/gpu", "0"), Zero); len(got) != 1 || got[0] != "nvidia.com/gpu" {
		t.Errorf("LessPartly Zero: got %v, want [nvidia.com/gpu]", got)
	}
	if got := res(t, "cpu", "4").LessPartly(res(t, "cpu", "4"), Zero); len(got) != 0 {
		t.Errorf("LessPartly of equal resources: got %v, want none", got)
	}
	// IsEmpty ignores pods, and 0 everywhere else is empty.
	if !res(t, "pods", "220").IsEmpty() {
		t.Error("IsEmpty must ignore pods")
	}
	if res(t, "nvidia.com/gpu", "1").IsEmpty() {
		t.Error("a GPU is not empty")
	}
	// Equal compares key sets, as equality.Semantic.DeepEqual does.
	if res(t, "cpu", "1").Equal(res(t, "cpu", "1", "pods", "0")) {
		t.Error("a resource with an extra scalar key must not be equal")
	}
}

func TestVolcanoString(t *testing.T) {
	got := res(t, "cpu", "32", "memory", "128Gi", "pods", "220", "nvidia.com/gpu", "4").VolcanoString()
	want := "cpu 32000.00, memory 137438953472.00, nvidia.com/gpu 4000.00, pods 220.00"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestIgnoredNames(t *testing.T) {
	_, ignored := FromList(resources.List{"gpu": resource.MustParse("1"), "count/pods": resource.MustParse("3"), "cpu": resource.MustParse("1")})
	if len(ignored) != 2 || ignored[0] != "count/pods" || ignored[1] != "gpu" {
		t.Errorf("ignored %v, want [count/pods gpu]", ignored)
	}
}

func TestFormat(t *testing.T) {
	cases := []struct {
		name string
		a    Amount
		want string
	}{
		{"memory", res(t, "memory", "64Gi").Memory, "64Gi"},
		{"memory", res(t, "memory", "128G").Memory, "128G"},
		{"memory", res(t, "memory", "1165672572Ki").Memory, "~1.09Ti"},
		{"cpu", res(t, "cpu", "12800m").CPU, "12.8"},
		{"cpu", Infinite(), "∞"},
		{"cpu", Unknown(), "?"},
	}
	for _, c := range cases {
		if got := Format(c.name, c.a); got != c.want {
			t.Errorf("Format(%s): got %q, want %q", c.name, got, c.want)
		}
	}
}

// An amount that cannot be compared (the cluster's total when none is
// declared) makes LessEqual false, but is not named as exceeding: what
// Volcano does there is not known, and is not said.
func TestLessEqualDoesNotNameUnknownsAsOver(t *testing.T) {
	known := res(t, "cpu", "4", "nvidia.com/gpu", "4")
	unknown := Resource{CPU: Finite(inf.NewDec(8, 0)), Memory: Unknown(), Scalars: map[string]Amount{"nvidia.com/gpu": Unknown()}}
	if ok, over := known.LessEqual(unknown, Zero); ok || len(over) != 0 {
		t.Errorf("against unknowns: ok %v, over %v; want false, none", ok, over)
	}
	small := Resource{CPU: Finite(inf.NewDec(2, 0)), Memory: Unknown(), Scalars: map[string]Amount{"nvidia.com/gpu": Unknown()}}
	if ok, over := known.LessEqual(small, Zero); ok || len(over) != 1 || over[0] != "cpu" {
		t.Errorf("cpu known to exceed: ok %v, over %v; want false, [cpu]", ok, over)
	}
	if ok, over := known.LessEqual(known, Zero); !ok || len(over) != 0 {
		t.Errorf("equal: ok %v, over %v", ok, over)
	}
}
