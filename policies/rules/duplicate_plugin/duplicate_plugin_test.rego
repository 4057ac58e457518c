package vcqlint.rules.duplicate_plugin_test

import data.vcqlint.rules.duplicate_plugin as policy

plugin(name, tier, index) := {"name": name, "tier": tier, "index": index, "path": ["tiers", tier, "plugins", index], "options": {}, "arguments": {}}

test_across_tiers if {
	c := {"ref": 1, "plugins": [plugin("gang", 0, 0), plugin("drf", 0, 1), plugin("drf", 2, 0)]}
	vs := policy.violation with input as {"schedulerConfigs": [c]}
	count(vs) == 1
	some v in vs
	v.path == ["tiers", 2, "plugins", 0, "name"]
	contains(v.message, "tier 3 (first in tier 1)")
}

test_three_copies_report_the_later_two if {
	c := {"ref": 1, "plugins": [plugin("gang", 0, 0), plugin("gang", 0, 1), plugin("gang", 1, 0)]}
	count(policy.violation) == 2 with input as {"schedulerConfigs": [c]}
}

test_distinct_plugins if {
	c := {"ref": 1, "plugins": [plugin("gang", 0, 0), plugin("drf", 0, 1), plugin("predicates", 1, 0)]}
	count(policy.violation) == 0 with input as {"schedulerConfigs": [c]}
}

test_separate_configurations if {
	a := {"ref": 1, "plugins": [plugin("gang", 0, 0)]}
	b := {"ref": 2, "plugins": [plugin("gang", 0, 0)]}
	count(policy.violation) == 0 with input as {"schedulerConfigs": [a, b]}
}

test_nameless_entries_are_vcq103s if {
	c := {"ref": 1, "plugins": [plugin("", 0, 0), plugin("", 0, 1)]}
	count(policy.violation) == 0 with input as {"schedulerConfigs": [c]}
}
