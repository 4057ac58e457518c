package yamlpos

import (
	"errors"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

func TestParseBrokenMiddleDocument(t *testing.T) {
	text := `# three queues, the second one broken
apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: first
---
apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: second
  labels:
    team: a
   owner: b
spec:
  weight: 1
---
apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: third
`
	docs, errs := Parse([]byte(text))
	if len(docs) != 2 {
		t.Fatalf("want the 2 good documents, got %d", len(docs))
	}
	if len(errs) != 1 {
		t.Fatalf("want 1 error, got %v", errs)
	}
	// The offending token is `owner`, one space short of `team`'s indentation.
	if want := lineOf(t, text, "   owner: b"); errs[0].Line != want {
		t.Errorf("error line = %d, want %d (%v)", errs[0].Line, want, errs[0])
	}
	if errs[0].Msg == "" || strings.Contains(errs[0].Msg, "line ") {
		t.Errorf("message should be stripped of its position: %q", errs[0].Msg)
	}
	for i, name := range []string{"first", "third"} {
		_, v := get(t, docs[i].Root, "metadata", "name")
		if v.Value != name {
			t.Errorf("doc %d name = %q, want %q", i, v.Value, name)
		}
		if l, c := posOf(t, text, name+"\n", 0); v.Line != l || v.Column != c {
			t.Errorf("%s at %d:%d, want %d:%d", name, v.Line, v.Column, l, c)
		}
		if docs[i].Index != i {
			t.Errorf("doc %d Index = %d", i, docs[i].Index)
		}
	}
	if want := lineOf(t, text, "---\napiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: third"); docs[1].Line != want {
		t.Errorf("third document Line = %d, want %d (its --- line)", docs[1].Line, want)
	}
	if docs[0].Line != 1 {
		t.Errorf("first document Line = %d, want 1", docs[0].Line)
	}
}

// TestParseErrorLines checks that each syntax error points at the line of
// the offending token, not at yaml.v3's context line (the line of the
// enclosing collection, or the line before the problem for parser errors).
func TestParseErrorLines(t *testing.T) {
	cases := []struct {
		name, text, msg string
		// token is the offending token: the error's expected line and
		// column. line, when set, is found instead (the column not checked).
		token, line string
	}{
		{"value after value", "a: 1\nb: c: d\n", "mapping values are not allowed", ": d", ""},
		{"key in list", "a: 1\nb:\n  - x\n  y: 2\n", "did not find expected '-' indicator", "y: 2", ""},
		{"short indent", "a:\n  b: 1\n c: 2\n", "did not find expected key", "c: 2", ""},
		{"list after map", "a: 1\n- b\n", "did not find expected key", "- b", ""},
		{"tab", "a: 1\n\tb: 2\n", "tab character", "", "\tb: 2"},
		{"bad token", "a: 1\n@b: 2\n", "cannot start any token", "@b", ""},
		{"unknown anchor", "a: 1\nb: 2\nc: [x, *nope]\n", "unknown anchor", "*nope", ""},
		{"far in nested map", "top:\n  inner:\n" + manyKeys(300) + "   bad: 1\n", "did not find expected key", "bad: 1", ""},
		{"unclosed flow", "a: 1\nb: [1, 2\nc: 3\n", "did not find expected ',' or ']'", "", "b: [1, 2"},
		{"unterminated string", "a: 1\nb: \"open\nc: 3\n", "unexpected end of stream", "\"open", ""},
		{"indented key", "key: value\n  bad: indent\n", "mapping values are not allowed", ": indent", ""},
		{"after unicode", "név: 1\nkulcs: \"ű\" ő: x\n", "mapping values are not allowed", ": x", ""},
		{"key after list item", "név: 1\nlista:\n  - ű\n  kulcs: x\n", "did not find expected '-' indicator", "kulcs: x", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, errs := Parse([]byte(c.text))
			if len(errs) != 1 {
				t.Fatalf("want 1 error, got %v", errs)
			}
			if !strings.Contains(errs[0].Msg, c.msg) {
				t.Errorf("msg = %q, want it to contain %q", errs[0].Msg, c.msg)
			}
			if c.line != "" {
				if want := lineOf(t, c.text, c.line); errs[0].Line != want {
					t.Errorf("line = %d, want %d: %v", errs[0].Line, want, errs[0])
				}
				return
			}
			if l, col := posOf(t, c.text, c.token, 0); errs[0].Line != l || errs[0].Column != col {
				t.Errorf("at %d:%d, want %d:%d: %v", errs[0].Line, errs[0].Column, l, col, errs[0])
			}
		})
	}
}

