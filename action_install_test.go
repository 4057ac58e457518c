package main

import (
	"archive/tar"
	"compress/gzip"
	"crypto/sha256"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/vcqlint/vcqlint/internal/cli"
)

// How the Action gets vcqlint (action.yml's prepare and install steps):
// built once and then taken from the cache, a release binary when its ref
// is a release, and setup-go only when the runner's Go is older than
// go.mod's.

// TestActionCachesItsBuild: the first workflow run builds vcqlint and
// leaves it in the cache; a second run (another job, same cache) takes it
// from there without building, and lints with it. This is the one Action
// test that builds vcqlint.
func TestActionCachesItsBuild(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash is not installed")
	}
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	cache := t.TempDir()
	inputs := map[string]string{"env:VCQLINT_ACTION_CACHE": cache}
	prep := runActionStep(t, "prepare", root, t.TempDir(), t.TempDir(), inputs)
	key, path := prep.outputs["key"], prep.outputs["path"]
	goVersion := strings.TrimPrefix(runtime.Version(), "go")
	if prep.code != 0 || prep.outputs["go-found"] != "true" || !strings.HasPrefix(key, "vcqlint-source-") ||
		!strings.Contains(key, "-go"+goVersion+"-") || path != filepath.Join(cache, key) {
		t.Fatalf("prepare: exit %d, outputs %v:\n%s", prep.code, prep.outputs, prep.stdout)
	}

	first := runActionStep(t, "install", root, t.TempDir(), t.TempDir(), inputs)
	if first.code != 0 || first.outputs["how"] != "build" || !strings.Contains(first.stdout, "Building vcqlint from "+root) {
		t.Fatalf("first run: exit %d, outputs %v:\n%s", first.code, first.outputs, first.stdout)
	}
	built, err := os.Stat(filepath.Join(path, "vcqlint"))
	if err != nil {
		t.Fatalf("the build is not in the cache: %v", err)
	}

	ws, job := workspaceWithExamples(t), t.TempDir()
	second := runActionStep(t, "install", root, ws, job, inputs)
	if second.code != 0 || second.outputs["how"] != "cache" || strings.Contains(second.stdout, "Building") ||
		!strings.Contains(second.stdout, "cached as "+key) {
		t.Fatalf("second run: exit %d, outputs %v:\n%s", second.code, second.outputs, second.stdout)
	}
	if again, err := os.Stat(filepath.Join(path, "vcqlint")); err != nil || !again.ModTime().Equal(built.ModTime()) {
		t.Errorf("the cached binary was replaced: %v", err)
	}
	// The lint step of that job runs the cached binary, a real vcqlint.
	r := runActionStep(t, "lint", root, ws, job, withInput(inputs, "PATH", "examples/broken"))
	if r.code != cli.ExitFindings || r.outputs["findings"] != itoa(findingCount(t, "examples/broken")) {
		t.Errorf("lint with the cached vcqlint: exit %d, outputs %v:\n%s", r.code, r.outputs, r.stdout)
	}
}

