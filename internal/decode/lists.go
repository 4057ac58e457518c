package decode

import (
	"sync"

	"go.yaml.in/yaml/v3"
	"k8s.io/apimachinery/pkg/api/resource"
)

// Lists remembers the resource lists decoded so far, by their text, for
// IntoShared. It is safe for concurrent use: the loader's workers share one.
type Lists struct {
	mu     sync.RWMutex
	byText map[string]map[string]resource.Quantity
	// keys are per-goroutine buffers for building lookup keys.
	keys sync.Pool
}

// NewLists returns an empty table.
func NewLists() *Lists {
	return &Lists{byText: map[string]map[string]resource.Quantity{}, keys: sync.Pool{New: func() any { return new([]byte) }}}
}

// find looks a resource list mapping up by its text: each key and value
// with its tag, in order. It returns the list decoded from the same text
// before, or the key to put the list under once decoded. ok is false for a
// mapping whose meaning is more than its text (an alias, a merge key, a
// value that is not a plain scalar): such a list is decoded on its own,
// as are its problems.
func (l *Lists) find(n *yaml.Node) (found map[string]resource.Quantity, key string, ok bool) {
	if n.Kind != yaml.MappingNode || len(n.Content) == 0 || len(n.Content) > 64 {
		return nil, "", false
	}
	buf := l.keys.Get().(*[]byte)
	defer l.keys.Put(buf)
	b := (*buf)[:0]
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind != yaml.ScalarNode || v.Kind != yaml.ScalarNode || k.Value == "<<" || k.Anchor != "" || v.Anchor != "" {
			return nil, "", false
		}
		b = append(b, k.Value...)
		b = append(b, 0)
		b = append(b, v.ShortTag()...)
		b = append(b, 0)
		b = append(b, v.Value...)
		b = append(b, 0)
	}
	*buf = b
	l.mu.RLock()
	found = l.byText[string(b)] // the compiler looks up with the bytes: no allocation
	l.mu.RUnlock()
	if found != nil {
		return found, "", true
	}
	return nil, string(b), true
}

// put keeps m, decoded without a problem, under key.
func (l *Lists) put(key string, m map[string]resource.Quantity) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, ok := l.byText[key]; !ok {
		l.byText[key] = m
	}
}
