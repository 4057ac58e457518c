package tree

import (
	"regexp"
	"testing"
)

// TestMarkdownCellEscapes: in a cell of the step summary's table a name
// keeps its text but none of its punctuation acts as Markdown or HTML, and
// a line break cannot end the row; a plain name is left as it is.
func TestMarkdownCellEscapes(t *testing.T) {
	if got := mdCell("team-a.prod/gpu 1 (x)"); got != "team-a.prod/gpu 1 (x)" {
		t.Errorf("a plain name changed: %q", got)
	}
	if got, want := mdCell("[click](https://e.example/)"), `\[click\](https://e.example/)`; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	// An active character is one not preceded by a backslash, the
	// backslash itself included (\\ is an escaped backslash).
	active := regexp.MustCompile("(^|[^\\\\])(\\\\\\\\)*[][|`*_~<>\n\r]")
	for _, name := range []string{
		"[click](https://e.example/) ![i](x.png)", "a|b `c` *d* _e_ ~~f~~", `back\slash\`, `\[x](y)`,
		"<b>x</b> & </details>", "line\n```\r| x |", "```mermaid",
	} {
		if got := mdCell(name); active.MatchString(got) {
			t.Errorf("mdCell(%q) = %q leaves Markdown active", name, got)
		}
	}
}
