package yamlpos

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// Issue #25's YAML attacks, and the budget that bounds them: a node costs
// some 170 bytes as a tree while its text can be two bytes, so a file's
// nodes are capped (MaxNodes), and the parts of parsing that cost a
// constant per line or per byte are small. The inputs are a tenth of the
// issue's (40 MB files): memory is checked as bytes allocated per byte of
// input, which does not depend on the size.

// v3Nodes is the number of nodes yaml.v3 builds for data, documents
// included, or -1 when it does not parse.
func v3Nodes(data []byte) int {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	n := 0
	for {
		var doc yaml.Node
		if err := safeDecode(dec, &doc); err != nil {
			if errors.Is(err, io.EOF) {
				return n
			}
			return -1
		}
		n += countNodes(&doc)
	}
}

// boundCases are texts that pack nodes densely: each must stay within
// nodeBound.
var boundCases = []string{
	"", "a", "a:", "- ", "-", "- - - -", "? a\n: b\n", "? \n: \n", "{a, b, c}", "{a: , b: }", "[a, [b, {c: d}], e]",
	"a:\nb:\nc:\n", "- a:\n- b:\n", "--- a:\n--- b\n...\n--- \n", "{\"a\":1,\"b\":2}", "[\"a\":1, \"b\":2]", "[a: b, c: d]",
	"&a x: *a\n", "!!str a: !t b\n", "!t\n", "&a\n", "- &a\n- *a\n", "[*a, &b c, *b]", "{? a, ? b}", "a:\x85b:\x85", "- a\u2028- b\u2028",
	"a:\r- b\r- c\r", "\ufeffa: 1", "%YAML 1.1\n--- a\n", "a: |\n  b: c\n  d: e\n", "[,]", "{,}", "[a,,b]", "a: {b: [c, {d: [e]}]}",
	"- ? a\n  : b\n- ? c\n", "? - a\n  - b\n: - c\n", "{a: [b]: c}", "[? a : b]",
}

// TestNodeBoundHolds: nodeBound is at least what yaml.v3 builds, on the
// dense cases and on every YAML and JSON file of the repository.
func TestNodeBoundHolds(t *testing.T) {
	check := func(name string, data []byte) {
		if n := v3Nodes(data); n > nodeBound(data) {
			t.Errorf("%s: yaml.v3 builds %d nodes, over the bound %d", name, n, nodeBound(data))
		}
	}
	for _, c := range boundCases {
		check(fmt.Sprintf("%q", c), []byte(c))
	}
	for _, name := range repoYAML(t) {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		check(name, data)
	}
}

// FuzzNodeBound: on any input yaml.v3 parses, the bound holds.
func FuzzNodeBound(f *testing.F) {
	for _, c := range boundCases {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if n := v3Nodes(data); n > nodeBound(data) {
			t.Errorf("yaml.v3 builds %d nodes, over the bound %d", n, nodeBound(data))
		}
	})
}

