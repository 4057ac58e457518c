# METADATA
# title: unknown-queue
# description: |
#   Fires when a Job, a PodGroup, or a pod or controller with
#   `schedulerName: volcano` and the annotation
#   `scheduling.volcano.sh/queue-name` names a queue that is not in the input.
#   `default` always exists (Volcano creates it), and so does `root`.
#
#   Volcano: the job and PodGroup webhooks reject a missing queue at
#   admission (jobs/validate/admit_job.go); objects created before the queue
#   was deleted, or PodGroups made by controllers, stay Pending forever.
#
#   vcqlint sees only its input: lint the queues together with the jobs. When
#   the input defines no Queue at all, the rule stays silent.
# custom:
#   id: VCQ601
#   severity: error
#   summary: a job or PodGroup names a queue that does not exist
package vcqlint.rules.unknown_queue

import data.vcqlint.lib.workloads

builtin := {"default", "root"}

# When the input defines no Queue at all (a directory of jobs only), the
# queues live elsewhere and nothing can be said about them.
defines_queues if {
	some q in input.queues
	not q.implicit
}

violation contains v if {
	defines_queues
	some w in workloads.all
	not workloads.queues[w.queue]
	not w.queue in builtin
	v := {
		"ref": w.ref,
		"path": w.path,
		"message": sprintf(
			"%s names queue %q, which is not defined in the input; Volcano rejects it at admission or leaves it Pending",
			[w.id, w.queue],
		),
	}
}
