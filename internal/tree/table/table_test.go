package table

import (
	"strings"
	"testing"
)

func TestAlignment(t *testing.T) {
	p := NewPalette(true)
	tab := Table{Headers: []string{"NAME", "QTY"}, Align: []Align{Left, Right}}
	tab.Add(Plain("队列"), Cell{Text: "8*", Style: p.Error})
	tab.Add(Plain("a"), Plain("128Gi"))
	tab.Add(Plain("├── x"), Plain("∞"))
	got := tab.String()
	want := "NAME     QTY\n" +
		"队列      " + p.Error("8*") + "\n" +
		"a      128Gi\n" +
		"├── x      ∞\n"
	if got != want {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
	if plain := NewPalette(false).Error("x"); plain != "x" {
		t.Errorf("colour off: %q", plain)
	}
	if !strings.Contains(got, "\x1b[") {
		t.Error("colour on must emit escape codes")
	}
}
