// Package fixplan builds the fixes rules offer: each is a plan, made while
// the rule runs from the nodes it reports on, that turns into exact byte
// edits of the file once its content is at hand (finding.Fix.Resolve).
// Positions of an embedded scheduler configuration are in the outer file's
// coordinates; a plan maps them back into the embedded text, edits that
// text, and maps the edits out again through the host scalar's style with
// yamlpos.ScalarEdits, so an edit inside a ConfigMap's block scalar or a
// quoted JSON string is exact or not offered at all.
package fixplan

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// errRefused is a plan that does not apply to the bytes at hand.
var errRefused = errors.New("no exact edit")

// doc is the text an object's nodes are written in: the file itself, or
// the value of the scalar (host) an embedded configuration was read from,
// which may itself be inside the text of another scalar (levels).
type doc struct {
	file *yamlpos.Source
	// levels are the host scalars from the file inward, each with the
	// text it is written in; empty for an object written in the file.
	levels []level
	// text is the document's own text: file, or the innermost host's value.
	text *yamlpos.Source
	// reread says the edits were checked by reading the edited scalar
	// again from its parsed document (yamlpos.ScalarEdits): that document
	// parses, so it need not be parsed once more.
	reread bool
}

// level is one host scalar and the text it is positioned in.
type level struct {
	src  *yamlpos.Source
	host *yaml.Node
}

// newDoc is the document of an object whose text is the value of host (a
// scalar of file; nil for the file itself) or, with inner, of the last of
// inner, each a scalar positioned in the value of the one before it.
func newDoc(file *yamlpos.Source, host *yaml.Node, inner []*yaml.Node) (*doc, error) {
	if !file.OnlyNewlineBreaks() {
		return nil, fmt.Errorf("%w: the file has line breaks other than \\n and \\r\\n", errRefused)
	}
	d := &doc{file: file, text: file}
	if host == nil {
		return d, nil
	}
	src := file
	for _, h := range append([]*yaml.Node{host}, inner...) {
		if !yamlpos.HasOnlyNewlineBreaks([]byte(h.Value)) {
			return nil, fmt.Errorf("%w: the embedded text has unusual line breaks", errRefused)
		}
		d.levels = append(d.levels, level{src: src, host: h})
		src = yamlpos.NewSource([]byte(h.Value))
	}
	d.text = src
	return d, nil
}

// offset is the byte offset in the document's text of position line, col
// of the file.
func (d *doc) offset(line, col int) (int, error) {
	if len(d.levels) == 0 {
		return d.file.Offset(line, col), nil
	}
	off := 0
	for i, l := range d.levels {
		if i > 0 {
			line, col = l.src.Position(off)
		}
		var ok bool
		if off, ok = yamlpos.ScalarOffset(l.src, l.host, line, col); !ok {
			return 0, fmt.Errorf("%w: the position is outside the embedded text", errRefused)
		}
	}
	return off, nil
}

// local returns a copy of node n (a scalar) positioned in the document's
// text, for yamlpos.ScalarEdits over that text.
func (d *doc) local(n *yaml.Node) (*yaml.Node, error) {
	off, err := d.offset(n.Line, n.Column)
	if err != nil {
		return nil, err
	}
	c := *n
	c.Line, c.Column = d.text.Position(off)
	return &c, nil
}

// toFile maps edits of the document's text onto the file, out through
// each level's host scalar.
func (d *doc) toFile(edits []yamlpos.Edit) ([]yamlpos.Edit, error) {
	for i := len(d.levels) - 1; i >= 0; i-- {
		var err error
		if edits, err = yamlpos.ScalarEdits(d.levels[i].src, d.levels[i].host, edits); err != nil {
			return nil, err
		}
	}
	return edits, nil
}

// plan builds a fix whose edits come from edit, run on the object's
// document when the fix is resolved. The edited file must still parse
// wherever it parsed before, or the fix is refused.
func plan(o *manifest.Object, desc string, edit func(d *doc) ([]yamlpos.Edit, error)) *finding.Fix {
	host, inner := o.Host, o.InnerHosts
	return &finding.Fix{
		Description: desc,
		File:        o.File,
		Resolve: func(src *yamlpos.Source) ([]finding.Edit, error) {
			d, err := newDoc(src, host, inner)
			if err != nil {
				return nil, err
			}
			inner, err := edit(d)
			if err != nil {
				return nil, err
			}
			edits, err := d.toFile(inner)
			if err != nil {
				return nil, err
			}
			// The edited document must parse wherever it parsed before.
			if d.reread {
				return positioned(d.file, edits), nil
			}
			if err := src.StillParses(edits); err != nil {
				return nil, fmt.Errorf("%w: %w", errRefused, err)
			}
			return positioned(d.file, edits), nil
		},
	}
}

