package rules

import (
	"fmt"
	"strings"

	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/lint/finding"
	"github.com/vcqlint/vcqlint/lint/model"
	"github.com/vcqlint/vcqlint/lint/resources"
	"github.com/vcqlint/vcqlint/lint/rule"
)

var parentCycle = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ202", Name: "parent-cycle", Severity: finding.Error,
		Summary: "the spec.parent chain of a queue loops back on itself",
		Doc: `Fires when following spec.parent from a queue comes back to a queue already
visited, including a queue that names itself as its parent.

Volcano: the capacity plugin resolves every queue's ancestors when a session
opens (pkg/scheduler/plugins/capacity/capacity.go, updateAncestors). A cycle
never reaches root; since v1.14.0 it is detected and sets readyToSchedule=false,
so every queue's allocate, enqueue, reclaim and preempt checks reject and
scheduling stops cluster-wide; up to v1.13 a self-parent crashed the scheduler
(#4697). The queue webhook rejects a self-parent on create since v1.14.0, but a
longer loop created by editing parents is not caught.

Fix: point one queue of the loop at a real parent (or at root by leaving
spec.parent empty).`,
	},
	Check: func(c *rule.Context) {
		reported := map[string]bool{}
		for _, q := range definedQueues(c.Model) {
			if len(q.Cycle) == 0 {
				continue
			}
			key := cycleKey(q.Cycle)
			if reported[key] {
				continue
			}
			reported[key] = true
			c.Report(q.Obj, q.Obj.Pos("spec", "parent"),
				"queue %s is in a parent cycle: %s; the queue never reaches root, and the capacity plugin stops all scheduling",
				q.Name, strings.Join(q.Cycle, " -> "))
		}
	},
}

// cycleKey identifies a cycle independently of where it was entered.
func cycleKey(cycle []string) string {
	loop := cycle[:len(cycle)-1]
	best := 0
	for i := range loop {
		if loop[i] < loop[best] {
			best = i
		}
	}
	return strings.Join(append(append([]string(nil), loop[best:]...), loop[:best]...), "/")
}

var childCapabilityExceedsParent = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ203", Name: "child-capability-exceeds-parent", Severity: finding.Error,
		Summary: "a queue's capability is above its parent's on some resource",
		Doc: `Fires when a queue's spec.capability is greater than its parent's on at least
one resource, compared exactly as Kubernetes quantities.

Volcano: the capacity plugin's checkHierarchicalQueue
(pkg/scheduler/plugins/capacity/capacity.go) compares every child's capability
with its parent's. Up to v1.13 a failure returns "Failed to check queue's
hierarchical structure" and all scheduling stops, for every queue of the
cluster (seed 001). Since v1.14.0 (#4864) the queue webhook rejects such a
queue at admission and the scheduler logs "Child queue ... capability exceeds
parent" on every session. The webhook never compares with root
(validate_queue.go, findNearestAncestorCapability stops below it), so a
first-level queue above an explicit root capability is only logged.

How values compare (v1.15):
- a child capability of cpu or memory <= 0 means "inherit the parent's", so
  it never exceeds;
- a resource the parent does not set is compared with the nearest ancestor
  that sets it (#5176); if no ancestor sets it, it is unlimited. An explicit
  root Queue counts as an ancestor; an unset root capability is unlimited.

Fix: lower the child's capability, or raise the parent's.`,
	},
	Check: func(c *rule.Context) {
		for _, q := range definedQueues(c.Model) {
			if q.Parent == nil || len(q.Cycle) > 0 || len(q.Spec.Spec.Capability) == 0 {
				continue
			}
			var excess []resources.Excess
			// The 1.15 webhook compares only with non-root ancestors
			// (findNearestAncestorCapability stops below root); a limit
			// that comes from root is enforced by the scheduler alone.
			admission := false
			for _, name := range q.Spec.Spec.Capability.Names() {
				v := q.Spec.Spec.Capability[name]
				if resources.IsPrimary(name) && v.Sign() <= 0 {
					continue // 0 means inherit, never exceeds
				}
				limit, from, ok := inheritedCapability(q.Parent, name)
				if !ok || v.Cmp(limit) <= 0 {
					continue
				}
				e := resources.Excess{Name: name, Value: v, Limit: limit}
				if from != q.Parent {
					e.Note = "from ancestor " + from.Name
				}
				if from.Name != model.RootQueue {
					admission = true
				}
				excess = append(excess, e)
			}
			if len(excess) == 0 {
				continue
			}
			consequence := "Volcano 1.15 rejects it at admission and the capacity plugin logs \"capability exceeds parent\" every session (up to 1.13 all scheduling stops)"
			if !admission {
				consequence = "the Volcano 1.15 webhook does not compare queues with root, but the capacity plugin logs \"capability exceeds parent\" every session and caps the queue at root's capability (in 1.13 all scheduling stops)"
			}
			c.Report(q.Obj, keyPos(q.Obj, capabilityPath, excess[0].Name),
				"queue %s capability exceeds its parent %s: %s; %s",
				q.Name, q.Parent.Name, resources.FormatExcesses(excess), consequence)
		}
	},
}

