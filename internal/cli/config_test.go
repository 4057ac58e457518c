package cli_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
)

// Files of the CLI testdata the configuration tests copy into temporary
// repositories.
func testdataFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(data, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// repo writes files (path -> content; a path ending in / is a directory)
// under a new temporary directory and returns its path.
func repo(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, content := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if strings.HasSuffix(name, "/") {
			if err := os.MkdirAll(p, 0o755); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// lintRepo is a repository with a warning (duplicate-plugin.yaml: VCQ113) and
// an error (exceeds.yaml: VCQ203) under manifests/, a copy of the error in
// manifests/generated/, and a configuration at its root.
func lintRepo(t *testing.T, config string) string {
	return repo(t, map[string]string{
		".git/":                            "",
		".vcqlint.yaml":                    config,
		"manifests/duplicate-plugin.yaml":  testdataFile(t, "duplicate-plugin.yaml"),
		"manifests/exceeds.yaml":           testdataFile(t, "exceeds.yaml"),
		"manifests/generated/exceeds.yaml": strings.ReplaceAll(testdataFile(t, "exceeds.yaml"), "cli-", "gen-"),
		"sub/deeper/":                      "",
		"ci/strict.yaml":                   "failOn: info\n",
	})
}

func TestConfigFileIsFoundUpward(t *testing.T) {
	root := lintRepo(t, `paths: [manifests]
exclude: ["**/generated/**"]
rules:
  disable: [VCQ203]
failOn: warning
`)
	t.Chdir(filepath.Join(root, "sub", "deeper"))
	stdout, stderr, code := run(t, "", nil, false)
	if code != cli.ExitFindings {
		t.Fatalf("exit %d, want %d (failOn: warning, VCQ113 is a warning); stderr:\n%s", code, cli.ExitFindings, stderr)
	}
	// The configuration's paths are relative to its directory; findings
	// are printed relative to the working directory.
	for _, want := range []string{
		filepath.Join("..", "..", "manifests", "duplicate-plugin.yaml") + ":13:9: warning VCQ113",
		"1 file excluded by " + filepath.Join("..", "..", ".vcqlint.yaml"),
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, stdout)
		}
	}
	if strings.Contains(stdout, " VCQ203 ") || strings.Contains(stdout, "generated") {
		t.Errorf("disabled rule or excluded file reported:\n%s", stdout)
	}
}

func TestConfigFlags(t *testing.T) {
	root := lintRepo(t, "failOn: warning\n")
	t.Chdir(root)
	warn := filepath.Join("manifests", "duplicate-plugin.yaml")
	cases := []struct {
		name       string
		args       []string
		want       int
		wantStderr string
	}{
		{"discovered failOn: warning", []string{warn}, cli.ExitFindings, ""},
		{"--fail-on beats the file", []string{"--fail-on", "error", warn}, cli.ExitClean, ""},
		{"--no-config", []string{"--no-config", warn}, cli.ExitClean, ""},
		{"--config PATH", []string{"--config", filepath.Join("ci", "strict.yaml"), warn}, cli.ExitFindings, ""},
		{"--config=PATH below the threshold", []string{"--config=" + filepath.Join("ci", "strict.yaml"), "--fail-on=error", warn}, cli.ExitClean, ""},
		{"--config of a missing file", []string{"--config", "nope.yaml", warn}, cli.ExitError, "vcqlint: read configuration: open nope.yaml: no such file or directory\n"},
		{"--config with --no-config", []string{"--config", "ci/strict.yaml", "--no-config", warn}, cli.ExitError, "vcqlint: --config and --no-config exclude each other\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, stderr, code := run(t, "", nil, false, c.args...)
			if code != c.want {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, c.want, stderr)
			}
			if c.wantStderr != "" && !strings.HasPrefix(stderr, c.wantStderr) {
				t.Errorf("stderr = %q, want it to start with %q", stderr, c.wantStderr)
			}
		})
	}
}

