package rules

import (
	"fmt"
	"strings"

	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/capped"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/simulate"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// hierarchySeverityDoc is the severity paragraph the three hierarchy
// sum and capability rules share (VCQ203, VCQ204, VCQ205).
const hierarchySeverityDoc = `Severity (issue 15, measured by the differential oracle, docs/oracle.md):
an error where the queue webhook refuses it (1.14+), or where the input's
scheduler configuration runs the capacity plugin with enableHierarchy and
the check stops all scheduling (1.11-1.13). Before 1.14 the webhook admits
it (validate_queue.go:113@v1.12.4, :114@v1.13.3), so without such a
configuration in the input (Volcano's built-in one has no capacity plugin)
it is a warning whose message says what it assumes; from 1.14 a check only
the scheduler logs is a warning too. Quantities are compared as Volcano's
NewResource reads them (MilliValue or Value, rounded up).

Measured by the scheduler oracle (capacity plugin with enableHierarchy on
the queues of 2,000 generated cases, per release line): sums are compared
by LessPartly(Zero), so a device key the parent's value lacks fails even at
"0" (capacity.go:818/824@v1.13.3, :703/709@v1.12.4); at 1.11-1.13 a leaf's
negative deserved or guarantee fails against its children's empty sum and
stops all scheduling; queues below a parent loop are never checked, so
nothing is reported for them before 1.14; at 1.12, with a declared
cluster, the children's deserved are capped at their real capability as the
plugin computes it (a child without a capability inherits its parent's, a
first-level deserved is capped at the cluster) before they are summed
(capacity.go:687-703@v1.12.4).`

var parentCycle = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ202", Name: "parent-cycle", Severity: finding.Error,
		Summary: "the spec.parent chain of a queue loops back on itself",
		Doc: `Fires when following spec.parent from a queue comes back to a queue already
visited, including a queue that names itself as its parent.

Volcano, queue webhook: from 1.11 a queue is created only when its parent
exists ("failed to get parent queue", validate_queue.go:247-249@v1.11.2), so
neither a self-parent nor a loop of new queues can be created (1.14+ also
says "cannot use itself as parent"): an error. A loop made later by editing
parents is not caught. Before 1.11 the webhook never reads spec.parent and
no plugin has hierarchical queues: a warning (class parent-not-checked of the
differential oracle, docs/oracle.md).

Scheduler: the capacity plugin never detects a loop (updateAncestors,
capacity.go:634-660@v1.12.4, :734-760@v1.13.3, :1435-1468@v1.15.1: a queue
enters queueOpts before its ancestors are walked and the walk recurses only
into parents without attributes, so it stops at the loop silently; the
visited check of 1.14+ cannot fire). The scheduler oracle's sessions stayed
ready, without a panic, on every self-parent and loop of 2,000 generated
cases on each of v1.11.2, v1.12.4, v1.13.3, v1.14.4 and v1.15.1; the loop's
queues (and those below them) never reach root and are never computed. A
self-parent was reported to crash the scheduler up to 1.13 (#4697); that
did not reproduce in a session without jobs, so no message claims it. Each
queue of the loop is its successor's parent, so a job submitted to one of
them stops all scheduling ("is not leaf queue", capacity.go:1226@v1.15.1,
:548@v1.13.3).

Fix: point one queue of the loop at a real parent (or at root by leaving
spec.parent empty).`,
	},
	Check: func(c *rule.Context) {
		// model.Build gives every queue of one cycle the same Cycle slice:
		// its first element identifies the cycle without a key the
		// length of the cycle per queue (n² for a 10,000-queue loop).
		reported := map[*string]bool{}
		for _, q := range definedQueues(c.Model) {
			if len(q.Cycle) == 0 {
				continue
			}
			key := &q.Cycle[0]
			if reported[key] {
				continue
			}
			reported[key] = true
			sev, outcome := parentOutcome(c, "the webhook refuses to create it, as its parent does not exist yet", "its queues never reach root, so no ancestor's quota limits them")
			c.ReportAs(sev, q.Obj, q.Obj.Pos("spec", "parent"), "queue %s is in a parent cycle: %s; %s",
				q.Name, capped.Join(q.Cycle, " -> "), outcome)
		}
	},
}

