package vcqlint.rules.queue_closed_test

import data.vcqlint.rules.queue_closed as policy

queues := [
	{"ref": 0, "name": "old", "implicit": false, "state": "Closed"},
	{"ref": 1, "name": "draining", "implicit": false, "state": "Closing"},
	{"ref": 2, "name": "open", "implicit": false, "state": "Open"},
	{"ref": 3, "name": "new", "implicit": false, "state": ""},
	{"name": "root", "implicit": true},
]

test_closed_and_closing if {
	vs := policy.violation with input as {"queues": queues, "jobs": [
		{"ref": 5, "id": "Job/a/x", "queue": "old"},
		{"ref": 6, "id": "Job/a/y", "queue": "draining"},
	]}
	{v.ref | some v in vs} == {5, 6}
	some v in vs
	v.ref == 6
	contains(v.message, "which is Closing")
}

test_open_unset_unknown_and_implicit if {
	count(policy.violation) == 0 with input as {"queues": queues, "podGroups": [
		{"ref": 5, "id": "PodGroup/a/x", "queue": "open"},
		{"ref": 6, "id": "PodGroup/a/y", "queue": "new"},
		{"ref": 7, "id": "PodGroup/a/z", "queue": "ghost"},
		{"ref": 8, "id": "PodGroup/a/w", "queue": "root"},
	]}
}
