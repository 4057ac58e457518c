package yamlfast

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// decodeV3 is what yamlfast must reproduce: every document of data as
// yaml.v3's Decoder gives it, or an error.
func decodeV3(data []byte) (docs []*yaml.Node, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("yaml.v3 panicked: %v", r)
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(data))
	for {
		var n yaml.Node
		if err := dec.Decode(&n); err != nil {
			if errors.Is(err, io.EOF) {
				return docs, nil
			}
			return nil, err
		}
		docs = append(docs, &n)
	}
}

// diffTrees describes the first difference between two node lists, or
// returns "" when they are equal in every field but comments.
func diffTrees(want, got []*yaml.Node) string {
	if len(want) != len(got) {
		return fmt.Sprintf("%d documents, want %d", len(got), len(want))
	}
	for i := range want {
		if d := diffNode(fmt.Sprintf("doc[%d]", i), want[i], got[i]); d != "" {
			return d
		}
	}
	return ""
}

func diffNode(path string, w, g *yaml.Node) string {
	if (w == nil) != (g == nil) {
		return fmt.Sprintf("%s: nil mismatch (want nil %v)", path, w == nil)
	}
	if w == nil {
		return ""
	}
	type fields struct {
		Kind          yaml.Kind
		Style         yaml.Style
		Tag, Value    string
		Anchor        string
		Line, Column  int
		Alias         bool
		ContentLength int
	}
	fw := fields{w.Kind, w.Style, w.Tag, w.Value, w.Anchor, w.Line, w.Column, w.Alias != nil, len(w.Content)}
	fg := fields{g.Kind, g.Style, g.Tag, g.Value, g.Anchor, g.Line, g.Column, g.Alias != nil, len(g.Content)}
	if fw != fg {
		return fmt.Sprintf("%s: got %+v, want %+v", path, fg, fw)
	}
	for i := range w.Content {
		if d := diffNode(fmt.Sprintf("%s/%d", path, i), w.Content[i], g.Content[i]); d != "" {
			return d
		}
	}
	return ""
}

// checkSame fails t when yamlfast accepts data with trees other than
// yaml.v3's, or accepts what yaml.v3 rejects; it returns whether yamlfast
// accepted.
func checkSame(t testing.TB, name string, data []byte) bool {
	t.Helper()
	got, ok := Parse(data)
	if !ok {
		return false
	}
	want, err := decodeV3(data)
	if err != nil {
		t.Errorf("%s: yamlfast accepted what yaml.v3 rejects (%v):\n%s", name, err, quote(data))
		return true
	}
	if d := diffTrees(want, got); d != "" {
		t.Errorf("%s: %s\ninput:\n%s", name, d, quote(data))
	}
	return true
}

func quote(data []byte) string {
	if len(data) > 2000 {
		data = data[:2000]
	}
	return strings.ReplaceAll(fmt.Sprintf("%q", data), `\n`, "\\n\n")
}
