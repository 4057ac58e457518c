# METADATA
# title: known-bug-enqueue-ancestors
# description: |
#   Fires for a target of Volcano 1.11.x with hierarchical capacity
#   (`capacity` with `enableHierarchy: true`).
#
#   Volcano 1.11: the capacity plugin's JobEnqueueableFn checked only the leaf
#   queue's real capability and updated only the leaf's inqueue resources,
#   never its ancestors' (issue #4118). Sibling leaves can each admit jobs up
#   to their own capability, together far above their parent's: jobs are
#   enqueued and their pods sit Pending (seed 002). Fixed in 1.12.0 by #4119,
#   not backported to 1.11.x.
#
#   Fix: upgrade to 1.12+, or keep each leaf's capability within its share
#   of the parent.
# custom:
#   id: VCQ702
#   severity: warning
#   summary: Volcano 1.11 enqueue checks only the leaf queue, so parents are over-admitted
package vcqlint.rules.known_bug_enqueue_ancestors

import data.vcqlint.lib.config

violation contains v if {
	input.volcano.enqueueChecksLeafOnly
	some conf in input.schedulerConfigs
	conf.ref in config.hierarchical_capacity
	v := {
		"ref": conf.ref,
		"path": config.plugin_path(conf, "capacity"),
		"message": sprintf(
			"Volcano %s checks only the leaf queue when enqueueing (#4118): jobs in sibling queues are admitted beyond their parent's capability and their pods stay Pending; fixed in 1.12.0 (#4119)",
			[input.volcano.minor],
		),
	}
}