func positioned(src *yamlpos.Source, edits []yamlpos.Edit) []finding.Edit {
	out := make([]finding.Edit, 0, len(edits))
	for _, e := range edits {
		fe := finding.Edit{Start: e.Start, End: e.End, Text: e.Text}
		fe.StartLine, fe.StartColumn = src.Position(e.Start)
		fe.EndLine, fe.EndColumn = src.Position(e.End)
		out = append(out, fe)
	}
	return out
}

// ReplaceValue replaces the whole value of scalar n (a key or a value) of
// object o with value, keeping the scalar's quoting.
func ReplaceValue(o *manifest.Object, n *yaml.Node, value string) *finding.Fix {
	return ReplaceInValue(o, n, 0, len(n.Value), value,
		fmt.Sprintf("replace %q with %q", n.Value, value))
}

// ReplaceInValue replaces bytes [start, end) of scalar n's value with text.
func ReplaceInValue(o *manifest.Object, n *yaml.Node, start, end int, text, desc string) *finding.Fix {
	if n == nil || n.Kind != yaml.ScalarNode || start < 0 || end > len(n.Value) || start > end {
		return nil
	}
	want := n.Value
	return plan(o, desc, func(d *doc) ([]yamlpos.Edit, error) {
		local, err := d.local(n)
		if err != nil {
			return nil, err
		}
		if local.Value != want {
			return nil, errRefused
		}
		d.reread = true
		return yamlpos.ScalarEdits(d.text, local, []yamlpos.Edit{{Start: start, End: end, Text: text}})
	})
}

// Replacement is the new value of one scalar of an object.
type Replacement struct {
	Node  *yaml.Node
	Value string
}

// ReplaceValues replaces the whole values of several scalars of object o
// in one fix (keeping each scalar's quoting): a change whose parts only
// make sense together, such as an annotation and its companion. Each edit
// is checked by reading its scalar back, and the document must still parse
// with all of them.
func ReplaceValues(o *manifest.Object, desc string, rs []Replacement) *finding.Fix {
	if len(rs) == 0 {
		return nil
	}
	for _, r := range rs {
		if r.Node == nil || r.Node.Kind != yaml.ScalarNode {
			return nil
		}
	}
	rs = append([]Replacement(nil), rs...)
	return plan(o, desc, func(d *doc) ([]yamlpos.Edit, error) {
		var all []yamlpos.Edit
		for _, r := range rs {
			local, err := d.local(r.Node)
			if err != nil {
				return nil, err
			}
			if local.Value != r.Node.Value {
				return nil, errRefused
			}
			edits, err := yamlpos.ScalarEdits(d.text, local, []yamlpos.Edit{{Start: 0, End: len(r.Node.Value), Text: r.Value}})
			if err != nil {
				return nil, err
			}
			all = append(all, edits...)
		}
		sort.Slice(all, func(i, j int) bool { return all[i].Start < all[j].Start })
		for i := 1; i < len(all); i++ {
			if all[i].Start < all[i-1].End {
				return nil, fmt.Errorf("%w: the edits overlap", errRefused)
			}
		}
		return all, nil
	})
}

// Text is the text a custom plan edits: the document an object is written
// in (the file, or an embedded configuration's text). Offsets are into
// Data; the plan's edits are mapped out to the file afterwards.
type Text struct{ d *doc }

// Data is the document's text.
func (t Text) Data() []byte { return t.d.text.Data }

// KeyLine checks that key node k starts its own line and returns that
// line's start offset and k's indentation.
func (t Text) KeyLine(k *yaml.Node) (start, indent int, err error) { return t.d.keyLine(k) }

// LineEnd is the offset just past the line break of the line holding off
// (the end of the text on the last line).
func (t Text) LineEnd(off int) int {
	data := t.d.text.Data
	if i := bytes.IndexByte(data[off:], '\n'); i >= 0 {
		return off + i + 1
	}
	return len(data)
}

// Offset is the offset in Data of node n.
func (t Text) Offset(n *yaml.Node) (int, error) { return t.d.offset(n.Line, n.Column) }

