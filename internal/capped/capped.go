// Package capped shortens what messages list or quote, so that a finding's
// size does not grow with hostile input: a 10,000-queue chain, an action
// list of millions of entries, a quantity of a million digits.
package capped

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Items is how many entries Join keeps at each end of a long list.
const Items = 5

// Join joins items with sep; past 2·Items+1 entries it keeps the first and
// last Items and says how many it left out:
// "q1 → … → q5 → … (9,990 more) → q9996 → … → q10000".
func Join(items []string, sep string) string {
	if len(items) <= 2*Items+1 {
		return strings.Join(items, sep)
	}
	return JoinEnds(items[:Items], items[len(items)-Items:], len(items), sep)
}

// JoinEnds is Join of a list of total items given only its first and last
// ones, for lists too long to build: "a > b > … (n more) > y > z".
func JoinEnds(head, tail []string, total int, sep string) string {
	more := total - len(head) - len(tail)
	return strings.Join(head, sep) + sep + fmt.Sprintf("… (%s more)", Count(more)) + sep + strings.Join(tail, sep)
}

// Runes is how many characters Text keeps of a long text.
const Runes = 64

// Text returns s, or its first and last characters around "…" when it is
// longer than Runes bytes.
func Text(s string) string {
	if len(s) <= Runes {
		return s
	}
	// Counted and cut in place: converting a value of megabytes to runes
	// would cost four times its size.
	n := utf8.RuneCountInString(s)
	if n <= Runes {
		return s
	}
	half := Runes / 2
	head := 0
	for range half {
		_, w := utf8.DecodeRuneInString(s[head:])
		head += w
	}
	tail := len(s)
	for range half {
		_, w := utf8.DecodeLastRuneInString(s[:tail])
		tail -= w
	}
	return s[:head] + fmt.Sprintf("…(%s characters)…", Count(n)) + s[tail:]
}

// Count renders n with thousands separators: 9994 → "9,994".
func Count(n int) string {
	s := fmt.Sprint(n)
	if n < 0 {
		return "-" + Count(-n)
	}
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}