func manyKeys(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString("    k")
		b.WriteString(strings.Repeat("x", i%7))
		b.WriteString(": v\n")
	}
	return b.String()
}

func TestParseErrorInLaterDocumentIsFileLine(t *testing.T) {
	text := "a: 1\n---\nb: 2\n---\n# c\nc:\n  - 1\n  d: 2\n---\ne: 5\n"
	docs, errs := Parse([]byte(text))
	if len(docs) != 3 || len(errs) != 1 {
		t.Fatalf("docs=%d errs=%v", len(docs), errs)
	}
	if want := lineOf(t, text, "  d: 2"); errs[0].Line != want {
		t.Errorf("line = %d, want %d", errs[0].Line, want)
	}
	if want := lineOf(t, text, "e: 5"); docs[2].Root.Line != want {
		t.Errorf("e at line %d, want %d", docs[2].Root.Line, want)
	}
}

func TestParseMarkers(t *testing.T) {
	text := `--- # leading marker with a comment
a: 1
---   # trailing comment after spaces
b: 2
---
---
# a document of only comments
---	# tab before the comment
c:
  - |
    --- not a marker: indented inside a block scalar
  - d
--- |
  top-level block scalar
`
	docs, errs := Parse([]byte(text))
	if len(errs) > 0 {
		t.Fatalf("errors: %v", errs)
	}
	if len(docs) != 4 {
		t.Fatalf("want 4 non-empty documents, got %d", len(docs))
	}
	wantLines := []int{1, lineOf(t, text, "---   # trailing"), lineOf(t, text, "---\t# tab"), lineOf(t, text, "--- |")}
	for i, d := range docs {
		if d.Index != i {
			t.Errorf("doc %d Index = %d", i, d.Index)
		}
		if d.Line != wantLines[i] {
			t.Errorf("doc %d Line = %d, want %d", i, d.Line, wantLines[i])
		}
	}
	_, a := get(t, docs[0].Root, "a")
	if l, c := posOf(t, text, "1\n", 0); a.Line != l || a.Column != c {
		t.Errorf("a's value at %d:%d, want %d:%d", a.Line, a.Column, l, c)
	}
	_, item := get(t, docs[2].Root, "c", "0")
	if !strings.HasPrefix(item.Value, "--- not a marker") {
		t.Errorf("block scalar value = %q", item.Value)
	}
	_, d := get(t, docs[2].Root, "c", "1")
	if l, c := posOf(t, text, "d\n", 0); d.Line != l || d.Column != c {
		t.Errorf("d at %d:%d, want %d:%d", d.Line, d.Column, l, c)
	}
	if docs[3].Root.Value != "top-level block scalar\n" {
		t.Errorf("last doc = %q", docs[3].Root.Value)
	}
}

func TestParseNotAMarker(t *testing.T) {
	// `----` and `---x` are not document markers: they are plain scalars
	// or keys of the document they are in.
	text := "a: 1\n---x: 2\n----: 3\n"
	docs, errs := Parse([]byte(text))
	if len(errs) > 0 || len(docs) != 1 {
		t.Fatalf("docs=%d errs=%v", len(docs), errs)
	}
	if n := len(docs[0].Root.Content); n != 6 {
		t.Errorf("want 3 keys, got %d nodes", n)
	}
}

func TestParseEmptyDocuments(t *testing.T) {
	for _, text := range []string{"", "\n", "---\n", "---\n---\n", "# only a comment\n", "---\n# c\n---\n\n", "---\n...\n"} {
		docs, errs := Parse([]byte(text))
		if len(docs) != 0 || len(errs) != 0 {
			t.Errorf("%q: docs=%d errs=%v, want none", text, len(docs), errs)
		}
	}
	// A document that is not a null is kept, even if it is a scalar.
	docs, _ := Parse([]byte("---\nhello\n---\n"))
	if len(docs) != 1 || docs[0].Root.Value != "hello" || docs[0].Root.Line != 2 {
		t.Errorf("scalar document: %+v", docs)
	}
	// An explicit null or empty string is written on purpose: kept.
	for _, text := range []string{"---\n''\n", "~\n", "null\n"} {
		if docs, _ := Parse([]byte(text)); len(docs) != 1 {
			t.Errorf("%q: want 1 document, got %d", text, len(docs))
		}
	}
}

