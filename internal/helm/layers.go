package helm

import (
	"fmt"
	"maps"
	"slices"

	"go.yaml.in/yaml/v3"
	"helm.sh/helm/v3/pkg/strvals"

	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// ValuesSource is one layer of a release's values, applied over the chart's
// values.yaml and the layers before it as `helm -f` applies files: a whole
// values file, or a mapping that another file holds (a Flux HelmRelease's
// spec.values, an Argo CD Application's helm.valuesObject, or its
// helm.values string). A finding on a rendered value that a layer set
// points into that layer, at the line of the file the user edits.
//
// Build one with ValuesFile, ValuesNode or ValuesString.
type ValuesSource struct {
	file string
	// node is the values mapping inside file; nil for a whole values file.
	node *yaml.Node
	// text is the values as YAML, for a layer that is not a whole file
	// (nil for a whole file, which is read when the chart is rendered).
	text []byte
	// outer maps a position of node's tree to file; nil when node's
	// positions are file's own. inner is the text those positions are in.
	outer func(line, col int) (int, int)
	inner *yamlpos.Source
	// src is file's text, for positions inside a scalar of node.
	src *yamlpos.Source
	// fixed: every node of the tree is written at its own position and
	// has no text of its own there (a --set value).
	fixed bool
}

// ValuesFile is a values file, read (inside the linted root) when the chart
// is rendered.
func ValuesFile(name string) ValuesSource { return ValuesSource{file: name} }

// ValuesNode is the values mapping node of file, whose text is src: its
// positions are file's, as yamlpos.Parse gives them. A null node is an
// empty layer. Values written as a string use ValuesString.
func ValuesNode(file string, src *yamlpos.Source, node *yaml.Node) (ValuesSource, error) {
	if node != nil && node.Kind != yaml.MappingNode && !isNull(node) {
		return ValuesSource{}, fmt.Errorf("%s:%d:%d: values must be a mapping, not %s", file, node.Line, node.Column, decode.Describe(node))
	}
	v := ValuesSource{file: file, node: node, src: src, text: []byte("{}")}
	if node != nil && node.Kind == yaml.MappingNode {
		text, err := yaml.Marshal(node)
		if err != nil {
			return ValuesSource{}, fmt.Errorf("%s:%d:%d: values: %w", file, node.Line, node.Column, err)
		}
		v.text = text
	}
	return v, nil
}

// ValuesString is the values written as YAML text in string scalar of file
// (src is file's text): an Argo CD Application's `helm.values: |`, a k3s
// HelmChart's spec.valuesContent. Positions inside the string, block
// scalars within it included, are mapped to file's lines and columns.
func ValuesString(file string, src *yamlpos.Source, scalar *yaml.Node) (ValuesSource, error) {
	if scalar == nil || scalar.Kind != yaml.ScalarNode {
		return ValuesSource{}, fmt.Errorf("%s: values text must be a string", file)
	}
	text := append([]byte{}, scalar.Value...)
	docs, errs := yamlpos.Parse(text)
	inner := yamlpos.NewSource(text)
	outer := func(line, col int) (int, int) {
		return yamlpos.ScalarPosition(src, scalar, inner.Offset(line, col))
	}
	if len(errs) > 0 {
		l, c := outer(errs[0].Line, max(errs[0].Column, 1))
		return ValuesSource{}, fmt.Errorf("%s:%d:%d: values: %s", file, l, c, errs[0].Msg)
	}
	v := ValuesSource{file: file, text: text, src: src, inner: inner, outer: outer}
	for _, d := range docs {
		if d.Root == nil || isNull(d.Root) {
			continue
		}
		if d.Root.Kind != yaml.MappingNode {
			l, c := outer(d.Root.Line, d.Root.Column)
			return ValuesSource{}, fmt.Errorf("%s:%d:%d: values must be a mapping, not %s", file, l, c, decode.Describe(d.Root))
		}
		v.node = d.Root
		break
	}
	return v, nil
}

// File is the file the layer is written in.
func (v ValuesSource) File() string { return v.file }

func isNull(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.Tag == "!!null"
}

// nodePosition is where node n of the layer's tree is written in its file.
func (v *ValuesSource) nodePosition(n *yaml.Node) finding.Position {
	l, c := n.Line, n.Column
	if v.outer != nil {
		l, c = v.outer(l, c)
	}
	return finding.Position{File: v.file, Line: l, Column: c}
}

// scalarPosition is where byte off of scalar n's value is written.
func (v *ValuesSource) scalarPosition(n *yaml.Node, off int) finding.Position {
	if v.fixed {
		return v.nodePosition(n)
	}
	if v.outer == nil {
		l, c := yamlpos.ScalarPosition(v.src, n, off)
		return finding.Position{File: v.file, Line: l, Column: c}
	}
	l, c := yamlpos.ScalarPosition(v.inner, n, off)
	l, c = v.outer(l, c)
	return finding.Position{File: v.file, Line: l, Column: c}
}

// SetValue is one `--set`-style value, applied after every values layer in
// Helm's order: all plain ones first, then those with String (--set-string).
type SetValue struct {
	// Expr is Helm's --set syntax: `a.b=1`, `list[0].name=x`, `a={x,y}`.
	Expr string
	// String keeps the value a string (--set-string, Argo CD's forceString).
	String bool
	// Pos is where the value is written, where a finding on it points.
	Pos finding.Position
}

// setLayer is the tree one --set value adds, every node at the value's
// position, so that a finding on a value it set points at it.
func setLayer(sv SetValue, vals map[string]any) ValuesSource {
	return ValuesSource{file: sv.Pos.File, node: nodeOf(vals, sv.Pos), text: []byte{}, fixed: true}
}

// nodeOf builds the YAML tree of v with every node at p.
func nodeOf(v any, p finding.Position) *yaml.Node {
	n := &yaml.Node{Line: p.Line, Column: p.Column}
	switch t := v.(type) {
	case map[string]any:
		n.Kind, n.Tag = yaml.MappingNode, "!!map"
		for _, k := range slices.Sorted(maps.Keys(t)) {
			n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: k, Line: p.Line, Column: p.Column}, nodeOf(t[k], p))
		}
	case []any:
		n.Kind, n.Tag = yaml.SequenceNode, "!!seq"
		for _, e := range t {
			n.Content = append(n.Content, nodeOf(e, p))
		}
	case nil:
		n.Kind, n.Tag, n.Value = yaml.ScalarNode, "!!null", "null"
	default:
		n.Kind, n.Value = yaml.ScalarNode, fmt.Sprint(t)
	}
	return n
}

// parseSet is the tree one --set value sets on its own.
func parseSet(sv SetValue) (map[string]any, error) {
	m := map[string]any{}
	parse := strvals.ParseInto
	if sv.String {
		parse = strvals.ParseIntoString
	}
	return m, parse(sv.Expr, m)
}
