package yamlpos

import (
	"bytes"
	"errors"
	"io"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// Source is the text of one file with an index of its line starts, so that
// byte offsets and (line, column) pairs convert both ways.
type Source struct {
	Data       []byte
	lineStarts []int
	// yamlBreaks: lines end at every YAML line break, not only at \n.
	yamlBreaks bool
	// other caches hasOtherBreaks(Data), which fixes ask for once per edit
	// of the same file.
	other struct {
		once sync.Once
		has  bool
	}
}

// hasOtherBreaks is hasOtherBreaks(s.Data), computed once.
func (s *Source) hasOtherBreaks() bool {
	s.other.once.Do(func() { s.other.has = hasOtherBreaks(s.Data) })
	return s.other.has
}

// NewSource indexes data's lines, which end at \n: the lines editors,
// grep and CI annotations count.
func NewSource(data []byte) *Source {
	starts := []int{0}
	for i, b := range data {
		if b == '\n' {
			starts = append(starts, i+1)
		}
	}
	return &Source{Data: data, lineStarts: starts}
}

// yamlSource indexes data's lines as yaml.v3 counts them in node and error
// positions: a lone \r, NEL (U+0085), LS (U+2028) and PS (U+2029) end a
// line too. For text without those it is the same index as NewSource's.
func yamlSource(data []byte) *Source {
	if !hasOtherBreaks(data) {
		return NewSource(data)
	}
	starts := []int{0}
	for i := 0; i < len(data); {
		if w := breakWidth(data, i); w > 0 {
			i += w
			starts = append(starts, i)
			continue
		}
		i++
	}
	return &Source{Data: data, lineStarts: starts, yamlBreaks: true}
}

// hasOtherBreaks reports whether data has a line break other than \n and \r\n.
func hasOtherBreaks(data []byte) bool {
	for i := bytes.IndexByte(data, '\r'); i >= 0; {
		if i+1 >= len(data) || data[i+1] != '\n' {
			return true
		}
		j := bytes.IndexByte(data[i+1:], '\r')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return bytes.Contains(data, []byte("\u0085")) || bytes.Contains(data, []byte("\u2028")) || bytes.Contains(data, []byte("\u2029"))
}

// breakWidth is the byte length of the YAML line break at data[i] (\r\n,
// \r, \n, NEL, LS or PS), or 0 when there is none.
func breakWidth(data []byte, i int) int {
	if i >= len(data) {
		return 0
	}
	switch data[i] {
	case '\n':
		return 1
	case '\r':
		if i+1 < len(data) && data[i+1] == '\n' {
			return 2
		}
		return 1
	case 0xC2:
		if i+1 < len(data) && data[i+1] == 0x85 {
			return 2
		}
	case 0xE2:
		if i+2 < len(data) && data[i+1] == 0x80 && (data[i+2] == 0xA8 || data[i+2] == 0xA9) {
			return 3
		}
	}
	return 0
}

// Offset converts a 1-based line and character column to a byte offset. A
// column past the end of the line stops at its line break.
func (s *Source) Offset(line, col int) int {
	if line < 1 {
		return 0
	}
	if line > len(s.lineStarts) {
		return len(s.Data)
	}
	off := s.lineStarts[line-1]
	for i := 1; i < col && off < len(s.Data); i++ {
		if s.Data[off] == '\n' || (s.yamlBreaks && breakWidth(s.Data, off) > 0) {
			break
		}
		_, w := utf8.DecodeRune(s.Data[off:])
		off += w
	}
	return off
}

// Lines is the number of lines: line breaks plus one.
func (s *Source) Lines() int { return len(s.lineStarts) }

// Position converts a byte offset to a 1-based line and character column.
func (s *Source) Position(off int) (line, col int) {
	if off < 0 {
		off = 0
	}
	if off > len(s.Data) {
		off = len(s.Data)
	}
	i := sort.Search(len(s.lineStarts), func(i int) bool { return s.lineStarts[i] > off }) - 1
	return i + 1, utf8.RuneCount(s.Data[s.lineStarts[i]:off]) + 1
}

// Embedded is YAML parsed out of a string scalar of an outer file.
type Embedded struct {
	// Root is the embedded document's top node, positions in outer-file
	// coordinates; nil when the text is empty or did not parse.
	Root *yaml.Node
	// Err is the syntax error, positioned in the outer file.
	Err *SyntaxError
	// Locate positions characters inside Root's scalars.
	Locate Locator
}

// ParseEmbedded parses the YAML held in scalar n of src and moves every
// position of the result into src's coordinates, so that a finding inside
// a ConfigMap's `volcano-scheduler.conf` points at the real file line.
func ParseEmbedded(src *Source, n *yaml.Node) Embedded {
	e := Embed(src, n)
	root, err := e.Parse()
	if err != nil {
		return Embedded{Err: err}
	}
	return Embedded{Root: root, Locate: e.RelocateLocating(root)}
}

// Locator gives the position in the file of byte off of scalar n's value,
// for a scalar of an embedded document: where that character is written,
// through the quoting of every string the document is embedded in. ok is
// false for a node it does not know.
type Locator func(n *yaml.Node, off int) (line, col int, ok bool)

// RelocateLocating is Relocate, returning the Locator of the tree's
// scalars.
func (e *Embedding) RelocateLocating(root *yaml.Node) Locator {
	local := map[*yaml.Node][2]int{}
	stack := []*yaml.Node{root}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if n == nil {
			continue
		}
		if _, seen := local[n]; seen {
			continue
		}
		local[n] = [2]int{n.Line, n.Column}
		stack = append(stack, n.Content...)
	}
	e.Relocate(root)
	at := make(map[*yaml.Node][2]int, len(local))
	for n := range local {
		at[n] = [2]int{n.Line, n.Column}
	}
	return func(n *yaml.Node, off int) (int, int, bool) {
		p, ok := local[n]
		// A node moved since (a Kustomize build places its nodes in the
		// files that set them) is not where this map says.
		if !ok || n.Kind != yaml.ScalarNode || at[n] != [2]int{n.Line, n.Column} {
			return 0, 0, false
		}
		c := *n
		c.Line, c.Column = p[0], p[1]
		l, col := ScalarPosition(e.Text, &c, off)
		l, col = e.Outer(l, col)
		return l, col, true
	}
}

// Embedding is the text of a string scalar read as a document of its own,
// with the map from positions in that text to the file the scalar is
// written in. Embeddings nest: the values string of a GitOps manifest is
// one, and the scheduler configuration held in one of its strings is
// another inside it, whose positions map through both to the file.
type Embedding struct {
	// Text is the scalar's value, its lines counted as YAML counts them.
	Text   *Source
	m      *scalarMap
	parent *Embedding
}

// Embed reads scalar n of src (the file) as a document of its own.
func Embed(src *Source, n *yaml.Node) *Embedding {
	return &Embedding{Text: yamlSource([]byte(n.Value)), m: newScalarMap(src, n)}
}

// Embed reads scalar n, positioned in e's own text (as Parse returns its
// nodes, before Relocate), as a document of its own inside e.
func (e *Embedding) Embed(n *yaml.Node) *Embedding {
	return &Embedding{Text: yamlSource([]byte(n.Value)), m: newScalarMap(e.Text, n), parent: e}
}

// Outer maps a 1-based line and column of e's text, as yaml.v3 counts them,
// to the file's coordinates, through every enclosing embedding.
func (e *Embedding) Outer(line, col int) (int, int) {
	line, col = e.m.outer(e.Text, line, col)
	if e.parent != nil {
		return e.parent.Outer(line, col)
	}
	return line, col
}

// Parse parses e's text. The root's positions are in e's own text (for
// Embed of a scalar inside it; Relocate moves them to the file); a syntax
// error is positioned in the file. A nil root and error is an empty text.
func (e *Embedding) Parse() (*yaml.Node, *SyntaxError) {
	var doc yaml.Node
	err := safeDecode(yaml.NewDecoder(bytes.NewReader(e.Text.Data)), &doc)
	if errors.Is(err, io.EOF) {
		return nil, nil
	}
	if err != nil {
		se := locateError(e.Text, err)
		line, col := e.Outer(se.Line, max(se.Column, 1))
		return nil, &SyntaxError{Line: line, Column: col, Msg: se.Msg}
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil, nil
	}
	return doc.Content[0], nil
}

// Relocate moves every position of a tree Parse returned (or a tree of
// another embedding inside e, already moved into e's text) to the file.
func (e *Embedding) Relocate(root *yaml.Node) {
	relocate(root, e, map[*yaml.Node]bool{})
}

func relocate(n *yaml.Node, e *Embedding, seen map[*yaml.Node]bool) {
	if n == nil || seen[n] {
		return
	}
	seen[n] = true
	n.Line, n.Column = e.Outer(n.Line, n.Column)
	for _, c := range n.Content {
		relocate(c, e, seen)
	}
}

// scalarMap maps positions inside a scalar's value to the outer source.
type scalarMap struct {
	src *Source
	// For block scalars: value line i is line firstLine+i-1 of ys, the
	// outer file's lines as YAML counts them, and value column c is column
	// indent+c there.
	block     bool
	ys        *Source
	firstLine int
	indent    int
	// For flow scalars: outer byte offset of each value byte (plus one
	// entry for the end of the value).
	offsets []int
}

func newScalarMap(src *Source, n *yaml.Node) *scalarMap {
	m := &scalarMap{src: src}
	start := src.Offset(n.Line, n.Column)
	switch {
	case n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0:
		m.block, m.ys = true, src
		if !src.yamlBreaks && src.hasOtherBreaks() {
			m.ys = yamlSource(src.Data)
		}
		header, _ := m.ys.Position(start)
		m.firstLine = header + 1
		m.indent = blockIndent(m.ys, m.firstLine, n.Value)
	case n.Style&yaml.DoubleQuotedStyle != 0:
		m.offsets = decodeQuoted(src.Data, start, '"')
	case n.Style&yaml.SingleQuotedStyle != 0:
		m.offsets = decodeQuoted(src.Data, start, '\'')
	default:
		m.offsets = make([]int, len(n.Value)+1)
		for i := range m.offsets {
			m.offsets[i] = start + i
		}
	}
	return m
}

// blockIndent finds the indentation of a block scalar's content, whose
// first line is line first of src: the indentation of its first non-blank
// line less the spaces that line keeps in value, which it has when an
// indentation indicator (`|2`) sets the indentation below that line's.
func blockIndent(src *Source, first int, value string) int {
	for line := first; line <= len(src.lineStarts); line++ {
		off := src.lineStarts[line-1]
		i := off
		for i < len(src.Data) && src.Data[i] == ' ' {
			i++
		}
		if i < len(src.Data) && breakWidth(src.Data, i) == 0 {
			indent := i - off
			if lines := strings.Split(value, "\n"); line-first < len(lines) {
				kept := len(lines[line-first]) - len(strings.TrimLeft(lines[line-first], " "))
				indent = max(indent-kept, 0)
			}
			return indent
		}
		if i >= len(src.Data) {
			break
		}
	}
	return 0
}

// outer maps a 1-based (line, column) of the scalar's value, as yaml.v3
// counts them in inner, to the outer file's coordinates.
func (m *scalarMap) outer(inner *Source, line, col int) (int, int) {
	if m.block {
		return m.src.Position(m.ys.Offset(m.firstLine+line-1, m.indent+col))
	}
	off := inner.Offset(line, col)
	if off >= len(m.offsets) {
		off = len(m.offsets) - 1
	}
	return m.src.Position(m.offsets[off])
}

// decodeQuoted replays YAML's decoding of a single- or double-quoted flow
// scalar starting at data[start] (the opening quote) and returns, for each
// byte of the decoded value, the offset of the source byte it came from. It
// follows YAML 1.2 folding (a single line break becomes a space, each blank
// line a newline) and, for double quotes, escapes including escaped line
// breaks. Malformed input yields a best-effort map, never a panic.
func decodeQuoted(data []byte, start int, quote byte) []int {
	var offs []int
	emit := func(n, at int) {
		for k := 0; k < n; k++ {
			offs = append(offs, at)
		}
	}
	i := start + 1
	for i < len(data) {
		c := data[i]
		switch {
		case c == quote && quote == '\'' && i+1 < len(data) && data[i+1] == '\'':
			emit(1, i)
			i += 2
		case c == quote:
			emit(1, i) // end of value
			return offs
		case c == '\\' && quote == '"' && i+1 < len(data):
			at := i
			e := data[i+1]
			if w := breakWidth(data, i+1); w > 0 {
				// Escaped line break: joins lines without a space; further
				// blank lines each still give a newline.
				var trailing int
				i, trailing = skipFold(data, i+1+w)
				emit(trailing, at)
				continue
			}
			width := map[byte]int{'x': 2, 'u': 4, 'U': 8}[e]
			if width > 0 {
				r := decodeHexRune(data, i+2, width)
				emit(utf8.RuneLen(r), at)
				i += 2 + width
				continue
			}
			emit(len(escapeValue(e)), at)
			i += 2
		case breakWidth(data, i) > 0:
			// Fold: trailing blanks are dropped; a first break that is \n,
			// \r or NEL becomes a space, or gives way to the newlines of the
			// blank lines after it; an LS or PS is kept, with those newlines.
			for len(offs) > 0 && (data[offs[len(offs)-1]] == ' ' || data[offs[len(offs)-1]] == '\t') {
				offs = offs[:len(offs)-1]
			}
			at, w := i, breakWidth(data, i)
			var trailing int
			i, trailing = skipFold(data, i+w)
			switch {
			case w == 3:
				emit(3+trailing, at)
			case trailing == 0:
				emit(1, at)
			default:
				emit(trailing, at)
			}
		default:
			_, w := utf8.DecodeRune(data[i:])
			emit(w, i)
			i += w
		}
	}
	emit(1, len(data))
	return offs
}

// skipFold skips the blanks and blank lines that follow a line break in a
// flow scalar, returning where the text resumes and how many bytes the
// blank lines add to the value: one per newline (\n, \r\n, \r, NEL),
// three per LS or PS, which YAML keeps as they are.
func skipFold(data []byte, i int) (next, trailing int) {
	for {
		j := skipBlanks(data, i)
		w := breakWidth(data, j)
		if w == 0 {
			return j, trailing
		}
		if w == 3 {
			trailing += 3
		} else {
			trailing++
		}
		i = j + w
	}
}

func skipBlanks(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t') {
		i++
	}
	return i
}

