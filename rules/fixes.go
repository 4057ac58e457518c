package rules

import (
	"strings"

	"github.com/agnivade/levenshtein"

	"github.com/vcqlint/vcqlint/internal/volcano"
)

// maxFixDistance is how far (in case-insensitive edits) a misspelt name
// may be from the one a fix writes: a case slip or a letter or two.
// Further than that, "did you mean" is a hint for a person, not a fix.
const maxFixDistance = 2

// fixName returns the one name of known that name was meant to be, for a
// fix: the only name equal to it but for case, else the only name nearest
// to it within maxFixDistance. It returns "" when the intent is ambiguous:
// two names equally near, or a near name that a later Volcano release
// registers (names of all releases, newest, hold it), which the user may
// have meant for an upgrade.
func fixName(name string, known map[string]bool, newest map[string]bool) string {
	lower := strings.ToLower(name)
	var folded []string
	for k := range newest {
		if strings.ToLower(k) == lower {
			folded = append(folded, k)
		}
	}
	if len(folded) > 0 {
		if len(folded) == 1 && known[folded[0]] {
			return folded[0]
		}
		return ""
	}
	best, bestDist, ties := "", maxFixDistance+1, 0
	for k := range newest {
		d := levenshtein.ComputeDistance(lower, strings.ToLower(k))
		switch {
		case d < bestDist:
			best, bestDist, ties = k, d, 1
		case d == bestDist:
			ties++
		}
	}
	if ties != 1 || !known[best] {
		return ""
	}
	return best
}

// newestNames are the names of a kind (actions, plugins, options) in the
// newest release vcqlint knows, with what the run declares on top.
func newestNames(pick func(volcano.Behaviour) map[string]bool, target map[string]bool) map[string]bool {
	out := map[string]bool{}
	for k := range pick(volcano.For(volcano.Newest())) {
		out[k] = true
	}
	for k := range target {
		out[k] = true
	}
	return out
}
