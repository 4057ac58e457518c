# METADATA
# description: |
#   Helpers for the advisory rules: which plugins the input's configurations
#   enable, and whether any enables hierarchical capacity.
package vcqlint.lib.config

plugins contains p.name if {
	some conf in input.schedulerConfigs
	some p in conf.plugins
}

hierarchical_capacity contains conf.ref if {
	some conf in input.schedulerConfigs
	some p in conf.plugins
	p.name == "capacity"
	p.options.enableHierarchy == true
}

plugin_path(conf, name) := array.concat(p.path, ["name"]) if {
	some p in conf.plugins
	p.name == name
}
