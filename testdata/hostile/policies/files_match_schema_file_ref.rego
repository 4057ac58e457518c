# METADATA
# title: hostile-HOS012
# description: Reads a file through a JSON Schema $ref computed at run time; the test puts a secret file's path in place of SECRET_FILE.
# custom:
#   id: HOS012
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.files_match_schema_file_ref

violation contains v if {
	some q in input.queues
	got := json.match_schema({"a": 1}, json.unmarshal(concat("", ["{\"$ref\": \"file://", "SECRET_FILE", "\"}"])))
	v := {"ref": q.ref, "message": sprintf("%v", [got])}
}