// fakeRelease lays out a release of version as GoReleaser publishes it
// (.goreleaser.yaml), with program as its vcqlint, and returns its
// directory; tamper writes a checksums.txt that does not match.
func fakeRelease(t *testing.T, version, program string, tamper bool) string {
	t.Helper()
	dir := t.TempDir()
	archive := fmt.Sprintf("vcqlint_%s_%s_%s.tar.gz", strings.TrimPrefix(version, "v"), runtime.GOOS, runtime.GOARCH)
	f, err := os.Create(filepath.Join(dir, archive))
	if err != nil {
		t.Fatal(err)
	}
	gz := gzip.NewWriter(f)
	tw := tar.NewWriter(gz)
	if err := tw.WriteHeader(&tar.Header{Name: "vcqlint", Mode: 0o755, Size: int64(len(program)), ModTime: time.Unix(0, 0)}); err != nil {
		t.Fatal(err)
	}
	if _, err := tw.Write([]byte(program)); err != nil {
		t.Fatal(err)
	}
	for _, c := range []interface{ Close() error }{tw, gz, f} {
		if err := c.Close(); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(filepath.Join(dir, archive))
	if err != nil {
		t.Fatal(err)
	}
	sum := fmt.Sprintf("%x", sha256.Sum256(data))
	if tamper {
		sum = strings.Repeat("0", 64)
	}
	if err := os.WriteFile(filepath.Join(dir, "checksums.txt"), []byte(sum+"  "+archive+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// pathWithoutGo is PATH with a go that is not there: a go command first on
// it that fails as a missing one does (exit 127), so that no Go is found
// wherever this machine keeps its own.
func pathWithoutGo(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go"), []byte("#!/bin/sh\nexit 127\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return dir + string(os.PathListSeparator) + os.Getenv("PATH")
}

// TestActionUsesTheReleaseBinary: with the action at a release tag, the
// release's binary is used (checked against checksums.txt and cached, no
// Go needed); when the release does not hold up (a checksum that differs),
// a runner without Go is told to set it up instead.
func TestActionUsesTheReleaseBinary(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash is not installed")
	}
	if runtime.GOOS != "linux" && runtime.GOOS != "darwin" {
		t.Skip("the release archives for this platform are zip files")
	}
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	const program = "#!/bin/sh\necho released vcqlint \"$@\"\n"
	for _, tamper := range []bool{false, true} {
		cache := t.TempDir()
		inputs := map[string]string{
			"env:VCQLINT_ACTION_CACHE": cache, "env:VCQLINT_ACTION_REF": "v9.9.9",
			"env:VCQLINT_RELEASE_URL": "file://" + fakeRelease(t, "v9.9.9", program, tamper),
			"env:PATH":                pathWithoutGo(t),
		}
		prep := runActionStep(t, "prepare", root, t.TempDir(), t.TempDir(), inputs)
		key := prep.outputs["key"]
		if prep.code != 0 || !strings.HasPrefix(key, "vcqlint-v9.9.9-") || strings.Contains(key, "-go") || prep.outputs["go-found"] != "false" {
			t.Fatalf("prepare: exit %d, outputs %v:\n%s", prep.code, prep.outputs, prep.stdout)
		}
		job := t.TempDir()
		r := runActionStep(t, "install", root, t.TempDir(), job, inputs)
		installed, _ := os.ReadFile(filepath.Join(job, "vcqlint", "bin", "vcqlint"))
		switch {
		case r.code != 0:
			t.Errorf("tampered=%v: install failed: exit %d:\n%s", tamper, r.code, r.stdout)
		case !tamper && (r.outputs["how"] != "release" || string(installed) != program):
			t.Errorf("release: outputs %v, installed %q:\n%s", r.outputs, installed, r.stdout)
		case !tamper && !strings.Contains(r.stdout, "Using the release binary of vcqlint v9.9.9"):
			t.Errorf("the log does not say the release binary is used:\n%s", r.stdout)
		case tamper && (r.outputs["needs-go"] != "true" || r.outputs["how"] != "" || installed != nil):
			t.Errorf("tampered release: outputs %v, installed %q:\n%s", r.outputs, installed, r.stdout)
		case tamper && !strings.Contains(r.stdout, "checksums.txt says 0000"):
			t.Errorf("the log does not say why the release was not used:\n%s", r.stdout)
		}
	}
}

// TestActionSetsUpGoOnlyWhenTheRunnersIsOlder: a Go older than go.mod's on
// the runner is not used (setup-go installs go.mod's, which the cache key
// names); the Go this test runs with is.
func TestActionSetsUpGoOnlyWhenTheRunnersIsOlder(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash is not installed")
	}
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	gomod, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	var required string
	for _, line := range strings.Split(string(gomod), "\n") {
		if v, ok := strings.CutPrefix(line, "go "); ok {
			required = strings.TrimSpace(v)
		}
	}
	old := t.TempDir()
	fake := "#!/bin/sh\n[ \"$1 $2\" = \"env GOVERSION\" ] && echo go1.21.13 && exit 0\nexit 1\n"
	if err := os.WriteFile(filepath.Join(old, "go"), []byte(fake), 0o755); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, path, found, keyGo string
	}{
		{"older Go on the runner", old + string(os.PathListSeparator) + os.Getenv("PATH"), "false", "-go" + required + "-"},
		{"no Go on the runner", pathWithoutGo(t), "false", "-go" + required + "-"},
		{"this Go", os.Getenv("PATH"), "true", "-go" + strings.TrimPrefix(runtime.Version(), "go") + "-"},
	}
	for _, c := range cases {
		inputs := map[string]string{"env:VCQLINT_ACTION_CACHE": t.TempDir(), "env:PATH": c.path}
		prep := runActionStep(t, "prepare", root, t.TempDir(), t.TempDir(), inputs)
		if prep.code != 0 || prep.outputs["go-found"] != c.found || !strings.Contains(prep.outputs["key"], c.keyGo) {
			t.Errorf("%s: exit %d, outputs %v, want go-found=%s and a key with %s:\n%s", c.name, prep.code, prep.outputs, c.found, c.keyGo, prep.stdout)
		}
	}
}
