package rules

import (
	"fmt"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/rule"
)

// The rules of this file relate the scheduler configurations to the queue
// tree. They were Rego policies; they are Go rules because they read every
// queue, and a policy reading every queue makes the policy input hold each
// queue as an OPA value, which on a 10k-queue estate cost more than the
// policies over the configurations together, although the queues are read
// only when the configuration is wrong.

var hierarchyNotEnabled = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ106", Name: "hierarchy-not-enabled", Severity: finding.Error,
		Summary: "queues have parents, but no capacity plugin with enableHierarchy is configured",
		Doc: `Fires on each scheduler configuration of the input when some Queue has a
parent other than root but no configuration in the input has a capacity
plugin with enableHierarchy: true. (A repository may hold one
configuration per cluster; as long as one of them enables hierarchy the
queues are assumed to be for it.)

Volcano: hierarchical queue quotas are implemented by the capacity plugin
(pkg/scheduler/plugins/capacity/capacity.go, since 1.11 #3743) and only
when its tier option enableHierarchy is true
(framework/session.go HierarchyEnabled); it is not defaulted. Without it
the tree is ignored: every queue is treated as flat, parents limit nothing,
and the job and queue webhooks still apply hierarchy rules at admission, so
the cluster behaves differently from what the manifests describe. Before
1.11 no plugin supports hierarchical queue quotas at all.

The nodegroup plugin with enableHierarchy: true (1.13+) also reads
spec.parent, but only to inherit node-group affinity (its user guide
builds such trees with proportion). A tree used that way is fine; the
rule then fires only when a queue below another sets capability,
deserved or guarantee, which no plugin then applies hierarchically.

Fix: enable capacity with enableHierarchy: true (and remove
proportion, see VCQ101).`,
	},
	Check: func(c *rule.Context) {
		b := c.Volcano
		capacityTree := anyHierarchical(c.Model, "capacity")
		if b.HierarchySupported && capacityTree {
			return // the usual case: the queue lists below are never built
		}
		configs := validConfigs(c.Model)
		if len(configs) == 0 {
			return
		}
		reason := "the tree is ignored: parents limit nothing and queues are scheduled as if flat"
		if !b.HierarchySupported {
			reason = fmt.Sprintf("Volcano %s has no hierarchical queues (capacity hierarchy arrived in 1.11), so the tree is ignored", b.Version.Short())
		}
		what := "queues have parents"
		withQuota := false
		if anyHierarchical(c.Model, "nodegroup") {
			what = "queues below a parent set quotas"
			reason = "only nodegroup's enableHierarchy reads the tree, for node-group affinity; their capability, deserved and guarantee are applied as if the queues were flat"
			withQuota = true
		}
		var first *model.Queue // the child queue named first
		for _, q := range definedQueues(c.Model) {
			if q.ParentName == "" || q.ParentName == model.RootQueue || (withQuota && !hasQuota(q)) {
				continue
			}
			if first == nil || q.Name < first.Name {
				first = q
			}
		}
		if first == nil {
			return
		}
		note := ""
		if !b.HierarchySupported && capacityTree {
			note = fmt.Sprintf(" that Volcano %s honours", b.Version.Short())
		}
		for _, sc := range configs {
			path := []string{"tiers"}
			if p := pluginNamed(sc.Conf, "capacity"); p != nil {
				path = pluginNamePath(p)
			}
			c.Report(sc.Obj, sc.Obj.Pos(path...), "%s (e.g. %s under %s), but %s has no capacity plugin with enableHierarchy: true%s; %s",
				what, first.Name, first.ParentName, sc.Obj.ID(), note, reason)
		}
	},
}

// anyHierarchical reports whether a configuration of m sets
// enableHierarchy: true on a plugin named plugin.
func anyHierarchical(m *model.Model, plugin string) bool {
	for _, sc := range m.Configs {
		if sc.Conf == nil {
			continue
		}
		for _, p := range sc.Conf.Plugins {
			if p.Name == plugin && lastToggle(p, "enableHierarchy") {
				return true
			}
		}
	}
	return false
}

// lastToggle reports whether the last entry of key in p is the boolean
// true: with a key written twice, Volcano's YAML decoding keeps the last.
func lastToggle(p *api.Plugin, key string) bool {
	on := false
	for _, o := range p.Options {
		if o.Key == key {
			on = o.Bool != nil && *o.Bool
		}
	}
	return on
}

func hasQuota(q *model.Queue) bool {
	s := q.Spec.Spec
	return len(s.Capability) > 0 || len(s.Deserved) > 0 || len(s.Guarantee.Resource) > 0
}

// pluginNamed is the first plugin of conf named name, or nil.
func pluginNamed(conf *api.SchedulerConfiguration, name string) *api.Plugin {
	for _, p := range conf.Plugins {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// pluginNamePath is the path of a plugin's name in its configuration.
func pluginNamePath(p *api.Plugin) []string {
	return []string{"tiers", fmt.Sprint(p.Tier), "plugins", fmt.Sprint(p.Index), "name"}
}

var knownBugProportionPanic = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ701", Name: "known-bug-proportion-panic", Severity: finding.Warning,
		Summary: "Volcano <= 1.11 with proportion and guarantees can panic the scheduler",
		Doc: `Fires for a target of Volcano 1.11 or older when a configuration enables
proportion and some queue has a guarantee.

Volcano: proportion's deserved loop (pkg/scheduler/plugins/proportion)
raised each queue's deserved to its guarantee and then called
remaining.Sub(increased), which panics ("resource is not sufficient to do
operation") whenever the guarantees plus requests exceed what is left:
the scheduler crash-loops (seed 000; issues #2364, #3155, #4261). Node
sync at start-up can make the total look small enough to trigger it even
with sane guarantees. Fixed in 1.12.0 by #4273, not backported.

Fix: upgrade to 1.12+, or remove guarantees while on proportion.`,
	},
	Check: func(c *rule.Context) {
		if !c.Volcano.ProportionRemainingPanics {
			return
		}
		var guaranteed []string // in input order
		for _, q := range definedQueues(c.Model) {
			if len(q.Spec.Spec.Guarantee.Resource) > 0 {
				guaranteed = append(guaranteed, q.Name)
			}
		}
		if len(guaranteed) == 0 {
			return
		}
		for _, sc := range c.Model.Configs {
			if sc.Conf == nil {
				continue
			}
			p := pluginNamed(sc.Conf, "proportion")
			if p == nil {
				continue
			}
			c.Report(sc.Obj, sc.Obj.Pos(pluginNamePath(p)...), "Volcano %s proportion can panic with \"resource is not sufficient to do operation\" when guarantees (%d queues, e.g. %s) exceed what is left; fixed in 1.12.0 (#4273)",
				c.Volcano.Version.Short(), len(guaranteed), guaranteed[0])
		}
	},
}