func TestParseDirectives(t *testing.T) {
	text := "# header\n%YAML 1.1\n---\na: 1\n---\nb: [\n---\nc: 3\n"
	docs, errs := Parse([]byte(text))
	if len(docs) != 2 {
		t.Fatalf("want 2 documents, got %d", len(docs))
	}
	if len(errs) != 1 || errs[0].Line != lineOf(t, text, "b: [") {
		t.Errorf("errs = %v, want one at line %d", errs, lineOf(t, text, "b: ["))
	}
	if docs[0].Root.Line != lineOf(t, text, "a: 1") || docs[1].Root.Line != lineOf(t, text, "c: 3") {
		t.Errorf("roots at %d and %d", docs[0].Root.Line, docs[1].Root.Line)
	}
}

func TestParseCRLF(t *testing.T) {
	text := "kind: Queue\r\nmetadata:\r\n  name: a\r\n---\r\nkind: Queue\r\nmetadata:\r\n  name: b\r\n  x: [\r\n--- # c\r\nkind: Queue\r\nmetadata:\r\n  name: c\r\n"
	docs, errs := Parse([]byte(text))
	if len(docs) != 2 || len(errs) != 1 {
		t.Fatalf("docs=%d errs=%v", len(docs), errs)
	}
	if want := lineOf(t, text, "  x: ["); errs[0].Line != want {
		t.Errorf("error line %d, want %d", errs[0].Line, want)
	}
	for i, name := range []string{"a", "c"} {
		k, v := get(t, docs[i].Root, "metadata", "name")
		if v.Value != name {
			t.Errorf("name %q, want %q (no CR kept)", v.Value, name)
		}
		if l, c := posOf(t, text, "name: "+name, 0); k.Line != l || k.Column != c {
			t.Errorf("%s key at %d:%d, want %d:%d", name, k.Line, k.Column, l, c)
		}
	}
}

func TestParseJSON(t *testing.T) {
	text := "{\n  \"kind\": \"List\",\n  \"items\": [\n    {\"kind\": \"Queue\", \"metadata\": {\"name\": \"q\"}}\n  ]\n}\n"
	docs, errs := Parse([]byte(text))
	if len(errs) > 0 || len(docs) != 1 {
		t.Fatalf("docs=%d errs=%v", len(docs), errs)
	}
	k, v := get(t, docs[0].Root, "items", "0", "metadata", "name")
	if l, c := posOf(t, text, `"name"`, 0); k.Line != l || k.Column != c {
		t.Errorf("name key at %d:%d, want %d:%d", k.Line, k.Column, l, c)
	}
	if v.Value != "q" || v.Style != yaml.DoubleQuotedStyle {
		t.Errorf("value %q style %v", v.Value, v.Style)
	}
}

func TestParseUnicodeColumns(t *testing.T) {
	text := "név: 1\nlabels: {日本語: x, ű: y, key: z}\n"
	docs, errs := Parse([]byte(text))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	k, _ := get(t, docs[0].Root, "labels", "key")
	l, c := posOf(t, text, "key", 0)
	if k.Line != l || k.Column != c {
		t.Errorf("key at %d:%d, want %d:%d (characters, not bytes)", k.Line, k.Column, l, c)
	}
	src := NewSource([]byte(text))
	if gl, gc := src.Position(strings.Index(text, "key")); gl != l || gc != c {
		t.Errorf("Source.Position = %d:%d, want %d:%d", gl, gc, l, c)
	}
	if off := src.Offset(l, c); off != strings.Index(text, "key") {
		t.Errorf("Source.Offset = %d, want %d", off, strings.Index(text, "key"))
	}
}