// repoYAML lists the repository's YAML and JSON files under 1 MiB.
func repoYAML(t *testing.T) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules") {
			return fs.SkipDir
		}
		switch filepath.Ext(path) {
		case ".yaml", ".yml", ".json":
			if info, err := d.Info(); err == nil && info.Size() < 1<<20 {
				out = append(out, path)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// flowList is a one-line flow list of n items, the densest nodes.
func flowList(n int) string { return "[" + strings.Repeat("a,", n-1) + "a]\n" }

// parsers are Parse and a Parser's Parse: one Parser for the whole test,
// so that each file is parsed in the memory and scratch the ones before it
// left (a document over the cap, a decline).
func parsers() map[string]func([]byte) ([]Document, []*SyntaxError) {
	return map[string]func([]byte) ([]Document, []*SyntaxError){"Parse": Parse, "a Parser": new(Parser).Parse}
}

// TestFileOverTheNodeCap: a file that needs more than MaxNodes is cut at
// the document that goes over, with an error at its first line, and the
// documents before it are kept; through yamlfast (the count) and through
// yaml.v3 (the bound, for text yamlfast declines: a tab); with Parse and a
// Parser.
func TestFileOverTheNodeCap(t *testing.T) {
	for with, parse := range parsers() {
		t.Run(with, func(t *testing.T) { testFileOverTheNodeCap(t, parse) })
	}
}

func testFileOverTheNodeCap(t *testing.T, parse func([]byte) ([]Document, []*SyntaxError)) {
	big := flowList(MaxNodes)
	for _, c := range []struct {
		name, data string
		line       int
		docs       int
	}{
		{"alone", big, 1, 0},
		{"third document", "a: 1\n---\nb: 2\n---\n# a comment\nc: " + big, 4, 2},
		{"a document yamlfast declines", "a: 1\n---\nb:\t" + big, 2, 1},
		{"after one yamlfast declines", "a:\t1\n---\nb: " + big, 2, 1},
	} {
		docs, errs := parse([]byte(c.data))
		if len(errs) != 1 || !errs[0].Limit || errs[0].Line != c.line {
			t.Errorf("%s: errors %v, want the cap at line %d", c.name, errs, c.line)
			continue
		}
		if !strings.Contains(errs[0].Msg, "1,000,000") || !strings.Contains(errs[0].Msg, "split it into smaller files") {
			t.Errorf("%s: message %q", c.name, errs[0].Msg)
		}
		if len(docs) != c.docs {
			t.Errorf("%s: %d documents, want the %d before the cap", c.name, len(docs), c.docs)
		}
	}
	// Just under the cap: every node is there.
	docs, errs := parse([]byte(flowList(MaxNodes - 2)))
	if len(errs) != 0 || len(docs) != 1 || len(docs[0].Root.Content) != MaxNodes-2 {
		t.Fatalf("errors %v, %d documents; want the whole list", errs, len(docs))
	}
}

// allocatedPerByte is the bytes allocated while parsing data, per byte of
// data: an upper bound of the peak it adds.
func allocatedPerByte(t *testing.T, parse func([]byte), data []byte) float64 {
	t.Helper()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	parse(data)
	runtime.ReadMemStats(&after)
	return float64(after.TotalAlloc-before.TotalAlloc) / float64(len(data))
}

// TestParseMemoryIsLinearWithASmallConstant: the three files (a
// file of `---`, a one-line flow list, a block scalar of line breaks) and
// their cousins, at 2 MB, allocate a few bytes per byte of input, plus at
// most the trees of MaxNodes nodes (some 180 bytes each) for those whose
// nodes reach the cap. Before, the same shapes took 114, 103 and 40 bytes
// per byte (5.0 GB, 4.1 GB and 1.4 GB peak at 40 MB).
func TestParseMemoryIsLinearWithASmallConstant(t *testing.T) {
	for with, parse := range parsers() {
		t.Run(with, func(t *testing.T) { testParseMemory(t, func(data []byte) { parse(data) }) })
	}
}

func testParseMemory(t *testing.T, parse func([]byte)) {
	const size = 2 << 20
	const nodeBytes = 200
	for _, c := range []struct {
		name   string
		data   string
		max    float64 // bytes per byte of input
		capped bool    // the cap applies
	}{
		{"a file of ---", strings.Repeat("---\n", size/4), 4, false},
		{"a one-line flow list", flowList(size / 2), 4, true},
		{"a block scalar of line breaks", "a: |+\n" + strings.Repeat("\n", size), 2, false},
		{"a block scalar of text", "a: |\n" + strings.Repeat("  "+strings.Repeat("x", 77)+"\n", size/80), 2, false},
		{"a block scalar of blank lines", "a: |\n" + strings.Repeat("  \n", size/3), 6, false},
		{"a long block sequence", strings.Repeat("- a\n", size/4), 4, true},
		{"comments between empty documents", strings.Repeat("---\n# c\n", size/8), 4, false},
		{"a file of --- that yamlfast declines", "a:\tb\n" + strings.Repeat("---\n", size/4), 4, false},
		{"a flow list that yamlfast declines", "[\t" + flowList(size / 2)[1:], 4, false},
	} {
		allowed := c.max
		if c.capped {
			allowed += nodeBytes * MaxNodes / float64(len(c.data))
		}
		if got := allocatedPerByte(t, parse, []byte(c.data)); got > allowed {
			t.Errorf("%s: %.1f bytes allocated per byte of input, want at most %.1f", c.name, got, allowed)
		}
	}
}

// TestEmbeddedLongLineIsLinear: a scheduler configuration written as one
// long line of JSON inside a ConfigMap's quoted string took minutes (each
// node's position was found from its line's start); positions are still
// exact.
func TestEmbeddedLongLineIsLinear(t *testing.T) {
	const n = 50_000
	var conf strings.Builder
	conf.WriteString(`{"actions": "allocate", "tiers": [{"plugins": [`)
	for i := range n {
		if i > 0 {
			conf.WriteString(", ")
		}
		fmt.Fprintf(&conf, `{"name": "p%d"}`, i)
	}
	conf.WriteString("]}]}")
	outer := "data:\n  conf: '" + conf.String() + "'\n"
	docs, errs := Parse([]byte(outer))
	if len(errs) > 0 {
		t.Fatal(errs[0])
	}
	scalar := docs[0].Root.Content[1].Content[1]
	src := NewSource([]byte(outer))
	var emb Embedded
	perByte := allocatedPerByte(t, func([]byte) { emb = ParseEmbedded(src, scalar) }, []byte(outer))
	if emb.Err != nil || emb.Root == nil {
		t.Fatalf("embedded: %v", emb.Err)
	}
	if perByte > 200 {
		t.Errorf("%.0f bytes allocated per byte", perByte)
	}
	plugins := emb.Root.Content[3].Content[0].Content[1].Content
	last := plugins[len(plugins)-1].Content[1]
	if want := strings.LastIndex(outer, fmt.Sprintf(`"p%d"`, n-1)) - strings.Index(outer, "  conf") + 1; last.Line != 2 || last.Column != want {
		t.Errorf("last plugin name at %d:%d, want 2:%d", last.Line, last.Column, want)
	}
}

// TestEmbeddedOverTheBound: YAML in a string that could hold more nodes
// than a file may is not parsed; the error is at the string.
func TestEmbeddedOverTheBound(t *testing.T) {
	outer := "data:\n  conf: |\n    " + flowList(MaxNodes) + "x: 1\n"
	docs, errs := Parse([]byte(outer))
	if len(errs) > 0 {
		t.Fatal(errs[0])
	}
	emb := ParseEmbedded(NewSource([]byte(outer)), docs[0].Root.Content[1].Content[1])
	if emb.Root != nil || emb.Err == nil || !emb.Err.Limit || emb.Err.Line != 3 || emb.Err.Column != 5 {
		t.Fatalf("got %+v, want the cap at 3:5", emb.Err)
	}
}
