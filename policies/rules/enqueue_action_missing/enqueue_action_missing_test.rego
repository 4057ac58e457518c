package vcqlint.rules.enqueue_action_missing_test

import data.vcqlint.rules.enqueue_action_missing as policy

actions(names) := [{"name": n, "offset": 0} | some n in names]

plugins(names) := [{"name": n, "tier": 0, "index": i, "path": ["tiers", 0, "plugins", i], "options": {}, "arguments": {}} | some i, n in names]

conf(acts, plugs) := {"ref": 0, "id": "ConfigMap/volcano-system/volcano-scheduler-configmap", "valid": true, "actions": actions(acts), "plugins": plugins(plugs)}

test_missing_with_one_gating_plugin if {
	c := conf(["allocate", "backfill"], ["gang", "proportion", "predicates"])
	vs := policy.violation with input as {"schedulerConfigs": [c]}
	count(vs) == 1
	some v in vs
	v.path == "actions"
	contains(v.message, "but proportion gates jobs at enqueue")
}

test_missing_with_several_gating_plugins if {
	c := conf(["allocate", "backfill", "reclaim"], ["overcommit", "capacity", "capacity"])
	vs := policy.violation with input as {"schedulerConfigs": [c]}
	some v in vs
	contains(v.message, "but capacity, overcommit gate jobs")
}

test_enqueue_present_anywhere if {
	c := conf(["allocate", "enqueue"], ["capacity"])
	count(policy.violation) == 0 with input as {"schedulerConfigs": [c]}
}

test_no_gating_plugin if {
	c := conf(["allocate", "backfill"], ["gang", "drf", "predicates"])
	count(policy.violation) == 0 with input as {"schedulerConfigs": [c]}
}

test_empty_action_list_is_left_to_vcq102 if {
	c := conf([""], ["proportion"])
	count(policy.violation) == 0 with input as {"schedulerConfigs": [c]}
}

test_invalid_configuration_is_skipped if {
	c := object.union(conf(["allocate"], ["proportion"]), {"valid": false})
	count(policy.violation) == 0 with input as {"schedulerConfigs": [c]}
}
