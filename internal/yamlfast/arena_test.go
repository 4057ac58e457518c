package yamlfast

import (
	"slices"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestArenaMatchesParse parses every repository file and a generated
// estate, one after another, with one Arena, freeing every other document
// as soon as it is parsed: each tree must be Parse's, and the documents
// kept must still be Parse's at the end, after their neighbours' memory
// was reused by every later file. A freed document is cleared.
func TestArenaMatchesParse(t *testing.T) {
	files := repoFiles(t)
	names := slices.Sorted(func(yield func(string) bool) {
		for n := range files {
			if !yield(n) {
				return
			}
		}
	})
	for _, f := range generatedCorpus() {
		files[f.Path] = f.Data
		names = append(names, f.Path)
	}
	type kept struct {
		name string
		doc  *yaml.Node
		want *yaml.Node
	}
	var a Arena
	var keep []kept
	freed := 0
	for _, name := range names {
		want, ok := Parse(files[name])
		got, gotOK := a.Parse(files[name])
		if ok != gotOK {
			t.Fatalf("%s: Parse accepts %v, Arena.Parse %v", name, ok, gotOK)
		}
		if d := diffTrees(want, got); d != "" {
			t.Fatalf("%s: Arena.Parse differs from Parse: %s", name, d)
		}
		for i, doc := range got {
			if i%2 == 1 {
				keep = append(keep, kept{name, doc, want[i]})
				continue
			}
			before := a.Freed()
			a.Free(doc)
			if a.Freed() == before {
				continue // too small to be recycled (minRecycled)
			}
			freed++
			if doc.Kind != 0 || doc.Content != nil || doc.Line != 0 {
				t.Fatalf("%s: document %d is not cleared once freed: %+v", name, i, doc)
			}
		}
	}
	for _, k := range keep {
		if d := diffNode(k.name, k.want, k.doc); d != "" {
			t.Fatalf("%s: a kept document changed as the memory of freed ones was reused: %s", k.name, d)
		}
	}
	if freed < 500 || len(keep) < 500 || a.Freed() != freed {
		t.Errorf("freed %d documents (the arena counts %d), kept %d: too few to test reuse", freed, a.Freed(), len(keep))
	}
}

// TestArenaReusesMemory: parsing a file again after freeing its documents
// allocates no node and no Content slab, where Parse allocates two slabs
// per document.
func TestArenaReusesMemory(t *testing.T) {
	var data []byte
	for _, f := range generatedCorpus() {
		if len(f.Data) > len(data) {
			data = f.Data
		}
	}
	docs, ok := Parse(data)
	if !ok || len(docs) < 10 {
		t.Fatalf("the largest generated file has %d documents (accepted %v)", len(docs), ok)
	}
	plain := testing.AllocsPerRun(5, func() { Parse(data) })
	var a Arena
	reused := testing.AllocsPerRun(5, func() {
		docs, _ := a.Parse(data)
		for _, d := range docs {
			a.Free(d)
		}
	})
	if reused > plain-2*float64(len(docs)) {
		t.Errorf("parsing %d documents allocates %.0f times with an arena, %.0f without: the slabs are not reused", len(docs), reused, plain)
	}
}

// TestArenaFreeUnknown: freeing a document of an earlier parse, of
// another arena or twice does nothing, and a document too small to be
// worth recycling is left to the garbage collector.
func TestArenaFreeUnknown(t *testing.T) {
	doc := "a: 1\nb: 2\nc: 3\nd: 4\ne: 5\nf: 6\ng: 7\nh: 8\n" // 16 nodes and more
	data := []byte(doc + "---\n" + doc)
	var a, other Arena
	first, _ := a.Parse(data)
	second, _ := a.Parse(data)
	a.Free(first[0]) // an earlier parse: left alone
	if first[0].Kind != yaml.DocumentNode {
		t.Errorf("freeing a document of an earlier parse cleared it")
	}
	foreign, _ := other.Parse(data)
	a.Free(foreign[0])
	if foreign[0].Kind != yaml.DocumentNode || a.Freed() != 0 {
		t.Errorf("freeing another arena's document cleared it")
	}
	a.Free(second[1])
	a.Free(second[1])
	a.Free(second[0])
	if a.Freed() != 2 {
		t.Errorf("freed %d documents, want 2", a.Freed())
	}
	small, _ := a.Parse([]byte("a: 1\n"))
	a.Free(small[0])
	if a.Freed() != 2 || small[0].Kind != yaml.DocumentNode {
		t.Errorf("a document of a few nodes was recycled")
	}
}

// TestSlabSize: a slab holds what it is made for, less than an eighth more
// past 16, and a size is its own size (so a freed slab is found again).
func TestSlabSize(t *testing.T) {
	prev := 0
	for n := 1; n < 1<<20; n++ {
		s := slabSize(n)
		if s < n || (n > 16 && s*8 > n*9) || s < prev || slabSize(s) != s {
			t.Fatalf("slabSize(%d) = %d (slabSize(%d-1) = %d)", n, s, n, prev)
		}
		prev = s
	}
}

// The cache of one parse is a power of two (intern masks its hash with
// it), from 16 entries for a short document up to internedParse, never
// shrinking as the text grows.
func TestInternedSize(t *testing.T) {
	prev := 0
	for _, n := range []int{0, 1, 255, 256, 257, 300, 1000, 4096, 4097, 1 << 20} {
		s := internedSize(n)
		if s < 16 || s > internedParse || s&(s-1) != 0 || s < prev {
			t.Fatalf("internedSize(%d) = %d (previous %d)", n, s, prev)
		}
		prev = s
	}
	if internedSize(300) >= internedParse || internedSize(1<<20) != internedParse {
		t.Errorf("internedSize: 300 bytes %d, 1 MiB %d entries", internedSize(300), internedSize(1<<20))
	}
}
