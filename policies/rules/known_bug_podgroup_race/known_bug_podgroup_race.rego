# METADATA
# title: known-bug-podgroup-race
# description: |
#   Fires for a target of Volcano 1.8 or older on each Deployment or
#   StatefulSet with `schedulerName: volcano`.
#
#   Volcano <= 1.8: when such a workload scales 1 -> 0 -> 1, the scheduler
#   cache retries the delete of the old PodGroup by name and can delete the
#   new one (issue #3374), leaving the new pod Pending (seed 003). Fixed in
#   1.9.0 (#3376) by comparing PodGroup UIDs. (A related race, #5972, is
#   still open upstream.)
#
#   Fix: upgrade to 1.9+, or avoid scaling Volcano-scheduled controllers
#   through zero.
# custom:
#   id: VCQ703
#   severity: warning
#   summary: Volcano <= 1.8 can delete a new PodGroup when a workload scales 1->0->1
package vcqlint.rules.known_bug_podgroup_race

controllers := {"Deployment", "StatefulSet", "ReplicaSet"}

violation contains v if {
	input.volcano.podGroupDeleteRace
	some w in input.workloads
	w.schedulerName == "volcano"
	w.kind in controllers
	v := {
		"ref": w.ref,
		"path": w.schedulerNamePath,
		"message": sprintf(
			"%s is scheduled by Volcano %s, where scaling it 1 -> 0 -> 1 can delete its new PodGroup and leave the pod Pending (#3374, fixed in 1.9.0)",
			[w.id, input.volcano.minor],
		),
	}
}