// TestRuleSelectionAndSeverity checks the effect of the rules section on
// the findings and the exit code, linting exceeds.yaml (one VCQ203 error).
func TestRuleSelectionAndSeverity(t *testing.T) {
	cases := []struct {
		name, config string
		args         []string
		want         int
		wantOut      string // a substring of stdout; "" for no finding at all
	}{
		{"default", "", nil, cli.ExitFindings, "error VCQ203"},
		{"disabled by ID", "rules: {disable: [VCQ203]}", nil, cli.ExitClean, ""},
		{"disabled by name", "rules: {disable: [child-capability-exceeds-parent]}", nil, cli.ExitClean, ""},
		{"lowered to warning", "rules: {severity: {VCQ203: warning}}", nil, cli.ExitClean, "warning VCQ203"},
		{"lowered, with failOn: warning", "failOn: warning\nrules: {severity: {VCQ203: warning}}", nil, cli.ExitFindings, "warning VCQ203"},
		{"lowered to info, --fail-on info", "rules: {severity: {VCQ203: info}}", []string{"--fail-on", "info"}, cli.ExitFindings, "info VCQ203"},
		{"raised: a warning rule made an error", "rules: {severity: {duplicate-plugin: error}}", nil, cli.ExitFindings, "error VCQ113"},
		// Volcano 1.12 admits the queue; the halt needs the capacity plugin,
		// which the input does not configure: a warning (issue 15).
		{"volcanoVersion from the file", `volcanoVersion: "1.12"`, nil, cli.ExitClean, "in Volcano 1.12 this stops all scheduling"},
		{"--volcano-version beats the file", `volcanoVersion: "1.12"`, []string{"--volcano-version", "1.15"}, cli.ExitFindings, "Volcano 1.15 rejects it"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Chdir(lintRepo(t, c.config))
			file := filepath.Join("manifests", "exceeds.yaml")
			if strings.Contains(c.name, "warning rule") {
				file = filepath.Join("manifests", "duplicate-plugin.yaml")
			}
			args := append(append([]string(nil), c.args...), file)
			stdout, stderr, code := run(t, "", nil, false, args...)
			if code != c.want {
				t.Errorf("exit %d, want %d; stderr:\n%s\nstdout:\n%s", code, c.want, stderr, stdout)
			}
			if c.wantOut == "" && findingLine.MatchString(stdout) {
				t.Errorf("want no finding, got:\n%s", stdout)
			}
			if !strings.Contains(stdout, c.wantOut) {
				t.Errorf("stdout lacks %q:\n%s", c.wantOut, stdout)
			}
		})
	}
}

// findingLine matches a finding of the text output.
var findingLine = regexp.MustCompile(`(?m):\d+:\d+: (error|warning|info) VCQ\d+ `)

func TestExcludeGlobs(t *testing.T) {
	root := lintRepo(t, `exclude:
  - manifests/generated
  - "**/exceeds.yaml"
`)
	t.Chdir(root)
	// Named explicitly or found by walking, an excluded file is not read.
	for _, args := range [][]string{{"manifests"}, {filepath.Join("manifests", "exceeds.yaml"), filepath.Join("manifests", "generated", "exceeds.yaml")}} {
		stdout, stderr, code := run(t, "", nil, false, args...)
		if code != cli.ExitClean || strings.Contains(stdout, " VCQ203 ") {
			t.Errorf("%v: exit %d, stdout:\n%s\nstderr:\n%s", args, code, stdout, stderr)
		}
		if !strings.Contains(stdout, "2 files excluded by .vcqlint.yaml") {
			t.Errorf("%v: no exclusion note:\n%s", args, stdout)
		}
	}
}

func TestInvalidConfigStopsTheRun(t *testing.T) {
	root := lintRepo(t, `paths: [manifests]
failOn: fatal
rules:
  disable: [VCQ2O3]
  sevrity: {}
`)
	t.Chdir(root)
	want := `.vcqlint.yaml:2:9: failOn: unknown severity "fatal" (want error, warning or info)
.vcqlint.yaml:4:13: rules.disable[0]: unknown rule "VCQ2O3" (did you mean "VCQ203"?); 'vcqlint rules' lists them
.vcqlint.yaml:5:3: unknown key "sevrity" in rules (did you mean "severity"?); known keys: disable, enable, severity
`
	for _, args := range [][]string{nil, {"config", "verify"}, {"config", "verify", "--config", ".vcqlint.yaml"}} {
		stdout, stderr, code := run(t, "", nil, false, args...)
		if code != cli.ExitError {
			t.Errorf("%v: exit %d, want %d", args, code, cli.ExitError)
		}
		if stderr != want {
			t.Errorf("%v: stderr\n%s\nwant\n%s", args, stderr, want)
		}
		if stdout != "" {
			t.Errorf("%v: nothing is linted or printed on stdout, got:\n%s", args, stdout)
		}
	}
}

