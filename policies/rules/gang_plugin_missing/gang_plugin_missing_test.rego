package vcqlint.rules.gang_plugin_missing_test

import data.vcqlint.rules.gang_plugin_missing as policy

conf(ref, names) := {
	"ref": ref, "id": sprintf("ConfigMap/ns%d/volcano-scheduler-configmap", [ref]), "valid": true,
	"plugins": [{"name": n, "tier": 0, "index": i, "path": ["tiers", 0, "plugins", i], "options": {}, "arguments": {}} | some i, n in names],
}

job(id, min, tasks) := {"ref": 5, "id": id, "minAvailable": min, "tasks": tasks}

task(replicas, min) := {"index": 0, "name": "worker", "replicas": replicas, "minAvailable": min}

test_job_min_available if {
	vs := policy.violation with input as {
		"schedulerConfigs": [conf(0, ["priority", "drf"])],
		"jobs": [job("Job/ml/train", 4, [task(4, null)])],
		"podGroups": [],
	}
	count(vs) == 1
	some v in vs
	v.ref == 0
	v.path == "tiers"
	contains(v.message, "1 jobs need gang scheduling (e.g. Job/ml/train)")
}

test_default_min_available_is_the_replicas if {
	vs := policy.violation with input as {
		"schedulerConfigs": [conf(0, ["priority"])],
		"jobs": [job("Job/ml/train", null, [task(2, null), task(1, null)])],
		"podGroups": [],
	}
	count(vs) == 1
}

test_default_min_available_uses_task_min if {
	count(policy.violation) == 0 with input as {
		"schedulerConfigs": [conf(0, ["priority"])],
		"jobs": [job("Job/ml/train", null, [task(4, 1)])],
		"podGroups": [],
	}
}

test_pod_group_min_member if {
	vs := policy.violation with input as {
		"schedulerConfigs": [conf(0, ["priority"])],
		"jobs": [],
		"podGroups": [{"ref": 2, "id": "PodGroup/spark/pi", "minMember": 3}],
	}
	some v in vs
	contains(v.message, "PodGroup/spark/pi")
}

test_one_configuration_with_gang_is_enough if {
	count(policy.violation) == 0 with input as {
		"schedulerConfigs": [conf(0, ["priority"]), conf(1, ["gang"])],
		"jobs": [job("Job/ml/train", 4, [task(4, null)])],
		"podGroups": [],
	}
}

test_single_pod_jobs if {
	count(policy.violation) == 0 with input as {
		"schedulerConfigs": [conf(0, ["priority"])],
		"jobs": [job("Job/ml/train", 1, [task(4, null)])],
		"podGroups": [{"ref": 2, "id": "PodGroup/spark/pi", "minMember": 1}],
	}
}

test_reported_on_every_valid_configuration if {
	vs := policy.violation with input as {
		"schedulerConfigs": [conf(0, ["priority"]), conf(1, ["drf"]), object.union(conf(2, ["drf"]), {"valid": false})],
		"jobs": [job("Job/ml/train", 2, [task(2, null)])],
		"podGroups": [],
	}
	{v.ref | some v in vs} == {0, 1}
}

test_integration_min_member if {
	vs := policy.violation with input as {
		"schedulerConfigs": [conf(0, ["priority"])],
		"jobs": [],
		"podGroups": [],
		"workloads": [
			{"ref": 3, "id": "RayCluster/ml/rc", "operator": "kuberay", "minMember": 3},
			{"ref": 4, "id": "Deployment/ml/web", "operator": ""},
		],
	}
	some v in vs
	contains(v.message, "1 jobs need gang scheduling (e.g. RayCluster/ml/rc)")
}

test_integration_single_member if {
	count(policy.violation) == 0 with input as {
		"schedulerConfigs": [conf(0, ["priority"])],
		"jobs": [],
		"podGroups": [],
		"workloads": [{"ref": 3, "id": "SparkApplication/spark/pi", "operator": "spark-operator", "minMember": 1}],
	}
}
