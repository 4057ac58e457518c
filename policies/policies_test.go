package policies_test

import (
	"context"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/lint/regoeval"
	"github.com/vcqlint/vcqlint/policies"
)

// TestPolicyUnitTests runs the policies' own _test.rego files with OPA's
// tester, under the capabilities vcqlint lints with.
func TestPolicyUnitTests(t *testing.T) {
	mods, err := policies.TestModules()
	if err != nil {
		t.Fatal(err)
	}
	results, err := regoeval.RunTests(context.Background(), mods)
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
