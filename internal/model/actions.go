package model

import "strings"

// Action is one name of the comma-separated `actions` string.
type Action struct {
	Name string
	// Offset is the byte offset of the name in the string.
	Offset int
}

// MaxActions is how many items of `actions` SplitActions returns. Volcano
// registers about ten actions; a longer list only repeats them, and an
// input of megabytes of "allocate, " would otherwise cost hundreds of
// bytes of Rego input per item. CountActions says how many there are.
const MaxActions = 64

// SplitActions splits `actions` as Volcano does (strings.Split on ",",
// then TrimSpace), keeping empty items: Volcano fails on them. It returns
// the first MaxActions items and reads no further.
func SplitActions(s string) []Action {
	var out []Action
	off := 0
	for len(out) < MaxActions {
		part, rest, more := strings.Cut(s[off:], ",")
		lead := len(part) - len(strings.TrimLeft(part, " \t\n"))
		out = append(out, Action{Name: strings.TrimSpace(part), Offset: off + lead})
		if !more {
			break
		}
		off = len(s) - len(rest)
	}
	return out
}

// CountActions is how many items Volcano's split of `actions` has.
func CountActions(s string) int { return strings.Count(s, ",") + 1 }
