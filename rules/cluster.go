package rules

import (
	"fmt"
	"strings"

	"gopkg.in/inf.v0"
	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// This file holds the rules that compare queues with the declared cluster
// (VCQ401-VCQ403, VCQ207). They need a cluster and are skipped without one.

// clusterQuota is one quota list of a queue, as the cluster rules read it.
type clusterQuota struct {
	field string // capability, deserved, guarantee
	path  []string
	list  func(*model.Queue) resources.List
}

var clusterQuotas = []clusterQuota{
	{"capability", capabilityPath, func(q *model.Queue) resources.List { return q.Spec.Spec.Capability }},
	{"deserved", deservedPath, func(q *model.Queue) resources.List { return q.Spec.Spec.Deserved }},
	{"guarantee", guaranteePath, func(q *model.Queue) resources.List { return q.Spec.Spec.Guarantee.Resource }},
}

// schedulerUse is what the input's scheduler configurations enable. With no
// configuration in the input, Volcano's built-in default applies, which
// enables proportion (pkg/scheduler/util.go defaultSchedulerConf, the same
// in every version vcqlint knows).
type schedulerUse struct {
	proportion, capacity, hierarchy bool
	// builtin is set when the input has no scheduler configuration.
	builtin bool
}

func pluginUse(m *model.Model) schedulerUse {
	var u schedulerUse
	found := false
	for _, sc := range m.Configs {
		if sc.Conf == nil {
			continue
		}
		found = true
		for _, p := range sc.Conf.Plugins {
			switch p.Name {
			case "proportion":
				u.proportion = true
			case "capacity":
				u.capacity = true
				for _, o := range p.Options {
					if o.Key == "enableHierarchy" && o.Bool != nil && *o.Bool {
						u.hierarchy = true
					}
				}
			}
		}
	}
	if !found {
		u.builtin, u.proportion = true, true
		// Queues with parents say the tree is meant to be used; VCQ106
		// reports the missing configuration when there is one.
		for _, q := range m.Queues {
			if q.Depth > 1 {
				u.hierarchy = true
			}
		}
	}
	return u
}

// guaranteeTotal is what the queues' guarantees reserve of the cluster. In
// a hierarchy (capacity with enableHierarchy) a parent's guarantee covers
// its children's, so each queue counts with the larger of its own
// guarantee and its children's total, and the first-level queues add up;
// flat (proportion, or capacity without hierarchy) every queue counts.
// Root's own guarantee never counts: the scheduler overwrites it.
// parts names each top-level contribution, for messages.
func guaranteeTotal(m *model.Model, hierarchy bool) (total resources.List, parts map[*model.Queue]resources.List) {
	g := m.Memo(guaranteeTotalKey{hierarchy}, func() any {
		var g guaranteeSum
		g.total, g.parts = sumGuarantees(m, hierarchy)
		return g
	}).(guaranteeSum)
	return g.total, g.parts
}

// guaranteeTotalKey and guaranteeSum hold guaranteeTotal once per model
// for the rules that read it (model.Memo; callers only read them).
type guaranteeTotalKey struct{ hierarchy bool }

type guaranteeSum struct {
	total resources.List
	parts map[*model.Queue]resources.List
}

func sumGuarantees(m *model.Model, hierarchy bool) (total resources.List, parts map[*model.Queue]resources.List) {
	total, parts = resources.List{}, map[*model.Queue]resources.List{}
	if !hierarchy {
		for _, q := range definedQueues(m) {
			if q.Name == model.RootQueue {
				continue
			}
			if g := q.Spec.Spec.Guarantee.Resource; len(g) > 0 {
				parts[q] = g
				total.Add(g)
			}
		}
		return total, parts
	}
	// effective returns the queue's own guarantee list when it has no
	// defined child (most queues are leaves), and a new list otherwise;
	// callers only read what it returns. It recurses as deep as the tree:
	// the model has no cycle below root (root has no parent, so no loop
	// reaches it), and a queue 1,000 levels down guarantees as much as
	// one at the top (Volcano bounds no depth before 1.14.2, and from
	// then only by a webhook flag).
	var effective func(q *model.Queue) resources.List
	effective = func(q *model.Queue) resources.List {
		var own resources.List
		if !q.Implicit() {
			own = q.Spec.Spec.Guarantee.Resource
		}
		if !hasDefinedChild(q) {
			return own
		}
		sum := resources.List{}
		for _, ch := range q.Children {
			if !ch.Implicit() {
				sum.Add(effective(ch))
			}
		}
		for name, g := range own {
			if s, ok := sum[name]; !ok || g.Cmp(s) > 0 {
				sum[name] = g
			}
		}
		return sum
	}
	for _, q := range m.Root.Children {
		if q.Implicit() {
			continue
		}
		if g := effective(q); len(g) > 0 {
			parts[q] = g
			total.Add(g)
		}
	}
	return total, parts
}

// hasDefinedChild reports whether some child of q is backed by an object.
func hasDefinedChild(q *model.Queue) bool {
	for _, ch := range q.Children {
		if !ch.Implicit() {
			return true
		}
	}
	return false
}

// largestContributor is the queue guaranteeing the most of resource name,
// where a finding about the total points (the first in input order on a tie).
func largestContributor(m *model.Model, parts map[*model.Queue]resources.List, name string) *model.Queue {
	var best *model.Queue
	var bestQ resource.Quantity
	for _, q := range m.Queues {
		v, ok := parts[q][name]
		if !ok {
			continue
		}
		if best == nil || v.Cmp(bestQ) > 0 {
			best, bestQ = q, v
		}
	}
	return best
}

// contributionList renders "team-a 20, team-b 16" for resource name.
func contributionList(m *model.Model, parts map[*model.Queue]resources.List, name string) string {
	var out []string
	for _, q := range m.Queues {
		if v, ok := parts[q][name]; ok && v.Sign() > 0 {
			out = append(out, fmt.Sprintf("%s %s", q.Name, resources.Format(v)))
		}
	}
	const most = 6
	if len(out) > most {
		out = append(out[:most], fmt.Sprintf("and %d more", len(out)-most))
	}
	return strings.Join(out, ", ")
}

// guaranteeReportPos is the position of the largest contributor's
// guarantee of resource name (its own key, or its children's subtree).
func guaranteeReportPos(q *model.Queue, name string) finding.Position {
	if _, ok := q.Spec.Spec.Guarantee.Resource[name]; ok {
		return keyPos(q.Obj, guaranteePath, name)
	}
	return q.Obj.Pos("metadata", "name")
}

var guaranteeSumExceedsCluster = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ401", Name: "guarantee-sum-exceeds-cluster", Severity: finding.Error,
		Needs:   rule.NeedsCluster,
		Summary: "the queues' guarantees add up to more than the declared cluster has",
		Doc: `Fires when the guarantees of all queues add up to more than the declared
cluster's allocatable on some resource (or guarantee a resource the cluster
does not have). In a hierarchy (capacity with enableHierarchy) a parent's
guarantee covers its children's, so each first-level queue counts with the
larger of its own guarantee and its children's total; flat, every queue
counts. Root's own guarantee is ignored (the scheduler overwrites it).

Volcano (seed 000):
- up to 1.11, proportion (the default plugin) raises each queue's deserved
  to its guarantee and subtracts it from what is left with remaining.Sub
  (pkg/scheduler/plugins/proportion/proportion.go OnSessionOpen, v1.11.0
  l.237: remaining.Sub(increasedDeserved).Add(decreasedDeserved)), which
  panics with "resource is not sufficient to do operation" once the
  guarantees exceed the total: the scheduler crash-loops. Fixed in 1.12.0
  (#4273). 1.8.x, 1.9.0 and 1.10.0 proportion and flat capacity computed each
  queue's realCapability with Sub and panicked the same way (proportion.go:120
  and capacity.go:119 at v1.10.0; fixed in 1.9.1 and 1.10.1);
  in 1.11.x hierarchical capacity panicked when the first-level guarantees
  exceeded root's real capability, the cluster (#4179); but
  checkHierarchicalQueue returns at its first failed check
  (capacity.go:661-672@v1.11.2), so where the input configures that plugin
  and the replay of its session (no jobs assumed, see VCQ205) stops at an
  earlier check, the message says the Sub is never reached instead of
  claiming a panic (class halt-before-guarantee-panic of the scheduler
  oracle, docs/oracle.md).
  The scheduler oracle (docs/oracle.md) ran proportion's session with one
  pending 1-cpu job per queue on a 32-cpu, 128Gi node: v1.10.2 and v1.11.2
  panic with that message on every case whose guarantees exceed the node
  (36 cpu in one or two queues, 41 cpu in three, 160Gi of memory) and not
  on 32 or 20 cpu; v1.12.4 and v1.15.1 panic on none.
- from 1.12 nothing panics, but the guarantees reserve more than exists:
  queues without a guarantee silently get nothing, and the guaranteed ones
  cannot all be served.
A slow node sync at scheduler start-up makes the total look smaller than it
is, so a sum close to the cluster is risky too (VCQ403).

Needs a declared cluster: --cluster, the config file's cluster section, or
Node manifests in the input. Fix: lower the guarantees, or add capacity.`,
	},
	Check: func(c *rule.Context) {
		cl := c.Cluster
		use := pluginUse(c.Model)
		total, parts := guaranteeTotal(c.Model, use.hierarchy)
		excess := knownExcesses(cl, resources.Exceeding(total, cl.Allocatable, resources.MissingIsZero))
		if len(excess) == 0 {
			return
		}
		name := excess[0].Name
		q := largestContributor(c.Model, parts, name)
		if q == nil {
			return
		}
		c.Report(q.Obj, guaranteeReportPos(q, name),
			"the guarantees of all queues add up to more than the cluster has: %s (cluster from %s; guaranteed %s: %s); %s",
			resources.FormatExcesses(excess), origins(cl, excess), name, contributionList(c.Model, parts, name),
			replayedGuaranteeConsequence(c, guaranteeConsequence(c.Volcano, use, unguaranteed(c.Model, parts))))
	},
}

