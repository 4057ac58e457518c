package config

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/configfile"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// HelmRelease is one item of the `helm` section: a chart rendered with
// values files, a release name and namespace, and --set style keys.
type HelmRelease struct {
	// Chart is the chart's directory, resolved against the file's directory.
	Chart string
	// Values are values files, resolved likewise, applied in order.
	Values    []string
	Release   string
	Namespace string
	// Set maps dotted keys to values, applied after the values files.
	Set map[string]any
	// Pos is the item's position in the configuration file.
	Pos finding.Position
}

// helm reads the `helm` section, whose shape the input layer has checked
// and whose set values it has decoded (sets[i] are helm[i]'s).
func (p *parser) helm(n *yaml.Node, dir string, sets [][]configfile.SetValue) []HelmRelease {
	if n == nil || n.Kind != yaml.SequenceNode {
		return nil
	}
	var out []HelmRelease
	for i, item := range n.Content {
		item = yamlpos.Deref(item)
		if item.Kind != yaml.MappingNode {
			continue // decode reported it
		}
		rel := HelmRelease{Pos: finding.Position{File: p.file, Line: item.Line, Column: item.Column}}
		chartKey, chart := lookup(item, "chart")
		switch {
		case chartKey == nil || (isString(chart) && strings.TrimSpace(chart.Value) == ""):
			p.errorf(item, "helm[%d]: chart is required: the chart's directory, relative to this file", i)
		case isString(chart):
			rel.Chart = resolve(dir, chart.Value)
			p.files = append(p.files, fileRef{key: fmt.Sprintf("helm[%d].chart", i), path: rel.Chart, pos: p.pos(chart)})
			if _, err := os.Stat(filepath.Join(rel.Chart, "Chart.yaml")); err != nil {
				p.errorf(chart, "helm[%d].chart: %q is not a Helm chart directory (no Chart.yaml; relative paths are relative to the configuration file's directory)", i, rel.Chart)
			}
		}
		_, values := lookup(item, "values")
		for j, v := range p.pathList(values, fmt.Sprintf("helm[%d].values", i), dir, false) {
			if info, err := os.Stat(v); err != nil || info.IsDir() {
				p.errorf(values.Content[j], "helm[%d].values[%d]: %q is not a file", i, j, v)
				continue
			}
			rel.Values = append(rel.Values, v)
		}
		if _, r := lookup(item, "release"); isString(r) {
			rel.Release = r.Value
		}
		if _, ns := lookup(item, "namespace"); isString(ns) {
			rel.Namespace = ns.Value
		}
		if i < len(sets) {
			rel.Set = p.helmSet(sets[i], i)
		}
		if rel.Chart != "" {
			out = append(out, rel)
		}
	}
	return out
}

// helmSet checks the keys of a set: dotted keys to scalar values, typed as
// YAML reads them.
func (p *parser) helmSet(set []configfile.SetValue, i int) map[string]any {
	if set == nil {
		return nil
	}
	out := map[string]any{}
	for _, sv := range set {
		k := sv.Key
		if strings.TrimSpace(k.Value) == "" || strings.Contains(k.Value, "..") || strings.HasPrefix(k.Value, ".") || strings.HasSuffix(k.Value, ".") {
			p.errorf(k, "helm[%d].set: %q is not a dotted key such as custom.scheduler_config_override", i, k.Value)
			continue
		}
		if sv.Err != nil {
			p.errorf(sv.Node, "helm[%d].set.%s: %v", i, k.Value, sv.Err)
			continue
		}
		out[k.Value] = sv.Value
	}
	return out
}

func resolve(dir, p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(dir, p)
}
