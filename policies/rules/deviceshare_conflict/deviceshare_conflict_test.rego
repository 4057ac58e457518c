package vcqlint.rules.deviceshare_conflict_test

import data.vcqlint.rules.deviceshare_conflict as policy

v115 := {"minor": "1.15", "gpuArgsOnDeviceshare": true}

v18 := {"minor": "1.8", "gpuArgsOnDeviceshare": false}

conf(name, args) := {"ref": 0, "valid": true, "plugins": [{
	"name": name, "tier": 1, "index": 2,
	"path": ["tiers", 1, "plugins", 2],
	"options": {}, "arguments": args,
}]}

test_sharing_and_number if {
	c := conf("deviceshare", {"deviceshare.GPUSharingEnable": true, "deviceshare.GPUNumberEnable": true})
	vs := policy.violation with input as {"volcano": v115, "schedulerConfigs": [c]}
	count(vs) == 1
	some v in vs
	v.path == ["tiers", 1, "plugins", 2, "arguments", "deviceshare.GPUNumberEnable"]
	contains(v.message, "klog.Fatal")
}

test_vgpu_with_both_gives_three_pairs if {
	c := conf("deviceshare", {"deviceshare.GPUSharingEnable": true, "deviceshare.GPUNumberEnable": true, "deviceshare.VGPUEnable": true})
	count(policy.violation) == 3 with input as {"volcano": v115, "schedulerConfigs": [c]}
}

test_strings_parsed_like_get_bool if {
	c := conf("deviceshare", {"deviceshare.GPUNumberEnable": "True", "deviceshare.VGPUEnable": "1"})
	count(policy.violation) == 1 with input as {"volcano": v115, "schedulerConfigs": [c]}
}

test_yaml_1_1_booleans if {
	c := conf("deviceshare", {"deviceshare.GPUSharingEnable": "yes", "deviceshare.VGPUEnable": "on"})
	count(policy.violation) == 1 with input as {"volcano": v115, "schedulerConfigs": [c]}
}

test_numbers_and_false_strings_are_off if {
	c := conf("deviceshare", {"deviceshare.GPUSharingEnable": 1, "deviceshare.GPUNumberEnable": "false", "deviceshare.VGPUEnable": true})
	count(policy.violation) == 0 with input as {"volcano": v115, "schedulerConfigs": [c]}
}

test_one_mode if {
	c := conf("deviceshare", {"deviceshare.VGPUEnable": true, "deviceshare.SchedulePolicy": "binpack"})
	count(policy.violation) == 0 with input as {"volcano": v115, "schedulerConfigs": [c]}
}

test_arguments_that_are_not_a_mapping if {
	c := conf("deviceshare", ["deviceshare.GPUSharingEnable"])
	count(policy.violation) == 0 with input as {"volcano": v115, "schedulerConfigs": [c]}
}

test_predicates_flags_before_1_9 if {
	c := conf("predicates", {"predicate.GPUSharingEnable": true, "predicate.GPUNumberEnable": true})
	vs := policy.violation with input as {"volcano": v18, "schedulerConfigs": [c]}
	count(vs) == 1
	some v in vs
	contains(v.message, "predicates enables both predicate.GPUSharingEnable and predicate.GPUNumberEnable")
	contains(v.message, "Volcano 1.8")
}

test_predicates_flags_ignored_since_1_9 if {
	c := conf("predicates", {"predicate.GPUSharingEnable": true, "predicate.GPUNumberEnable": true})
	count(policy.violation) == 0 with input as {"volcano": v115, "schedulerConfigs": [c]}
}

test_deviceshare_flags_before_1_9 if {
	c := conf("deviceshare", {"deviceshare.GPUSharingEnable": true, "deviceshare.GPUNumberEnable": true})
	count(policy.violation) == 0 with input as {"volcano": v18, "schedulerConfigs": [c]}
}
