package termsafe

import "strings"

// Markdown makes untrusted text safe to place in GitHub-flavoured Markdown
// outside code spans and fences (a pull-request review comment, a step
// summary's table cell), shown as written: control, format and line
// separator characters as visible escapes (Escape, so the text stays on
// one line and cannot end a paragraph, a table row or a fence), `<`, `>`
// and `&` as entities (no HTML, no block quote), and the ASCII punctuation
// that makes code, emphasis, strike-through, links, images, table cells
// and headings backslash-escaped (CommonMark lets any ASCII punctuation be
// escaped), as well as a list marker that starts the text. A bare URL may
// still be linked by GitHub's autolinking; it is shown as written. An `@` or `#` gets a zero-width space after it
// (`&#8203;`), so that GitHub neither notifies a user or team (`@team`) nor
// links an issue or pull request (`#1`, `org/repo#1`), which it does on the
// rendered text, escapes or not (Renovate writes mentions the same way).
func Markdown(s string) string {
	s = markdownEscaper.Replace(Escape(s))
	// At the start of a line, spaces indent (four make a code block), `-`,
	// `+` and `=` make a list item or a heading's underline, and digits
	// before a `.` or `)` a numbered item: the spaces become entities, which
	// indent nothing, and the marker is escaped.
	body := strings.TrimLeft(s, " ")
	lead := strings.Repeat("&#32;", len(s)-len(body))
	if body != "" && strings.ContainsRune("-+=", rune(body[0])) {
		return lead + `\` + body
	}
	if i := strings.IndexFunc(body, func(r rune) bool { return r < '0' || r > '9' }); i > 0 && (body[i] == '.' || body[i] == ')') {
		return lead + body[:i] + `\` + body[i:]
	}
	return lead + body
}

// markdownEscaper escapes every character with a meaning in Markdown
// inline text. Its replacements are not read again, so the `&` of an
// entity it writes stays as it is.
var markdownEscaper = strings.NewReplacer(
	"<", "&lt;", ">", "&gt;", "&", "&amp;",
	"@", "@&#8203;", "#", `\#&#8203;`,
	`\`, `\\`, "`", "\\`", "*", `\*`, "_", `\_`, "~", `\~`, "|", `\|`,
	"[", `\[`, "]", `\]`, "!", `\!`,
)
