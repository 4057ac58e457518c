# METADATA
# title: "evil-title\e]0;pwned\a"
# description: "Line one.\nq.yaml:1:1: error VCQ999 forged line\e[2J\u202e"
# custom:
#   id: EVIL001
#   severity: warning
#   summary: "summary \e[8mhidden\e[0m \u2066bidi\u2069"
package hostile.names

violation contains v if {
	some q in input.queues
	not q.implicit
	v := {
		"ref": q.ref,
		"path": ["metadata", "name"],
		"message": sprintf("user policy quotes %s", [q.name]),
	}
}
