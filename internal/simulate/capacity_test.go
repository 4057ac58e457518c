package simulate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
)

// loadModel builds the model of testdata/simulate/<dir> from its YAML files
// with the loader (not internal/linter, whose rules import this package).
func loadModel(t *testing.T, dir string) *model.Model {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join("../../testdata/simulate", dir, "*.yaml"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no fixture %s: %v", dir, err)
	}
	var objs []*manifest.Object
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		f := loader.Load(p, b)
		for _, d := range f.Diagnostics {
			if d.Level == loader.LevelError {
				t.Fatalf("input error: %s: %s", d.Pos, d.Msg)
			}
		}
		objs = append(objs, f.Objects...)
	}
	return model.Build(objs)
}

// fixture loads testdata/simulate/<dir> with a given cluster and demand.
func fixture(t *testing.T, dir, version string, total []string, demand map[string][]string) Input {
	t.Helper()
	qs := FromModel(loadModel(t, dir))
	for q, d := range demand {
		if err := SetDemand(qs, q, list(t, d...)); err != nil {
			t.Fatal(err)
		}
	}
	return Input{Queues: qs, Total: list(t, total...), TotalKnown: true, Volcano: behaviour(t, version)}
}

func field(t *testing.T, r *Result, queue, what string) string {
	t.Helper()
	q, ok := r.Queue(queue)
	if !ok {
		t.Fatalf("no queue %s", queue)
	}
	var v Resource
	switch what {
	case "real":
		v = q.RealCapability
	case "deserved":
		v = q.Deserved
	case "capability":
		v = q.Capability
	}
	return show(v)
}

func events(r *Result) string {
	var out []string
	for _, e := range r.Events {
		out = append(out, e.Kind.String()+"@"+e.Queue+":"+strings.Join(e.Resources, ","))
	}
	return strings.Join(out, " ")
}

// testdata/simulate/hierarchy-guarantee by hand, cluster cpu 10, memory
// 40Gi; team-a asks cpu 8, team-b cpu 4 (org's request is their sum, 12).
// org: capability cpu 8 (memory unset, so root's), deserved 8, guarantee 6.
// team-a: capability cpu 8, deserved 6, guarantee 5. team-b: no capability
// (cpu and memory inherit org's), deserved 2, guarantee 4. Σ children's
// guarantees 9 > org's real capability 8 and > org's guarantee 6.
//
// org's real capability, every version: min(root real − 6 + 6, cap) = cpu 8.
// Children: ExceededPart(org real 8, Σg 9) = 0, so team-a 0 + 5 = 5,
// team-b 0 + 4 = 4.
//
//	1.11: org real − Σg is a Sub of 9 from 8: panic (then nothing more).
//	1.12: deserved clamped to real and raised to the guarantee: team-a
//	      min(6, 5) = 5, team-b max(2, 4) = 4; Σ 9 > org's 8, and Σg 9 > 6:
//	      two failed checks, each halts scheduling.
//	1.13: no clamp: Σ deserved 6 + 2 = 8 fits; Σg 9 > 6 halts.
//	1.15: deserved raised to the guarantee first: 6 + 4 = 10 > 8, and
//	      9 > 6: both only logged. Memory is unlimited (root's capability).
func TestHierarchyGuarantees(t *testing.T) {
	demand := map[string][]string{"team-a": {"cpu", "8"}, "team-b": {"cpu", "4"}}
	total := []string{"cpu", "10", "memory", "40Gi"}
	cases := []struct {
		version, events, teamA, teamB, teamBDeserved string
	}{
		{"1.11", "panics@org:cpu", "cpu 5, memory 40Gi", "cpu 4, memory 40Gi", "cpu 4, memory 0"},
		{"1.12", "halts@org:cpu halts@org:cpu", "cpu 5, memory 40Gi", "cpu 4, memory 40Gi", "cpu 4, memory 0"},
		{"1.13", "halts@org:cpu", "cpu 5, memory 40Gi", "cpu 4, memory 40Gi", "cpu 2, memory 0"},
		{"1.15", "logged@org:cpu logged@org:cpu", "cpu 5, memory ∞", "cpu 4, memory ∞", "cpu 4, memory 0"},
	}
	for _, c := range cases {
		t.Run(c.version, func(t *testing.T) {
			r := RunHierarchy(fixture(t, "hierarchy-guarantee", c.version, total, demand))
			if got := events(r); got != c.events {
				t.Errorf("events %s, want %s", got, c.events)
			}
			if got := field(t, r, "org", "real"); !strings.HasPrefix(got, "cpu 8,") {
				t.Errorf("org real capability %s, want cpu 8", got)
			}
			if got := field(t, r, "team-a", "real"); got != c.teamA {
				t.Errorf("team-a real capability %s, want %s", got, c.teamA)
			}
			if got := field(t, r, "team-b", "real"); got != c.teamB {
				t.Errorf("team-b real capability %s, want %s", got, c.teamB)
			}
			if got := field(t, r, "team-b", "deserved"); got != c.teamBDeserved {
				t.Errorf("team-b deserved %s, want %s", got, c.teamBDeserved)
			}
			q, _ := r.Queue("team-b")
			if strings.Join(q.Inherited, ",") != "cpu,memory" {
				t.Errorf("team-b inherited %v, want cpu and memory", q.Inherited)
			}
		})
	}
}

