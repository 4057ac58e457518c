# METADATA
# title: hostile-HOS015
# description: Asks for a 125 GB integer in one call.
# custom:
#   id: HOS015
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.unbounded_bits_lsh

violation contains v if {
	some q in input.queues
	got := bits.lsh(1, 1000000000000)
	v := {"ref": q.ref, "message": sprintf("%v", [got])}
}