var childCapabilityExceedsParent = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ203", Name: "child-capability-exceeds-parent", Severity: finding.Error,
		Summary: "a queue's capability is above its parent's on some resource",
		Doc: `Fires when a queue's spec.capability is greater than its parent's on at least
one resource, compared exactly as Kubernetes quantities.

Volcano: the capacity plugin's checkHierarchicalQueue
(pkg/scheduler/plugins/capacity/capacity.go) compares every child's capability
with its parent's when hierarchy is enabled (v1.11+).
- 1.11-1.13: a failure returns "Failed to check queue's hierarchical
  structure", readyToSchedule becomes false and all scheduling stops, for
  every queue of the cluster (seed 001).
- 1.14+: the queue webhook rejects such a queue at admission (#4864) and the
  scheduler only logs ("Child queue ... capability exceeds parent") and caps
  the queue. The webhook never compares with root (validate_queue.go stops
  its ancestor walk below root), so a first-level queue above an explicit
  root capability is only logged. The 1.14.0-1.14.1 webhook compares with
  the direct parent's capability as written (LessPartly with the Zero
  default), so it also rejects a child that sets a resource its parent
  leaves unset or at 0, which the scheduler would inherit; vcqlint reports
  that too.

How values compare, by version:
- a child capability of cpu or memory <= 0 means "inherit the parent's", so
  it never exceeds (all versions); root has no parent, so where its set
  capability is honoured (1.13+) its own cpu or memory <= 0 is a limit
  every child value above it exceeds (capacity.go:599-600 and :793@v1.13.3,
  :1323-1326 and :1498@v1.15.1);
- 1.11-1.12: a device resource (nvidia.com/gpu, ...) the direct parent does
  not set counts as 0 there (LessPartly with the Zero default), so any child
  value exceeds;
- 1.13-1.14.1: it inherits from the nearest ancestor that sets it (#4504);
  a root Queue whose capability is set but lacks the resource counts as 0;
- 1.14.2+ / 1.15: only ancestors that set the resource limit it (#5176); an
  unset root capability is unlimited.
Before 1.13 root's capability is forced to the cluster total, and in 1.13-1.14.1
an unset one defaults to it: comparing first-level queues with the cluster is
VCQ207's job and needs a declared cluster.

` + hierarchySeverityDoc + `

Fix: lower the child's capability, or raise the parent's.`,
	},
	Check: func(c *rule.Context) {
		b := c.Volcano
		if !b.HierarchySupported {
			return
		}
		for _, q := range definedQueues(c.Model) {
			if q.Parent == nil || len(q.Cycle) > 0 || len(q.Spec.Spec.Capability) == 0 || uncheckedOffTree(q, b) {
				continue
			}
			var excess []resources.Excess
			admission := false
			for _, name := range q.Spec.Spec.Capability.Names() {
				v := q.Spec.Spec.Capability[name]
				if resources.IsPrimary(name) && v.Sign() <= 0 {
					continue // 0 means inherit, never exceeds
				}
				lim, ok := capabilityLimit(q.Parent, name, b)
				if !ok || !volcanoGreater(name, v, lim.value) {
					continue
				}
				e := resources.Excess{Name: name, Value: v, Limit: lim.value, Note: lim.note}
				if lim.from != q.Parent {
					e.Note = joinNotes("from ancestor "+lim.from.Name, e.Note)
				}
				if lim.from.Name != model.RootQueue {
					admission = true
				}
				excess = append(excess, e)
			}
			webhookOnly := literalParentExcess(q, b, excess)
			if len(excess) == 0 && len(webhookOnly) == 0 {
				continue
			}
			sev, outcome := hierarchyOutcome(c, admission, `"Child queue capability exceeds parent"`)
			if len(excess) == 0 {
				sev, outcome = finding.Error, fmt.Sprintf("the Volcano %s queue webhook rejects it: it compares with the parent's capability as written, where a resource the parent does not set (or sets to 0) counts as 0, although the scheduler would inherit it", b.Version)
			} else if len(webhookOnly) > 0 {
				sev = finding.Error
				outcome += fmt.Sprintf("; the Volcano %s webhook also rejects %s (the parent's capability as written)", b.Version, resources.FormatExcesses(webhookOnly))
			}
			all := append(append([]resources.Excess(nil), excess...), webhookOnly...)
			c.ReportAs(sev, q.Obj, keyPos(q.Obj, capabilityPath, all[0].Name),
				"queue %s capability exceeds its parent %s: %s; %s%s",
				q.Name, q.Parent.Name, resources.FormatExcesses(all), outcome, redefinedParent(q.Parent, b))
		}
	},
}

// redefinedParent notes, for a parent defined more than once, that the
// limit is its last definition: kubectl apply updates the parent with it
// after creating the child, and from 1.14 the webhook refuses that update
// instead ("smaller than its descendants' max capability",
// validate_queue.go:411-430@v1.15.1), leaving the earlier definition.
func redefinedParent(p *model.Queue, b volcano.Behaviour) string {
	if len(p.Duplicates) == 0 || p.Obj == nil {
		return ""
	}
	if b.HierarchyAdmission {
		return fmt.Sprintf(" (%s's last definition, at %s, is an update of the queue the first created; the webhook refuses that update, and %s keeps its earlier definition)", p.Name, p.Obj.Pos("metadata", "name"), p.Name)
	}
	return fmt.Sprintf(" (%s's last definition, at %s, which kubectl apply leaves in the cluster)", p.Name, p.Obj.Pos("metadata", "name"))
}

