package gitops

import (
	"encoding/base64"
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/helm"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
)

// flux reads a Flux HelmRelease (helm.toolkit.fluxcd.io v2, v2beta2,
// v2beta1; fluxcd/helm-controller docs/spec/v2/helmreleases.md): the chart
// from .spec.chart.spec or .spec.chartRef, the values from .spec.valuesFrom
// (ConfigMaps and Secrets, in order) and .spec.values, merged as
// fluxcd/pkg chartutil ChartValuesFromReferences merges them. nil when the
// chart is not Volcano's.
func (r *resolver) flux(o *manifest.Object) *release {
	spec := value(o.Root, "spec")
	rel := &release{owner: o, user: newTree(nil, nil)}
	if !r.fluxChart(o, spec, rel) {
		return nil
	}
	rel.namespace = nsOr(str(spec, "targetNamespace"), o.Namespace)
	rel.releaseName = str(spec, "releaseName")
	if rel.releaseName == "" {
		rel.releaseName = o.Name
		if ns := str(spec, "targetNamespace"); ns != "" {
			rel.releaseName = ns + "-" + o.Name
		}
	}
	inline, inlineLayer := newTree(nil, nil), (*layer)(nil)
	if v := value(spec, "values"); !isNull(v) {
		if inline, inlineLayer = r.nodeLayer(o, v, "spec.values"); inline == nil {
			return nil
		}
	}
	// ChartValuesFromReferences: each reference merged in order; a
	// targetPath one first merges the inline values in, then sets its
	// value in place (so it writes through to tables it shares with the
	// inline values); the inline values are merged last. For a chart of
	// the repository, rendered, the references are values layers in
	// order, the inline values the last, and a targetPath value a --set
	// applied after them, as Flux's docs say it overrides them.
	result := newTree(nil, nil)
	for i, item := range items(value(spec, "valuesFrom")) {
		name := fmt.Sprintf("spec.valuesFrom[%d]", i)
		ref := r.fluxReference(o, item, name)
		switch {
		case ref.text != nil:
			set, l, line, asString := r.targetPath(o, item, ref, name)
			if set == nil {
				continue
			}
			result = mergeMaps(result, inline)
			setInto(result, set)
			if rel.local != nil {
				rel.sets = append(rel.sets, helm.SetValue{Expr: line, String: asString, Pos: l.pos(ref.text)})
			}
		case ref.values != nil:
			result = mergeMaps(result, ref.values)
			r.renderLayer(rel, ref.layer)
		}
	}
	rel.user = mergeMaps(result, inline)
	if inlineLayer != nil {
		r.renderLayer(rel, inlineLayer)
	}
	return rel
}

// fluxChart decides whether the release installs Volcano's chart and, for
// a chart in the repository, reads its default values into rel.
func (r *resolver) fluxChart(o *manifest.Object, spec *yaml.Node, rel *release) bool {
	if ref := value(spec, "chartRef"); ref != nil {
		kind := str(ref, "kind")
		src := r.index.find(loader.FluxSourceGroup+"/"+kind, nsOr(str(ref, "namespace"), o.Namespace), str(ref, "name"))
		switch {
		case src == nil:
			return false
		case kind == "OCIRepository":
			rel.volcano = isVolcanoChartName(str(value(src.Root, "spec"), "url"))
			return rel.volcano
		case kind == "HelmChart":
			return r.fluxChartSpec(src, value(src.Root, "spec"), rel)
		}
		return false
	}
	return r.fluxChartSpec(o, walk(spec, "chart", "spec"), rel)
}

// fluxChartSpec reads a HelmChart spec (a HelmRelease's chart template, or
// a source-controller HelmChart): chart, sourceRef, valuesFiles. o is the
// object that holds it.
func (r *resolver) fluxChartSpec(o *manifest.Object, cs *yaml.Node, rel *release) bool {
	chart := str(cs, "chart")
	ref := value(cs, "sourceRef")
	kind := str(ref, "kind")
	valuesFiles := items(value(cs, "valuesFiles"))
	if f := value(cs, "valuesFile"); f != nil { // v2beta1, deprecated
		valuesFiles = append([]*yaml.Node{f}, valuesFiles...)
	}
	if kind != "GitRepository" && kind != "Bucket" {
		// A chart of a Helm repository (HelmRepository): by its name.
		if !isVolcanoChartName(chart) {
			return false
		}
		rel.volcano = true
		if len(valuesFiles) > 0 {
			r.noticeAt(at(o, value(cs, "valuesFiles")), "%s: spec.chart.spec.valuesFiles are files of the chart's package, which vcqlint does not fetch; the values they hold are not linted", rel.owner.ID())
		}
		return true
	}
	src := r.index.find(loader.FluxSourceGroup+"/"+kind, nsOr(str(ref, "namespace"), o.Namespace), str(ref, "name"))
	if src != nil && isVolcanoGitRepo(str(value(src.Root, "spec"), "url")) {
		rel.volcano = isVolcanoChartPath(chart)
		return rel.volcano
	}
	// A chart path of a Git repository: this repository's, when the path
	// holds a chart here.
	c, ok := r.chartIn(rel.owner, value(cs, "chart"), chart)
	if !ok {
		return false
	}
	rel.local, rel.volcano = &c, c.name == VolcanoChart
	if len(valuesFiles) == 0 {
		rel.defaults = r.defaults(rel.owner, c)
		return true
	}
	// valuesFiles replace the chart's values.yaml (which counts only when
	// listed), merged in order; paths are relative to the source's root.
	// Rendered, they are the first layers over the chart's values.yaml.
	rel.defaults = newTree(nil, nil)
	for _, f := range valuesFiles {
		if f.Kind != yaml.ScalarNode {
			continue
		}
		t, l := r.fileLayer(rel.owner, f, r.in.Repo.Join(rel.owner.File, f.Value))
		if t != nil {
			rel.defaults = mergeMaps(rel.defaults, t)
			rel.sources = append(rel.sources, helm.ValuesFile(l.file))
		}
	}
	return true
}

