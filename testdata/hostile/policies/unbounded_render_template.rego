# METADATA
# title: hostile-HOS016
# description: Nested ranges multiply a template's output; OPA cannot cancel it.
# custom:
#   id: HOS016
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.unbounded_render_template

violation contains v if {
	some q in input.queues
	got := strings.render_template("{{range $.a}}{{range $.a}}{{range $.a}}{{range $.a}}{{range $.a}}xxxxxxxxxx{{end}}{{end}}{{end}}{{end}}{{end}}", {"a": numbers.range(1, 100)})
	v := {"ref": q.ref, "message": sprintf("%v", [got])}
}
