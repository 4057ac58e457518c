package policies_test

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/open-policy-agent/opa/v1/ast"
	"github.com/open-policy-agent/opa/v1/format"

	"github.com/vcqlint/vcqlint/internal/policyindex"
	"github.com/vcqlint/vcqlint/internal/policyinput"
	"github.com/vcqlint/vcqlint/internal/regoeval"
	"github.com/vcqlint/vcqlint/policies"
)

// TestPolicyUnitTests runs the policies' own _test.rego files with OPA's
// tester, under the capabilities vcqlint lints with.
func TestPolicyUnitTests(t *testing.T) {
	mods, err := policies.TestModules()
	if err != nil {
		t.Fatal(err)
	}
	schemas, err := policyinput.SchemaSet()
	if err != nil {
		t.Fatal(err)
	}
	results, err := regoeval.RunTests(context.Background(), mods, schemas)
	if err != nil {
		t.Fatal(err)
	}
	if len(results) == 0 {
		t.Fatal("no Rego tests found")
	}
	for _, r := range results {
		t.Run(strings.TrimPrefix(r.Package, "data.")+"/"+r.Name, func(t *testing.T) {
			if r.Err != nil {
				t.Fatalf("%s:%d: %v", r.File, r.Line, r.Err)
			}
			if !r.Pass {
				t.Fatalf("%s:%d: failed", r.File, r.Line)
			}
		})
	}
}

// TestEveryPolicyHasTests keeps each built-in policy paired with a test file.
func TestEveryPolicyHasTests(t *testing.T) {
	mods, err := policies.TestModules()
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, m := range mods {
		names[m.Name] = true
	}
	for n := range names {
		if strings.HasSuffix(n, "_test.rego") {
			continue
		}
		if !names[strings.TrimSuffix(n, ".rego")+"_test.rego"] {
			t.Errorf("%s has no %s", n, strings.TrimSuffix(n, ".rego")+"_test.rego")
		}
	}
}

// TestLayout keeps Regal's layout: every module's package names its
// directory (rules/<name> is vcqlint.rules.<name>, lib/<name> is
// vcqlint.lib.<name>, tests add _test), and every directory holds
// <name>.rego and <name>_test.rego.
func TestLayout(t *testing.T) {
	mods, err := policies.TestModules()
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]bool{}
	for _, m := range mods {
		files[m.Name] = true
	}
	for _, m := range mods {
		mod, err := ast.ParseModuleWithOpts(m.Name, m.Source, ast.ParserOptions{RegoVersion: ast.RegoV1})
		if err != nil {
			t.Fatal(err)
		}
		dir := path.Dir(m.Name)
		want := "data.vcqlint." + strings.ReplaceAll(strings.TrimPrefix(dir, "policies/"), "/", ".")
		if strings.HasSuffix(m.Name, "_test.rego") {
			want += "_test"
		}
		if got := mod.Package.Path.String(); got != want {
			t.Errorf("%s: package %s, want %s (the directory names the package)", m.Name, got, want)
		}
		base := dir + "/" + path.Base(dir)
		if !files[base+".rego"] || !files[base+"_test.rego"] {
			t.Errorf("%s: want %s.rego and %s_test.rego side by side", dir, path.Base(dir), path.Base(dir))
		}
	}
}

var fixFormat = flag.Bool("fmt", false, "rewrite the policies that are not in opa fmt's format, as `opa fmt -w` does")

