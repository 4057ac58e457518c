package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vcqlint/vcqlint/internal/capped"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/volcano"
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

Volcano:
- 1.11+: the queue webhook refuses to create a queue whose parent does not
  exist ("failed to get parent queue", validateHierarchicalQueue,
  validate_queue.go:247-249@v1.11.2, :402@v1.15.1): an error. It checks only
  on create, so deleting or renaming a parent later is not caught, and then
  the capacity plugin with enableHierarchy finds no parent when a session
  opens ("invalid parent queue", buildHierarchicalQueueAttrs,
  capacity.go:1208/1452@v1.15.1) and scheduling stops for the whole cluster.
  The message states that consequence only when the input's scheduler
  configuration enables capacity with hierarchy.
- before 1.11: a warning. The webhook never reads spec.parent
  (validate_queue.go:97@v1.10.2) and no plugin has hierarchical queues, so
  the queue is admitted and the parent ignored (the differential oracle
  recorded v1.8.2-v1.10.2 admitting it, class parent-not-checked).

vcqlint sees only its input: if the parent is defined elsewhere, lint the
files together.`,
	},
	Check: func(c *rule.Context) {
		for _, q := range definedQueues(c.Model) {
			if q.ParentName != "" && q.Parent == nil {
				sev, outcome := parentOutcome(c, "the webhook refuses to create a queue whose parent does not exist", "the capacity plugin finds no parent and stops all scheduling")
				c.ReportAs(sev, q.Obj, q.Obj.Pos("spec", "parent"), "queue %s names parent %q, which is not defined in the input; %s",
					q.Name, q.ParentName, outcome)
			}
		}
	},
}

// parentOutcome words what the target version does with a queue whose
// parent is wrong: refused at creation from 1.11 (refusal), with the
// scheduler's consequence (sched) stated where the input's configuration
// runs the capacity plugin with hierarchy; before 1.11 a warning.
func parentOutcome(c *rule.Context, refusal, sched string) (finding.Severity, string) {
	b := c.Volcano
	if !b.HierarchySupported {
		return finding.Warning, parentIgnored(b)
	}
	out := fmt.Sprintf("in Volcano %s %s", b.Version.Short(), refusal)
	if sched != "" && hierarchyUse(c.Model) == treeChecked {
		out += fmt.Sprintf("; were it in place (created before, or its parent deleted later), %s", sched)
	}
	return finding.Error, out
}

var queueDepthExceeded = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ209", Name: "queue-depth-exceeded", Severity: finding.Error,
		Summary: "a queue is deeper below root than the webhook's default --max-queue-depth",
		Doc: `Fires when a queue sits deeper below root than the queue webhook allows.
It is an error because the webhook refuses the queue at admission.

Volcano 1.14.2+ / 1.15: validateQueueDepth (validate_queue.go:504-520,
message at :511, @v1.14.4 and @v1.15.1) counts the queue and its non-root
ancestors and rejects a queue deeper than --max-queue-depth (default 5,
cmd/webhook-manager/app/options/options.go:104), so a sixth level cannot be
created; the differential oracle (docs/oracle.md, class depth-limit)
recorded "queue q6 exceeds the maximum allowed depth of 5" from v1.14.4 and
v1.15.1. Earlier versions have no limit, and this rule is silent for them.

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
			c.Report(q.Obj, q.Obj.Pos("spec", "parent"), "queue %s is %d levels below root (%s); the Volcano %s queue webhook rejects queues deeper than --max-queue-depth (%d; volcano.maxQueueDepth in .vcqlint.yaml sets it)",
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
	}
	for i := len(path) - 1; i >= 0; i-- {
		p := path[i]
		// The chain ends at root, whose Parent is nil, never a key of
		// tops: root's above is empty.
		above := tops[p.Parent]
		if len(above) < capped.Items {
			above = append(slices.Clip(above), p.Name)
		}
		tops[p] = above
	}
	return tops[q]
}

var rootQuotaOverridden = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ206", Name: "root-quota-overridden", Severity: finding.Error,
		Summary: "the root Queue sets a quota the scheduler ignores, or (1.14.2+) that root protection refuses",
		Doc: `Fires when the root Queue sets a quota the target Volcano version does
not use (a warning), or, from 1.14.2, any capability, deserved or guarantee
at all (an error: the webhook refuses it).

Root protection, 1.14.2+ / 1.15: the scheduler creates root with no
quotas (newDefaultAndRootQueue, pkg/scheduler/cache/cache.go), so applying
a root Queue is an update, and with --enable-root-queue-protection (default
true, cmd/webhook-manager/app/options/options.go:105) the webhook refuses an
update that changes root's capability, deserved or guarantee: "root queue's
resource attributes (capability, deserved, guarantee) cannot be modified"
(validate_queue.go:102-109@v1.15.1, the same at v1.14.2-v1.14.4; recorded by
the differential oracle from v1.14.4 and v1.15.1, class root-protection).
Before 1.14.2 there is no such check.

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

Root's capability bounds the whole tree in 1.13-1.14.1; from 1.14.2 a
cluster with root protection (the default) cannot set it.

Fix: remove the fields from root; set quotas on its children.`,
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
			if !quota.set {
				continue
			}
			pos := root.Obj.Pos("spec", quota.field)
			if c.Volcano.RootQueueProtected {
				c.Report(root.Obj, pos, "the root queue sets %s, which the Volcano %s queue webhook refuses: root protection (--enable-root-queue-protection, default true) keeps root's capability, deserved and guarantee as the scheduler created them, unset",
					quota.field, c.Volcano.Version.Short())
				continue
			}
			why, ignored := rootQuotaIgnored(c.Volcano, quota.field)
			if !ignored {
				continue
			}
			c.ReportAs(finding.Warning, root.Obj, pos, "the root queue sets %s, but the Volcano %s scheduler %s; this value is never used",
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
