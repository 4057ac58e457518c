package loader

import (
	"bytes"
	"fmt"
	"io/fs"
	stdmaps "maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// TestReleasedTreesAnswerAlike: an object whose node tree was released
// (and is re-parsed on demand) answers every position and node question
// exactly as it did with its tree, for every object of every YAML file of
// the test data and examples, on every path of its tree and on paths that
// leave it.
func TestReleasedTreesAnswerAlike(t *testing.T) {
	files := testFiles(t)
	// Every file is loaded once more through one parser, in turn, before
	// any is compared: the memory of the documents it frees is reused for
	// the next files, so an object that still used a node of a freed
	// document would answer with another document's nodes below. These
	// objects re-parse from a copy of the text, as from a file read again.
	names := slices.Sorted(stdmaps.Keys(files))
	var parser yamlpos.Parser
	reused := map[string]*File{}
	for _, name := range names {
		data := files[name]
		reused[name] = load(name, data, true, nil, &parser, func() []byte { return bytes.Clone(data) })
	}
	released := 0
	for _, name := range names {
		data := files[name]
		kept, freed := load(name, data, false, nil, nil, nil), load(name, data, true, nil, nil, nil)
		if len(kept.Objects) != len(freed.Objects) {
			t.Fatalf("%s: %d objects kept, %d released", name, len(kept.Objects), len(freed.Objects))
		}
		sameFile(t, freed, reused[name])
		for i, k := range kept.Objects {
			f := freed.Objects[i]
			if f.Root == nil {
				released++
			}
			if k.Start() != f.Start() {
				t.Errorf("%s %s: start %v, released %v", name, k.ID(), k.Start(), f.Start())
			}
			for _, r := range []*manifest.Object{f, reused[name].Objects[i]} {
				for _, path := range paths(k.Root) {
					if a, b := k.Pos(path...), r.Pos(path...); a != b {
						t.Errorf("%s %s: Pos(%v) = %v, released %v", name, k.ID(), path, a, b)
					}
					if a, b := k.Node(path...), r.Node(path...); !sameNode(a, b) {
						t.Errorf("%s %s: Node(%v) differs once released", name, k.ID(), path)
					}
					dotted := strings.Join(path, ".")
					if a, b := k.SplitPath(dotted), r.SplitPath(dotted); !reflect.DeepEqual(a, b) {
						t.Errorf("%s %s: SplitPath(%q) = %v, released %v", name, k.ID(), dotted, a, b)
					}
				}
			}
		}
	}
	if released < 100 {
		t.Errorf("only %d objects were released", released)
	}
	if freed := parser.Freed(); freed < 100 {
		t.Errorf("the parser reused the memory of only %d documents", freed)
	}
}

// sameFile compares what two loads of a file found, trees aside: objects
// (identity, typed values, problems and their nodes, duplicate keys,
// syntax errors), diagnostics and counts.
func sameFile(t *testing.T, want, got *File) {
	t.Helper()
	if !reflect.DeepEqual(want.Diagnostics, got.Diagnostics) || !reflect.DeepEqual(want.Ignored, got.Ignored) || want.Documents != got.Documents {
		t.Errorf("%s: diagnostics or counts differ with a reused parser:\n%v %v %d\n%v %v %d", want.Name,
			want.Diagnostics, want.Ignored, want.Documents, got.Diagnostics, got.Ignored, got.Documents)
	}
	if len(want.Objects) != len(got.Objects) {
		t.Fatalf("%s: %d objects, %d with a reused parser", want.Name, len(want.Objects), len(got.Objects))
	}
	for i, w := range want.Objects {
		g := got.Objects[i]
		if w.ID() != g.ID() || w.Kind != g.Kind || w.APIVersion != g.APIVersion || !reflect.DeepEqual(w.DuplicateKeys, g.DuplicateKeys) ||
			!reflect.DeepEqual(w.SyntaxErr, g.SyntaxErr) || w.SyntaxMsg != g.SyntaxMsg {
			t.Errorf("%s: object %d is %s, %s with a reused parser", want.Name, i, w.ID(), g.ID())
		}
		if !reflect.DeepEqual(w.Typed, g.Typed) {
			t.Errorf("%s %s: typed value differs with a reused parser", want.Name, w.ID())
		}
		if len(w.Problems) != len(g.Problems) {
			t.Errorf("%s %s: %d problems, %d with a reused parser", want.Name, w.ID(), len(w.Problems), len(g.Problems))
			continue
		}
		for j, p := range w.Problems {
			q := g.Problems[j]
			if p.Kind != q.Kind || p.Path != q.Path || p.Msg != q.Msg || !sameNode(p.Node, q.Node) {
				t.Errorf("%s %s: problem %q differs with a reused parser: %q", want.Name, w.ID(), p.Msg, q.Msg)
			}
		}
	}
}

// TestReleasedKindsHoldNoNodes: the typed value of every object of a kind
// whose document's memory the loader reuses (releasedKind) holds no YAML
// node, which would point into memory reused for other documents. Checked
// on the types of the objects of every test file and example, field by
// field.
func TestReleasedKindsHoldNoNodes(t *testing.T) {
	nodeType := reflect.TypeFor[yaml.Node]()
	seen := map[reflect.Type]bool{}
	var holds func(reflect.Type) bool
	holds = func(ty reflect.Type) bool {
		if ty == nodeType {
			return true
		}
		if seen[ty] {
			return false
		}
		seen[ty] = true
		switch ty.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Array:
			return holds(ty.Elem())
		case reflect.Map:
			return holds(ty.Key()) || holds(ty.Elem())
		case reflect.Struct:
			for i := range ty.NumField() {
				if holds(ty.Field(i).Type) {
					return true
				}
			}
		case reflect.Interface:
			t.Errorf("%v: an interface field could hold a node", ty)
		}
		return false
	}
	checked := map[string]bool{}
	for name, data := range testFiles(t) {
		for _, o := range Load(name, data).Objects {
			if !releasedKind(o.Kind) || o.Typed == nil {
				continue
			}
			ty := reflect.TypeOf(o.Typed)
			checked[o.Kind] = true
			clear(seen)
			if holds(ty) {
				t.Errorf("%s %s: its typed value (%v) can hold a yaml.Node", name, o.ID(), ty)
			}
		}
	}
	for _, kind := range []string{"Queue", "PodGroup", "Job", "Node", "Pod", "Deployment"} {
		if !checked[kind] {
			t.Errorf("no object of kind %s in the test files", kind)
		}
	}
}

