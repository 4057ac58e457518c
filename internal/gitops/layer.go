package gitops

import (
	"errors"
	"fmt"
	"io/fs"

	"go.yaml.in/yaml/v3"
	"helm.sh/helm/v3/pkg/strvals"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// maxString caps a values string and a scheduler configuration read from
// one: the API server stores no object over 1.5 MiB (etcd's default
// --max-request-bytes), so a longer string can never be deployed, and a
// string is parsed (twice, for two levels) only up to this size.
const maxString = 3 << 19

// layer is one source of values, in the order its tool merges them.
type layer struct {
	// name says in messages which source it is.
	name string
	// obj is the manifest whose nodes these are (nil for a values file):
	// in a Kustomize build its nodes may come from other files.
	obj *manifest.Object
	// file is the file the layer is written in.
	file string
	// src is file's text when the layer's nodes were parsed from it here
	// (a values file); nil for a manifest's nodes, looked up through
	// Input.Texts.
	src *yamlpos.Source
	// emb is the string the values are written in (an Argo CD values
	// string, a HelmChart valuesContent, a ConfigMap value), whose nodes
	// are positioned in the string's own text; host is that string,
	// positioned in file. Both nil when the nodes are in file itself.
	emb  *yamlpos.Embedding
	host *yaml.Node
	// text is the text of file, for emb; root the values mapping node of a
	// layer written in a manifest (both for the chart's rendering).
	text *yamlpos.Source
	root *yaml.Node
	// decoded marks values read from a text other than the one written (a
	// base64 Secret value): every node is positioned at host.
	decoded bool
}

// fileOf is the file node n of the layer is written in.
func (l *layer) fileOf(n *yaml.Node) string {
	if l.emb == nil && l.obj != nil {
		if f, ok := l.obj.NodeFiles[n]; ok {
			return f
		}
	}
	return l.file
}

// pos is where node n of the layer is written.
func (l *layer) pos(n *yaml.Node) finding.Position {
	if n == nil || l.decoded {
		n = l.host
		if n == nil {
			n = l.root
		}
		if n == nil {
			return finding.Position{File: l.file, Line: 1, Column: 1}
		}
		return finding.Position{File: l.file, Line: n.Line, Column: n.Column}
	}
	switch {
	case l.emb != nil:
		line, col := l.emb.Outer(n.Line, n.Column)
		return finding.Position{File: l.file, Line: line, Column: col}
	}
	return finding.Position{File: l.fileOf(n), Line: n.Line, Column: n.Column}
}

// positioned is a copy of scalar or collection node n with its position
// in the file (its content left as it is).
func (l *layer) positioned(n *yaml.Node) *yaml.Node {
	c := *n
	p := l.pos(n)
	c.Line, c.Column = p.Line, p.Column
	return &c
}

// nodeLayer reads the values mapping n written in manifest o.
func (r *resolver) nodeLayer(o *manifest.Object, n *yaml.Node, name string) (*tree, *layer) {
	l := &layer{name: name, obj: o, file: o.File, root: n}
	if f, ok := o.NodeFiles[n]; ok {
		l.file = f
	}
	t, err := fromNode(n, l)
	if err != nil {
		r.errorAt(at(o, n), "%s %s: %v", o.ID(), name, err)
		return nil, nil
	}
	return t, l
}

// stringLayer reads the values YAML held in string n of manifest o (or of
// a ConfigMap or Secret it names).
func (r *resolver) stringLayer(o *manifest.Object, n *yaml.Node, name string) (*tree, *layer) {
	file := o.File
	if f, ok := o.NodeFiles[n]; ok {
		file = f
	}
	if len(n.Value) > maxString {
		r.errorAt(at(o, n), "%s %s: %d bytes, more than the %d the API server stores in an object; not read", o.ID(), name, len(n.Value), maxString)
		return nil, nil
	}
	src, host, err := r.in.Texts.Scalar(file, n)
	if err != nil {
		gen, data, ok := r.generatedText(o, n)
		if !ok {
			// The text is not where the node says: read it as it is,
			// every line pointing at the string.
			return r.decodedLayer(o, n, []byte(n.Value), name)
		}
		file, src, host = gen, yamlpos.NewSource(data), wholeFile(data)
	}
	l := &layer{name: name, obj: o, file: file, emb: yamlpos.Embed(src, host), host: host, text: src}
	root, perr := l.emb.Parse()
	if perr != nil {
		r.errorAt(finding.Position{File: file, Line: perr.Line, Column: perr.Column},
			"%s %s: not valid YAML: %s", o.ID(), name, perr.Msg)
		return nil, nil
	}
	t, err := fromNode(root, l)
	if err != nil {
		r.errorAt(at(o, n), "%s %s: %v", o.ID(), name, err)
		return nil, nil
	}
	return t, l
}

// decodedLayer reads values from text, decoded from string n of manifest
// o (a base64 Secret value): positions stop at n.
func (r *resolver) decodedLayer(o *manifest.Object, n *yaml.Node, text []byte, name string) (*tree, *layer) {
	l := &layer{name: name, obj: o, file: o.File, host: n, decoded: true}
	if f, ok := o.NodeFiles[n]; ok {
		l.file = f
	}
	docs, errs := yamlpos.Parse(text)
	if len(errs) > 0 {
		r.errorAt(at(o, n), "%s %s: not valid YAML: %s", o.ID(), name, errs[0].Error())
		return nil, nil
	}
	var root *yaml.Node
	if len(docs) > 0 {
		root = docs[0].Root
	}
	t, err := fromNode(root, l)
	if err != nil {
		r.errorAt(at(o, n), "%s %s: %v", o.ID(), name, err)
		return nil, nil
	}
	return t, l
}

// fileLayer reads a values file named by manifest o (from is the name of
// the file o is in, whose repository bounds the read; ref is the node
// naming it, where an error is reported).
func (r *resolver) fileLayer(o *manifest.Object, ref *yaml.Node, name string) (*tree, *layer) {
	data, err := r.in.Repo.ReadFile(o.File, name)
	if err != nil {
		if isEscape(err) {
			r.errorAt(at(o, ref), "%s: values file %v", o.ID(), err)
		} else {
			r.errorAt(at(o, ref), "%s: values file %s: %v", o.ID(), name, unwrapPath(err))
		}
		return nil, nil
	}
	l, t, msg := r.readValuesFile(name, data)
	if msg != "" {
		r.errorAt(at(o, ref), "%s: %s", o.ID(), msg)
		return nil, nil
	}
	r.consume(name)
	return t, l
}

// readValuesFile parses a values file as Helm does: its first document, a
// mapping. msg is why it cannot be read.
func (r *resolver) readValuesFile(name string, data []byte) (l *layer, t *tree, msg string) {
	if err := yamlpos.CheckText(data); err != nil {
		return nil, nil, fmt.Sprintf("values file %s: %v", name, err)
	}
	docs, errs := yamlpos.Parse(data)
	if len(errs) > 0 {
		return nil, nil, fmt.Sprintf("values file %s:%d:%d: not valid YAML: %s", name, errs[0].Line, errs[0].Column, errs[0].Msg)
	}
	l = &layer{name: "values file " + name, file: name, src: yamlpos.NewSource(data)}
	var root *yaml.Node
	if len(docs) > 0 {
		root = docs[0].Root
	}
	t, err := fromNode(root, l)
	if err != nil {
		return nil, nil, fmt.Sprintf("values file %s: %v", name, err)
	}
	return l, t, ""
}

// setLayer reads a --set style line as Helm's strvals parser does
// (asString: --set-string). Every value it sets points at n, the node of
// object o the line's value was taken from, whatever the parser split it
// into; a line Helm cannot parse is an input error at errAt.
func (r *resolver) setLayer(errAt *manifest.Object, errNode *yaml.Node, o *manifest.Object, n *yaml.Node, line string, asString bool, name string) (*tree, *layer) {
	var m map[string]any
	var err error
	if asString {
		m, err = strvals.ParseString(line)
	} else {
		m, err = strvals.Parse(line)
	}
	if err != nil {
		r.errorAt(at(errAt, errNode), "%s %s: Helm cannot parse %q: %v", errAt.ID(), name, clip(line), err)
		return nil, nil
	}
	l := &layer{name: name, obj: o, file: o.File}
	if f, ok := o.NodeFiles[n]; ok {
		l.file = f
	}
	return fromSet(m, n, l), l
}

// clip shortens a long text quoted in a message, at rune boundaries.
func clip(s string) string {
	r := []rune(s)
	if len(r) > 80 {
		return string(r[:60]) + "…" + string(r[len(r)-16:])
	}
	return s
}

// unwrapPath drops the file name an *fs.PathError repeats.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