// Break is the line break the text uses at off: \r\n or \n. off may
// point into a line or at its line feed (whose carriage return, if any, is
// just before it).
func (t Text) Break(off int) string {
	data := t.d.text.Data
	if i := bytes.IndexByte(data[off:], '\n'); i >= 0 && off+i > 0 && data[off+i-1] == '\r' {
		return "\r\n"
	}
	return "\n"
}

// Custom is a fix whose edits of the object's document edit computes.
func Custom(o *manifest.Object, desc string, edit func(t Text) ([]yamlpos.Edit, error)) *finding.Fix {
	return plan(o, desc, func(d *doc) ([]yamlpos.Edit, error) { return edit(Text{d}) })
}

// ErrRefused is what a custom plan returns when the bytes do not allow an
// exact edit.
var ErrRefused = errRefused

// SingleLine reports whether the pair k: v is written on k's line alone.
func SingleLine(k, v *yaml.Node) bool { return singleLine(v, k.Line) }

// lineStart is the offset of the start of the line holding off in text.
func lineStart(text []byte, off int) int {
	return bytes.LastIndexByte(text[:off], '\n') + 1
}

// keyLine checks that key node k starts its own line in the document's
// text (only indentation before it) and returns that line's start and the
// indentation.
func (d *doc) keyLine(k *yaml.Node) (start, indent int, err error) {
	off, err := d.offset(k.Line, k.Column)
	if err != nil {
		return 0, 0, err
	}
	text := d.text.Data
	start = lineStart(text, off)
	if strings.Trim(string(text[start:off]), " ") != "" {
		return 0, 0, fmt.Errorf("%w: %q does not start its line", errRefused, k.Value)
	}
	return start, off - start, nil
}

// singleLine reports whether every node under n (n included) is a scalar
// or alias written on line, so that the pair it belongs to is one line.
func singleLine(n *yaml.Node, line int) bool {
	if n.Line != line || (n.Kind == yaml.ScalarNode && strings.ContainsAny(n.Value, "\n")) {
		return false
	}
	if n.Kind == yaml.ScalarNode && n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
		return false
	}
	for _, c := range n.Content {
		if !singleLine(c, line) {
			return false
		}
	}
	return true
}

// IndentPairs indents by two spaces the lines of the key-value pairs
// Content[from:to] of mapping m (each pair on one line of its own, in a
// block mapping): the pure indentation edit that moves arguments written
// next to an empty `arguments:` key under it.
func IndentPairs(o *manifest.Object, m *yaml.Node, from, to int, desc string) *finding.Fix {
	if m == nil || m.Kind != yaml.MappingNode || m.Style&yaml.FlowStyle != 0 || from < 0 || to > len(m.Content) || from >= to || from%2 != 0 {
		return nil
	}
	for i := from; i < to; i += 2 {
		if !singleLine(m.Content[i+1], m.Content[i].Line) {
			return nil
		}
	}
	pairs := m.Content[from:to]
	return plan(o, desc, func(d *doc) ([]yamlpos.Edit, error) {
		var edits []yamlpos.Edit
		for i := 0; i < len(pairs); i += 2 {
			start, _, err := d.keyLine(pairs[i])
			if err != nil {
				return nil, err
			}
			edits = append(edits, yamlpos.Edit{Start: start, End: start, Text: "  "})
		}
		return edits, nil
	})
}

// WrapMapping puts the pairs of block or flow mapping m (the value of key
// k) under a new key name: `k: {a: 1}` becomes `k: {name: {a: 1}}`, and a
// block mapping gets a `name:` line with its pairs indented two more
// spaces. Every pair must sit on a line of its own.
func WrapMapping(o *manifest.Object, k, m *yaml.Node, name, desc string) *finding.Fix {
	if k == nil || m == nil || m.Kind != yaml.MappingNode || len(m.Content) == 0 {
		return nil
	}
	if m.Style&yaml.FlowStyle != 0 {
		return plan(o, desc, func(d *doc) ([]yamlpos.Edit, error) {
			open, err := d.offset(m.Line, m.Column)
			if err != nil {
				return nil, err
			}
			end, ok := flowEnd(d.text.Data, open)
			if !ok {
				return nil, errRefused
			}
			return []yamlpos.Edit{{Start: open, End: open, Text: "{" + name + ": "}, {Start: end, End: end, Text: "}"}}, nil
		})
	}
	pairs := m.Content
	for i := 0; i < len(pairs); i += 2 {
		if !singleLine(pairs[i+1], pairs[i].Line) {
			return nil
		}
	}
	return plan(o, desc, func(d *doc) ([]yamlpos.Edit, error) {
		var edits []yamlpos.Edit
		for i := 0; i < len(pairs); i += 2 {
			start, indent, err := d.keyLine(pairs[i])
			if err != nil {
				return nil, err
			}
			if i == 0 {
				br := "\n"
				if j := bytes.IndexByte(d.text.Data[start:], '\n'); j > 0 && d.text.Data[start+j-1] == '\r' {
					br = "\r\n"
				}
				edits = append(edits, yamlpos.Edit{Start: start, End: start, Text: strings.Repeat(" ", indent) + name + ":" + br})
			}
			edits = append(edits, yamlpos.Edit{Start: start, End: start, Text: "  "})
		}
		// Two inserts at the first line's start: one edit, in order.
		edits[0].Text += edits[1].Text
		return append(edits[:1], edits[2:]...), nil
	})
}

