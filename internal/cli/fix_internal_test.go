package cli

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/session"
)

// A file edited between the lint and the write is left alone: its fixes
// were computed for content it no longer has.
func TestFixSkipsAFileChangedDuringTheRun(t *testing.T) {
	dir := t.TempDir()
	changed, kept := filepath.Join(dir, "changed.yaml"), filepath.Join(dir, "kept.yaml")
	queue := "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: %s\nspec:\n  weight: 0\n"
	for _, p := range []string{changed, kept} {
		name := strings.TrimSuffix(filepath.Base(p), ".yaml")
		if err := os.WriteFile(p, []byte(strings.Replace(queue, "%s", name, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx := context.Background()
	sess, err := session.Open(ctx, session.Settings{NoConfig: true, Input: session.Input{Paths: []string{dir}}})
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Close()
	res, err := sess.Lint(ctx, session.LintOptions{ResolveFixes: true}) // as a --fix run lints
	if err != nil {
		t.Fatal(err)
	}
	fixable := 0
	for _, f := range res.Findings() {
		if f.Fix != nil && len(f.Fix.Edits) > 0 {
			fixable++
		}
	}
	if fixable != 2 {
		t.Fatalf("%d findings with a fix, want 2: %+v", fixable, res.Findings())
	}
	// Someone saves the file meanwhile.
	edited := []byte(strings.Replace(queue, "%s", "changed", 1) + "  reclaimable: false\n")
	if err := os.WriteFile(changed, edited, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := applyFixes(sess, res, res.Findings(), true)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(changed); string(got) != string(edited) {
		t.Errorf("the changed file was written:\n%s", got)
	}
	if got, _ := os.ReadFile(kept); !strings.Contains(string(got), "weight: 1\n") {
		t.Errorf("the other file was not fixed:\n%s", got)
	}
	if out.fixed != 1 || out.files != 1 || len(out.notes) != 1 || !strings.Contains(out.notes[0], "changed on disk") {
		t.Errorf("outcome %+v", out)
	}
}