// volcanoGreater compares two quantities of resource name as Volcano does,
// after NewResource read each (MilliValue or Value, rounded up): a child
// capability of 1500u cpu does not exceed a parent's 1200u, both being 2m
// (validateChildAgainstAncestor, validate_queue.go:575-589@v1.15.1; the
// scheduler reads them the same way).
func volcanoGreater(name string, v, limit resource.Quantity) bool {
	rv := resources.VolcanoReading(name, v).Quantity(name)
	rl := resources.VolcanoReading(name, limit).Quantity(name)
	return rv.Cmp(rl) > 0
}

// literalParentExcess is what only the 1.14.0-1.14.1 queue webhook rejects
// beyond the scheduler's check (excess): validateChildAgainstParent compares
// the child's capability with its direct parent's as written, using
// LessPartly with the Zero default, so a resource the parent does not set,
// or sets to 0, is 0 there. It does not run for children of root.
func literalParentExcess(q *model.Queue, b volcano.Behaviour, excess []resources.Excess) []resources.Excess {
	if !b.ChildCapabilityVsParentLiteral || q.Parent.Name == model.RootQueue || q.Parent.Implicit() {
		return nil
	}
	seen := map[string]bool{}
	for _, e := range excess {
		seen[e.Name] = true
	}
	var out []resources.Excess
	for _, e := range resources.Exceeding(q.Spec.Spec.Capability, q.Parent.Spec.Spec.Capability, resources.MissingIsZero) {
		if seen[e.Name] {
			continue
		}
		if _, set := q.Parent.Spec.Spec.Capability[e.Name]; !set {
			e.Note = q.Parent.Name + " does not set it"
		}
		out = append(out, e)
	}
	return out
}

func joinNotes(a, b string) string {
	if b == "" {
		return a
	}
	return a + ", " + b
}

// hierarchyOutcome says what the target version does when a hierarchy
// check fails, and so the finding's severity; admission tells whether the
// queue webhook sees it too. Before 1.14 the webhook admits it (validateQueue,
// validate_queue.go:113@v1.12.4, :114@v1.13.3) and only the scheduler the
// input configures decides (schedulerHalt); from 1.14 a refusal is an error
// and a check only the scheduler logs is a warning.
func hierarchyOutcome(c *rule.Context, admission bool, logged string) (finding.Severity, string) {
	b := c.Volcano
	switch {
	case b.HierarchyFailure == volcano.HierarchyHalts:
		return schedulerHalt(c.Model, b, b.HierarchyConsequence())
	case admission && b.HierarchyAdmission:
		return finding.Error, fmt.Sprintf("Volcano %s rejects it at admission, and the capacity plugin logs %s every session", b.Version.Short(), logged)
	}
	return finding.Warning, fmt.Sprintf("the Volcano %s queue webhook does not catch it, but the capacity plugin logs %s every session", b.Version.Short(), logged)
}

type capLimit struct {
	value resource.Quantity
	from  *model.Queue
	note  string
}

// capabilityLimit finds what limits resource name for the children of p in
// the scheduler's hierarchy check of the target version: p's own value or an
// ancestor's (a cpu or memory value <= 0 means "inherit", so the search goes
// on upwards), with root and missing resources handled as that version does.
// ok is false when nothing in the input limits it.
func capabilityLimit(p *model.Queue, name string, b volcano.Behaviour) (capLimit, bool) {
	for a := p; a != nil; a = a.Parent {
		if a.Name == model.RootQueue {
			return rootLimit(a, name, b)
		}
		v, set := a.Spec.Spec.Capability[name]
		switch {
		case resources.IsPrimary(name):
			if set && v.Sign() > 0 {
				return capLimit{value: v, from: a}, true
			}
		case set:
			return capLimit{value: v, from: a}, true // an explicit device 0 stays 0
		case b.MissingParentScalar == volcano.MissingScalarIsZero:
			return capLimit{value: resource.Quantity{}, from: a, note: a.Name + " does not set it, which counts as 0"}, true
		}
		if len(a.Cycle) > 0 {
			break
		}
	}
	return capLimit{}, false
}

// rootLimit is root's capability for resource name, when the input decides
// it: a root Queue's own value where the version honours it. A root left to
// the cluster total is VCQ207's business.
//
// A cpu or memory <= 0 means "inherit the parent's" only for a child: root
// has no parent, and the scheduler takes a root capability that is not
// empty as it is written (v1.13.3 capacity.go:599-600, v1.15.1
// :1323-1326), so its 0 limits every child that sets the resource
// (checkHierarchicalQueue's comparison, v1.13.3 :793, v1.15.1 :1498).
func rootLimit(root *model.Queue, name string, b volcano.Behaviour) (capLimit, bool) {
	if root.Implicit() || capabilityEmpty(root.Spec.Spec.Capability) || b.RootCapability == volcano.RootForcedToCluster {
		return capLimit{}, false // the cluster total (VCQ207), or unlimited
	}
	if v, set := root.Spec.Spec.Capability[name]; set {
		lim := capLimit{value: v, from: root}
		if resources.IsPrimary(name) && v.Sign() <= 0 {
			lim.note = "root's own value: only a child queue's cpu or memory <= 0 inherits"
		}
		return lim, true
	}
	if b.RootCapability == volcano.RootUserOrCluster {
		// 1.13-1.14.1 take a set root capability as it is: a missing
		// resource is 0 to LessPartly(Zero).
		return capLimit{value: resource.Quantity{}, from: root, note: "root's capability does not set it, which counts as 0"}, true
	}
	return capLimit{}, false
}

