package yamlpos

import (
	"strings"
	"testing"
)

// ScalarOffset inverts what ParseEmbedded's mapping does, and
// ScalarPosition is that mapping: a round trip through every character of
// block, quoted and plain scalars lands where it started.
func TestScalarOffsetAndPositionRoundTrip(t *testing.T) {
	data := []byte("a: |\n  actions: x\n  tiers:\n  - name: gang\nb: \"q\\tz\\n y\"\nc: plain words\n")
	docs, errs := Parse(data)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	src := NewSource(data)
	root := docs[0].Root
	for i := 1; i < len(root.Content); i += 2 {
		n := root.Content[i]
		for off := 0; off < len(n.Value); off++ {
			if n.Value[off] == '\n' {
				continue
			}
			line, col := ScalarPosition(src, n, off)
			got, ok := ScalarOffset(src, n, line, col)
			if !ok || got != off {
				t.Errorf("%s offset %d -> %d:%d -> %d %v", root.Content[i-1].Value, off, line, col, got, ok)
			}
		}
	}
	block := root.Content[1]
	if line, col := ScalarPosition(src, block, strings.Index(block.Value, "gang")); line != 4 || col != 11 {
		t.Errorf("gang at %d:%d, want 4:11", line, col)
	}
	if _, ok := ScalarOffset(src, block, 1, 4); ok {
		t.Error("the block's header is not inside its value")
	}
}
