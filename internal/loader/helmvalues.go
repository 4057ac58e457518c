package loader

import (
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// VolcanoChartOverride is the key of the Volcano Helm chart's values that
// replaces the scheduler configuration (templates/scheduler.yaml renders it
// into the ConfigMap's volcano-scheduler.conf since v1.10.0).
const VolcanoChartOverride = "custom.scheduler_config_override"

// volcanoChartValues reads a values file of the Volcano chart: when root
// sets custom.scheduler_config_override, its text is a scheduler
// configuration, parsed with positions inside the block as a ConfigMap's
// is. Left at ~ (the chart's default) or empty, the chart renders its
// config/volcano-scheduler.conf instead, and the file is not one.
func (f *File) volcanoChartValues(src func() *yamlpos.Source, root *yaml.Node) bool {
	n := yamlpos.Value(yamlpos.Value(root, "custom"), "scheduler_config_override")
	if n == nil || (n.Kind == yaml.ScalarNode && (n.ShortTag() == "!!null" || strings.TrimSpace(n.Value) == "")) {
		return false
	}
	f.embeddedConfig(src, nil, n, VolcanoChartOverride)
	return true
}
