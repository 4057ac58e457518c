// Package configfile reads a configuration file's text (.vcqlint.yaml) for
// internal/config: it is that file's input layer, as internal/loader is the
// manifests'. It parses the one YAML document with positions, decodes its
// shape (every unknown key and wrong type a problem at its node), finds
// keys written twice, decodes the values of each helm item's set and the
// cluster sections (loader.ClusterSection). internal/config then checks
// what the file says; it decodes nothing itself.
package configfile

import (
	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// Document is a configuration file as read.
type Document struct {
	Path string
	// Unreadable are the problems that stop the file from being read as
	// YAML at all (not text, syntax errors); with them nothing else is set.
	Unreadable []Problem
	// Root is the first document's root (aliases followed), nil for an
	// empty file; Second is a second document's, which a configuration
	// may not have.
	Root, Second *yaml.Node
	// Shape is Root decoded, and Problems what did not decode.
	Shape    Shape
	Problems []decode.Problem
	// Duplicates are the mapping keys written twice anywhere in the file.
	Duplicates []Duplicate
	// Cluster is the cluster section decoded (nil when absent or null);
	// Clusters[i] is the cluster section of clusters[i] (nil where none).
	Cluster  *manifest.Object
	Clusters []*manifest.Object
	// HelmSets[i] are the set values of helm[i], decoded as YAML reads
	// them.
	HelmSets [][]SetValue
}

// Problem is what stops a file from being read, at its line and column.
type Problem struct {
	Line, Column int
	Msg          string
}

// Duplicate is a mapping key written twice: Key the repeat, First the one
// before.
type Duplicate struct{ Key, First *yaml.Node }

// SetValue is one key of a helm item's set with its value: Value as YAML
// reads it, or Err when it does not decode.
type SetValue struct {
	Key, Node *yaml.Node
	Value     any
	Err       error
}

// Shape is the file's structure (docs/configuration.md).
type Shape struct {
	Paths          []string     `json:"paths"`
	Exclude        []string     `json:"exclude"`
	FailOn         string       `json:"failOn"`
	VolcanoVersion string       `json:"volcanoVersion"`
	Rules          RulesShape   `json:"rules"`
	Cluster        decode.Raw   `json:"cluster"`
	Policies       []string     `json:"policies"`
	Volcano        VolcanoShape `json:"volcano"`
	Helm           []HelmShape  `json:"helm"`
	Clusters       []struct {
		Name           string     `json:"name"`
		Paths          []string   `json:"paths"`
		VolcanoVersion string     `json:"volcanoVersion"`
		Cluster        decode.Raw `json:"cluster"`
	} `json:"clusters"`
}

// VolcanoShape is the volcano section.
type VolcanoShape struct {
	ExtraPlugins        []string `json:"extraPlugins"`
	ExtraActions        []string `json:"extraActions"`
	RootQueueProtection *bool    `json:"rootQueueProtection"`
	MaxQueueDepth       *int     `json:"maxQueueDepth"`
	AdmissionPolicies   *bool    `json:"admissionPolicies"`
}

// RulesShape is the rules section.
type RulesShape struct {
	Disable  []string          `json:"disable"`
	Enable   []string          `json:"enable"`
	Severity map[string]string `json:"severity"`
}

// HelmShape is one item of the helm section.
type HelmShape struct {
	Chart     string                `json:"chart"`
	Values    []string              `json:"values"`
	Release   string                `json:"release"`
	Namespace string                `json:"namespace"`
	Set       map[string]decode.Raw `json:"set"`
}

// Read reads the configuration file path holds data for.
func Read(path string, data []byte) *Document {
	d := &Document{Path: path}
	if err := yamlpos.CheckText(data); err != nil {
		d.Unreadable = []Problem{{Line: 1, Column: 1, Msg: err.Error()}}
		return d
	}
	docs, syntax := yamlpos.Parse(data)
	for _, e := range syntax {
		d.Unreadable = append(d.Unreadable, Problem{Line: e.Line, Column: e.Column, Msg: "not valid YAML: " + e.Msg})
	}
	if len(syntax) > 0 {
		return d
	}
	if len(docs) > 1 {
		d.Second = docs[1].Root
	}
	if len(docs) == 0 {
		return d // an empty file configures nothing
	}
	d.Root = yamlpos.Deref(docs[0].Root)
	if d.Root.Kind != yaml.MappingNode {
		return d
	}
	for _, dup := range yamlpos.DuplicateKeys(d.Root) {
		d.Duplicates = append(d.Duplicates, Duplicate{Key: dup.Key, First: dup.First})
	}
	d.Problems = decode.Into(d.Root, &d.Shape)
	d.Cluster = loader.ClusterSection(path, d.Shape.Cluster.Node)
	for _, c := range d.Shape.Clusters {
		d.Clusters = append(d.Clusters, loader.ClusterSection(path, c.Cluster.Node))
	}
	if helm := lookup(d.Root, "helm"); helm != nil && helm.Kind == yaml.SequenceNode {
		for _, item := range helm.Content {
			d.HelmSets = append(d.HelmSets, setValues(lookup(yamlpos.Deref(item), "set")))
		}
	}
	return d
}

// setValues decodes the pairs of a helm item's set mapping, in file order,
// each value as YAML reads it (a number, a boolean, a string...).
func setValues(set *yaml.Node) []SetValue {
	var out []SetValue
	for k, v := range yamlpos.Pairs(set) {
		sv := SetValue{Key: k, Node: yamlpos.Deref(v)}
		sv.Err = sv.Node.Decode(&sv.Value)
		out = append(out, sv)
	}
	return out
}

// lookup is the value of key in mapping m (aliases followed), or nil.
func lookup(m *yaml.Node, key string) *yaml.Node {
	return yamlpos.Deref(yamlpos.Value(m, key))
}