func TestConfigVerify(t *testing.T) {
	root := lintRepo(t, "failOn: warning\n")
	t.Chdir(filepath.Join(root, "sub"))
	cases := []struct {
		args       []string
		want       int
		wantStdout string
		wantStderr string
	}{
		{[]string{"config", "verify"}, cli.ExitClean, "ok: " + filepath.Join("..", ".vcqlint.yaml") + "\n", ""},
		{[]string{"config", "verify", "--config", filepath.Join("..", "ci", "strict.yaml")}, cli.ExitClean, "ok: " + filepath.Join("..", "ci", "strict.yaml") + "\n", ""},
		{[]string{"config", "verify", "--config", "none.yaml"}, cli.ExitError, "", "vcqlint: read configuration: open none.yaml: no such file or directory\n"},
		{[]string{"config"}, cli.ExitError, "", "vcqlint: config takes a subcommand"},
		{[]string{"config", "verify", "extra"}, cli.ExitError, "", `vcqlint: config verify takes no arguments, got ["extra"]`},
	}
	for _, c := range cases {
		stdout, stderr, code := run(t, "", nil, false, c.args...)
		if code != c.want || stdout != c.wantStdout || !strings.HasPrefix(stderr, c.wantStderr) {
			t.Errorf("%v: exit %d stdout %q stderr %q; want %d %q %q...", c.args, code, stdout, stderr, c.want, c.wantStdout, c.wantStderr)
		}
	}

	// No configuration anywhere up to the repository root.
	t.Chdir(repo(t, map[string]string{".git/": ""}))
	_, stderr, code := run(t, "", nil, false, "config", "verify")
	if code != cli.ExitError || !strings.Contains(stderr, "no .vcqlint.yaml or .vcqlint.yml in the working directory or a parent") {
		t.Errorf("no config: exit %d, stderr %q", code, stderr)
	}
}

