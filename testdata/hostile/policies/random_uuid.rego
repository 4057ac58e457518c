# METADATA
# title: hostile-HOS011
# description: Differs from run to run.
# custom:
#   id: HOS011
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.random_uuid

violation contains v if {
	some q in input.queues
	got := uuid.rfc4122(q.name)
	v := {"ref": q.ref, "message": sprintf("%v", [got])}
}
