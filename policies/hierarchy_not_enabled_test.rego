package vcqlint.rules.hierarchy_not_enabled_test

import data.vcqlint.rules.hierarchy_not_enabled as policy

v115 := {"minor": "1.15", "hierarchySupported": true}

v110 := {"minor": "1.10", "hierarchySupported": false}

plugin(name, tier, index, options) := {
	"name": name, "tier": tier, "index": index,
	"path": ["tiers", tier, "plugins", index],
	"options": options, "arguments": {},
}

conf(ref, plugins) := {"ref": ref, "id": sprintf("ConfigMap/volcano-system/cfg-%d", [ref]), "valid": true, "plugins": plugins}

root := {"ref": null, "name": "root", "implicit": true, "parent": ""}

queue(ref, name, parent, fields) := object.union(
	{"ref": ref, "name": name, "implicit": false, "parent": parent, "capability": {}, "deserved": {}, "guarantee": {}},
	fields,
)

tree := [
	root,
	queue(1, "eng", "root", {"capability": {"cpu": "64"}}),
	queue(2, "eng-ml", "eng", {"capability": {"cpu": "32"}}),
]

test_tree_without_capacity_hierarchy if {
	c := conf(0, [plugin("gang", 0, 0, {}), plugin("capacity", 1, 0, {})])
	vs := policy.violation with input as {"volcano": v115, "schedulerConfigs": [c], "queues": tree}
	count(vs) == 1
	some v in vs
	v.ref == 0
	v.path == ["tiers", 1, "plugins", 0, "name"]
	contains(v.message, "eng-ml under eng")
	contains(v.message, "the tree is ignored")
}

test_no_capacity_plugin_points_at_tiers if {
	c := conf(0, [plugin("proportion", 0, 0, {})])
	vs := policy.violation with input as {"volcano": v115, "schedulerConfigs": [c], "queues": tree}
	{v.path | some v in vs} == {["tiers"]}
}

test_capacity_hierarchy_anywhere_in_the_input if {
	flat := conf(0, [plugin("capacity", 0, 0, {})])
	hier := conf(1, [plugin("capacity", 0, 0, {"enableHierarchy": true})])
	count(policy.violation) == 0 with input as {"volcano": v115, "schedulerConfigs": [flat, hier], "queues": tree}
}

test_enable_hierarchy_false if {
	c := conf(0, [plugin("capacity", 0, 0, {"enableHierarchy": false})])
	count(policy.violation) == 1 with input as {"volcano": v115, "schedulerConfigs": [c], "queues": tree}
}

test_first_level_queues_are_not_a_tree if {
	c := conf(0, [plugin("proportion", 0, 0, {})])
	qs := [root, queue(1, "a", "root", {}), queue(2, "b", "", {})]
	count(policy.violation) == 0 with input as {"volcano": v115, "schedulerConfigs": [c], "queues": qs}
}

test_no_configuration_no_finding if {
	count(policy.violation) == 0 with input as {"volcano": v115, "schedulerConfigs": [], "queues": tree}
}

test_invalid_configuration_is_skipped if {
	c := object.union(conf(0, [plugin("proportion", 0, 0, {})]), {"valid": false})
	count(policy.violation) == 0 with input as {"volcano": v115, "schedulerConfigs": [c], "queues": tree}
}

test_before_1_11_capacity_hierarchy_is_not_honoured if {
	c := conf(0, [plugin("capacity", 0, 0, {"enableHierarchy": true})])
	vs := policy.violation with input as {"volcano": v110, "schedulerConfigs": [c], "queues": tree}
	count(vs) == 1
	some v in vs
	contains(v.message, "Volcano 1.10 has no hierarchical queues")
	contains(v.message, "that Volcano 1.10 honours")
}

affinity_tree := [
	root,
	queue(1, "engineering", "root", {}),
	queue(2, "backend", "engineering", {}),
]

test_nodegroup_affinity_tree_is_fine if {
	c := conf(0, [plugin("proportion", 0, 0, {}), plugin("nodegroup", 0, 1, {"enableHierarchy": true})])
	count(policy.violation) == 0 with input as {"volcano": v115, "schedulerConfigs": [c], "queues": affinity_tree}
}

test_nodegroup_tree_with_quotas if {
	c := conf(0, [plugin("proportion", 0, 0, {}), plugin("nodegroup", 0, 1, {"enableHierarchy": true})])
	qs := array.concat(affinity_tree, [queue(3, "frontend", "engineering", {"deserved": {"cpu": "8"}})])
	vs := policy.violation with input as {"volcano": v115, "schedulerConfigs": [c], "queues": qs}
	count(vs) == 1
	some v in vs
	contains(v.message, "frontend under engineering")
	contains(v.message, "node-group affinity")
}

test_nodegroup_without_enable_hierarchy_is_no_tree if {
	c := conf(0, [plugin("proportion", 0, 0, {}), plugin("nodegroup", 0, 1, {})])
	vs := policy.violation with input as {"volcano": v115, "schedulerConfigs": [c], "queues": affinity_tree}
	count(vs) == 1
	some v in vs
	contains(v.message, "backend under engineering")
}
