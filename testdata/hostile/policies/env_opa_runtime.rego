# METADATA
# title: hostile-HOS004
# description: Reads the process environment (CI secrets).
# custom:
#   id: HOS004
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.env_opa_runtime

violation contains v if {
	some q in input.queues
	got := opa.runtime().env
	v := {"ref": q.ref, "message": sprintf("%v", [got])}
}
