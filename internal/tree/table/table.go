// Package table lays out text tables for the terminal: columns padded to
// their widest cell, numbers right-aligned, colour applied after padding so
// escape codes never upset the alignment. Cell text is escaped with
// termsafe first (it holds names from the input), so a row is one line and
// only the table's own colours reach the terminal.
package table

import (
	"strings"
	"unicode"

	"github.com/fatih/color"
	"golang.org/x/text/width"

	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// Align is a column's alignment.
type Align int

// Alignments.
const (
	Left Align = iota
	Right
)

// Cell is one cell: its text and an optional style (a colour) applied to
// the padded text.
type Cell struct {
	Text  string
	Style func(string) string
}

// Plain is a cell without style.
func Plain(s string) Cell { return Cell{Text: s} }

// Table is a header row and rows of cells.
type Table struct {
	Headers []string
	Align   []Align
	Rows    [][]Cell
	// Gap separates columns (default two spaces).
	Gap string
}

// Add appends a row.
func (t *Table) Add(cells ...Cell) { t.Rows = append(t.Rows, cells) }

// columns is how many terminal columns s takes: East Asian wide and
// fullwidth characters take two, combining marks none, the rest one (box
// drawing, ∞, ≤, Σ included).
func columns(s string) int {
	w := 0
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r):
		case isWide(r):
			w += 2
		default:
			w++
		}
	}
	return w
}

func isWide(r rune) bool {
	switch width.LookupRune(r).Kind() {
	case width.EastAsianWide, width.EastAsianFullwidth:
		return true
	}
	return false
}

// String renders the table. Trailing blanks are trimmed from every line;
// a last column that is empty everywhere takes no room.
func (t *Table) String() string {
	gap := t.Gap
	if gap == "" {
		gap = "  "
	}
	n := len(t.Headers)
	rows := make([][]Cell, len(t.Rows))
	for i, r := range t.Rows {
		n = max(n, len(r))
		rows[i] = make([]Cell, len(r))
		for j, c := range r {
			rows[i][j] = Cell{Text: termsafe.Escape(c.Text), Style: c.Style}
		}
	}
	widths := make([]int, n)
	for i, h := range t.Headers {
		widths[i] = columns(h)
	}
	for _, r := range rows {
		for i, c := range r {
			widths[i] = max(widths[i], columns(c.Text))
		}
	}
	var b strings.Builder
	line := func(cells []Cell) {
		var l strings.Builder
		for i := 0; i < n; i++ {
			var c Cell
			if i < len(cells) {
				c = cells[i]
			}
			pad := strings.Repeat(" ", widths[i]-columns(c.Text))
			text := c.Text
			if c.Style != nil && text != "" {
				text = c.Style(text)
			}
			if i > 0 {
				l.WriteString(gap)
			}
			if i < len(t.Align) && t.Align[i] == Right {
				l.WriteString(pad + text)
			} else {
				l.WriteString(text + pad)
			}
		}
		b.WriteString(strings.TrimRight(l.String(), " ") + "\n")
	}
	if len(t.Headers) > 0 {
		hs := make([]Cell, len(t.Headers))
		for i, h := range t.Headers {
			hs[i] = Plain(termsafe.Escape(h))
		}
		line(hs)
	}
	for _, r := range rows {
		line(r)
	}
	return b.String()
}

// Palette colours text output like the lint report (internal/report.Palette):
// red for errors, yellow for warnings, cyan for information. A palette
// made with colour off returns text unchanged, so nothing depends on
// fatih/color's process-wide NoColor setting.
type Palette struct {
	Error, Warning, Info, Faint, Bold, OK func(string) string
}

// NewPalette returns colours switched on or off explicitly.
func NewPalette(enabled bool) Palette {
	mk := func(attrs ...color.Attribute) func(string) string {
		c := color.New(attrs...)
		if enabled {
			c.EnableColor()
		} else {
			c.DisableColor()
		}
		return func(s string) string { return c.Sprint(s) }
	}
	return Palette{
		Error: mk(color.FgRed, color.Bold), Warning: mk(color.FgYellow, color.Bold), Info: mk(color.FgCyan),
		Faint: mk(color.Faint), Bold: mk(color.Bold), OK: mk(color.FgGreen),
	}
}
