package cli_test

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/vcqlint/vcqlint/internal/cli"
)

const (
	examplePolicies  = "../../examples/policies"
	exampleManifests = "../../examples/policies/manifests"
)

// writeFiles creates files (path -> content) under a new temp dir.
func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestUserPolicyFindingsInEveryFormat(t *testing.T) {
	dir := t.TempDir()
	sarif, junit := filepath.Join(dir, "out.sarif"), filepath.Join(dir, "out.xml")
	stdout, stderr, code := run(t, "", nil, false, "--policy", examplePolicies,
		"--format", "text", "--format", "sarif:"+sarif, "--format", "junit:"+junit, exampleManifests)
	if code != cli.ExitFindings {
		t.Fatalf("exit %d, stderr:\n%s", code, stderr)
	}
	for _, want := range []string{
		"team-queues.yaml:11:5: warning ACME002 queue team-vision capability asks for 32 H100 GPUs",
		"team-queues.yaml:26:1: error ACME001 team queue vision-train sets no guarantee",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("text lacks %q:\n%s", want, stdout)
		}
	}

	stdout, _, _ = run(t, "", nil, false, "--policy", examplePolicies, "--format", "json", exampleManifests)
	var doc struct {
		Findings []struct {
			Rule, Name, Severity string
			Line, Column         int
		}
	}
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatal(err)
	}
	got := map[string][2]int{}
	for _, f := range doc.Findings {
		got[f.Rule] = [2]int{f.Line, f.Column}
	}
	if got["ACME002"] != [2]int{11, 5} || got["ACME001"] != [2]int{26, 1} {
		t.Errorf("json positions %v", got)
	}

	stdout, _, _ = run(t, "", nil, false, "--policy", examplePolicies, "--format", "github", exampleManifests)
	if !strings.Contains(stdout, "::warning file=examples/policies/manifests/team-queues.yaml,line=11,col=5,title=ACME002 h100-quota-limit::") {
		t.Errorf("github output:\n%s", stdout)
	}

	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct{ Rules []struct{ ID string } }
			}
			Results []struct {
				RuleID    string
				Locations []struct {
					PhysicalLocation struct {
						Region struct{ StartLine, StartColumn int }
					}
				}
			}
		}
	}
	b, err := os.ReadFile(sarif)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &log); err != nil {
		t.Fatal(err)
	}
	ruleIDs := map[string]bool{}
	for _, r := range log.Runs[0].Tool.Driver.Rules {
		ruleIDs[r.ID] = true
	}
	if !ruleIDs["ACME001"] || !ruleIDs["ACME002"] {
		t.Errorf("SARIF driver lacks the user rules")
	}
	found := false
	for _, r := range log.Runs[0].Results {
		reg := r.Locations[0].PhysicalLocation.Region
		if r.RuleID == "ACME002" && reg.StartLine == 11 && reg.StartColumn == 5 {
			found = true
		}
	}
	if !found {
		t.Errorf("SARIF lacks ACME002 at 11:5")
	}

	b, err = os.ReadFile(junit)
	if err != nil {
		t.Fatal(err)
	}
	if err := xml.Unmarshal(b, new(struct{})); err != nil || !bytes.Contains(b, []byte("ACME001")) {
		t.Errorf("junit: %v\n%s", err, b)
	}
}

