package vcqlint.rules.known_bug_enqueue_ancestors_test

import data.vcqlint.rules.known_bug_enqueue_ancestors as policy

v111 := {"minor": "1.11", "enqueueChecksLeafOnly": true}

v112 := {"minor": "1.12", "enqueueChecksLeafOnly": false}

conf(options) := {"ref": 0, "valid": true, "plugins": [
	{"name": "drf", "tier": 1, "index": 0, "path": ["tiers", 1, "plugins", 0], "options": {}, "arguments": {}},
	{"name": "capacity", "tier": 1, "index": 1, "path": ["tiers", 1, "plugins", 1], "options": options, "arguments": {}},
]}

test_hierarchical_capacity_on_1_11 if {
	vs := policy.violation with input as {"volcano": v111, "schedulerConfigs": [conf({"enableHierarchy": true})]}
	count(vs) == 1
	some v in vs
	v.path == ["tiers", 1, "plugins", 1, "name"]
	contains(v.message, "Volcano 1.11 checks only the leaf queue")
}

test_fixed_in_1_12 if {
	count(policy.violation) == 0 with input as {"volcano": v112, "schedulerConfigs": [conf({"enableHierarchy": true})]}
}

test_flat_capacity if {
	count(policy.violation) == 0 with input as {"volcano": v111, "schedulerConfigs": [conf({})]}
}
