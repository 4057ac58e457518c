package rules_test

import (
	"os"
	"testing"

	"github.com/vcqlint/vcqlint/internal/rulegen"
)

// TestRegistryIsGenerated fails while registry.go does not list exactly
// the rule.Go variables the package declares: a new rule needs only its
// declaration and `go generate ./rules`.
func TestRegistryIsGenerated(t *testing.T) {
	want, err := rulegen.Generate(".")
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(rulegen.Output)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Errorf("%s is stale: run `go generate ./rules`", rulegen.Output)
	}
}
