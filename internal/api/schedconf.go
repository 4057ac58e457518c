package api

import (
	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/decode"
)

// SchedulerConfiguration is volcano-scheduler.conf (Volcano
// pkg/scheduler/conf/scheduler_conf.go). Volcano reads it with non-strict
// yaml.v2, so unknown top-level keys are ignored there and here alike.
type SchedulerConfiguration struct {
	// Actions is the comma-separated action list, e.g. "enqueue, allocate, backfill".
	Actions        string         `json:"actions"`
	Tiers          []Tier         `json:"tiers"`
	Configurations []ActionConfig `json:"configurations"`
	Metrics        map[string]any `json:"metrics"`
	// Plugins is filled by the loader from Tiers, in order, with the
	// positions and raw options of every plugin entry.
	Plugins []*Plugin `json:"-"`
}

// OpenFields marks the type open: unknown top-level keys are silently ignored by Volcano.
func (SchedulerConfiguration) OpenFields() {}

// Tier is one tier of plugins. Plugin entries are kept as nodes: their keys
// are open-ended (toggles, arguments, typos), so the loader reads them into
// Plugin values by hand.
type Tier struct {
	Plugins []decode.Raw `json:"plugins"`
}

// OpenFields marks the type open: unknown tier keys are ignored by Volcano.
func (Tier) OpenFields() {}

// ActionConfig is one `configurations[]` entry: arguments for an action.
type ActionConfig struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

// OpenFields marks the type open: unknown keys are ignored by Volcano.
func (ActionConfig) OpenFields() {}

// Plugin is one plugin entry of a tier.
type Plugin struct {
	Tier  int
	Index int
	Name  string
	// Node is the plugin's mapping node; NameNode its `name` value.
	Node     *yaml.Node
	NameNode *yaml.Node
	// Options are the plugin's keys other than name and arguments, in file
	// order: Volcano's enable*/enabled* toggles, or typos of them.
	Options []PluginOption
	// Arguments is the `arguments` mapping node, or nil.
	Arguments *yaml.Node
}

// PluginOption is one toggle of a plugin entry.
type PluginOption struct {
	Key     string
	KeyNode *yaml.Node
	Value   *yaml.Node
	// Bool is the toggle's value when it is a boolean.
	Bool *bool
}

// Option returns the boolean value of toggle key, if set to a boolean.
func (p *Plugin) Option(key string) (value, set bool) {
	for _, o := range p.Options {
		if o.Key == key && o.Bool != nil {
			return *o.Bool, true
		}
	}
	return false, false
}

// IsToggle reports whether key is one of the boolean plugin toggles of
// PluginOption in Volcano's conf/scheduler_conf.go (with its inconsistent
// enable*/enabled* spellings). Volcano decodes these as *bool, so a
// non-boolean value makes the whole configuration fail to load.
func IsToggle(key string) bool {
	switch key {
	case "enableJobOrder", "enableHierarchy", "enableJobReady", "enableJobPipelined",
		"enableTaskOrder", "enablePreemptable", "enableReclaimable", "enablePreemptive",
		"enableQueueOrder", "enablePredicate", "enableBestNode", "enableNodeOrder",
		"enableTargetJob", "enableReservedNodes", "enableJobEnqueued", "enableJobStarving",
		"EnabledClusterOrder", "enabledVictim", "enabledOverused", "enabledAllocatable",
		"enabledHyperNodeOrder", "enabledSubJobReady", "enabledSubJobPipelined",
		"enabledSubJobOrder", "enabledHyperNodeGradient":
		return true
	}
	return false
}
