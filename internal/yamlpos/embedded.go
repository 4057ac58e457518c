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

	"github.com/vcqlint/vcqlint/internal/yamlfast"
)

// Source is the text of one file with an index of its line starts, so that
// byte offsets and (line, column) pairs convert both ways.
type Source struct {
	Data []byte
	// lineStarts are the offsets where lines start, 4 bytes a line (a
	// file of line breaks has as many lines as bytes; the inputs this
	// indexes are capped far below 4 GiB).
	lineStarts []uint32
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
	starts := make([]uint32, 1, bytes.Count(data, []byte{'\n'})+1)
	for i := bytes.IndexByte(data, '\n'); i >= 0; {
		starts = append(starts, uint32(i+1)) //nolint:gosec // inputs are capped far below 4 GiB
		j := bytes.IndexByte(data[i+1:], '\n')
		if j < 0 {
			break
		}
		i += 1 + j
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
	starts := []uint32{0}
	for i := 0; i < len(data); {
		if w := breakWidth(data, i); w > 0 {
			i += w
			starts = append(starts, uint32(i)) //nolint:gosec // inputs are capped far below 4 GiB
			continue
		}
		i++
	}
	return &Source{Data: data, lineStarts: starts, yamlBreaks: true}
}

// start is the offset where line i (0-based) starts.
func (s *Source) start(i int) int { return int(s.lineStarts[i]) }

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
	off, _ := s.offsetFrom(line, col, 0, 1)
	return off
}

// offsetFrom is Offset, walking from byte from of the line, which is at
// column fromCol (from 0 for the line's start), and the column reached
// (col, or less at the line's end).
func (s *Source) offsetFrom(line, col, from, fromCol int) (int, int) {
	if line < 1 {
		return 0, 1
	}
	if line > len(s.lineStarts) {
		return len(s.Data), 1
	}
	off := s.start(line - 1)
	if from > off {
		off = from
	}
	i := fromCol
	for ; i < col && off < len(s.Data); i++ {
		if s.Data[off] == '\n' || (s.yamlBreaks && breakWidth(s.Data, off) > 0) {
			break
		}
		_, w := utf8.DecodeRune(s.Data[off:])
		off += w
	}
	return off, i
}

// Lines is the number of lines: line breaks plus one.
func (s *Source) Lines() int { return len(s.lineStarts) }

// Position converts a byte offset to a 1-based line and character column.
func (s *Source) Position(off int) (line, col int) {
	off = min(max(off, 0), len(s.Data))
	i := s.lineOf(off)
	return i + 1, utf8.RuneCount(s.Data[s.start(i):off]) + 1
}

// lineOf is the 0-based line holding byte off.
func (s *Source) lineOf(off int) int {
	return sort.Search(len(s.lineStarts), func(i int) bool { return s.start(i) > off }) - 1
}

// cursor answers Offset and Position for one Source from its last answer
// when the next question is further on the same line, instead of from the
// line's start: the nodes of a tree are moved in document order, and a
// one-line flow collection of n nodes then costs n steps, not n² (a 7 MB
// one-line scheduler configuration took minutes).
type cursor struct {
	s *Source
	// The last answer: byte off is at line, col; line 0 is none.
	line, col, off int
}

func (c *cursor) Offset(line, col int) int {
	if line < 1 || line > len(c.s.lineStarts) {
		c.line = 0
		return c.s.Offset(line, col)
	}
	from, fromCol := 0, 1
	if c.line == line && col >= c.col {
		from, fromCol = c.off, c.col
	}
	off, reached := c.s.offsetFrom(line, col, from, fromCol)
	c.line, c.col, c.off = line, reached, off
	return off
}

func (c *cursor) Position(off int) (line, col int) {
	off = min(max(off, 0), len(c.s.Data))
	if c.line >= 1 && off >= c.off && (c.line == len(c.s.lineStarts) || off < c.s.start(c.line)) {
		line, col = c.line, c.col+utf8.RuneCount(c.s.Data[c.off:off])
	} else {
		line, col = c.s.Position(off)
	}
	c.line, c.col, c.off = line, col, off
	return line, col
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
	if root == nil {
		return Embedded{}
	}
	return Embedded{Root: root, Locate: e.RelocateLocating(root)}
}

