package vcqlint.rules.root_quota_overridden_test

import data.vcqlint.rules.root_quota_overridden as policy

root(fields) := object.union({"ref": 1, "name": "root", "implicit": false, "capability": {}, "deserved": {}, "guarantee": {}}, fields)

test_root_deserved_and_guarantee if {
	vs := policy.violation with input as {"queues": [root({"deserved": {"cpu": "1"}, "guarantee": {"cpu": "1"}})]}
	count(vs) == 2
	{v.path | some v in vs} == {"spec.deserved", "spec.guarantee"}
}

test_root_capability_alone_is_fine if {
	count(policy.violation) == 0 with input as {"queues": [root({"capability": {"cpu": "100"}})]}
}

test_other_queues_may_set_deserved if {
	q := object.union(root({"deserved": {"cpu": "1"}}), {"name": "team"})
	count(policy.violation) == 0 with input as {"queues": [q]}
}
