package yamlpos

import (
	"fmt"
	"reflect"
	"testing"
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
		if _, ok := parseStream([]byte(streamCases[c]), new([]chunk), nil); ok {
			t.Errorf("case %d %q: parseStream should leave it to parseChunks", c, streamCases[c])
		}
	}
}

// checkStream compares parseStream with parseChunks on data and reports
// whether parseStream took it.
func checkStream(t *testing.T, name string, data []byte) bool {
	t.Helper()
	chunks := splitDocuments(data)
	got, ok := parseStream(data, &chunks, nil)
	if !ok {
		return false
	}
	want, errs := parseChunks(data, chunks)
	if len(errs) > 0 {
		t.Errorf("%s: parseStream accepted a stream with syntax errors: %v", name, errs[0])
		return true
	}
	if len(got) != len(want) {
		t.Errorf("%s: %d documents, parseChunks has %d", name, len(got), len(want))
		return true
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
	return true
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

// TestMarkerChunksMatchSplit: for every stream yamlfast accepts, the chunks
// cut at the `---` lines it found are splitDocuments' own, and a Parser
// (which uses them) gives what Parse gives.
func TestMarkerChunksMatchSplit(t *testing.T) {
	streams := map[string][]byte{}
	for i, c := range streamCases {
		streams[fmt.Sprintf("case %d", i)] = []byte(c)
	}
	streams["marker first"] = []byte("---\na: 1\n--- # two\nb: 2\n---   \n")
	addRepoStreams(t, streams)
	var p Parser
	compared := 0
	for name, data := range streams {
		if _, ok := p.arena.Parse(data); !ok {
			continue
		}
		compared++
		if got, want := markerChunks(data, p.arena.Markers()), splitDocuments(data); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: chunks from the markers %v, splitDocuments %v", name, got, want)
		}
		got, gotErrs := p.Parse(data)
		want, wantErrs := Parse(data)
		if len(gotErrs) != len(wantErrs) || len(got) != len(want) {
			t.Fatalf("%s: a Parser gives %d documents and %d errors, Parse %d and %d", name, len(got), len(gotErrs), len(want), len(wantErrs))
		}
		for i := range want {
			if got[i].Line != want[i].Line || got[i].at != want[i].at || !reflect.DeepEqual(got[i].Root, want[i].Root) {
				t.Errorf("%s: document %d differs with a Parser", name, i)
			}
		}
	}
	if compared < 100 {
		t.Errorf("yamlfast accepted only %d streams", compared)
	}
}