// Locator gives the position in the file of byte off of scalar n's value,
// for a scalar of an embedded document: where that character is written,
// through the quoting of every string the document is embedded in. ok is
// false for a node it does not know. It may be called concurrently.
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
	// cur answers Relocate's questions about Text, which come in document
	// order (see cursor).
	cur cursor
}

// Embed reads scalar n of src (the file) as a document of its own.
func Embed(src *Source, n *yaml.Node) *Embedding {
	e := &Embedding{Text: yamlSource([]byte(n.Value)), m: newScalarMap(src, n)}
	e.cur.s = e.Text
	return e
}

// Embed reads scalar n, positioned in e's own text (as Parse returns its
// nodes, before Relocate), as a document of its own inside e.
func (e *Embedding) Embed(n *yaml.Node) *Embedding {
	in := &Embedding{Text: yamlSource([]byte(n.Value)), m: newScalarMap(e.Text, n), parent: e}
	in.cur.s = in.Text
	return in
}

// Outer maps a 1-based line and column of e's text, as yaml.v3 counts them,
// to the file's coordinates, through every enclosing embedding. It keeps
// no state, so it may be called concurrently.
func (e *Embedding) Outer(line, col int) (int, int) {
	line, col = e.m.outer(e.Text, line, col)
	if e.parent != nil {
		return e.parent.Outer(line, col)
	}
	return line, col
}

// outerInOrder is Outer through the embeddings' cursors: fast for a series
// of positions in document order (Relocate), and for one goroutine only.
func (e *Embedding) outerInOrder(line, col int) (int, int) {
	line, col = e.m.outerAt(&e.cur, line, col)
	if e.parent != nil {
		return e.parent.outerInOrder(line, col)
	}
	return line, col
}