func TestSourceRoundTrip(t *testing.T) {
	text := "a: é\r\nб: 日本\n\nlast"
	src := NewSource([]byte(text))
	for off := 0; off <= len(text); off++ {
		if off < len(text) && !isRuneStart(text[off]) {
			continue
		}
		l, c := src.Position(off)
		if back := src.Offset(l, c); back != off {
			t.Errorf("offset %d -> %d:%d -> %d", off, l, c, back)
		}
	}
	// Out of range input is clamped, never a panic.
	if src.Offset(0, 5) != 0 || src.Offset(99, 1) != len(text) {
		t.Errorf("clamping: %d %d", src.Offset(0, 5), src.Offset(99, 1))
	}
	if l, c := src.Position(-3); l != 1 || c != 1 {
		t.Errorf("Position(-3) = %d:%d", l, c)
	}
	if l, _ := src.Position(len(text) + 10); l != 4 {
		t.Errorf("Position past end: line %d", l)
	}
	// A column past the end of a line stops at its line break.
	if off := src.Offset(3, 40); off != strings.Index(text, "\n\n")+1 {
		t.Errorf("Offset(3, 40) = %d", off)
	}
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }

func TestCheckText(t *testing.T) {
	if err := CheckText([]byte("a: 1\n")); err != nil {
		t.Errorf("text rejected: %v", err)
	}
	for _, bin := range [][]byte{{0x7f, 'E', 'L', 'F', 0, 1}, []byte("a: \xff\xfe\n"), {'a', 0}} {
		if err := CheckText(bin); !errors.Is(err, ErrBinary) {
			t.Errorf("%q: err = %v, want ErrBinary", bin, err)
		}
	}
}

func TestSyntaxErrorString(t *testing.T) {
	if s := (&SyntaxError{Line: 3, Column: 4, Msg: "m"}).Error(); s != "line 3:4: m" {
		t.Error(s)
	}
	if s := (&SyntaxError{Line: 3, Msg: "m"}).Error(); s != "line 3: m" {
		t.Error(s)
	}
}

// TestParseShiftsAliasesOnce: a node reached by an alias must be shifted
// once, not once per alias.
func TestParseShiftsAliasesOnce(t *testing.T) {
	text := "x: 0\n---\nbase: &b {cpu: 1}\nq1: *b\nq2: *b\nq3:\n  <<: *b\n"
	docs, errs := Parse([]byte(text))
	if len(errs) > 0 || len(docs) != 2 {
		t.Fatalf("docs=%d errs=%v", len(docs), errs)
	}
	k, _ := get(t, docs[1].Root, "base", "cpu")
	if l, c := posOf(t, text, "cpu", 0); k.Line != l || k.Column != c {
		t.Errorf("cpu at %d:%d, want %d:%d", k.Line, k.Column, l, c)
	}
	_, q2 := get(t, docs[1].Root, "q2")
	if q2.Kind != yaml.AliasNode || q2.Line != lineOf(t, text, "q2") {
		t.Errorf("alias q2 at line %d", q2.Line)
	}
}

// TestParseOtherLineBreaks: yaml.v3 also ends lines at a lone \r, NEL, LS
// and PS; positions are still reported in lines that end at \n only.
func TestParseOtherLineBreaks(t *testing.T) {
	text := "first: 1\n" + "note: \"a\u2028b\"\n" + "old: mac\rnext: [\r" + "\n---\n" + "after: 1\u0085weird: 2\n" + "z: 3\n"
	docs, errs := Parse([]byte(text))
	if len(docs) != 1 || len(errs) != 1 {
		t.Fatalf("docs=%d errs=%v", len(docs), errs)
	}
	if want := lineOf(t, text, "next: ["); errs[0].Line != want {
		t.Errorf("error at line %d, want %d", errs[0].Line, want)
	}
	root := docs[0].Root
	for _, key := range []string{"after", "weird", "z"} {
		k, _ := get(t, root, key)
		if l, c := posOf(t, text, key+":", 0); at(k) != [2]int{l, c} {
			t.Errorf("%s at %v, want %d:%d", key, at(k), l, c)
		}
	}
	for _, d := range docs {
		if d.Root.Line > strings.Count(text, "\n")+1 {
			t.Errorf("root line %d past the end", d.Root.Line)
		}
	}
	docs, errs = Parse([]byte("a: 1\u2028b: 2\u2028c: 3\n"))
	if len(errs) > 0 || len(docs) != 1 {
		t.Fatalf("docs=%d errs=%v", len(docs), errs)
	}
	k, _ := get(t, docs[0].Root, "c")
	if at(k) != [2]int{1, 11} { // "a: 1", LS, "b: 2", LS: 10 characters
		t.Errorf("c at %v, want 1:11", at(k))
	}
}