// flowEnd is the offset just past the `}` or `]` closing the flow
// collection that opens at text[open], skipping quoted strings; false when
// it is not found.
func flowEnd(text []byte, open int) (int, bool) {
	depth := 0
	for i := open; i < len(text); i++ {
		switch c := text[i]; c {
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				return i + 1, true
			}
		case '"':
			for i++; i < len(text) && text[i] != '"'; i++ {
				if text[i] == '\\' {
					i++
				}
			}
		case '\'':
			for i++; i < len(text); i++ {
				if text[i] == '\'' {
					if i+1 < len(text) && text[i+1] == '\'' {
						i++
						continue
					}
					break
				}
			}
		case '#':
			if i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
				for i < len(text) && text[i] != '\n' {
					i++
				}
			}
		}
	}
	return 0, false
}

// LiftMapping replaces the pair k: m of a block mapping by m's own pairs,
// one level up: the line of k is deleted and m's lines lose the extra
// indentation, so that
//
//	arguments:
//	  binpack:
//	    binpack.weight: 10
//
// becomes `arguments:` with `binpack.weight: 10` directly under it. Only
// for a block mapping m of one-line scalar pairs, each on a line of its
// own, right after k's line, which holds nothing but the key (a comment
// there would be lost): anything else has no exact edit and no fix.
func LiftMapping(o *manifest.Object, k, m *yaml.Node, desc string) *finding.Fix {
	if k == nil || m == nil || k.Kind != yaml.ScalarNode || m.Kind != yaml.MappingNode || m.Style&yaml.FlowStyle != 0 || len(m.Content) == 0 {
		return nil
	}
	for i := 0; i < len(m.Content); i += 2 {
		v := m.Content[i+1]
		if v.Kind != yaml.ScalarNode || strings.Contains(v.Value, "\n") || v.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
			return nil
		}
	}
	pairs := m.Content
	return plan(o, desc, func(d *doc) ([]yamlpos.Edit, error) {
		t := Text{d}
		start, indent, err := d.keyLine(k)
		if err != nil {
			return nil, err
		}
		end := t.LineEnd(start)
		if line := strings.TrimRight(string(d.text.Data[start:end]), " \r\n"); !strings.HasSuffix(line, ":") || strings.Contains(line, "#") {
			return nil, fmt.Errorf("%w: %q holds more than its key", errRefused, k.Value)
		}
		// The key's line goes with the first pair's extra indentation (one
		// edit); each further pair loses the same indentation.
		var edits []yamlpos.Edit
		next, inner := end, -1
		for i := 0; i < len(pairs); i += 2 {
			s, in, err := d.keyLine(pairs[i])
			if err != nil {
				return nil, err
			}
			// Each value on its key's line (lines of the document's own
			// text: an embedded JSON string is one line of the file).
			kl, err := d.local(pairs[i])
			if err != nil {
				return nil, err
			}
			if vl, err := d.local(pairs[i+1]); err != nil || vl.Line != kl.Line {
				return nil, fmt.Errorf("%w: %q is not on one line", errRefused, pairs[i].Value)
			}
			if inner < 0 {
				inner = in
			}
			if s != next || in <= indent || in != inner {
				return nil, fmt.Errorf("%w: the pairs under %q are not the lines right after it, equally indented", errRefused, k.Value)
			}
			if i == 0 {
				edits = append(edits, yamlpos.Edit{Start: start, End: s + in - indent})
			} else {
				edits = append(edits, yamlpos.Edit{Start: s, End: s + in - indent})
			}
			next = t.LineEnd(s)
		}
		return edits, nil
	})
}
