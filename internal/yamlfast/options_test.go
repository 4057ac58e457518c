package yamlfast

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// checkOptions fails t when, on data, ParseWith with SkipEmpty gives other
// than Parse's documents without the empty ones, or spans that are not
// each document's text between its `---` lines, or when an Arena (reused
// from one input to the next, every other document freed) gives other
// than ParseWith under the same options, a node budget included.
func checkOptions(t testing.TB, name string, data []byte, a *Arena) {
	t.Helper()
	all, ok := Parse(data)
	skip, skipOK := ParseWith(data, Options{SkipEmpty: true})
	if ok != skipOK {
		t.Errorf("%s: Parse accepts %v, with SkipEmpty %v", name, ok, skipOK)
		return
	}
	if !ok {
		if _, ok := a.ParseWith(data, Options{SkipEmpty: true}); ok {
			t.Errorf("%s: an Arena accepts what ParseWith declines", name)
		}
		return
	}
	var full []*yaml.Node
	for _, d := range all {
		if r := d.Content[0]; r.Kind != yaml.ScalarNode || r.Tag != "!!null" || r.Value != "" {
			full = append(full, d)
		}
	}
	if d := diffTrees(full, skip.Docs); d != "" {
		t.Errorf("%s: with SkipEmpty, not Parse's documents but the empty ones: %s", name, d)
	}
	checkSpans(t, name, data, skip)
	for _, o := range []Options{{SkipEmpty: true}, {MaxNodes: skip.Nodes/2 + 1}, {SkipEmpty: true, MaxNodes: skip.Nodes / 3}} {
		want, _ := ParseWith(data, o)
		got, ok := a.ParseWith(data, o)
		if !ok {
			t.Errorf("%s %+v: an Arena declines what ParseWith accepts", name, o)
			continue
		}
		if d := diffTrees(want.Docs, got.Docs); d != "" {
			t.Errorf("%s %+v: an Arena's documents differ: %s", name, o, d)
		}
		if !slices.Equal(want.Spans, got.Spans) || want.Nodes != got.Nodes || !reflect.DeepEqual(want.Limit, got.Limit) {
			t.Errorf("%s %+v: an Arena gives spans %v, %d nodes, limit %v; ParseWith %v, %d, %v", name, o, got.Spans, got.Nodes, got.Limit, want.Spans, want.Nodes, want.Limit)
		}
		for i, d := range got.Docs {
			if i%2 == 0 {
				a.Free(d)
			}
		}
	}
}

// checkSpans fails t when res's spans are not, for each document, the
// text from its `---` line (or the start of data) to the next `---` line
// (or the end), parsed alone into the same document.
func checkSpans(t testing.TB, name string, data []byte, res Result) {
	t.Helper()
	if len(res.Spans) != len(res.Docs) {
		t.Errorf("%s: %d spans for %d documents", name, len(res.Spans), len(res.Docs))
		return
	}
	marker := func(off int) bool {
		return off > 0 && data[off-1] == '\n' && bytes.HasPrefix(data[off:], []byte("---"))
	}
	prevEnd := 0
	for i, s := range res.Spans {
		line := bytes.Count(data[:max(0, min(s.Start, len(data)))], []byte{'\n'}) + 1
		switch {
		case s.Start < prevEnd || s.End <= s.Start || s.End > len(data):
			t.Errorf("%s: span %d %+v out of order or out of the data (%d bytes)", name, i, s, len(data))
			return
		case s.Start != 0 && !marker(s.Start), s.End != len(data) && !marker(s.End), s.Line != line:
			t.Errorf("%s: span %d %+v does not go from `---` line to `---` line (starts on line %d)", name, i, s, line)
			return
		}
		prevEnd = s.End
		alone, ok := ParseWith(data[s.Start:s.End], Options{SkipEmpty: true})
		if !ok || len(alone.Docs) != 1 {
			t.Errorf("%s: span %d %q alone: accepted %v, %d documents, want one", name, i, data[s.Start:s.End], ok, len(alone.Docs))
			continue
		}
		shiftLines(alone.Docs[0], s.Line-1)
		if d := diffNode(fmt.Sprintf("span %d", i), res.Docs[i], alone.Docs[0]); d != "" {
			t.Errorf("%s: the document of a span parsed alone differs: %s", name, d)
		}
	}
}

func shiftLines(n *yaml.Node, by int) {
	n.Line += by
	for _, c := range n.Content {
		shiftLines(c, by)
	}
}

// optionCases are streams of empty documents, empty lines and documents
// over a budget, between ordinary ones.
var optionCases = []string{
	"", "---\n", "---", "---\n---\n", "# c\n---\na: 1\n---\n---\nb: 2\n---\n# c\n",
	"a: 1\n---\n\n\n---\nb: [1, 2]\n---", "\n\n---\n\n# c\n---   \n--- # c\nk: v\n\n\n",
	"a: |+\n\n\n---\n- x\n- y\n---\n\n", "[a, b, c]\n---\n{a: 1, b: [2, 3]}\n", "--- # \u00e9\n# caf\u00e9\n---\na: \u00e9\n",
	strings.Repeat("---\n", 300) + "a: 1\n" + strings.Repeat("---\n\n", 300) + "b: 2\n",
}

// TestOptionsMatchParse holds SkipEmpty, the spans and an Arena under
// options to Parse, on the repository's files, a generated estate and
// streams of empty documents, with one Arena for all of them in turn.
func TestOptionsMatchParse(t *testing.T) {
	files := repoFiles(t)
	for i, c := range optionCases {
		files[fmt.Sprintf("case %d", i)] = []byte(c)
	}
	for _, f := range generatedCorpus()[:40] {
		files[f.Path] = f.Data
	}
	var a Arena
	for _, name := range slices.Sorted(func(yield func(string) bool) {
		for n := range files {
			if !yield(n) {
				return
			}
		}
	}) {
		checkOptions(t, name, files[name], &a)
	}
}

// TestArenaKeepsNoLargeScratch: after a file of many lines, an Arena keeps
// no line table of its size for the next files, and still parses them as
// ParseWith does; a document over the budget is not recycled.
func TestArenaKeepsNoLargeScratch(t *testing.T) {
	var a Arena
	big := []byte(strings.Repeat("---\n", 4*maxKeptScratch) + "a: [" + strings.Repeat("x, ", 4*maxKeptScratch) + "x]\n")
	res, ok := a.ParseWith(big, Options{SkipEmpty: true, MaxNodes: 1000})
	if !ok || res.Limit == nil || res.Limit.Line != 4*maxKeptScratch || len(res.Docs) != 0 || len(res.Spans) != 0 {
		t.Fatalf("ok %v, limit %v, %d documents, %d spans: want the cap at the last `---` line and nothing before", ok, res.Limit, len(res.Docs), len(res.Spans))
	}
	if cap(a.lines) > maxKeptScratch || cap(a.children) > maxKeptScratch || len(a.freeNodes)+len(a.freePtrs) != 0 {
		t.Errorf("the arena keeps a line table of %d, a stack of %d, %d free slab sizes", cap(a.lines), cap(a.children), len(a.freeNodes)+len(a.freePtrs))
	}
	small := []byte("a: 1\n---\nb: 2\n")
	want, _ := ParseWith(small, Options{SkipEmpty: true})
	got, ok := a.ParseWith(small, Options{SkipEmpty: true})
	if d := diffTrees(want.Docs, got.Docs); !ok || d != "" || !slices.Equal(want.Spans, got.Spans) {
		t.Errorf("after a large file: accepted %v, %s, spans %v want %v", ok, d, got.Spans, want.Spans)
	}
}
