# METADATA
# title: hostile-HOS005
# description: Depends on when the lint runs.
# custom:
#   id: HOS005
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.clock_now

violation contains v if {
	some q in input.queues
	got := time.now_ns()
	v := {"ref": q.ref, "message": sprintf("%v", [got])}
}