// valuesRef is what one valuesFrom item holds: the values tree of its
// key, or with a targetPath the scalar holding the single value (in
// holder, the ConfigMap or Secret). Both nil when there is nothing to
// merge (an optional reference not in the input; reported otherwise).
type valuesRef struct {
	values *tree
	layer  *layer
	text   *yaml.Node
	holder *manifest.Object
	// decoded is set for a base64 Secret value: text's Value is the
	// decoded text, and positions stop at text.
	decoded bool
}

// fluxReference reads one valuesFrom item.
func (r *resolver) fluxReference(o *manifest.Object, item *yaml.Node, name string) valuesRef {
	kind, refName := str(item, "kind"), str(item, "name")
	key := str(item, "valuesKey")
	if key == "" {
		key = "values.yaml"
	}
	optional := str(item, "optional") == "true"
	if kind != manifest.KindConfigMap && kind != "Secret" {
		r.errorAt(at(o, value(item, "kind")), "%s %s: kind %q: Flux reads values from a ConfigMap or a Secret", o.ID(), name, kind)
		return valuesRef{}
	}
	holder := r.index.find("/"+kind, o.Namespace, refName)
	if holder == nil {
		if !optional {
			r.noticeAt(at(o, item), "%s %s: %s %s is not in the input; the values it holds are not linted", o.ID(), name, kind, refName)
		}
		return valuesRef{}
	}
	where := fmt.Sprintf("%s (%s %s, key %s)", name, kind, refName, key)
	n, stringData := dataValue(holder, key)
	if n == nil {
		if value(holder.Root, "sops") != nil {
			r.noticeAt(at(o, item), "%s %s: %s %s is encrypted with SOPS; its values are not linted", o.ID(), name, kind, refName)
			return valuesRef{}
		}
		if !optional {
			r.errorAt(at(o, item), "%s %s: %s %s has no key %s: Flux fails the release (key not found)", o.ID(), name, kind, refName, key)
		}
		return valuesRef{}
	}
	targeted := str(item, "targetPath") != ""
	if kind == "Secret" && !stringData {
		decoded, err := base64.StdEncoding.DecodeString(n.Value)
		if err != nil {
			r.noticeAt(at(holder, n), "%s %s: the Secret's value is not base64 (encrypted?); its values are not linted", o.ID(), where)
			return valuesRef{}
		}
		if targeted {
			c := *n
			c.Value = string(decoded)
			return valuesRef{text: &c, holder: holder, decoded: true}
		}
		t, l := r.decodedLayer(holder, n, decoded, where)
		return valuesRef{values: t, layer: l}
	}
	if targeted {
		return valuesRef{text: n, holder: holder}
	}
	t, l := r.stringLayer(holder, n, where)
	return valuesRef{values: t, layer: l}
}

// dataValue is the string at key of a ConfigMap's data or a Secret's
// stringData (stringData true) or data.
func dataValue(o *manifest.Object, key string) (n *yaml.Node, stringData bool) {
	if o.Kind == "Secret" {
		if v := value(value(o.Root, "stringData"), key); v != nil && v.Kind == yaml.ScalarNode {
			return v, true
		}
	}
	if v := value(value(o.Root, "data"), key); v != nil && v.Kind == yaml.ScalarNode {
		return v, false
	}
	return nil, false
}

// targetPath reads a valuesFrom item with a targetPath: its value set at
// the path as fluxcd/pkg chartutil does (ReplacePathValue: Helm's --set
// parser, --set-string for a quoted value; ReplacePathLiteralValue with
// literal: true).
func (r *resolver) targetPath(o *manifest.Object, item *yaml.Node, ref valuesRef, name string) (t *tree, l *layer, line string, asString bool) {
	p := str(item, "targetPath")
	v := ref.text.Value
	line = p + "=" + v
	switch {
	case str(item, "literal") == "true":
		line, asString = p+"="+strings.NewReplacer(`\`, `\\`, `,`, `\,`, `[`, `\[`, `]`, `\]`, `{`, `\{`, `}`, `\}`).Replace(v), true
	case strings.HasPrefix(v, "'") && strings.HasSuffix(v, "'"), strings.HasPrefix(v, `"`) && strings.HasSuffix(v, `"`):
		line, asString = p+"="+strings.Trim(v, `'"`), true
	}
	t, l = r.setLayer(o, item, ref.holder, ref.text, line, asString, name+" targetPath")
	if t != nil && ref.decoded {
		l.decoded, l.host = true, ref.text
	}
	return t, l, line, asString
}

// nsOr is ns, or def when ns is empty.
func nsOr(ns, def string) string {
	if ns == "" {
		return def
	}
	return ns
}