// sumParents are the queues whose children the sum rules check: the
// defined ones and an implicit default, which has no quota of its own
// (the queue webhook of 1.14+ compares its children with its empty
// deserved and guarantee, validate_queue.go:604-628@v1.15.1).
func sumParents(m *model.Model) []*model.Queue {
	if d, ok := m.Queue(model.DefaultQueue); ok && d.Implicit() {
		return append([]*model.Queue{d}, definedQueues(m)...)
	}
	return definedQueues(m)
}

// reportedParent is where a sum finding about p's children points: p
// itself, or for an implicit p (default), its first contributing child.
func reportedParent(p *model.Queue, name string, value func(*model.Queue) resources.List) *model.Queue {
	if p.Implicit() {
		return firstContributor(p, name, value)
	}
	return p
}

// firstContributor is the child of an implicit parent, which has no
// manifest to point at, that contributes resource name to the sum: in
// name order, the first with a value for it.
func firstContributor(p *model.Queue, name string, value func(*model.Queue) resources.List) *model.Queue {
	for _, ch := range p.Children {
		if _, ok := value(ch)[name]; ok && !ch.Implicit() {
			return ch
		}
	}
	return p.Children[0]
}

// sumRule builds VCQ204/VCQ205: the children's summed quota against the
// parent's, where a resource the parent does not set counts as 0. The
// scheduler sums childValue (deserved raised to guarantee where the version
// does so, for VCQ205); the webhook sums the values as written.
//
// The scheduler compares with the parent's own value as it computed it when
// the parent was a child (childValue: for deserved, raised to its guarantee,
// capacity.go:1474@v1.15.1, v1.12.4 capacity.go:695-699), except for root;
// the webhook with the parent's list as written (parentValue).
func sumRule(meta rule.Meta, list []string, field, logField string,
	childValue func(*model.Queue, volcano.Behaviour) resources.List, writtenValue, parentValue func(*model.Queue) resources.List) rule.Go {
	return rule.Go{Meta: meta, Check: func(c *rule.Context) {
		b := c.Volcano
		if !b.HierarchySupported {
			return
		}
		if r := replayRequestClamped(c); r != nil {
			replayedSum(c, r, list, field, childValue)
			return
		}
		clamped := clampedDeservedFailures(c, field)
		if field == "deserved" && clamped.allows(model.RootQueue) {
			rootDeservedVsCluster(c, childValue)
		}
		for _, p := range sumParents(c.Model) {
			if uncheckedOffTree(p, b) || !clamped.allows(p.Name) {
				continue
			}
			if len(p.Children) == 0 && len(p.Cycle) == 0 {
				negativeLeaf(c, p, list, field, childValue)
			}
			if len(p.Children) == 0 || len(p.Cycle) > 0 || !parentQuotaIsItsOwn(p, parentValue, b) {
				continue
			}
			sum, written := childSums(p, b, childValue, writtenValue)
			schedParent := parentValue(p)
			if p.Name != model.RootQueue {
				schedParent = childValue(p, b)
			}
			// The scheduler compares as the webhook does, by
			// LessPartly(Zero): a device key the parent's value lacks
			// fails even at "0" (checkHierarchicalQueue,
			// capacity.go:818-828@v1.13.3, :703-713@v1.12.4,
			// :1522-1535@v1.15.1; class zero-scalar-key-parent-lacks of
			// the scheduler oracle, where 1.12 and 1.13 halt on it).
			excess := resources.LessPartlyZeroRead(schedParent, sum)
			var refused []resources.Excess
			if p.Name != model.RootQueue {
				refused = webhookSumExcess(p, written, parentValue(p), b)
			}
			admission := len(refused) > 0
			excess = withWebhookNotes(excess, refused)
			contributed := func(q *model.Queue) resources.List { return childValue(q, b) }
			webhookOnly := false
			if len(excess) == 0 {
				if !admission || !b.HierarchyAdmission {
					continue
				}
				excess, contributed, webhookOnly = refused, writtenValue, true
			}
			logged := fmt.Sprintf("\"Sum of child queue %s exceeds parent\"", logField)
			sev, outcome := hierarchyOutcome(c, admission, logged)
			switch {
			case webhookOnly:
				// The scheduler's reading passes (for deserved, each queue's raised
				// to its guarantee, the parent's included): only the webhook
				// refuses, and the contributions are the values it sums.
				outcome = fmt.Sprintf("Volcano %s rejects it at admission, as its queue webhook compares the values as written; the capacity plugin's own reading of them passes", b.Version.Short())
			case !admission && b.HierarchyFailure != volcano.HierarchyHalts && p.Name != model.RootQueue:
				outcome = fmt.Sprintf("the values as written fit, but the Volcano %s capacity plugin raises each child's deserved to its guarantee and logs %s every session", b.Version.Short(), logged)
			}
			at := reportedParent(p, excess[0].Name, contributed)
			c.ReportAs(sev, at.Obj, keyPos(at.Obj, list, excess[0].Name),
				"the children of queue %s have more %s than it: %s (%s); %s%s",
				p.Name, field, resources.FormatExcesses(excess), contributions(p, contributed, excess),
				outcome, guaranteePanic(p, sum, field, b))
		}
	}}
}

