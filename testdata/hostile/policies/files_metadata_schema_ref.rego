# METADATA
# title: hostile-HOS018
# description: A METADATA schemas annotation whose $ref is /dev/zero. vcqlint does not load annotation schemas, so the policy loads and runs and nothing is read.
# custom:
#   id: HOS018
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.files_metadata_schema_ref

# METADATA
# schemas:
#   - input: {"$ref": "file:///dev/zero"}
violation contains v if {
	some q in input.queues
	v := {"ref": q.ref, "message": "loaded"}
}
