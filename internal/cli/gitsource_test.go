package cli_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
	"github.com/vcqlint/vcqlint/internal/gitsrc/gittest"
	"github.com/vcqlint/vcqlint/internal/report/sariftest"
)

// queueDoc renders a Queue; with a parent, capability.cpu is on line 8
// (column 5) of the document, else on line 7.
func queueDoc(name, parent, cpu string) string {
	p := ""
	if parent != "" {
		p = "  parent: " + parent + "\n"
	}
	return fmt.Sprintf("apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: %s\nspec:\n%s  capability:\n    cpu: %q\n", name, p, cpu)
}

// gitHistory: v1 has a child above its parent (VCQ203 at
// queues/child.yaml:8:5); main fixes it; branch next adds a second broken
// child in another file.
func gitHistory(t *testing.T) *gittest.Repo {
	t.Helper()
	r := gittest.Init(t)
	r.Commit("broken", map[string]string{
		"queues/parent.yaml": queueDoc("parent", "", "4"),
		"queues/child.yaml":  queueDoc("child", "parent", "6"),
	})
	r.Tag("v1", true)
	r.Commit("fix", map[string]string{"queues/child.yaml": queueDoc("child", "parent", "2")})
	r.Branch("next")
	r.Commit("more", map[string]string{"teams/other.yaml": queueDoc("other", "parent", "5")})
	r.Checkout("main")
	return r
}

func TestGitRefs(t *testing.T) {
	r := gitHistory(t)
	cases := []struct {
		name  string
		args  []string
		code  int
		wants []string
	}{
		{"tag with the broken child", []string{"--git", r.Dir, "--ref", "v1"}, cli.ExitFindings,
			[]string{"queues/child.yaml:8:5: error VCQ203 queue child capability exceeds its parent parent: cpu 6 > 4", "2 files"}},
		{"HEAD is fixed", []string{"--git", r.Dir}, cli.ExitClean, []string{"0 errors", "2 files"}},
		{"branch", []string{"--git", r.Dir, "--ref", "next"}, cli.ExitFindings, []string{"teams/other.yaml:8:5: error VCQ203", "3 files"}},
		{"a path inside the repository", []string{"--git", r.Dir, "--ref", "v1", "queues/parent.yaml"}, cli.ExitClean, []string{"1 file"}},
		{"a directory inside the repository", []string{"--git", r.Dir, "--ref", "next", "teams", "queues"}, cli.ExitFindings, []string{"teams/other.yaml:8:5", "3 files"}},
		{"file:// URL, cloned into memory", []string{"--git", r.URL(), "--ref", "v1"}, cli.ExitFindings, []string{"queues/child.yaml:8:5: error VCQ203"}},
		{"file:// URL at a commit hash", []string{"--git", r.URL(), "--ref", r.Head(t)}, cli.ExitClean, []string{"2 files"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stdout, stderr, code := run(t, "", nil, false, c.args...)
			if code != c.code {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, c.code, stdout, stderr)
			}
			for _, w := range c.wants {
				if !strings.Contains(stdout, w) {
					t.Errorf("output lacks %q:\n%s", w, stdout)
				}
			}
			if stderr != "" {
				t.Errorf("stderr:\n%s", stderr)
			}
		})
	}
}

