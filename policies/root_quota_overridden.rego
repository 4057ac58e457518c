# METADATA
# title: root-quota-overridden
# description: |
#   Fires when the `root` Queue sets `deserved` or `guarantee`.
#
#   Volcano: the root queue is created by the scheduler
#   (pkg/scheduler/cache/cache.go) and the capacity plugin computes its
#   quotas itself (pkg/scheduler/plugins/capacity/capacity.go): since v1.13
#   root's guarantee falls back to the sum of its children, and since v1.15
#   (#4973) both deserved and guarantee are overwritten with the children's
#   sums on every session; before v1.13 they were forced to the cluster
#   total. A value written on root is therefore never used, and with
#   `--enable-root-queue-protection` (default in v1.15) it cannot even be
#   changed later. Seed 001 observed root's deserved being reset.
#
#   Root's `capability` is honoured since v1.13 (#4354) and is the supported
#   way to keep children within bounds; before v1.13 it is ignored too.
#
#   Fix: remove deserved and guarantee from root; set them on its children.
# custom:
#   id: VCQ206
#   severity: warning
#   summary: the root Queue sets deserved or guarantee, which the scheduler overwrites
package vcqlint.rules.root_quota_overridden

quota_paths := {
	"deserved": "spec.deserved",
	"guarantee": "spec.guarantee",
}

violation contains v if {
	some q in input.queues
	q.name == "root"
	not q.implicit
	some field, path in quota_paths
	count(q[field]) > 0
	v := {
		"ref": q.ref,
		"path": path,
		"message": sprintf(
			"the root queue sets %s, but the scheduler overwrites root's %s with the sum of its children's every session; this value is never used",
			[field, field],
		),
	}
}
