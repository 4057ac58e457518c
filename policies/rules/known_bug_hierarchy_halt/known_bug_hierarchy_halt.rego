# METADATA
# title: known-bug-hierarchy-halt
# description: |
#   Fires for a target of Volcano 1.11-1.13 on a configuration that enables
#   hierarchical capacity.
#
#   Volcano 1.11-1.13: any failure of the capacity plugin's hierarchy check
#   (a child above its parent, children's sums above the parent, a missing
#   parent, a cycle) returns "Failed to check queue's hierarchical
#   structure" and stops scheduling for the whole cluster, not just the
#   offending queue (seed 001). Since 1.14.0 (#4864) sum and capability
#   failures are only logged and the webhook rejects them at admission (a
#   missing parent, a cycle or a job in a non-leaf queue still stop
#   scheduling in every version: VCQ201, VCQ202, VCQ208). This
#   is advice, not a defect in your files: one bad queue added later by
#   anyone halts everything.
#
#   Fix: upgrade to 1.14+, or gate every Queue change with vcqlint.
# custom:
#   id: VCQ704
#   severity: info
#   summary: on Volcano 1.11-1.13 any hierarchy check failure stops all scheduling
package vcqlint.rules.known_bug_hierarchy_halt

import data.vcqlint.lib.config

violation contains v if {
	input.volcano.hierarchySupported
	input.volcano.hierarchyFailureHalts
	some conf in input.schedulerConfigs
	conf.ref in config.hierarchical_capacity
	v := {
		"ref": conf.ref,
		"path": config.plugin_path(conf, "capacity"),
		"message": sprintf(
			"on Volcano %s any failed hierarchy check (a child's capability above its parent's, children's guarantees or deserved adding up to more than the parent's) stops scheduling for the whole cluster; 1.14+ only logs those and rejects such queues at admission",
			[input.volcano.minor],
		),
	}
}
