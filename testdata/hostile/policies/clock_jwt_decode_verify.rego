# METADATA
# title: hostile-HOS006
# description: Checks a token's expiry against the clock.
# custom:
#   id: HOS006
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.clock_jwt_decode_verify

violation contains v if {
	some q in input.queues
	got := io.jwt.decode_verify(q.name, {"secret": "s"})
	v := {"ref": q.ref, "message": sprintf("%v", [got])}
}
