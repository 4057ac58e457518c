# METADATA
# title: duplicate-plugin
# description: |
#   Fires when the same plugin name appears more than once in one scheduler
#   configuration, in one tier or across tiers.
#
#   Volcano: OpenSession builds a plugin instance per entry and runs its
#   OnSessionOpen (pkg/scheduler/framework/framework.go), but callbacks are
#   registered by plugin name (session_plugins.go, e.g. jobOrderFns[name]),
#   so the later entry's instance, built from its own arguments, replaces the
#   earlier one's; each entry's enable* toggles still apply in its own tier,
#   so that instance is consulted twice and in two tiers, and the earlier
#   entry's arguments are silently lost. This is rarely what was meant (a
#   common result of merging the chart's default configuration with a custom
#   one).
#
#   Fix: keep one entry per plugin.
# custom:
#   id: VCQ113
#   severity: warning
#   summary: the same plugin is configured more than once
package vcqlint.rules.duplicate_plugin

violation contains v if {
	some conf in input.schedulerConfigs
	some i, later in conf.plugins
	later.name != ""
	earlier := [p | some j, p in conf.plugins; j < i; p.name == later.name]
	count(earlier) > 0
	v := {
		"ref": conf.ref,
		"path": array.concat(later.path, ["name"]),
		"message": sprintf(
			"plugin %s is configured again in tier %d (first in tier %d); Volcano registers plugin callbacks by name, so this entry's arguments replace the first's and the plugin is consulted in both places",
			[later.name, later.tier + 1, earlier[0].tier + 1],
		),
	}
}
