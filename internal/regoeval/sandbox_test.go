package regoeval_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/open-policy-agent/opa/v1/ast"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/policyinput"
	"github.com/vcqlint/vcqlint/internal/regoeval"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/policies"
)

const hostileDir = "../../testdata/hostile/policies"

// hostile are the fixture policies, each calling one refused built-in,
// with the reason the user must read.
var hostile = []struct{ file, builtin, why string }{
	{"network_http_send.rego", "http.send", "vcqlint policies have no network access"},
	{"network_lookup.rego", "net.lookup_ip_addr", "vcqlint policies have no network access"},
	{"network_aws_sign.rego", "providers.aws.sign_req", "vcqlint policies have no network access"},
	{"env_opa_runtime.rego", "opa.runtime", "vcqlint policies cannot read the environment"},
	{"clock_now.rego", "time.now_ns", "vcqlint policies must not depend on the clock"},
	{"clock_jwt_decode_verify.rego", "io.jwt.decode_verify", "vcqlint policies must not depend on the clock"},
	{"clock_x509_verify.rego", "crypto.x509.parse_and_verify_certificates", "vcqlint policies must not depend on the clock"},
	{"timezone_date.rego", "time.date", "vcqlint policies must not depend on the machine's time zone"},
	{"timezone_parse_ns.rego", "time.parse_ns", "vcqlint policies must not depend on the machine's time zone"},
	{"random_rand.rego", "rand.intn", "vcqlint policies must give the same result every run"},
	{"random_uuid.rego", "uuid.rfc4122", "vcqlint policies must give the same result every run"},
	{"files_match_schema_file_ref.rego", "json.match_schema", "vcqlint policies cannot read files"},
	{"files_match_schema_dev_zero.rego", "json.match_schema", "vcqlint policies cannot read files"},
	{"files_verify_schema.rego", "json.verify_schema", "vcqlint policies cannot read files"},
	{"unbounded_bits_lsh.rego", "bits.lsh", "--policy-timeout cannot stop it"},
	{"unbounded_render_template.rego", "strings.render_template", "--policy-timeout cannot stop it"},
	{"unbounded_reachable_paths.rego", "graph.reachable_paths", "--policy-timeout cannot stop it"},
}

// readHostile reads one fixture, with SECRET_FILE replaced by secret.
func readHostile(t *testing.T, file, secret string) regoeval.Module {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(hostileDir, file))
	if err != nil {
		t.Fatal(err)
	}
	return regoeval.Module{Name: file, Source: strings.ReplaceAll(string(b), "SECRET_FILE", secret)}
}

// callPosition is the file:line:col of the first call to builtin in src.
func callPosition(t *testing.T, file, src, builtin string) string {
	t.Helper()
	for i, line := range strings.Split(src, "\n") {
		if col := strings.Index(line, builtin+"("); col >= 0 {
			return fmt.Sprintf("%s:%d:%d", file, i+1, col+1)
		}
	}
	t.Fatalf("%s does not call %s", file, builtin)
	return ""
}

