# METADATA
# title: hostile-HOS014
# description: Reads a file through json.verify_schema.
# custom:
#   id: HOS014
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.files_verify_schema

violation contains v if {
	some q in input.queues
	got := json.verify_schema({"$ref": "file:///etc/passwd"})
	v := {"ref": q.ref, "message": sprintf("%v", [got])}
}
