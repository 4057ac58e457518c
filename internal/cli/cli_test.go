package cli_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
)

// run executes the CLI in-process on the repository's testdata.
func run(t *testing.T, stdin string, env map[string]string, terminal bool, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	io := cli.IO{
		Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errOut,
		Getenv: func(k string) string { return env[k] }, StdoutIsTerminal: terminal,
	}
	code = cli.Run(context.Background(), args, io)
	return out.String(), errOut.String(), code
}

const data = "../../testdata/cli/"

func TestExitCodes(t *testing.T) {
	cases := []struct {
		name string
		args []string
		want int
	}{
		{"clean file", []string{data + "clean.yaml"}, cli.ExitClean},
		{"error finding", []string{data + "exceeds.yaml"}, cli.ExitFindings},
		{"warning below default fail-on", []string{data + "duplicate-plugin.yaml"}, cli.ExitClean},
		{"warning at fail-on warning", []string{"--fail-on", "warning", data + "duplicate-plugin.yaml"}, cli.ExitFindings},
		{"error below fail-on info still fails", []string{"--fail-on=info", data + "exceeds.yaml"}, cli.ExitFindings},
		{"unknown kind is not an error", []string{data + "unknown-kind.yaml"}, cli.ExitClean},
		{"malformed YAML", []string{data + "malformed.yaml"}, cli.ExitError},
		{"binary file", []string{data + "binary.yaml"}, cli.ExitError},
		{"missing path", []string{data + "does-not-exist.yaml"}, cli.ExitError},
		{"bad flag", []string{"--no-such-flag", data}, cli.ExitError},
		{"bad fail-on", []string{"--fail-on", "fatal", data + "clean.yaml"}, cli.ExitError},
		{"bad format", []string{"--format", "xml", data + "clean.yaml"}, cli.ExitError},
		{"bad helm budget", []string{"--helm-timeout", "0s", data + "clean.yaml"}, cli.ExitError},
		{"bad kustomize budget", []string{"--kustomize-memory", "1Mi", data + "clean.yaml"}, cli.ExitError},
		{"budgets raised", []string{"--helm-timeout", "2m", "--kustomize-memory", "2Gi", data + "clean.yaml"}, cli.ExitClean},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, stderr, code := run(t, "", nil, false, c.args...)
			if code != c.want {
				t.Fatalf("exit code %d, want %d; stderr:\n%s", code, c.want, stderr)
			}
		})
	}
}

func TestBadInputIsReportedWithPositionAndTheRestIsLinted(t *testing.T) {
	cases := []struct {
		file       string
		wantStderr string // substring of the input error
		wantStdout string // substring of a finding still reported
	}{
		// The broken document does not hide the valid one after it.
		{"malformed.yaml", "malformed.yaml:8:", "malformed.yaml:15:3: error VCQ201"},
		{"binary.yaml", "binary.yaml:1:1: error: binary file", "0 objects"},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			stdout, stderr, code := run(t, "", nil, false, data+c.file)
			if code != cli.ExitError {
				t.Errorf("exit %d, want %d", code, cli.ExitError)
			}
			if !strings.Contains(stderr, c.wantStderr) {
				t.Errorf("stderr lacks %q:\n%s", c.wantStderr, stderr)
			}
			if !strings.Contains(stdout, c.wantStdout) {
				t.Errorf("stdout lacks %q:\n%s", c.wantStdout, stdout)
			}
		})
	}
}

func TestBadValuesAreFindingsWithPositions(t *testing.T) {
	cases := []struct{ file, want string }{
		{"bad-quantity.yaml", `bad-quantity.yaml:7:10: error VCQ304 Queue/cli-lots: spec.capability.cpu: "lots" is not a valid quantity`},
		{"conf-not-yaml.yaml", "conf-not-yaml.yaml:12:8: error VCQ112"},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			stdout, stderr, _ := run(t, "", nil, false, data+c.file)
			if !strings.Contains(stdout, c.want) {
				t.Errorf("stdout lacks %q:\nstdout:\n%s\nstderr:\n%s", c.want, stdout, stderr)
			}
		})
	}
}

func TestUnknownKindsAreCountedAndNoticed(t *testing.T) {
	stdout, stderr, _ := run(t, "", nil, false, data+"unknown-kind.yaml")
	if !strings.Contains(stdout, "ignored 2 documents of other kinds: Deployment 1, QueueTemplate 1") {
		t.Errorf("summary does not count ignored kinds:\n%s", stdout)
	}
	if strings.Contains(stderr, "QueueTemplate") {
		t.Errorf("notice printed without -v:\n%s", stderr)
	}
	_, stderr, _ = run(t, "", nil, false, "-v", data+"unknown-kind.yaml")
	if !strings.Contains(stderr, "unknown-kind.yaml:1:1: notice: scheduling.volcano.sh/v1beta1 QueueTemplate") {
		t.Errorf("-v does not show the notice with its position:\n%s", stderr)
	}
}

