package linter_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/linter"
)

// Own-line comments in the files of a Kustomize build cover the node below
// them, as in any file: above a JSON 6902 patch operation (a sequence
// item), the embedded configuration its value holds; above a key of a
// component's resource, the findings under it.
func TestSuppressionScopeInKustomizeFiles(t *testing.T) {
	kdata := filepath.Join("..", "..", "testdata", "kustomize")
	cases := []struct {
		name, file, old, new string
		gone                 []string
	}{
		{"above a patch operation", filepath.Join("overlays", "prod", "scheduler-conf.json6902.yaml"), "- op: replace\n",
			"# vcqlint:ignore VCQ103 -- the plugin ships in our fork (OPS-60)\n- op: replace\n", []string{"VCQ103"}},
		{"above a key of a component's resource", filepath.Join("components", "gpu-queue", "gpu-queue.yaml"), "  guarantee:\n",
			"  # vcqlint:ignore VCQ301,VCQ303 -- reviewed in OPS-61\n  guarantee:\n", []string{"VCQ301", "VCQ303"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.CopyFS(dir, os.DirFS(kdata)); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, c.file)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			edited := strings.Replace(string(data), c.old, c.new, 1)
			if edited == string(data) {
				t.Fatalf("fixture changed: no %q in %s", c.old, c.file)
			}
			// The copy is the linted root, as a repository would be: named
			// alone, overlays/prod would be its own and its ../../base
			// outside it.
			roots, err := boundary.Single(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer roots.Close()
			opts := linter.Options{Paths: []string{filepath.Join(dir, "overlays", "prod")}, Roots: roots}
			before := run(t, opts)
			if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
				t.Fatal(err)
			}
			after := run(t, opts)
			had := 0
			for _, f := range before.Findings {
				if f.Pos.File == path && slices.Contains(c.gone, f.RuleID) {
					had++
				}
			}
			if had != len(c.gone) {
				t.Fatalf("the unedited build has %d findings of %v in %s, want %d", had, c.gone, c.file, len(c.gone))
			}
			for _, f := range after.Findings {
				if f.Pos.File == path && (slices.Contains(c.gone, f.RuleID) || f.RuleID == "VCQ001") {
					t.Errorf("finding not suppressed: %s %s %s", f.Pos, f.RuleID, f.Message)
				}
			}
			if after.Suppressed != len(c.gone) {
				t.Errorf("suppressed %d, want %d", after.Suppressed, len(c.gone))
			}
		})
	}
}

// The file count of a run covers what its kustomizations read: a
// Kustomize-only run said "in 0 files". overlays/prod reads its own three
// files, base's three and the gpu-queue component's two.
func TestKustomizeFilesAreCounted(t *testing.T) {
	kdata := filepath.Join("..", "..", "testdata", "kustomize")
	res := linter.Load(linter.Options{Paths: []string{filepath.Join(kdata, "overlays", "prod")}})
	if res.Files != 8 {
		t.Errorf("Files = %d, want 8", res.Files)
	}
	withPlain := linter.Load(linter.Options{Paths: []string{filepath.Join(kdata, "overlays", "prod"), filepath.Join("..", "..", "examples", "broken", "capacity-and-proportion.yaml")}})
	if withPlain.Files != 9 {
		t.Errorf("Files with one plain manifest = %d, want 9", withPlain.Files)
	}
}
