package fixplan

import (
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// object parses data as one file's first document and returns it as an
// object of file f.
func object(t *testing.T, data string) (*manifest.Object, *yamlpos.Source) {
	t.Helper()
	docs, errs := yamlpos.Parse([]byte(data))
	if len(errs) > 0 || len(docs) == 0 {
		t.Fatalf("parse: %v", errs)
	}
	return &manifest.Object{File: "f.yaml", Root: docs[0].Root}, yamlpos.NewSource([]byte(data))
}

func apply(t *testing.T, src *yamlpos.Source, fix *finding.Fix) (string, error) {
	t.Helper()
	if fix == nil {
		return "", errRefused
	}
	edits, err := fix.Resolve(src)
	if err != nil {
		return "", err
	}
	var ye []yamlpos.Edit
	for _, e := range edits {
		ye = append(ye, yamlpos.Edit{Start: e.Start, End: e.End, Text: e.Text})
	}
	out, err := yamlpos.ApplyEdits(src.Data, ye)
	return string(out), err
}

func TestWrapMappingBlockAndFlow(t *testing.T) {
	o, src := object(t, "spec:\n  guarantee:\n    cpu: 1 # c\n    # between\n    memory: 2Gi\n  other: {a: \"}\", b: '}}'}\n")
	spec := o.Root.Content[1]
	got, err := apply(t, src, WrapMapping(o, spec.Content[0], spec.Content[1], "resource", "d"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "spec:\n  guarantee:\n    resource:\n      cpu: 1 # c\n    # between\n      memory: 2Gi\n  other: {a: \"}\", b: '}}'}\n"; got != want {
		t.Errorf("block:\n%s\nwant\n%s", got, want)
	}
	got, err = apply(t, src, WrapMapping(o, spec.Content[2], spec.Content[3], "resource", "d"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got, "other: {resource: {a: \"}\", b: '}}'}}\n") {
		t.Errorf("flow (braces inside quotes skipped):\n%s", got)
	}
}

// A pair written over several lines, or a key that does not start its
// line, has no pure line edit: no fix.
func TestWrapMappingRefuses(t *testing.T) {
	o, _ := object(t, "g:\n  cpu: |\n    1\n")
	if fix := WrapMapping(o, o.Root.Content[0], o.Root.Content[1], "resource", "d"); fix != nil {
		t.Errorf("multi-line value wrapped: %v", fix)
	}
	o, src := object(t, "- g: {cpu: 1\n  }\n")
	m := o.Root.Content[0]
	if got, err := apply(t, src, WrapMapping(o, m.Content[0], m.Content[1], "resource", "d")); err != nil || !strings.Contains(got, "{resource: {cpu: 1\n  }}") {
		t.Errorf("%q %v", got, err)
	}
}

func TestIndentPairs(t *testing.T) {
	o, src := object(t, "name: x\narguments:\na: 1\nb: [1, 2]\nc: 3\n")
	got, err := apply(t, src, IndentPairs(o, o.Root, 4, 8, "d"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "name: x\narguments:\n  a: 1\n  b: [1, 2]\nc: 3\n"; got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	o, _ = object(t, "arguments:\na: |\n  x\n")
	if IndentPairs(o, o.Root, 2, 4, "d") != nil {
		t.Error("a block scalar value indented line by line")
	}
}

// An edit of a configuration embedded in a ConfigMap goes through the
// host scalar: indentation in a block, escapes in a quoted string.
func TestEmbeddedReplace(t *testing.T) {
	for _, c := range []struct{ file, want string }{
		{"data:\n  conf: |\n    actions: \"a, Gang\"\n", "data:\n  conf: |\n    actions: \"a, gang\"\n"},
		{"data: {conf: \"actions: \\\"a, Gang\\\"\\n\"}\n", "data: {conf: \"actions: \\\"a, gang\\\"\\n\"}\n"},
		{"data: {conf: 'actions: ''a, Gang'''}\n", "data: {conf: 'actions: ''a, gang'''}\n"},
	} {
		docs, _ := yamlpos.Parse([]byte(c.file))
		src := yamlpos.NewSource([]byte(c.file))
		host := docs[0].Root.Content[1].Content[1]
		emb := yamlpos.ParseEmbedded(src, host)
		if emb.Root == nil {
			t.Fatalf("%q: embedded text did not parse: %v", c.file, emb.Err)
		}
		o := &manifest.Object{File: "f.yaml", Root: emb.Root, Host: host}
		actions := emb.Root.Content[1]
		at := strings.Index(actions.Value, "Gang")
		got, err := apply(t, src, ReplaceInValue(o, actions, at, at+4, "gang", "d"))
		if err != nil || got != c.want {
			t.Errorf("%q: got %q, %v; want %q", c.file, got, err, c.want)
		}
	}
}

// A folded host cannot take the edit exactly: refused.
func TestEmbeddedFoldedRefused(t *testing.T) {
	file := "data:\n  conf: >\n    actions: Gang\n"
	docs, _ := yamlpos.Parse([]byte(file))
	src := yamlpos.NewSource([]byte(file))
	host := docs[0].Root.Content[1].Content[1]
	emb := yamlpos.ParseEmbedded(src, host)
	o := &manifest.Object{File: "f.yaml", Root: emb.Root, Host: host}
	if got, err := apply(t, src, ReplaceValue(o, emb.Root.Content[1], "gang")); err == nil {
		t.Errorf("folded host edited: %q", got)
	}
}

func TestLiftMapping(t *testing.T) {
	o, src := object(t, "arguments:\n  a: 0\n  outer:\n      b: 1 # kept\n      c: \"2\"\n  d: 3\n")
	args := o.Root.Content[1]
	got, err := apply(t, src, LiftMapping(o, args.Content[2], args.Content[3], "d"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "arguments:\n  a: 0\n  b: 1 # kept\n  c: \"2\"\n  d: 3\n"; got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// Refused: a comment on the outer key's line, a comment line between
	// the pairs, pairs indented unequally, a flow mapping, a block value.
	for _, file := range []string{
		"arguments:\n  outer: # why\n    b: 1\n",
		"arguments:\n  outer:\n    b: 1\n    # between\n    c: 2\n",
		"arguments:\n  outer:\n    b: {x: 1,\n         y: 2}\n",
		"arguments:\n  outer: {b: 1}\n",
		"arguments:\n  outer:\n    b: |\n      1\n",
	} {
		o, src := object(t, file)
		args := o.Root.Content[1]
		if got, err := apply(t, src, LiftMapping(o, args.Content[0], args.Content[1], "d")); err == nil {
			t.Errorf("%q lifted to %q", file, got)
		}
	}
}

// Two scalars replaced in one fix keep their quoting; a replacement that
// a plain scalar cannot hold is refused whole.
func TestReplaceValues(t *testing.T) {
	o, src := object(t, "metadata:\n  annotations:\n    h: \"root/a\"\n    w: 1/2\n")
	ann := o.Root.Content[1].Content[1]
	got, err := apply(t, src, ReplaceValues(o, "d", []Replacement{{ann.Content[1], "root/b/a"}, {ann.Content[3], "1/3/2"}}))
	if err != nil {
		t.Fatal(err)
	}
	if want := "metadata:\n  annotations:\n    h: \"root/b/a\"\n    w: 1/3/2\n"; got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if got, err := apply(t, src, ReplaceValues(o, "d", []Replacement{{ann.Content[1], "x"}, {ann.Content[3], "a: b"}})); err == nil {
		t.Errorf("a plain scalar took %q", got)
	}
	if ReplaceValues(o, "d", nil) != nil {
		t.Error("a fix with nothing to replace")
	}
}
