package vcqlint.rules.known_bug_proportion_panic_test

import data.vcqlint.rules.known_bug_proportion_panic as policy

v111 := {"minor": "1.11", "proportionRemainingPanics": true}

v112 := {"minor": "1.12", "proportionRemainingPanics": false}

conf(names) := {"ref": 0, "valid": true, "plugins": [{"name": n, "tier": 1, "index": i, "path": ["tiers", 1, "plugins", i], "options": {}, "arguments": {}} | some i, n in names]}

queues := [
	{"name": "root", "implicit": true},
	{"ref": 1, "name": "prod", "implicit": false, "guarantee": {"cpu": "48"}},
	{"ref": 2, "name": "dev", "implicit": false, "guarantee": {}},
]

test_proportion_with_guarantees_on_1_11 if {
	vs := policy.violation with input as {"volcano": v111, "schedulerConfigs": [conf(["drf", "proportion"])], "queues": queues}
	count(vs) == 1
	some v in vs
	v.path == ["tiers", 1, "plugins", 1, "name"]
	contains(v.message, "Volcano 1.11 proportion can panic")
	contains(v.message, "1 queues, e.g. prod")
}

test_fixed_in_1_12 if {
	count(policy.violation) == 0 with input as {"volcano": v112, "schedulerConfigs": [conf(["proportion"])], "queues": queues}
}

test_no_guarantees if {
	qs := [{"name": "root", "implicit": true}, {"ref": 2, "name": "dev", "implicit": false, "guarantee": {}}]
	count(policy.violation) == 0 with input as {"volcano": v111, "schedulerConfigs": [conf(["proportion"])], "queues": qs}
}

test_capacity_instead_of_proportion if {
	count(policy.violation) == 0 with input as {"volcano": v111, "schedulerConfigs": [conf(["capacity"])], "queues": queues}
}
