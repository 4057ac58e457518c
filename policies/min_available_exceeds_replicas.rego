# METADATA
# title: min-available-exceeds-replicas
# description: |
#   Fires when a Job's `minAvailable` is greater than the sum of its tasks'
#   replicas, or a task's `minAvailable` is greater than its own replicas.
#
#   Volcano: the job webhook (jobs/validate/admit_job.go) rejects both; a
#   PodGroup created with such numbers by hand can never gather enough pods
#   and stays Pending ("not enough pods") forever.
#
#   Fix: lower minAvailable or add replicas.
# custom:
#   id: VCQ603
#   severity: error
#   summary: minAvailable is greater than the replicas that can exist
package vcqlint.rules.min_available_exceeds_replicas

replicas(t) := t.replicas if t.replicas != null

replicas(t) := 0 if t.replicas == null

violation contains v if {
	some j in input.jobs
	j.minAvailable != null
	total := sum([replicas(t) | some t in j.tasks])
	j.minAvailable > total
	v := {
		"ref": j.ref,
		"path": "spec.minAvailable",
		"message": sprintf("%s minAvailable %d > %d replicas in all tasks; the job webhook rejects it", [j.id, j.minAvailable, total]),
	}
}

violation contains v if {
	some j in input.jobs
	some t in j.tasks
	t.minAvailable != null
	t.minAvailable > replicas(t)
	v := {
		"ref": j.ref,
		"path": sprintf("spec.tasks[%d].minAvailable", [t.index]),
		"message": sprintf("%s task %s minAvailable %d > its %d replicas; the job webhook rejects it", [j.id, t.name, t.minAvailable, replicas(t)]),
	}
}
