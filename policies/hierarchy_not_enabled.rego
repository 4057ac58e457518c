# METADATA
# title: hierarchy-not-enabled
# description: |
#   Fires on each scheduler configuration of the input when some Queue has a
#   parent other than root but no configuration in the input has a `capacity`
#   plugin with `enableHierarchy: true`. (A repository may hold one
#   configuration per cluster; as long as one of them enables hierarchy the
#   queues are assumed to be for it.)
#
#   Volcano: hierarchical queue quotas are implemented by the capacity plugin
#   (pkg/scheduler/plugins/capacity/capacity.go, since 1.11 #3743) and only
#   when its tier option `enableHierarchy` is true
#   (framework/session.go HierarchyEnabled); it is not defaulted. Without it
#   the tree is ignored: every queue is treated as flat, parents limit nothing,
#   and the job and queue webhooks still apply hierarchy rules at admission, so
#   the cluster behaves differently from what the manifests describe. Before
#   1.11 no plugin supports hierarchical queue quotas at all.
#
#   The nodegroup plugin with `enableHierarchy: true` (1.13+) also reads
#   spec.parent, but only to inherit node-group affinity (its user guide
#   builds such trees with proportion). A tree used that way is fine; the
#   rule then fires only when a queue below another sets capability,
#   deserved or guarantee, which no plugin then applies hierarchically.
#
#   Fix: enable `capacity` with `enableHierarchy: true` (and remove
#   `proportion`, see VCQ101).
# custom:
#   id: VCQ106
#   severity: error
#   summary: queues have parents, but no capacity plugin with enableHierarchy is configured
package vcqlint.rules.hierarchy_not_enabled

# child_queues are the queues below a queue other than root, sorted so the
# example a message names is stable.
child_queues := sort([q.name |
	some q in input.queues
	not q.implicit
	q.parent != ""
	q.parent != "root"
])

# quota_children are those that set a quota of their own.
quota_children := sort([q.name |
	some q in input.queues
	q.name in child_set # a set: membership in the sorted array would cost queues × queues
	has_quota(q)
])

child_set := {name | some name in child_queues}

has_quota(q) if count(q.capability) > 0

has_quota(q) if count(q.deserved) > 0

has_quota(q) if count(q.guarantee) > 0

hierarchical(conf, plugin) if {
	some p in conf.plugins
	p.name == plugin
	p.options.enableHierarchy == true
}

any_hierarchical(plugin) if {
	some conf in input.schedulerConfigs
	hierarchical(conf, plugin)
}

position(conf) := array.concat(p.path, ["name"]) if {
	some p in conf.plugins
	p.name == "capacity"
} else := ["tiers"]

reason := sprintf("Volcano %s has no hierarchical queues (capacity hierarchy arrived in 1.11), so the tree is ignored", [input.volcano.minor]) if {
	not input.volcano.hierarchySupported
} else := "the tree is ignored: parents limit nothing and queues are scheduled as if flat"

# The queues in question, and what is wrong with them.
problem := {"queues": child_queues, "what": "queues have parents", "reason": reason} if {
	not any_hierarchical("nodegroup")
} else := {
	"queues": quota_children,
	"what": "queues below a parent set quotas",
	"reason": "only nodegroup's enableHierarchy reads the tree, for node-group affinity; their capability, deserved and guarantee are applied as if the queues were flat",
}

# capacity_hierarchy: the tree's quotas are honoured. Before 1.11 capacity
# accepts enableHierarchy but has no hierarchy.
capacity_hierarchy if {
	input.volcano.hierarchySupported
	any_hierarchical("capacity")
}

violation contains v if {
	# First: with hierarchical capacity configured (the usual case) the
	# queue lists below are never built.
	not capacity_hierarchy
	count(problem.queues) > 0
	some conf in input.schedulerConfigs
	conf.valid
	name := problem.queues[0]
	v := {
		"ref": conf.ref,
		"path": position(conf),
		"message": sprintf(
			"%s (e.g. %s under %s), but %s has no capacity plugin with enableHierarchy: true%s; %s",
			[problem.what, name, parent_of(name), conf.id, version_note, problem.reason],
		),
	}
}

version_note := sprintf(" that Volcano %s honours", [input.volcano.minor]) if {
	not input.volcano.hierarchySupported
	any_hierarchical("capacity")
} else := ""

parent_of(name) := q.parent if {
	some q in input.queues
	q.name == name
}
