package gitops

import (
	"fmt"
	"path/filepath"
	"strings"

	"go.yaml.in/yaml/v3"
	"helm.sh/helm/v3/pkg/strvals"

	"github.com/vcqlint/vcqlint/internal/helm"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// argo reads an Argo CD Application (argoproj.io/v1alpha1) or the
// Application template of an ApplicationSet (.spec.template): one release
// per source that installs Volcano's chart (.spec.source, or each of
// .spec.sources). The values are layered as Argo CD's repo server hands
// them to `helm template` (reposerver/repository/repository.go
// helmTemplate, util/helm/cmd.go template): the valueFiles in order, then
// valuesObject or else values, as one more values file; then parameters
// as --set (--set-string with forceString) and fileParameters as
// --set-file.
func (r *resolver) argo(o *manifest.Object) []*release {
	spec := value(o.Root, "spec")
	if o.Kind == "ApplicationSet" {
		spec = walk(spec, "template", "spec")
	}
	var sources []*yaml.Node
	names := []string{"spec.source"}
	if s := value(spec, "source"); s != nil {
		sources = []*yaml.Node{s}
	}
	if ss := items(value(spec, "sources")); len(ss) > 0 {
		sources, names = ss, nil
		for i := range ss {
			names = append(names, fmt.Sprintf("spec.sources[%d]", i))
		}
	}
	refs := map[string]bool{}
	for _, s := range sources {
		if ref := str(s, "ref"); ref != "" {
			refs[ref] = true
		}
	}
	var rels []*release
	for i, s := range sources {
		if rel := r.argoSource(o, s, names[i], refs); rel != nil {
			rels = append(rels, rel)
		}
	}
	return rels
}

// argoChart is the chart an Argo CD source installs.
type argoChart struct {
	volcano bool
	// local is the chart's directory when it is in the repository.
	local *localChart
}

// argoSourceChart decides which chart source s installs: Volcano's (by
// name or repository), or one of this repository (any chart: it is
// rendered with the values).
func (r *resolver) argoSourceChart(o *manifest.Object, s *yaml.Node) argoChart {
	repo, chart, p := str(s, "repoURL"), str(s, "chart"), str(s, "path")
	if strings.Contains(repo+chart+p, "{{") {
		return argoChart{} // an ApplicationSet's generator fills these in
	}
	switch {
	case chart != "":
		return argoChart{volcano: isVolcanoChartName(chart)}
	case p == "":
		return argoChart{}
	case isVolcanoGitRepo(repo):
		return argoChart{volcano: isVolcanoChartPath(p)}
	}
	c, ok := r.chartIn(o, value(s, "path"), p)
	if !ok {
		return argoChart{}
	}
	return argoChart{volcano: c.name == VolcanoChart, local: &c}
}

func (r *resolver) argoSource(o *manifest.Object, s *yaml.Node, name string, refs map[string]bool) *release {
	chart := r.argoSourceChart(o, s)
	if !chart.volcano && chart.local == nil {
		return nil
	}
	rel := &release{owner: o, user: newTree(nil, nil), volcano: chart.volcano, local: chart.local}
	if chart.local != nil {
		rel.defaults = r.defaults(o, *chart.local)
	}
	hv := value(s, "helm")
	spec := value(o.Root, "spec")
	if o.Kind == "ApplicationSet" {
		spec = walk(spec, "template", "spec")
	}
	rel.releaseName = nsOr(str(hv, "releaseName"), o.Name)
	rel.namespace = nsOr(str(hv, "namespace"), str(value(spec, "destination"), "namespace"))
	ignoreMissing := str(hv, "ignoreMissingValueFiles") == "true"
	for i, f := range items(value(hv, "valueFiles")) {
		for _, file := range r.argoValueFiles(o, f, chart, refs, ignoreMissing, fmt.Sprintf("%s.helm.valueFiles[%d]", name, i)) {
			if t, l := r.fileLayer(o, f, file); t != nil {
				rel.user = mergeMaps(rel.user, t)
				r.renderLayer(rel, l)
			}
		}
	}
	var t *tree
	var l *layer
	if obj := value(hv, "valuesObject"); !isNull(obj) {
		t, l = r.nodeLayer(o, obj, name+".helm.valuesObject")
	} else if v := value(hv, "values"); v != nil && v.Kind == yaml.ScalarNode && v.Value != "" {
		t, l = r.stringLayer(o, v, name+".helm.values")
	}
	if t != nil {
		rel.user = mergeMaps(rel.user, t)
		r.renderLayer(rel, l)
	}
	r.argoParameters(o, hv, rel, name)
	r.argoFileParameters(o, hv, rel, chart, name)
	return rel
}

// argoValueFiles resolves one valueFiles entry to the files it names, as
// getResolvedValueFiles does: `$ref/path` in the source whose ref is
// `ref` (read here from this repository's root: the usual layout keeps
// the values next to the Applications), a rooted path from the repository
// root, anything else from the chart's directory; glob patterns expanded
// in lexical order. A file outside the repository is an input error; a
// missing one too unless ignoreMissingValueFiles.
func (r *resolver) argoValueFiles(o *manifest.Object, f *yaml.Node, chart argoChart, refs map[string]bool, ignoreMissing bool, name string) []string {
	if f.Kind != yaml.ScalarNode || strings.Contains(f.Value, "{{") {
		return nil
	}
	v := f.Value
	var file string
	switch {
	case strings.Contains(v, "://"):
		r.noticeAt(at(o, f), "%s %s: %s is remote; vcqlint does not fetch it, the values it holds are not linted", o.ID(), name, v)
		return nil
	case strings.HasPrefix(v, "$"):
		ref, rest, _ := strings.Cut(v[1:], "/")
		if !refs[ref] {
			return nil // Argo CD reads it as a path of the chart
		}
		file = r.in.Repo.Join(o.File, rest)
	case chart.local == nil:
		r.noticeAt(at(o, f), "%s %s: %s is a file of the chart's package, which vcqlint does not fetch; the values it holds are not linted", o.ID(), name, v)
		return nil
	case strings.HasPrefix(v, "/"):
		file = r.in.Repo.Join(o.File, v)
	default:
		file = filepath.Join(chart.local.dir, filepath.FromSlash(v))
	}
	if strings.ContainsAny(v, "*?[") {
		matches, err := r.in.Repo.Glob(o.File, file)
		switch {
		case err != nil:
			r.errorAt(at(o, f), "%s %s: %v", o.ID(), name, err)
		case len(matches) == 0 && !ignoreMissing:
			r.errorAt(at(o, f), "%s %s: no values file matches %s: Argo CD fails to render the application", o.ID(), name, v)
		}
		return matches
	}
	if ignoreMissing {
		if _, err := r.in.Repo.ReadFile(o.File, file); err != nil && !isEscape(err) {
			return nil
		}
	}
	return []string{file}
}

// argoParameters layers helm.parameters as Argo CD passes them: --set
// NAME=VALUE (commas escaped unless the value is a {list}), or
// --set-string with forceString. Helm applies every --set before every
// --set-string; a name given twice keeps its last value (Argo CD holds
// them in a map).
func (r *resolver) argoParameters(o *manifest.Object, hv *yaml.Node, rel *release, name string) {
	type param struct {
		item, value *yaml.Node
		name        string
	}
	var set, setString []param
	seen := map[string]int{}
	for i, p := range items(value(hv, "parameters")) {
		n, v := str(p, "name"), value(p, "value")
		if n == "" || v == nil || v.Kind != yaml.ScalarNode {
			continue
		}
		pr := param{item: p, value: v, name: fmt.Sprintf("%s.helm.parameters[%d]", name, i)}
		key := n
		list := &set
		if str(p, "forceString") == "true" {
			key, list = "string:"+n, &setString
		}
		if j, dup := seen[key]; dup {
			(*list)[j] = pr
			continue
		}
		seen[key] = len(*list)
		*list = append(*list, pr)
	}
	for _, group := range []struct {
		params   []param
		asString bool
	}{{set, false}, {setString, true}} {
		for _, p := range group.params {
			line := str(p.item, "name") + "=" + cleanSetParameter(p.value.Value)
			if t, l := r.setLayer(o, p.item, o, p.value, line, group.asString, p.name); t != nil {
				r.addSet(rel, t, l, line, group.asString, p.value)
			}
		}
	}
}

// cleanSetParameter is Argo CD's util/helm cleanSetParameters: commas not
// already escaped are escaped, unless the value is a {list}.
func cleanSetParameter(v string) string {
	if strings.HasPrefix(v, "{") && strings.HasSuffix(v, "}") {
		return v
	}
	var b strings.Builder
	var prev rune
	for _, c := range v {
		if c == ',' && prev != '\\' {
			b.WriteString(`\,`)
		} else {
			b.WriteRune(c)
		}
		prev = c
	}
	return b.String()
}

// argoFileParameters layers helm.fileParameters as --set-file NAME=PATH:
// the file's whole text becomes the value, positioned in that file (the
// usual way to keep a scheduler configuration in a file of its own).
func (r *resolver) argoFileParameters(o *manifest.Object, hv *yaml.Node, rel *release, chart argoChart, name string) {
	for i, p := range items(value(hv, "fileParameters")) {
		pname, pathNode := str(p, "name"), value(p, "path")
		if pname == "" || pathNode == nil || pathNode.Kind != yaml.ScalarNode || strings.Contains(pathNode.Value, "{{") {
			continue
		}
		where := fmt.Sprintf("%s.helm.fileParameters[%d]", name, i)
		file := r.in.Repo.Join(o.File, pathNode.Value)
		if chart.local != nil && !strings.HasPrefix(pathNode.Value, "/") {
			file = filepath.Join(chart.local.dir, filepath.FromSlash(pathNode.Value))
		}
		data, err := r.in.Repo.ReadFile(o.File, file)
		if err != nil {
			r.errorAt(at(o, pathNode), "%s %s: %v", o.ID(), where, err)
			continue
		}
		if err := yamlpos.CheckText(data); err != nil {
			r.errorAt(at(o, pathNode), "%s %s: %s: %v", o.ID(), where, file, err)
			continue
		}
		text := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: string(data), Line: 1, Column: 1}
		l := &layer{name: where, file: file, src: yamlpos.NewSource(data)}
		m, err := strvals.ParseFile(pname+"=file", func([]rune) (any, error) { return string(data), nil })
		if err != nil {
			r.errorAt(at(o, p), "%s %s: Helm cannot parse the name %q: %v", o.ID(), where, clip(pname), err)
			continue
		}
		setInto(rel.user, fromSet(m, text, l))
		if rel.local != nil {
			// Helm's --set-file, as a --set-string of the file's text.
			escaped := strings.NewReplacer(`\`, `\\`, `,`, `\,`).Replace(string(data))
			rel.sets = append(rel.sets, helm.SetValue{Expr: pname + "=" + escaped, String: true, Pos: l.pos(text)})
		}
		r.consume(file)
	}
}
