package gitops

import (
	"errors"
	"fmt"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// Values as Helm merges them, with where each value is written.
//
// A values tree is a *tree whose values are subtrees or *leaf (a scalar, a
// list or null). Merging is done on these maps with the very
// functions the tools run on their own (Helm's and Flux's mergeMaps,
// strvals' in-place set), including their sharing of nested maps, so the
// value that wins is the one the tool deploys; its leaf says which layer
// set it and at which node.

// tree is a table of values: one layer's, or the merge of several.
type tree struct {
	kv map[string]any
	// at is the mapping node that wrote the table last, and layer its
	// layer (nil for a table Helm's parser made of a --set line).
	at    *yaml.Node
	layer *layer
}

func newTree(at *yaml.Node, l *layer) *tree { return &tree{kv: map[string]any{}, at: at, layer: l} }

// leaf is a value that is not a mapping, and where it is written.
type leaf struct {
	// null marks a YAML null (or --set key=null): Helm deletes the key.
	null bool
	// at is the node that wrote it, in its layer's text.
	at *yaml.Node
	// layer is the layer that set it.
	layer *layer
	// text is the value as the tool read it when it is a string; set from
	// a --set parameter it may differ from at.Value (Helm's parser takes
	// backslash escapes out).
	text     string
	isString bool
}

// maxNodes bounds the nodes read from one layer's values, aliases
// expanded: an alias bomb of a few lines would otherwise be walked
// billions of times (Helm's YAML library refuses excessive aliasing).
const maxNodes = 1 << 18

// errTooManyNodes is a layer whose values expand beyond maxNodes.
var errTooManyNodes = fmt.Errorf("the values expand to more than %d nodes (aliases counted each time they are used)", maxNodes)

// errNotMapping is a values document that is not a mapping: Helm refuses
// it ("cannot unmarshal ... into Go value of type map").
var errNotMapping = errors.New("values must be a YAML mapping")

// fromNode reads a values document (a mapping node, or null for no
// values) as a tree whose leaves point into l.
func fromNode(n *yaml.Node, l *layer) (*tree, error) {
	budget := maxNodes
	n = deref(n)
	if n == nil || (n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null") {
		return newTree(n, l), nil
	}
	if n.Kind != yaml.MappingNode {
		return nil, errNotMapping
	}
	t, err := mapping(n, l, &budget, 0)
	if err != nil {
		return nil, err
	}
	return t, nil
}

func mapping(n *yaml.Node, l *layer, budget *int, depth int) (*tree, error) {
	t := newTree(n, l)
	var merged []*yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind != yaml.ScalarNode {
			continue // not a key JSON can hold: Helm's YAML-to-JSON step fails on it
		}
		if k.Value == "<<" && k.Style == 0 && k.ShortTag() == "!!merge" {
			merged = append(merged, v)
			continue
		}
		val, err := valueOf(v, l, budget, depth)
		if err != nil {
			return nil, err
		}
		t.kv[k.Value] = val
	}
	// Merge keys (<<: *base) add the keys the mapping does not set itself,
	// as Helm's YAML library does.
	for _, m := range merged {
		m = deref(m)
		var sources []*yaml.Node
		if m != nil && m.Kind == yaml.SequenceNode {
			sources = m.Content
		} else {
			sources = []*yaml.Node{m}
		}
		for _, src := range sources {
			src = deref(src)
			if src == nil || src.Kind != yaml.MappingNode {
				continue
			}
			sub, err := mapping(src, l, budget, depth+1)
			if err != nil {
				return nil, err
			}
			for k, v := range sub.kv {
				if _, set := t.kv[k]; !set {
					t.kv[k] = v
				}
			}
		}
	}
	return t, nil
}

