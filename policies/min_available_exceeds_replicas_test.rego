package vcqlint.rules.min_available_exceeds_replicas_test

import data.vcqlint.rules.min_available_exceeds_replicas as policy

task(i, name, replicas, min) := {"index": i, "name": name, "replicas": replicas, "minAvailable": min}

test_job_min_above_total if {
	j := {"ref": 1, "id": "Job/web/canary", "minAvailable": 5, "tasks": [task(0, "a", 2, null), task(1, "b", 2, null)]}
	vs := policy.violation with input as {"jobs": [j]}
	count(vs) == 1
	some v in vs
	v.path == "spec.minAvailable"
	contains(v.message, "minAvailable 5 > 4 replicas")
}

test_task_min_above_replicas if {
	j := {"ref": 1, "id": "Job/hpc/mpi", "minAvailable": 3, "tasks": [task(0, "master", 1, null), task(1, "worker", 2, 3)]}
	vs := policy.violation with input as {"jobs": [j]}
	{v.path | some v in vs} == {"spec.tasks[1].minAvailable"}
}

test_missing_replicas_count_as_zero if {
	j := {"ref": 1, "id": "Job/hpc/mpi", "minAvailable": 1, "tasks": [task(0, "master", null, 1)]}
	count(policy.violation) == 2 with input as {"jobs": [j]}
}

test_equal_and_unset if {
	a := {"ref": 1, "id": "Job/web/a", "minAvailable": 4, "tasks": [task(0, "a", 2, 2), task(1, "b", 2, null)]}
	b := {"ref": 2, "id": "Job/web/b", "minAvailable": null, "tasks": [task(0, "a", 2, 1)]}
	count(policy.violation) == 0 with input as {"jobs": [a, b]}
}