func TestStdin(t *testing.T) {
	in, err := os.ReadFile(data + "exceeds.yaml")
	if err != nil {
		t.Fatal(err)
	}
	stdout, _, code := run(t, string(in), nil, false, "--stdin-filename", "team/queues.yaml", "-")
	if code != cli.ExitFindings || !strings.Contains(stdout, "team/queues.yaml:16:5: error VCQ203") {
		t.Fatalf("exit %d, stdout:\n%s", code, stdout)
	}
}

func TestColour(t *testing.T) {
	const esc = "\x1b["
	cases := []struct {
		name     string
		env      map[string]string
		terminal bool
		args     []string
		want     bool
	}{
		{"terminal", nil, true, nil, true},
		{"not a terminal", nil, false, nil, false},
		{"NO_COLOR", map[string]string{"NO_COLOR": "1"}, true, nil, false},
		{"--no-color", nil, true, []string{"--no-color"}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stdout, _, _ := run(t, "", c.env, c.terminal, append(c.args, data+"exceeds.yaml")...)
			if got := strings.Contains(stdout, esc); got != c.want {
				t.Errorf("colour = %v, want %v:\n%q", got, c.want, stdout)
			}
		})
	}
}

func TestJSONShape(t *testing.T) {
	stdout, _, code := run(t, "", nil, false, "--format", "json", data+"exceeds.yaml", data+"clean.yaml")
	if code != cli.ExitFindings {
		t.Fatalf("exit %d", code)
	}
	var doc map[string]json.RawMessage
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, stdout)
	}
	// Fields are only ever added: diagnostics, config and warnings came
	// after findings and summary, then version and volcanoVersion.
	if len(doc) != 7 || doc["findings"] == nil || doc["summary"] == nil || string(doc["diagnostics"]) != "[]" || doc["config"] == nil || doc["warnings"] == nil {
		t.Fatalf("top level must be exactly findings, summary, diagnostics ([] on clean input), config, warnings, version and volcanoVersion: %s", stdout)
	}
	if string(doc["version"]) != `"(devel)"` || string(doc["volcanoVersion"]) != `"1.15.1"` {
		t.Errorf("version %s, volcanoVersion %s; want \"(devel)\" (a test binary carries no version) and \"1.15.1\"", doc["version"], doc["volcanoVersion"])
	}
	var findings []map[string]any
	if err := json.Unmarshal(doc["findings"], &findings); err != nil || len(findings) != 1 {
		t.Fatalf("findings: %v %s", err, doc["findings"])
	}
	keys := []string{"rule", "name", "severity", "file", "line", "column", "object", "message"}
	if len(findings[0]) != len(keys) {
		t.Errorf("finding has keys %v, want exactly %v", findings[0], keys)
	}
	for _, k := range keys {
		if _, ok := findings[0][k]; !ok {
			t.Errorf("finding lacks %q", k)
		}
	}
	f := findings[0]
	if f["rule"] != "VCQ203" || f["line"] != 16.0 || f["column"] != 5.0 || f["object"] != "Queue/cli-child" || f["file"] != data+"exceeds.yaml" {
		t.Errorf("unexpected finding %v", f)
	}
	var summary map[string]int
	if err := json.Unmarshal(doc["summary"], &summary); err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"files": 2, "objects": 3, "errors": 1, "warnings": 0, "infos": 0}
	for k, v := range want {
		if summary[k] != v {
			t.Errorf("summary.%s = %d, want %d", k, summary[k], v)
		}
	}
}

func TestEmptyFindingsAreAnArray(t *testing.T) {
	stdout, _, _ := run(t, "", nil, false, "--format", "json", data+"clean.yaml")
	if !strings.Contains(stdout, `"findings": []`) {
		t.Errorf("findings must be [] when empty:\n%s", stdout)
	}
}

func TestRulesAndExplain(t *testing.T) {
	stdout, _, code := run(t, "", nil, false, "rules")
	if code != 0 || !strings.Contains(stdout, "VCQ203  child-capability-exceeds-parent") || !strings.Contains(stdout, "rego") {
		t.Fatalf("rules: exit %d\n%s", code, stdout)
	}
	for _, id := range []string{"VCQ203", "vcq203", "child-capability-exceeds-parent"} {
		stdout, _, code = run(t, "", nil, false, "explain", id)
		if code != 0 || !strings.HasPrefix(stdout, "VCQ203 child-capability-exceeds-parent\n") || !strings.Contains(stdout, "capacity.go") {
			t.Errorf("explain %s: exit %d\n%s", id, code, stdout)
		}
	}
	stdout, _, code = run(t, "", nil, false, "explain", "VCQ101")
	if code != 0 || !strings.Contains(stdout, "engine: rego") || !strings.Contains(stdout, "how_to_use_capacity_plugin.md") {
		t.Errorf("explain of a Rego rule: exit %d\n%s", code, stdout)
	}
	_, stderr, code := run(t, "", nil, false, "explain", "VCQ999")
	if code != cli.ExitError || !strings.Contains(stderr, "no rule") {
		t.Errorf("explain of an unknown rule: exit %d\n%s", code, stderr)
	}
	stdout, _, code = run(t, "", nil, false, "version")
	if code != 0 || !strings.HasPrefix(stdout, "vcqlint ") {
		t.Errorf("version: %d %q", code, stdout)
	}
}
