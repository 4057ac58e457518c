package linter_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/lint/linter"
)

// TestLintConvertsEverything: findings of built-in and user rules, input
// errors and counts come through the public types with their positions.
func TestLintConvertsEverything(t *testing.T) {
	ctx := context.Background()
	l, err := linter.New(ctx, linter.Options{PolicyDirs: []string{"../../examples/policies"}})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.yaml")
	if err := os.WriteFile(broken, []byte("a: [\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	res, err := l.Lint(ctx, "../../examples/policies/manifests", "../../examples/broken/child-capability-exceeds-parent.yaml", broken)
	if err != nil {
		t.Fatal(err)
	}
	rules := map[string]linter.Finding{}
	for _, f := range res.Findings {
		rules[f.Rule] = f
		if f.File == "" || f.Line < 1 || f.Column < 1 || f.Message == "" || f.RuleName == "" || f.Object == "" {
			t.Errorf("finding without a field: %+v", f)
		}
		if f.Severity != "error" && f.Severity != "warning" && f.Severity != "info" {
			t.Errorf("severity %q", f.Severity)
		}
	}
	if f := rules["VCQ203"]; f.Line != 21 || f.Column != 5 || f.Severity != "error" {
		t.Errorf("VCQ203: %+v", f)
	}
	if _, ok := rules["ACME002"]; !ok {
		t.Errorf("the user policy's rule did not report: %v", rules)
	}
	var inputErr bool
	for _, d := range res.Diagnostics {
		if d.File == broken && d.Error && d.Line == 1 && d.Column == 4 && strings.Contains(d.Message, "invalid YAML") {
			inputErr = true
		}
	}
	if !inputErr {
		t.Errorf("no input error at %s:1:4: %+v", broken, res.Diagnostics)
	}
	if res.Files != 3 || res.Objects == 0 {
		t.Errorf("files %d objects %d", res.Files, res.Objects)
	}
}

// TestNewRefuses: an unknown release and a policy that does not compile
// are errors of New.
func TestNewRefuses(t *testing.T) {
	ctx := context.Background()
	if _, err := linter.New(ctx, linter.Options{Volcano: "one"}); err == nil || !strings.Contains(err.Error(), "volcano version") {
		t.Errorf("Volcano one: %v", err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "p.rego"), []byte("package acme.p\n\nx if {\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := linter.New(ctx, linter.Options{PolicyDirs: []string{dir}}); err == nil || !strings.Contains(err.Error(), "p.rego") {
		t.Errorf("broken policy: %v", err)
	}
}

// TestVolcanoSelectsBehaviour: the same input lints differently for two
// releases (a self-parent crashes the scheduler before 1.14).
func TestVolcanoSelectsBehaviour(t *testing.T) {
	ctx := context.Background()
	messages := map[string]string{}
	for _, v := range []string{"1.13", "1.15"} {
		l, err := linter.New(ctx, linter.Options{Volcano: v})
		if err != nil {
			t.Fatal(err)
		}
		res, err := l.Lint(ctx, "../../testdata/rules/VCQ202/positive.yaml")
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range res.Findings {
			messages[v] += f.Rule + " " + f.Message + "\n"
		}
	}
	if messages["1.13"] == "" || messages["1.13"] == messages["1.15"] {
		t.Errorf("1.13:\n%s1.15:\n%s", messages["1.13"], messages["1.15"])
	}
}
