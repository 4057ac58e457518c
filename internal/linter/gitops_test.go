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
		msg := strings.ReplaceAll(d.Msg, dir+string(filepath.Separator), "")
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
