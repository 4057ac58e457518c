package yamlpos

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// Edit replaces the bytes [Start, End) of a text with Text.
type Edit struct {
	Start, End int
	Text       string
}

// ApplyEdits returns data with edits applied. The edits must lie inside
// data and must not overlap; they may come in any order.
func ApplyEdits(data []byte, edits []Edit) ([]byte, error) {
	sorted := append([]Edit(nil), edits...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Start < sorted[j].Start })
	var b strings.Builder
	at := 0
	for _, e := range sorted {
		if e.Start < at || e.End < e.Start || e.End > len(data) {
			return nil, fmt.Errorf("edit [%d,%d) overlaps another or lies outside the %d-byte text", e.Start, e.End, len(data))
		}
		b.Write(data[at:e.Start])
		b.WriteString(e.Text)
		at = e.End
	}
	b.Write(data[at:])
	return []byte(b.String()), nil
}

// HasOnlyNewlineBreaks reports whether every line break of data is \n or
// \r\n: the lines editors count are then the lines YAML counts, which
// mapping positions to byte offsets relies on.
func HasOnlyNewlineBreaks(data []byte) bool { return !hasOtherBreaks(data) }

// ErrUnmappable says an edit of a scalar's value cannot be written exactly
// in the scalar's style; callers then offer no fix.
var ErrUnmappable = errors.New("the edit cannot be written exactly in the scalar's style")

// ScalarEdits maps edits of scalar n's value (byte offsets into n.Value)
// onto src, the text that writes n: inside a literal block scalar each
// inserted line gets the block's indentation; inside a quoted scalar the
// inserted text is escaped for its quotes; a plain scalar takes text as it
// is. It is the inverse of the mapping ParseEmbedded applies, built on the
// same scalarMap. The result is checked: n, read again from src with the
// edits applied, must hold exactly the edited value, or ScalarEdits
// refuses with ErrUnmappable (a folded block, an edit across a line fold,
// a line break that a single-quoted or plain scalar cannot hold, ...).
func ScalarEdits(src *Source, n *yaml.Node, edits []Edit) ([]Edit, error) {
	if n == nil || n.Kind != yaml.ScalarNode || src.hasOtherBreaks() {
		return nil, ErrUnmappable
	}
	want, err := ApplyEdits([]byte(n.Value), edits)
	if err != nil {
		return nil, err
	}
	m := newScalarMap(src, n)
	inner := yamlSource([]byte(n.Value))
	out := make([]Edit, 0, len(edits))
	for _, e := range edits {
		var o Edit
		switch {
		case n.Style&yaml.FoldedStyle != 0:
			return nil, ErrUnmappable
		case m.block:
			o.Start, o.End = m.blockOffset(inner, e.Start), m.blockOffset(inner, e.End)
			o.Text = strings.ReplaceAll(e.Text, "\n", lineBreakAt(src.Data, o.Start)+strings.Repeat(" ", m.indent))
		default:
			if e.End >= m.flowLen() || !utf8.ValidString(e.Text) {
				return nil, ErrUnmappable
			}
			o.Start, o.End = m.flowOffset(e.Start), m.flowOffset(e.End)
			text, ok := quoteFor(n.Style, e.Text)
			if !ok {
				return nil, ErrUnmappable
			}
			o.Text = text
		}
		out = append(out, o)
	}
	// Read the scalar again from its document with the edits applied.
	_, _, line, err := src.editedDocument(out)
	if err != nil {
		return nil, ErrUnmappable
	}
	edited, _ := src.applyInDocument(out)
	if got := scalarAt(edited, n.Line-line+1, n.Column); edited == nil || got == nil || got.Value != string(want) {
		return nil, ErrUnmappable
	}
	return out, nil
}

// documentAround is the document of s holding byte off: its byte range
// [start, end), from a `---` line at column 1 (or the file's start) to the
// next one (or the file's end), and the line it starts on. A `---` inside
// a block scalar is indented, so a marker at column 1 is a boundary. It
// costs the document's lines, not the file's: fixes check their edits on
// the document they edit alone, so that fixing a file of many documents
// stays linear.
func (s *Source) documentAround(off int) (start, end, line int) {
	i := max(s.lineOf(off), 0)
	j := i
	for j > 0 && !isDocumentMarker(s.Data[s.start(j):]) {
		j--
	}
	end = len(s.Data)
	for k := i + 1; k < len(s.lineStarts); k++ {
		if isDocumentMarker(s.Data[s.start(k):]) {
			end = s.start(k)
			break
		}
	}
	return s.start(j), end, j + 1
}

