package yamlpos

import (
	"reflect"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestReparse: every document Parse returns, of every YAML file of the
// repository's test data and examples and of streams with odd line breaks,
// markers and broken documents, comes back from Reparse as the same tree
// with the same positions.
func TestReparse(t *testing.T) {
	streams := map[string][]byte{
		"crlf":           []byte("a: 1\r\nb: [x, y]\r\n---\r\nc: 3\r\n"),
		"other breaks":   []byte("a: 1\u2028b: 2\n---\nc: |\n  x\u0085y\n"),
		"broken middle":  []byte("a: 1\n---\nb: [\n---\nc: {d: 4}\n"),
		"no final break": []byte("a: 1\n---\nb: 2"),
		"document end":   []byte("a: 1\n...\n---\nb: 2\n...\n"),
		"aliases":        []byte("x: &a {k: v}\ny: *a\n---\n- *a\n"),
		"empty and json": []byte("---\n---\n{\"a\": [1, 2]}\n---\n# only a comment\n"),
	}
	addRepoStreams(t, streams)
	if len(streams) < 50 {
		t.Fatalf("only %d streams", len(streams))
	}
	for name, data := range streams {
		docs, _ := Parse(data)
		for _, d := range docs {
			got := Reparse(data, d)
			if !sameTree(d.Root, got) {
				t.Errorf("%s: document %d (line %d) reparses differently", name, d.Index, d.Line)
			}
		}
	}
	if Reparse([]byte("short"), Document{at: docRef{off: 3, end: 99}}) != nil {
		t.Error("Reparse of other data than Parse read: want nil")
	}
}

// sameTree compares two node trees field by field, aliases by the
// position of their target. Comments are left out: which node yaml.v3
// attaches a comment to depends on the text around it (a comment above a
// `---` goes to the next document of a stream, nowhere when the document
// is parsed alone), and nothing in vcqlint reads them.
func sameTree(a, b *yaml.Node) bool {
	if a == nil || b == nil {
		return a == b
	}
	if a.Kind != b.Kind || a.Style != b.Style || a.Tag != b.Tag || a.Value != b.Value || a.Anchor != b.Anchor ||
		a.Line != b.Line || a.Column != b.Column || len(a.Content) != len(b.Content) {
		return false
	}
	if (a.Alias == nil) != (b.Alias == nil) || (a.Alias != nil && !reflect.DeepEqual([2]int{a.Alias.Line, a.Alias.Column}, [2]int{b.Alias.Line, b.Alias.Column})) {
		return false
	}
	for i := range a.Content {
		if !sameTree(a.Content[i], b.Content[i]) {
			return false
		}
	}
	return true
}
