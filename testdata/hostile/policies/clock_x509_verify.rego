# METADATA
# title: hostile-HOS007
# description: Verifies a certificate chain at the current time.
# custom:
#   id: HOS007
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.clock_x509_verify

violation contains v if {
	some q in input.queues
	got := crypto.x509.parse_and_verify_certificates(q.name)
	v := {"ref": q.ref, "message": sprintf("%v", [got])}
}
