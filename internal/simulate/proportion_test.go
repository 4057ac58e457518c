package simulate

import (
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

func behaviour(t *testing.T, v string) volcano.Behaviour {
	t.Helper()
	ver, err := volcano.ParseVersion(v)
	if err != nil {
		t.Fatal(err)
	}
	return volcano.For(ver)
}

func list(t *testing.T, kv ...string) resources.List {
	t.Helper()
	l := resources.List{}
	for i := 0; i+1 < len(kv); i += 2 {
		l[kv[i]] = resource.MustParse(kv[i+1])
	}
	return l
}

// seed000 loads testdata/simulate/seed-000 (two 16-CPU, 64Gi nodes and the
// seed's queues) with the default demand, as `vcqlint simulate` does.
func seed000(t *testing.T, version string) Input {
	t.Helper()
	m := loadModel(t, "seed-000")
	c := cluster.Resolve(nil, m)
	if c == nil {
		t.Fatal("the Node manifests declare no cluster")
	}
	qs := FromModel(m)
	DefaultDemand(qs, c.Allocatable)
	return Input{Queues: qs, Total: c.Allocatable, TotalKnown: true, Volcano: behaviour(t, version)}
}

func deserved(t *testing.T, r *Result, queue string) string {
	t.Helper()
	q, ok := r.Queue(queue)
	if !ok {
		t.Fatalf("no queue %s", queue)
	}
	return FormatResource(q.Deserved, []string{"cpu", "memory"})
}

// Seed 000 by hand. Cluster: cpu 32, memory 128Gi, pods 220 (2 nodes).
// Guarantees: etl-batch 20 cpu/64Gi, online-serving 16/48Gi, so
// totalGuarantee = 36 cpu, 112Gi. Demand = capability: etl-batch 24/96Gi
// (weight 2), online-serving 16/64Gi (weight 2), adhoc-analytics 8/32Gi
// (weight 1, no guarantee).
//
// realCapability = ExceededPart(total, totalGuarantee) + guarantee, capped
// by capability; ExceededPart = (max(0, 32−36), 128Gi−112Gi, pods 220) =
// (0, 16Gi, 220):
//
//	etl-batch       (0+20, 16+64Gi) = (20, 80Gi), cap (24, 96Gi)  -> (20, 80Gi)
//	online-serving  (0+16, 16+48Gi) = (16, 64Gi), cap (16, 64Gi)  -> (16, 64Gi)
//	adhoc-analytics (0, 16Gi),                    cap (8, 32Gi)   -> (0, 16Gi)
//
// Round 1, remaining (32, 128Gi), Σweight 5:
//
//	etl-batch       + 2/5 = (12.8, 51.2Gi) -> min realCap (12.8, 51.2Gi) -> max guarantee (20, 64Gi)
//	online-serving  + 2/5 = (12.8, 51.2Gi) -> min realCap (12.8, 51.2Gi) -> max guarantee (16, 51.2Gi)
//	adhoc-analytics + 1/5 = (6.4, 25.6Gi)  -> min realCap (0, 16Gi)       -> (0, 16Gi)
//
// Handed out: (36, 131.2Gi) > remaining (32, 128Gi) on cpu and memory.
// Up to 1.11 remaining.Sub panics here. From 1.12 remaining becomes
// ExceededPart = (0, 0, pods 220), which is empty (pods are ignored), so
// the loop ends: adhoc-analytics requests 8 cpu and deserves 0.
func TestProportionSeed000(t *testing.T) {
	t.Run("1.10.0 panics computing realCapability", func(t *testing.T) {
		r := RunProportion(seed000(t, "1.10.0"))
		if len(r.Events) != 1 || r.Events[0].Kind != Panics || r.Events[0].Iteration != 0 {
			t.Fatalf("events %+v, want one panic before the loop", r.Events)
		}
		e := r.Events[0]
		if strings.Join(e.Resources, ",") != "cpu" {
			t.Errorf("resources %v, want [cpu] (memory 112Gi fits 128Gi)", e.Resources)
		}
		want := "resource is not sufficient to do operation: <cpu 32000.00, memory 137438953472.00, pods 220.00> sub <cpu 36000.00, memory 120259084288.00>"
		if e.Volcano != want {
			t.Errorf("panic\n got %s\nwant %s", e.Volcano, want)
		}
		if len(r.Iterations) != 0 {
			t.Errorf("the loop must not run after the panic")
		}
	})
	t.Run("1.11 panics in round 1", func(t *testing.T) {
		r := RunProportion(seed000(t, "1.11"))
		if len(r.Events) != 1 || r.Events[0].Kind != Panics || r.Events[0].Iteration != 1 {
			t.Fatalf("events %+v, want one panic in round 1", r.Events)
		}
		if got := strings.Join(r.Events[0].Resources, ","); got != "cpu,memory" {
			t.Errorf("resources %s, want cpu,memory", got)
		}
		if !strings.Contains(r.Events[0].Volcano, "<cpu 32000.00, memory 137438953472.00, pods 220.00> sub <cpu 36000.00, memory 140874927308.00>") {
			t.Errorf("panic message %q", r.Events[0].Volcano)
		}
		if len(r.Starved) != 0 {
			t.Errorf("a panicking scheduler starves nobody in particular: %v", r.Starved)
		}
		if got := deserved(t, r, "online-serving"); got != "cpu 16, memory ~51.2Gi" {
			t.Errorf("online-serving deserved at the panic: %s", got)
		}
	})
	for _, v := range []string{"1.12", "1.13", "1.14", "1.15"} {
		t.Run(v+" starves adhoc-analytics", func(t *testing.T) {
			r := RunProportion(seed000(t, v))
			if len(r.Events) != 0 {
				t.Fatalf("events %+v, want none", r.Events)
			}
			if len(r.Iterations) != 1 {
				t.Errorf("%d rounds, want 1 (remaining is empty after it)", len(r.Iterations))
			}
			for q, want := range map[string]string{
				"etl-batch": "cpu 20, memory 64Gi", "online-serving": "cpu 16, memory ~51.2Gi", "adhoc-analytics": "cpu 0, memory 16Gi",
			} {
				if got := deserved(t, r, q); got != want {
					t.Errorf("%s deserved %s, want %s", q, got, want)
				}
			}
			if len(r.Starved) != 1 || r.Starved[0].Queue != "adhoc-analytics" || r.Starved[0].Resource != "cpu" {
				t.Errorf("starved %+v, want adhoc-analytics on cpu", r.Starved)
			}
			q, _ := r.Queue("adhoc-analytics")
			if got := FormatResource(q.RealCapability, []string{"cpu", "memory"}); got != "cpu 0, memory 16Gi" {
				t.Errorf("adhoc-analytics real capability %s", got)
			}
		})
	}
}

// Two rounds, by hand. Cluster cpu 10, memory 10Gi; no guarantees.
// small (weight 1) asks cpu 2, big (weight 1) cpu 20; neither asks memory.
//
//	round 1, remaining (10, 10Gi), Σweight 2: each + (5, 5Gi)
//	  small: min request (2, 0) = (2, 0): request met
//	  big:   min request (20, 0) = (5, 0)
//	  handed out (7, 0): remaining (3, 10Gi)
//	round 2, Σweight 1: big + (3, 10Gi) = (8, 10Gi), min request (8, 0)
//	  handed out (3, 0): remaining (0, 10Gi), not empty (memory)
//	round 3: big + (0, 10Gi), min request (8, 0): unchanged, so met;
//	  remaining unchanged: the loop ends
//
// small deserves cpu 2, big cpu 8.
func TestProportionRounds(t *testing.T) {
	in := Input{
		Total: list(t, "cpu", "10", "memory", "10Gi"), TotalKnown: true, Volcano: behaviour(t, "1.15"),
		Queues: []Queue{
			{Name: "small", Parent: "root", Weight: 1, Demand: list(t, "cpu", "2"), HasDemand: true},
			{Name: "big", Parent: "root", Weight: 1, Demand: list(t, "cpu", "20"), HasDemand: true},
		},
	}
	for _, v := range []string{"1.8", "1.15"} {
		in.Volcano = behaviour(t, v)
		r := RunProportion(in)
		if len(r.Events) != 0 {
			t.Fatalf("%s: events %+v", v, r.Events)
		}
		if got := deserved(t, r, "small"); got != "cpu 2, memory 0" {
			t.Errorf("%s: small %s", v, got)
		}
		if got := deserved(t, r, "big"); got != "cpu 8, memory 0" {
			t.Errorf("%s: big %s", v, got)
		}
		if len(r.Iterations) != 3 {
			t.Errorf("%s: %d rounds, want 3", v, len(r.Iterations))
		}
		if got := strings.Join(r.Iterations[0].Met, ","); got != "small" {
			t.Errorf("%s: met after round 1: %s", v, got)
		}
		if len(r.Starved) != 0 {
			t.Errorf("%s: starved %v", v, r.Starved)
		}
	}
}

// Rounding, by hand: cpu 1 shared by three queues of weight 1 that each ask
// cpu 1. Round 1: each gets 1000m × 1/3 = 333.33m, rounded down to 333m;
// 1m remains. Round 2: 1m × 1/3 rounds down to 0, nothing changes, every
// queue is met and the loop ends. Volcano's float64 arithmetic keeps
// 333.333…m and goes on until less than 0.1m remains; the difference is
// under 1m per queue.
func TestProportionRoundsDown(t *testing.T) {
	in := Input{Total: list(t, "cpu", "1"), TotalKnown: true, Volcano: behaviour(t, "1.15")}
	for _, n := range []string{"a", "b", "c"} {
		in.Queues = append(in.Queues, Queue{Name: n, Parent: "root", Demand: list(t, "cpu", "1"), HasDemand: true})
	}
	r := RunProportion(in)
	for _, n := range []string{"a", "b", "c"} {
		if got := deserved(t, r, n); got != "cpu 0.333, memory 0" {
			t.Errorf("%s deserved %s, want cpu 0.333", n, got)
		}
	}
	if len(r.Iterations) != 2 {
		t.Errorf("%d rounds, want 2", len(r.Iterations))
	}
}

// Guarantees that fit the cluster never panic, in any version: cluster
// cpu 32; a guarantees 20 and asks 24, b guarantees 8 and asks 16 (weights
// 1). realCapability: ExceededPart(32, 28) = 4, so a 24, b 12. Round 1,
// each + 16: a min(16, 24) = 16 -> max guarantee 20; b min(16, 12) = 12.
// Handed out 32 = remaining: no panic, remaining empty.
func TestProportionGuaranteesThatFit(t *testing.T) {
	in := Input{
		Total: list(t, "cpu", "32"), TotalKnown: true,
		Queues: []Queue{
			{Name: "a", Parent: "root", Guarantee: list(t, "cpu", "20"), Demand: list(t, "cpu", "24"), HasDemand: true},
			{Name: "b", Parent: "root", Guarantee: list(t, "cpu", "8"), Demand: list(t, "cpu", "16"), HasDemand: true},
		},
	}
	for _, v := range []string{"1.9", "1.11", "1.15"} {
		in.Volcano = behaviour(t, v)
		r := RunProportion(in)
		if len(r.Events) != 0 || len(r.Starved) != 0 {
			t.Fatalf("%s: events %+v starved %+v", v, r.Events, r.Starved)
		}
		if got := deserved(t, r, "a") + " / " + deserved(t, r, "b"); got != "cpu 20, memory 0 / cpu 12, memory 0" {
			t.Errorf("%s: %s", v, got)
		}
	}
}

func TestDefaultDemand(t *testing.T) {
	qs := []Queue{
		{Name: "root"},
		{Name: "org", Parent: "root", Capability: list(t, "cpu", "8")},
		{Name: "leaf", Parent: "org", Capability: list(t, "cpu", "0", "nvidia.com/gpu", "2")},
		{Name: "free", Parent: "root"},
		{Name: "none", Parent: "root", Capability: list(t, "cpu", "1")},
	}
	if err := SetDemand(qs, "none", nil); err != nil {
		t.Fatal(err)
	}
	if err := SetDemand(qs, "nope", nil); err == nil || !strings.Contains(err.Error(), `no queue "nope"`) {
		t.Errorf("SetDemand of an unknown queue: %v", err)
	}
	DefaultDemand(qs, list(t, "cpu", "100", "memory", "1Ti"))
	want := map[string]string{
		"root": "-", "org": "-", "none": "-",
		"leaf": "cpu 100, memory 1Ti, nvidia.com/gpu 2",
		"free": "cpu 100, memory 1Ti",
	}
	for _, q := range qs {
		got := "-"
		if q.HasDemand {
			r, _ := FromList(q.Demand)
			got = show(r)
		}
		if got != want[q.Name] {
			t.Errorf("%s demand %s, want %s", q.Name, got, want[q.Name])
		}
	}
}
