package gitsrc_test

import (
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"testing"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/gitsrc"
)

func lines(set map[int]bool) []int {
	out := []int{}
	for l := range set {
		out = append(out, l)
	}
	sort.Ints(out)
	return out
}

func TestAddedLines(t *testing.T) {
	cases := []struct {
		name, before, after string
		want                []int
	}{
		{"same", "a\nb\nc\n", "a\nb\nc\n", []int{}},
		{"changed middle", "a\nb\nc\n", "a\nB\nc\n", []int{2}},
		{"inserted", "a\nc\n", "a\nb1\nb2\nc\n", []int{2, 3}},
		{"deleted only", "a\nb\nc\n", "a\nc\n", []int{}},
		{"appended", "a\n", "a\nb\n", []int{2}},
		{"from empty", "", "a\nb\n", []int{1, 2}},
		{"to empty", "a\n", "", []int{}},
		{"last line without newline", "a\nb", "a\nc", []int{2}},
		{"CRLF", "a\r\nb\r\n", "a\r\nx\r\n", []int{2}},
	}
	for _, c := range cases {
		if got := lines(gitsrc.AddedLines(c.before, c.after)); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: AddedLines = %v, want %v", c.name, got, c.want)
		}
	}
}

// The work tree differs from HEAD: child.yaml's cpu line changed, a new
// untracked file exists, parent.yaml is untouched.
func TestChangesInWorkTree(t *testing.T) {
	r := history(t)
	r.Write(map[string]string{
		"queues/child.yaml": "# a comment shifts every line\n" + queue("child", "parent", "9"),
		"queues/new.yaml":   queue("new", "parent", "1"),
	})
	repo := open(t, r.Dir, "")
	outside := filepath.Join(t.TempDir(), "outside.yaml")
	if err := os.WriteFile(outside, []byte(queue("o", "", "1")), 0o644); err != nil {
		t.Fatal(err)
	}
	// Findings name files relative to the working directory, here queues/.
	cwd := filepath.Join(r.Dir, "queues")
	ch, err := repo.ChangesInWorkTree("HEAD", cwd)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		file string
		line int
		want bool
	}{
		{"child.yaml", 1, true},  // the comment
		{"child.yaml", 9, true},  // cpu: "9"
		{"child.yaml", 5, false}, // name: child, moved down but unchanged
		{"parent.yaml", 7, false},
		{"new.yaml", 3, true},                                   // untracked
		{filepath.Join(r.Dir, "queues", "child.yaml"), 9, true}, // absolute name
		{outside, 1, true},                                      // outside the repository
		{"<stdin>", 1, true},
		{"child.yaml", 0, true}, // no line: the file changed
		{"parent.yaml", 0, false},
	}
	for _, c := range cases {
		got, err := ch.Changed(c.file, c.line)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("Changed(%s, %d) = %v, want %v", c.file, c.line, got, c.want)
		}
	}
	// Against v1 (cpu 6 -> 9 and the comment), the same lines changed.
	ch, err = repo.ChangesInWorkTree("v1", cwd)
	if err != nil {
		t.Fatal(err)
	}
	fs := []finding.Finding{
		{RuleID: "A", Pos: finding.Position{File: "child.yaml", Line: 9}},
		{RuleID: "B", Pos: finding.Position{File: "child.yaml", Line: 5}},
		{RuleID: "C", Pos: finding.Position{File: "parent.yaml", Line: 7}},
		{RuleID: "D", Pos: finding.Position{File: "new.yaml", Line: 9}},
	}
	kept, err := ch.Filter(fs)
	if err != nil {
		t.Fatal(err)
	}
	if len(kept) != 2 || kept[0].RuleID != "A" || kept[1].RuleID != "D" {
		t.Errorf("Filter kept %+v, want A and D", kept)
	}
	if _, err := repo.ChangesInWorkTree("no-such-rev", cwd); err == nil {
		t.Error("an unknown base revision must be an error")
	}
}

// Between two commits (--git with --ref and --new-from-rev).
func TestChangesInTree(t *testing.T) {
	r := history(t)
	repo := open(t, r.Dir, "next")
	tree, err := repo.Tree()
	if err != nil {
		t.Fatal(err)
	}
	ch, err := repo.ChangesInTree("v1", tree)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		file string
		line int
		want bool
	}{
		{"queues/child.yaml", 8, true}, // cpu 6 -> 2
		{"queues/child.yaml", 4, false},
		{"queues/parent.yaml", 7, false},
		{"other/extra.yml", 1, true}, // added on next
	} {
		got, err := ch.Changed(c.file, c.line)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("Changed(%s, %d) = %v, want %v", c.file, c.line, got, c.want)
		}
	}
	// A clone without a work tree cannot compare with one.
	clone := open(t, r.URL(), "main")
	if _, err := clone.ChangesInWorkTree("HEAD", r.Dir); err == nil {
		t.Error("ChangesInWorkTree on a clone must fail")
	}
}
