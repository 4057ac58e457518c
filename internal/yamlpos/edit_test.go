package yamlpos

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// valueOf parses data and returns the value node of top-level key.
func valueOf(t *testing.T, data []byte, key string) *yaml.Node {
	t.Helper()
	docs, errs := Parse(data)
	if len(errs) > 0 {
		t.Fatalf("parse: %v", errs[0])
	}
	root := docs[0].Root
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value == key {
			return root.Content[i+1]
		}
	}
	t.Fatalf("no key %q", key)
	return nil
}

// ScalarEdits writes an edit of a scalar's value in the scalar's own
// style, and re-reading the edited file gives the edited value exactly.
func TestScalarEditsStyles(t *testing.T) {
	cases := []struct {
		name, file, find, repl, want string
	}{
		{"block", "k: |\n  actions: a, gangPreempt\n  tiers: []\nz: 1\n", "gangPreempt", "gangpreempt",
			"k: |\n  actions: a, gangpreempt\n  tiers: []\nz: 1\n"},
		{"block inserts lines with the block's indentation", "k: |\n    a: 1\n    b: 2\n", "b: 2", "x:\n  b: 2",
			"k: |\n    a: 1\n    x:\n      b: 2\n"},
		{"block with CRLF", "k: |\r\n  a: 1\r\n  b: 2\r\n", "b: 2", "x:\n  b: 2",
			"k: |\r\n  a: 1\r\n  x:\r\n    b: 2\r\n"},
		{"double quoted escapes", `k: "actions: \"a, Gang\"\ntiers: []\n"` + "\n", "Gang", `gang "x" \ y`,
			`k: "actions: \"a, gang \"x\" \\ y\"\ntiers: []\n"` + "\n"},
		{"double quoted newline", `k: "a: 1\nb: 2\n"` + "\n", "b: 2", "c:\n  b: 2",
			`k: "a: 1\nc:\n  b: 2\n"` + "\n"},
		{"single quoted", "k: 'it''s Gang'\n", "Gang", "gang's", "k: 'it''s gang''s'\n"},
		{"plain", "k: Gang\n", "Gang", "gang", "k: gang\n"},
		{"escape before the edit", `k: "\u00e9 Gang"` + "\n", "Gang", "gang", `k: "\u00e9 gang"` + "\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := []byte(c.file)
			n := valueOf(t, data, "k")
			at := strings.Index(n.Value, c.find)
			if at < 0 {
				t.Fatalf("%q not in value %q", c.find, n.Value)
			}
			edits, err := ScalarEdits(NewSource(data), n, []Edit{{Start: at, End: at + len(c.find), Text: c.repl}})
			if err != nil {
				t.Fatal(err)
			}
			got, err := ApplyEdits(data, edits)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != c.want {
				t.Errorf("got\n%q\nwant\n%q", got, c.want)
			}
			wantValue := n.Value[:at] + c.repl + n.Value[at+len(c.find):]
			if v := valueOf(t, got, "k").Value; v != wantValue {
				t.Errorf("value %q, want %q", v, wantValue)
			}
		})
	}
}

// What a style cannot hold exactly is refused, never approximated.
func TestScalarEditsRefuses(t *testing.T) {
	cases := []struct {
		name, file, find, repl string
	}{
		{"folded block", "k: >\n  a b\n  c\n", "c", "d"},
		{"line break in single quotes", "k: 'a b'\n", "b", "x\ny"},
		{"line break in a plain scalar", "k: a b\n", "b", "x\ny"},
		{"plain scalar that would become a mapping", "k: a b\n", "b", "x: y"},
		{"lone CR line breaks", "k: |\r  a\r  b\r", "b", "c"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := []byte(c.file)
			docs, _ := Parse(data)
			if len(docs) == 0 {
				t.Fatal("no document")
			}
			n := docs[0].Root.Content[1]
			at := strings.Index(n.Value, c.find)
			if at < 0 {
				t.Fatalf("%q not in %q", c.find, n.Value)
			}
			if edits, err := ScalarEdits(NewSource(data), n, []Edit{{Start: at, End: at + len(c.find), Text: c.repl}}); err == nil {
				t.Errorf("edit accepted: %+v", edits)
			}
		})
	}
}

func TestApplyEditsRejectsOverlap(t *testing.T) {
	if _, err := ApplyEdits([]byte("abcdef"), []Edit{{1, 3, "x"}, {2, 4, "y"}}); err == nil {
		t.Error("overlapping edits accepted")
	}
	got, err := ApplyEdits([]byte("abcdef"), []Edit{{4, 5, "E"}, {0, 1, "A"}, {3, 3, "+"}})
	if err != nil || string(got) != "Abc+dEf" {
		t.Errorf("got %q, %v", got, err)
	}
}
