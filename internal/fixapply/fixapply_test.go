package fixapply

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/finding"
)

func fix(edits ...finding.Edit) *finding.Fix { return &finding.Fix{Edits: edits} }

func ed(start, end int, text string) finding.Edit {
	return finding.Edit{Start: start, End: end, Text: text}
}

// Overlapping fixes: the first wins whole, the other is reported and
// none of its edits is applied; an edit shared by two fixes is applied once.
func TestApplyConflictsAndSharedEdits(t *testing.T) {
	data := []byte("0123456789")
	r, err := Apply("f", data, []*finding.Fix{
		fix(ed(1, 3, "ab")),
		fix(ed(2, 4, "XY"), ed(8, 9, "Z")), // overlaps the first: not applied at all
		fix(ed(5, 5, "+"), ed(1, 3, "ab")), // shares the first's edit
		fix(ed(5, 5, "-")),                 // a second insert at 5: order unknown
		fix(ed(6, 6, "!")),
	})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(r.New), "0ab34+5!6789"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := r.Applied; len(got) != 3 || got[0] != 0 || got[1] != 2 || got[2] != 4 {
		t.Errorf("applied %v, want [0 2 4]", got)
	}
	if got := r.Conflicts; len(got) != 2 || got[0] != 1 || got[1] != 3 {
		t.Errorf("conflicts %v, want [1 3]", got)
	}
}

func TestApplyInsertInsideReplacementConflicts(t *testing.T) {
	r, err := Apply("f", []byte("abcdef"), []*finding.Fix{fix(ed(1, 4, "X")), fix(ed(2, 2, "+"))})
	if err != nil {
		t.Fatal(err)
	}
	if string(r.New) != "aXef" || len(r.Conflicts) != 1 {
		t.Errorf("got %q conflicts %v", r.New, r.Conflicts)
	}
}

func TestApplyRefusesEditsOutsideTheFile(t *testing.T) {
	if _, err := Apply("f", []byte("ab"), []*finding.Fix{fix(ed(1, 5, "x"))}); err == nil {
		t.Error("edit past the end accepted")
	}
}

// openRoot opens dir as the linted root for the test.
func openRoot(t *testing.T, dir string) *boundary.Root {
	t.Helper()
	root, err := boundary.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = root.Close() })
	return root
}

// A file whose content is no longer what was linted is not written.
func TestWriteRefusesAChangedFile(t *testing.T) {
	dir := t.TempDir()
	root := openRoot(t, dir)
	path := filepath.Join(dir, "q.yaml")
	linted := []byte("weight: 0\n")
	if err := os.WriteFile(path, []byte("weight: 5\n"), 0o640); err != nil {
		t.Fatal(err)
	}
	err := Write(root, path, []byte("weight: 1\n"), sha256.Sum256(linted))
	if !errors.Is(err, ErrChanged) {
		t.Fatalf("err = %v, want ErrChanged", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "weight: 5\n" {
		t.Errorf("file changed to %q", got)
	}
	if err := os.WriteFile(path, linted, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := Write(root, path, []byte("weight: 1\n"), sha256.Sum256(linted)); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "weight: 1\n" || info.Mode().Perm() != 0o640 {
		t.Errorf("file %q mode %v", got, info.Mode().Perm())
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("temporary files left: %v", entries)
	}
}

// Nothing is written outside the root: a file there by name, or through a
// symbolic link in a directory on the way, is an error naming it, and the
// file keeps its content.
func TestWriteStaysInsideTheRoot(t *testing.T) {
	base := t.TempDir()
	repo, outside := filepath.Join(base, "repo"), filepath.Join(base, "outside")
	for _, d := range []string{repo, outside} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	target := filepath.Join(outside, "q.yaml")
	linted := []byte("weight: 0\n")
	if err := os.WriteFile(target, linted, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(repo, "link")); err != nil {
		t.Fatal(err)
	}
	root := openRoot(t, repo)
	for _, name := range []string{target, filepath.Join(repo, "..", "outside", "q.yaml"), filepath.Join(repo, "link", "q.yaml")} {
		err := Write(root, name, []byte("weight: 1\n"), sha256.Sum256(linted))
		if !boundary.IsEscape(err) || !strings.Contains(err.Error(), "outside the linted root") {
			t.Errorf("%s: got %v, want the boundary's refusal", name, err)
		}
	}
	if got, _ := os.ReadFile(target); string(got) != string(linted) {
		t.Errorf("the file outside was written: %q", got)
	}
}

// The diff is read by a real patch consumer: git apply --check in a
// scratch repository (no network), then applied, gives the new content.
func TestUnifiedAppliesWithGit(t *testing.T) {
	git, err := exec.LookPath("git")
	if err != nil {
		t.Skip("git not installed")
	}
	var lines []string
	for i := 0; i < 40; i++ {
		lines = append(lines, "line "+strings.Repeat("x", i%5))
	}
	old := []byte(strings.Join(lines, "\n") + "\n")
	cases := map[string][]byte{
		"change near the start and the end": []byte(strings.Replace(strings.Replace(string(old), "line \n", "line A\n", 1), "line xxxx\n", "line B\nline C\n", 1)),
		"insert and indent":                 []byte(strings.Replace(string(old), "line xx\n", "  resource:\n    line xx\n", 3)),
		"no final line break":               old[:len(old)-1],
		"last line changed, none before":    []byte(string(old[:len(old)-1]) + "y"),
	}
	for name, edited := range cases {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			run := func(args ...string) {
				cmd := exec.Command(git, args...)
				cmd.Dir = dir
				cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "HOME="+dir)
				if out, err := cmd.CombinedOutput(); err != nil {
					t.Fatalf("git %v: %v\n%s", args, err, out)
				}
			}
			run("init", "-q")
			if err := os.MkdirAll(filepath.Join(dir, "sub"), 0o755); err != nil {
				t.Fatal(err)
			}
			file := filepath.Join(dir, "sub", "q.yaml")
			if err := os.WriteFile(file, old, 0o644); err != nil {
				t.Fatal(err)
			}
			var diff bytes.Buffer
			if err := Unified(&diff, "a/sub/q.yaml", "b/sub/q.yaml", old, edited); err != nil {
				t.Fatal(err)
			}
			patch := filepath.Join(dir, "fix.patch")
			if err := os.WriteFile(patch, diff.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			run("apply", "--check", patch)
			run("apply", patch)
			if got, _ := os.ReadFile(file); !bytes.Equal(got, edited) {
				t.Errorf("applied diff gives\n%s\nwant\n%s\ndiff:\n%s", got, edited, diff.String())
			}
		})
	}
}

func TestUnifiedNothingForEqualContent(t *testing.T) {
	var b bytes.Buffer
	if err := Unified(&b, "a/f", "b/f", []byte("a\n"), []byte("a\n")); err != nil || b.Len() != 0 {
		t.Errorf("%q %v", b.String(), err)
	}
}
