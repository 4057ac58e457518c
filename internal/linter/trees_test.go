package linter_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/linter"
)

// TestTreesKeptOrReleasedSameFindings lints the seed examples alone (a
// small repository: the objects keep their trees) and among 64 more files
// (a larger input: the trees are released, and a finding's position comes
// from parsing its document again): every finding in the examples must be
// the same, at the same line and column.
func TestTreesKeptOrReleasedSameFindings(t *testing.T) {
	examples := filepath.Join("..", "..", "examples")
	var seeds []string
	entries, err := os.ReadDir(examples)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() && strings.HasPrefix(e.Name(), "seed-") {
			seeds = append(seeds, filepath.Join(examples, e.Name()))
		}
	}
	if len(seeds) == 0 {
		t.Fatal("no examples/seed-* directories")
	}
	small := placed(t, run(t, linter.Options{Paths: seeds}), nil)
	if len(small) == 0 {
		t.Fatal("the examples have no findings")
	}
	filler := t.TempDir()
	for i := range 64 {
		queue := fmt.Sprintf("apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: filler-%02d\nspec:\n  weight: 1\n", i)
		if err := os.WriteFile(filepath.Join(filler, fmt.Sprintf("q%02d.yaml", i)), []byte(queue), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	large := placed(t, run(t, linter.Options{Paths: append(slices.Clone(seeds), filler)}), seeds)
	if !slices.Equal(small, large) {
		t.Errorf("findings differ:\nsmall input:\n%v\nlarger input:\n%v", small, large)
	}
}

// placed lists each finding of res as "RULE file:line:col message",
// only those in the directories in (all when in is nil).
func placed(t *testing.T, res *linter.Result, in []string) []string {
	t.Helper()
	var out []string
	for _, f := range res.Findings {
		keep := in == nil
		for _, dir := range in {
			if rel, err := filepath.Rel(dir, f.Pos.File); err == nil && filepath.IsLocal(rel) {
				keep = true
			}
		}
		if keep {
			out = append(out, fmt.Sprintf("%s %s:%d:%d %s", f.RuleID, f.Pos.File, f.Pos.Line, f.Pos.Column, f.Message))
		}
	}
	slices.Sort(out)
	return out
}
