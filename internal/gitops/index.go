package gitops

import (
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// index finds the objects a manifest names in its estate.
type index struct {
	// byKind are the estate's ConfigMaps (linted objects) and Sources
	// (Secrets, Flux sources, HelmChartConfigs), by group/kind ("/Secret",
	// "source.toolkit.fluxcd.io/GitRepository").
	byKind map[string][]*manifest.Object
}

func newIndex(in Input) *index {
	x := &index{byKind: map[string][]*manifest.Object{}}
	for _, o := range in.Objects {
		if o.Kind == manifest.KindConfigMap {
			x.byKind[kindKey(o)] = append(x.byKind[kindKey(o)], o)
		}
	}
	for _, o := range in.Sources {
		x.byKind[kindKey(o)] = append(x.byKind[kindKey(o)], o)
	}
	return x
}

// kindKey is o's group/kind.
func kindKey(o *manifest.Object) string {
	group := ""
	if i := strings.LastIndexByte(o.APIVersion, '/'); i >= 0 {
		group = o.APIVersion[:i]
	}
	return group + "/" + o.Kind
}

// find is the object of kind named name in namespace ns. A manifest
// without a namespace is applied to one by its tool (a Flux
// Kustomization's targetNamespace, kubectl's context), so a name alone
// matches when either side has none and only one object has that name.
func (x *index) find(kind, ns, name string) *manifest.Object {
	var loose []*manifest.Object
	for _, o := range x.byKind[kind] {
		if o.Name != name {
			continue
		}
		if o.Namespace == ns {
			return o
		}
		if o.Namespace == "" || ns == "" {
			loose = append(loose, o)
		}
	}
	if len(loose) == 1 {
		return loose[0]
	}
	return nil
}

// value is the value node of key in mapping m, aliases followed; nil when
// m is not a mapping or has no such key.
func value(m *yaml.Node, key string) *yaml.Node {
	return deref(yamlpos.Value(deref(m), key))
}

// str is the text of the scalar at key, "" for anything else.
func str(m *yaml.Node, key string) string {
	if v := value(m, key); v != nil && v.Kind == yaml.ScalarNode && v.ShortTag() != "!!null" {
		return v.Value
	}
	return ""
}

// walk follows keys from n.
func walk(n *yaml.Node, keys ...string) *yaml.Node {
	for _, k := range keys {
		n = value(n, k)
	}
	return n
}

// items are the nodes of a sequence, nil for anything else.
func items(n *yaml.Node) []*yaml.Node {
	if n == nil || n.Kind != yaml.SequenceNode {
		return nil
	}
	return n.Content
}

// isNull reports whether n is absent or null.
func isNull(n *yaml.Node) bool {
	return n == nil || (n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null")
}
