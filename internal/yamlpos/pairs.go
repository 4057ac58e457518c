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
