package cli_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/vcqlint/vcqlint/internal/cli"
)

const hostileConfig = "../../testdata/hostile/config/"

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

// copyQueueFixture copies the queue.yaml fixture into dir, so a regression that overwrites
// it cannot damage testdata.
func copyQueueFixture(t *testing.T, dir string) string {
	t.Helper()
	const name = "queue.yaml"
	data, err := os.ReadFile(hostileConfig + name)
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
	manifest := copyQueueFixture(t, dir)
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
	_, stderr, code := runWithin(t, "--config", "/dev/zero", hostileConfig+"queue.yaml")
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
	stdout, stderr, code := runWithin(t, "--no-config", fifo, hostileConfig+"queue.yaml")
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
	_, stderr, code := runWithin(t, "--config", cfg, hostileConfig+"queue.yaml")
	if code != cli.ExitError || !strings.Contains(stderr, "more than 1 MiB") || !strings.Contains(stderr, cfg) {
		t.Fatalf("exit %d, stderr:\n%s", code, stderr)
	}
}

func TestOutputOntoAnInputIsRefused(t *testing.T) {
	cases := []struct {
		name string
		args func(dir, manifest string) []string
	}{
		{"named file", func(_, m string) []string { return []string{"-o", m, m} }},
		{"format:file", func(_, m string) []string { return []string{"--format", "json:" + m, m} }},
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
			manifest := copyQueueFixture(t, dir)
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
	copyQueueFixture(t, dir)
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
	_, stderr, code := runWithin(t, "--no-config", "--format", "json:"+report, "--format", "sarif:"+link, hostileConfig+"queue.yaml")
	if code != cli.ExitError || !strings.Contains(stderr, "both write to one file") {
		t.Fatalf("exit %d, stderr:\n%s", code, stderr)
	}
}

// ruleIDs are the IDs `vcqlint rules` lists, so the tests below follow
// the catalogue as rules are added.
func ruleIDs(t *testing.T) []string {
	t.Helper()
	stdout, stderr, code := run(t, "", nil, false, "rules", "--format", "json")
	if code != cli.ExitClean {
		t.Fatalf("rules: exit %d: %s", code, stderr)
	}
	var rules []struct{ ID string }
	if err := json.Unmarshal([]byte(stdout), &rules); err != nil {
		t.Fatal(err)
	}
	ids := make([]string, len(rules))
	for i, r := range rules {
		ids[i] = r.ID
	}
	return ids
}

func TestConfigTurningOffEveryRuleIsAWarning(t *testing.T) {
	ids := ruleIDs(t)
	cases := []struct {
		name    string
		disable []string
		warn    bool
	}{
		{"every rule off", ids, true},
		{"one rule left on", ids[1:], false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg := filepath.Join(t.TempDir(), "off.yaml")
			text := "rules:\n  disable: [" + strings.Join(c.disable, ", ") + "]\n"
			if err := os.WriteFile(cfg, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			stdout, stderr, code := runWithin(t, "--config", cfg, "--format", "json", hostileConfig+"queue.yaml")
			if code != cli.ExitClean {
				t.Fatalf("exit %d, stderr:\n%s", code, stderr)
			}
			var rep struct {
				Config   *string  `json:"config"`
				Warnings []string `json:"warnings"`
			}
			if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
				t.Fatal(err)
			}
			if rep.Config == nil || *rep.Config != cfg {
				t.Errorf("config = %v, want %s", rep.Config, cfg)
			}
			warned := strings.Contains(stderr, "warning: "+cfg+" turns off every rule")
			if warned != c.warn || (len(rep.Warnings) == 1) != c.warn {
				t.Errorf("warning on stderr %v, in JSON %q; want %v\nstderr:\n%s", warned, rep.Warnings, c.warn, stderr)
			}
		})
	}
}

func TestVerboseSaysWhichConfigurationApplies(t *testing.T) {
	abs, err := filepath.Abs(hostileConfig + "single-keys.vcqlint.yaml")
	if err != nil {
		t.Fatal(err)
	}
	_, stderr, _ := runWithin(t, "-v", "--config", hostileConfig+"single-keys.vcqlint.yaml", hostileConfig+"queue.yaml")
	if !strings.Contains(stderr, "vcqlint: using configuration "+abs+"\n") {
		t.Errorf("stderr lacks the configuration's absolute path:\n%s", stderr)
	}
	_, stderr, _ = runWithin(t, "-v", "--no-config", hostileConfig+"queue.yaml")
	if !strings.Contains(stderr, "no configuration file used (--no-config)") {
		t.Errorf("stderr:\n%s", stderr)
	}
	stdout, stderr, _ := runWithin(t, "--no-config", "--format", "json", hostileConfig+"queue.yaml")
	if strings.Contains(stderr, "configuration") || !strings.Contains(stdout, `"config": null`) || !strings.Contains(stdout, `"warnings": []`) {
		t.Errorf("without -v nothing is said on stderr, JSON has config null:\nstdout:\n%s\nstderr:\n%s", stdout, stderr)
	}
}

func TestDuplicateKeyInManifestIsReportedAtTheSecondKey(t *testing.T) {
	stdout, _, code := runWithin(t, "--no-config", hostileConfig+"duplicate-capability.yaml", hostileConfig+"queue.yaml")
	want := "duplicate-capability.yaml:10:3: error VCQ003 Queue/hostile-duplicate-capability: duplicate key \"capability\" (first at line 7)"
	if code != cli.ExitFindings || !strings.Contains(stdout, want) || strings.Count(stdout, "VCQ003") != 1 {
		t.Fatalf("exit %d, stdout:\n%s\nwant one %q", code, stdout, want)
	}
}

func TestInitOutputOntoAnInputIsRefused(t *testing.T) {
	dir := t.TempDir()
	manifest := copyQueueFixture(t, dir)
	before, _ := os.ReadFile(manifest)
	_, stderr, code := runWithin(t, "init", "--force", "-o", manifest, dir)
	after, _ := os.ReadFile(manifest)
	if code != cli.ExitError || !strings.Contains(stderr, "which this run reads") || string(after) != string(before) {
		t.Fatalf("exit %d, stderr:\n%s\nmanifest now:\n%s", code, stderr, after)
	}
}
