# METADATA
# title: deviceshare-conflict
# description: |
#   Fires when the `deviceshare` plugin enables GPU sharing together with GPU
#   number mode, or either of them together with vGPU. For targets before
#   1.9, where these flags were `predicate.*` arguments of the `predicates`
#   plugin, the same pairs are checked there.
#
#   Volcano: pkg/scheduler/plugins/deviceshare/deviceshare.go (1.9+) and
#   plugins/predicates/predicates.go (up to 1.8) call klog.Fatal when
#   GPUSharingEnable and GPUNumberEnable are both true, or when either is true
#   with VGPUEnable: the scheduler process exits and restarts in a loop.
#   Arguments are read with GetBool, which also accepts strings that
#   strconv.ParseBool parses ("true", "1", "t").
#
#   Fix: enable one GPU sharing mode only.
# custom:
#   id: VCQ110
#   severity: error
#   summary: deviceshare enables conflicting GPU modes (the scheduler exits fatally)
package vcqlint.rules.deviceshare_conflict

# owner is the plugin that reads the GPU mode flags in the target version,
# and the prefix of their argument names.
owner := {"plugin": "deviceshare", "prefix": "deviceshare."} if {
	input.volcano.gpuArgsOnDeviceshare
} else := {"plugin": "predicates", "prefix": "predicate."}

enabled(args, key) if args[key] == true

# GetBool also parses strings with strconv.ParseBool, and Volcano's yaml.v2
# reads plain yes/on/y as true where vcqlint's YAML sees strings. Any other
# type (a plain 1 is an int) is rejected by GetBool and leaves the mode off.
enabled(args, key) if {
	is_string(args[key])
	args[key] in truthy
}

truthy := {"1", "t", "T", "true", "True", "TRUE", "y", "Y", "yes", "Yes", "YES", "on", "On", "ON"}

conflicts := [
	["GPUSharingEnable", "GPUNumberEnable"],
	["GPUSharingEnable", "VGPUEnable"],
	["GPUNumberEnable", "VGPUEnable"],
]

violation contains v if {
	some conf in input.schedulerConfigs
	some p in conf.plugins
	p.name == owner.plugin
	is_object(p.arguments)
	some pair in conflicts
	first := concat("", [owner.prefix, pair[0]])
	second := concat("", [owner.prefix, pair[1]])
	enabled(p.arguments, first)
	enabled(p.arguments, second)
	v := {
		"ref": conf.ref,
		"path": array.concat(p.path, ["arguments", second]),
		"message": sprintf(
			"%s enables both %s and %s; the Volcano %s scheduler calls klog.Fatal at start and restarts in a loop",
			[p.name, first, second, input.volcano.minor],
		),
	}
}
