# METADATA
# description: |
#   Helpers shared by the job and queue policies: every workload that names a
#   queue (Volcano Jobs, PodGroups, and pods or controllers with
#   schedulerName volcano), with the queue it submits to.
package vcqlint.lib.workloads

all contains w if {
	some j in input.jobs
	w := {"ref": j.ref, "id": j.id, "queue": j.queue, "path": "spec.queue", "kind": "Job"}
}

all contains w if {
	some pg in input.podGroups
	w := {"ref": pg.ref, "id": pg.id, "queue": pg.queue, "path": "spec.queue", "kind": "PodGroup"}
}

all contains w if {
	some p in input.workloads
	p.schedulerName == "volcano"
	w := {"ref": p.ref, "id": p.id, "queue": p.queue, "path": p.queuePath, "kind": p.kind}
}

queues[q.name] := q if {
	some q in input.queues
}
