package linter_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/loader"
)

// Run leaves fixes as plans, which HasFix counts without computing edits;
// ResolveFixes computes the edits, once, and drops the fix of a file that
// changed since it was linted.
func TestFixesResolveLazily(t *testing.T) {
	dir := t.TempDir()
	queue := "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: %s\nspec:\n  weight: 0\n"
	kept, changed := filepath.Join(dir, "a.yaml"), filepath.Join(dir, "b.yaml")
	for i, p := range []string{kept, changed} {
		if err := os.WriteFile(p, []byte(fmt.Sprintf(queue, []string{"a", "b"}[i])), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx := context.Background()
	eng, err := linter.NewEngine(ctx, linter.EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := linter.Run(ctx, eng, linter.Options{Paths: []string{dir}})
	if err != nil {
		t.Fatal(err)
	}
	plans := 0
	for _, f := range res.Findings {
		if f.Fix == nil {
			continue
		}
		if len(f.Fix.Edits) > 0 || f.Fix.Resolve == nil {
			t.Fatalf("%s: fix resolved by Run: %+v", f.Pos, f.Fix)
		}
		if !res.HasFix(f) {
			t.Errorf("%s: HasFix false for a plan in a file read as written", f.Pos)
		}
		plans++
	}
	if plans != 2 {
		t.Fatalf("%d fix plans, want 2: %+v", plans, res.Findings)
	}
	if err := os.WriteFile(changed, []byte(fmt.Sprintf(queue, "b")+"  reclaimable: false\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res.ResolveFixes()
	res.ResolveFixes() // a second call keeps what the first resolved
	byFile := map[string]int{}
	for _, f := range res.Findings {
		if f.Fix != nil {
			if len(f.Fix.Edits) == 0 || f.Fix.Resolve != nil || !res.HasFix(f) {
				t.Errorf("%s: not resolved: %+v", f.Pos, f.Fix)
			}
			byFile[f.Pos.File]++
		}
	}
	if byFile[kept] != 1 || byFile[changed] != 0 {
		t.Errorf("resolved fixes by file %v, want one in %s and none in %s (changed since the lint)", byFile, kept, changed)
	}
	var notes []string
	for _, d := range res.Diagnostics {
		notes = append(notes, fmt.Sprintf("%s:%d:%d %d %s", d.Pos.File, d.Pos.Line, d.Pos.Column, d.Level, d.Msg))
	}
	want := fmt.Sprintf("%s:1:1 %d file changed or unreadable since it was linted: 1 fix not computed; run vcqlint again", changed, loader.LevelNotice)
	if len(notes) != 1 || notes[0] != want {
		t.Errorf("diagnostics after resolving %q, want only %q (once, though resolved twice)", notes, want)
	}
}
