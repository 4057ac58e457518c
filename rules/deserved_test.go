package rules

import (
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// list parses "cpu=4,memory=1Gi" (empty: no list).
func list(t *testing.T, s string) resources.List {
	t.Helper()
	if s == "" {
		return nil
	}
	out := resources.List{}
	for _, kv := range strings.Split(s, ",") {
		k, v, _ := strings.Cut(kv, "=")
		q, err := resource.ParseQuantity(v)
		if err != nil {
			t.Fatal(err)
		}
		out[k] = q
	}
	return out
}

func render(l resources.List) string {
	var parts []string
	for _, n := range l.Names() {
		q := l[n]
		parts = append(parts, n+"="+q.String())
	}
	return strings.Join(parts, ",")
}

func specQueue(t *testing.T, capability, deserved, guarantee string) *model.Queue {
	t.Helper()
	q := &api.Queue{Kind: manifest.KindQueue}
	q.Metadata.Name = "q"
	q.Spec.Capability = list(t, capability)
	q.Spec.Deserved = list(t, deserved)
	q.Spec.Guarantee.Resource = list(t, guarantee)
	m := model.Build([]*manifest.Object{{Kind: manifest.KindQueue, Name: "q", File: "q.yaml", Typed: q}})
	got, ok := m.Queue("q")
	if !ok {
		t.Fatal("no queue q")
	}
	return got
}

// TestEffectiveDeserved pins what the capacity plugin sums for a child's
// deserved in each version family: deserved raised to guarantee per
// resource (1.11-1.12, 1.14.2+), first capped at the queue's own capability
// where the version clamps it (1.11-1.12; cpu and memory 0 are no cap);
// equal values keep the deserved as written (a quantity in bytes prints
// otherwise than one in Gi). The raise is helpers.Max, which reads a cpu or
// memory a list leaves out as 0 (helpers.go:47-70@v1.12.4).
func TestEffectiveDeserved(t *testing.T) {
	raised := volcano.Behaviour{DeservedRaisedToGuarantee: true}
	clamped := volcano.Behaviour{DeservedRaisedToGuarantee: true, HierarchyDeservedClamped: true}
	cases := []struct {
		name                            string
		b                               volcano.Behaviour
		capability, deserved, guarantee string
		want                            string
		caps, raises                    bool
	}{
		{"not raised in this version", volcano.Behaviour{}, "", "cpu=4", "cpu=6", "cpu=4", false, true},
		{"raised to the guarantee", raised, "", "cpu=4,memory=8Gi", "cpu=6,memory=2Gi", "cpu=6,memory=8Gi", false, true},
		{"a guarantee deserved lacks", raised, "", "cpu=4", "memory=2Gi", "cpu=4,memory=2Gi", false, true},
		{"an equal guarantee raises nothing", raised, "", "memory=1Gi", "memory=1024Mi", "memory=1Gi", false, false},
		{"a deserved of 0 raises nothing", raised, "", "cpu=0", "", "cpu=0", false, false},
		{"an equal guarantee keeps deserved as written", raised, "", "cpu=4,memory=1Gi", "cpu=6,memory=1073741824", "cpu=6,memory=1Gi", false, true},
		{"a negative cpu the guarantee leaves out is 0", raised, "", "cpu=-1,memory=2Gi", "", "cpu=0,memory=2Gi", false, true},
		{"a negative guarantee deserved leaves out is 0", raised, "", "memory=2Gi", "cpu=-1", "cpu=0,memory=2Gi", false, true},
		{"cpu negative in both stays the larger", raised, "", "cpu=-2", "cpu=-1", "cpu=-1", false, true},
		{"a negative memory in both stays", raised, "", "memory=-1Gi", "memory=-2Gi", "memory=-1Gi", false, true},
		{"a negative scalar is not a cpu or memory", raised, "", "nvidia.com/gpu=-1", "", "nvidia.com/gpu=-1", false, false},
		{"nothing to raise", raised, "cpu=8", "cpu=4", "cpu=2", "cpu=4", false, false},
		{"capped at the capability", clamped, "cpu=3", "cpu=4", "cpu=2", "cpu=3", true, false},
		{"capped, then raised", clamped, "cpu=3", "cpu=4", "cpu=5", "cpu=5", true, true},
		{"an equal capability is no cap", clamped, "cpu=4", "cpu=4", "cpu=2", "cpu=4", false, false},
		{"an equal capability keeps deserved as written", clamped, "cpu=3,memory=1073741824", "cpu=4,memory=1Gi", "", "cpu=3,memory=1Gi", true, false},
		{"a capped resource leaves the others", clamped, "cpu=3", "cpu=4,memory=8Gi", "", "cpu=3,memory=8Gi", true, false},
		{"capability 0 is unlimited", clamped, "cpu=0", "cpu=4", "cpu=2", "cpu=4", false, false},
		{"a capability on another resource", clamped, "memory=1Gi", "cpu=4", "", "cpu=4", false, false},
		{"not clamped in this version", raised, "cpu=3", "cpu=4", "cpu=2", "cpu=4", true, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			q := specQueue(t, tc.capability, tc.deserved, tc.guarantee)
			if got := render(effectiveDeserved(q, tc.b)); got != tc.want {
				t.Errorf("effectiveDeserved = %s, want %s", got, tc.want)
			}
			if got := capsDeserved(q); got != tc.caps {
				t.Errorf("capsDeserved = %v, want %v", got, tc.caps)
			}
			if got := raisesDeserved(q); got != tc.raises {
				t.Errorf("raisesDeserved = %v, want %v", got, tc.raises)
			}
			if render(q.Spec.Spec.Deserved) != render(list(t, tc.deserved)) {
				t.Errorf("the queue's deserved changed: %s", render(q.Spec.Spec.Deserved))
			}
		})
	}
}
