package suggest_test

import (
	"testing"

	"github.com/vcqlint/vcqlint/internal/suggest"
)

func TestNearest(t *testing.T) {
	known := []string{"guarantee", "deserved", "capability", "weight", "parent", "reclaimable"}
	cases := []struct {
		word       string
		candidates []string
		want       string
		dist       int
		unique     bool
	}{
		{"gaurantee", known, "guarantee", 2, true},
		{"Weight", known, "weight", 0, true}, // case alone
		{"capabilty", known, "capability", 1, true},
		{"xyz", known, "", 0, false},                      // nothing near
		{"cpu", []string{"gpu", "cpus"}, "gpu", 1, false}, // two at 1 edit: the first, not unique
		{"cp", []string{"cpu"}, "cpu", 1, true},
		{"enableHierarchi", []string{"enableHierarchy", "enableJobOrder"}, "enableHierarchy", 1, true},
		{"a", []string{"A", "a"}, "A", 0, false},  // two equal but for case
		{"", []string{"ab", "abc"}, "", 0, false}, // nothing to go by
	}
	for _, c := range cases {
		name, dist, unique := suggest.Nearest(c.word, c.candidates)
		if name != c.want || dist != c.dist || unique != c.unique {
			t.Errorf("Nearest(%q) = %q, %d, %v; want %q, %d, %v", c.word, name, dist, unique, c.want, c.dist, c.unique)
		}
	}
}

func TestLimitGrowsWithTheWord(t *testing.T) {
	for word, want := range map[string]int{"": 2, "cpu": 2, "guarantee": 3, "enableHierarchy": 5} {
		if got := suggest.Limit(word); got != want {
			t.Errorf("Limit(%q) = %d, want %d", word, got, want)
		}
	}
	// Just over the limit is not suggested.
	if got := suggest.Closest("abcdef", []string{"uvwdef"}); got != "" {
		t.Errorf("3 edits on 6 letters suggested %q", got)
	}
	if got := suggest.Closest("abcdef", []string{"uvcdef"}); got != "uvcdef" {
		t.Errorf("2 edits on 6 letters not suggested: %q", got)
	}
}
