package source

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

func tree(t *testing.T, files ...string) string {
	t.Helper()
	dir := t.TempDir()
	for _, f := range files {
		p := filepath.Join(dir, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(f), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestExpandWalksManifestsOnly(t *testing.T) {
	dir := tree(t,
		"a.yaml", "b.yml", "c.json", "volcano-scheduler.conf", "UPPER.YAML", "notes.md", "script.sh",
		"sub/deep/q.yaml", ".git/config.yaml", ".hidden/x.yaml", "vendor/v.yaml", "node_modules/n.yaml",
		"sub/vendor/v2.yaml", ".vcqlint.yaml", ".pre-commit-config.yaml", "sub/.hidden.yml",
	)
	files, errs := Expand([]string{dir})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	var rel []string
	for _, f := range files {
		r, _ := filepath.Rel(dir, f)
		rel = append(rel, filepath.ToSlash(r))
	}
	want := []string{"UPPER.YAML", "a.yaml", "b.yml", "c.json", "sub/deep/q.yaml", "volcano-scheduler.conf"}
	if !slices.Equal(rel, want) {
		t.Errorf("got %v\nwant %v", rel, want)
	}
}

func TestExpandExplicitFilesAndDuplicates(t *testing.T) {
	dir := tree(t, "queues.txt", "a.yaml", ".hidden/h.yaml")
	explicit := filepath.Join(dir, "queues.txt")
	hidden := filepath.Join(dir, ".hidden")
	files, errs := Expand([]string{explicit, dir, filepath.Join(dir, "a.yaml"), hidden, Stdin})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	// A file named explicitly is read whatever its extension; a hidden
	// directory named explicitly is walked; nothing is listed twice.
	want := []string{explicit, filepath.Join(dir, "a.yaml"), filepath.Join(hidden, "h.yaml"), Stdin}
	if !slices.Equal(files, want) {
		t.Errorf("got %v\nwant %v", files, want)
	}
}

func TestExpandMissingPath(t *testing.T) {
	files, errs := Expand([]string{"does/not/exist.yaml"})
	if len(files) != 0 || len(errs) != 1 || !strings.Contains(errs[0].Error(), "does/not/exist.yaml: no such file or directory") {
		t.Errorf("files %v errs %v", files, errs)
	}
}

func TestEachReadsEveryFileOnceAndStdinOnce(t *testing.T) {
	dir := tree(t, "a.yaml", "b.yaml", "c.yaml")
	names := []string{filepath.Join(dir, "a.yaml"), Stdin, filepath.Join(dir, "missing.yaml"), filepath.Join(dir, "b.yaml"), Stdin}
	read := OS(strings.NewReader("from stdin"))
	var mu sync.Mutex
	got := map[int]File{}
	Each(names, read, 3, func(i int, f File) {
		mu.Lock()
		defer mu.Unlock()
		got[i] = f
	})
	if len(got) != len(names) {
		t.Fatalf("read %d of %d", len(got), len(names))
	}
	if string(got[0].Data) != "a.yaml" || string(got[3].Data) != "b.yaml" {
		t.Errorf("contents %q %q", got[0].Data, got[3].Data)
	}
	if string(got[1].Data) != "from stdin" || string(got[4].Data) != "from stdin" {
		t.Errorf("stdin read %q and %q; it must be read once and shared", got[1].Data, got[4].Data)
	}
	if got[2].Err == nil || !strings.Contains(got[2].Err.Error(), "no such file") {
		t.Errorf("missing file error %v", got[2].Err)
	}
}

// TestExpandReadsAHiddenFileNamedExplicitly: a walk skips hidden files, a
// file named on the command line is read.
func TestExpandReadsAHiddenFileNamedExplicitly(t *testing.T) {
	dir := tree(t, ".queues.yaml", "a.yaml")
	hidden := filepath.Join(dir, ".queues.yaml")
	files, errs := Expand([]string{dir, hidden})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if want := []string{filepath.Join(dir, "a.yaml"), hidden}; !slices.Equal(files, want) {
		t.Errorf("got %v\nwant %v", files, want)
	}
}

// A named directory in which the walk finds nothing to read is said, by
// name: a mistyped or wrong path must not pass for a clean run. A
// directory whose files another path also named is not empty.
func TestExpandSaysWhichDirectoryHoldsNothing(t *testing.T) {
	dir := tree(t, "docs/README.md", "deploy/q.yaml", ".hidden/x.yaml", "vendored/vendor/v.yaml")
	empty := t.TempDir()
	paths := []string{
		filepath.Join(dir, "docs"), empty, filepath.Join(dir, "deploy"), filepath.Join(dir, "deploy"),
		filepath.Join(dir, "vendored"),
	}
	files, errs := Expand(paths)
	if len(files) != 1 {
		t.Errorf("files %v", files)
	}
	var named []string
	for _, err := range errs {
		var nf *NoFiles
		if !errors.As(err, &nf) {
			t.Errorf("unexpected error %v", err)
			continue
		}
		named = append(named, nf.Path)
		if !strings.Contains(err.Error(), nf.Path+": no file to lint in this directory") || !strings.Contains(err.Error(), "--allow-empty") {
			t.Errorf("message %q", err)
		}
	}
	want := []string{filepath.Join(dir, "docs"), empty, filepath.Join(dir, "vendored")}
	if !slices.Equal(named, want) {
		t.Errorf("empty directories %v, want %v", named, want)
	}
}
