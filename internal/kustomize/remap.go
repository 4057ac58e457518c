package kustomize

import (
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// sourceDoc is one YAML document of a file of the input, walked by key
// path; string values holding YAML (a ConfigMap's scheduler configuration)
// are parsed on demand, in the file's coordinates.
type sourceDoc struct {
	file     string
	root     *yaml.Node
	src      *yamlpos.Source
	embedded map[*yaml.Node]*yaml.Node
}

// located is a key and value node of a file: where a built node came from.
type located struct {
	file       string
	key, value *yaml.Node
}

// at follows path from the document's root: mapping keys, list indexes,
// and into YAML held in a string. key is nil for a list item.
func (d *sourceDoc) at(path []string) (located, bool) {
	loc := located{file: d.file, value: d.root}
	for _, seg := range path {
		n := yamlpos.Deref(loc.value)
		if n != nil && n.Kind == yaml.ScalarNode && n.Tag == "!!str" && strings.ContainsAny(n.Value, ":\n") {
			n = d.parseEmbedded(n)
		}
		if n == nil {
			return located{}, false
		}
		switch n.Kind {
		case yaml.MappingNode:
			k, v := yamlpos.Lookup(n, seg)
			if k == nil {
				return located{}, false
			}
			loc.key, loc.value = k, v
		case yaml.SequenceNode:
			i, err := strconv.Atoi(seg)
			if err != nil || i < 0 || i >= len(n.Content) {
				return located{}, false
			}
			loc.key, loc.value = nil, n.Content[i]
		default:
			return located{}, false
		}
	}
	return loc, true
}

func (d *sourceDoc) parseEmbedded(n *yaml.Node) *yaml.Node {
	if r, ok := d.embedded[n]; ok {
		return r
	}
	if d.embedded == nil {
		d.embedded = map[*yaml.Node]*yaml.Node{}
	}
	emb := yamlpos.ParseEmbedded(d.src, n)
	d.embedded[n] = emb.Root
	return emb.Root
}

// patchDoc is one patch that applies to an object: a strategic-merge patch
// (a partial object) or the operations of a JSON6902 patch.
type patchDoc struct {
	doc  *sourceDoc
	ops  []jsonOp // nil for a strategic-merge patch
	kind string
	name *regexp.Regexp // nil: any name
}

type jsonOp struct {
	path  []string
	value *yaml.Node
}

// set returns where the patch sets path, if it does.
func (p *patchDoc) set(path []string) (located, bool) {
	if p.ops == nil {
		return p.doc.at(path)
	}
	var found located
	ok := false
	for _, op := range p.ops { // the last operation on a path wins
		if len(op.path) > len(path) || !prefix(op.path, path) {
			continue
		}
		sub := &sourceDoc{file: p.doc.file, root: op.value, src: p.doc.src, embedded: p.doc.embedded}
		if loc, hit := sub.at(path[len(op.path):]); hit {
			if loc.key == nil && len(path) == len(op.path) {
				loc.key = op.value
			}
			found, ok = loc, true
		}
	}
	return found, ok
}

// replaces reports whether an operation of a JSON6902 patch has exactly
// path as its target.
func (p *patchDoc) replaces(path []string) bool {
	for _, op := range p.ops {
		if len(op.path) == len(path) && prefix(op.path, path) {
			return true
		}
	}
	return false
}

func (p *patchDoc) applies(kind, name string, names ...string) bool {
	if p.kind != "" && p.kind != kind {
		return false
	}
	if p.name == nil {
		return true
	}
	for _, n := range append([]string{name}, names...) {
		if p.name.MatchString(n) {
			return true
		}
	}
	return false
}

func prefix(p, path []string) bool {
	for i := range p {
		if p[i] != path[i] {
			return false
		}
	}
	return true
}

// remapper moves the nodes of one built object to the files that set them.
type remapper struct {
	obj     *manifest.Object
	patches []*patchDoc
}

// remap walks built (the object's tree at path) alongside src, the same
// place in the resource file (nil when the resource file does not have
// it). A scalar that differs from the resource file, or a node the file
// lacks, is looked up in the patches, the last patch that sets it winning;
// a node no file sets (a label a transformer added) takes the place of
// its nearest ancestor, at.
func (r *remapper) remap(built *yaml.Node, path []string, src *yaml.Node, srcFile string, at located) {
	if built == nil || built.Kind == yaml.AliasNode {
		return
	}
	switch built.Kind {
	case yaml.MappingNode:
		for i := 0; i+1 < len(built.Content); i += 2 {
			k, v := built.Content[i], built.Content[i+1]
			sub := append(path[:len(path):len(path)], k.Value)
			sk, sv := yamlpos.Lookup(yamlpos.Deref(src), k.Value)
			r.entry(k, v, sub, located{file: srcFile, key: sk, value: sv}, sk != nil, at)
		}
	case yaml.SequenceNode:
		s := yamlpos.Deref(src)
		for i, item := range built.Content {
			sub := append(path[:len(path):len(path)], strconv.Itoa(i))
			var sv *yaml.Node
			if s != nil && s.Kind == yaml.SequenceNode && i < len(s.Content) {
				sv = s.Content[i]
			}
			r.entry(nil, item, sub, located{file: srcFile, value: sv}, sv != nil, at)
		}
	}
}

// entry places one key (nil for a list item) and its value.
func (r *remapper) entry(k, v *yaml.Node, path []string, src located, inSource bool, at located) {
	if loc, ok := r.replaced(path); ok {
		// A JSON6902 operation put the whole node there, whatever the
		// resource file had: what is below comes from the operation too.
		r.place(k, loc.key, loc.file)
		r.place(v, loc.value, loc.file)
		r.remap(v, path, loc.value, loc.file, loc)
		return
	}
	fromSource := inSource && sameShape(v, yamlpos.Deref(src.value))
	if !fromSource || v.Kind == yaml.ScalarNode && yamlpos.Deref(src.value).Value != v.Value {
		if loc, ok := r.patched(path); ok {
			r.place(k, loc.key, loc.file)
			r.place(v, loc.value, loc.file)
			r.remap(v, path, loc.value, loc.file, loc)
			return
		}
	}
	if inSource {
		if src.key == nil {
			src.key = src.value
		}
		r.place(k, src.key, src.file)
		r.place(v, src.value, src.file)
		r.remap(v, path, src.value, src.file, src)
		return
	}
	r.place(k, at.key, at.file)
	r.place(v, at.key, at.file)
	r.remap(v, path, nil, at.file, at)
}

// replaced is where the last JSON6902 operation on exactly path is, if
// one is and it is the last patch to set path.
func (r *remapper) replaced(path []string) (located, bool) {
	for i := len(r.patches) - 1; i >= 0; i-- {
		p := r.patches[i]
		if _, sets := p.set(path); !sets {
			continue
		}
		if p.ops == nil || !p.replaces(path) {
			return located{}, false
		}
		return p.set(path)
	}
	return located{}, false
}

func (r *remapper) patched(path []string) (located, bool) {
	for i := len(r.patches) - 1; i >= 0; i-- {
		if loc, ok := r.patches[i].set(path); ok {
			return loc, true
		}
	}
	return located{}, false
}

// place moves a built node to the position of from, in file.
func (r *remapper) place(n, from *yaml.Node, file string) {
	if n == nil {
		return
	}
	if from == nil {
		from = &yaml.Node{Line: 1, Column: 1}
	}
	n.Line, n.Column = from.Line, from.Column
	if file != r.obj.File {
		if r.obj.NodeFiles == nil {
			r.obj.NodeFiles = map[*yaml.Node]string{}
		}
		r.obj.NodeFiles[n] = file
	} else {
		delete(r.obj.NodeFiles, n)
	}
}

// sameShape reports whether a built node and a source node are both
// mappings, both lists or both scalars.
func sameShape(built, src *yaml.Node) bool {
	return src != nil && built.Kind == src.Kind
}