// inheritedCapability finds the capability that limits resource name for the
// children of q: q's own value, or the nearest ancestor's that sets it. A cpu
// or memory value <= 0 means "inherit", so the search goes on upwards.
func inheritedCapability(q *model.Queue, name string) (resource.Quantity, *model.Queue, bool) {
	for a := q; a != nil; a = a.Parent {
		if a.Implicit() {
			return resource.Quantity{}, nil, false // root without capability: unlimited
		}
		if v, ok := a.Spec.Spec.Capability[name]; ok && !(resources.IsPrimary(name) && v.Sign() <= 0) {
			return v, a, true
		}
		if len(a.Cycle) > 0 {
			break
		}
	}
	return resource.Quantity{}, nil, false
}

// sumRule builds VCQ204/VCQ205: the children's summed quota against the
// parent's, where a resource the parent does not set counts as 0. The
// scheduler sums childValue (deserved raised to guarantee, for VCQ205); the
// webhook sums the values as written, writtenValue.
func sumRule(meta rule.Meta, list []string, field, logField string, childValue, writtenValue, parentValue func(*model.Queue) resources.List) rule.Go {
	return rule.Go{Meta: meta, Check: func(c *rule.Context) {
		for _, p := range definedQueues(c.Model) {
			// Root's guarantee and deserved are overwritten with its
			// children's sums by the scheduler (v1.15, capacity.go), so
			// there is nothing to exceed.
			if p.Name == model.RootQueue || len(p.Children) == 0 || len(p.Cycle) > 0 {
				continue
			}
			sum, written := resources.List{}, resources.List{}
			for _, ch := range p.Children {
				if !ch.Implicit() {
					sum.Add(childValue(ch))
					written.Add(writtenValue(ch))
				}
			}
			excess := resources.Exceeding(sum, parentValue(p), resources.MissingIsZero)
			if len(excess) == 0 {
				continue
			}
			logged := fmt.Sprintf("\"Sum of child queue %s ... exceeds parent\"", logField)
			consequence := "Volcano 1.15 rejects the children at admission and the capacity plugin logs " + logged + " (up to 1.13 all scheduling stops)"
			if len(resources.Exceeding(written, parentValue(p), resources.MissingIsZero)) == 0 {
				// Only the raised values exceed: the webhook and Volcano
				// up to 1.14.1 sum what is written and see nothing wrong.
				consequence = "the Volcano 1.15 webhook sums the values as written and lets the children in, but the capacity plugin raises each child's deserved to its guarantee and logs " + logged
			}
			c.Report(p.Obj, keyPos(p.Obj, list, excess[0].Name),
				"the children of queue %s have more %s than it: %s (%s); %s",
				p.Name, field, resources.FormatExcesses(excess), contributions(p, childValue, excess), consequence)
		}
	}}
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

// effectiveDeserved is deserved raised to guarantee per resource, as the
// v1.15 capacity plugin does before summing children.
func effectiveDeserved(q *model.Queue) resources.List {
	out := q.Spec.Spec.Deserved.Clone()
	for name, g := range q.Spec.Spec.Guarantee.Resource {
		if d, ok := out[name]; !ok || g.Cmp(d) > 0 {
			out[name] = g
		}
	}
	return out
}

var childrenGuaranteeExceedParent = sumRule(rule.Meta{
	ID: "VCQ204", Name: "children-guarantee-exceed-parent", Severity: finding.Error,
	Summary: "the children's guarantees add up to more than their parent's guarantee",
	Doc: `Fires when the sum of the children's spec.guarantee.resource exceeds the
parent's guarantee on some resource. A resource the parent does not guarantee
counts as 0 there, so a child guarantee under a parent without one fires.

Volcano: checkHierarchicalQueue (pkg/scheduler/plugins/capacity/capacity.go)
sums the children's guarantees and compares them with the parent's using
LessPartly with the Zero default. Up to v1.13 the failure stops all
scheduling; v1.11.x also panicked when the sum exceeded the parent's real
capability (fixed in v1.12.0, #4179). Since v1.14.0 the queue webhook rejects
such children and the scheduler logs "Sum of child queue guarantees exceeds
parent". The root queue is exempt: its guarantee is overwritten with its
children's sum.

Fix: give the parent a guarantee at least the sum of its children's, or
lower the children's.`,
}, guaranteePath, "guarantee", "guarantees", guaranteeOf, guaranteeOf, guaranteeOf)

var childrenDeservedExceedParent = sumRule(rule.Meta{
	ID: "VCQ205", Name: "children-deserved-exceed-parent", Severity: finding.Error,
	Summary: "the children's deserved add up to more than their parent's deserved",
	Doc: `Fires when the sum of the children's spec.deserved exceeds the parent's
deserved on some resource. A resource the parent does not set counts as 0.
Each child's deserved is first raised to its guarantee, as the scheduler does
(v1.15, checkHierarchicalQueue).

Volcano: pkg/scheduler/plugins/capacity/capacity.go compares
parent.deserved with the children's sum using LessPartly with the Zero
default. Up to v1.13 the failure stops all scheduling; since v1.14.0 the
webhook rejects the children and the scheduler logs "Sum of child queue
deserved exceeds parent". The root queue is exempt: its deserved is
overwritten with its children's sum.

Fix: raise the parent's deserved to at least the children's sum, or lower
the children's.`,
}, deservedPath, "deserved", "deserved", effectiveDeserved, deservedOf, deservedOf)

func deservedOf(q *model.Queue) resources.List { return q.Spec.Spec.Deserved }
