# METADATA
# title: hostile-HOS010
# description: Differs from run to run.
# custom:
#   id: HOS010
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.random_rand

violation contains v if {
	some q in input.queues
	got := rand.intn(q.name, 100)
	v := {"ref": q.ref, "message": sprintf("%v", [got])}
}
