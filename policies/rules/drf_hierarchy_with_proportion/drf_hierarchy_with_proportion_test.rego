package vcqlint.rules.drf_hierarchy_with_proportion_test

import data.vcqlint.rules.drf_hierarchy_with_proportion as policy

plugin(name, tier, index, options) := {
	"name": name, "tier": tier, "index": index,
	"path": ["tiers", tier, "plugins", index],
	"options": options, "arguments": {},
}

conf(plugins) := {"ref": 3, "id": "ConfigMap/volcano-system/volcano-scheduler-configmap", "valid": true, "plugins": plugins}

test_same_tier if {
	c := conf([plugin("drf", 1, 0, {"enableHierarchy": true}), plugin("proportion", 1, 1, {})])
	vs := policy.violation with input as {"schedulerConfigs": [c]}
	count(vs) == 1
	some v in vs
	v.ref == 3
	v.path == ["tiers", 1, "plugins", 0, "enableHierarchy"]
	contains(v.message, "tier 2")
}

test_different_tiers if {
	c := conf([plugin("drf", 0, 0, {"enableHierarchy": true}), plugin("proportion", 1, 0, {})])
	count(policy.violation) == 0 with input as {"schedulerConfigs": [c]}
}

test_drf_without_hierarchy if {
	c := conf([plugin("drf", 1, 0, {"enableHierarchy": false}), plugin("proportion", 1, 1, {})])
	count(policy.violation) == 0 with input as {"schedulerConfigs": [c]}
}

test_hierarchy_on_another_plugin if {
	c := conf([plugin("capacity", 1, 0, {"enableHierarchy": true}), plugin("drf", 1, 1, {}), plugin("proportion", 1, 2, {})])
	count(policy.violation) == 0 with input as {"schedulerConfigs": [c]}
}

test_configuration_without_plugins if {
	count(policy.violation) == 0 with input as {"schedulerConfigs": [{"ref": 0, "valid": false}]}
}
