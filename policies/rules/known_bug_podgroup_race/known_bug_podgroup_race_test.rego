package vcqlint.rules.known_bug_podgroup_race_test

import data.vcqlint.rules.known_bug_podgroup_race as policy

v18 := {"minor": "1.8", "podGroupDeleteRace": true}

v19 := {"minor": "1.9", "podGroupDeleteRace": false}

w(ref, kind, scheduler) := {
	"ref": ref, "id": sprintf("%s/web/x%d", [kind, ref]), "kind": kind, "schedulerName": scheduler,
	"schedulerNamePath": ["spec", "template", "spec", "schedulerName"],
}

test_controllers_on_1_8 if {
	vs := policy.violation with input as {"volcano": v18, "workloads": [
		w(1, "Deployment", "volcano"),
		w(2, "StatefulSet", "volcano"),
		w(3, "ReplicaSet", "volcano"),
		w(4, "Pod", "volcano"),
		w(5, "Deployment", "default-scheduler"),
	]}
	{v.ref | some v in vs} == {1, 2, 3}
	some v in vs
	v.path == ["spec", "template", "spec", "schedulerName"]
	contains(v.message, "scheduled by Volcano 1.8")
}

test_fixed_in_1_9 if {
	count(policy.violation) == 0 with input as {"volcano": v19, "workloads": [w(1, "Deployment", "volcano")]}
}
