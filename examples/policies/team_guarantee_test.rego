package acme.volcano.team_guarantee_test

import data.acme.volcano.team_guarantee as policy

queue(name, ancestors, guarantee) := {
	"ref": 1, "name": name, "implicit": false, "leaf": true,
	"ancestors": ancestors, "guarantee": guarantee,
}

test_leaf_under_team_without_guarantee if {
	vs := policy.violation with input as {"queues": [queue("nlp", ["team-ml", "root"], {})]}
	count(vs) == 1
	some v in vs
	v.path == "spec"
	contains(v.message, "team queue nlp")
}

test_team_queue_itself_as_leaf if {
	count(policy.violation) == 1 with input as {"queues": [queue("team-ops", ["root"], {})]}
}

test_with_guarantee_is_fine if {
	count(policy.violation) == 0 with input as {"queues": [queue("nlp", ["team-ml", "root"], {"cpu": "4"})]}
}

test_other_queues_are_not_teams if {
	count(policy.violation) == 0 with input as {"queues": [queue("batch", ["root"], {})]}
}
