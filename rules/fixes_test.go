package rules

import (
	"testing"

	"github.com/vcqlint/vcqlint/internal/volcano"
)

func set(names ...string) map[string]bool {
	m := map[string]bool{}
	for _, n := range names {
		m[n] = true
	}
	return m
}

// A fix needs one intended name: a case slip, or the only name within two
// letters, registered in the target; never a tie, never a name of a later
// release, never a far guess.
func TestFixName(t *testing.T) {
	known := set("enqueue", "allocate", "backfill", "preempt", "reclaim", "shuffle", "gangpreempt", "gangreclaim")
	cases := []struct {
		name string
		want string
	}{
		{"gangPreempt", "gangpreempt"},
		{"Allocate", "allocate"},
		{"backfil", "backfill"},
		{"shuffles", "shuffle"},
		{"preemt", "preempt"},
		{"alocat3d", ""}, // three edits away
		{"magic", ""},
	}
	for _, c := range cases {
		if got := fixName(c.name, known, sortedNames(known)); got != c.want {
			t.Errorf("fixName(%q) = %q, want %q", c.name, got, c.want)
		}
	}
	// Two names one edit away: ambiguous.
	if got := fixName("ab", set("abc", "abd"), []string{"abc", "abd"}); got != "" {
		t.Errorf("tie fixed to %q", got)
	}
	// gangPreempt on a target without gangpreempt: the user may mean the
	// upgrade, not "preempt".
	ver, err := volcano.ParseVersion("1.14")
	if err != nil {
		t.Fatal(err)
	}
	v114 := volcano.For(ver)
	if got := fixName("gangPreempt", v114.Actions, newestNames(volcano.ActionsOf, v114.Actions)); got != "" {
		t.Errorf("on 1.14 gangPreempt fixed to %q", got)
	}
	// Two names equal but for case: which one is meant is unknown.
	if got := fixName("FOO", set("foo", "Foo"), []string{"Foo", "foo"}); got != "" {
		t.Errorf("case tie fixed to %q", got)
	}
}
