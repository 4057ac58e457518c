package termsafe

import (
	"testing"

	"github.com/vcqlint/vcqlint/internal/termsafe/mdcheck"
)

// hostileMarkdown are texts a pull request can put in a queue name, a
// message or a user policy's ID, built to act on a Markdown page.
var hostileMarkdown = []string{
	"@org/platform-team please look", "cc @octocat", "![pixel](https://evil.example/p.png)",
	"[click here](https://evil.example)", "<img src=x onerror=alert(1)>", "<details><summary>x</summary>",
	"`code` and ``more``", "**bold** _em_ __strong__ *x*", "# heading", "## h2", "- item", "+ item", "* item",
	"1. first", "12) twelfth", "> quote", "| a | b |", "a|b", "line\nbreak\r\n# heading", "```\nfence",
	"~~~", "~~strike~~", "&amp; &lt;tag&gt; &#64;team &#x40;", "#123", "org/repo#45", "\\[not a link\\]",
	"===", "---", "<https://evil.example>", "https://example.com/a_b*c", "\u202eevil\u2066", "\x1b[2J",
	"trailing backslash \\", "", "plain-name_1.2", "    indented code", "  - indented item", " 3. item", "   ",
}

func TestMarkdownIsInertAndShowsTheText(t *testing.T) {
	for _, s := range hostileMarkdown {
		got := Markdown(s)
		shown, err := mdcheck.Inline(got)
		if err != nil {
			t.Errorf("Markdown(%q) = %q: %v", s, got, err)
			continue
		}
		if want := Escape(s); shown != want {
			t.Errorf("Markdown(%q) shows %q, want %q", s, shown, want)
		}
	}
	if got := Markdown("cc @team about #12"); got != `cc @&#8203;team about \#&#8203;12` {
		t.Errorf("got %q", got)
	}
}

func FuzzMarkdown(f *testing.F) {
	for _, s := range hostileMarkdown {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Markdown(s)
		shown, err := mdcheck.Inline(got)
		if err != nil {
			t.Fatalf("Markdown(%q) = %q: %v", s, got, err)
		}
		if want := Escape(s); shown != want {
			t.Fatalf("Markdown(%q) shows %q, want %q", s, shown, want)
		}
	})
}
