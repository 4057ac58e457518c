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

// A file the walk listed is read inside its root: one that is a link
// leaving the root by the time it is read (swapped in after the walk) is
// an input error naming the link, and its target is never read.
func TestInputIsReadInsideTheRoot(t *testing.T) {
	dir := t.TempDir()
	repo, outside := filepath.Join(dir, "repo"), filepath.Join(dir, "outside")
	for _, d := range []string{repo, outside} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	const secret = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: the-runner-secret\n"
	if err := os.WriteFile(filepath.Join(outside, "secret.yaml"), []byte(secret), 0o644); err != nil {
		t.Fatal(err)
	}
	queue := "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: a\nspec:\n  weight: 1\n"
	if err := os.WriteFile(filepath.Join(repo, "q.yaml"), []byte(queue), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(repo, "swapped.yaml")
	if err := os.Symlink(filepath.Join(outside, "secret.yaml"), link); err != nil {
		t.Fatal(err)
	}
	roots, err := boundary.Single(repo)
	if err != nil {
		t.Fatal(err)
	}
	defer roots.Close()
	res := linter.Load(linter.Options{Files: []string{filepath.Join(repo, "q.yaml"), link}, Roots: roots, Workers: 1})
	var msgs []string
	for _, d := range res.Diagnostics {
		msgs = append(msgs, d.Pos.File+": "+d.Msg)
	}
	all := strings.Join(msgs, "\n")
	if len(msgs) != 1 || !strings.Contains(all, "swapped.yaml") || strings.Contains(all, "the-runner-secret") {
		t.Errorf("diagnostics:\n%s", all)
	}
	if _, ok := res.Model.Queue("a"); !ok {
		t.Error("the file inside the root was not linted")
	}
	if res.Ignored["ConfigMap"] != 0 {
		t.Error("the file outside the root was read")
	}
}

// Files a GitOps manifest names are named as the files walked are:
// relative to the working directory when inside it, even when the
// repository root (which chart paths are relative to) is above it.
func TestGitOpsFilesNamedRelativeToTheWorkingDirectory(t *testing.T) {
	t.Chdir(filepath.Join("..", "..", "testdata"))
	eng, err := linter.NewEngine(t.Context(), linter.EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := linter.Run(t.Context(), eng, linter.Options{Paths: []string{filepath.Join("helm", "layers")}, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, f := range res.Findings {
		files = append(files, f.Pos.File)
	}
	want := []string{"helm/layers/application.yaml", "helm/volcano-like/charts/queues/templates/queues.yaml", "helm/volcano-like/config/volcano-scheduler.conf"}
	for _, w := range want {
		if !slices.Contains(files, filepath.FromSlash(w)) {
			t.Errorf("no finding in %s; findings in %q", w, files)
		}
	}
	for _, f := range files {
		if filepath.IsAbs(f) {
			t.Errorf("a finding names %s", f)
		}
	}
}

// A chart that cannot be loaded, installed by a GitOps manifest too (so
// rendered twice), is one input error, not two.
func TestAChartThatCannotLoadIsReportedOnce(t *testing.T) {
	repo := t.TempDir()
	write := func(name, text string) {
		t.Helper()
		p := filepath.Join(repo, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(".git/HEAD", "ref: refs/heads/main\n")
	write("chart/Chart.yaml", "apiVersion: v2\nname: c\nversion: 0.1.0\n")
	write("chart/templates/t.yaml", "kind: ConfigMap\n")
	write("app.yaml", "apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: a\nspec:\n  source:\n    path: chart\n")
	if err := os.Symlink("/proc/self/environ", filepath.Join(repo, "chart", "env.txt")); err != nil {
		t.Fatal(err)
	}
	t.Chdir(repo)
	res := linter.Load(linter.Options{Paths: []string{"."}, Workers: 1})
	n := 0
	for _, d := range res.Diagnostics {
		if strings.Contains(d.Msg, "env.txt") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d diagnostics name env.txt, want 1: %+v", n, res.Diagnostics)
	}
}
