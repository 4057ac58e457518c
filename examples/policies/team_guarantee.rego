# METADATA
# title: team-queue-guarantee
# description: |
#   House rule: every leaf queue of a team (a queue named team-*, or any queue
#   below one) sets a guarantee, so that each team keeps a floor of capacity
#   when the cluster is busy.
#
#   Fix: add spec.guarantee.resource with at least cpu and memory.
# custom:
#   id: ACME001
#   severity: error
#   summary: every leaf queue of a team-* subtree sets a guarantee
package acme.volcano.team_guarantee

team_queue(q) if startswith(q.name, "team-")

team_queue(q) if {
	some a in q.ancestors
	startswith(a, "team-")
}

violation contains v if {
	some q in input.queues
	not q.implicit
	q.leaf
	team_queue(q)
	count(object.get(q, "guarantee", {})) == 0
	v := {
		"ref": q.ref,
		"path": "spec",
		"message": sprintf("team queue %s sets no guarantee; every leaf queue of a team must guarantee its floor", [q.name]),
	}
}
