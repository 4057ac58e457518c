# METADATA
# title: hostile-HOS008
# description: Reads the host's tz database through a zone name computed from the input.
# custom:
#   id: HOS008
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.timezone_date

violation contains v if {
	some q in input.queues
	got := time.date([0, q.name])
	v := {"ref": q.ref, "message": sprintf("%v", [got])}
}
