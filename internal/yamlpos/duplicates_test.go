package yamlpos

import (
	"fmt"
	"testing"
)

func TestDuplicateKeys(t *testing.T) {
	cases := []struct {
		name, text string
		want       []string // "key line:col first-line"
	}{
		{"repeat at the top", "a: 1\nb: 2\na: 3\n", []string{"a 3:1 1"}},
		{"repeat nested, and in a flow mapping", "m:\n  x: 1\n  x: 2\nf: {y: 1, y: 2}\n", []string{"x 3:3 2", "y 4:11 4"}},
		{"three times: each repeat", "a: 1\na: 2\na: 3\n", []string{"a 2:1 1", "a 3:1 1"}},
		{"1 and \"1\" are one JSON field", "1: a\n\"1\": b\n", []string{"1 2:1 1"}},
		{"same key in different mappings", "a: {x: 1}\nb: {x: 1}\n", nil},
		{"merge keys may repeat", "b1: &b {x: 1}\nb2: &c {y: 1}\nm:\n  <<: *b\n  <<: *c\n", nil},
		{"an alias is not walked again", "a: &a {x: 1, x: 2}\nb: *a\nc: *a\n", []string{"x 1:14 1"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			docs, errs := Parse([]byte(c.text))
			if len(errs) > 0 || len(docs) != 1 {
				t.Fatalf("parse: %v", errs)
			}
			var got []string
			for _, d := range DuplicateKeys(docs[0].Root) {
				got = append(got, fmt.Sprintf("%s %d:%d %d", d.Key.Value, d.Key.Line, d.Key.Column, d.First.Line))
			}
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("got %v, want %v", got, c.want)
			}
		})
	}
}

// TestDuplicateKeysLargeMapping covers the map path, past smallMapping keys.
func TestDuplicateKeysLargeMapping(t *testing.T) {
	text := ""
	for i := range 2 * smallMapping {
		text += fmt.Sprintf("k%d: %d\n", i, i)
	}
	text += "k3: again\n"
	docs, _ := Parse([]byte(text))
	got := DuplicateKeys(docs[0].Root)
	if len(got) != 1 || got[0].Key.Line != 2*smallMapping+1 || got[0].First.Line != 4 {
		t.Fatalf("got %+v", got)
	}
}