func TestSourceYAMLBreaks(t *testing.T) {
	for _, c := range []struct {
		text  string
		lines int
		other bool
	}{
		{"a\nb\n", 3, false},
		{"a\r\nb\r\n", 3, false},
		{"a\rb", 2, true},
		{"a\r", 2, true},
		{"a\u0085b\u2028c\u2029d", 4, true},
		{"\r\n\r", 3, true},
	} {
		s := yamlSource([]byte(c.text))
		if s.Lines() != c.lines || s.yamlBreaks != c.other || hasOtherBreaks([]byte(c.text)) != c.other {
			t.Errorf("%q: lines=%d other=%v, want %d %v", c.text, s.Lines(), s.yamlBreaks, c.lines, c.other)
		}
	}
	s := yamlSource([]byte("ab\u2028cd"))
	if off := s.Offset(1, 10); off != 2 {
		t.Errorf("column past the end stops at the LS: %d", off)
	}
	if off := s.Offset(2, 2); off != 6 {
		t.Errorf("Offset(2,2) = %d, want 6", off)
	}
}

// TestParseEndOfStreamPositions: yaml.v3 places an empty node at the end of
// a stream without a final line break on a line after the last; it is
// reported at the end of the file instead.
func TestParseEndOfStreamPositions(t *testing.T) {
	for _, c := range []struct {
		text string
		line int
		col  int
	}{
		{"?", 1, 2},
		{"a:", 1, 3},
		{"x: 1\n---\nk: v\nb:", 4, 3},
		{"é: [a,\n  b]\nc:\n  ?", 4, 4},
	} {
		docs, errs := Parse([]byte(c.text))
		if len(errs) > 0 || len(docs) == 0 {
			t.Fatalf("%q: docs=%d errs=%v", c.text, len(docs), errs)
		}
		last := docs[len(docs)-1].Root
		var deepest *yaml.Node
		var walk func(n *yaml.Node)
		walk = func(n *yaml.Node) {
			if n.Line > strings.Count(c.text, "\n")+1 {
				t.Errorf("%q: node %q at line %d past the end", c.text, n.Value, n.Line)
			}
			if deepest == nil || n.Line > deepest.Line || (n.Line == deepest.Line && n.Column > deepest.Column) {
				deepest = n
			}
			for _, k := range n.Content {
				walk(k)
			}
		}
		walk(last)
		if at(deepest) != [2]int{c.line, c.col} {
			t.Errorf("%q: last node at %v, want %d:%d", c.text, at(deepest), c.line, c.col)
		}
	}
}

// TestLocateErrorBudget: past its budget of re-parsed bytes, the search
// for the exact position gives up and keeps yaml.v3's report.
func TestLocateErrorBudget(t *testing.T) {
	text := "top:\n  inner:\n" + manyKeys(2000) + "   bad: 1\n"
	_, errs := Parse([]byte(text))
	if len(errs) != 1 || errs[0].Line != lineOf(t, text, "   bad: 1") {
		t.Fatalf("with the default budget: %v", errs)
	}
	defer func(b int) { locateBudget = b }(locateBudget)
	locateBudget = len(text) * 3
	_, errs = Parse([]byte(text))
	// yaml.v3 reports the 0-based line of the mapping it was in (`inner:`
	// is line 2), without a column.
	if len(errs) != 1 || errs[0].Line != 1 || errs[0].Column != 0 || errs[0].Msg != "did not find expected key" {
		t.Errorf("with a small budget: %v, want yaml.v3's own report (line 1)", errs)
	}
}

func TestParseDocumentLineAfterHeaderComment(t *testing.T) {
	text := "# header\n# more\n---\na: 1\n"
	docs, errs := Parse([]byte(text))
	if len(errs) > 0 || len(docs) != 1 || docs[0].Line != 3 {
		t.Fatalf("docs=%+v errs=%v, want one document on its --- line 3", docs, errs)
	}
}
