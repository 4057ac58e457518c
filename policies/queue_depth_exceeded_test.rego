package vcqlint.rules.queue_depth_exceeded_test

import data.vcqlint.rules.queue_depth_exceeded as policy

v115 := {"minor": "1.15", "maxQueueDepth": 5}

v1140 := {"minor": "1.14", "maxQueueDepth": 0}

# chain builds root > l1 > ... > l<n>, each with its depth and ancestors.
chain(n) := array.concat(
	[{"name": "root", "implicit": true, "depth": 0, "ancestors": []}],
	[q |
		some d in numbers.range(1, n)
		q := {
			"ref": d, "name": sprintf("l%d", [d]), "implicit": false, "depth": d,
			"ancestors": array.concat([sprintf("l%d", [a]) | some i in numbers.range(1, d); a := d - i; a >= 1], ["root"]),
		}
	],
)

test_sixth_level if {
	vs := policy.violation with input as {"volcano": v115, "queues": chain(6)}
	count(vs) == 1
	some v in vs
	v.ref == 6
	v.path == "spec.parent"
	contains(v.message, "queue l6 is 6 levels below root (root > l1 > l2 > l3 > l4 > l5 > l6)")
	contains(v.message, "default 5")
}

test_every_deeper_queue if {
	count(policy.violation) == 2 with input as {"volcano": v115, "queues": chain(7)}
}

test_five_levels if {
	count(policy.violation) == 0 with input as {"volcano": v115, "queues": chain(5)}
}

test_no_limit_before_1_14_2 if {
	count(policy.violation) == 0 with input as {"volcano": v1140, "queues": chain(8)}
}

test_unreachable_queues_have_no_depth if {
	q := {"ref": 1, "name": "orphan", "implicit": false, "depth": -1, "ancestors": []}
	count(policy.violation) == 0 with input as {"volcano": v115, "queues": [q]}
}