// knownExcesses are es without the resources the declaration leaves
// unknown (cluster.Unknown: cpu or memory it does not state).
func knownExcesses(cl *cluster.Cluster, es []resources.Excess) []resources.Excess {
	kept := es[:0:0]
	for _, e := range es {
		if !cl.Unknown(e.Name) {
			kept = append(kept, e)
		}
	}
	return kept
}

// origins names the declarations the exceeded resources come from.
func origins(cl *cluster.Cluster, es []resources.Excess) string {
	var out []string
	seen := map[string]bool{}
	for _, e := range es {
		o := cl.Origin[e.Name]
		if o == "" {
			o = fmt.Sprintf("%s: none declared", e.Name)
		}
		if !seen[o] {
			seen[o] = true
			out = append(out, o)
		}
	}
	return strings.Join(out, "; ")
}

// unguaranteed lists the leaf queues that neither have a guarantee nor sit
// under one: they get what is left, and nothing is.
func unguaranteed(m *model.Model, parts map[*model.Queue]resources.List) []string {
	var out []string
	under := map[*model.Queue]bool{} // q or an ancestor has a part, memoised
	for _, q := range definedQueues(m) {
		if q.Name == model.RootQueue || !q.IsLeaf() {
			continue
		}
		// A leaf without a guarantee has no part of its own (its part
		// would be that guarantee): only its ancestors can cover it.
		covered := len(q.Spec.Spec.Guarantee.Resource) > 0 || underPart(q.Parent, parts, under)
		if !covered {
			out = append(out, q.Name)
		}
	}
	return out
}

