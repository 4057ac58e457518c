package rules

import (
	"fmt"
	"strings"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/simulate"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// idleAssumption is what the 1.11 replay assumes, in the findings' words:
// checkHierarchicalQueue caps each child's deserved at its request before
// summing (capacity.go:683@v1.11.2), and the request comes from the jobs of
// the session, which the input does not hold.
const idleAssumption = "assuming no pending or running jobs: Volcano 1.11 also caps each queue's deserved at its jobs' requests before summing (capacity.go:683@v1.11.2), so jobs can change this verdict"

// replay111Doc is the paragraph VCQ204 and VCQ205 share on how 1.11 is
// decided.
const replay111Doc = `1.11 with a declared cluster and a scheduler configuration running the
capacity plugin with enableHierarchy: the rule replays the plugin (as
` + "`vcqlint simulate`" + ` does, internal/simulate) with no pending or running jobs, and
reports what that session finds, saying what it assumes. Volcano 1.11 caps
each child's deserved at its jobs' requests before summing
(capacity.go:683@v1.11.2), so without jobs a deserved counts as its
guarantee; helpers.Max drops scalars of 0 (helpers.go:59@v1.11.2) while the
children's re-sum keeps the key, so a parent whose capped deserved loses a
device key its children name fails LessPartly(Zero) (class
max-drops-zero-scalar); and checkHierarchicalQueue returns at the first
failed check (capacity.go:661-672@v1.11.2), so a guarantee Sub that would
panic is reported as a panic only where no earlier check stops the session
(class halt-before-guarantee-panic). Children's deserved that exceed the
parent's only once jobs request them are a warning that says so (class
deserved-clamped-to-request). Measured by the scheduler oracle on v1.11.2
(docs/oracle.md). Without a declared cluster or such a configuration the
rule compares the values as written, as for 1.12.`

// hierarchyReplay is the capacity plugin with hierarchy replayed where
// the rules' own comparisons cannot decide the verdict: 1.11, whose
// checkHierarchicalQueue caps deserved at the request, drops scalars of 0
// in helpers.Max (helpers.go:59@v1.11.2) while the children's re-sum keeps
// the key, and returns at the first failed check before a later Sub could
// panic (capacity.go:661-672@v1.11.2). The replay is the simulation's
// (internal/simulate), with no jobs.
type hierarchyReplay struct {
	// failed maps "deserved" or "guarantee" to the queues whose check
	// of that sum fails, with the replay's event.
	failed map[string]map[string]simulate.Event
	// panicAt maps a parent to the guarantee Sub that panics there.
	panicAt map[string]simulate.Event
	// panics and halts say how the session ends.
	panics, halts bool
}

// replayRequestClamped replays the plugin for the versions that cap
// deserved at the request (1.11), when the input configures the capacity
// plugin with hierarchy and a cluster is declared; nil otherwise, and the
// rules keep their own comparisons.
func replayRequestClamped(c *rule.Context) *hierarchyReplay {
	b := c.Volcano
	if !b.DeservedClampedToRequest || !b.HierarchyDeservedClamped || c.Cluster == nil || hierarchyUse(c.Model) != treeChecked {
		return nil
	}
	res := simulate.RunHierarchy(simulate.Input{Queues: simulate.FromModel(c.Model), Total: c.Cluster.Allocatable, TotalKnown: true, Volcano: b})
	r := &hierarchyReplay{
		failed:  map[string]map[string]simulate.Event{"deserved": {}, "guarantee": {}},
		panicAt: map[string]simulate.Event{},
		panics:  res.Panicked(),
		halts:   res.Worst() == simulate.Halts,
	}
	for _, e := range res.Events {
		switch {
		case e.Kind == simulate.Panics:
			r.panicAt[e.Queue] = e
		case e.Kind < simulate.Halts:
		case strings.HasPrefix(e.Volcano, "Sum of child queue deserved"):
			r.failed["deserved"][e.Queue] = e
		case strings.HasPrefix(e.Volcano, "Sum of child queue guarantee"):
			r.failed["guarantee"][e.Queue] = e
		}
	}
	return r
}

// message is the replay's sentence for a failed check, with what it
// assumes. A failed guarantee check does not depend on the jobs (the
// request caps only deserved), so it assumes nothing; a deserved check or a
// panic does, the panic because a deserved check that fails before it
// stops the session first.
func (r *hierarchyReplay) message(e simulate.Event, field string) string {
	if field == "guarantee" && e.Kind == simulate.Halts {
		return e.Message
	}
	return fmt.Sprintf("%s, %s", e.Message, idleAssumption)
}

// replayedSum is VCQ204/VCQ205 where the replay decides (1.11): a check
// the replay finds failing is an error, with the replay's words and what it
// assumes; a guarantee Sub that panics is reported on the parent whose
// children's guarantees exceed its real capability. Where the children's
// deserved, uncapped by requests (as if the jobs asked for at least their
// deserved, the 1.12 reading), exceed the parent's but the replay passes,
// it is a warning: the verdict depends on the jobs.
func replayedSum(c *rule.Context, r *hierarchyReplay, list []string, field string, childValue func(*model.Queue, volcano.Behaviour) resources.List) {
	b := c.Volcano
	if e, ok := r.failed[field][model.RootQueue]; ok {
		if at := firstChildNaming(c.Model.Root, childValue, b, e.Resources); at != nil {
			c.ReportAs(finding.Error, at.Obj, keyPos(at.Obj, list, firstOf(e.Resources)), "%s", r.message(e, field))
		}
	}
	for _, p := range definedQueues(c.Model) {
		if p.Name == model.RootQueue || p.Implicit() {
			continue
		}
		if e, ok := r.panicAt[p.Name]; ok && field == "guarantee" {
			c.ReportAs(finding.Error, p.Obj, keyPos(p.Obj, list, firstOf(e.Resources)), "%s", r.message(e, field))
		}
		if e, ok := r.failed[field][p.Name]; ok {
			c.ReportAs(finding.Error, p.Obj, keyPos(p.Obj, list, firstOf(e.Resources)), "%s%s", r.message(e, field), r.latentPanic(p, field, childValue, b))
			continue
		}
		if field != "deserved" || len(p.Children) == 0 || len(p.Cycle) > 0 || uncheckedOffTree(p, b) {
			continue
		}
		sum, _ := childSums(p, b, childValue, deservedOf)
		excess := resources.LessPartlyZero(resources.VolcanoList(childValue(p, b)), sum)
		if len(excess) == 0 {
			continue
		}
		c.ReportAs(finding.Warning, p.Obj, keyPos(p.Obj, list, excess[0].Name),
			"the children of queue %s have more deserved than it once their jobs request at least their deserved: %s (%s); "+
				"with no pending or running jobs Volcano %s caps each deserved at the request (capacity.go:683@v1.11.2) and the check passes, "+
				"but with such jobs %s",
			p.Name, resources.FormatExcesses(excess), contributions(p, func(q *model.Queue) resources.List { return childValue(q, b) }, excess),
			b.Version.Short(), b.HierarchyConsequence())
	}
}

// firstChildNaming is the first child of p in the input that names one of
// names in value: where a finding about root's sum goes when root has no
// manifest. Root's failed check always names a resource some child names:
// the replay's root deserves and guarantees the cluster total, never below
// 0, and a resource no child names sums to 0. Root's children all reach
// root, so none is in a cycle.
func firstChildNaming(p *model.Queue, value func(*model.Queue, volcano.Behaviour) resources.List, b volcano.Behaviour, names []string) *model.Queue {
	if p == nil {
		return nil
	}
	for _, ch := range p.Children {
		if ch.Implicit() {
			continue // the implicit default queue: no manifest to point at
		}
		for _, n := range names {
			if _, ok := value(ch, b)[n]; ok {
				return ch
			}
		}
	}
	return nil
}

func firstOf(names []string) string {
	if len(names) == 0 {
		return ""
	}
	return names[0]
}

// replayedGuaranteeConsequence rewords VCQ401's 1.11 panic where the
// replay finds that the session does not reach it: checkHierarchicalQueue
// returns at the first failed check (capacity.go:661-672@v1.11.2), so when
// an earlier capability, deserved or guarantee check fails, the Sub that
// would panic on the first-level guarantees never runs.
func replayedGuaranteeConsequence(c *rule.Context, consequence string) string {
	r := replayRequestClamped(c)
	if r == nil || r.panics || !c.Volcano.HierarchyGuaranteePanics {
		return consequence
	}
	v := c.Volcano.Version.Short()
	if r.halts {
		return fmt.Sprintf("with hierarchical capacity, an earlier check of checkHierarchicalQueue fails first and Volcano %s stops all scheduling there (VCQ203-VCQ205), "+
			"so the Sub on these guarantees (fixed in 1.12.0, #4179) is never reached (capacity.go:661-672@v1.11.2), %s", v, idleAssumption)
	}
	return fmt.Sprintf("with hierarchical capacity, Volcano %s reads the guarantees as NewResource does and finds them within the cluster, so it does not panic; "+
		"the guaranteed queues still cannot all be served", v)
}

// latentPanic notes, on a failed guarantee check of a parent where the
// replayed session does not panic, that the children's guarantees are above
// the parent's capability: the 1.11 Sub on them fails as soon as the
// earlier failure that stops the session first is fixed (#4179, fixed in
// 1.12.0). It is conditional, not what the input does now.
func (r *hierarchyReplay) latentPanic(p *model.Queue, field string, childValue func(*model.Queue, volcano.Behaviour) resources.List, b volcano.Behaviour) string {
	if field != "guarantee" || r.panics || !b.HierarchyGuaranteePanics {
		return ""
	}
	sum, _ := childSums(p, b, childValue, guaranteeOf)
	over := resources.Exceeding(sum, capabilityLimitList(p.Spec.Spec.Capability), resources.MissingIsUnlimited)
	if len(over) == 0 {
		return ""
	}
	return fmt.Sprintf("; the guarantees also exceed its capability (%s): once the check that stops the session first is fixed, "+
		"the Volcano %s scheduler would fail on them with `resource is not sufficient to do operation` (fixed in 1.12.0 by #4179)",
		resources.FormatExcesses(over), b.Version.Short())
}