// childSums adds up the children's values as the scheduler reads them
// (childValue) and as written: Volcano reads each child's list with
// NewResource (rounded up) before adding, so two 500u are 2m.
func childSums(p *model.Queue, b volcano.Behaviour, childValue func(*model.Queue, volcano.Behaviour) resources.List, writtenValue func(*model.Queue) resources.List) (sum, written resources.List) {
	// Most children's value is their written list itself (nothing raised
	// or capped): the two sums are one until a child's differ, and then
	// one list (callers only read them).
	sum = resources.List{}
	for _, ch := range p.Children {
		if ch.Implicit() {
			continue
		}
		value, as := childValue(ch, b), writtenValue(ch)
		if written == nil && !resources.Same(value, as) {
			written = sum.Clone()
		}
		sum.AddVolcano(value)
		if written != nil {
			written.AddVolcano(as)
		}
	}
	if written == nil {
		written = sum
	}
	return sum, written
}

// withWebhookNotes drops LessPartlyZero's note where the value is above 0
// (the key's absence matters only for a 0), and words a 0 as the webhook
// does where both name the resource.
func withWebhookNotes(excess, refused []resources.Excess) []resources.Excess {
	notes := map[string]string{}
	for _, r := range refused {
		notes[r.Name] = r.Note
	}
	out := make([]resources.Excess, len(excess))
	for i, e := range excess {
		if e.Value.Sign() > 0 {
			e.Note = ""
		} else if n, ok := notes[e.Name]; ok {
			e.Note = n
		}
		out[i] = e
	}
	return out
}

// failingParents is the set of queues whose children's deserved the
// replayed capacity plugin finds above their own; nil means every queue is
// checked by the rule's own comparison.
type failingParents map[string]bool

func (f failingParents) allows(name string) bool { return f == nil || f[name] }

// clampedDeservedFailures replays the capacity plugin where its deserved
// depends on the cluster (1.12: checkHierarchicalQueue caps each child's
// deserved at its real capability, which comes from its ancestors'
// capabilities and the cluster, before summing, v1.12.4 capacity.go:690-703)
// and a cluster is declared. Only the parents the replay finds failing are
// reported (class deserved-clamped-by-real-capability of the scheduler
// oracle: a child without a capability inherits its parent's, and a
// first-level deserved above the cluster is capped at it). 1.11 also caps
// deserved at the jobs' requests: replayRequestClamped decides there.
func clampedDeservedFailures(c *rule.Context, field string) failingParents {
	b := c.Volcano
	if field != "deserved" || !b.HierarchyDeservedClamped || b.DeservedClampedToRequest || c.Cluster == nil {
		return nil
	}
	res := simulate.RunHierarchy(simulate.Input{Queues: simulate.FromModel(c.Model), Total: c.Cluster.Allocatable, TotalKnown: true, Volcano: b})
	out := failingParents{}
	for _, e := range res.Events {
		if e.Kind >= simulate.Halts && strings.HasPrefix(e.Volcano, "Sum of child queue deserved") {
			out[e.Queue] = true
		}
	}
	return out
}

// uncheckedOffTree reports whether q is off root's tree (below a parent
// loop or a missing parent, model.Queue.Depth -1) in a version where only
// the scheduler checks the hierarchy (1.11-1.13): checkHierarchicalQueue
// walks down from root, so it never reaches such a queue (class
// below-a-loop of the scheduler oracle; a missing parent halts on its own,
// VCQ201). From 1.14 the webhook compares a queue with its parent wherever
// it is, so the rules still report it.
func uncheckedOffTree(q *model.Queue, b volcano.Behaviour) bool {
	return q.Depth < 0 && b.HierarchyFailure == volcano.HierarchyHalts
}

