package vcqlint.rules.job_in_non_leaf_queue_test

import data.vcqlint.rules.job_in_non_leaf_queue as policy

v115 := {"minor": "1.15", "hierarchySupported": true}

v110 := {"minor": "1.10", "hierarchySupported": false}

queues := [
	{"name": "root", "implicit": true, "children": ["research"]},
	{"ref": 0, "name": "research", "implicit": false, "children": ["research-nlp", "research-cv"]},
	{"ref": 1, "name": "research-nlp", "implicit": false, "children": []},
	{"ref": 2, "name": "research-cv", "implicit": false, "children": []},
]

job(queue) := {"ref": 5, "id": "Job/nlp/train", "queue": queue}

pg(queue) := {"ref": 6, "id": "PodGroup/nlp/serve", "queue": queue}

test_job_in_parent if {
	vs := policy.violation with input as {"volcano": v115, "queues": queues, "jobs": [job("research")]}
	count(vs) == 1
	some v in vs
	v.ref == 5
	v.path == "spec.queue"
	contains(v.message, "(research-nlp, research-cv)")
	contains(v.message, "the job webhook rejects new ones")
}

test_pod_group_in_parent_is_not_checked_at_admission if {
	vs := policy.violation with input as {"volcano": v115, "queues": queues, "podGroups": [pg("research")]}
	some v in vs
	contains(v.message, "no webhook checks this for a PodGroup")
}

test_workload_in_parent if {
	w := {"ref": 7, "id": "Deployment/web/api", "kind": "Deployment", "schedulerName": "volcano", "queue": "research", "queuePath": ["metadata", "annotations", "scheduling.volcano.sh/queue-name"]}
	vs := policy.violation with input as {"volcano": v115, "queues": queues, "workloads": [w]}
	{v.path | some v in vs} == {["metadata", "annotations", "scheduling.volcano.sh/queue-name"]}
}

test_leaf_queue if {
	count(policy.violation) == 0 with input as {"volcano": v115, "queues": queues, "jobs": [job("research-nlp")], "podGroups": [pg("research-cv")]}
}

test_root_is_left_to_vcq604 if {
	count(policy.violation) == 0 with input as {"volcano": v115, "queues": queues, "jobs": [job("root")]}
}

test_unknown_queue_is_left_to_vcq601 if {
	count(policy.violation) == 0 with input as {"volcano": v115, "queues": queues, "jobs": [job("ghost")]}
}

test_no_hierarchy_before_1_11 if {
	count(policy.violation) == 0 with input as {"volcano": v110, "queues": queues, "jobs": [job("research")]}
}
