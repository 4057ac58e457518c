package vcqlint.rules.job_in_root_queue_test

import data.vcqlint.rules.job_in_root_queue as policy

test_root_targets if {
	vs := policy.violation with input as {
		"jobs": [{"ref": 1, "id": "Job/a/j", "queue": "root"}],
		"podGroups": [{"ref": 2, "id": "PodGroup/a/p", "queue": "root"}],
		"workloads": [{"ref": 3, "id": "Pod/a/x", "kind": "Pod", "schedulerName": "volcano", "queue": "root", "queuePath": ["metadata", "annotations", "scheduling.volcano.sh/queue-name"]}],
	}
	{v.ref | some v in vs} == {1, 2, 3}
	some v in vs
	contains(v.message, "targets the root queue")
}

test_other_queues if {
	count(policy.violation) == 0 with input as {
		"jobs": [{"ref": 1, "id": "Job/a/j", "queue": "root-batch"}, {"ref": 2, "id": "Job/a/k", "queue": "default"}],
		"workloads": [{"ref": 3, "id": "Pod/a/x", "kind": "Pod", "schedulerName": "default-scheduler", "queue": "root", "queuePath": []}],
	}
}