// negativeLeaf reports, where a failed hierarchy check stops all
// scheduling (1.11-1.13), a leaf queue whose deserved or guarantee, as the
// scheduler computes it (value), is negative: checkHierarchicalQueue runs on
// leaves too and compares the queue's own value with its children's sum,
// an empty resource, by LessPartly(Zero), so a negative cpu, memory or
// device fails (capacity.go:818/824@v1.13.3, :703/709@v1.12.4; class
// negative-leaf-quota of the scheduler oracle). Before 1.14 the webhook
// admits the sign (VCQ304 is a warning there). In 1.11-1.12 the parent's
// loop has already passed deserved through helpers.Max with the guarantee,
// where a cpu or memory either list leaves out is 0 (effectiveDeserved),
// so only a cpu or memory negative in both stays negative.
func negativeLeaf(c *rule.Context, q *model.Queue, list []string, field string, value func(*model.Queue, volcano.Behaviour) resources.List) {
	b := c.Volcano
	// Without a parent: root (the only queue that can lack a manifest, and
	// a leaf only when no queue is defined), or a queue whose parent does
	// not exist, off root's tree and so never checked (uncheckedOffTree).
	if b.HierarchyFailure != volcano.HierarchyHalts || q.Parent == nil {
		return
	}
	// Against the empty sum, LessPartlyZero returns exactly the values
	// below 0.
	neg := resources.LessPartlyZeroRead(value(q, b), nil)
	if len(neg) == 0 {
		return
	}
	parts := make([]string, len(neg))
	for i, e := range neg {
		parts[i] = e.Name + " " + resources.Format(e.Limit)
	}
	sev, outcome := schedulerHalt(c.Model, b, b.HierarchyConsequence())
	if field == "deserved" && deservedBelowGuaranteeRefused(q.Spec, b) {
		// The 1.13 webhook refuses such a queue (VCQ303); the scheduler
		// halts on it only if it is stored all the same.
		outcome = fmt.Sprintf("the Volcano %s queue webhook refuses this queue (VCQ303); were it stored all the same (created before the webhook ran) under a scheduler running the capacity plugin with enableHierarchy, %s",
			b.Version.Short(), b.HierarchyConsequence())
	}
	c.ReportAs(sev, q.Obj, keyPos(q.Obj, list, neg[0].Name),
		"queue %s has a negative %s (%s), which the capacity plugin compares with its children's sum, 0 for a leaf queue; %s",
		q.Name, field, strings.Join(parts, ", "), outcome)
}

// rootDeservedVsCluster reports, for 1.11-1.13, first-level queues whose
// summed deserved exceeds the declared cluster: root's deserved is the
// cluster total there (forced, v1.12.4 capacity.go:504-506; the default of
// an unset one, v1.13.3 capacity.go:602-603), checkHierarchicalQueue
// compares it with the children's sum by LessPartly(Zero) (v1.12.4
// capacity.go:703, v1.13.3 :818) and a failure stops all scheduling. From
// 1.14.2 root's deserved is its children's sum, so it never fails. Without
// a declared cluster the total is unknown and nothing is reported.
func rootDeservedVsCluster(c *rule.Context, childValue func(*model.Queue, volcano.Behaviour) resources.List) {
	b, root := c.Volcano, c.Model.Root
	if c.Cluster == nil || root == nil || b.HierarchyFailure != volcano.HierarchyHalts || !pluginUse(c.Model).hierarchy {
		return // no cluster, no halting check, or no tree in use (flat queues under the built-in proportion)
	}
	if !root.Implicit() && b.RootCapability == volcano.RootUserOrCluster && len(root.Spec.Spec.Deserved) > 0 {
		return // 1.13 uses the root Queue's own deserved: the loop checks it
	}
	sum := resources.List{}
	var first *model.Queue
	for _, ch := range root.Children {
		// A child of root reaches root, so it is in no cycle; the
		// implicit default queue has no quota to add.
		if ch.Implicit() {
			continue
		}
		sum.AddVolcano(childValue(ch, b))
	}
	excess := resources.LessPartlyZeroRead(c.Cluster.Allocatable, sum)
	if len(excess) == 0 {
		return
	}
	for _, ch := range root.Children {
		if _, ok := childValue(ch, b)[excess[0].Name]; ok && !ch.Implicit() {
			first = ch
			break
		}
	}
	if first == nil {
		return
	}
	sev, outcome := schedulerHalt(c.Model, b, b.HierarchyConsequence())
	c.ReportAs(sev, first.Obj, keyPos(first.Obj, deservedPath, excess[0].Name),
		"the first-level queues have more deserved than the cluster, which is root's deserved in Volcano %s: %s (%s); %s",
		b.Version.Short(), resources.FormatExcesses(excess), contributions(root, func(q *model.Queue) resources.List { return childValue(q, b) }, excess), outcome)
}

// webhookSumExcess is what the 1.14+ queue webhook finds when it sums the
// children's quota (written, each child read by VolcanoList: MilliValue
// rounded up, so two children of 500u cpu are 2m) and compares the parent's
// with LessPartly(Zero): a device key the parent's list lacks fails whatever
// its value, even "0" (validateSiblingsSum, validate_queue.go:604-628@v1.15.1;
// resource_info.go:574-579; classes zero-scalar-key-parent-lacks and
// sub-millicore of the differential oracle). From 1.14.2 an unset parent
// list is compared as empty; 1.14.0-1.14.1 fall back to the parent's
// capability, and check nothing without one (validateResourceLimit,
// validate_queue.go:515-533@v1.14.1).
func webhookSumExcess(p *model.Queue, written, parent resources.List, b volcano.Behaviour) []resources.Excess {
	if !b.HierarchyAdmission {
		return nil
	}
	limit := parent
	if len(parent) == 0 && b.ChildCapabilityVsParentLiteral {
		limit = p.Spec.Spec.Capability
		if len(limit) == 0 {
			return nil
		}
	}
	excess := resources.LessPartlyZeroRead(limit, written)
	for i := range excess {
		if _, set := limit[excess[i].Name]; !set && !resources.IsPrimary(excess[i].Name) {
			excess[i].Note = p.Name + " does not set it, which the webhook refuses whatever the children's value"
		}
	}
	return excess
}

