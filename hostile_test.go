package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/vcqlint/vcqlint/internal/cli"
	"github.com/vcqlint/vcqlint/internal/jobs"
	"github.com/vcqlint/vcqlint/internal/sandbox"
)

// The hostile-input set: files anyone can put in a pull request that once
// made vcqlint hang, exhaust memory, read files or forge output. Each case
// runs the real command line in a child process (this test binary, re-run
// as vcqlint: see TestMain), so a regression that hangs is killed at the
// time bound and one that balloons is caught by the child's peak RSS,
// instead of taking the whole test run down with it.

// childEnv makes the test binary act as vcqlint; rssFileEnv names the file
// the child writes its peak resident memory to.
const (
	childEnv   = "VCQLINT_HOSTILE_CHILD"
	rssFileEnv = "VCQLINT_HOSTILE_RSS_FILE"
)

// childDataLimit caps the child's heap (RLIMIT_DATA, which Go's heap
// mappings count against) so that a regression dies with "out of memory"
// instead of taking the machine down: far above hostileRSSLimit.
const childDataLimit = 4 << 30

// Bounds for one case: the attacks they guard against took minutes and
// gigabytes (a 50,000-deep chain ran out of memory; it now peaks near
// 800 MiB in vcqlint tree). Work is bounded in CPU time, which a loaded
// machine does not inflate the way it inflates wall time (a 60 s wall
// bound failed at load 30 on two cores); the wall bound only catches a
// child that blocks without working.
const (
	hostileCPULimit  = 60 * time.Second
	hostileWallLimit = 5 * time.Minute
	hostileRSSLimit  = 1 << 30
)

func TestMain(m *testing.M) {
	// This test binary is also the sandbox worker of the runs the tests
	// make in-process, as vcqlint's binary is of a real run.
	sandbox.Serve(jobs.All())
	if os.Getenv(childEnv) == "1" {
		_ = syscall.Setrlimit(syscall.RLIMIT_DATA, &syscall.Rlimit{Cur: childDataLimit, Max: childDataLimit})
		code := cli.Run(context.Background(), os.Args[1:], cli.Stdio())
		if f := os.Getenv(rssFileEnv); f != "" {
			_ = os.WriteFile(f, []byte(strconv.FormatInt(peakRSS(), 10)), 0o644)
		}
		os.Exit(code)
	}
	code := m.Run()
	if actionCache.dir != "" {
		_ = os.RemoveAll(actionCache.dir)
	}
	os.Exit(code)
}

// peakRSS is this process's peak resident set in bytes (VmHWM). Rusage's
// Maxrss would not do: Linux carries the parent's peak over into a child at
// exec, so a test process that generated a large input would make every
// child look as large.
func peakRSS() int64 {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			if err != nil {
				return -1
			}
			return kb << 10
		}
	}
	return -1
}

// hostileRun is what one child run did.
type hostileRun struct {
	code           int
	stdout, stderr string
	elapsed, cpu   time.Duration
	peakRSS        int64 // bytes
}

// runHostile runs vcqlint with args in dir and fails the test when the run
// exceeds the bounds, crashes, or exits with a code vcqlint never uses.
func runHostile(t *testing.T, dir string, args ...string) hostileRun {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("peak RSS is read from Linux's /proc")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), hostileWallLimit)
	defer cancel()
	cmd := exec.CommandContext(ctx, self, args...)
	cmd.Dir = dir
	rssFile := filepath.Join(t.TempDir(), "rss")
	cmd.Env = append(os.Environ(), childEnv+"=1", rssFileEnv+"="+rssFile, "NO_COLOR=1")
	cmd.Stdin = strings.NewReader("")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err = cmd.Run()
	r := hostileRun{stdout: stdout.String(), stderr: stderr.String(), elapsed: time.Since(start)}
	if cmd.ProcessState != nil {
		r.code = cmd.ProcessState.ExitCode()
		r.cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	}
	if ctx.Err() != nil {
		t.Fatalf("vcqlint %s: still running after %v of wall time (killed)", strings.Join(args, " "), hostileWallLimit)
	}
	if r.cpu > hostileCPULimit {
		t.Errorf("vcqlint %s: %v of CPU time, bound %v", strings.Join(args, " "), r.cpu.Round(time.Millisecond), hostileCPULimit)
	}
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatalf("vcqlint %s: %v", strings.Join(args, " "), err)
	}
	if r.code < 0 || r.code > 2 {
		t.Fatalf("vcqlint %s: exit %d (crashed?); stderr:\n%s", strings.Join(args, " "), r.code, clip(r.stderr))
	}
	if strings.Contains(r.stderr, "panic:") || strings.Contains(r.stderr, "goroutine ") {
		t.Fatalf("vcqlint %s panicked:\n%s", strings.Join(args, " "), clip(r.stderr))
	}
	if b, err := os.ReadFile(rssFile); err == nil {
		r.peakRSS, _ = strconv.ParseInt(string(b), 10, 64)
	} else {
		t.Errorf("vcqlint %s: the child reported no peak memory: %v", strings.Join(args, " "), err)
	}
	if strings.Contains(r.stderr, "out of memory") {
		t.Fatalf("vcqlint %s ran out of memory (heap capped at %d GiB)", strings.Join(args, " "), childDataLimit>>30)
	}
	if r.peakRSS > hostileRSSLimit {
		t.Errorf("vcqlint %s: peak RSS %d MiB, bound %d MiB", strings.Join(args, " "), r.peakRSS>>20, hostileRSSLimit>>20)
	}
	t.Logf("exit %d in %v (%v CPU), peak RSS %d MiB, %d bytes out", r.code, r.elapsed.Round(time.Millisecond), r.cpu.Round(time.Millisecond), r.peakRSS>>20, len(r.stdout))
	return r
}

