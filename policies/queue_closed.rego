# METADATA
# title: queue-closed
# description: |
#   Fires when a Job, PodGroup or Volcano-scheduled workload targets a queue
#   whose `status.state` is Closed (or Closing, on its way there).
#
#   Volcano: the job and PodGroup webhooks accept only Open queues, and the
#   scheduler does not enqueue jobs of a closed queue, so new work there never
#   starts.
#
#   Fix: reopen the queue (`vcctl queue operate -a open`) or submit elsewhere.
# custom:
#   id: VCQ605
#   severity: warning
#   summary: a job or PodGroup targets a Closed queue
package vcqlint.rules.queue_closed

import data.vcqlint.lib.workloads

violation contains v if {
	some w in workloads.all
	q := workloads.queues[w.queue]
	q.state in {"Closed", "Closing"}
	v := {
		"ref": w.ref,
		"path": w.path,
		"message": sprintf("%s targets queue %s, which is %s; Volcano does not admit or enqueue new work there", [w.id, w.queue, q.state]),
	}
}