func valueOf(v *yaml.Node, l *layer, budget *int, depth int) (any, error) {
	if *budget--; *budget < 0 || depth > 1000 {
		return nil, errTooManyNodes
	}
	at := v
	v = deref(v)
	if v == nil {
		return &leaf{null: true, at: at, layer: l}, nil
	}
	switch v.Kind {
	case yaml.MappingNode:
		return mapping(v, l, budget, depth+1)
	case yaml.ScalarNode:
		lf := &leaf{at: v, layer: l, null: v.ShortTag() == "!!null"}
		if v.ShortTag() == "!!str" {
			lf.text, lf.isString = v.Value, true
		}
		return lf, nil
	}
	return &leaf{at: v, layer: l}, nil // a list: replaced whole when merged
}

// deref follows aliases (a bounded number of times).
func deref(n *yaml.Node) *yaml.Node {
	if n = yamlpos.Deref(n); n != nil && n.Kind == yaml.AliasNode {
		return nil // a chain too long to follow
	}
	return n
}

// fromSet reads what Helm's strvals parser made of a --set style line as
// a tree whose every leaf points at node at of layer l: a parameter's
// value is one node, whatever the parser split it into.
func fromSet(m map[string]any, at *yaml.Node, l *layer) *tree {
	t := newTree(at, l)
	for k, v := range m {
		switch v := v.(type) {
		case map[string]any:
			t.kv[k] = fromSet(v, at, l)
		case string:
			t.kv[k] = &leaf{at: at, layer: l, text: v, isString: true}
		case nil:
			t.kv[k] = &leaf{at: at, layer: l, null: true}
		default:
			t.kv[k] = &leaf{at: at, layer: l}
		}
	}
	return t
}

// mergeMaps is the merge of Helm's `-f` files (helm.sh/helm/v3
// pkg/cli/values/options.go mergeMaps) and of Flux's values
// (github.com/fluxcd/pkg/chartutil merge.go MergeMaps, the same code): b
// over a, tables merged recursively into new maps, anything else replaced;
// a nested map only one side has is shared, not copied.
func mergeMaps(a, b *tree) *tree {
	out := &tree{kv: make(map[string]any, len(a.kv)), at: b.at, layer: b.layer}
	for k, v := range a.kv {
		out.kv[k] = v
	}
	for k, v := range b.kv {
		if bv, ok := v.(*tree); ok {
			if av, ok := out.kv[k].(*tree); ok {
				out.kv[k] = mergeMaps(av, bv)
				continue
			}
		}
		out.kv[k] = v
	}
	return out
}

// setInto is what strvals.ParseInto does to the values it is given: each
// key of src is written into dest's existing tables in place (so a table
// another tree shares sees the change), replacing anything else.
func setInto(dest, src *tree) {
	for k, v := range src.kv {
		if sv, ok := v.(*tree); ok {
			if dv, ok := dest.kv[k].(*tree); ok {
				setInto(dv, sv)
				continue
			}
		}
		dest.kv[k] = v
	}
}

// effective is the value at path that the chart's templates see: the user
// values coalesced over the chart's defaults as Helm coalesces them
// (pkg/chartutil/coalesce.go coalesceValues): a user value wins, a null
// user value deletes the key, tables merge. It returns the leaf, or the
// table when the path holds one (not a string: the chart renders Go's map
// text), and found false when the path holds nothing (the template's `if`
// is false). defaults may be nil.
func effective(user, defaults *tree, path []string) (v any, found bool) {
	for i, key := range path {
		last := i == len(path)-1
		u, inUser := lookupKey(user, key)
		d, inDefaults := lookupKey(defaults, key)
		val := u
		if !inUser {
			if !inDefaults {
				return nil, false
			}
			val = d
		}
		if l, isLeaf := val.(*leaf); isLeaf {
			if l.null || !last {
				return nil, false
			}
			return l, true
		}
		t := val.(*tree)
		if last {
			return t, true
		}
		if inUser {
			user = t
			defaults, _ = d.(*tree) // a default that is not a table is dropped
		} else {
			user, defaults = nil, t
		}
	}
	return nil, false
}

func lookupKey(t *tree, key string) (any, bool) {
	if t == nil {
		return nil, false
	}
	v, ok := t.kv[key]
	return v, ok
}