func TestConfigSchemaIsTheShippedFile(t *testing.T) {
	want, err := os.ReadFile(filepath.Join("..", "..", "schema", "vcqlint-config.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := run(t, "", nil, false, "config", "schema")
	if code != cli.ExitClean || stdout != string(want) {
		t.Errorf("exit %d, stderr %q; output equals schema/vcqlint-config.schema.json: %v (go test ./internal/config -update)", code, stderr, stdout == string(want))
	}
}

func TestSuppressionsInTheCLI(t *testing.T) {
	suppressData := filepath.Join("..", "..", "testdata", "suppress")
	cases := []struct {
		name     string
		args     []string
		want     int
		contains []string
	}{
		{"embedded comment", []string{"--no-config", filepath.Join(suppressData, "embedded.yaml")}, cli.ExitClean,
			[]string{"1 finding suppressed by vcqlint:ignore comments or vcqlint.io/ignore annotations"}},
		{"annotations", []string{"--no-config", filepath.Join(suppressData, "annotation.yaml")}, cli.ExitClean,
			[]string{"2 findings suppressed"}},
		{"problems are warnings; the unsuppressed error fails", []string{"--no-config", filepath.Join(suppressData, "problems.yaml")}, cli.ExitFindings,
			[]string{"problems.yaml:9:25: warning VCQ001 ", "problems.yaml:12:22: warning VCQ001 ", "problems.yaml:22:5: warning VCQ002 ", "problems.yaml:23:5: error VCQ203 ", "problems.yaml:24:34: warning VCQ002 "}},
		{"explain lists the tool rules", []string{"explain", "VCQ001"}, cli.ExitClean, []string{"VCQ001 unused-suppression\nseverity: warning"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stdout, stderr, code := run(t, "", nil, false, c.args...)
			if code != c.want {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, c.want, stderr)
			}
			for _, s := range c.contains {
				if !strings.Contains(stdout, s) {
					t.Errorf("stdout lacks %q:\n%s", s, stdout)
				}
			}
		})
	}

	// A configuration can make stale suppressions fail the build.
	root := repo(t, map[string]string{
		".git/":         "",
		".vcqlint.yaml": "rules:\n  severity: {unused-suppression: error}\n",
		"q.yaml":        "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: a\nspec:\n  weight: 1 # vcqlint:ignore VCQ203 -- stale\n",
	})
	t.Chdir(root)
	stdout, _, code := run(t, "", nil, false, "q.yaml")
	if code != cli.ExitFindings || !strings.Contains(stdout, "q.yaml:6:30: error VCQ001") {
		t.Errorf("exit %d, stdout:\n%s", code, stdout)
	}
	if _, _, code := run(t, "", nil, false, "--no-config", "q.yaml"); code != cli.ExitClean {
		t.Errorf("without the configuration VCQ001 is a warning: exit %d", code)
	}
}

// TestCustomBuildNames: the volcano section's extraPlugins and extraActions
// are not unknown (a built-in name declared again is accepted silently);
// undeclared names still are, and without the configuration all are.
func TestCustomBuildNames(t *testing.T) {
	dir := filepath.Join(data, "custom-build")
	conf, cfg := filepath.Join(dir, "volcano-scheduler.conf"), filepath.Join(dir, "vcqlint.yaml")
	for _, tc := range []struct {
		name   string
		args   []string
		want   []string
		absent []string
	}{
		{"declared", []string{"--config", cfg, "--format", "json", conf},
			[]string{`unknown action \"allocat\"`, `unknown plugin \"my-plugin\"`},
			[]string{"topology-allocate", "topology910", `plugin \"gang\"`}},
		{"undeclared", []string{"--no-config", "--format", "json", conf},
			[]string{`unknown action \"topology-allocate\"`, `unknown action \"allocat\"`, `unknown plugin \"topology910\"`, `unknown plugin \"my-plugin\"`, "declare it in volcano.extraPlugins"},
			[]string{`plugin \"gang\"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, code := run(t, "", nil, false, tc.args...)
			if code != cli.ExitFindings {
				t.Fatalf("exit %d, stderr %s", code, stderr)
			}
			for _, w := range tc.want {
				if !strings.Contains(stdout, w) {
					t.Errorf("output lacks %s:\n%s", w, stdout)
				}
			}
			for _, a := range tc.absent {
				if strings.Contains(stdout, a) {
					t.Errorf("output has %s:\n%s", a, stdout)
				}
			}
		})
	}
	stdout, stderr, code := run(t, "", nil, false, "config", "verify", "--config", cfg)
	if code != cli.ExitClean || stdout != "ok: "+cfg+"\n" {
		t.Errorf("config verify: exit %d, %q %q", code, stdout, stderr)
	}
}

// config verify renders the charts of the helm section: a chart that fails
// to render is reported at the item naming it, with the template's position.
func TestConfigVerifyRendersHelmCharts(t *testing.T) {
	helmData, err := filepath.Abs(filepath.Join("..", "..", "testdata", "helm"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Chdir(dir)
	write := func(body string) {
		if err := os.WriteFile(".vcqlint.yaml", []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("helm:\n  - chart: " + filepath.Join(helmData, "volcano-like") + "\n    values: [" + filepath.Join(helmData, "values", "volcano-override.yaml") + "]\n")
	if stdout, stderr, code := run(t, "", nil, false, "config", "verify"); code != cli.ExitClean || stdout != "ok: .vcqlint.yaml\n" {
		t.Errorf("good chart: exit %d stdout %q stderr %q", code, stdout, stderr)
	}
	write("helm:\n  - chart: " + filepath.Join(helmData, "volcano-like") + "\n  - chart: " + filepath.Join(helmData, "broken") + "\n")
	_, stderr, code := run(t, "", nil, false, "config", "verify")
	want := ".vcqlint.yaml:3:5: helm[1]: " + filepath.Join(helmData, "broken", "templates", "queue.yaml") + ":6:56: cannot render the Helm chart"
	if code != cli.ExitError || !strings.HasPrefix(stderr, want) {
		t.Errorf("broken chart: exit %d stderr %q, want it to start %q", code, stderr, want)
	}
}

// TestWebhookFlags: volcano.rootQueueProtection and volcano.maxQueueDepth set
// the webhook manager's flags VCQ206 and VCQ209 follow (from 1.14.2, where
// the flags exist); older targets are unchanged, and a depth below 1 is a
// configuration error.
func TestWebhookFlags(t *testing.T) {
	dir := filepath.Join(data, "webhook-flags")
	queues := filepath.Join(dir, "queues.yaml")
	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		want   []string
		absent []string
	}{
		{"defaults", []string{"--no-config", "--volcano-version", "1.15", "--format", "json", queues}, cli.ExitFindings,
			[]string{`"VCQ209"`, `--max-queue-depth (5;`, `root protection`}, nil},
		{"configured", []string{"--config", filepath.Join(dir, "flags.yaml"), "--format", "json", queues}, cli.ExitClean,
			nil, []string{`"VCQ209"`, `root protection`}},
		{"before 1.14.2", []string{"--config", filepath.Join(dir, "old.yaml"), "--format", "json", queues}, cli.ExitClean,
			nil, []string{`"VCQ209"`, `root protection`}},
		{"depth 0", []string{"--config", filepath.Join(dir, "zero.yaml"), queues}, cli.ExitError,
			[]string{"zero.yaml:3:18: volcano.maxQueueDepth: 0 is below 1"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, code := run(t, "", nil, false, tc.args...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d; stdout %s stderr %s", code, tc.code, stdout, stderr)
			}
			for _, w := range tc.want {
				if !strings.Contains(stdout+stderr, w) {
					t.Errorf("output lacks %s:\n%s%s", w, stdout, stderr)
				}
			}
			for _, a := range tc.absent {
				if strings.Contains(stdout, a) {
					t.Errorf("output has %s:\n%s", a, stdout)
				}
			}
		})
	}
}
