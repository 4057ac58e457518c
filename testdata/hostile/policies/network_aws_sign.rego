# METADATA
# title: hostile-HOS003
# description: Signs a request for http.send.
# custom:
#   id: HOS003
#   severity: error
#   summary: hostile policy for the sandbox tests
package hostile.network_aws_sign

violation contains v if {
	some q in input.queues
	got := providers.aws.sign_req({"method": "GET", "url": "https://s3.example"}, {"aws_access_key": "a", "aws_secret_access_key": "b", "aws_service": "s3", "aws_region": "x"}, 0)
	v := {"ref": q.ref, "message": sprintf("%v", [got])}
}
