package vcqlint.rules.parent_not_found_test

import data.vcqlint.rules.parent_not_found as policy

test_missing_parent if {
	q := {"ref": 2, "name": "a", "implicit": false, "parent": "ghost", "parentFound": false}
	vs := policy.violation with input as {"queues": [q]}
	count(vs) == 1
	some v in vs
	v.ref == 2
	v.path == "spec.parent"
	contains(v.message, `"ghost"`)
}

test_found_parent_and_implicit_root if {
	root := {"ref": null, "name": "root", "implicit": true, "parent": "", "parentFound": true}
	q := {"ref": 0, "name": "a", "implicit": false, "parent": "root", "parentFound": true}
	count(policy.violation) == 0 with input as {"queues": [root, q]}
}
