// Package mdcheck reads back the Markdown termsafe.Markdown writes, for
// tests: no Markdown parser is in vcqlint's module graph, so this is a
// strict check of its own, written apart from the escaper it checks.
package mdcheck

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Inline reads s as inline Markdown that must be inert: every character
// with a meaning in CommonMark inline text, in GFM (tables,
// strike-through) or to GitHub (mentions, issue references) escaped, an
// entity one termsafe.Markdown writes, and nothing that starts a block at
// the start of a line (indentation, a list or heading marker). It returns
// the text as a renderer shows it, the zero-width spaces after `@` and `#`
// left out, or what is not inert.
func Inline(s string) (string, error) {
	var out strings.Builder
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\':
			if i+1 >= len(s) || !strings.ContainsRune("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", rune(s[i+1])) {
				return "", fmt.Errorf("byte %d: a backslash escapes nothing", i)
			}
			out.WriteByte(s[i+1])
			i += 2
			if s[i-1] == '#' {
				if !strings.HasPrefix(s[i:], "&#8203;") {
					return "", fmt.Errorf("byte %d: # without a zero-width space: an issue reference", i)
				}
				i += len("&#8203;")
			}
			continue
		case c == '&':
			matched := false
			for ent, ch := range map[string]string{"&lt;": "<", "&gt;": ">", "&amp;": "&", "&#32;": " "} {
				if strings.HasPrefix(s[i:], ent) {
					out.WriteString(ch)
					i += len(ent)
					matched = true
					break
				}
			}
			if !matched {
				return "", fmt.Errorf("byte %d: an entity Markdown does not write", i)
			}
			continue
		case c == '@':
			if !strings.HasPrefix(s[i+1:], "&#8203;") {
				return "", fmt.Errorf("byte %d: @ without a zero-width space: a mention", i)
			}
			out.WriteByte('@')
			i += 1 + len("&#8203;")
			continue
		case strings.IndexByte("<>`*_~|[]!#", c) >= 0:
			return "", fmt.Errorf("byte %d: %q unescaped", i, c)
		case c < 0x20 || c == 0x7f:
			return "", fmt.Errorf("byte %d: control character %q", i, c)
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		if r == '\u2028' || r == '\u2029' || r == 0x85 {
			return "", fmt.Errorf("byte %d: a line separator", i)
		}
		out.WriteString(s[i : i+w])
		i += w
	}
	if s != "" && strings.ContainsRune(" -+=", rune(s[0])) {
		return "", fmt.Errorf("starts with indentation, a list or a heading marker %q", s[0])
	}
	if i := strings.IndexFunc(s, func(r rune) bool { return r < '0' || r > '9' }); i > 0 && (s[i] == '.' || s[i] == ')') {
		return "", fmt.Errorf("starts a numbered list item")
	}
	return out.String(), nil
}