// testdata/simulate/mig-root by hand, cluster cpu 128, memory 1Ti,
// nvidia.com/gpu 4. gpu-team caps nvidia.com/gpu at 8.
//
//	1.12, 1.13: root's capability is the cluster total, gpu 4 < 8: the
//	            check fails and all scheduling stops. gpu-team's real
//	            capability is min(total, cap) = gpu 4.
//	1.15:       root's capability is unlimited (every cluster resource
//	            too): no failure, gpu-team's real capability is its cap, 8.
//
// vision caps only cpu 32: memory always inherits (768Gi); nvidia.com/gpu
// only from 1.13 (capability gpu 8), while its real capability keeps
// gpu-team's either way (a scalar its capability lacks is not capped).
func TestHierarchyRootCapability(t *testing.T) {
	total := []string{"cpu", "128", "memory", "1Ti", "nvidia.com/gpu", "4"}
	cases := []struct {
		version, events, teamReal, visionCap, visionReal string
	}{
		{"1.12", "halts@gpu-team:nvidia.com/gpu", "cpu 96, memory 768Gi, nvidia.com/gpu 4", "cpu 32, memory 768Gi", "cpu 32, memory 768Gi, nvidia.com/gpu 4"},
		{"1.13", "halts@gpu-team:nvidia.com/gpu", "cpu 96, memory 768Gi, nvidia.com/gpu 4", "cpu 32, memory 768Gi, nvidia.com/gpu 8", "cpu 32, memory 768Gi, nvidia.com/gpu 4"},
		{"1.15", "", "cpu 96, memory 768Gi, nvidia.com/gpu 8", "cpu 32, memory 768Gi, nvidia.com/gpu 8", "cpu 32, memory 768Gi, nvidia.com/gpu 8"},
	}
	for _, c := range cases {
		t.Run(c.version, func(t *testing.T) {
			r := RunHierarchy(fixture(t, "mig-root", c.version, total, nil))
			if got := events(r); got != c.events {
				t.Errorf("events %q, want %q", got, c.events)
			}
			if got := field(t, r, "gpu-team", "real"); got != c.teamReal {
				t.Errorf("gpu-team real %s, want %s", got, c.teamReal)
			}
			if got := field(t, r, "vision", "capability"); got != c.visionCap {
				t.Errorf("vision capability %s, want %s", got, c.visionCap)
			}
			if got := field(t, r, "vision", "real"); got != c.visionReal {
				t.Errorf("vision real %s, want %s", got, c.visionReal)
			}
		})
	}
}

// Flat capacity by hand, cluster cpu 10. a: capability 6, deserved 8,
// guarantee 2, asks 4; b: deserved 1, guarantee 3, asks 5. Σguarantee 5.
// realCapability: a min(10 − 5 + 2, 6) = 6; b 10 − 5 + 3 = 8.
// deserved: a min(8, 6) = 6 (up to 1.11 also min with the request 4: 4),
// raised to the guarantee 2: 6 (4); b max(min(1, 8), 3) = 3.
func TestCapacityFlat(t *testing.T) {
	in := Input{
		Total: list(t, "cpu", "10"), TotalKnown: true,
		Queues: []Queue{
			{Name: "a", Parent: "root", Capability: list(t, "cpu", "6"), Deserved: list(t, "cpu", "8"), Guarantee: list(t, "cpu", "2"), Demand: list(t, "cpu", "4"), HasDemand: true},
			{Name: "b", Parent: "root", Deserved: list(t, "cpu", "1"), Guarantee: list(t, "cpu", "3"), Demand: list(t, "cpu", "5"), HasDemand: true},
		},
	}
	for v, wantA := range map[string]string{"1.11": "cpu 4, memory 0", "1.12": "cpu 6, memory 0", "1.15": "cpu 6, memory 0"} {
		in.Volcano = behaviour(t, v)
		r := RunCapacity(in)
		if len(r.Events) != 0 {
			t.Errorf("%s: events %v", v, events(r))
		}
		if got := field(t, r, "a", "deserved"); got != wantA {
			t.Errorf("%s: a deserved %s, want %s", v, got, wantA)
		}
		if got := field(t, r, "b", "deserved"); got != "cpu 3, memory 0" {
			t.Errorf("%s: b deserved %s", v, got)
		}
		if got := field(t, r, "a", "real"); got != "cpu 6, memory 0" { // the cluster has no memory
			t.Errorf("%s: a real %s", v, got)
		}
	}
	// Guarantees above the cluster: up to 1.10 realCapability's Sub panics.
	in.Queues[1].Guarantee = list(t, "cpu", "9")
	in.Volcano = behaviour(t, "1.10.0")
	if got := events(RunCapacity(in)); got != "panics@:cpu" {
		t.Errorf("1.10.0 with 11 CPUs guaranteed on 10: events %q, want a panic on cpu", got)
	}
	// 1.9.1 and 1.10.1 compute it with ExceededPart (capacity.go:119@v1.10.1).
	for _, v := range []string{"1.9.1", "1.10.1"} {
		in.Volcano = behaviour(t, v)
		if got := events(RunCapacity(in)); got != "" {
			t.Errorf("%s with 11 CPUs guaranteed on 10: events %q, want none", v, got)
		}
	}
}

func TestHierarchyDetached(t *testing.T) {
	in := Input{
		Total: list(t, "cpu", "10"), TotalKnown: true, Volcano: behaviour(t, "1.15"),
		Queues: []Queue{
			{Name: "lost", Parent: "nowhere"},
			{Name: "a", Parent: "b"}, {Name: "b", Parent: "a"},
		},
	}
	// A missing parent halts; a loop is silent in every release (the
	// scheduler oracle, v1.11.2-v1.15.1): updateAncestors stops at the
	// loop's first repeated queue without an error.
	for _, v := range []string{"1.11", "1.13", "1.15"} {
		in.Volcano = behaviour(t, v)
		r := RunHierarchy(in)
		if got := events(r); got != "halts@lost: logged@a: logged@b:" {
			t.Errorf("%s events %q", v, got)
		}
	}
}
