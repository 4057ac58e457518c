package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/vcqlint/vcqlint/lint/cli"
)

const hostile = "../../testdata/hostile/config/"

// runWithin runs the CLI and fails the test instead of hanging forever when
// a regression makes it block (on a FIFO, say).
func runWithin(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	type result struct {
		out, err string
		code     int
	}
	done := make(chan result, 1)
	go func() {
		o, e, c := run(t, "", nil, false, args...)
		done <- result{o, e, c}
	}()
	select {
	case r := <-done:
		return r.out, r.err, r.code
	case <-time.After(30 * time.Second):
		t.Fatalf("vcqlint %s still running after 30 s", strings.Join(args, " "))
		return "", "", 0
	}
}

// copyFixture copies a fixture into dir, so a regression that overwrites
// it cannot damage testdata.
func copyFixture(t *testing.T, name, dir string) string {
	t.Helper()
	data, err := os.ReadFile(hostile + name)
	if err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(dir, name)
	if err := os.WriteFile(dst, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return dst
}

func TestConfigFIFOIsRefusedNotWaitedOn(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, ".vcqlint.yaml"), 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	manifest := copyFixture(t, "queue.yaml", dir)
	t.Chdir(dir)
	_, stderr, code := runWithin(t, manifest)
	if code != cli.ExitError || !strings.Contains(stderr, ".vcqlint.yaml") || !strings.Contains(stderr, "named pipe") {
		t.Fatalf("exit %d, stderr:\n%s\nwant exit 2 naming the pipe", code, stderr)
	}
}

func TestConfigDevZeroIsRefused(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	_, stderr, code := runWithin(t, "--config", "/dev/zero", hostile+"queue.yaml")
	if code != cli.ExitError || !strings.Contains(stderr, "/dev/zero: not a regular file") {
		t.Fatalf("exit %d, stderr:\n%s", code, stderr)
	}
}

func TestNamedInputFIFOIsRefusedAndTheRestLinted(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.yaml")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	stdout, stderr, code := runWithin(t, "--no-config", fifo, hostile+"queue.yaml")
	if code != cli.ExitError || !strings.Contains(stderr, "named pipe") || !strings.Contains(stdout, "(1 object)") {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
}

func TestOversizeConfigIsRefused(t *testing.T) {
	cfg := filepath.Join(t.TempDir(), "big.yaml")
	// A valid YAML comment just over the 1 MiB cap.
	if err := os.WriteFile(cfg, []byte("#"+strings.Repeat("x", 1<<20)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := runWithin(t, "--config", cfg, hostile+"queue.yaml")
	if code != cli.ExitError || !strings.Contains(stderr, "more than 1 MiB") || !strings.Contains(stderr, cfg) {
		t.Fatalf("exit %d, stderr:\n%s", code, stderr)
	}
}

func TestOutputOntoAnInputIsRefused(t *testing.T) {
	cases := []struct {
		name string
		args func(dir, manifest string) []string
	}{
		{"named file", func(dir, m string) []string { return []string{"-o", m, m} }},
		{"format:file", func(dir, m string) []string { return []string{"--format", "json:" + m, m} }},
		{"through a directory", func(dir, m string) []string { return []string{"-o", m, dir} }},
		{"output is a symlink to the input", func(dir, m string) []string {
			link := filepath.Join(dir, "link.out")
			if err := os.Symlink(m, link); err != nil {
				t.Skip(err)
			}
			return []string{"-o", link, m}
		}},
		{"input is a symlink to the output", func(dir, m string) []string {
			link := filepath.Join(dir, "link.yml")
			if err := os.Symlink(m, link); err != nil {
				t.Skip(err)
			}
			return []string{"-o", m, link}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			manifest := copyFixture(t, "queue.yaml", dir)
			before, _ := os.ReadFile(manifest)
			stdout, stderr, code := runWithin(t, append([]string{"--no-config"}, c.args(dir, manifest)...)...)
			after, _ := os.ReadFile(manifest)
			if code != cli.ExitError || !strings.Contains(stderr, "which this run reads") {
				t.Errorf("exit %d, stderr:\n%s", code, stderr)
			}
			if string(after) != string(before) || stdout != "" {
				t.Errorf("something was written: stdout %q, manifest now:\n%s", stdout, after)
			}
		})
	}
}

func TestOutputBesideTheInputsIsWritten(t *testing.T) {
	dir := t.TempDir()
	copyFixture(t, "queue.yaml", dir)
	report := filepath.Join(t.TempDir(), "report.json")
	if err := os.WriteFile(report, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := runWithin(t, "--no-config", "--format", "json", "-o", report, dir)
	data, _ := os.ReadFile(report)
	if code != cli.ExitClean || !strings.Contains(string(data), `"findings"`) {
		t.Fatalf("exit %d, stderr:\n%s\nreport:\n%s", code, stderr, data)
	}
}

func TestTwoOutputsToOneFileThroughALinkAreRefused(t *testing.T) {
	dir := t.TempDir()
	report := filepath.Join(dir, "report.out")
	if err := os.WriteFile(report, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.out")
	if err := os.Symlink(report, link); err != nil {
		t.Skip(err)
	}
	_, stderr, code := runWithin(t, "--no-config", "--format", "json:"+report, "--format", "sarif:"+link, hostile+"queue.yaml")
	if code != cli.ExitError || !strings.Contains(stderr, "both write to one file") {
		t.Fatalf("exit %d, stderr:\n%s", code, stderr)
	}
}