// writeSecret puts a JSON Schema holding a secret string in a temp dir,
// for a policy's $ref to try to read.
func writeSecret(t *testing.T) (path, secret string) {
	t.Helper()
	secret = "TOPSECRET-" + filepath.Base(t.TempDir())
	path = filepath.Join(t.TempDir(), "secret.json")
	if err := os.WriteFile(path, []byte(`{"enum": ["`+secret+`"]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	return path, secret
}

// TestHostilePoliciesAreRefusedAtLoad: a user policy calling a refused
// built-in fails to load, with the call's file:line:col and the reason,
// while the built-in policies still compile and still report. None of the
// fixtures is evaluated, so none can read a file or exhaust memory.
func TestHostilePoliciesAreRefusedAtLoad(t *testing.T) {
	builtin, err := policies.Modules()
	if err != nil {
		t.Fatal(err)
	}
	input := brokenInput(t)
	secretPath, secret := writeSecret(t)
	for _, h := range hostile {
		t.Run(h.file, func(t *testing.T) {
			mod := readHostile(t, h.file, secretPath)
			p, err := regoeval.Compile(context.Background(), builtin, regoeval.Options{User: []regoeval.Module{mod}})
			want := fmt.Sprintf("%s: policy error: %s is not allowed in vcqlint policies: ", callPosition(t, h.file, mod.Source, h.builtin), h.builtin)
			if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), h.why) {
				t.Fatalf("error = %v\nwant it to contain %q and %q", err, want, h.why)
			}
			if strings.Contains(err.Error(), secret) {
				t.Errorf("the error reveals the secret file's content: %v", err)
			}
			if p == nil {
				t.Fatal("no built-in policies after a user policy was refused")
			}
			vs, err := p.Eval(context.Background(), input, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range vs {
				if v.Meta.Source == h.file || strings.Contains(v.Message, secret) {
					t.Errorf("violation from the refused policy: %+v", v)
				}
			}
			if !reportsRule(vs, "VCQ101") {
				t.Errorf("the built-in policy VCQ101 stopped reporting: %v", sorted(vs))
			}
		})
	}
}

// TestHostilePoliciesAreRefusedByVerify: `vcqlint verify` compiles with the
// same capabilities and explains the refusal the same way.
func TestHostilePoliciesAreRefusedByVerify(t *testing.T) {
	secretPath, secret := writeSecret(t)
	for _, h := range hostile {
		t.Run(h.file, func(t *testing.T) {
			mod := readHostile(t, h.file, secretPath)
			test := regoeval.Module{Name: "hostile_test.rego", Source: "package hostile_test\n\ntest_runs if true\n"}
			_, err := regoeval.RunTests(context.Background(), []regoeval.Module{mod, test}, nil)
			want := fmt.Sprintf("%s: policy error: %s is not allowed in vcqlint policies: ", callPosition(t, h.file, mod.Source, h.builtin), h.builtin)
			if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), h.why) || strings.Contains(err.Error(), secret) {
				t.Fatalf("error = %v\nwant it to contain %q and %q", err, want, h.why)
			}
		})
	}
}

// TestMetadataSchemaRefIsNotLoaded: a `# METADATA schemas:` annotation is
// not loaded (vcqlint does not enable OPA's type checking from
// annotations), so its $ref to /dev/zero reads nothing: the policy loads
// and reports. Were it loaded, OPA would read /dev/zero until memory ran out.
func TestMetadataSchemaRefIsNotLoaded(t *testing.T) {
	assertLoadsAndReports(t, readHostile(t, "files_metadata_schema_ref.rego", ""), "HOS018")
}

// TestPurePolicyStillLoads: the negative case, a user policy calling only
// allowed built-ins (time from RFC 3339, no clock; a CIDR test, no lookup)
// loads and reports.
func TestPurePolicyStillLoads(t *testing.T) {
	assertLoadsAndReports(t, regoeval.Module{Name: "pure.rego", Source: `# METADATA
# title: pure
# custom:
#   id: PUR001
#   severity: error
#   summary: pure built-ins only
package acme.pure

violation contains v if {
	some q in input.queues
	time.parse_rfc3339_ns("2024-01-01T00:00:00Z") > 0
	net.cidr_contains("10.0.0.0/8", "10.1.2.3")
	count(numbers.range(1, 3)) == 3
	v := {"ref": q.ref, "message": sprintf("queue %s", [q.name])}
}
`}, "PUR001")
}

// assertLoadsAndReports compiles user with the built-in policies, runs it
// on examples/broken and checks that rule id reports.
func assertLoadsAndReports(t *testing.T, user regoeval.Module, id string) {
	t.Helper()
	builtin, err := policies.Modules()
	if err != nil {
		t.Fatal(err)
	}
	p, err := regoeval.Compile(context.Background(), builtin, regoeval.Options{User: []regoeval.Module{user}})
	if err != nil {
		t.Fatal(err)
	}
	vs, err := p.Eval(context.Background(), brokenInput(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reportsRule(vs, id) {
		t.Errorf("%s did not report: %v", user.Name, sorted(vs))
	}
}

// brokenInput is the policy input of examples/broken, where the built-in
// policy VCQ101 reports.
func brokenInput(t *testing.T) ast.Value {
	t.Helper()
	res := linter.Load(linter.Options{Paths: []string{"../../examples/broken"}})
	input, err := policyinput.Value(res.Model, engine.WithCluster(res.Model, rule.DefaultEnv()), policyinput.AllFields)
	if err != nil {
		t.Fatal(err)
	}
	return input
}

func reportsRule(vs []regoeval.Violation, id string) bool {
	for _, v := range vs {
		if v.Meta.ID == id {
			return true
		}
	}
	return false
}