// parentQuotaIsItsOwn reports whether the scheduler compares the children
// with the value the parent's manifest sets. For root it does so only in
// 1.13-1.14.1 and only for a value the root Queue sets; otherwise root's
// deserved and guarantee are the cluster total or its children's sum.
func parentQuotaIsItsOwn(p *model.Queue, value func(*model.Queue) resources.List, b volcano.Behaviour) bool {
	if p.Name != model.RootQueue {
		return true
	}
	return !p.Implicit() && b.RootCapability == volcano.RootUserOrCluster && !b.RootQuotaOverwritten && len(value(p)) > 0
}

// guaranteePanic adds the 1.11.x crash: the children's guarantees above the
// parent's real capability made capacity's Sub panic (#4179).
func guaranteePanic(p *model.Queue, sum resources.List, field string, b volcano.Behaviour) string {
	if field != "guarantee" || !b.HierarchyGuaranteePanics || p.Implicit() {
		return ""
	}
	over := resources.Exceeding(sum, capabilityLimitList(p.Spec.Spec.Capability), resources.MissingIsUnlimited)
	if len(over) == 0 {
		return ""
	}
	return fmt.Sprintf("; they also exceed its capability (%s), which panics the Volcano %s scheduler (resource is not sufficient to do operation, fixed in 1.12.0 by #4179)",
		resources.FormatExcesses(over), b.Version.Short())
}

// capabilityLimitList drops cpu/memory <= 0, which mean "unlimited". It
// returns l itself when there is nothing to drop (most queues): callers
// only read the list.
func capabilityLimitList(l resources.List) resources.List {
	if !unlimitedPrimary(l) {
		return l
	}
	out := resources.List{}
	for n, q := range l {
		if resources.IsPrimary(n) && q.Sign() <= 0 {
			continue
		}
		out[n] = q
	}
	return out
}

// unlimitedPrimary reports whether l has cpu or memory at or below 0.
func unlimitedPrimary(l resources.List) bool {
	for _, n := range []string{resources.CPU, resources.Memory} {
		if q, ok := l[n]; ok && q.Sign() <= 0 {
			return true
		}
	}
	return false
}

// contributions names what each child adds on the first exceeding resource.
func contributions(p *model.Queue, value func(*model.Queue) resources.List, excess []resources.Excess) string {
	name := excess[0].Name
	var parts []string
	for _, ch := range p.Children {
		if ch.Implicit() {
			continue
		}
		if v, ok := value(ch)[name]; ok && v.Sign() > 0 {
			parts = append(parts, fmt.Sprintf("%s %s", ch.Name, resources.Format(v)))
		}
	}
	const most = 6
	if len(parts) > most {
		parts = append(parts[:most], fmt.Sprintf("and %d more", len(parts)-most))
	}
	return name + ": " + strings.Join(parts, ", ")
}

func guaranteeOf(q *model.Queue) resources.List { return q.Spec.Spec.Guarantee.Resource }

func guaranteeFor(q *model.Queue, _ volcano.Behaviour) resources.List { return guaranteeOf(q) }

// effectiveDeserved is deserved raised to guarantee per resource, as the
// capacity plugin does before summing children in 1.11-1.12 and 1.14.2+
// (checkHierarchicalQueue); 1.11-1.12 first cap it at the queue's real
// capability (v1.12.4 capacity.go:695-699), of which vcqlint knows the
// queue's own capability, so deserved is capped there. The raise is
// helpers.Max (helpers.go:47-70@v1.12.4, :51-76@v1.15.1), which reads a
// cpu or memory a list leaves out as 0, so a negative one the other list
// does not set becomes 0. (It also drops negative scalars, but in
// 1.11-1.12 the parent's re-sum keeps their keys, capacity.go:697-699@v1.12.4;
// vcqlint keeps a negative scalar as written.)
func effectiveDeserved(q *model.Queue, b volcano.Behaviour) resources.List {
	clamp := b.HierarchyDeservedClamped && capsDeserved(q)
	if !b.DeservedRaisedToGuarantee || (!clamp && !raisesDeserved(q)) {
		return q.Spec.Spec.Deserved // read only: callers never modify it
	}
	out := q.Spec.Spec.Deserved.Clone()
	if clamp {
		for name, d := range out {
			if c, ok := capabilityLimitList(q.Spec.Spec.Capability)[name]; ok && c.Cmp(d) < 0 {
				out[name] = c
			}
		}
	}
	guarantee := q.Spec.Spec.Guarantee.Resource
	for name, g := range guarantee {
		if d, ok := out[name]; !ok || g.Cmp(d) > 0 {
			out[name] = g
		}
	}
	// helpers.Max reads a cpu or memory a list leaves out as 0: a negative
	// one the other list does not set becomes 0.
	for _, name := range []string{resources.CPU, resources.Memory} {
		_, inDeserved := q.Spec.Spec.Deserved[name]
		_, inGuarantee := guarantee[name]
		if v := out[name]; v.Sign() < 0 && (!inDeserved || !inGuarantee) {
			out[name] = resource.Quantity{Format: v.Format}
		}
	}
	return out
}

