package vcqlint.lib.workloads_test

import data.vcqlint.lib.workloads

doc := {
	"jobs": [{"ref": 1, "id": "Job/ml/a", "queue": "team"}],
	"podGroups": [{"ref": 2, "id": "PodGroup/ml/b", "queue": "default"}],
	"workloads": [
		{"ref": 3, "id": "Deployment/web/c", "kind": "Deployment", "schedulerName": "volcano", "queue": "web", "queuePath": ["spec", "template", "metadata", "annotations", "scheduling.volcano.sh/queue-name"]},
		{"ref": 4, "id": "Pod/web/d", "kind": "Pod", "schedulerName": "default-scheduler", "queue": "web", "queuePath": ["spec", "schedulerName"]},
	],
	"queues": [{"name": "root", "implicit": true}, {"name": "team", "implicit": false, "ref": 0}],
}

test_all_collects_jobs_podgroups_and_volcano_workloads if {
	ws := workloads.all with input as doc
	{w.ref | some w in ws} == {1, 2, 3}
	some w in ws
	w.ref == 3
	w.kind == "Deployment"
	w.path == ["spec", "template", "metadata", "annotations", "scheduling.volcano.sh/queue-name"]
}

test_jobs_point_at_spec_queue if {
	ws := workloads.all with input as doc
	some w in ws
	w.ref == 1
	w.path == "spec.queue"
	w.kind == "Job"
}

test_queues_by_name if {
	qs := workloads.queues with input as doc
	object.keys(qs) == {"root", "team"}
	qs.team.ref == 0
}

test_empty_input if {
	count(workloads.all) == 0 with input as {}
}