// underPart reports whether q or one of its ancestors has a part, in time
// linear over all queues: each chain is walked once up to the first queue
// already known (a 100,000-deep chain would otherwise cost n² steps).
func underPart(q *model.Queue, parts map[*model.Queue]resources.List, memo map[*model.Queue]bool) bool {
	// Walk up to the first queue whose answer is known (memo) or that has
	// a part; then set the answer of the path from the top down.
	var path []*model.Queue
	found := false
	seen := map[*model.Queue]bool{}
	for p := q; p != nil && !seen[p]; p = p.Parent {
		if known, ok := memo[p]; ok {
			found = known
			break
		}
		if _, ok := parts[p]; ok {
			path = append(path, p)
			break
		}
		seen[p] = true
		path = append(path, p)
	}
	for i := len(path) - 1; i >= 0; i-- {
		if _, ok := parts[path[i]]; ok {
			found = true
		}
		memo[path[i]] = found
	}
	return found
}

// guaranteeConsequence says what the target version does with guarantees
// above the cluster, for the plugins in use.
func guaranteeConsequence(b volcano.Behaviour, use schedulerUse, starved []string) string {
	v := b.Version.Short()
	plugin := "proportion"
	if use.builtin {
		plugin = "proportion (Volcano's default configuration; no scheduler configuration is in the input)"
	}
	switch {
	case use.proportion && b.ProportionRemainingPanics:
		return fmt.Sprintf("with %s, Volcano %s panics with `resource is not sufficient to do operation` in every session and the scheduler crash-loops (CrashLoopBackOff; fixed in 1.12.0, #4273)", plugin, v)
	case use.capacity && !use.hierarchy && b.RealCapabilitySubPanics:
		return fmt.Sprintf("with capacity, Volcano %s panics with `resource is not sufficient to do operation` computing realCapability and the scheduler crash-loops (fixed in 1.9.1 and 1.10.1)", v)
	case use.capacity && use.hierarchy && b.HierarchyGuaranteePanics:
		return fmt.Sprintf("with hierarchical capacity, Volcano %s panics with `resource is not sufficient to do operation` when the first-level guarantees exceed root's real capability, the cluster (fixed in 1.12.0, #4179)", v)
	}
	who := "queues without a guarantee"
	if len(starved) > 0 {
		const most = 4
		if len(starved) > most {
			starved = append(starved[:most:most], fmt.Sprintf("%d more", len(starved)-most))
		}
		who += " (" + strings.Join(starved, ", ") + ")"
	}
	noPanic := fmt.Sprintf("Volcano %s does not panic (fixed in 1.12.0)", v)
	if b.ProportionRemainingPanics {
		// The bug is there, but the input's configuration does not run
		// the plugin that hits it.
		noPanic = fmt.Sprintf("the configured plugins do not run proportion, whose Volcano %s panics on it (fixed in 1.12.0)", v)
	}
	return fmt.Sprintf("%s, but the guarantees reserve more than the cluster has: %s silently get nothing, and the guaranteed queues cannot all be served", noPanic, who)
}