func TestGitErrors(t *testing.T) {
	r := gitHistory(t)
	plain := t.TempDir()
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"unknown ref", []string{"--git", r.Dir, "--ref", "v9"}, `--git: unknown ref "v9" in ` + r.Dir},
		{"unknown remote ref", []string{"--git", r.URL(), "--ref", "v9"}, `unknown ref "v9" in ` + r.URL()},
		{"not a repository", []string{"--git", plain}, "is not a Git repository"},
		{"unreachable URL", []string{"--git", "file://" + filepath.ToSlash(plain) + "/nothing"}, "cannot reach Git repository"},
		{"--ref without --git", []string{"--ref", "main", "."}, "--ref needs --git"},
		{"stdin with --git", []string{"--git", r.Dir, "-"}, "cannot be combined with --git"},
		{"unknown base revision", []string{"--git", r.Dir, "--new-from-rev", "nope"}, `--new-from-rev: unknown ref "nope"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stdout, stderr, code := run(t, "", nil, false, c.args...)
			if code != cli.ExitError {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, cli.ExitError, stdout, stderr)
			}
			if !strings.Contains(stderr, c.want) {
				t.Errorf("stderr lacks %q:\n%s", c.want, stderr)
			}
		})
	}
	// A path missing from the tree is an input error, and the rest is still linted.
	stdout, stderr, code := run(t, "", nil, false, "--git", r.Dir, "--ref", "v1", "nope.yaml", "queues")
	if code != cli.ExitError || !strings.Contains(stderr, "nope.yaml: no such file or directory in") ||
		!strings.Contains(stdout, "queues/child.yaml:8:5: error VCQ203") {
		t.Errorf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
}

// --new-from-rev on the work tree: only findings on changed lines (or in
// new files) are shown, but every file is loaded, because a new child is
// checked against a parent in a file that did not change.
func TestNewFromRevWorkTree(t *testing.T) {
	r := gittest.Init(t)
	r.Commit("base", map[string]string{
		"parent.yaml": queueDoc("parent", "", "4"),
		"old.yaml":    queueDoc("old", "parent", "6"), // an old finding
	})
	t.Chdir(r.Dir)

	stdout, _, code := run(t, "", nil, false, "--new-from-rev", "HEAD")
	if code != cli.ExitClean || strings.Contains(stdout, "VCQ203") ||
		!strings.Contains(stdout, "1 finding on lines unchanged since HEAD not shown (--new-from-rev)") {
		t.Fatalf("no change yet: exit %d\n%s", code, stdout)
	}

	r.Write(map[string]string{
		"new.yaml": queueDoc("new", "parent", "8"), // untracked, above the untouched parent
		"old.yaml": "# edited\n" + queueDoc("old", "parent", "6"),
	})
	stdout, stderr, code := run(t, "", nil, false, "--new-from-rev", "HEAD", "--format", "json")
	if code != cli.ExitFindings {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, stderr)
	}
	if !strings.Contains(stdout, `"file": "new.yaml"`) || strings.Contains(stdout, `"file": "old.yaml"`) {
		t.Errorf("want only the finding of new.yaml:\n%s", stdout)
	}
	// Without the flag both are reported.
	stdout, _, _ = run(t, "", nil, false, "--format", "json")
	if !strings.Contains(stdout, `"file": "new.yaml"`) || !strings.Contains(stdout, `"file": "old.yaml"`) {
		t.Errorf("without --new-from-rev both findings show:\n%s", stdout)
	}
	// Now edit the old child's cpu line itself: its finding is new.
	r.Write(map[string]string{"old.yaml": queueDoc("old", "parent", "7")})
	stdout, _, _ = run(t, "", nil, false, "--new-from-rev", "HEAD", "-f", "json")
	if !strings.Contains(stdout, `"file": "old.yaml"`) {
		t.Errorf("a finding on an edited line must show:\n%s", stdout)
	}
	// Outside a repository the flag is an error.
	t.Chdir(t.TempDir())
	_, stderr, code = run(t, "", nil, false, "--new-from-rev", "HEAD", r.Dir)
	if code != cli.ExitError || !strings.Contains(stderr, "--new-from-rev:") || !strings.Contains(stderr, "is not a Git repository") {
		t.Errorf("outside a repository: exit %d, stderr:\n%s", code, stderr)
	}
}

// --git --ref with --new-from-rev compares two commits.
func TestNewFromRevBetweenCommits(t *testing.T) {
	r := gitHistory(t)
	for _, location := range []string{r.Dir, r.URL()} {
		stdout, stderr, code := run(t, "", nil, false, "--git", location, "--ref", "next", "--new-from-rev", "main", "-f", "json")
		if code != cli.ExitFindings || !strings.Contains(stdout, `"file": "teams/other.yaml"`) {
			t.Errorf("%s: exit %d\n%s\n%s", location, code, stdout, stderr)
		}
		// v1's broken child was fixed on main; from v1 to v1 nothing is new.
		stdout, _, code = run(t, "", nil, false, "--git", location, "--ref", "v1", "--new-from-rev", "v1")
		if code != cli.ExitClean || !strings.Contains(stdout, "1 finding on lines unchanged since v1 not shown") {
			t.Errorf("%s: exit %d\n%s", location, code, stdout)
		}
	}
}

func TestGitSARIFUsesRepositoryPaths(t *testing.T) {
	r := gitHistory(t)
	stdout, stderr, code := run(t, "", nil, false, "--git", r.URL(), "--ref", "v1", "--format", "sarif")
	if code != cli.ExitFindings {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	sch, err := sariftest.Compile()
	if err != nil {
		t.Fatal(err)
	}
	if err := sariftest.Validate(sch, []byte(stdout)); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(stdout, `"uri": "queues/child.yaml"`) {
		t.Errorf("SARIF uri is not the repository path:\n%s", stdout)
	}
}