func TestUserPolicyFindingsAreSuppressible(t *testing.T) {
	manifest, err := os.ReadFile(filepath.Join(exampleManifests, "team-queues.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(manifest), `    nvidia.com/gpu: "32"`, `    nvidia.com/gpu: "32" # vcqlint:ignore ACME002 -- approved for the 2026 vision push`, 1)
	dir := writeFiles(t, map[string]string{"queues.yaml": text})
	stdout, stderr, _ := run(t, "", nil, false, "--policy", examplePolicies, dir)
	if strings.Contains(stdout, "ACME002") || !strings.Contains(stdout, "ACME001") {
		t.Errorf("suppression of a user rule failed:\n%s\n%s", stdout, stderr)
	}
}

func TestUserPolicySeverityFromConfig(t *testing.T) {
	files := map[string]string{
		".vcqlint.yaml": "policies:\n  - policies\nrules:\n  severity:\n    h100-quota-limit: error\n",
	}
	entries, err := os.ReadDir(examplePolicies)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		data, err := os.ReadFile(filepath.Join(examplePolicies, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files["policies/"+e.Name()] = string(data)
	}
	dir := writeFiles(t, files)
	stdout, stderr, code := run(t, "", nil, false, "--config", filepath.Join(dir, ".vcqlint.yaml"), exampleManifests)
	if code != cli.ExitFindings || !strings.Contains(stdout, "error ACME002") {
		t.Errorf("exit %d, severity override of a user rule from the config file failed:\n%s\n%s", code, stdout, stderr)
	}
	// A configuration names policies inside its own root only (issue #25):
	// the same directory by an absolute path elsewhere is refused at its
	// line, and nothing is linted.
	abs, err := filepath.Abs(examplePolicies)
	if err != nil {
		t.Fatal(err)
	}
	dir = writeFiles(t, map[string]string{".vcqlint.yaml": "policies:\n  - " + abs + "\n"})
	stdout, stderr, code = run(t, "", nil, false, "--config", filepath.Join(dir, ".vcqlint.yaml"), exampleManifests)
	if code != cli.ExitError || stdout != "" || !strings.Contains(stderr, ".vcqlint.yaml:2:5: policies[0]: "+abs+" is outside the linted root") {
		t.Errorf("a policy directory outside the root: exit %d\n%s\n%s", code, stdout, stderr)
	}
}

func TestUserRulesAreListedAndExplained(t *testing.T) {
	stdout, _, code := run(t, "", nil, false, "rules", "--policy", examplePolicies)
	if code != 0 || !strings.Contains(stdout, "ACME001  team-queue-guarantee") {
		t.Errorf("rules --policy:\n%s", stdout)
	}
	stdout, _, code = run(t, "", nil, false, "explain", "--policy", examplePolicies, "ACME002")
	if code != 0 || !strings.Contains(stdout, "ACME002 h100-quota-limit") || !strings.Contains(stdout, "units.parse") || !strings.Contains(stdout, "h100_limit.rego") {
		t.Errorf("explain --policy:\n%s", stdout)
	}
}

// policyRun lints a queue that breaks VCQ203 together with one user policy,
// so each test can check that the built-in rules still report.
func policyRun(t *testing.T, policy string, extra ...string) (stdout, stderr string, code int) {
	t.Helper()
	dir := writeFiles(t, map[string]string{"p/policy.rego": policy})
	args := append([]string{"--policy", filepath.Join(dir, "p")}, extra...)
	return run(t, "", nil, false, append(args, data+"exceeds.yaml")...)
}

const policyHeader = `# METADATA
# title: my-rule
# custom:
#   id: ZZZ001
#   severity: error
#   summary: test rule
package acme.test
`

func TestHTTPSendIsRefusedAtCompileTime(t *testing.T) {
	stdout, stderr, code := policyRun(t, policyHeader+`
violation contains v if {
	resp := http.send({"method": "GET", "url": "https://example.com"})
	v := {"ref": 0, "message": resp.body}
}
`)
	if code != cli.ExitError {
		t.Errorf("exit %d, want 2", code)
	}
	if !strings.Contains(stderr, "policy.rego:10:") || !strings.Contains(stderr, "http.send is not allowed in vcqlint policies: vcqlint policies have no network access") {
		t.Errorf("stderr does not explain the refusal with a position:\n%s", stderr)
	}
	if !strings.Contains(stdout, "error VCQ203") {
		t.Errorf("built-in rules stopped reporting:\n%s", stdout)
	}
}

func TestFailingPolicyIsNamedAndBuiltinsStillReport(t *testing.T) {
	stdout, stderr, code := policyRun(t, policyHeader+`
violation contains v if {
	some q in input.queues
	to_number(q.name) > 0
	v := {"ref": q.ref, "message": "never"}
}
`)
	if code != cli.ExitError {
		t.Errorf("exit %d, want 2", code)
	}
	if !strings.Contains(stderr, "policy.rego: rule ZZZ001 failed") {
		t.Errorf("stderr does not name the file and rule:\n%s", stderr)
	}
	if !strings.Contains(stdout, "error VCQ203") {
		t.Errorf("built-in rules stopped reporting:\n%s", stdout)
	}
}

func TestSlowPolicyIsStopped(t *testing.T) {
	stdout, stderr, code := policyRun(t, policyHeader+`
violation contains v if {
	n := count([1 | some i in numbers.range(1, 20000); some j in numbers.range(1, 20000); i == j])
	v := {"ref": 0, "message": sprintf("%d", [n])}
}
`, "--policy-timeout", "100ms")
	if code != cli.ExitError || !strings.Contains(stderr, "rule ZZZ001 did not finish within 100ms and was stopped") {
		t.Errorf("exit %d, stderr:\n%s", code, stderr)
	}
	if !strings.Contains(stdout, "error VCQ203") {
		t.Errorf("built-in rules stopped reporting:\n%s", stdout)
	}
}

func TestReservedNamespaceIsRefused(t *testing.T) {
	_, stderr, code := policyRun(t, strings.Replace(policyHeader, "package acme.test", "package vcqlint.rules.mine", 1)+`
violation contains v if { false; v := {} }
`)
	if code != cli.ExitError || !strings.Contains(stderr, "namespace reserved for vcqlint's built-in policies") {
		t.Errorf("exit %d, stderr:\n%s", code, stderr)
	}
}

func TestVerify(t *testing.T) {
	stdout, _, code := run(t, "", nil, false, "verify", examplePolicies)
	if code != cli.ExitClean || !strings.HasSuffix(stdout, "7 passed, 0 failed\n") {
		t.Errorf("verify on the examples: exit %d\n%s", code, stdout)
	}
	dir := writeFiles(t, map[string]string{
		"p.rego":      "package acme.p\n\nanswer := 41\n",
		"p_test.rego": "package acme.p_test\n\nimport data.acme.p\n\ntest_answer if p.answer == 42\n\ntest_fine if p.answer == 41\n",
	})
	stdout, _, code = run(t, "", nil, false, "verify", dir)
	if code != cli.ExitFindings || !strings.Contains(stdout, "FAIL  "+filepath.Join(dir, "p_test.rego")+":5: acme.p_test.test_answer") || !strings.HasSuffix(stdout, "1 passed, 1 failed\n") {
		t.Errorf("verify with a failing test: exit %d\n%s", code, stdout)
	}
}

// TestVerifyChecksInputFields: verify type-checks policies against the
// input's schema, so a misspelt Volcano fact is an error at its
// file:line:col that names the facts there are, rather than a rule that
// never fires.
func TestVerifyChecksInputFields(t *testing.T) {
	policy := "package acme.p\n\nhalts if input.volcano.hierarchyFailureHalt\n"
	test := "package acme.p_test\n\nimport data.acme.p\n\ntest_halts if p.halts with input as {\"volcano\": {\"hierarchyFailureHalts\": true}}\n"
	dir := writeFiles(t, map[string]string{"p.rego": policy, "p_test.rego": test})
	_, stderr, code := run(t, "", nil, false, "verify", dir)
	want := filepath.Join(dir, "p.rego") + ":3:10: policy error: undefined ref: input.volcano.hierarchyFailureHalt (the input document has no such member, field or fact"
	if code != cli.ExitError || !strings.Contains(stderr, want) || !strings.Contains(stderr, `"hierarchyFailureHalts"`) {
		t.Errorf("exit %d, stderr:\n%s\nwant %s", code, stderr, want)
	}
	dir = writeFiles(t, map[string]string{"p.rego": strings.Replace(policy, "Halt\n", "Halts\n", 1), "p_test.rego": test})
	stdout, stderr, code := run(t, "", nil, false, "verify", dir)
	if code != cli.ExitClean || !strings.HasSuffix(stdout, "1 passed, 0 failed\n") {
		t.Errorf("spelt right: exit %d\n%s%s", code, stdout, stderr)
	}
}

// TestInputMatchesItsSchema checks `vcqlint input` against the published
// JSON Schema of the policy input, on every example.
func TestInputMatchesItsSchema(t *testing.T) {
	c := jsonschema.NewCompiler()
	sch, err := c.Compile("../../schema/vcqlint-input.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	// The examples, and the fixture with a workload of every integration.
	for _, path := range []string{"../../examples", "../../testdata/rules/VCQ601/positive.yaml"} {
		stdout, stderr, code := run(t, "", nil, false, "input", path)
		if code != cli.ExitClean {
			t.Fatalf("%s: exit %d: %s", path, code, stderr)
		}
		doc, err := jsonschema.UnmarshalJSON(strings.NewReader(stdout))
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(doc); err != nil {
			t.Errorf("%s: input does not match schema/vcqlint-input.schema.json: %v", path, err)
		}
	}
	// The schema must be able to fail.
	bad, _ := jsonschema.UnmarshalJSON(strings.NewReader(`{"apiVersion":"vcqlint.io/input/v1","queues":[{"name":1}]}`))
	if sch.Validate(bad) == nil {
		t.Error("schema accepts a broken document")
	}
}

// TestSchemaRefCannotReadFiles: json.match_schema with a $ref to a file
// (computed at run time) used to put the file's content into a finding,
// and a $ref to /dev/zero crashed vcqlint; now the policy is refused at
// load, the secret never shows, and the built-in rules still report.
func TestSchemaRefCannotReadFiles(t *testing.T) {
	secret := "TOPSECRET-" + filepath.Base(t.TempDir())
	secretFile := filepath.Join(t.TempDir(), "secret.json")
	if err := os.WriteFile(secretFile, []byte(`{"enum": ["`+secret+`"]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, fixture := range []string{"files_match_schema_file_ref.rego", "files_match_schema_dev_zero.rego"} {
		src, err := os.ReadFile(filepath.Join("../../testdata/hostile/policies", fixture))
		if err != nil {
			t.Fatal(err)
		}
		stdout, stderr, code := policyRun(t, strings.ReplaceAll(string(src), "SECRET_FILE", secretFile))
		if code != cli.ExitError || !strings.Contains(stderr, "policy.rego:12:9: policy error: json.match_schema is not allowed in vcqlint policies: vcqlint policies cannot read files") {
			t.Errorf("%s: exit %d, stderr:\n%s", fixture, code, stderr)
		}
		if strings.Contains(stdout+stderr, secret) {
			t.Errorf("%s: the secret file's content reached the output:\n%s\n%s", fixture, stdout, stderr)
		}
		if !strings.Contains(stdout, "error VCQ203") {
			t.Errorf("%s: built-in rules stopped reporting:\n%s", fixture, stdout)
		}
	}
}

// SARIF links every built-in rule to its page and none of the user's
// policies, which vcqlint does not document.
func TestSARIFHelpURIOnlyForBuiltinRules(t *testing.T) {
	stdout, stderr, _ := run(t, "", nil, false, "--policy", examplePolicies, "-f", "sarif", "--no-config", filepath.Join(examplePolicies, "manifests"))
	var doc struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []struct {
						ID      string `json:"id"`
						HelpURI string `json:"helpUri"`
					} `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil || len(doc.Runs) != 1 {
		t.Fatalf("%v\n%s\n%s", err, stdout, stderr)
	}
	user := 0
	for _, r := range doc.Runs[0].Tool.Driver.Rules {
		switch {
		case strings.HasPrefix(r.ID, "VCQ") && r.HelpURI != "https://github.com/vcqlint/vcqlint/blob/main/docs/rules/"+r.ID+".md":
			t.Errorf("built-in %s: helpUri %q", r.ID, r.HelpURI)
		case !strings.HasPrefix(r.ID, "VCQ"):
			user++
			if r.HelpURI != "" {
				t.Errorf("user policy %s links to %q", r.ID, r.HelpURI)
			}
		}
	}
	if user == 0 {
		t.Error("no user policy in the SARIF rules")
	}
}
