package fixapply

import (
	"bytes"
	"fmt"
	"io"
)

// contextLines is how many unchanged lines surround a hunk, as diff -u.
const contextLines = 3

// Unified writes the change of a file from before to after as a unified diff
// whose headers name it oldName and newName (git's "a/f" and "b/f"),
// which patch and git apply accept. The diff
// is computed line by line between the common prefix and suffix of each
// run of changed lines, in time linear in the file: the fixes' edits are
// few and local, so there is nothing for a general (quadratic) diff
// algorithm to discover.
func Unified(w io.Writer, oldName, newName string, before, after []byte) error {
	if bytes.Equal(before, after) {
		return nil
	}
	a, b := splitLines(before), splitLines(after)
	// Matching lines: a common prefix and suffix, and between them the
	// lines are compared in step where both sides have the same number of
	// lines in a changed run (fix edits rarely add or remove lines).
	ops := lineOps(a, b)
	hunks := group(ops)
	if _, err := fmt.Fprintf(w, "--- %s\n+++ %s\n", oldName, newName); err != nil {
		return err
	}
	for _, h := range hunks {
		if err := h.write(w, a, b); err != nil {
			return err
		}
	}
	return nil
}

// splitLines cuts text after each \n; a last line without one is kept.
func splitLines(text []byte) [][]byte {
	var out [][]byte
	for len(text) > 0 {
		i := bytes.IndexByte(text, '\n')
		if i < 0 {
			out = append(out, text)
			break
		}
		out = append(out, text[:i+1])
		text = text[i+1:]
	}
	return out
}

// op is one line of the diff: equal (a line of both), delete (of a) or
// insert (of b); ai and bi are the line indexes.
type op struct {
	kind   byte // ' ', '-', '+'
	ai, bi int
}

// lineOps aligns a and b: equal lines are taken in order from both ends;
// the unequal middle is matched by a greedy walk that re-synchronises on
// the next line equal on both sides, which for local edits gives the
// minimal diff.
func lineOps(a, b [][]byte) []op {
	var ops []op
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		if i < len(a) && j < len(b) && bytes.Equal(a[i], b[j]) {
			ops = append(ops, op{' ', i, j})
			i, j = i+1, j+1
			continue
		}
		// Find the nearest (i2, j2) with a[i2] == b[j2], by growing
		// distance, bounded so that the walk stays linear.
		ni, nj, found := resync(a, b, i, j)
		if !found {
			ni, nj = len(a), len(b)
		}
		for ; i < ni; i++ {
			ops = append(ops, op{'-', i, j})
		}
		for ; j < nj; j++ {
			ops = append(ops, op{'+', i, j})
		}
	}
	return ops
}

// resyncWindow bounds how far resync looks for the next common line.
const resyncWindow = 64

func resync(a, b [][]byte, i, j int) (int, int, bool) {
	for d := 1; d <= 2*resyncWindow; d++ {
		for di := 0; di <= d; di++ {
			dj := d - di
			if di > resyncWindow || dj > resyncWindow {
				continue
			}
			if i+di < len(a) && j+dj < len(b) && bytes.Equal(a[i+di], b[j+dj]) && tailEqual(a, b, i+di, j+dj) {
				return i + di, j + dj, true
			}
		}
	}
	return 0, 0, false
}

// tailEqual requires a few equal lines in a row, so that a common blank
// line does not pass for the end of a change.
func tailEqual(a, b [][]byte, i, j int) bool {
	for k := 0; k < 1; k++ {
		if i+k >= len(a) || j+k >= len(b) {
			return i+k >= len(a) && j+k >= len(b)
		}
		if !bytes.Equal(a[i+k], b[j+k]) {
			return false
		}
	}
	return true
}

type hunk struct{ ops []op }

// group cuts ops into hunks of changes with contextLines of context,
// merging hunks whose context would touch.
func group(ops []op) []hunk {
	var hunks []hunk
	var changes []int
	for k, o := range ops {
		if o.kind != ' ' {
			changes = append(changes, k)
		}
	}
	for c := 0; c < len(changes); {
		start := max(changes[c]-contextLines, 0)
		end := changes[c]
		for c < len(changes) && changes[c] <= end+2*contextLines {
			end = changes[c]
			c++
		}
		hunks = append(hunks, hunk{ops[start:min(end+contextLines+1, len(ops))]})
	}
	return hunks
}

func (h hunk) write(w io.Writer, a, b [][]byte) error {
	var la, lb int
	for _, o := range h.ops {
		if o.kind != '+' {
			la++
		}
		if o.kind != '-' {
			lb++
		}
	}
	first := h.ops[0]
	sa, sb := first.ai+1, first.bi+1
	if la == 0 {
		sa--
	}
	if lb == 0 {
		sb--
	}
	if _, err := fmt.Fprintf(w, "@@ -%s +%s @@\n", rangeOf(sa, la), rangeOf(sb, lb)); err != nil {
		return err
	}
	for _, o := range h.ops {
		line := a
		idx := o.ai
		if o.kind == '+' {
			line, idx = b, o.bi
		}
		text := line[idx]
		if _, err := fmt.Fprintf(w, "%c%s", o.kind, text); err != nil {
			return err
		}
		if !bytes.HasSuffix(text, []byte("\n")) {
			if _, err := io.WriteString(w, "\n\\ No newline at end of file\n"); err != nil {
				return err
			}
		}
	}
	return nil
}

func rangeOf(start, n int) string {
	if n == 1 {
		return fmt.Sprint(start)
	}
	return fmt.Sprintf("%d,%d", start, n)
}
