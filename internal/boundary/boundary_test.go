package boundary_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/inputfile"
)

// tree makes a repository-shaped directory with a secret beside it:
//
//	outside/secret.txt
//	repo/chart/values.yaml
//	repo/chart/in.yaml -> values.yaml          (stays inside)
//	repo/chart/env.txt -> ../../outside/secret.txt
//	repo/chart/abs.txt -> /abs/.../values.yaml (absolute: refused)
//	repo/chart/linkdir -> ../../outside        (a directory link out)
//	repo/chart/up -> ..                        (a directory link inside)
func tree(t *testing.T) (repo, outside string) {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("symbolic links need privileges on Windows")
	}
	top := t.TempDir()
	repo, outside = filepath.Join(top, "repo"), filepath.Join(top, "outside")
	for _, d := range []string{filepath.Join(repo, "chart"), outside} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write(t, filepath.Join(outside, "secret.txt"), "GITHUB_TOKEN=ghp_x")
	write(t, filepath.Join(repo, "chart", "values.yaml"), "a: 1\n")
	for link, target := range map[string]string{
		"in.yaml": "values.yaml",
		"env.txt": "../../outside/secret.txt",
		"abs.txt": filepath.Join(repo, "chart", "values.yaml"),
		"linkdir": "../../outside",
		"up":      "..",
	} {
		if err := os.Symlink(target, filepath.Join(repo, "chart", link)); err != nil {
			t.Fatal(err)
		}
	}
	return repo, outside
}

func write(t *testing.T, name, data string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func open(t *testing.T, dir string) *boundary.Root {
	t.Helper()
	r, err := boundary.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = r.Close() })
	return r
}

func TestReadStaysInside(t *testing.T) {
	repo, outside := tree(t)
	r := open(t, repo)
	chart := filepath.Join(repo, "chart")
	for _, name := range []string{"values.yaml", "in.yaml", "up/chart/values.yaml"} {
		data, err := r.ReadFile(filepath.Join(chart, name), inputfile.ManifestLimit)
		if err != nil || string(data) != "a: 1\n" {
			t.Errorf("%s: %q, %v", name, data, err)
		}
	}
	for _, c := range []struct{ name, link, target string }{
		{"env.txt", "env.txt", "../../outside/secret.txt"},
		{"linkdir/secret.txt", "linkdir", "../../outside"},
		{"abs.txt", "abs.txt", filepath.Join(repo, "chart", "values.yaml")},
		// Reached through a link inside, a link is named where it is.
		{"up/chart/env.txt", "env.txt", "../../outside/secret.txt"},
		{"up/chart/linkdir/secret.txt", "linkdir", "../../outside"},
	} {
		data, err := r.ReadFile(filepath.Join(chart, c.name), inputfile.ManifestLimit)
		var e *boundary.EscapeError
		if !errors.As(err, &e) {
			t.Errorf("%s: read %q, %v; want an escape", c.name, data, err)
			continue
		}
		if e.Link != filepath.Join(chart, c.link) || e.Target != c.target {
			t.Errorf("%s: link %q -> %q; want %q -> %q", c.name, e.Link, e.Target, filepath.Join(chart, c.link), c.target)
		}
		if strings.Contains(err.Error(), "ghp_x") {
			t.Errorf("%s: the error quotes the secret: %v", c.name, err)
		}
	}
	for _, name := range []string{filepath.Join(outside, "secret.txt"), filepath.Join(chart, "../../outside/secret.txt"), "/etc/passwd"} {
		_, err := r.ReadFile(name, inputfile.ManifestLimit)
		var e *boundary.EscapeError
		if !errors.As(err, &e) || e.Link != "" {
			t.Errorf("%s: %v; want outside the root", name, err)
		}
	}
}

func TestRelativeNames(t *testing.T) {
	repo, _ := tree(t)
	t.Chdir(filepath.Join(repo, "chart"))
	r := open(t, repo)
	if data, err := r.ReadFile("values.yaml", 100); err != nil || string(data) != "a: 1\n" {
		t.Fatalf("relative name: %q %v", data, err)
	}
	_, err := r.ReadFile("env.txt", 100)
	var e *boundary.EscapeError
	if !errors.As(err, &e) || e.Link != "env.txt" {
		t.Fatalf("relative link: %v (link %q)", err, e.Link)
	}
	if !r.Contains("../chart/x") || r.Contains("../../outside") {
		t.Fatal("Contains by name")
	}
}

