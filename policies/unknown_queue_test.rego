package vcqlint.rules.unknown_queue_test

import data.vcqlint.rules.unknown_queue as policy

queues := [{"name": "root", "implicit": true}, {"ref": 0, "name": "ml", "implicit": false}]

test_job_pod_group_and_workload if {
	vs := policy.violation with input as {
		"queues": queues,
		"jobs": [{"ref": 1, "id": "Job/ml/train", "queue": "ml-typo"}],
		"podGroups": [{"ref": 2, "id": "PodGroup/ml/pg", "queue": "spark"}],
		"workloads": [{"ref": 3, "id": "Pod/ml/p", "kind": "Pod", "schedulerName": "volcano", "queue": "serving", "queuePath": ["metadata", "annotations", "scheduling.volcano.sh/queue-name"]}],
	}
	{[v.ref, v.path] | some v in vs} == {
		[1, "spec.queue"],
		[2, "spec.queue"],
		[3, ["metadata", "annotations", "scheduling.volcano.sh/queue-name"]],
	}
	some v in vs
	v.ref == 1
	contains(v.message, `"ml-typo"`)
}

test_defined_default_and_root if {
	count(policy.violation) == 0 with input as {
		"queues": queues,
		"jobs": [{"ref": 1, "id": "Job/ml/a", "queue": "ml"}, {"ref": 2, "id": "Job/ml/b", "queue": "default"}],
	}
}

test_other_schedulers_are_ignored if {
	count(policy.violation) == 0 with input as {
		"queues": queues,
		"workloads": [{"ref": 3, "id": "Pod/ml/p", "kind": "Pod", "schedulerName": "default-scheduler", "queue": "serving", "queuePath": []}],
	}
}

test_silent_when_the_input_defines_no_queue if {
	count(policy.violation) == 0 with input as {
		"queues": [{"name": "root", "implicit": true}],
		"jobs": [{"ref": 1, "id": "Job/ml/train", "queue": "ml"}],
	}
}
