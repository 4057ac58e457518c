package chartutil

import (
	"fmt"
	"strings"

	"github.com/Masterminds/semver/v3"
	"github.com/mitchellh/copystructure"
	"helm.sh/helm/v3/pkg/chart"
)

// ProcessDependencies prepares a chart's subcharts for a rendering with
// vals (the user's values) as `helm install` and `helm template` do
// (chartutil.ProcessDependenciesWithMerge): aliases give a subchart its
// name, a condition or tags that evaluate false remove it, and each
// dependency's import-values copy values from the child up to the parent.
// It changes ch.
func ProcessDependencies(ch *chart.Chart, vals Values) error {
	if err := processEnabled(ch, vals, ""); err != nil {
		return err
	}
	return processImports(ch)
}

// IsCompatibleRange reports whether version ver meets constraint.
func IsCompatibleRange(constraint, ver string) bool {
	v, err := semver.NewVersion(ver)
	if err != nil {
		return false
	}
	c, err := semver.NewConstraint(constraint)
	return err == nil && c.Check(v)
}

// processEnabled resolves aliases and drops the disabled subcharts of ch,
// then of each subchart; path is ch's key prefix in the top chart's values.
func processEnabled(ch *chart.Chart, vals map[string]any, path string) error {
	if ch.Metadata.Dependencies == nil {
		return nil
	}
	var subs []*chart.Chart
	// Subcharts under charts/ that no dependency of Chart.yaml names (with a
	// compatible version) are kept as they are.
	for _, existing := range ch.Dependencies() {
		if !declared(ch, existing) {
			subs = append(subs, existing)
		}
	}
	for _, req := range ch.Metadata.Dependencies {
		if req == nil {
			continue
		}
		if sub := aliased(ch.Dependencies(), req); sub != nil {
			subs = append(subs, sub)
		}
		if req.Alias != "" {
			req.Name = req.Alias
		}
	}
	ch.SetDependencies(subs...)
	for _, req := range ch.Metadata.Dependencies {
		req.Enabled = true
	}
	cvals, err := CoalesceValues(ch, vals)
	if err != nil {
		return err
	}
	applyTags(ch.Metadata.Dependencies, cvals)
	applyConditions(ch.Metadata.Dependencies, cvals, path)
	disabled := map[string]bool{}
	for _, req := range ch.Metadata.Dependencies {
		if !req.Enabled {
			disabled[req.Name] = true
		}
	}
	kept := []*chart.Chart{}
	for _, sub := range ch.Dependencies() {
		if !disabled[sub.Metadata.Name] {
			kept = append(kept, sub)
		}
	}
	keptReqs := []*chart.Dependency{}
	for _, req := range ch.Metadata.Dependencies {
		if !disabled[req.Name] {
			keptReqs = append(keptReqs, req)
		}
	}
	for _, sub := range kept {
		if err := processEnabled(sub, cvals, path+sub.Metadata.Name+"."); err != nil {
			return err
		}
	}
	// nil when none is left, as in Helm: import-values then leaves the
	// chart's values alone.
	ch.Metadata.Dependencies = append([]*chart.Dependency(nil), keptReqs...)
	ch.SetDependencies(kept...)
	return nil
}

// declared reports whether a dependency of ch's Chart.yaml names sub, with
// a version range sub's version meets.
func declared(ch *chart.Chart, sub *chart.Chart) bool {
	for _, req := range ch.Metadata.Dependencies {
		if sub.Name() == req.Name && IsCompatibleRange(req.Version, sub.Metadata.Version) {
			return true
		}
	}
	return false
}

// aliased is the subchart req names, as a copy named by req's alias.
func aliased(charts []*chart.Chart, req *chart.Dependency) *chart.Chart {
	for _, c := range charts {
		if c == nil || c.Name() != req.Name || !IsCompatibleRange(req.Version, c.Metadata.Version) {
			continue
		}
		out := *c
		md := *c.Metadata
		out.Metadata = &md
		if req.Alias != "" {
			md.Name = req.Alias
		}
		return &out
	}
	return nil
}

// applyTags disables a dependency whose tags are all false in `tags`.
func applyTags(reqs []*chart.Dependency, vals Values) {
	tags, err := vals.Table("tags")
	if err != nil {
		return
	}
	for _, req := range reqs {
		var anyTrue, anyFalse bool
		for _, k := range req.Tags {
			if b, ok := tags[k].(bool); ok {
				anyTrue = anyTrue || b
				anyFalse = anyFalse || !b
			}
		}
		req.Enabled = anyTrue || !anyFalse
	}
}

// applyConditions sets a dependency's Enabled from the first of its
// comma-separated condition paths that holds a boolean.
func applyConditions(reqs []*chart.Dependency, vals Values, path string) {
	for _, req := range reqs {
		for _, c := range strings.Split(strings.TrimSpace(req.Condition), ",") {
			if c == "" {
				continue
			}
			v, err := vals.PathValue(path + c)
			if err != nil {
				continue
			}
			if b, ok := v.(bool); ok {
				req.Enabled = b
				break
			}
		}
	}
}

// processImports applies import-values, deepest charts first.
func processImports(ch *chart.Chart) error {
	for _, sub := range ch.Dependencies() {
		if err := processImports(sub); err != nil {
			return err
		}
	}
	return importValues(ch)
}

// importValues copies the values each dependency's import-values names
// from the child into ch's values, under ch's own: a map {child, parent}
// copies the child's table at `child` to `parent`; a string copies the
// child's `exports.<string>` table to the top.
func importValues(ch *chart.Chart) error {
	if ch.Metadata.Dependencies == nil {
		return nil
	}
	cvals, err := MergeValues(ch, nil)
	if err != nil {
		return err
	}
	imported := map[string]any{}
	for _, req := range ch.Metadata.Dependencies {
		var resolved []any
		for _, iv := range req.ImportValues {
			var child, parent string
			switch t := iv.(type) {
			case map[string]any:
				child, parent = fmt.Sprintf("%v", t["child"]), fmt.Sprintf("%v", t["parent"])
			case string:
				child, parent = "exports."+t, "."
			default:
				continue
			}
			resolved = append(resolved, map[string]string{"child": child, "parent": parent})
			table, err := cvals.Table(req.Name + "." + child)
			if err != nil {
				continue // Helm warns that the child has no such table
			}
			imported = MergeTables(imported, underPath(parent, table.AsMap()))
		}
		req.ImportValues = resolved
	}
	// The parent's own values win over what it imports.
	cp, err := copystructure.Copy(map[string]any(cvals))
	if err != nil {
		cp = map[string]any(cvals)
	}
	ch.Values = MergeTables(cp.(map[string]any), imported)
	return nil
}

// underPath nests data under a dotted path ("." is the top).
func underPath(path string, data map[string]any) map[string]any {
	if path == "." {
		return data
	}
	keys := strings.Split(path, ".")
	cur := data
	for i := len(keys) - 1; i >= 0; i-- {
		cur = map[string]any{keys[i]: cur}
	}
	return cur
}
