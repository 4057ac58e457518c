package rules

import (
	"maps"
	"slices"

	"github.com/vcqlint/vcqlint/internal/suggest"
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
// registers (newest, the sorted names of newestNames, holds it), which the
// user may have meant for an upgrade.
func fixName(name string, known map[string]bool, newest []string) string {
	best, dist, unique := suggest.Nearest(name, newest)
	if !unique || dist > maxFixDistance || !known[best] {
		return ""
	}
	return best
}

// newestNames are the names of a kind (actions, plugins, options) in the
// newest release vcqlint knows, with what the run declares on top, sorted
// and each once.
func newestNames(pick func(volcano.Behaviour) map[string]bool, target map[string]bool) []string {
	all := maps.Clone(pick(volcano.For(volcano.Newest())))
	maps.Copy(all, target)
	return slices.Sorted(maps.Keys(all))
}