// TestFormatted is `opa fmt --list` with the OPA of go.mod: every module,
// tests included, is in OPA's canonical format.
func TestFormatted(t *testing.T) {
	mods, err := policies.TestModules()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range mods {
		got, err := format.SourceWithOpts(m.Name, []byte(m.Source), format.Opts{RegoVersion: ast.RegoV1})
		if err != nil {
			t.Fatalf("%s: %v", m.Name, err)
		}
		if string(got) == m.Source {
			continue
		}
		if !*fixFormat {
			t.Errorf("%s is not opa fmt-clean; `go test ./policies -run TestFormatted -fmt` rewrites it", m.Name)
			continue
		}
		if err := os.WriteFile(strings.TrimPrefix(m.Name, "policies/"), got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestStrict is `opa check --strict --schema
// schema/vcqlint-input.schema.json`: the modules and their tests compile
// with the strict compiler (no unused variables, imports or arguments, no
// deprecated built-ins, no shadowed input or data) and type-check against
// the input's JSON Schema, so a policy that reads a member, entry field or
// Volcano fact the input does not have fails (TestMisspeltFactFails).
func TestStrict(t *testing.T) {
	mods, err := policies.TestModules()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range strictErrors(t, mods) {
		t.Error(e)
	}
}

// strictErrors compiles mods as TestStrict does and returns the errors.
func strictErrors(t *testing.T, mods []regoeval.Module) ast.Errors {
	t.Helper()
	parsed := map[string]*ast.Module{}
	for _, m := range mods {
		mod, err := ast.ParseModuleWithOpts(m.Name, m.Source, ast.ParserOptions{ProcessAnnotation: true, RegoVersion: ast.RegoV1})
		if err != nil {
			t.Fatal(err)
		}
		parsed[m.Name] = mod
	}
	schemas, err := policyinput.SchemaSet()
	if err != nil {
		t.Fatal(err)
	}
	c := ast.NewCompiler().WithStrict(true).WithCapabilities(regoeval.Capabilities()).WithSchemas(schemas)
	c.Compile(parsed)
	return c.Errors
}

// TestMisspeltFactFails: a built-in policy that reads a Volcano fact, an
// entry field or a member the input does not have fails to compile, and
// the same policy spelt right compiles.
func TestMisspeltFactFails(t *testing.T) {
	mods, err := policies.Modules()
	if err != nil {
		t.Fatal(err)
	}
	const policy = `package vcqlint.rules.spelling

violation contains {"ref": q.ref, "message": "m"} if {
	input.volcano.%s
	some q in input.queues
	q.%s == "x"
}
`
	for _, tc := range []struct {
		fact, field string
		wrong       string // "" when both are spelt right
		line        int    // of the wrong one
	}{
		{"hierarchySupported", "name", "", 0},
		{"hierarchySuported", "name", "hierarchySuported", 4},
		{"hierarchySupported", "queueName", "queueName", 6},
	} {
		m := regoeval.Module{Name: "policies/rules/spelling/spelling.rego", Source: fmt.Sprintf(policy, tc.fact, tc.field)}
		errs := strictErrors(t, append(slices.Clone(mods), m))
		if tc.wrong == "" {
			if len(errs) != 0 {
				t.Errorf("input.volcano.%s, q.%s: %v", tc.fact, tc.field, errs)
			}
			continue
		}
		if len(errs) != 1 || errs[0].Code != ast.TypeErr || !strings.Contains(errs[0].Error(), tc.wrong) || errs[0].Location == nil || errs[0].Location.Row != tc.line {
			t.Errorf("input.volcano.%s, q.%s: want one type error at %q on its line, got %v", tc.fact, tc.field, tc.wrong, errs)
		}
	}
}

// TestIndexIsGenerated fails while index.go does not describe the
// policies as they are: `go generate ./policies` rewrites it. (A stale
// index is never used, so this guards start-up time, not findings.)
func TestIndexIsGenerated(t *testing.T) {
	mods, err := policies.Modules()
	if err != nil {
		t.Fatal(err)
	}
	want, err := policyindex.Generate(mods)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(policyindex.Output)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Errorf("%s is stale: run `go generate ./policies`", policyindex.Output)
	}
	built, err := regoeval.BuildIndex(mods)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(policies.Index(), built) {
		t.Errorf("policies.Index() differs from regoeval.BuildIndex(policies.Modules())")
	}
}
