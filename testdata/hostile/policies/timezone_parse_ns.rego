# METADATA
# title: hostile-HOS009
# description: Parses a zone abbreviation in the machine's local zone.
# custom:
#   id: HOS009
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.timezone_parse_ns

violation contains v if {
	some q in input.queues
	got := time.parse_ns("2006-01-02 MST", "2024-01-01 CET")
	v := {"ref": q.ref, "message": sprintf("%v", [got])}
}