var quotaExceedsCluster = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ402", Name: "quota-exceeds-cluster", Severity: finding.Warning,
		Needs:   rule.NeedsCluster,
		Summary: "a queue's capability, deserved or guarantee exceeds the whole declared cluster",
		Doc: `Fires when one queue's capability, deserved or guarantee is larger than the
whole declared cluster on a resource, or names a resource the cluster does
not have at all (nvidia.com/gpu on a cluster without GPUs, a typo such as
nvidia.com/gpus). A capability of cpu or memory 0 means unlimited and never
fires; the root queue is left to VCQ206/VCQ207.

Volcano: a guarantee or deserved share larger than the cluster can never be
given (proportion and capacity cap deserved at the cluster's total; see
VCQ401 for what too large guarantees do), and a capability larger than the
cluster is no limit at all: the queue was sized for a different cluster.
A resource the cluster lacks can never be allocated: jobs asking for it
stay Pending.

Overlaps are left to the precise rules: a first-level capability above the
cluster under hierarchical capacity is VCQ207, and with GPU facts declared
nvidia.com/gpu and nvidia.com/mig-* quotas are VCQ501/VCQ504/VCQ505.

Needs a declared cluster. Fix: size the quota for the cluster, or declare
the cluster you lint for.`,
	},
	Check: func(c *rule.Context) {
		cl := c.Cluster
		rootIsCluster := rootCapabilityIsCluster(c)
		owned := map[string]bool{} // gpuRuleOwns by resource name, computed once
		skip := func(name string, v resource.Quantity) bool {
			if v.Sign() <= 0 || cl.Unknown(name) {
				return true
			}
			o, ok := owned[name]
			if !ok {
				o = gpuRuleOwns(cl, name)
				owned[name] = o
			}
			return o
		}
		for _, q := range definedQueues(c.Model) {
			if q.Name == model.RootQueue {
				continue
			}
			for _, f := range clusterQuotas {
				l := f.list(q)
				if f.field == "capability" && rootIsCluster && q.Parent == c.Model.Root {
					continue // VCQ207
				}
				// One pass collects the names above the cluster or missing
				// from it; only those are sorted (usually none: a large
				// estate's queues fit).
				var bad []string
				for name, v := range l {
					if have, ok := cl.Allocatable[name]; !skip(name, v) && (!ok || v.Cmp(have) > 0) {
						bad = append(bad, name)
					}
				}
				if len(bad) == 0 {
					continue
				}
				resources.SortNames(bad)
				var over, missing []string
				for _, name := range bad {
					v := l[name]
					if _, ok := cl.Allocatable[name]; !ok {
						missing = append(missing, fmt.Sprintf("%s %s", name, resources.Format(v)))
					} else {
						over = append(over, fmt.Sprintf("%s %s > %s", name, resources.Format(v), cl.Amount(name)))
					}
				}
				first := bad[0]
				var parts []string
				if len(over) > 0 {
					parts = append(parts, "exceeds the whole cluster: "+strings.Join(over, ", ")+"; "+quotaOverClusterEffect(f.field))
				}
				if len(missing) > 0 {
					parts = append(parts, fmt.Sprintf("names resources the declared cluster does not have (%s): %s; no node offers them, so they can never be allocated (a typo, or a quota for another cluster?)",
						cl.SourceSummary(), strings.Join(missing, ", ")))
				}
				c.Report(q.Obj, keyPos(q.Obj, f.path, first), "queue %s %s %s",
					q.Name, f.field, strings.Join(parts, "; it also "))
			}
		}
	},
}

