package vcqlint.lib.config_test

import data.vcqlint.lib.config

plugin(name, tier, index, options) := {"name": name, "tier": tier, "index": index, "path": ["tiers", tier, "plugins", index], "options": options, "arguments": {}}

confs := [
	{"ref": 1, "plugins": [plugin("gang", 0, 0, {}), plugin("capacity", 1, 3, {"enableHierarchy": true})]},
	{"ref": 2, "plugins": [plugin("capacity", 0, 0, {"enableHierarchy": false}), plugin("proportion", 0, 1, {})]},
	{"ref": 3, "plugins": [plugin("nodegroup", 0, 0, {"enableHierarchy": true})]},
]

test_plugins_across_configurations if {
	config.plugins == {"gang", "capacity", "proportion", "nodegroup"} with input as {"schedulerConfigs": confs}
}

test_hierarchical_capacity_only_with_enable_hierarchy_on_capacity if {
	config.hierarchical_capacity == {1} with input as {"schedulerConfigs": confs}
}

test_plugin_path if {
	config.plugin_path(confs[0], "capacity") == ["tiers", 1, "plugins", 3, "name"]
	not config.plugin_path(confs[0], "proportion")
}
