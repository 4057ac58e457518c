# METADATA
# title: capacity-proportion-exclusive
# description: |
#   Fires when one scheduler configuration enables both the `capacity` and the
#   `proportion` plugin, in the same tier or in different tiers.
#
#   Volcano: both plugins compute every queue's deserved share and register
#   the same queue callbacks (allocatable, overused, job-enqueueable,
#   reclaimable); with both on, each vetoes the other's decisions and queues
#   stall or are reclaimed unexpectedly. Volcano documents them as mutually
#   exclusive (docs/user-guide/how_to_use_capacity_plugin.md) but no code
#   rejects the combination, so the configuration loads silently (seed 001).
#
#   Fix: keep one. With hierarchical queues or per-dimension quotas keep
#   `capacity` (and set `enableHierarchy: true` for a tree); remove
#   `proportion`, which is in Volcano's default configuration.
# custom:
#   id: VCQ101
#   severity: error
#   summary: the capacity and proportion plugins are both enabled
package vcqlint.rules.capacity_proportion_exclusive

violation contains v if {
	some conf in input.schedulerConfigs
	some cap in conf.plugins
	cap.name == "capacity"
	some prop in conf.plugins
	prop.name == "proportion"
	v := {
		"ref": conf.ref,
		"path": array.concat(prop.path, ["name"]),
		"message": sprintf(
			"%s enables both capacity (tier %d) and proportion (tier %d); they compute queue shares independently and fight each other: keep only capacity",
			[conf.id, cap.tier + 1, prop.tier + 1],
		),
	}
}