func quotaOverClusterEffect(field string) string {
	switch field {
	case "capability":
		return "as a limit it is meaningless on this cluster: the queue was sized for another one"
	case "deserved":
		return "the scheduler can never give the queue this share"
	}
	return "the guarantee can never be honoured (see VCQ401 for the sum)"
}

// gpuRuleOwns reports whether a GPU rule reports resource name with the
// cluster's GPU facts: nvidia.com/mig-* always, nvidia.com/gpu when MIG
// changes what a whole GPU is.
func gpuRuleOwns(cl *cluster.Cluster, name string) bool {
	if !cl.HasGPUFacts() {
		return false
	}
	if strings.HasPrefix(name, "nvidia.com/mig-") {
		return true
	}
	if name == "nvidia.com/gpu" {
		_, relevant := wholeGPUs(cl)
		return relevant
	}
	return false
}

var guaranteeNearCluster = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ403", Name: "guarantee-near-cluster", Severity: finding.Info,
		Needs:   rule.NeedsCluster,
		Summary: "the queues' guarantees add up to more than 90% of a cluster resource",
		Doc: `Fires when the guarantees of all queues (summed as VCQ401 sums them) take
more than 90% of a resource of the declared cluster without exceeding it.

Volcano: the scheduler recomputes the cluster total every session from the
nodes it knows. When a node is lost, drained or NotReady, or when node
informers sync slowly after a scheduler restart (seed 000: a busy cluster
starts with a total that is too small, even 0), the same guarantees exceed
the total: up to 1.11 proportion then panics with "resource is not
sufficient to do operation", later versions starve the queues without a
guarantee (VCQ401). The message names the largest node of the declared
cluster to show how little headroom there is.

Needs a declared cluster. Fix: keep guarantees well below the cluster, or
accept the risk consciously (disable the rule).`,
	},
	Check: func(c *rule.Context) {
		cl := c.Cluster
		use := pluginUse(c.Model)
		total, parts := guaranteeTotal(c.Model, use.hierarchy)
		var near []string
		first := ""
		for _, name := range total.Names() {
			sum := total[name]
			have, ok := cl.Allocatable[name]
			if !ok || sum.Cmp(have) > 0 {
				continue
			}
			// sum/have > 9/10, exactly: 10·sum > 9·have. A have of 0 or
			// less never passes (sum <= have <= 0 gives 10·sum <= 9·have),
			// so percent below never divides by it.
			if scaled(sum, 10).Cmp(scaled(have, 9)) <= 0 {
				continue
			}
			headroom := have.DeepCopy()
			headroom.Sub(sum)
			msg := fmt.Sprintf("%s %s of %s, %s%%, %s left", name, resources.Format(sum), cl.Amount(name), percent(sum, have), resources.Format(headroom))
			if node, size, ok := largestNode(cl, name); ok && size.Cmp(headroom) > 0 {
				msg += fmt.Sprintf("; %s has %s", node, resources.Format(size))
			}
			near = append(near, msg)
			if first == "" {
				first = name
			}
		}
		if first == "" {
			return
		}
		q := largestContributor(c.Model, parts, first)
		if q == nil {
			return
		}
		c.Report(q.Obj, guaranteeReportPos(q, first),
			"the guarantees of all queues take more than 90%% of the cluster: %s (%s: %s); losing a node, or a slow node sync when the scheduler starts, tips them over the total (VCQ401)",
			strings.Join(near, "; "), first, contributionList(c.Model, parts, first))
	},
}