// Parse parses e's text within MaxNodes nodes (firstDocument). The root's
// positions are in e's own text (for Embed of a scalar inside it; Relocate
// moves them to the file); a syntax error, or text over the bound, is
// positioned in the file. A nil root and error is an empty text.
func (e *Embedding) Parse() (*yaml.Node, *SyntaxError) {
	doc, err := firstDocument(e.Text.Data)
	if errors.Is(err, io.EOF) {
		return nil, nil
	}
	var le *yamlfast.LimitError
	if errors.As(err, &le) || errors.Is(err, errOverBound) {
		line, col := e.Outer(1, 1)
		se := boundError(line)
		se.Column = col
		return nil, se
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
// another embedding inside e, already moved into e's text) to the file, in
// document order (see cursor).
func (e *Embedding) Relocate(root *yaml.Node) {
	relocate(root, e, map[*yaml.Node]bool{})
}

// firstDocument is the first document of data as yaml.v3's Decoder gives
// it, within MaxNodes nodes: from yamlfast when data is in its subset
// (which builds the same tree and counts it), else from yaml.v3 when
// data's nodeBound is within MaxNodes, else errOverBound.
func firstDocument(data []byte) (*yaml.Node, error) {
	if res, ok := safeFastParseWith(data, yamlfast.Options{MaxNodes: MaxNodes}, nil); ok && res.Limit == nil {
		if len(res.Docs) == 0 {
			return nil, io.EOF
		}
		return res.Docs[0], nil
	} else if ok {
		return nil, res.Limit
	}
	if nodeBound(data) > MaxNodes {
		// yaml.v3 cannot be stopped once it parses: text that could make
		// more nodes than a file may hold is not parsed.
		return nil, errOverBound
	}
	var doc yaml.Node
	if err := safeDecode(yaml.NewDecoder(bytes.NewReader(data)), &doc); err != nil {
		return nil, err
	}
	return &doc, nil
}

// relocate moves the positions of the tree under n from e's text to the
// file, in document order (see cursor).
func relocate(n *yaml.Node, e *Embedding, seen map[*yaml.Node]bool) {
	if n == nil || seen[n] {
		return
	}
	seen[n] = true
	n.Line, n.Column = e.outerInOrder(n.Line, n.Column)
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
	// For quoted scalars: outer byte offset of each value byte (plus one
	// entry for the end of the value), 4 bytes each.
	offsets []uint32
	// For plain scalars: value byte i is at outer byte start+i, for i up
	// to length (the end of the value).
	plain         bool
	start, length int
	// Cursors on src and ys, for a series of positions in order.
	srcCur, ysCur cursor
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
		m.offsets = decodeQuoted(src.Data, start, '"', len(n.Value))
	case n.Style&yaml.SingleQuotedStyle != 0:
		m.offsets = decodeQuoted(src.Data, start, '\'', len(n.Value))
	default:
		m.plain, m.start, m.length = true, start, len(n.Value)
	}
	m.srcCur.s, m.ysCur.s = src, m.ys
	return m
}

// flowLen is the number of entries of a flow scalar's offset map: its
// value's bytes and its end.
func (m *scalarMap) flowLen() int {
	if m.plain {
		return m.length + 1
	}
	return len(m.offsets)
}

// flowOffset is the outer offset of byte i of a flow scalar's value (i <
// flowLen()).
func (m *scalarMap) flowOffset(i int) int {
	if m.plain {
		return m.start + i
	}
	return int(m.offsets[i])
}

// valueIndex is the byte of a flow scalar's value written at outer offset
// off, if one is.
func (m *scalarMap) valueIndex(off int) (int, bool) {
	if m.plain {
		return off - m.start, off >= m.start && off <= m.start+m.length
	}
	i := sort.Search(len(m.offsets), func(i int) bool { return int(m.offsets[i]) >= off })
	return i, i < len(m.offsets) && int(m.offsets[i]) == off
}

// blockIndent finds the indentation of a block scalar's content, whose
// first line is line first of src: the indentation of its first non-blank
// line less the spaces that line keeps in value, which it has when an
// indentation indicator (`|2`) sets the indentation below that line's.
func blockIndent(src *Source, first int, value string) int {
	for line := first; line <= len(src.lineStarts); line++ {
		off := src.start(line - 1)
		i := off
		for i < len(src.Data) && src.Data[i] == ' ' {
			i++
		}
		if i < len(src.Data) && breakWidth(src.Data, i) == 0 {
			indent := i - off
			if l, ok := valueLine(value, line-first); ok {
				kept := len(l) - len(strings.TrimLeft(l, " "))
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

// valueLine is line k (0-based) of value, found without splitting value
// into all its lines (a value of 35 million line breaks made 560 MB of
// strings to read one).
func valueLine(value string, k int) (string, bool) {
	for ; k > 0; k-- {
		i := strings.IndexByte(value, '\n')
		if i < 0 {
			return "", false
		}
		value = value[i+1:]
	}
	if i := strings.IndexByte(value, '\n'); i >= 0 {
		value = value[:i]
	}
	return value, true
}

// outer maps a 1-based (line, column) of the scalar's value, as yaml.v3
// counts them in inner, to the outer file's coordinates.
// It keeps no state: it may be called concurrently.
func (m *scalarMap) outer(inner *Source, line, col int) (int, int) {
	return m.outerWith(&cursor{s: inner}, &cursor{s: m.src}, &cursor{s: m.ys}, line, col)
}

// outerAt is outer through the map's own cursors and inner, for a series
// of positions in document order from one goroutine.
func (m *scalarMap) outerAt(inner *cursor, line, col int) (int, int) {
	return m.outerWith(inner, &m.srcCur, &m.ysCur, line, col)
}

// outerWith is outer through the given cursors on the scalar's value, the
// file and the file's YAML lines.
func (m *scalarMap) outerWith(inner, srcCur, ysCur *cursor, line, col int) (int, int) {
	if m.block {
		return srcCur.Position(ysCur.Offset(m.firstLine+line-1, m.indent+col))
	}
	off := min(inner.Offset(line, col), m.flowLen()-1)
	return srcCur.Position(m.flowOffset(off))
}

// decodeQuoted replays YAML's decoding of a single- or double-quoted flow
// scalar starting at data[start] (the opening quote) and returns, for each
// byte of the decoded value, the offset of the source byte it came from. It
// follows YAML 1.2 folding (a single line break becomes a space, each blank
// line a newline) and, for double quotes, escapes including escaped line
// breaks. Malformed input yields a best-effort map, never a panic.
func decodeQuoted(data []byte, start int, quote byte, size int) []uint32 {
	offs := make([]uint32, 0, size+1)
	emit := func(n, at int) {
		for k := 0; k < n; k++ {
			offs = append(offs, uint32(at)) //nolint:gosec // inputs are capped far below 4 GiB
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
