# METADATA
# title: hostile-HOS017
# description: Lists the exponentially many paths of a ladder graph in one call.
# custom:
#   id: HOS017
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.unbounded_reachable_paths

violation contains v if {
	some q in input.queues
	got := graph.reachable_paths({sprintf("%d", [i]): [sprintf("%d", [i + 1]), sprintf("%d", [i + 2])] | some i in numbers.range(0, 60)}, {"0"})
	v := {"ref": q.ref, "message": sprintf("%v", [got])}
}