// testFiles are a few files of edge cases and every YAML and JSON file of
// the test data and examples.
func testFiles(t *testing.T) map[string][]byte {
	files := map[string][]byte{
		"list.yaml": []byte("apiVersion: v1\nkind: List\nitems:\n- apiVersion: v1\n  kind: Node\n  metadata: {name: a, annotations: {x: y}}\n" +
			"- kind: List\n  items:\n  - apiVersion: v1\n    kind: Node\n    metadata: {name: b}\n"),
		"alias.yaml": []byte("apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata: &m\n  name: q\n  annotations: {vcqlint.io/ignore: VCQ203}\n" +
			"spec: {capability: {cpu: 1}}\n---\napiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata: {name: r, annotations: [x]}\n"),
		"crlf.yaml": []byte("apiVersion: scheduling.volcano.sh/v1beta1\r\nkind: Queue\r\nmetadata:\r\n  name: c\r\nspec:\r\n  weight: 0\r\n"),
	}
	for _, dir := range []string{"../../testdata", "../../examples"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err == nil && d.IsDir() && d.Name() == "hostile" {
				// Inputs built to be expensive (millions of alias paths): the
				// hostile-input harness bounds them; here they would only
				// make this walk of every path slow.
				return fs.SkipDir
			}
			if err != nil || d.IsDir() || !(strings.HasSuffix(path, ".yaml") || strings.HasSuffix(path, ".yml") || strings.HasSuffix(path, ".json")) {
				return err
			}
			data, err := os.ReadFile(path)
			files[path] = data
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return files
}

// paths lists every key and index path of a tree, plus paths that leave it
// (a missing key below each mapping, an index past each list's end).
func paths(root *yaml.Node) [][]string {
	out := [][]string{{}, {"metadata"}, {"metadata", "annotations"}, {"metadata", "annotations", "vcqlint.io/ignore"}, {"spec", "nope"}}
	var visit func(n *yaml.Node, at []string, depth int)
	visit = func(n *yaml.Node, at []string, depth int) {
		if n == nil || depth > 30 {
			return
		}
		switch n.Kind {
		case yaml.MappingNode:
			out = append(out, append(append([]string(nil), at...), "no-such-key"))
			for i := 0; i+1 < len(n.Content); i += 2 {
				p := append(append([]string(nil), at...), n.Content[i].Value)
				out = append(out, p)
				visit(n.Content[i+1], p, depth+1)
			}
		case yaml.SequenceNode:
			out = append(out, append(append([]string(nil), at...), fmt.Sprint(len(n.Content))))
			for i, c := range n.Content {
				p := append(append([]string(nil), at...), fmt.Sprint(i))
				out = append(out, p)
				visit(c, p, depth+1)
			}
		case yaml.AliasNode:
			visit(n.Alias, at, depth+1)
		}
	}
	visit(root, nil, 0)
	return out
}

// sameNode compares two nodes by what they say and where they are.
func sameNode(a, b *yaml.Node) bool {
	if a == nil || b == nil {
		return a == b
	}
	if a.Kind != b.Kind || a.Value != b.Value || a.Tag != b.Tag || a.Line != b.Line || a.Column != b.Column || len(a.Content) != len(b.Content) {
		return false
	}
	for i := range a.Content {
		if !sameNode(a.Content[i], b.Content[i]) {
			return false
		}
	}
	return true
}

// TestReleasedTreeOfChangedFile: when the text of a file cannot be had
// again (it changed since it was linted), a released object answers with
// its start, as when its document cannot be parsed again.
func TestReleasedTreeOfChangedFile(t *testing.T) {
	data := []byte("apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: q\nspec:\n  weight: 0\n")
	f := load("q.yaml", data, true, nil, nil, func() []byte { return nil })
	o := f.Objects[0]
	if o.Root != nil {
		t.Fatal("the queue's tree was not released")
	}
	if got, want := o.Pos("spec", "weight"), o.Start(); got != want {
		t.Errorf("Pos(spec.weight) = %v, want the object's start %v", got, want)
	}
	if got := load("q.yaml", data, true, nil, nil, nil).Objects[0].Pos("spec", "weight"); got.Line != 6 {
		t.Errorf("Pos(spec.weight) with the text = %v, want line 6", got)
	}
}