// scaled is q × n as an exact decimal.
func scaled(q resource.Quantity, n int64) *inf.Dec {
	return new(inf.Dec).Mul(q.AsDec(), inf.NewDec(n, 0))
}

// percent renders part/whole as a percentage with one decimal, rounded down.
func percent(part, whole resource.Quantity) string {
	r := new(inf.Dec).QuoRound(scaled(part, 1000), whole.AsDec(), 0, inf.RoundDown)
	s := r.String()
	if len(s) < 2 {
		s = "0" + s
	}
	return s[:len(s)-1] + "." + s[len(s)-1:]
}

// largestNode is the largest single node's share of resource name: per
// node of a config pool, or the largest Node manifest.
func largestNode(cl *cluster.Cluster, name string) (string, resource.Quantity, bool) {
	best, bestQ, found := "", resource.Quantity{}, false
	consider := func(label string, q resource.Quantity) {
		if !found || q.Cmp(bestQ) > 0 {
			best, bestQ, found = label, q, true
		}
	}
	for _, p := range cl.Pools {
		if q, ok := p.PerNode[name]; ok {
			consider("a node of pool "+p.Name+" alone", q)
		}
		for _, o := range p.NodeObjs {
			if n, ok := o.Typed.(*api.Node); ok {
				if q, ok := n.Status.Allocatable[name]; ok {
					consider("Node "+o.Name+" alone", q)
				}
			}
		}
	}
	return best, bestQ, found
}

// rootCapabilityIsCluster reports whether the capacity plugin's hierarchy
// check compares the first-level queues with the cluster's allocatable:
// hierarchy is in use, and root's capability is the cluster total because
// the target version forces it (before 1.13) or the root Queue does not set
// one (1.13-1.14.1, where an unset capability — IsEmpty, every value below
// 0.1 — defaults to the total). From 1.14.2 an unset root is infinite.
func rootCapabilityIsCluster(c *rule.Context) bool {
	b := c.Volcano
	if !b.HierarchySupported || !pluginUse(c.Model).hierarchy {
		return false
	}
	switch b.RootCapability {
	case volcano.RootForcedToCluster:
		return true
	case volcano.RootUserOrCluster:
		root := c.Model.Root
		return root.Implicit() || capabilityEmpty(root.Spec.Spec.Capability)
	}
	return false
}

// capabilityEmpty reports whether a capability is empty as Volcano's
// Resource.IsEmpty sees it: no value above 0 (v1.13.0 CAP:588-596 then
// takes the cluster total for root's, and 1.14.2+ an infinite one).
func capabilityEmpty(l resources.List) bool {
	for _, q := range l {
		if q.Sign() > 0 {
			return false
		}
	}
	return true
}

