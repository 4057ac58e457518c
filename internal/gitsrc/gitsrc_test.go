package gitsrc_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/cgi"
	"net/http/httptest"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/go-git/go-git/v5"

	"github.com/vcqlint/vcqlint/internal/gitsrc"
	"github.com/vcqlint/vcqlint/internal/gitsrc/gittest"
	"github.com/vcqlint/vcqlint/internal/inputfile"
)

// queue renders a Queue whose capability.cpu sits on line 7 of the
// document (line 8 with a parent).
func queue(name, parent, cpu string) string {
	p := ""
	if parent != "" {
		p = "  parent: " + parent + "\n"
	}
	return fmt.Sprintf("apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: %s\nspec:\n%s  capability:\n    cpu: %q\n", name, p, cpu)
}

// history builds: v1 (annotated tag) with a child above its parent, then a
// fix on main, and a branch "next" with another file.
func history(t *testing.T) *gittest.Repo {
	t.Helper()
	r := gittest.Init(t)
	r.Commit("broken", map[string]string{
		"queues/parent.yaml": queue("parent", "", "4"),
		"queues/child.yaml":  queue("child", "parent", "6"),
		"README.md":          "# not a manifest\n",
		"notes.txt":          "plain text\n",
		".hidden/q.yaml":     queue("hidden", "", "1"),
		"vendor/v.yaml":      queue("vendored", "", "1"),
		"queues/.dot/x.yaml": queue("dotdir", "", "1"),
		".vcqlint.yaml":      "failOn: warning\n",
		"queues/.q.yaml":     queue("hiddenfile", "", "1"),
	})
	r.Tag("v1", true)
	r.Tag("light", false)
	r.Commit("fix", map[string]string{"queues/child.yaml": queue("child", "parent", "2")})
	r.Branch("next")
	r.Commit("more", map[string]string{"other/extra.yml": queue("extra", "", "1")})
	r.Checkout("main")
	return r
}

func open(t *testing.T, location, ref string) *gitsrc.Repo {
	t.Helper()
	repo, err := gitsrc.Open(context.Background(), location, ref, gitsrc.Options{})
	if err != nil {
		t.Fatalf("Open(%s, %q): %v", location, ref, err)
	}
	return repo
}

// readChild reads the child queue file every history of these tests edits.
func readChild(t *testing.T, tree *gitsrc.Tree) string {
	t.Helper()
	const name = "queues/child.yaml"
	data, err := tree.Read(name)
	if err != nil {
		t.Fatalf("Read(%s): %v", name, err)
	}
	return string(data)
}

func TestLocalRefs(t *testing.T) {
	r := history(t)
	for _, c := range []struct{ ref, cpu string }{
		{"", "2"}, {"HEAD", "2"}, {"main", "2"}, {"v1", "6"}, {"light", "6"}, {"next", "2"}, {"HEAD~1", "6"},
	} {
		tree, err := open(t, r.Dir, c.ref).Tree()
		if err != nil {
			t.Fatal(err)
		}
		if got := readChild(t, tree); !strings.Contains(got, fmt.Sprintf("cpu: %q", c.cpu)) {
			t.Errorf("ref %q: child.yaml is\n%s\nwant cpu %s", c.ref, got, c.cpu)
		}
	}
	// A short hash resolves too.
	head, err := r.Git.Head()
	if err != nil {
		t.Fatal(err)
	}
	if got := open(t, r.Dir, head.Hash().String()[:8]).Commit; got != head.Hash() {
		t.Errorf("short hash resolved to %s, want %s", got, head.Hash())
	}
	// A bare repository (a server's copy) opens in place too.
	bare := t.TempDir()
	if _, err := git.PlainClone(bare, true, &git.CloneOptions{URL: r.Dir}); err != nil {
		t.Fatal(err)
	}
	bareRepo := open(t, bare, "v1")
	if bareRepo.WorkTree() != "" {
		t.Errorf("a bare repository has no work tree, got %q", bareRepo.WorkTree())
	}
	if tree, err := bareRepo.Tree(); err != nil || !strings.Contains(readChild(t, tree), `cpu: "6"`) {
		t.Errorf("bare repository at v1: %v", err)
	}
	// Opening from a subdirectory finds the repository around it.
	if got := open(t, filepath.Join(r.Dir, "queues"), "").Commit; got != head.Hash() {
		t.Errorf("opened from a subdirectory at %s, want %s", got, head.Hash())
	}
}