// capsDeserved reports whether the queue's own capability is below its
// deserved on some resource it limits.
func capsDeserved(q *model.Queue) bool {
	limits := capabilityLimitList(q.Spec.Spec.Capability)
	for name, d := range q.Spec.Spec.Deserved {
		if c, ok := limits[name]; ok && c.Cmp(d) < 0 {
			return true
		}
	}
	return false
}

// raisesDeserved reports whether some guarantee is above the queue's
// deserved or missing from it, or its cpu or memory is negative, so that
// effectiveDeserved differs from it.
func raisesDeserved(q *model.Queue) bool {
	for name, g := range q.Spec.Spec.Guarantee.Resource {
		if d, ok := q.Spec.Spec.Deserved[name]; !ok || g.Cmp(d) > 0 {
			return true
		}
	}
	for _, name := range []string{resources.CPU, resources.Memory} {
		if d := q.Spec.Spec.Deserved[name]; d.Sign() < 0 {
			return true
		}
	}
	return false
}

var childrenGuaranteeExceedParent = sumRule(rule.Meta{
	ID: "VCQ204", Name: "children-guarantee-exceed-parent", Severity: finding.Error,
	Summary: "the children's guarantees add up to more than their parent's guarantee",
	Doc: `Fires when the sum of the children's spec.guarantee.resource exceeds the
parent's guarantee on some resource. A resource the parent does not guarantee
counts as 0 there, so a child guarantee under a parent without one fires.

Volcano: checkHierarchicalQueue (pkg/scheduler/plugins/capacity/capacity.go)
sums the children's guarantees and compares them with the parent's using
LessPartly with the Zero default.
- 1.11-1.13: the failure stops all scheduling; 1.11.x also panicked when the
  sum exceeded the parent's real capability (fixed in 1.12.0, #4179).
- 1.14+: the queue webhook rejects such children (validate_queue.go) and the
  scheduler logs "Sum of child queue guarantees exceeds parent".
Root: its guarantee is its children's sum (1.11-1.12, and 1.14.2+ where a
value written on root is overwritten, see VCQ206); only 1.13-1.14.1 use a
guarantee the root Queue sets itself, and then it is checked here too.

` + hierarchySeverityDoc + `

` + replay111Doc + `

Fix: give the parent a guarantee at least the sum of its children's, or
lower the children's.`,
}, guaranteePath, "guarantee", "guarantees", guaranteeFor, guaranteeOf, guaranteeOf)

var childrenDeservedExceedParent = sumRule(rule.Meta{
	ID: "VCQ205", Name: "children-deserved-exceed-parent", Severity: finding.Error,
	Summary: "the children's deserved add up to more than their parent's deserved",
	Doc: `Fires when the sum of the children's spec.deserved exceeds the parent's
deserved on some resource. A resource the parent does not set counts as 0.
Where the scheduler first raises each child's deserved to its guarantee
(1.11-1.12 and 1.14.2+, checkHierarchicalQueue), so does this rule; the
webhook sums the values as written, and the message says which one fails.

Volcano: pkg/scheduler/plugins/capacity/capacity.go compares
parent.deserved with the children's sum using LessPartly with the Zero
default. 1.11-1.13: the failure stops all scheduling. 1.14+: the webhook
rejects the children and the scheduler logs "Sum of child queue deserved
exceeds parent". Root: its deserved is the cluster total (before 1.13) or its
children's sum (1.14.2+); only 1.13-1.14.1 use a deserved the root Queue sets,
and then it is checked here too.

The parent's own deserved is raised to its guarantee too before the
comparison (it was raised when its own parent was checked:
capacity.go:1474@v1.15.1, v1.12.4 capacity.go:695-699), so a parent with only
a guarantee whose children have only guarantees is fine; 1.11-1.12 first cap
each deserved at the queue's real capability (vcqlint knows its own
capability). The 1.14+ webhook sums the children as written and compares
with the parent's deserved by LessPartly(Zero): a device key the parent's
deserved lacks is refused even at "0" (validate_queue.go:604-628@v1.15.1).

` + hierarchySeverityDoc + `

` + replay111Doc + `

Fix: raise the parent's deserved to at least the children's sum, or lower
the children's.`,
}, deservedPath, "deserved", "deserved", effectiveDeserved, deservedOf, deservedOf)

func deservedOf(q *model.Queue) resources.List { return q.Spec.Spec.Deserved }
