# METADATA
# title: queue-depth-exceeded
# description: |
#   Fires when a queue sits deeper below root than the queue webhook allows.
#
#   Volcano 1.14.2+ / 1.15: validate_queue.go (validateQueueDepth) counts the
#   queue and its non-root ancestors and rejects a queue deeper than
#   `--max-queue-depth` (default 5, cmd/webhook-manager/app/options), so a
#   sixth level cannot be created. Earlier versions have no limit, and this
#   rule is silent for them.
#
#   Fix: flatten the tree, or raise --max-queue-depth on the webhook manager
#   (and disable this rule).
# custom:
#   id: VCQ209
#   severity: warning
#   summary: a queue is deeper below root than the webhook's default --max-queue-depth
package vcqlint.rules.queue_depth_exceeded

violation contains v if {
	limit := input.volcano.maxQueueDepth
	limit > 0
	some q in input.queues
	q.depth > limit # first: most queues stop here
	not q.implicit
	v := {
		"ref": q.ref,
		"path": "spec.parent",
		"message": sprintf(
			"queue %s is %d levels below root (%s); the Volcano %s queue webhook rejects queues deeper than --max-queue-depth, default %d",
			[q.name, q.depth, concat(" > ", array.reverse(array.concat([q.name], q.ancestors))), input.volcano.minor, limit],
		),
	}
}
