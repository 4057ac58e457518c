package vcqlint.rules.root_quota_overridden_test

import data.vcqlint.rules.root_quota_overridden as policy

root(fields) := object.union({"ref": 1, "name": "root", "implicit": false, "capability": {}, "deserved": {}, "guarantee": {}}, fields)

v115 := {"minor": "1.15", "rootQuotaOverwritten": true, "rootCapabilityHonoured": true}

v113 := {"minor": "1.13", "rootQuotaOverwritten": false, "rootCapabilityHonoured": true}

v112 := {"minor": "1.12", "rootQuotaOverwritten": false, "rootCapabilityHonoured": false}

test_root_deserved_and_guarantee if {
	vs := policy.violation with input as {"volcano": v115, "queues": [root({"deserved": {"cpu": "1"}, "guarantee": {"cpu": "1"}})]}
	count(vs) == 2
	{v.path | some v in vs} == {"spec.deserved", "spec.guarantee"}
}

test_root_capability_alone_is_fine if {
	count(policy.violation) == 0 with input as {"volcano": v115, "queues": [root({"capability": {"cpu": "100"}})]}
}

test_root_quotas_honoured_in_1_13 if {
	q := root({"capability": {"cpu": "100"}, "deserved": {"cpu": "1"}, "guarantee": {"cpu": "1"}})
	count(policy.violation) == 0 with input as {"volcano": v113, "queues": [q]}
}

test_root_capability_ignored_before_1_13 if {
	vs := policy.violation with input as {"volcano": v112, "queues": [root({"capability": {"cpu": "100"}})]}
	count(vs) == 1
	some v in vs
	contains(v.message, "Volcano 1.12 scheduler forces root's capability to the cluster total")
}

test_other_queues_may_set_deserved if {
	q := object.union(root({"deserved": {"cpu": "1"}}), {"name": "team"})
	count(policy.violation) == 0 with input as {"volcano": v115, "queues": [q]}
}
