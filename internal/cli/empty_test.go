package cli_test

import (
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
	"github.com/vcqlint/vcqlint/internal/gitsrc/gittest"
)

// A path given explicitly (an argument, the configuration's paths, a path
// in a Git tree) in which there is nothing to lint is an input error that
// names it: a mistyped path must not pass for a clean run. --allow-empty
// keeps the old behaviour; the default path (none given) may be empty.
func TestEmptyInputIsAnError(t *testing.T) {
	root := repo(t, map[string]string{
		".git/":              "",
		"deploy/q.yaml":      testdataFile(t, "clean.yaml"),
		"docs/README.md":     "# notes\n",
		"empty/":             "",
		"typo/.vcqlint.yaml": "paths: [deplyo, deploy]\n",
		"typo/deplyo/":       "",
		"typo/deploy/q.yaml": testdataFile(t, "clean.yaml"),
	})
	t.Chdir(root)
	cases := []struct {
		name string
		args []string
		code int
		want string // in standard error
	}{
		{"an empty directory", []string{"--no-config", "empty"}, cli.ExitError, "vcqlint: error: empty: no file to lint in this directory"},
		{"a directory without manifests", []string{"--no-config", "docs", "deploy"}, cli.ExitError, "docs: no file to lint"},
		{"--allow-empty", []string{"--no-config", "--allow-empty", "empty", "deploy"}, cli.ExitClean, ""},
		{"the configuration's paths", []string{"--config", "typo/.vcqlint.yaml"}, cli.ExitError, "typo/deplyo: no file to lint"},
		{"tree", []string{"tree", "--no-config", "empty"}, cli.ExitError, "empty: no file to lint"},
		{"tree --allow-empty", []string{"tree", "--no-config", "--allow-empty", "empty"}, cli.ExitClean, ""},
		{"input", []string{"input", "--no-config", "docs"}, cli.ExitError, "docs: no file to lint"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, stderr, code := run(t, "", nil, false, c.args...)
			if code != c.code || !strings.Contains(stderr, c.want) {
				t.Errorf("exit %d, want %d; stderr (want %q):\n%s", code, c.code, c.want, stderr)
			}
		})
	}

	t.Run("the default path may be empty", func(t *testing.T) {
		t.Chdir(t.TempDir())
		stdout, stderr, code := run(t, "", nil, false, "--no-config")
		if code != cli.ExitClean || !strings.Contains(stdout, "0 files") {
			t.Errorf("exit %d:\n%s%s", code, stdout, stderr)
		}
	})
}

func TestEmptyPathInAGitTreeIsAnError(t *testing.T) {
	r := gittest.Init(t)
	r.Commit("manifests", map[string]string{"deploy/q.yaml": testdataFile(t, "clean.yaml"), "docs/README.md": "# notes\n"})
	_, stderr, code := run(t, "", nil, false, "--no-config", "--git", r.Dir, "docs")
	if code != cli.ExitError || !strings.Contains(stderr, "docs: no file to lint") {
		t.Errorf("exit %d:\n%s", code, stderr)
	}
	if _, stderr, code := run(t, "", nil, false, "--no-config", "--git", r.Dir, "--allow-empty", "docs"); code != cli.ExitClean {
		t.Errorf("--allow-empty: exit %d:\n%s", code, stderr)
	}
}
