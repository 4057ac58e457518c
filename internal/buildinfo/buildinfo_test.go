package buildinfo_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/buildinfo"
)

// buildInfo parses the text `go version -m` prints, as the toolchain
// writes it into binaries.
func buildInfo(t *testing.T, text string) *debug.BuildInfo {
	t.Helper()
	bi, err := debug.ParseBuildInfo(strings.ReplaceAll(text, "|", "\t"))
	if err != nil {
		t.Fatal(err)
	}
	return bi
}

func TestFromBuildInfo(t *testing.T) {
	const local = "go|go1.26.8\npath|github.com/vcqlint/vcqlint\nmod|github.com/vcqlint/vcqlint|(devel)|\n" +
		"dep|github.com/open-policy-agent/opa|v1.22.0|h1:x=\n" +
		"build|vcs=git\nbuild|vcs.revision=0123456789abcdef0123456789abcdef01234567\nbuild|vcs.time=2026-01-02T03:04:05Z\nbuild|vcs.modified=true\n"
	const installed = "go|go1.26.8\npath|github.com/vcqlint/vcqlint\nmod|github.com/vcqlint/vcqlint|v0.3.0|h1:y=\n"
	cases := []struct {
		name, text, stamped string
		want                buildinfo.Info
	}{
		{"local build", local, "", buildinfo.Info{Version: "(devel)", GoVersion: "go1.26.8",
			Commit: "0123456789abcdef0123456789abcdef01234567", CommitTime: "2026-01-02T03:04:05Z", Modified: true, OPA: "v1.22.0"}},
		{"release stamp wins", local, "v1.2.3", buildinfo.Info{Version: "v1.2.3", GoVersion: "go1.26.8",
			Commit: "0123456789abcdef0123456789abcdef01234567", CommitTime: "2026-01-02T03:04:05Z", Modified: true, OPA: "v1.22.0"}},
		{"go install", installed, "", buildinfo.Info{Version: "v0.3.0", GoVersion: "go1.26.8"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := buildinfo.FromBuildInfo(buildInfo(t, c.text), c.stamped); got != c.want {
				t.Errorf("got %+v\nwant %+v", got, c.want)
			}
		})
	}
	if got := buildinfo.FromBuildInfo(nil, ""); got.Version != buildinfo.Devel || got.GoVersion != runtime.Version() {
		t.Errorf("no build information: %+v", got)
	}
}

func TestString(t *testing.T) {
	s := buildinfo.Info{Version: "v1.2.3", GoVersion: "go1.26.8", Commit: "abc", CommitTime: "2026-01-02T03:04:05Z", Modified: true, OPA: "v1.22.0"}.String()
	want := "vcqlint v1.2.3\ngo: go1.26.8\ncommit: abc (2026-01-02T03:04:05Z, modified)\nopa: v1.22.0\n"
	if s != want {
		t.Errorf("got %q, want %q", s, want)
	}
	if s := (buildinfo.Info{Version: "(devel)", GoVersion: "go1.26.8"}).String(); !strings.Contains(s, "commit: unknown") {
		t.Errorf("no commit: %q", s)
	}
}

// TestStampedBinary builds a small program the way a release is built
// (-ldflags -X, VCS stamping on) and checks what Read returns in it. The
// program and this package are copied into a fresh Git repository under
// the module's path: the Go toolchain stamps VCS information only where
// .git is a directory, which a linked work tree does not have.
func TestStampedBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a binary")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	dir := t.TempDir()
	copyFile(t, "buildinfo.go", filepath.Join(dir, "internal", "buildinfo", "buildinfo.go"))
	copyFile(t, filepath.Join("testdata", "printinfo", "main.go"), filepath.Join(dir, "cmd", "printinfo", "main.go"))
	writeFile(t, filepath.Join(dir, "go.mod"), "module github.com/vcqlint/vcqlint\n\ngo 1.26\n")
	git := func(args ...string) string {
		cmd := exec.Command("git", append([]string{"-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"}, args...)...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	git("init", "-q")
	git("add", ".")
	git("commit", "-q", "-m", "printinfo")
	head := git("rev-parse", "HEAD")

	run := func(ldflags string) buildinfo.Info {
		bin := filepath.Join(t.TempDir(), "printinfo")
		// go test puts its own GOROOT/bin first on PATH.
		build := exec.Command("go", "build", "-buildvcs=true", "-o", bin, "-ldflags", ldflags, "./cmd/printinfo")
		build.Dir = dir
		build.Env = append(os.Environ(), "GOFLAGS=", "GOWORK=off")
		if out, err := build.CombinedOutput(); err != nil {
			t.Fatalf("go build: %v\n%s", err, out)
		}
		out, err := exec.Command(bin).Output()
		if err != nil {
			t.Fatal(err)
		}
		var got buildinfo.Info
		if err := json.Unmarshal(out, &got); err != nil {
			t.Fatalf("%v: %s", err, out)
		}
		return got
	}
	got := run("-X github.com/vcqlint/vcqlint/internal/buildinfo.version=v9.8.7")
	if got.Version != "v9.8.7" || got.GoVersion != runtime.Version() || got.Commit != head || got.Modified {
		t.Errorf("stamped: got %+v; want version v9.8.7, %s, commit %s, unmodified", got, runtime.Version(), head)
	}
	// Without a stamp the toolchain's module version (a pseudo-version
	// naming the commit) is used.
	if got := run(""); !strings.HasPrefix(got.Version, "v0.0.0-") || !strings.HasSuffix(got.Version, head[:12]) || got.Commit != head {
		t.Errorf("unstamped: got %+v; want the pseudo-version of %s", got, head)
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, to, string(data))
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
