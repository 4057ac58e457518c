package yamlpos

import (
	"iter"

	"go.yaml.in/yaml/v3"
)

// Pairs yields the key and value nodes of mapping m in the order they are
// written. It yields nothing for a nil node or one that is not a mapping,
// so a caller needs no guard of its own; a mapping's Content alternates
// key and value, and a trailing key without a value (which the parser
// never builds) is not yielded.
func Pairs(m *yaml.Node) iter.Seq2[*yaml.Node, *yaml.Node] {
	return func(yield func(k, v *yaml.Node) bool) {
		if m == nil || m.Kind != yaml.MappingNode {
			return
		}
		for i := 0; i+1 < len(m.Content); i += 2 {
			if !yield(m.Content[i], m.Content[i+1]) {
				return
			}
		}
	}
}

// Lookup is the key and value nodes of key in mapping m, the first pair
// written with it, or nils: for a nil node, one that is not a mapping, or
// a mapping without the key. Aliases are not followed (Deref).
func Lookup(m *yaml.Node, key string) (k, v *yaml.Node) {
	if m == nil || m.Kind != yaml.MappingNode {
		return nil, nil
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i], m.Content[i+1]
		}
	}
	return nil, nil
}

// Value is the value node of key in mapping m (Lookup), or nil.
func Value(m *yaml.Node, key string) *yaml.Node {
	_, v := Lookup(m, key)
	return v
}

// maxAliasChain bounds Deref: an alias naming an alias, a hundred deep,
// is only written to make a reader loop.
const maxAliasChain = 100

// Deref follows alias node n to the node it names, through at most
// maxAliasChain aliases (a longer chain is returned as the alias it stops
// at); any other node, or nil, is returned as it is.
func Deref(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < maxAliasChain; i++ {
		n = n.Alias
	}
	return n
}