func TestFilesExpandLikeTheDisk(t *testing.T) {
	r := history(t)
	tree, err := open(t, r.Dir, "next").Tree()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		paths []string
		want  []string
		errs  int
	}{
		{nil, []string{"other/extra.yml", "queues/child.yaml", "queues/parent.yaml"}, 0},
		{[]string{"."}, []string{"other/extra.yml", "queues/child.yaml", "queues/parent.yaml"}, 0},
		{[]string{"queues"}, []string{"queues/child.yaml", "queues/parent.yaml"}, 0},
		{[]string{"./queues/", "queues/child.yaml"}, []string{"queues/child.yaml", "queues/parent.yaml"}, 0},
		// Named explicitly, hidden, vendored and non-manifest files are read.
		{[]string{".hidden/q.yaml", "notes.txt", "vendor"}, []string{".hidden/q.yaml", "notes.txt", "vendor/v.yaml"}, 0},
		{[]string{"queues/.dot"}, []string{"queues/.dot/x.yaml"}, 0},
		// Hidden files are skipped by a walk, read when named.
		{[]string{".vcqlint.yaml", "queues/.q.yaml"}, []string{".vcqlint.yaml", "queues/.q.yaml"}, 0},
		{[]string{"nope", "queues/parent.yaml", "-"}, []string{"queues/parent.yaml"}, 2},
		{[]string{"queue"}, nil, 1}, // a prefix of a directory name is not that directory
	}
	for _, c := range cases {
		got, errs := tree.Files(c.paths)
		if !reflect.DeepEqual(got, c.want) || len(errs) != c.errs {
			t.Errorf("Files(%q) = %q, %v; want %q with %d errors", c.paths, got, errs, c.want, c.errs)
		}
	}
	_, errs := tree.Files([]string{"missing/dir"})
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), "missing/dir: no such file or directory in") || !strings.Contains(errs[0].Error(), "at next") {
		t.Errorf("missing path error: %v", errs)
	}
}

