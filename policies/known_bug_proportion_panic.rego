# METADATA
# title: known-bug-proportion-panic
# description: |
#   Fires for a target of Volcano 1.11 or older when a configuration enables
#   `proportion` and some queue has a guarantee.
#
#   Volcano: proportion's deserved loop (pkg/scheduler/plugins/proportion)
#   raised each queue's deserved to its guarantee and then called
#   remaining.Sub(increased), which panics ("resource is not sufficient to do
#   operation") whenever the guarantees plus requests exceed what is left:
#   the scheduler crash-loops (seed 000; issues #2364, #3155, #4261). Node
#   sync at start-up can make the total look small enough to trigger it even
#   with sane guarantees. Fixed in 1.12.0 by #4273, not backported.
#
#   Fix: upgrade to 1.12+, or remove guarantees while on proportion.
# custom:
#   id: VCQ701
#   severity: warning
#   summary: Volcano <= 1.11 with proportion and guarantees can panic the scheduler
package vcqlint.rules.known_bug_proportion_panic

import data.vcqlint.lib.config

violation contains v if {
	input.volcano.proportionRemainingPanics
	guaranteed := [q.name | some q in input.queues; not q.implicit; count(q.guarantee) > 0]
	count(guaranteed) > 0
	some conf in input.schedulerConfigs
	path := config.plugin_path(conf, "proportion")
	v := {
		"ref": conf.ref,
		"path": path,
		"message": sprintf(
			"Volcano %s proportion can panic with \"resource is not sufficient to do operation\" when guarantees (%d queues, e.g. %s) exceed what is left; fixed in 1.12.0 (#4273)",
			[input.volcano.minor, count(guaranteed), guaranteed[0]],
		),
	}
}
