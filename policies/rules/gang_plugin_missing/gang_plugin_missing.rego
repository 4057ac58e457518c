# METADATA
# title: gang-plugin-missing
# description: |
#   Fires on each scheduler configuration when the input has a Job with
#   minAvailable > 1 (when unset, Volcano's job webhook defaults it to the
#   sum of the tasks' minAvailable or replicas) or a PodGroup with
#   minMember > 1, or a workload of an integration (RayCluster, a Kubeflow
#   training job...) whose operator gives its PodGroup minMember > 1, but no
#   configuration in
#   the input enables the `gang` plugin (with one configuration per cluster,
#   the jobs are assumed to run where gang is on).
#
#   Volcano: all-or-nothing (gang) scheduling of a job's minimum members is
#   enforced by the gang plugin (pkg/scheduler/plugins/gang); without it the
#   scheduler starts pods one by one, so a distributed job can hold part of
#   its resources while waiting forever for the rest.
#
#   Fix: add `- name: gang` to the first tier, as Volcano's default
#   configuration does.
# custom:
#   id: VCQ109
#   severity: warning
#   summary: jobs need gang scheduling (minAvailable/minMember > 1), but the gang plugin is not enabled
package vcqlint.rules.gang_plugin_missing

gang_jobs := array.concat(
	array.concat(
		sort([j.id | some j in input.jobs; min_available(j) > 1]),
		sort([pg.id | some pg in input.podGroups; pg.minMember > 1]),
	),
	# The integrations' workloads (KubeRay, Kubeflow, Spark): the minMember
	# their operator gives their PodGroup.
	sort([w.id | some w in input.workloads; w.operator != ""; w.minMember > 1]),
)

# min_available is a Job's minAvailable as the job webhook defaults it: when
# unset (or 0), the sum of its tasks' minAvailable, each defaulting to the
# task's replicas (jobs/mutate/mutate_job.go).
min_available(j) := j.minAvailable if j.minAvailable > 0

else := sum([task_min(t) | some t in j.tasks])

task_min(t) := t.minAvailable if t.minAvailable != null

else := t.replicas if t.replicas != null

else := 0

any_gang if {
	some conf in input.schedulerConfigs
	some p in conf.plugins
	p.name == "gang"
}

violation contains v if {
	not any_gang # first: listing the gang jobs is the costly part
	count(gang_jobs) > 0
	some conf in input.schedulerConfigs
	conf.valid
	v := {
		"ref": conf.ref,
		"path": "tiers",
		"message": sprintf(
			"%d jobs need gang scheduling (e.g. %s), but %s has no gang plugin; their pods start one by one and may hold resources while waiting for the rest",
			[count(gang_jobs), gang_jobs[0], conf.id],
		),
	}
}
