package yamlpos

import (
	"go.yaml.in/yaml/v3"
)

// ScalarOffset is the inverse of the mapping ParseEmbedded applies: it turns
// a position of src that lies inside scalar n's text into the byte offset
// in n.Value of the character there. It reports false for a position
// outside the scalar's value (its header line, its indentation).
func ScalarOffset(src *Source, n *yaml.Node, line, col int) (int, bool) {
	m := newScalarMap(src, n)
	off := src.Offset(line, col)
	if !m.block {
		if i, ok := m.valueIndex(off); ok {
			return i, true
		}
		return 0, false
	}
	yl, yc := m.ys.Position(off)
	vline, vcol := yl-m.firstLine+1, yc-m.indent
	inner := yamlSource([]byte(n.Value))
	if vline < 1 || vcol < 1 || vline > inner.Lines() {
		return 0, false
	}
	return inner.Offset(vline, vcol), true
}

// ScalarPosition is the position in src of byte offset off of scalar n's
// value: where that character is written, also inside a block scalar or a
// quoted string.
func ScalarPosition(src *Source, n *yaml.Node, off int) (line, col int) {
	m := newScalarMap(src, n)
	inner := yamlSource([]byte(n.Value))
	l, c := inner.Position(min(max(off, 0), len(n.Value)))
	return m.outer(inner, l, c)
}
