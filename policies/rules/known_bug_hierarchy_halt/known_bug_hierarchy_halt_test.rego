package vcqlint.rules.known_bug_hierarchy_halt_test

import data.vcqlint.rules.known_bug_hierarchy_halt as policy

v113 := {"minor": "1.13", "hierarchySupported": true, "hierarchyFailureHalts": true}

v114 := {"minor": "1.14", "hierarchySupported": true, "hierarchyFailureHalts": false}

v110 := {"minor": "1.10", "hierarchySupported": false, "hierarchyFailureHalts": true}

conf(options) := {"ref": 2, "valid": true, "plugins": [
	{"name": "capacity", "tier": 0, "index": 0, "path": ["tiers", 0, "plugins", 0], "options": options, "arguments": {}},
]}

test_hierarchy_on_1_13 if {
	vs := policy.violation with input as {"volcano": v113, "schedulerConfigs": [conf({"enableHierarchy": true})]}
	count(vs) == 1
	some v in vs
	v.ref == 2
	v.path == ["tiers", 0, "plugins", 0, "name"]
	contains(v.message, "on Volcano 1.13 any failed hierarchy check")
}

test_only_logged_since_1_14 if {
	count(policy.violation) == 0 with input as {"volcano": v114, "schedulerConfigs": [conf({"enableHierarchy": true})]}
}

test_no_hierarchy_before_1_11 if {
	count(policy.violation) == 0 with input as {"volcano": v110, "schedulerConfigs": [conf({"enableHierarchy": true})]}
}

test_flat_capacity if {
	count(policy.violation) == 0 with input as {"volcano": v113, "schedulerConfigs": [conf({})]}
}
