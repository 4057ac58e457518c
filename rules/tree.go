package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vcqlint/vcqlint/lint/capped"
	"github.com/vcqlint/vcqlint/lint/finding"
	"github.com/vcqlint/vcqlint/lint/model"
	"github.com/vcqlint/vcqlint/lint/rule"
	"github.com/vcqlint/vcqlint/lint/volcano"
)

// The rules of this file read the shape of the queue tree. Like those of
// placement.go they were Rego policies: each scanned every queue, which
// OPA evaluates at about a microsecond per queue and rule on top of
// building every queue as an OPA value, against nanoseconds here.

var parentNotFound = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ201", Name: "parent-not-found", Severity: finding.Error,
		Summary: "a Queue's spec.parent names a queue that does not exist",
		Doc: `Fires when a Queue's spec.parent names a queue that is not in the
input. An empty parent means root, and root exists even when the input
does not define it.

Volcano: the capacity plugin resolves parents when a session opens
(pkg/scheduler/plugins/capacity/capacity.go, buildHierarchicalQueueAttrs:
"invalid parent queue"); a missing parent sets readyToSchedule=false and
scheduling stops for the whole cluster, in every version. The queue
webhook checks that the parent exists only when the queue is created, so
deleting or renaming a parent later is not caught.

vcqlint sees only its input: if the parent is defined elsewhere, lint the
files together.`,
	},
	Check: func(c *rule.Context) {
		for _, q := range definedQueues(c.Model) {
			if q.ParentName != "" && q.Parent == nil {
				c.Report(q.Obj, q.Obj.Pos("spec", "parent"), "queue %s names parent %q, which is not defined in the input; the capacity plugin finds no parent and stops all scheduling",
					q.Name, q.ParentName)
			}
		}
	},
}

var queueDepthExceeded = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ209", Name: "queue-depth-exceeded", Severity: finding.Warning,
		Summary: "a queue is deeper below root than the webhook's default --max-queue-depth",
		Doc: `Fires when a queue sits deeper below root than the queue webhook allows.

Volcano 1.14.2+ / 1.15: validate_queue.go (validateQueueDepth) counts the
queue and its non-root ancestors and rejects a queue deeper than
--max-queue-depth (default 5, cmd/webhook-manager/app/options), so a
sixth level cannot be created. Earlier versions have no limit, and this
rule is silent for them.

Fix: flatten the tree, or raise --max-queue-depth on the webhook manager
(and disable this rule).`,
	},
	Check: func(c *rule.Context) {
		limit := c.Volcano.MaxQueueDepth
		if limit <= 0 {
			return
		}
		tops := map[*model.Queue][]string{}
		for _, q := range definedQueues(c.Model) {
			if q.Depth <= limit {
				continue
			}
			c.Report(q.Obj, q.Obj.Pos("spec", "parent"), "queue %s is %d levels below root (%s); the Volcano %s queue webhook rejects queues deeper than --max-queue-depth, default %d",
				q.Name, q.Depth, chainFromRoot(q, tops), c.Volcano.Version.Short(), limit)
		}
	},
}

// chainFromRoot renders "root > a > b > … (n more) > x > y > q" in time
// independent of q's depth: the levels nearest root come from tops, which
// memoises them per queue (a queue's are its parent's, or its parent's
// plus itself near root), and those nearest q are a few steps up.
func chainFromRoot(q *model.Queue, tops map[*model.Queue][]string) string {
	total := q.Depth + 1
	keep := capped.Items
	if total <= 2*capped.Items+1 {
		keep = total // short enough to list whole
	}
	var tail []string
	for p := q; p != nil && len(tail) < keep; p = p.Parent {
		tail = append(tail, p.Name)
	}
	slices.Reverse(tail)
	if keep == total {
		return strings.Join(tail, " > ")
	}
	return capped.JoinEnds(topNames(q, tops), tail, total, " > ")
}

// topNames returns the names of the first capped.Items queues of q's chain
// from root, memoised in tops; each queue is computed once, iteratively
// (a chain may be 100,000 deep).
func topNames(q *model.Queue, tops map[*model.Queue][]string) []string {
	var path []*model.Queue
	for p := q; p != nil; p = p.Parent {
		if _, ok := tops[p]; ok {
			break
		}
		path = append(path, p)
		if p.Depth <= 0 {
			break
		}
	}
	for i := len(path) - 1; i >= 0; i-- {
		p := path[i]
		var above []string
		if p.Depth > 0 && p.Parent != nil {
			above = tops[p.Parent]
		}
		if len(above) < capped.Items {
			above = append(slices.Clip(above), p.Name)
		}
		tops[p] = above
	}
	return tops[q]
}

var rootQuotaOverridden = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ206", Name: "root-quota-overridden", Severity: finding.Warning,
		Summary: "the root Queue sets a quota (deserved, guarantee, or before 1.13 capability) that the scheduler ignores",
		Doc: `Fires when the root Queue sets a quota the target Volcano version does
not use.

Volcano: the root queue is created by the scheduler
(pkg/scheduler/cache/cache.go) and the capacity plugin computes its quotas
(pkg/scheduler/plugins/capacity/capacity.go):
- before 1.13, root's capability and deserved are forced to the cluster
  total and its guarantee to its children's sum: nothing written on root
  is used;
- 1.13-1.14.1 (#4354) honour a capability, deserved and guarantee the root
  Queue sets (nothing fires);
- 1.14.2+ / 1.15 (#4973) honour root's capability (unset means infinite)
  but overwrite its deserved and guarantee with its children's sums every
  session, and --enable-root-queue-protection (default true) makes them
  immutable. Seed 001 observed root's deserved being reset.

Root's capability is the supported way to bound the whole tree from 1.13.

Fix: remove the ignored fields from root; set quotas on its children.`,
	},
	Check: func(c *rule.Context) {
		root := c.Model.Root
		if root == nil || root.Implicit() {
			return
		}
		spec := root.Spec.Spec
		quotas := []struct {
			field string
			set   bool
		}{{"capability", len(spec.Capability) > 0}, {"deserved", len(spec.Deserved) > 0}, {"guarantee", len(spec.Guarantee.Resource) > 0}}
		for _, quota := range quotas {
			why, ignored := rootQuotaIgnored(c.Volcano, quota.field)
			if !quota.set || !ignored {
				continue
			}
			c.Report(root.Obj, root.Obj.Pos("spec", quota.field), "the root queue sets %s, but the Volcano %s scheduler %s; this value is never used",
				quota.field, c.Volcano.Version.Short(), why)
		}
	},
}

// rootQuotaIgnored says whether b ignores the root queue's quota field
// (capability, deserved or guarantee), and what it does instead.
func rootQuotaIgnored(b volcano.Behaviour, field string) (why string, ignored bool) {
	switch {
	case b.RootCapability == volcano.RootForcedToCluster:
		return fmt.Sprintf("forces root's %s to the cluster total (or its children's sum for guarantee)", field), true
	case b.RootQuotaOverwritten && field != "capability":
		return fmt.Sprintf("overwrites root's %s with the sum of its children's every session", field), true
	}
	return "", false
}
