package kustomize_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/loader"
)

// copyTree copies the directory src to dst.
func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// Kustomize's in-memory file system refuses names outside
// [a-zA-Z0-9-_.:]; the disk does not, and neither does vcqlint: an overlay
// under a directory with a space, a plus sign or Chinese characters in its
// name, and a base directory so named, build with their positions.
func TestOverlaysUnderAnyDirectoryName(t *testing.T) {
	top := filepath.Join(t.TempDir(), "my work+c++", "调度 配置")
	copyTree(t, filepath.Join(dir, "overlays"), filepath.Join(top, "overlays"))
	copyTree(t, filepath.Join(dir, "base"), filepath.Join(top, "the base"))
	copyTree(t, filepath.Join(dir, "components"), filepath.Join(top, "components"))
	// A name that looks like a stored one (it would decode to ".."), as a
	// directory between the overlay and its base.
	copyTree(t, filepath.Join(dir, "overlays", "prod"), filepath.Join(top, "vcqlint-name-2e2e", "prod"))
	// A repository: its top is the linted root.
	if err := os.Mkdir(filepath.Join(top, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, o := range []string{"overlays/prod", "overlays/staging", "vcqlint-name-2e2e/prod"} {
		k := filepath.Join(top, filepath.FromSlash(o), "kustomization.yaml")
		data, err := os.ReadFile(k)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(k, []byte(strings.ReplaceAll(string(data), "../../base", "../../the base")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res := linter.Load(linter.Options{Paths: []string{filepath.Join(top, "overlays"), filepath.Join(top, "vcqlint-name-2e2e")}, Workers: 1})
	for _, d := range res.Diagnostics {
		if d.Level == loader.LevelError {
			t.Errorf("%s: %s", d.Pos, d.Msg)
		}
	}
	want := map[string]string{
		"overlays/prod":          "overlays/prod/team-a-capability.yaml:8:5 the base/queues.yaml:9:5",
		"overlays/staging":       "overlays/staging/team-a-weight.yaml:7:5 overlays/staging/team-a-weight.yaml:8:5",
		"vcqlint-name-2e2e/prod": "vcqlint-name-2e2e/prod/team-a-capability.yaml:8:5 the base/queues.yaml:9:5",
	}
	found := 0
	for _, e := range res.Estates {
		cluster, _ := filepath.Rel(top, e.Name)
		w, ok := want[filepath.ToSlash(cluster)]
		if !ok {
			continue
		}
		q, ok := e.Model.Queue("team-a")
		if !ok {
			t.Fatalf("%s: no team-a", cluster)
		}
		found++
		var got []string
		for _, key := range []string{"cpu", "memory"} {
			p := q.Obj.Pos("spec", "capability", key)
			rel, _ := filepath.Rel(top, p.File)
			got = append(got, fmt.Sprintf("%s:%d:%d", filepath.ToSlash(rel), p.Line, p.Column))
		}
		if strings.Join(got, " ") != w {
			t.Errorf("%s: capability at %s, want %s", cluster, strings.Join(got, " "), w)
		}
	}
	if found != 3 {
		t.Errorf("estates: %d of 3", found)
	}
}

// A build error names the directory as it is on disk, not as the in-memory
// file system stores it.
func TestBuildErrorNamesTheDirectoryAsWritten(t *testing.T) {
	top := filepath.Join(t.TempDir(), "a b+c")
	k := filepath.Join(top, "kustomization.yaml")
	if err := os.MkdirAll(top, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(k, []byte("resources:\n- missing dir\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res := linter.Load(linter.Options{Paths: []string{top}, Workers: 1})
	var msgs []string
	for _, d := range res.Diagnostics {
		msgs = append(msgs, d.Msg)
	}
	all := strings.Join(msgs, "\n")
	if !strings.Contains(all, "missing dir") || strings.Contains(all, "vcqlint-name-") {
		t.Errorf("diagnostics:\n%s", all)
	}
}
