package loader

import (
	"fmt"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/lint/decode"
	"github.com/vcqlint/vcqlint/lint/finding"
	"github.com/vcqlint/vcqlint/lint/manifest"
	"github.com/vcqlint/vcqlint/lint/yamlpos"
)

// VolcanoChartOverride is the key of the Volcano Helm chart's values that
// replaces the scheduler configuration (templates/scheduler.yaml renders it
// into the ConfigMap's volcano-scheduler.conf since v1.10.0).
const VolcanoChartOverride = "custom.scheduler_config_override"

// volcanoChartValues reads a values file of the Volcano chart: when root
// sets custom.scheduler_config_override to text, that text is a scheduler
// configuration, parsed with positions inside the block. A values file
// without it (or with ~, the chart's default) is not one.
func (f *File) volcanoChartValues(src func() *yamlpos.Source, root *yaml.Node) bool {
	n := value(value(root, "custom"), "scheduler_config_override")
	if n == nil || (n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null") {
		return false
	}
	conf := &manifest.Object{Kind: manifest.KindSchedulerConfig, File: f.Name, Root: n}
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!str" {
		p := f.pos(n)
		conf.SyntaxErr, conf.SyntaxMsg = &p, fmt.Sprintf("%s must be a string holding the YAML configuration, got %s", VolcanoChartOverride, decode.Describe(n))
		f.Objects = append(f.Objects, conf)
		return true
	}
	emb := yamlpos.ParseEmbedded(src(), n)
	switch {
	case emb.Err != nil:
		p := finding.Position{File: f.Name, Line: emb.Err.Line, Column: emb.Err.Column}
		conf.SyntaxErr, conf.SyntaxMsg = &p, "not valid YAML: "+emb.Err.Msg
		f.Objects = append(f.Objects, conf)
	case emb.Root == nil:
		return false // an empty override: the chart renders its default file
	default:
		f.addSchedulerConfig(emb.Root, nil)
	}
	return true
}