// ErrAcrossDocuments is a set of edits that spans documents.
var ErrAcrossDocuments = errors.New("the edits span more than one document")

// editedDocument is the document every edit lies in (see documentAround).
func (s *Source) editedDocument(edits []Edit) (start, end, line int, err error) {
	if len(edits) == 0 {
		return 0, 0, 0, ErrAcrossDocuments
	}
	start, end, line = s.documentAround(edits[0].Start)
	for _, e := range edits {
		if e.Start < start || e.End > end || e.Start > e.End {
			return 0, 0, 0, ErrAcrossDocuments
		}
	}
	return start, end, line, nil
}

// applyInDocument returns the text of the one document the edits lie in,
// before and after them.
func (s *Source) applyInDocument(edits []Edit) (after, before []byte) {
	start, end, _, err := s.editedDocument(edits)
	if err != nil {
		return nil, nil
	}
	shifted := make([]Edit, len(edits))
	for i, e := range edits {
		shifted[i] = Edit{Start: e.Start - start, End: e.End - start, Text: e.Text}
	}
	before = s.Data[start:end]
	after, err = ApplyEdits(before, shifted)
	if err != nil {
		return nil, nil
	}
	return after, before
}

// StillParses reports an error when the edits (all in one document of s)
// would leave that document with more syntax errors than it has.
func (s *Source) StillParses(edits []Edit) error {
	after, before := s.applyInDocument(edits)
	if after == nil {
		return ErrAcrossDocuments
	}
	_, errsAfter := Parse(after)
	if len(errsAfter) == 0 {
		return nil // the common case: no need to parse the original
	}
	if _, errsBefore := Parse(before); len(errsAfter) > len(errsBefore) {
		return fmt.Errorf("the edited document would not parse: %s", errsAfter[0].Error())
	}
	return nil
}

// OnlyNewlineBreaks is HasOnlyNewlineBreaks(s.Data), computed once.
func (s *Source) OnlyNewlineBreaks() bool { return !s.hasOtherBreaks() }

// blockOffset is the byte offset in the outer text of byte off of a block
// scalar's value.
func (m *scalarMap) blockOffset(inner *Source, off int) int {
	l, c := inner.Position(off)
	return m.ys.Offset(m.firstLine+l-1, m.indent+c)
}

// lineBreakAt is the line break the line holding off ends with: \r\n in a
// file written with them, else \n.
func lineBreakAt(data []byte, off int) string {
	for i := off; i < len(data); i++ {
		if data[i] == '\n' {
			if i > 0 && data[i-1] == '\r' {
				return "\r\n"
			}
			return "\n"
		}
	}
	return "\n"
}

// quoteFor writes text as it must appear inside a flow scalar of style:
// escaped for double quotes, quotes doubled for single quotes, as it is in
// a plain scalar. It refuses what the style cannot hold on one line.
func quoteFor(style yaml.Style, text string) (string, bool) {
	switch {
	case style&yaml.DoubleQuotedStyle != 0:
		var b strings.Builder
		for _, r := range text {
			switch {
			case r == '"' || r == '\\':
				b.WriteByte('\\')
				b.WriteRune(r)
			case r == '\n':
				b.WriteString(`\n`)
			case r == '\t':
				b.WriteString(`\t`)
			case r < 0x20 || r == 0x7f:
				fmt.Fprintf(&b, `\x%02x`, r)
			default:
				b.WriteRune(r)
			}
		}
		return b.String(), true
	case style&yaml.SingleQuotedStyle != 0:
		if strings.ContainsAny(text, "\r\n") {
			return "", false
		}
		return strings.ReplaceAll(text, "'", "''"), true
	}
	return text, !strings.ContainsAny(text, "\r\n")
}

// scalarAt parses data and returns the scalar node that starts at line,
// col, or nil.
func scalarAt(data []byte, line, col int) *yaml.Node {
	docs, _ := Parse(data)
	for _, d := range docs {
		if n := findScalar(d.Root, line, col, map[*yaml.Node]bool{}); n != nil {
			return n
		}
	}
	return nil
}

func findScalar(n *yaml.Node, line, col int, seen map[*yaml.Node]bool) *yaml.Node {
	if n == nil || seen[n] || n.Line > line {
		return nil
	}
	seen[n] = true
	if n.Kind == yaml.ScalarNode && n.Line == line && n.Column == col {
		return n
	}
	for _, c := range n.Content {
		if f := findScalar(c, line, col, seen); f != nil {
			return f
		}
	}
	return nil
}
