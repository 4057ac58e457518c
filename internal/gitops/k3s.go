package gitops

import (
	"encoding/base64"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
)

// k3s reads a k3s/RKE2 HelmChart (helm.cattle.io/v1) that installs
// Volcano's chart, with the HelmChartConfig of the same name and
// namespace. k3s-io/helm-controller pkg/controllers/chart/chart.go
// projects each values source into /config as a file, which the
// klipper-helm job passes to helm as --values in lexical order
// (`for VALUES_FILE in /config/*.yaml`): the HelmChart's valuesContent
// (values-0-000), values (values-0-001), valuesSecrets keys (values-0-002
// on), then the HelmChartConfig's (values-1-…); and spec.set as --set, or
// --set-string for what is not an integer, a boolean or null, in key
// order (Helm applies every --set before every --set-string).
func (r *resolver) k3s(o *manifest.Object) *release {
	spec := value(o.Root, "spec")
	chart, repo := str(spec, "chart"), str(spec, "repo")
	if !isVolcanoChartName(chart) || strings.Contains(chart+repo, "{{") {
		return nil
	}
	rel := &release{owner: o, user: newTree(nil, nil), volcano: true}
	r.k3sValues(o, spec, rel)
	if cfg := r.index.find(loader.K3sHelmGroup+"/HelmChartConfig", o.Namespace, o.Name); cfg != nil {
		r.k3sValues(cfg, value(cfg.Root, "spec"), rel)
		r.res.Installs = append(r.res.Installs, cfg)
	}
	r.k3sSet(o, value(spec, "set"), rel)
	return rel
}

// k3sValues layers a HelmChart's or HelmChartConfig's values sources.
func (r *resolver) k3sValues(o *manifest.Object, spec *yaml.Node, rel *release) {
	if v := value(spec, "valuesContent"); v != nil && v.Kind == yaml.ScalarNode && v.Value != "" {
		if t, l := r.stringLayer(o, v, "spec.valuesContent"); t != nil {
			rel.user = mergeMaps(rel.user, t)
			r.renderLayer(rel, l)
		}
	}
	if v := value(spec, "values"); !isNull(v) {
		if t, l := r.nodeLayer(o, v, "spec.values"); t != nil {
			rel.user = mergeMaps(rel.user, t)
			r.renderLayer(rel, l)
		}
	}
	for i, s := range items(value(spec, "valuesSecrets")) {
		name := str(s, "name")
		if name == "" || name == "chart-values-"+o.Name {
			continue
		}
		secret := r.index.find("/Secret", o.Namespace, name)
		for j, k := range items(value(s, "keys")) {
			where := fmt.Sprintf("spec.valuesSecrets[%d].keys[%d] (Secret %s, key %s)", i, j, name, k.Value)
			if secret == nil {
				if str(s, "ignoreUpdates") != "true" {
					r.noticeAt(at(o, k), "%s %s: the Secret is not in the input; the values it holds are not linted", o.ID(), where)
				}
				break
			}
			if t := r.secretValues(o, secret, k, where); t != nil {
				rel.user = mergeMaps(rel.user, t)
			}
		}
	}
}

// secretValues reads the values file at key k of a Secret.
func (r *resolver) secretValues(o, secret *manifest.Object, k *yaml.Node, where string) *tree {
	n, stringData := dataValue(secret, k.Value)
	if n == nil {
		r.noticeAt(at(o, k), "%s %s: the Secret has no such key (or is encrypted); the values are not linted", o.ID(), where)
		return nil
	}
	if stringData {
		t, _ := r.stringLayer(secret, n, where)
		return t
	}
	decoded, err := base64.StdEncoding.DecodeString(n.Value)
	if err != nil {
		r.noticeAt(at(secret, n), "%s %s: the Secret's value is not base64 (encrypted?); its values are not linted", o.ID(), where)
		return nil
	}
	t, _ := r.decodedLayer(secret, n, decoded, where)
	return t
}

// commaRE finds a comma with the backslashes before it, as the
// helm-controller's escapeComma sees them.
var commaRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\\*,`) })

// k3sSet layers spec.set as the helm-controller passes it (chart.go args:
// keys sorted; typedVal decides --set or --set-string; escapeComma).
func (r *resolver) k3sSet(o *manifest.Object, set *yaml.Node, rel *release) {
	set = deref(set)
	if set == nil || set.Kind != yaml.MappingNode {
		return
	}
	type entry struct {
		key        string
		k, v       *yaml.Node
		stringVals bool
	}
	var entries []entry
	for i := 0; i+1 < len(set.Content); i += 2 {
		k, v := set.Content[i], deref(set.Content[i+1])
		if k.Kind != yaml.ScalarNode || v == nil || v.Kind != yaml.ScalarNode {
			continue
		}
		typed := v.ShortTag() == "!!int"
		switch strings.ToLower(v.Value) {
		case "true", "false", "null":
			typed = true
		}
		entries = append(entries, entry{key: k.Value, k: k, v: v, stringVals: !typed})
	}
	sort.SliceStable(entries, func(i, j int) bool { return entries[i].key < entries[j].key })
	for _, asString := range []bool{false, true} {
		for _, e := range entries {
			if e.stringVals != asString {
				continue
			}
			val := e.v.Value
			if asString {
				val = commaRE().ReplaceAllStringFunc(val, escapeComma)
			}
			line := e.key + "=" + val
			if t, l := r.setLayer(o, e.k, o, e.v, line, asString, "spec.set."+e.key); t != nil {
				r.addSet(rel, t, l, line, asString, e.v)
			}
		}
	}
}

// escapeComma is the helm-controller's: an even run of characters (some
// backslashes and the comma) is an escaped comma already; an odd one gets
// one more backslash.
func escapeComma(match string) string {
	if len(match)%2 == 1 {
		return `\` + match
	}
	return match
}