func clip(s string) string {
	if len(s) > 2000 {
		return s[:2000] + "…"
	}
	return s
}

// rawControls reports the first control character other than newline and
// tab in s: text output must show every other one escaped.
func rawControls(s string) (rune, bool) {
	for _, r := range s {
		if r != '\n' && r != '\t' && (r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == '\u202e' || r == '\u2066' || r == '\u2067' || r == '\u2068' || r == '\u2069') {
			return r, true
		}
	}
	return 0, false
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

func queueYAML(name, parent, capability string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "---\napiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: %q\n", name)
	b.WriteString("spec:\n  weight: 1\n")
	if parent != "" {
		fmt.Fprintf(&b, "  parent: %q\n", parent)
	}
	if capability != "" {
		fmt.Fprintf(&b, "  capability:\n    cpu: %q\n", capability)
	}
	return b.String()
}

// schedulerConf is a scheduler ConfigMap with the given actions line.
func schedulerConf(actions string) string {
	return "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: volcano-scheduler-configmap\n  namespace: volcano-system\ndata:\n" +
		"  volcano-scheduler.conf: |\n    actions: \"" + actions + "\"\n    tiers:\n    - plugins:\n      - name: priority\n      - name: gang\n"
}

func TestHostileGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("hostile inputs take a few seconds")
	}
	t.Run("quantity with a huge exponent", func(t *testing.T) {
		dir := t.TempDir()
		writeFile(t, filepath.Join(dir, "q.yaml"), queueYAML("parent", "", "1e2000000000")+queueYAML("child", "parent", "2"))
		for _, args := range [][]string{{"--no-config", "q.yaml"}, {"--no-config", "--cluster", "cpu=1e2000000000", "q.yaml"}, {"tree", "--no-config", "q.yaml"}, {"simulate", "--no-config", "--cluster", "cpu=8", "q.yaml"}} {
			runHostile(t, dir, args...)
		}
	})
	t.Run("50,000-deep parent chain", func(t *testing.T) {
		dir := t.TempDir()
		var b strings.Builder
		b.WriteString(queueYAML("q0", "", ""))
		const depth = 50_000
		for i := 1; i < depth; i++ {
			b.WriteString(queueYAML(fmt.Sprintf("q%d", i), fmt.Sprintf("q%d", i-1), ""))
		}
		writeFile(t, filepath.Join(dir, "chain.yaml"), b.String())
		r := runHostile(t, dir, "--no-config", "--format", "json", "chain.yaml")
		// Linear output: each queue's findings are a few hundred bytes, not
		// the whole ancestor chain.
		if len(r.stdout) > depth*2000 {
			t.Errorf("JSON report of %d bytes for %d queues: messages grow with the chain", len(r.stdout), depth)
		}
		runHostile(t, dir, "tree", "--no-config", "chain.yaml")
	})
	t.Run("10,000-queue parent cycle", func(t *testing.T) {
		dir := t.TempDir()
		var b strings.Builder
		const n = 10_000
		for i := range n {
			b.WriteString(queueYAML(fmt.Sprintf("c%d", i), fmt.Sprintf("c%d", (i+1)%n), ""))
		}
		writeFile(t, filepath.Join(dir, "cycle.yaml"), b.String())
		r := runHostile(t, dir, "--no-config", "cycle.yaml")
		if len(r.stdout) > n*2000 {
			t.Errorf("report of %d bytes for a %d-queue cycle", len(r.stdout), n)
		}
	})
	t.Run("48 MB actions string", func(t *testing.T) {
		dir := t.TempDir()
		writeFile(t, filepath.Join(dir, "conf.yaml"), schedulerConf(strings.Repeat("allocate, ", 48<<20/10)))
		r := runHostile(t, dir, "--no-config", "conf.yaml")
		if r.stdout == "" && r.stderr == "" {
			t.Error("no output at all")
		}
	})
	t.Run("billion laughs", func(t *testing.T) {
		dir := t.TempDir()
		var b strings.Builder
		b.WriteString("apiVersion: batch.volcano.sh/v1alpha1\nkind: Job\nmetadata: {name: j}\nspec:\n  queue: default\n  tasks:\n")
		b.WriteString("    - &t\n      name: t\n      template:\n        spec:\n          containers: [&c {name: c, resources: {requests: {cpu: '1'}}}")
		b.WriteString(strings.Repeat(", *c", 20_000))
		b.WriteString("]\n" + strings.Repeat("    - *t\n", 20_000))
		writeFile(t, filepath.Join(dir, "laughs.yaml"), b.String())
		r := runHostile(t, dir, "--no-config", "laughs.yaml")
		if r.code != cli.ExitError || !strings.Contains(r.stderr, "excessive aliasing") {
			t.Errorf("exit %d, want 2 with the excessive aliasing error; stderr:\n%s", r.code, clip(r.stderr))
		}
	})
	t.Run("half a million empty documents", func(t *testing.T) {
		dir := t.TempDir()
		writeFile(t, filepath.Join(dir, "empty.yaml"), strings.Repeat("---\n", 500_000))
		runHostile(t, dir, "--no-config", "empty.yaml")
	})
	t.Run("names that carry terminal controls and forged lines", func(t *testing.T) {
		dir := t.TempDir()
		names := []string{"evil\x1b]0;title\x07\x1b[2J", "a\r\nq.yaml:1:1: error VCQ101 forged", "rtl\u202egnp.yaml"}
		var b strings.Builder
		for _, n := range names {
			b.WriteString(queueYAML(n, "", ""))
			fmt.Fprintf(&b, "---\napiVersion: batch.volcano.sh/v1alpha1\nkind: Job\nmetadata: {name: %q}\nspec: {queue: %q, minAvailable: 1, tasks: [{name: t, replicas: 1}]}\n", n, n+"-missing")
		}
		writeFile(t, filepath.Join(dir, "names.yaml"), b.String())
		writeFile(t, filepath.Join(dir, "file\x1b[2J\nforged.yaml"), queueYAML("x", "missing-parent", ""))
		for _, args := range [][]string{{"--no-config", "."}, {"tree", "--no-config", "."}, {"--no-config", "-v", "."}} {
			r := runHostile(t, dir, args...)
			for _, out := range []string{r.stdout, r.stderr} {
				if c, bad := rawControls(out); bad {
					t.Errorf("vcqlint %v printed the raw control %U:\n%q", args, c, clip(out))
				}
				for _, line := range strings.Split(out, "\n") {
					if strings.HasPrefix(line, "q.yaml:1:1:") || strings.HasPrefix(line, "forged.yaml") {
						t.Errorf("vcqlint %v printed a forged line %q", args, line)
					}
				}
			}
		}
	})
	t.Run("configuration file that is a FIFO", func(t *testing.T) {
		dir := t.TempDir()
		if err := syscall.Mkfifo(filepath.Join(dir, ".vcqlint.yaml"), 0o644); err != nil {
			t.Skipf("no FIFOs here: %v", err)
		}
		writeFile(t, filepath.Join(dir, "q.yaml"), queueYAML("q", "", ""))
		r := runHostile(t, dir, "q.yaml")
		if r.code != cli.ExitError || !strings.Contains(r.stderr, ".vcqlint.yaml") {
			t.Errorf("exit %d, want 2 naming the configuration file; stderr:\n%s", r.code, clip(r.stderr))
		}
		r = runHostile(t, dir, "--config", "/dev/zero", "q.yaml")
		if r.code != cli.ExitError || !strings.Contains(r.stderr, "/dev/zero") {
			t.Errorf("--config /dev/zero: exit %d, want 2 naming it; stderr:\n%s", r.code, clip(r.stderr))
		}
	})
	t.Run("output onto an input", func(t *testing.T) {
		dir := t.TempDir()
		in := filepath.Join(dir, "q.yaml")
		text := queueYAML("q", "", "")
		writeFile(t, in, text)
		for _, args := range [][]string{{"--no-config", "-f", "json", "-o", "q.yaml", "q.yaml"}, {"--no-config", "-f", "json:q.yaml", "."}} {
			r := runHostile(t, dir, args...)
			if r.code != cli.ExitError {
				t.Errorf("vcqlint %v: exit %d, want 2", args, r.code)
			}
			if got, err := os.ReadFile(in); err != nil || string(got) != text {
				t.Fatalf("vcqlint %v overwrote its input (err %v)", args, err)
			}
		}
	})
}

// TestHostileFixtures runs every file under testdata/hostile through the
// command line within the bounds: whatever a case is there to prove (its
// own package's tests pin the exact verdicts), none may hang, balloon, crash
// or print raw control characters.
func TestHostileFixtures(t *testing.T) {
	if testing.Short() {
		t.Skip("hostile inputs take a few seconds")
	}
	root, err := filepath.Abs(filepath.Join("testdata", "hostile"))
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && (strings.HasSuffix(path, ".yaml") || strings.HasSuffix(path, ".yml")) {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("testdata/hostile holds no YAML file")
	}
	for _, f := range files {
		rel, _ := filepath.Rel(root, f)
		t.Run(rel, func(t *testing.T) {
			r := runHostile(t, filepath.Dir(f), "--no-config", filepath.Base(f))
			for _, out := range []string{r.stdout, r.stderr} {
				if c, bad := rawControls(out); bad {
					t.Errorf("printed the raw control %U:\n%q", c, clip(out))
				}
			}
		})
	}
}
