//go:build unix

package source

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"syscall"
	"testing"
)

// A directory walk reads regular files with ordinary names only: a named
// pipe (whose read would block for ever), a symbolic link loop, and names
// holding line breaks, ESC or invalid UTF-8 are each skipped with a notice
// naming them; the rest is listed. These names are made here at run time:
// they cannot be committed.
func TestExpandSkipsHostileEntries(t *testing.T) {
	dir := tree(t, "q/good.yaml", "q/notes\n.txt")
	q := filepath.Join(dir, "q")
	if err := syscall.Mkfifo(filepath.Join(q, "pipe.yaml"), 0o644); err != nil {
		t.Fatal(err)
	}
	for link, target := range map[string]string{"loop1.yaml": "loop2.yaml", "loop2.yaml": "loop1.yaml", "up": ".."} {
		if err := os.Symlink(target, filepath.Join(q, link)); err != nil {
			t.Fatal(err)
		}
	}
	hostile := map[string]string{
		"evil\nq.yaml:1:1: error VCQ999 forged.yaml": "its name holds control characters",
		"\x1b]0;pwned\a\x1b[2J.yaml":                 "its name holds control characters",
		"latin1-\xe9.yaml":                           "its name is not valid UTF-8",
	}
	for name := range hostile {
		if err := os.WriteFile(filepath.Join(q, name), []byte("kind: Queue\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want := map[string]string{
		filepath.Join(q, "pipe.yaml"):  "a named pipe, not a regular file",
		filepath.Join(q, "loop1.yaml"): "symbolic links are not followed in a directory walk (name the file to read it)",
		filepath.Join(q, "loop2.yaml"): "symbolic links are not followed in a directory walk (name the file to read it)",
	}
	for name, reason := range hostile {
		want[filepath.Join(q, name)] = reason
	}
	files, errs := Expand([]string{dir})
	if !slices.Equal(files, []string{filepath.Join(q, "good.yaml")}) {
		t.Errorf("files = %q, want only good.yaml", files)
	}
	got := map[string]string{}
	for _, err := range errs {
		var sk *Skipped
		if !errors.As(err, &sk) {
			t.Errorf("unexpected error: %v", err)
			continue
		}
		got[sk.Path] = sk.Reason
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("skipped:\n%q\nwant:\n%q", got, want)
	}
}

// A file named explicitly is still read whatever it is: a named pipe given
// on the command line (bash's <(...)) is how users pipe generated
// manifests in.
func TestExpandKeepsExplicitPipe(t *testing.T) {
	pipe := filepath.Join(t.TempDir(), "gen.yaml")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Fatal(err)
	}
	files, errs := Expand([]string{pipe})
	if len(errs) != 0 || !slices.Equal(files, []string{pipe}) {
		t.Errorf("files %q errs %v", files, errs)
	}
}