// escapeValue is what a one-character double-quote escape decodes to; only
// its length matters to the offset map.
func escapeValue(e byte) string {
	switch e {
	case 'N':
		return "\u0085"
	case '_':
		return "\u00a0"
	case 'L':
		return "\u2028"
	case 'P':
		return "\u2029"
	}
	return "x"
}

func decodeHexRune(data []byte, i, width int) rune {
	if i+width > len(data) {
		return utf8.RuneError
	}
	var r rune
	for _, b := range data[i : i+width] {
		var v byte
		switch {
		case b >= '0' && b <= '9':
			v = b - '0'
		case b >= 'a' && b <= 'f':
			v = b - 'a' + 10
		case b >= 'A' && b <= 'F':
			v = b - 'A' + 10
		default:
			return utf8.RuneError
		}
		r = r<<4 | rune(v)
	}
	if !utf8.ValidRune(r) {
		return utf8.RuneError
	}
	return r
}

// ErrBinary reports input that is not text.
var ErrBinary = errors.New("binary file (contains NUL bytes or invalid UTF-8), not YAML or JSON")

// CheckText rejects data that cannot be YAML text.
func CheckText(data []byte) error {
	if bytes.IndexByte(data, 0) >= 0 || !utf8.Valid(data) {
		return ErrBinary
	}
	return nil
}
