# METADATA
# title: h100-quota-limit
# description: |
#   House rule: no queue may ask for more than 16 H100 GPUs (the resource
#   nvidia.com/gpu on this platform) in its capability, deserved or
#   guarantee, so that no single team can drain the H100 pool.
#
#   Quantities reach policies as Kubernetes quantity strings ("16", "2k");
#   units.parse compares them exactly.
# custom:
#   id: ACME002
#   severity: warning
#   summary: a queue asks for more than 16 H100 GPUs
package acme.volcano.h100_limit

limit := 16

quota_paths := {
	"capability": ["spec", "capability"],
	"deserved": ["spec", "deserved"],
	"guarantee": ["spec", "guarantee", "resource"],
}

violation contains v if {
	some q in input.queues
	not q.implicit
	some field, path in quota_paths
	asked := object.get(q, [field, "nvidia.com/gpu"], "0")
	units.parse(asked) > limit
	v := {
		"ref": q.ref,
		"path": array.concat(path, ["nvidia.com/gpu"]),
		"message": sprintf("queue %s %s asks for %s H100 GPUs; the platform limit is %d per queue", [q.name, field, asked, limit]),
	}
}
