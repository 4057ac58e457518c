package yamlfast

import (
	"errors"
	"strings"
	"testing"
)

// TestMaxNodesStopsAtTheDocumentThatGoesOver: a budget of nodes ends the
// parse at the document that needs more, giving the documents before it
// and that document's first line.
func TestMaxNodesStopsAtTheDocumentThatGoesOver(t *testing.T) {
	data := "a: 1\n---\nb: [1, 2]\n---\n# big\nc: [" + strings.Repeat("x, ", 100) + "x]\n"
	res, ok := ParseWith([]byte(data), Options{MaxNodes: 20})
	if !ok {
		t.Fatal("declined")
	}
	var le *LimitError
	if !errors.As(res.Limit, &le) || le.Line != 4 || le.Max != 20 {
		t.Fatalf("limit %v, want line 4 of 20 nodes", res.Limit)
	}
	if len(res.Docs) != 2 || res.Docs[1].Content[0].Content[0].Value != "b" {
		t.Fatalf("docs %d, want the two before the big one", len(res.Docs))
	}
	if res.Nodes > 20 {
		t.Errorf("built %d nodes over a budget of 20", res.Nodes)
	}
	// Within the budget, nothing is cut and the count is exact: 4 nodes
	// (document, mapping, key, value) and 6 (document, mapping, key,
	// sequence, two items).
	res, ok = ParseWith([]byte("a: 1\n---\nb: [1, 2]\n"), Options{MaxNodes: 10})
	if !ok || res.Limit != nil || len(res.Docs) != 2 || res.Nodes != 10 {
		t.Fatalf("ok %v limit %v docs %d nodes %d, want 2 documents of 10 nodes", ok, res.Limit, len(res.Docs), res.Nodes)
	}
}

// TestSkipEmptyBuildsNothingForEmptyDocuments: `---` lines alone make no
// node, and the documents between keep their positions.
func TestSkipEmptyBuildsNothingForEmptyDocuments(t *testing.T) {
	data := strings.Repeat("---\n", 1000) + "# c\n---\na: 1\n" + strings.Repeat("---\n\n", 1000)
	res, ok := ParseWith([]byte(data), Options{SkipEmpty: true})
	if !ok || len(res.Docs) != 1 || res.Nodes != 4 {
		t.Fatalf("ok %v docs %d nodes %d, want one document of 4 nodes", ok, len(res.Docs), res.Nodes)
	}
	if doc := res.Docs[0]; doc.Line != 1002 || doc.Content[0].Line != 1003 {
		t.Errorf("document at line %d, root at %d; want 1002 and 1003", doc.Line, doc.Content[0].Line)
	}
	all, ok := Parse([]byte(data))
	if !ok || len(all) != 2001 {
		t.Fatalf("Parse: ok %v, %d documents, want every one of the 2001 as yaml.v3 gives them", ok, len(all))
	}
}

// TestEmptyLinesCostNoLineTable: the empty lines of a block scalar are not
// stored, and the value and the positions after them are yaml.v3's.
func TestEmptyLinesCostNoLineTable(t *testing.T) {
	for _, data := range []string{
		"a: |+\n" + strings.Repeat("\n", 5000) + "b: 1\n",
		"a: |\n  x\n" + strings.Repeat("\n", 5000) + "  y\n\n\nb: >\n\n  z\n\n",
		"\n\n\na: |-\n\n\n   x\r\n\n  \n   y\n",
	} {
		p := parser{data: []byte(data), budget: -1}
		if !p.scanLines() {
			t.Fatalf("%.20q: declined", data)
		}
		if p.count > 12 {
			t.Errorf("%.20q: %d lines stored, want only the non-empty ones", data, p.count)
		}
		want, err := decodeV3([]byte(data))
		if err != nil {
			t.Fatal(err)
		}
		got, ok := Parse([]byte(data))
		if !ok {
			t.Fatalf("%.20q: declined", data)
		}
		if d := diffTrees(want, got); d != "" {
			t.Errorf("%.20q: %s", data, d)
		}
	}
}
