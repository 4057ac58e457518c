# METADATA
# title: root-quota-overridden
# description: |
#   Fires when the `root` Queue sets a quota the target Volcano version does
#   not use.
#
#   Volcano: the root queue is created by the scheduler
#   (pkg/scheduler/cache/cache.go) and the capacity plugin computes its quotas
#   (pkg/scheduler/plugins/capacity/capacity.go):
#   - before 1.13, root's capability and deserved are forced to the cluster
#     total and its guarantee to its children's sum: nothing written on root
#     is used;
#   - 1.13-1.14.1 (#4354) honour a capability, deserved and guarantee the root
#     Queue sets (nothing fires);
#   - 1.14.2+ / 1.15 (#4973) honour root's capability (unset means infinite)
#     but overwrite its deserved and guarantee with its children's sums every
#     session, and `--enable-root-queue-protection` (default true) makes them
#     immutable. Seed 001 observed root's deserved being reset.
#
#   Root's capability is the supported way to bound the whole tree from 1.13.
#
#   Fix: remove the ignored fields from root; set quotas on its children.
# custom:
#   id: VCQ206
#   severity: warning
#   summary: the root Queue sets a quota (deserved, guarantee, or before 1.13 capability) that the scheduler ignores
package vcqlint.rules.root_quota_overridden

import data.vcqlint.lib.workloads

# ignored maps each root field the target version ignores to its path and why.
ignored[field] := info if {
	some field in ["deserved", "guarantee"]
	input.volcano.rootQuotaOverwritten
	info := {"path": sprintf("spec.%s", [field]), "why": sprintf("overwrites root's %s with the sum of its children's every session", [field])}
}

ignored[field] := info if {
	some field in ["capability", "deserved", "guarantee"]
	not input.volcano.rootCapabilityHonoured
	info := {"path": sprintf("spec.%s", [field]), "why": sprintf("forces root's %s to the cluster total (or its children's sum for guarantee)", [field])}
}

violation contains v if {
	q := workloads.queues.root # a lookup, not a scan of every queue
	not q.implicit
	some field, info in ignored
	count(q[field]) > 0
	v := {
		"ref": q.ref,
		"path": info.path,
		"message": sprintf(
			"the root queue sets %s, but the Volcano %s scheduler %s; this value is never used",
			[field, input.volcano.minor, info.why],
		),
	}
}
