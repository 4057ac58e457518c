package vcqlint.rules.legacy_gpu_arguments_test

import data.vcqlint.rules.legacy_gpu_arguments as policy

v19 := {"minor": "1.9", "gpuArgsOnDeviceshare": true}

v18 := {"minor": "1.8", "gpuArgsOnDeviceshare": false}

conf(name, args) := {"ref": 4, "valid": true, "plugins": [{
	"name": name, "tier": 1, "index": 0,
	"path": ["tiers", 1, "plugins", 0],
	"options": {}, "arguments": args,
}]}

test_legacy_flags_since_1_9 if {
	c := conf("predicates", {"predicate.GPUSharingEnable": true, "predicate.VGPUEnable": false, "predicate.CacheEnable": true})
	vs := policy.violation with input as {"volcano": v19, "schedulerConfigs": [c]}
	{v.path | some v in vs} == {
		["tiers", 1, "plugins", 0, "arguments", "predicate.GPUSharingEnable"],
		["tiers", 1, "plugins", 0, "arguments", "predicate.VGPUEnable"],
	}
	some v in vs
	contains(v.message, "use deviceshare.")
	contains(v.message, "(target 1.9)")
}

test_read_by_predicates_in_1_8 if {
	c := conf("predicates", {"predicate.GPUNumberEnable": true})
	count(policy.violation) == 0 with input as {"volcano": v18, "schedulerConfigs": [c]}
}

test_other_plugins_and_keys if {
	c := conf("deviceshare", {"predicate.GPUSharingEnable": true})
	d := conf("predicates", {"GPUSharingEnable": true, "predicate.ProportionalEnable": true})
	count(policy.violation) == 0 with input as {"volcano": v19, "schedulerConfigs": [c, d]}
}

test_arguments_that_are_not_a_mapping if {
	c := conf("predicates", "predicate.GPUSharingEnable")
	count(policy.violation) == 0 with input as {"volcano": v19, "schedulerConfigs": [c]}
}
