# METADATA
# title: job-in-non-leaf-queue
# description: |
#   Fires when a Job, PodGroup or Volcano-scheduled workload is submitted to a
#   queue other than root that has child queues (root is VCQ604's), for
#   targets with hierarchical queues (1.11+).
#
#   Volcano: in a hierarchy only leaf queues run jobs. The capacity plugin
#   (pkg/scheduler/plugins/capacity/capacity.go, buildHierarchicalQueueAttrs)
#   treats a job in a non-leaf queue as a hard failure: readyToSchedule
#   becomes false and scheduling stops for the whole cluster while such a
#   job exists (every version with hierarchy, 1.15 included). The job
#   webhook rejects new jobs in non-leaf queues since 1.11
#   (jobs/validate/admit_job.go), but a queue that gains children after its
#   jobs were admitted, or a PodGroup created by a controller, still trips it.
#
#   Fix: submit to a leaf queue (create a leaf under the parent for these
#   jobs).
# custom:
#   id: VCQ208
#   severity: error
#   summary: a job targets a queue that has child queues
package vcqlint.rules.job_in_non_leaf_queue

import data.vcqlint.lib.workloads

violation contains v if {
	input.volcano.hierarchySupported
	some w in workloads.all
	w.queue != "root" # VCQ604's case
	q := workloads.queues[w.queue]
	count(q.children) > 0
	v := {
		"ref": w.ref,
		"path": w.path,
		"message": sprintf(
			"%s is submitted to queue %s, which has child queues (%s); with hierarchy enabled the Volcano %s capacity plugin stops all scheduling while it exists%s",
			[w.id, w.queue, concat(", ", q.children), input.volcano.minor, admission(w)],
		),
	}
}

# Only Volcano Jobs go through the job webhook's leaf-queue check; PodGroups
# (made by hand or by controllers for pods) are not checked at admission.
admission(w) := ", and the job webhook rejects new ones" if w.kind == "Job"

else := sprintf("; no webhook checks this for a %s", [w.kind])
