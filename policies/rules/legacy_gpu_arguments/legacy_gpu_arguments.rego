# METADATA
# title: legacy-gpu-arguments
# description: |
#   Fires when the `predicates` plugin carries the GPU sharing arguments
#   `predicate.GPUSharingEnable`, `predicate.GPUNumberEnable`,
#   `predicate.VGPUEnable` or `predicate.NodeLockEnable` for a target of
#   Volcano 1.9 or later.
#
#   Volcano: up to 1.8 the predicates plugin read these; since 1.9 GPU sharing
#   lives in the `deviceshare` plugin with `deviceshare.*` arguments
#   (pkg/scheduler/plugins/deviceshare), and the old keys are silently
#   ignored, so GPU sharing is off after an upgrade.
#
#   Fix: add the `deviceshare` plugin with the same flags renamed to
#   `deviceshare.GPUSharingEnable` (etc.) and remove them from predicates.
#
#   Automatic fix (--fix): exactly that, each `predicate.X` line moved as it
#   is written (value and comment) and renamed `deviceshare.X` (one to one:
#   pkg/scheduler/plugins/deviceshare/deviceshare.go:40-44@v1.9.0): into the
#   arguments of the configuration's deviceshare plugin, or into a new
#   deviceshare entry right after predicates when there is none. No fix when
#   deviceshare already sets one of the keys (which value wins is a choice),
#   or has no block of arguments to add to.
# custom:
#   id: VCQ111
#   severity: warning
#   summary: GPU sharing arguments on predicates are ignored since Volcano 1.9 (moved to deviceshare)
package vcqlint.rules.legacy_gpu_arguments

legacy := {"GPUSharingEnable", "GPUNumberEnable", "VGPUEnable", "NodeLockEnable"}

violation contains v if {
	input.volcano.gpuArgsOnDeviceshare
	some conf in input.schedulerConfigs
	some p in conf.plugins
	p.name == "predicates"
	some key, _ in p.arguments
	startswith(key, "predicate.")
	flag := substring(key, count("predicate."), -1)
	flag in legacy
	v := {
		"ref": conf.ref,
		"path": array.concat(p.path, ["arguments", key]),
		"message": sprintf(
			"predicates argument %s is ignored since Volcano 1.9 (target %s); use deviceshare.%s on the deviceshare plugin",
			[key, input.volcano.minor, flag],
		),
	}
}
