package linter_test

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/loader"
)

var updateGitOps = flag.Bool("update", false, "rewrite testdata/gitops/*/want.txt from what vcqlint reports")

var gitopsData = filepath.Join("..", "..", "testdata", "gitops")

// Each directory of testdata/gitops is a repository of its own (copied to
// a temporary directory with a .git entry, so that paths a manifest names
// from the repository's root resolve there), linted whole; its want.txt
// lists every finding ("RULE file:line:col"), input error and
// notice ("error file:line:col: message", "notice ...") and the number of
// objects, with files relative to the directory. A finding inside an
// embedded configuration must point at its own line and column in the
// file the user edits, so columns are compared too.
func TestGitOpsFixtures(t *testing.T) {
	entries, err := os.ReadDir(gitopsData)
	if err != nil {
		t.Fatal(err)
	}
	eng := newEngine(t)
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		fixture := filepath.Join(gitopsData, e.Name())
		t.Run(e.Name(), func(t *testing.T) {
			dir := asRepository(t, fixture)
			res := lintDir(t, eng, dir)
			got := describe(t, dir, res)
			wantFile := filepath.Join(fixture, "want.txt")
			if *updateGitOps {
				if err := os.WriteFile(wantFile, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(wantFile)
			if err != nil {
				t.Fatalf("%v (go test ./internal/linter -run TestGitOpsFixtures -update writes it; review it)", err)
			}
			if got != string(want) {
				t.Errorf("%s:\ngot:\n%s\nwant:\n%s", wantFile, got, want)
			}
		})
	}
}

// describe is the want.txt text of a run over dir.
func describe(t *testing.T, dir string, res *linter.Result) string {
	t.Helper()
	rel := func(file string) string {
		r, err := filepath.Rel(dir, file)
		if err != nil || strings.HasPrefix(r, "..") {
			return file
		}
		return filepath.ToSlash(r)
	}
	var lines []string
	for _, f := range res.Findings {
		lines = append(lines, fmt.Sprintf("%s %s:%d:%d", f.RuleID, rel(f.Pos.File), f.Pos.Line, f.Pos.Column))
	}
	for _, d := range res.Diagnostics {
		level := "error"
		if d.Level == loader.LevelNotice {
			level = "notice"
		}
		msg := d.Msg
		if dir != "." {
			msg = strings.ReplaceAll(msg, dir+string(filepath.Separator), "")
		}
		lines = append(lines, fmt.Sprintf("%s %s:%d:%d: %s", level, rel(d.Pos.File), d.Pos.Line, d.Pos.Column, msg))
	}
	sort.Strings(lines)
	lines = append(lines, fmt.Sprintf("objects %d", res.Objects))
	return strings.Join(lines, "\n") + "\n"
}

func lintDir(t *testing.T, eng *engine.Engine, paths ...string) *linter.Result {
	t.Helper()
	res, err := linter.Run(context.Background(), eng, linter.Options{Paths: paths, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// asRepository copies dir to a temporary directory marked as the top of a
// Git work tree, and returns it.
func asRepository(t *testing.T, dir string) string {
	t.Helper()
	tmp := t.TempDir()
	if err := os.CopyFS(tmp, os.DirFS(dir)); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(tmp, "want.txt")); err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(tmp, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	return tmp
}

// With --git the files come from a Git tree: values files are read from the
// tree (a path leaving it is an input error), and a chart of the
// repository, which is not rendered there, gives the configuration its
// values set.
func TestGitOpsInGitTree(t *testing.T) {
	eng := newEngine(t)
	tree := map[string][]byte{}
	for _, fixture := range []string{"argo-multisource", "argo-local-chart"} {
		dir := filepath.Join(gitopsData, fixture)
		err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || d.Name() == "want.txt" {
				return err
			}
			rel, err := filepath.Rel(dir, p)
			if err != nil {
				return err
			}
			tree[filepath.ToSlash(rel)], err = os.ReadFile(p)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	tree["escape.yaml"] = []byte(argoHead + "        valueFiles:\n          - $values/../../etc/passwd\n    - repoURL: https://git.example.com/gitops.git\n      ref: values\n")
	var files []string
	for name := range tree {
		if strings.HasSuffix(name, ".yaml") && !strings.HasPrefix(name, "charts/") {
			files = append(files, name)
		}
	}
	sort.Strings(files)
	read := func(name string) ([]byte, error) {
		if data, ok := tree[name]; ok {
			return data, nil
		}
		return nil, fmt.Errorf("%s: not in the tree", name)
	}
	res, err := linter.Run(context.Background(), eng, linter.Options{Files: files, Read: read, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	got := describe(t, ".", res)
	for _, want := range []string{
		"VCQ101 values/volcano-prod.yaml:13:9",
		"VCQ101 charts/volcano/values-prod.yaml:14:9",
		"error escape.yaml:12:13: Application/argocd/volcano: values file ../../etc/passwd leads outside the repository; vcqlint reads only inside it",
	} {
		if !strings.Contains(got, want+"\n") {
			t.Errorf("missing %q in:\n%s", want, got)
		}
	}
}
