package simulate

import (
	"fmt"
	"sort"
	"strings"

	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// Queue is one queue as the scheduler plugins read it.
type Queue struct {
	Name string
	// Parent is the parent queue ("" only for root; an unset spec.parent
	// means root).
	Parent string
	// Weight is spec.weight; 0 means unset (the webhook defaults it to 1).
	Weight int32
	// Capability, Deserved and Guarantee are the declared lists (nil: unset).
	Capability, Deserved, Guarantee resources.List
	// Demand is what the queue's jobs request. A queue without demand has
	// no job, and the proportion plugin and the flat capacity plugin leave
	// it out of their computation (they build a queue's attributes from
	// its jobs).
	Demand    resources.List
	HasDemand bool
	// DemandSet marks a demand given explicitly (SetDemand), which
	// DefaultDemand leaves alone even when it is empty.
	DemandSet bool
}

// weight is the weight the scheduler uses: the webhook sets an unset or 0
// weight to 1, and the CRD and webhook reject negative ones.
func (q *Queue) weight() int64 {
	if q.Weight <= 0 {
		return 1
	}
	return int64(q.Weight)
}

// Input is what a simulation runs on.
type Input struct {
	// Queues in input order.
	Queues []Queue
	// Total is the cluster's allocatable (ssn.TotalResource); TotalKnown is
	// false when no cluster is declared, and then every amount derived from
	// it is unknown.
	Total      resources.List
	TotalKnown bool
	Volcano    volcano.Behaviour
}

// EventKind is how bad an event is for the scheduler.
type EventKind int

const (
	// Logged means Volcano logs an error and goes on.
	Logged EventKind = iota + 1
	// Halts means the plugin refuses every allocation; all scheduling stops.
	Halts
	// Panics means the scheduler process panics and crash-loops.
	Panics
)

// String names the kind for output.
func (k EventKind) String() string {
	switch k {
	case Logged:
		return "logged"
	case Halts:
		return "halts"
	case Panics:
		return "panics"
	}
	return fmt.Sprintf("event(%d)", int(k))
}

// Event is something the scheduler does on the way: a panic, a failed
// hierarchy check.
type Event struct {
	Kind EventKind
	// Queue is the queue it happened at ("" when it concerns all queues).
	Queue string
	// Iteration is the proportion loop's round (1-based), 0 outside it.
	Iteration int
	// Resources are the resources that caused it.
	Resources []string
	// Message explains it; Volcano is what the scheduler logs or panics with.
	Message string
	Volcano string
}

// QueueResult is one queue's outcome.
type QueueResult struct {
	Name   string
	Parent string
	// Depth is the distance from root (0 for root), -1 for a queue that does
	// not reach root.
	Depth int
	// InSession is false for a queue the plugin does not compute: without
	// demand (proportion, flat capacity) or cut off from root (hierarchy).
	InSession bool
	Weight    int64
	Request   Resource
	// Capability is the capability the plugin works with: cpu or memory
	// <= 0 unlimited (flat) or inherited (hierarchy), missing scalars
	// inherited where the version does so. Inherited names those dimensions.
	Capability Resource
	Inherited  []string
	Guarantee  Resource
	// RealCapability is what the queue can get at most.
	RealCapability Resource
	// Deserved is the share the plugin computes (proportion), or the
	// declared deserved after the plugin's adjustments (capacity).
	Deserved Resource
	// ChildrenGuarantee and ChildrenDeserved are the sums over the
	// children, as the hierarchy check computes them.
	ChildrenGuarantee, ChildrenDeserved Resource
	// Ignored are resource names Volcano drops from this queue's lists.
	Ignored []string
}

// Iteration is one round of the proportion plugin's deserved loop.
type Iteration struct {
	N           int
	TotalWeight int64
	// Remaining is what is left to share at the start of the round.
	Remaining Resource
	// Deserved is each unmet queue's deserved at the end of the round.
	Deserved map[string]Resource
	// Increased and Decreased are the round's changes, summed.
	Increased, Decreased Resource
	// Met are the queues that stop taking part after this round.
	Met []string
}

// Plugin names the computation.
type Plugin string

// The computations.
const (
	Proportion        Plugin = "proportion"
	Capacity          Plugin = "capacity"
	CapacityHierarchy Plugin = "capacity-hierarchy"
)

// Describe names the plugin for output.
func (p Plugin) Describe() string {
	switch p {
	case Proportion:
		return "proportion plugin"
	case Capacity:
		return "capacity plugin (flat queues)"
	case CapacityHierarchy:
		return "capacity plugin with enableHierarchy"
	}
	return string(p)
}

// Starvation is a queue that requests a resource and deserves none of it.
type Starvation struct {
	Queue     string
	Resource  string
	Requested Amount
}

// Result is a simulation's outcome.
type Result struct {
	Plugin  Plugin
	Version volcano.Version
	// Names are the resources the queues mention, cpu and memory first.
	Names []string
	Total Resource
	// TotalKnown is false when no cluster was declared.
	TotalKnown     bool
	TotalGuarantee Resource
	// Queues are in tree order for the hierarchy (root first, children by
	// name), else in input order.
	Queues     []*QueueResult
	Iterations []Iteration
	Events     []Event
	// Starved lists the queues left with nothing on a resource they
	// request; empty when the scheduler panics first.
	Starved []Starvation
	// Notes explain choices the simulation made.
	Notes []string
}

// Queue returns a queue's result by name. It scans Queues: for a lookup per
// queue, index them once instead (as tree.Build does).
func (r *Result) Queue(name string) (*QueueResult, bool) {
	for _, q := range r.Queues {
		if q.Name == name {
			return q, true
		}
	}
	return nil, false
}

// Worst is the most severe event kind, 0 when nothing happened.
func (r *Result) Worst() EventKind {
	var w EventKind
	for _, e := range r.Events {
		if e.Kind > w {
			w = e.Kind
		}
	}
	return w
}

// Panicked reports whether the scheduler panics.
func (r *Result) Panicked() bool { return r.Worst() == Panics }

// total is the cluster total as a Resource: unknown on cpu, memory and
// every scalar names lists when no cluster is declared.
func (in *Input) total(names []string) Resource {
	if in.TotalKnown {
		t, _ := FromList(in.Total)
		return t
	}
	t := Resource{CPU: Unknown(), Memory: Unknown()}
	for _, n := range names {
		if isScalar(n) {
			if t.Scalars == nil {
				t.Scalars = map[string]Amount{}
			}
			t.Scalars[n] = Unknown()
		}
	}
	return t
}

// quotaNames lists cpu, memory and every other resource name the queues
// mention, in resources order.
func (in *Input) quotaNames() []string {
	set := map[string]bool{resources.CPU: true, resources.Memory: true}
	for i := range in.Queues {
		q := &in.Queues[i]
		for _, l := range []resources.List{q.Capability, q.Deserved, q.Guarantee, q.Demand} {
			for n := range l {
				set[n] = true
			}
		}
	}
	names := make([]string, 0, len(set))
	for n := range set {
		names = append(names, n)
	}
	resources.SortNames(names)
	return names
}

// totalGuarantee sums the guarantee of every queue, as both plugins do
// over ssn.Queues (proportion.go l.95, capacity.go buildQueueAttrs).
func (in *Input) totalGuarantee() Resource {
	var t Resource
	for i := range in.Queues {
		if len(in.Queues[i].Guarantee) == 0 {
			continue
		}
		g, _ := FromList(in.Queues[i].Guarantee)
		t = t.Add(g)
	}
	return t
}

// starved finds the queues in the session that request a resource but
// deserve none of it.
func starved(qs []*QueueResult) []Starvation {
	var out []Starvation
	for _, q := range qs {
		if !q.InSession {
			continue
		}
		for _, n := range q.Request.Names() {
			req, _ := q.Request.Get(n)
			if s, ok := req.Sign(); !ok || s <= 0 {
				continue
			}
			d, _ := q.Deserved.Get(n)
			if s, ok := d.Sign(); ok && s <= 0 {
				out = append(out, Starvation{Queue: q.Name, Resource: n, Requested: req})
			}
		}
	}
	return out
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// FormatResource renders the named dimensions of r for a message:
// "cpu 32, memory 128Gi".
func FormatResource(r Resource, names []string) string {
	s := ""
	for i, n := range names {
		if i > 0 {
			s += ", "
		}
		a, ok := r.Get(n)
		if !ok {
			s += n + " -"
			continue
		}
		s += n + " " + Format(n, a)
	}
	return s
}

// FormatOver renders how a exceeds b on the named dimensions for a
// message: "cpu 36 > 32, memory 131Gi > 128Gi".
func FormatOver(a, b Resource, names []string) string {
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = n + " " + cell(a, n) + " > " + cell(b, n)
	}
	return strings.Join(parts, ", ")
}

// realCapability is what proportion and flat capacity both compute for a
// queue: total − Σ all guarantees + its own guarantee, capped by its
// capability (cpu or memory <= 0 unlimited), recording the capability and
// ignored resources in qr. Up to 1.10 the subtraction is resource.Sub, which
// panics when the guarantees exceed the total; then it returns that event
// instead (where and fixed complete its message).
func realCapability(b volcano.Behaviour, total, tg Resource, q *Queue, qr *QueueResult, where, fixed string) (Resource, *Event) {
	var realCap Resource
	if b.RealCapabilitySubPanics {
		if _, over := tg.LessEqual(total, Zero); len(over) > 0 {
			return Resource{}, &Event{
				Kind: Panics, Resources: over,
				Message: fmt.Sprintf("Volcano %s panics %s, computing realCapability = total.Sub(totalGuarantee): "+
					"the guarantees of all queues exceed the cluster (%s); %s",
					b.Version, where, FormatOver(tg, total, over), fixed),
				Volcano: subPanic(total, tg),
			}
		}
		realCap = total.Sub(tg).Add(qr.Guarantee)
	} else {
		realCap = ExceededPart(total, tg).Add(qr.Guarantee)
	}
	if len(q.Capability) != 0 {
		c, ignored := FromList(q.Capability)
		qr.Ignored = append(qr.Ignored, ignored...)
		qr.Capability = unlimitedIfNotPositive(c)
		realCap = realCap.MinDimension(qr.Capability, Infinity)
	} else {
		qr.Capability = Resource{CPU: Infinite(), Memory: Infinite()}
	}
	qr.RealCapability = realCap
	return realCap, nil
}

// newResult starts a replay of plugin: the cluster total over the resources
// the quotas name, and the sum of all queues' guarantees.
func (in Input) newResult(plugin Plugin) *Result {
	res := &Result{Plugin: plugin, Version: in.Volcano.Version, TotalKnown: in.TotalKnown}
	res.Names = in.quotaNames()
	res.Total = in.total(res.Names)
	res.TotalGuarantee = in.totalGuarantee()
	return res
}

// newQueueResult starts a queue's result with its guarantee and, when its
// jobs are in the session, its request; resources the replay cannot
// represent are listed as ignored.
func newQueueResult(q *Queue) *QueueResult {
	qr := &QueueResult{Name: q.Name, Parent: q.Parent, Weight: q.weight(), InSession: q.HasDemand}
	var ignored []string
	qr.Guarantee, ignored = FromList(q.Guarantee)
	qr.Ignored = append(qr.Ignored, ignored...)
	if q.HasDemand {
		qr.Request, ignored = FromList(q.Demand)
		qr.Ignored = append(qr.Ignored, ignored...)
	}
	return qr
}
