package helm

import (
	"fmt"
	"strings"

	"helm.sh/helm/v3/pkg/chart"
	"helm.sh/helm/v3/pkg/strvals"
	"sigs.k8s.io/yaml"

	"github.com/vcqlint/vcqlint/internal/inputfile"
)

// read reads the layer's values as Helm reads a values file
// (sigs.k8s.io/yaml: numbers are float64, as in the objects Helm renders).
func (v ValuesSource) read() (map[string]any, error) {
	data := v.text
	if data == nil {
		var err error
		if data, err = inputfile.Read(v.file, inputfile.ManifestLimit); err != nil {
			return nil, err
		}
	}
	m := map[string]any{}
	if err := yaml.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", v.file, err)
	}
	return m, nil
}

// parseSet is the tree one --set value sets on its own.
func parseSet(sv SetValue) (map[string]any, error) {
	m := map[string]any{}
	return m, applySet(m, sv)
}

// applySet applies one --set value to vals with Helm's own parser.
func applySet(vals map[string]any, sv SetValue) error {
	parse := strvals.ParseInto
	if sv.String {
		parse = strvals.ParseIntoString
	}
	if err := parse(sv.Expr, vals); err != nil {
		return fmt.Errorf("cannot apply --set value %q: %w", sv.Expr, err)
	}
	return nil
}

// mergeValues merges src over dst, maps recursively; a null in src removes
// the key, as `helm install -f` does.
func mergeValues(dst, src map[string]any) map[string]any {
	if dst == nil {
		dst = map[string]any{}
	}
	for k, v := range src {
		if v == nil {
			delete(dst, k)
			continue
		}
		sm, srcIsMap := v.(map[string]any)
		dm, dstIsMap := dst[k].(map[string]any)
		if srcIsMap && dstIsMap {
			dst[k] = mergeValues(dm, sm)
			continue
		}
		dst[k] = v
	}
	return dst
}

// copyValues deep-copies maps so that merging never changes a chart's
// defaults (a chart is rendered once per release).
func copyValues(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		if sub, ok := v.(map[string]any); ok {
			v = copyValues(sub)
		}
		out[k] = v
	}
	return out
}

// setValue sets a dotted key (a.b.c) to v, creating maps on the way.
func setValue(m map[string]any, dotted string, v any) {
	parts := strings.Split(dotted, ".")
	for _, p := range parts[:len(parts)-1] {
		sub, ok := m[p].(map[string]any)
		if !ok {
			sub = map[string]any{}
			m[p] = sub
		}
		m = sub
	}
	m[parts[len(parts)-1]] = v
}

// lookupValue reads a dotted key, or nil.
func lookupValue(m map[string]any, dotted string) (any, bool) {
	var cur any = m
	for _, p := range strings.Split(dotted, ".") {
		mm, ok := cur.(map[string]any)
		if !ok {
			return nil, false
		}
		if cur, ok = mm[p]; !ok {
			return nil, false
		}
	}
	return cur, true
}

// coalesce gives each chart of the tree its values, as Helm scopes them:
// the user's values over the chart's defaults, each enabled subchart's under
// its name (or alias) over that subchart's defaults, with `global` passed
// down. It returns the subcharts that are enabled and their values.
func coalesce(ch *chart.Chart, user map[string]any) (map[string]any, []scoped) {
	vals := mergeValues(copyValues(ch.Values), user)
	var subs []scoped
	for _, sub := range enabledDependencies(ch, vals) {
		name := sub.name
		own, _ := vals[name].(map[string]any)
		if own == nil {
			own = map[string]any{}
		}
		if g, ok := vals["global"].(map[string]any); ok {
			sg, _ := own["global"].(map[string]any)
			own["global"] = mergeValues(copyValues(sg), g)
		}
		subVals, nested := coalesce(sub.chart, own)
		vals[name] = subVals
		subs = append(subs, scoped{chart: sub.chart, values: subVals, name: name})
		subs = append(subs, nested...)
	}
	return vals, subs
}

// scoped is a subchart with its values.
type scoped struct {
	chart  *chart.Chart
	values map[string]any
	name   string
}

type dependency struct {
	chart *chart.Chart
	name  string
}

// enabledDependencies are the subcharts whose condition and tags (read in
// the parent's values) do not disable them, named by alias when they have one.
func enabledDependencies(ch *chart.Chart, vals map[string]any) []dependency {
	var out []dependency
	for _, sub := range ch.Dependencies() {
		dep := declared(ch, sub.Name())
		name := sub.Name()
		if dep != nil && dep.Alias != "" {
			name = dep.Alias
		}
		if dep != nil && !enabled(dep, vals) {
			continue
		}
		out = append(out, dependency{chart: sub, name: name})
	}
	return out
}

func declared(ch *chart.Chart, name string) *chart.Dependency {
	if ch.Metadata == nil {
		return nil
	}
	for _, d := range ch.Metadata.Dependencies {
		if d != nil && d.Name == name {
			return d
		}
	}
	return nil
}

// enabled applies Helm's rule: the first condition path holding a boolean
// decides; otherwise a tag set to true enables and tags all false disable.
func enabled(dep *chart.Dependency, vals map[string]any) bool {
	for _, c := range strings.Split(dep.Condition, ",") {
		if c = strings.TrimSpace(c); c == "" {
			continue
		}
		if v, ok := lookupValue(vals, c); ok {
			if b, ok := v.(bool); ok {
				return b
			}
		}
	}
	seen, on := false, false
	for _, t := range dep.Tags {
		if v, ok := lookupValue(vals, "tags."+t); ok {
			if b, ok := v.(bool); ok {
				seen = true
				on = on || b
			}
		}
	}
	return !seen || on
}
