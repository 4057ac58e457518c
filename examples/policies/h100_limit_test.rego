package acme.volcano.h100_limit_test

import data.acme.volcano.h100_limit as policy

test_capability_above_limit if {
	q := {"ref": 3, "name": "team-ml", "implicit": false, "capability": {"nvidia.com/gpu": "32"}}
	vs := policy.violation with input as {"queues": [q]}
	count(vs) == 1
	some v in vs
	v.path == ["spec", "capability", "nvidia.com/gpu"]
}

test_guarantee_above_limit_in_thousands if {
	q := {"ref": 3, "name": "x", "implicit": false, "guarantee": {"nvidia.com/gpu": "1k"}}
	count(policy.violation) == 1 with input as {"queues": [q]}
}

test_at_the_limit_is_fine if {
	q := {"ref": 3, "name": "x", "implicit": false, "capability": {"nvidia.com/gpu": "16"}, "deserved": {"nvidia.com/gpu": "8"}}
	count(policy.violation) == 0 with input as {"queues": [q]}
}
