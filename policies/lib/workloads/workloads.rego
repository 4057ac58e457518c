# METADATA
# description: |
#   Helpers for policies about jobs and their queues, kept for users' own
#   policies (the built-in rules that used them are Go rules now): every
#   workload that names a queue (Volcano Jobs, PodGroups, and pods or
#   controllers with schedulerName volcano), with the queue it submits to.
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

# queues maps each queue's name to its input entry. It is one complete
# object, built once per evaluation and then looked up by key in constant
# time: as a partial rule (queues[q.name] := q if ...) OPA evaluates its
# body over every queue for each lookup, which made the policies that look
# up each job's queue cost jobs × queues.
queues := {q.name: q | some q in input.queues}
