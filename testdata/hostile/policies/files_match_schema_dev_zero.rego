# METADATA
# title: hostile-HOS013
# description: Reads /dev/zero through a JSON Schema $ref; OPA reads it until memory runs out.
# custom:
#   id: HOS013
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.files_match_schema_dev_zero

violation contains v if {
	some q in input.queues
	got := json.match_schema({"a": 1}, {"$ref": concat("", ["file:///dev/", "zero"])})
	v := {"ref": q.ref, "message": sprintf("%v", [got])}
}
