# METADATA
# title: job-in-root-queue
# description: |
#   Fires when a Job, PodGroup or Volcano-scheduled workload targets the
#   `root` queue.
#
#   Volcano: root is the top of the queue hierarchy, created by the
#   scheduler; it has children and never runs jobs itself. The job webhook
#   rejects jobs in root since 1.11 (jobs/validate/admit_job.go), and with
#   hierarchy enabled a PodGroup in root is a job in a non-leaf queue, which
#   stops all scheduling (VCQ208).
#
#   Fix: submit to a leaf queue.
# custom:
#   id: VCQ604
#   severity: error
#   summary: a job or PodGroup targets the root queue
package vcqlint.rules.job_in_root_queue

import data.vcqlint.lib.workloads

violation contains v if {
	some w in workloads.all
	w.queue == "root"
	v := {
		"ref": w.ref,
		"path": w.path,
		"message": sprintf("%s targets the root queue, which never runs jobs; submit it to a leaf queue", [w.id]),
	}
}