func TestOpenErrors(t *testing.T) {
	r := history(t)
	empty := gittest.Init(t)
	plain := t.TempDir()
	cases := []struct {
		location, ref, want string
	}{
		{r.Dir, "no-such-branch", `unknown ref "no-such-branch"`},
		{r.Dir, "deadbeefdeadbeef", `unknown ref "deadbeefdeadbeef"`},
		{plain, "", "is not a Git repository"},
		{filepath.Join(plain, "missing"), "", "no such file or directory"},
		// Inside a repository, a missing path is still an error: go-git
		// would find the repository around it (issue #25).
		{filepath.Join(r.Dir, "no-such-path"), "", "no-such-path: no such file or directory"},
		{filepath.Join(r.Dir, "no", "such", "path"), "", "no such file or directory"},
		{empty.Dir, "", "has no commits"},
		{empty.URL(), "", "has no commits"},
		{r.URL() + "-missing", "", "cannot reach Git repository"},
		{r.URL(), "no-such-branch", `unknown ref "no-such-branch"`},
		{"", "", "no repository given"},
	}
	for _, c := range cases {
		_, err := gitsrc.Open(context.Background(), c.location, c.ref, gitsrc.Options{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Open(%s, %q) = %v, want an error containing %q", c.location, c.ref, err, c.want)
		}
	}
	// The unknown-ref error of a remote lists what it has.
	_, err := gitsrc.Open(context.Background(), r.URL(), "no-such-branch", gitsrc.Options{})
	if err == nil || !strings.Contains(err.Error(), "main, next") {
		t.Errorf("unknown remote ref error should list branches: %v", err)
	}
}

// A file:// URL goes through the clone path: refs are listed, a branch or
// tag is fetched alone with depth 1 into memory.
func TestCloneFileURL(t *testing.T) {
	r := history(t)
	for _, c := range []struct{ ref, cpu string }{{"", "2"}, {"main", "2"}, {"v1", "6"}, {"light", "6"}, {"next", "2"}} {
		repo := open(t, r.URL(), c.ref)
		if repo.WorkTree() != "" {
			t.Errorf("a clone has no work tree, got %q", repo.WorkTree())
		}
		tree, err := repo.Tree()
		if err != nil {
			t.Fatal(err)
		}
		if got := readChild(t, tree); !strings.Contains(got, fmt.Sprintf("cpu: %q", c.cpu)) {
			t.Errorf("ref %q: child.yaml is\n%s", c.ref, got)
		}
		// Depth 1: the parent commit was not fetched (v1 has none anyway).
		if _, err := repo.TreeAt("HEAD~1"); err == nil {
			t.Errorf("ref %q: the parent commit is there, the clone is not shallow", c.ref)
		}
	}
	// A commit hash is not advertised: the whole history is fetched.
	head, err := r.Git.Head()
	if err != nil {
		t.Fatal(err)
	}
	parent := open(t, r.Dir, "HEAD~1").Commit
	repo := open(t, r.URL(), parent.String())
	if repo.Commit != parent {
		t.Errorf("cloned at hash %s, got %s", parent, repo.Commit)
	}
	// With full history another revision resolves for --new-from-rev.
	full, err := gitsrc.Open(context.Background(), r.URL(), "main", gitsrc.Options{FullHistory: true})
	if err != nil {
		t.Fatal(err)
	}
	if full.Commit != head.Hash() {
		t.Errorf("full clone at %s, want %s", full.Commit, head.Hash())
	}
	if _, err := full.TreeAt("v1"); err != nil {
		t.Errorf("full clone cannot resolve v1: %v", err)
	}
}

// TestCloneHTTP clones over smart HTTP from a loopback server, the path a
// real https:// URL takes: go-git's own HTTP transport, no git binary on
// the client side. The server is git's http-backend behind net/http/cgi.
func TestCloneHTTP(t *testing.T) {
	gitBin, err := exec.LookPath("git")
	if err != nil {
		t.Skip("the server side of this test is `git http-backend`, and git is not installed")
	}
	r := history(t)
	srv := httptest.NewServer(&cgi.Handler{
		Path:   gitBin,
		Args:   []string{"http-backend"},
		Stderr: io.Discard, // http-backend's complaints about the missing repository
		Env: []string{
			"GIT_PROJECT_ROOT=" + filepath.Dir(r.Dir), "GIT_HTTP_EXPORT_ALL=1",
			"HOME=" + t.TempDir(), "GIT_CONFIG_NOSYSTEM=1",
		},
	})
	defer srv.Close()
	url := srv.URL + "/" + filepath.Base(r.Dir) + "/.git"
	repo := open(t, url, "v1")
	tree, err := repo.Tree()
	if err != nil {
		t.Fatal(err)
	}
	if got := readChild(t, tree); !strings.Contains(got, `cpu: "6"`) {
		t.Errorf("v1 over HTTP: child.yaml is\n%s", got)
	}
	if files, errs := tree.Files(nil); len(errs) != 0 || len(files) != 2 {
		t.Errorf("files over HTTP: %q %v", files, errs)
	}
	_, err = gitsrc.Open(context.Background(), srv.URL+"/no-such-repo", "", gitsrc.Options{})
	if err == nil || !strings.Contains(err.Error(), "cannot reach Git repository") {
		t.Errorf("missing repository over HTTP: %v", err)
	}
	if resp, err := http.Get(srv.URL + "/" + filepath.Base(r.Dir) + "/.git/info/refs?service=git-upload-pack"); err == nil {
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Errorf("http-backend answered %s", resp.Status)
		}
	}
}

func TestIsDirAndFilesUnder(t *testing.T) {
	tree, err := open(t, history(t).Dir, "next").Tree()
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]bool{"queues": true, "queues/": true, "./queues": true, "": true, "queue": false, "queues/child.yaml": false, "nope": false} {
		if got := tree.IsDir(name); got != want {
			t.Errorf("IsDir(%q) = %v, want %v", name, got, want)
		}
	}
	got := tree.FilesUnder("queues")
	want := []string{"queues/.dot/x.yaml", "queues/.q.yaml", "queues/child.yaml", "queues/parent.yaml"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("FilesUnder(queues) = %q, want %q", got, want)
	}
}

// An oversize blob is refused with one message that names the blob once
// (it used to read "read blob H: read blob H: ...").
func TestReadLimitNamesTheBlobOnce(t *testing.T) {
	tree, err := open(t, history(t).Dir, "").Tree()
	if err != nil {
		t.Fatal(err)
	}
	_, err = tree.ReadLimit("queues/child.yaml", 8)
	if err == nil {
		t.Fatal("ReadLimit above the cap: no error")
	}
	if !errors.Is(err, inputfile.ErrTooLarge) {
		t.Errorf("error %q does not wrap ErrTooLarge", err)
	}
	if n := strings.Count(err.Error(), "read blob"); n != 1 {
		t.Errorf("error %q says \"read blob\" %d times, want once", err, n)
	}
}
