package yamlpos

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/yamlfast"
)

// streamCases are streams where one decoder and one decoder per document
// could disagree; parseStream must give parseChunks' result or decline.
var streamCases = []string{
	"a: 1\n---\nb: 2\n",
	"# lead\n---\na: 1 # x\n# foot\n---\n# head\nb: 2\n",
	"a: 1\n---\nb: 2",
	"a: 1\n---\n",
	"---\n---\n{\"a\": [1, 2]}\n---\n# only a comment\n",
	"a: 1\n...\n---\nb: 2\n...\n",
	"x: &a {k: v}\ny: *a\n---\n- *a\n",
	"x: &a {k: v}\n---\ny: *a\n",
	"%YAML 1.2\n---\na: 1\n",
	"a: 1\n---\n%TAG ! tag:x,2000:\n---\nb: !c 2\n",
	"a: 1\r\nb: [x, y]\r\n---\r\nc: 3\r\n",
	"a: 1\u2028b: 2\n---\nc: |\n  x\u0085y\n",
	"a: 1\n---\nb: [\n---\nc: {d: 4}\n",
	"a: |\n  ---\n  x\n---\nb: 2\n",
	"--- {a: 1}\n--- [b]\n--- c\n",
	"a:\n  - b\n  -\n---\n\n\n  c: d\n",
	"\ufeffa: 1\n---\nb: 2\n",
	"a: 'x\n\n  y'\n---\nb: \"p\\\n  q\"\n",
}

// TestStreamMatchesChunks: where parseStream accepts a stream, its
// documents, positions and references for Reparse are parseChunks' own;
// checked on the cases above and every YAML file of the test data and
// examples.
func TestStreamMatchesChunks(t *testing.T) {
	streams := map[string][]byte{}
	for i, c := range streamCases {
		streams[fmt.Sprintf("case %d", i)] = []byte(c)
	}
	addRepoStreams(t, streams)
	accepted := 0
	for name, data := range streams {
		if checkStream(t, name, data) {
			accepted++
		}
	}
	if accepted < len(streams)/2 {
		t.Errorf("the one-decoder path took only %d of %d streams", accepted, len(streams))
	}
	for _, c := range []int{6, 7, 8, 9, 11, 12} {
		if _, _, ok := parseStream([]byte(streamCases[c]), new([]chunk), newBudget(), nil); ok {
			t.Errorf("case %d %q: parseStream should leave it to parseChunks", c, streamCases[c])
		}
	}
}

// checkStream compares parseStream with parseChunks on data, and Parse
// and a Parser (which take the chunks yamlfast found when it parses data)
// with both, and reports whether parseStream took it.
func checkStream(t *testing.T, name string, data []byte) bool {
	t.Helper()
	chunks := splitDocuments(data)
	got, _, ok := parseStream(data, &chunks, newBudget(), nil)
	if !ok {
		return false
	}
	want, errs := parseChunks(data, chunks, newBudget())
	if len(errs) > 0 {
		t.Errorf("%s: parseStream accepted a stream with syntax errors: %v", name, errs[0])
		return true
	}
	sameDocuments(t, name+": parseStream", got, want)
	parsed, errs := Parse(data)
	if len(errs) > 0 {
		t.Errorf("%s: Parse: %v", name, errs[0])
	}
	sameDocuments(t, name+": Parse", parsed, want)
	parsed, errs = new(Parser).Parse(data)
	if len(errs) > 0 {
		t.Errorf("%s: a Parser: %v", name, errs[0])
	}
	sameDocuments(t, name+": a Parser", parsed, want)
	return true
}

// sameDocuments fails t when got are not parseChunks' documents want.
func sameDocuments(t *testing.T, name string, got, want []Document) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s: %d documents, parseChunks has %d", name, len(got), len(want))
		return
	}
	for i := range got {
		g, w := got[i], want[i]
		if g.Index != w.Index || g.Line != w.Line || g.at != w.at {
			t.Errorf("%s: document %d: index %d line %d ref %+v, parseChunks %d %d %+v", name, i, g.Index, g.Line, g.at, w.Index, w.Line, w.at)
		}
		if !sameTree(g.Root, w.Root) {
			t.Errorf("%s: document %d (line %d): the trees differ", name, i, w.Line)
		}
	}
}

// FuzzParseStream: on any input, the one-decoder path agrees with the
// per-document one or declines.
func FuzzParseStream(f *testing.F) {
	for _, c := range streamCases {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, data string) {
		checkStream(t, "fuzz", []byte(data))
	})
}

// TestSpanChunksMatchSplit: for every stream yamlfast accepts, the chunks
// of the documents it found (spanChunks) are splitDocuments' chunks that
// hold a document, and a Parser and Parse (which use them) give what
// parsing with splitDocuments' chunks gives.
func TestSpanChunksMatchSplit(t *testing.T) {
	streams := map[string][]byte{}
	for i, c := range streamCases {
		streams[fmt.Sprintf("case %d", i)] = []byte(c)
	}
	streams["marker first"] = []byte("---\na: 1\n--- # two\nb: 2\n---   \n")
	streams["empty documents"] = []byte("# c\n---\n---\n\n# c\n---\na: 1\n---\n---\nb: 2\n---\n")
	streams["a comment of UTF-8 alone"] = []byte("---\n# caf\u00e9\n---\na: 1\n--- # \u00e9\n")
	streams["no document"] = []byte(strings.Repeat("---\n", 1000))
	addRepoStreams(t, streams)
	var p Parser
	compared := 0
	for name, data := range streams {
		res, ok := p.arena.ParseWith(data, yamlfast.Options{SkipEmpty: true, MaxNodes: MaxNodes})
		if !ok {
			continue
		}
		compared++
		split := splitDocuments(data)
		if got, want := spanChunks(data, res.Spans), chunksWithDocuments(data, split); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: chunks from the spans %v, splitDocuments' with a document %v", name, got, want)
		}
		want, wantErrs, ok := parseStream(data, &split, newBudget(), nil)
		if !ok {
			t.Fatalf("%s: parseStream declined with splitDocuments' chunks", name)
		}
		for with, parse := range map[string]func([]byte) ([]Document, []*SyntaxError){"a Parser": p.Parse, "Parse": Parse} {
			got, gotErrs := parse(data)
			if len(gotErrs) != len(wantErrs) || len(got) != len(want) {
				t.Fatalf("%s: %s gives %d documents and %d errors, splitDocuments' chunks %d and %d", name, with, len(got), len(gotErrs), len(want), len(wantErrs))
			}
			for i := range want {
				if got[i].Line != want[i].Line || got[i].at != want[i].at || !reflect.DeepEqual(got[i].Root, want[i].Root) {
					t.Errorf("%s: document %d differs with %s", name, i, with)
				}
			}
		}
	}
	if compared < 100 {
		t.Errorf("yamlfast accepted only %d streams", compared)
	}
}

// chunksWithDocuments are the chunks of data that hold a document.
func chunksWithDocuments(data []byte, chunks []chunk) []chunk {
	out := []chunk{}
	f := newFileParser(data)
	for _, c := range chunks {
		docs := 0
		f.chunk(c, newBudget(), nil, func(*yaml.Node) bool { docs++; return true })
		if docs > 0 {
			out = append(out, c)
		}
	}
	return out
}
