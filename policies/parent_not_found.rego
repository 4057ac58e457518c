# METADATA
# title: parent-not-found
# description: |
#   Fires when a Queue's `spec.parent` names a queue that is not in the
#   input. An empty parent means `root`, and `root` exists even when the input
#   does not define it.
#
#   Volcano: the capacity plugin resolves parents when a session opens
#   (pkg/scheduler/plugins/capacity/capacity.go, buildHierarchicalQueueAttrs:
#   "invalid parent queue"); a missing parent sets readyToSchedule=false and
#   scheduling stops for the whole cluster, in every version. The queue
#   webhook checks that the parent exists only when the queue is created, so
#   deleting or renaming a parent later is not caught.
#
#   vcqlint sees only its input: if the parent is defined elsewhere, lint the
#   files together.
# custom:
#   id: VCQ201
#   severity: error
#   summary: a Queue's spec.parent names a queue that does not exist
package vcqlint.rules.parent_not_found

violation contains v if {
	some q in input.queues
	# The rare case first: most queues stop here, at one test.
	not q.parentFound
	not q.implicit
	v := {
		"ref": q.ref,
		"path": "spec.parent",
		"message": sprintf(
			"queue %s names parent %q, which is not defined in the input; the capacity plugin finds no parent and stops all scheduling",
			[q.name, q.parent],
		),
	}
}