func TestReadRefusesNonRegularAndLarge(t *testing.T) {
	repo, _ := tree(t)
	r := open(t, repo)
	fifo := filepath.Join(repo, "pipe.yaml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	if _, err := r.ReadFile(fifo, 100); !errors.Is(err, inputfile.ErrNotRegular) {
		t.Errorf("FIFO: %v", err)
	}
	if _, err := r.ReadFile(filepath.Join(repo, "chart"), 100); !errors.Is(err, inputfile.ErrNotRegular) {
		t.Errorf("directory: %v", err)
	}
	if _, err := r.ReadFile(filepath.Join(repo, "chart", "values.yaml"), 3); !errors.Is(err, inputfile.ErrTooLarge) {
		t.Errorf("cap: %v", err)
	}
}

func TestDirAndStat(t *testing.T) {
	repo, _ := tree(t)
	r := open(t, repo)
	chart := filepath.Join(repo, "chart")
	entries, err := r.ReadDir(chart)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if got := strings.Join(names, " "); got != "abs.txt env.txt in.yaml linkdir up values.yaml" {
		t.Errorf("ReadDir: %s", got)
	}
	if _, err := r.ReadDir(filepath.Join(chart, "linkdir")); !boundary.IsEscape(err) {
		t.Errorf("ReadDir through a link out: %v", err)
	}
	if info, err := r.Lstat(filepath.Join(chart, "env.txt")); err != nil || info.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("Lstat of a link out: %v", err)
	}
	if _, err := r.Stat(filepath.Join(chart, "env.txt")); !boundary.IsEscape(err) {
		t.Errorf("Stat through a link out: %v", err)
	}
	fsys, err := r.FS(chart)
	if err != nil {
		t.Fatal(err)
	}
	if data, err := fs.ReadFile(fsys, "in.yaml"); err != nil || string(data) != "a: 1\n" {
		t.Errorf("FS inside: %q %v", data, err)
	}
	if _, err := fs.ReadFile(fsys, "env.txt"); err == nil {
		t.Error("FS read through a link out")
	}
}

func TestWriteFile(t *testing.T) {
	repo, outside := tree(t)
	r := open(t, repo)
	chart := filepath.Join(repo, "chart")
	values := filepath.Join(chart, "values.yaml")
	if err := os.Chmod(values, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := r.WriteFile(values, []byte("a: 2\n")); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(values); string(data) != "a: 2\n" {
		t.Fatalf("written: %q", data)
	}
	if info, _ := os.Stat(values); info.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want the old 0640", info.Mode().Perm())
	}
	for _, name := range []string{"in.yaml", "env.txt", "linkdir/secret.txt", "new.yaml"} {
		if err := r.WriteFile(filepath.Join(chart, name), []byte("x")); err == nil {
			t.Errorf("%s: written", name)
		}
	}
	if err := r.WriteFile(filepath.Join(outside, "secret.txt"), []byte("x")); !boundary.IsEscape(err) {
		t.Errorf("outside: %v", err)
	}
	if data, _ := os.ReadFile(filepath.Join(outside, "secret.txt")); string(data) != "GITHUB_TOKEN=ghp_x" {
		t.Errorf("the file outside changed: %q", data)
	}
	entries, _ := os.ReadDir(chart)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".vcqlint-") {
			t.Errorf("temporary file left: %s", e.Name())
		}
	}
}

func TestDiscover(t *testing.T) {
	top := t.TempDir()
	repo := filepath.Join(top, "repo")
	other := filepath.Join(top, "other")
	plain := filepath.Join(top, "plain", "dir")
	for _, d := range []string{filepath.Join(repo, ".git"), filepath.Join(repo, "deploy"), filepath.Join(other, "sub"), plain} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write(t, filepath.Join(other, ".git"), "gitdir: ../x\n") // a worktree's .git file
	s, err := boundary.Discover(filepath.Join(repo, "deploy"), "", []string{filepath.Join(other, "sub"), filepath.Join(plain, "q.yaml"), "-"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if got := s.Linted().Dir(); got != repo {
		t.Errorf("linted root %s, want the Git top level %s", got, repo)
	}
	for name, want := range map[string]string{
		filepath.Join(repo, "deploy", "x.yaml"): repo,
		filepath.Join(other, "sub", "y.yaml"):   other,
		filepath.Join(plain, "q.yaml"):          plain,
	} {
		if r := s.For(name); r == nil || r.Dir() != want {
			t.Errorf("For(%s) = %v, want %s", name, r, want)
		}
	}
	if r := s.For(filepath.Join(top, "elsewhere")); r != nil {
		t.Errorf("For outside every root: %s", r.Dir())
	}

	noGit, err := boundary.Discover(plain, filepath.Join(top, "plain", ".vcqlint.yaml"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer noGit.Close()
	if got := noGit.Linted().Dir(); got != filepath.Join(top, "plain") {
		t.Errorf("outside Git: %s, want the configuration's directory", got)
	}
}
