package termsafe_test

import (
	"testing"

	"github.com/vcqlint/vcqlint/internal/termsafe"
)

func TestEscape(t *testing.T) {
	for in, want := range map[string]string{
		"team-a":                      "team-a",
		`C:\q\a.yaml`:                 `C:\q\a.yaml`,
		"équipe 队列 ∞ Σ":               "équipe 队列 ∞ Σ",
		"evil\x1b]0;title\a\x1b[2J":   `evil\x1b]0;title\a\x1b[2J`,
		"a\r\nq.yaml:1:1: error fake": `a\r\nq.yaml:1:1: error fake`,
		"tab\there":                   `tab\there`,
		"del\x7f c1\u009b[2J":         `del\x7f c1\u009b[2J`,
		"abc\u202edcba":               `abc\u202edcba`,
		"\u2066x\u2067y\u2068z\u2069": `\u2066x\u2067y\u2068z\u2069`,
		"zero\u200bwidth\ufeff":       `zero\u200bwidth\ufeff`,
		"line\u2028para\u2029":        `line\u2028para\u2029`,
		"bad\xffutf8\xc3":             `bad\xffutf8\xc3`,
		"replacement \ufffd is kept":  "replacement \ufffd is kept",
	} {
		if got := termsafe.Escape(in); got != want {
			t.Errorf("Escape(%q) = %q, want %q", in, got, want)
		}
	}
}

// Nothing Escape returns can act on a terminal: no control, format or
// separator character, and valid UTF-8.
func FuzzEscape(f *testing.F) {
	for _, s := range []string{"a", "\x1b[2J", "\u202e", "\xff", "\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := termsafe.Escape(s)
		if !termsafe.Safe(out) {
			t.Fatalf("Escape(%q) = %q is not safe", s, out)
		}
	})
}

func TestEscapeLines(t *testing.T) {
	in := "first line\nsecond \x1b[2J line\r\n\u202elast"
	want := "first line\nsecond \\x1b[2J line\\r\n\\u202elast"
	if got := termsafe.EscapeLines(in); got != want {
		t.Errorf("EscapeLines(%q) = %q, want %q", in, got, want)
	}
}
