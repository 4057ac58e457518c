package yamlpos

import "go.yaml.in/yaml/v3"

// DuplicateKey is a mapping key written a second time in the same mapping.
type DuplicateKey struct {
	// Key is the repeated key node; First is the earlier one.
	Key, First *yaml.Node
}

// DuplicateKeys walks the tree under root and returns every mapping key
// that repeats an earlier key of its mapping, in document order. yaml.v3
// accepts duplicates when parsing into nodes (as yaml.v2 and
// sigs.k8s.io/yaml do when decoding non-strictly: the last value wins), so
// this is the only place they can be seen. Alias nodes are not followed:
// the anchored node is walked where it is defined, and a document of
// nested aliases stays linear to check. Merge keys (<<) may repeat.
func DuplicateKeys(root *yaml.Node) []DuplicateKey {
	var out []DuplicateKey
	stack := make([]*yaml.Node, 1, 64) // one allocation for most manifests
	stack[0] = root
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if n == nil || n.Kind == yaml.AliasNode {
			continue
		}
		if n.Kind == yaml.MappingNode {
			out = append(out, duplicatesOf(n)...)
		}
		for i := len(n.Content) - 1; i >= 0; i-- {
			stack = append(stack, n.Content[i])
		}
	}
	return out
}

// duplicatesOf checks one mapping's keys. Keys compare by their text, as
// they do once converted to JSON (1 and "1" are the same field there).
// Most mappings of a manifest have a handful of keys: those are compared
// pairwise, without allocating; larger ones go through a map, which keeps
// the check linear.
func duplicatesOf(m *yaml.Node) []DuplicateKey {
	if len(m.Content) <= 2*smallMapping {
		return duplicatesOfSmall(m)
	}
	var out []DuplicateKey
	first := make(map[string]*yaml.Node, len(m.Content)/2)
	for i := 0; i+1 < len(m.Content); i += 2 {
		k := m.Content[i]
		if !comparableKey(k) {
			continue
		}
		if prev, dup := first[k.Value]; dup {
			out = append(out, DuplicateKey{Key: k, First: prev})
			continue
		}
		first[k.Value] = k
	}
	return out
}

// smallMapping is the key count up to which pairwise comparison is cheaper
// than a map.
const smallMapping = 16

func duplicatesOfSmall(m *yaml.Node) []DuplicateKey {
	var out []DuplicateKey
	for i := 2; i+1 < len(m.Content); i += 2 {
		k := m.Content[i]
		if !comparableKey(k) {
			continue
		}
		for j := 0; j < i; j += 2 {
			if prev := m.Content[j]; comparableKey(prev) && prev.Value == k.Value {
				out = append(out, DuplicateKey{Key: k, First: prev})
				break
			}
		}
	}
	return out
}

// comparableKey is a scalar key other than a merge key (<< may repeat).
func comparableKey(k *yaml.Node) bool {
	return k.Kind == yaml.ScalarNode && k.ShortTag() != "!!merge"
}
