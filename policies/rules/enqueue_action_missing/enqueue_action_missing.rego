# METADATA
# title: enqueue-action-missing
# description: |
#   Fires when `actions` lacks `enqueue` while a plugin that gates enqueueing
#   (capacity, proportion or overcommit) is configured.
#
#   Volcano: those plugins decide in the enqueue action whether a job's
#   PodGroup may move from Pending to Inqueue (JobEnqueueableFn). Without the
#   action, allocate moves Pending PodGroups straight to Inqueue
#   (pkg/scheduler/actions/allocate/allocate.go), bypassing the quota and
#   overcommit checks: pods are created for jobs that cannot run and pile up
#   Pending (seed 001, note on overcommit).
#
#   Fix: start the actions with "enqueue", e.g. "enqueue, allocate, backfill".
# custom:
#   id: VCQ108
#   severity: warning
#   summary: actions lack enqueue while capacity, proportion or overcommit expect to gate enqueueing
package vcqlint.rules.enqueue_action_missing

gating := {"capacity", "proportion", "overcommit"}

violation contains v if {
	some conf in input.schedulerConfigs
	conf.valid

	# An empty list is VCQ102's (Volcano finds no action at all).
	some named in conf.actions
	named.name != ""
	not has_enqueue(conf)
	gates := sort({p.name | some p in conf.plugins; p.name in gating})
	count(gates) > 0
	v := {
		"ref": conf.ref,
		"path": "actions",
		"message": sprintf(
			"actions do not include enqueue, but %s %s jobs at enqueue; allocate moves every Pending job straight to Inqueue and their pods pile up Pending",
			[concat(", ", gates), verb(gates)],
		),
	}
}

verb(gates) := "gates" if count(gates) == 1

else := "gate"

has_enqueue(conf) if {
	some a in conf.actions
	a.name == "enqueue"
}
