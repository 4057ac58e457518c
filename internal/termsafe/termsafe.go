// Package termsafe makes untrusted text safe to print on a terminal or in a
// text report. Queue names, messages that quote them, file names and the
// metadata of users' policies all come from input vcqlint does not control:
// printed raw, an escape sequence in a queue name could retitle or clear the
// terminal, a line break could forge a finding line, and a bidirectional
// control (U+202E, U+2066-U+2069: "Trojan Source") could show text in an
// order other than the one it has.
package termsafe

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Escape returns s with every character a terminal or a text viewer could
// act on written as a visible Go escape, as %q writes it: C0 controls
// (\n, \r, \t, \x1b, ...), DEL (\x7f), C1 controls (\u009b), format
// controls, bidirectional ones included (\u202e, \u2066), the line and
// paragraph separators (\u2028, \u2029), and bytes that are not UTF-8
// (\xff). Everything else, backslashes included, is kept as it is, so that
// ordinary names and Windows paths read unchanged; s is returned as it is
// when nothing needs escaping.
func Escape(s string) string {
	if !needsEscape(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case unsafe(r):
			q := strconv.QuoteRuneToASCII(r) // '\x1b', '\u202e'
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// needsEscape reports whether Escape would change s.
func needsEscape(s string) bool {
	if !utf8.ValidString(s) {
		return true
	}
	for _, r := range s {
		if unsafe(r) {
			return true
		}
	}
	return false
}

// unsafe reports whether r must be escaped: controls (Cc), format
// characters (Cf, where the bidirectional controls are) and the line and
// paragraph separators, which some viewers break lines at.
func unsafe(r rune) bool {
	return unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Cf, r) ||
		unicode.Is(unicode.Zl, r) || unicode.Is(unicode.Zp, r)
}

// Safe reports whether s can be printed as it is: Escape would not change
// it.
func Safe(s string) bool { return !needsEscape(s) }

// EscapeLines escapes each line of a multi-line text, such as a rule's
// documentation, and keeps the line breaks between them (a CR before one
// is escaped, as are all other controls).
func EscapeLines(s string) string {
	if !needsEscape(s) {
		return s
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = Escape(l)
	}
	return strings.Join(lines, "\n")
}
