# METADATA
# title: drf-hierarchy-with-proportion
# description: |
#   Fires when one tier enables `drf` with `enableHierarchy: true` together
#   with `proportion`.
#
#   Volcano: pkg/scheduler/util.go rejects this combination while loading the
#   configuration ("proportion and drf with hierarchy enabled conflicts"), but
#   only within one tier; the scheduler then logs the error and keeps its
#   previous (or default) configuration, so nothing in the file takes effect.
#
#   Fix: drop `enableHierarchy` from drf, or drop proportion (for
#   hierarchical queues use capacity with enableHierarchy).
# custom:
#   id: VCQ107
#   severity: error
#   summary: drf with enableHierarchy and proportion are in the same tier (configuration rejected)
package vcqlint.rules.drf_hierarchy_with_proportion

violation contains v if {
	some conf in input.schedulerConfigs
	some drf in conf.plugins
	drf.name == "drf"
	drf.options.enableHierarchy == true
	some prop in conf.plugins
	prop.name == "proportion"
	prop.tier == drf.tier
	v := {
		"ref": conf.ref,
		"path": array.concat(drf.path, ["enableHierarchy"]),
		"message": sprintf(
			"tier %d enables drf with enableHierarchy and proportion together; Volcano rejects the configuration and keeps its previous one",
			[drf.tier + 1],
		),
	}
}