var capabilityExceedsRoot = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ207", Name: "capability-exceeds-root", Severity: finding.Error,
		Needs:   rule.NeedsCluster,
		Summary: "a first-level queue's capability exceeds the cluster, which is root's capability",
		Doc: `Fires when hierarchical capacity is in use (a capacity plugin with
enableHierarchy: true in the input, or queues with parents and no scheduler
configuration in the input) and root's capability is the cluster's
allocatable, and a first-level queue's capability exceeds the declared
cluster on some resource, or names a scalar resource the cluster does not
have (LessPartly with the Zero default: a missing key counts as 0). cpu or
memory <= 0 means "inherit root's" and never exceeds.

When root's capability is the cluster (source lines at each tag, in
pkg/scheduler/plugins/capacity/capacity.go):
- 1.11-1.12: always. v1.11.0 CAP:499-501 and v1.12.1 CAP:504-506 set root's capability,
  realCapability and deserved to cp.totalResource, ignoring a root Queue's
  own values; checkHierarchicalQueue then runs
  attr.capability.LessPartly(childAttr.capability, api.Zero) (l.673).
- 1.13-1.14.1: when the root Queue's capability is unset or empty.
  v1.13.0 CAP:588-596: "if rootQueueAttr.capability.IsEmpty() {
  rootQueueAttr.capability = cp.totalResource }", checked at l.779. A set
  root capability is honoured (#4354); children above it are VCQ203.
- 1.14.2+ / 1.15: never. v1.15.0 CAP:1317-1325 makes an empty root capability
  InfiniteResource() (cpu and memory MaxFloat64, every cluster scalar
  MaxInt64), and the comparison childAttr.capability.GreaterPartly(
  attr.capability, api.Infinity) (l.1498) ignores scalars the parent
  lacks, so nothing can exceed it; the rule does not fire. (v1.14.2 has the
  same code; 1.14.0-1.14.1 behave as 1.13.)

What it does: up to 1.13 the failed check sets readyToSchedule=false and all
scheduling stops, for every queue ("Failed to check queue's hierarchical
structure ... queue <root> capability ... is less than its child queue",
seed 001); 1.14.0-1.14.1 only log it. The classic trigger is MIG: after
partitioning, nvidia.com/gpu shrinks (8 GPUs with 4 partitioned leave 4
whole ones) while a queue still caps nvidia.com/gpu at 8; a lost or
NotReady node does the same for cpu and memory.

Needs a declared cluster. Fix: lower the queue's capability to what the
cluster has, or (1.13+) set an explicit root capability, or upgrade to
1.14.2+, where an unset root capability is unlimited.`,
	},
	Check: func(c *rule.Context) {
		if !rootCapabilityIsCluster(c) {
			return
		}
		cl := c.Cluster
		for _, q := range c.Model.Root.Children {
			if q.Implicit() {
				continue
			}
			capab := q.Spec.Spec.Capability
			var excess []string
			first := ""
			for _, name := range capab.Names() {
				v := capab[name]
				have, ok := cl.Allocatable[name]
				switch {
				case resources.IsPrimary(name) && v.Sign() <= 0:
					continue // inherits root's
				case !ok && !resources.IsPrimary(name):
					// LessPartly(Zero): a scalar key root lacks exceeds,
					// whatever its value.
					excess = append(excess, fmt.Sprintf("%s %s > 0 (the declared cluster has none)", name, resources.Format(v)))
				case ok && v.Cmp(have) > 0:
					excess = append(excess, fmt.Sprintf("%s %s > %s", name, resources.Format(v), amountWithGPU(cl, name)))
				default:
					continue
				}
				if first == "" {
					first = name
				}
			}
			if first == "" {
				continue
			}
			c.Report(q.Obj, keyPos(q.Obj, capabilityPath, first),
				"queue %s capability exceeds root's, which is the cluster's allocatable (%s): %s; %s",
				q.Name, rootCapabilityWhy(c), strings.Join(excess, ", "), rootCheckOutcome(c.Volcano))
		}
	},
}

// amountWithGPU renders a cluster resource's amount, adding the GPU pools
// that explain nvidia.com/gpu when MIG shrinks it.
func amountWithGPU(cl *cluster.Cluster, name string) string {
	s := cl.Amount(name)
	if name == "nvidia.com/gpu" {
		if _, relevant := wholeGPUs(cl); relevant {
			s += " [" + describeMIGPools(cl) + "]"
		}
	}
	return s
}

func rootCapabilityWhy(c *rule.Context) string {
	if c.Volcano.RootCapability == volcano.RootForcedToCluster {
		return fmt.Sprintf("Volcano %s forces it", c.Volcano.Version.Short())
	}
	return fmt.Sprintf("the root Queue sets no capability, so Volcano %s uses the cluster total", c.Volcano.Version.Short())
}

func rootCheckOutcome(b volcano.Behaviour) string {
	if b.HierarchyFailure == volcano.HierarchyHalts {
		return fmt.Sprintf("in Volcano %s the capacity plugin's hierarchy check fails for the whole tree and all scheduling stops (\"Failed to check queue's hierarchical structure\")", b.Version.Short())
	}
	return fmt.Sprintf("Volcano %s's capacity plugin fails the hierarchy check for the tree and only logs it, every session", b.Version.Short())
}
