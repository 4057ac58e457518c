// Package suggest finds the "did you mean" for a word that names nothing
// vcqlint knows: a flag, a command, a configuration key, a rule, a field,
// a plugin, an action. Every suggestion vcqlint makes comes from here, with
// one measure of nearness, so a typo is caught or missed the same way
// wherever it is written.
package suggest

import (
	"strings"

	"github.com/agnivade/levenshtein"
)

// Limit is how many edits (insertions, deletions, substitutions; case
// ignored) word may be from a name for the name to be suggested: 2, or a
// third of word's length for longer words. Two catches the usual slips (a
// swapped pair is two edits: gaurantee, VQC203) in short names; a third
// keeps long names (enableHierarchy) from matching everything of their
// length.
func Limit(word string) int { return max(2, len(word)/3) }

// Nearest is the candidate nearest to word: one equal to it but for case
// first, else the one with the fewest edits within Limit(word), the first
// of equally near ones (callers pass candidates in a fixed order). unique
// says no other candidate is as near; dist is the edits (0 for a match but
// for case). name is "" when none is within the limit, or word is empty.
func Nearest(word string, candidates []string) (name string, dist int, unique bool) {
	if word == "" {
		return "", 0, false
	}
	lower := strings.ToLower(word)
	folded := 0
	for _, c := range candidates {
		if strings.ToLower(c) == lower {
			if folded == 0 {
				name = c
			}
			folded++
		}
	}
	if folded > 0 {
		return name, 0, folded == 1
	}
	best, ties := Limit(word)+1, 0
	for _, c := range candidates {
		switch d := levenshtein.ComputeDistance(lower, strings.ToLower(c)); {
		case d < best:
			name, best, ties = c, d, 1
		case d == best && name != "":
			ties++
		}
	}
	if name == "" {
		return "", 0, false
	}
	return name, best, ties == 1
}

// Closest is Nearest's name: the candidate word most likely meant, or "".
func Closest(word string, candidates []string) string {
	name, _, _ := Nearest(word, candidates)
	return name
}
