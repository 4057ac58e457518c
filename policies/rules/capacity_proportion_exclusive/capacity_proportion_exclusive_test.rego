package vcqlint.rules.capacity_proportion_exclusive_test

import data.vcqlint.rules.capacity_proportion_exclusive as policy

plugin(name, tier, index) := {"name": name, "tier": tier, "index": index, "path": ["tiers", tier, "plugins", index]}

test_both_in_different_tiers if {
	conf := {"ref": 4, "id": "ConfigMap/ns/cm", "plugins": [plugin("capacity", 0, 0), plugin("proportion", 1, 2)]}
	vs := policy.violation with input as {"schedulerConfigs": [conf]}
	count(vs) == 1
	some v in vs
	v.ref == 4
	v.path == ["tiers", 1, "plugins", 2, "name"]
	contains(v.message, "capacity (tier 1) and proportion (tier 2)")
}

test_capacity_alone_is_fine if {
	conf := {"ref": 0, "id": "x", "plugins": [plugin("capacity", 0, 0), plugin("drf", 0, 1)]}
	count(policy.violation) == 0 with input as {"schedulerConfigs": [conf]}
}

test_configs_are_judged_separately if {
	a := {"ref": 0, "id": "a", "plugins": [plugin("capacity", 0, 0)]}
	b := {"ref": 1, "id": "b", "plugins": [plugin("proportion", 0, 0)]}
	count(policy.violation) == 0 with input as {"schedulerConfigs": [a, b]}
}
