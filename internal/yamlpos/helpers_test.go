package yamlpos

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// posOf is the 1-based line and character column of the nth (0-based)
// occurrence of needle in text: the expected position, computed from the
// text rather than guessed.
func posOf(t testing.TB, text, needle string, nth int) (line, col int) {
	t.Helper()
	off, from := -1, 0
	for i := 0; i <= nth; i++ {
		j := strings.Index(text[from:], needle)
		if j < 0 {
			t.Fatalf("posOf: occurrence %d of %q not in text", nth, needle)
		}
		off = from + j
		from = off + 1
	}
	lineStart := strings.LastIndex(text[:off], "\n") + 1
	return strings.Count(text[:off], "\n") + 1, utf8.RuneCountInString(text[lineStart:off]) + 1
}

// lineOf is the line of the first occurrence of needle.
func lineOf(t testing.TB, text, needle string) int {
	t.Helper()
	l, _ := posOf(t, text, needle, 0)
	return l
}

// get walks mapping keys and list indexes from n and returns the key node
// of the last mapping step (nil after a list index) and the value node.
func get(t testing.TB, n *yaml.Node, path ...string) (key, value *yaml.Node) {
	t.Helper()
	for _, seg := range path {
		for n != nil && n.Kind == yaml.AliasNode {
			n = n.Alias
		}
		switch {
		case n == nil:
			t.Fatalf("get %v: nil node before %q", path, seg)
		case n.Kind == yaml.MappingNode:
			found := false
			for i := 0; i+1 < len(n.Content); i += 2 {
				if n.Content[i].Value == seg {
					key, n, found = n.Content[i], n.Content[i+1], true
					break
				}
			}
			if !found {
				t.Fatalf("get %v: no key %q", path, seg)
			}
		case n.Kind == yaml.SequenceNode:
			i, err := strconv.Atoi(seg)
			if err != nil || i < 0 || i >= len(n.Content) {
				t.Fatalf("get %v: bad index %q", path, seg)
			}
			key, n = nil, n.Content[i]
		default:
			t.Fatalf("get %v: cannot step into %v at %q", path, n.Kind, seg)
		}
	}
	return key, n
}

func at(n *yaml.Node) [2]int { return [2]int{n.Line, n.Column} }

var wordRE = regexp.MustCompile(`^[A-Za-z0-9_.-]+$`)

// checkWordsInPlace asserts that every plain scalar of tree made only of
// word characters sits, in outer, exactly where its text is: the strongest
// generic check of a relocated tree. yaml.v3 places a node with a tag or
// an anchor at the first of them; such nodes are skipped.
func checkWordsInPlace(t testing.TB, outer string, tree *yaml.Node) int {
	t.Helper()
	lines := strings.Split(outer, "\n")
	checked := 0
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		if n == nil {
			return
		}
		if n.Kind == yaml.ScalarNode && n.Style&^yaml.TaggedStyle == 0 && wordRE.MatchString(n.Value) {
			checked++
			if n.Line < 1 || n.Line > len(lines) {
				t.Errorf("scalar %q at line %d: outside the file (%d lines)", n.Value, n.Line, len(lines))
				return
			}
			r := []rune(lines[n.Line-1])
			if n.Column >= 1 && n.Column <= len(r) && (r[n.Column-1] == '!' || r[n.Column-1] == '&') {
				checked--
				return // a tag or anchor first: the node is placed there
			}
			if n.Column < 1 || n.Column > len(r) || !strings.HasPrefix(string(r[n.Column-1:]), n.Value) {
				t.Errorf("scalar %q at %d:%d: the file has %q there", n.Value, n.Line, n.Column, lines[n.Line-1])
			}
		}
		for _, c := range n.Content {
			walk(c)
		}
	}
	walk(tree)
	return checked
}

// confNode parses outer and returns its volcano-scheduler.conf data value, from its first
// document.
func confNode(t testing.TB, outer string) (*Source, *yaml.Node) {
	t.Helper()
	docs, errs := Parse([]byte(outer))
	if len(errs) > 0 {
		t.Fatalf("outer file does not parse: %v", errs)
	}
	if len(docs) == 0 {
		t.Fatal("want a document, have none")
	}
	_, n := get(t, docs[0].Root, "data", confKey)
	return NewSource([]byte(outer)), n
}

// addRepoStreams adds every YAML and JSON file of the repository's test
// data and examples and of this package's test data to streams, by path.
func addRepoStreams(t testing.TB, streams map[string][]byte) {
	t.Helper()
	for _, dir := range []string{"../../testdata", "../../examples", "testdata"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !(strings.HasSuffix(path, ".yaml") || strings.HasSuffix(path, ".yml") || strings.HasSuffix(path, ".json")) {
				return err
			}
			data, err := os.ReadFile(path)
			streams[path] = data
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
