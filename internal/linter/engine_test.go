package linter_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/rules"
)

const userPolicy = `# METADATA
# title: team-label
# description: Queues must say which team owns them.
# custom:
#   id: ACME001
#   severity: warning
#   summary: queue without a team label
package acme.volcano.team_label

violation contains v if {
	false
	v := {"ref": 0, "message": "never"}
}
`

func writePolicy(t *testing.T, name, body string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func ids(metas []rule.Meta) map[string]bool {
	out := map[string]bool{}
	for _, m := range metas {
		out[m.ID] = true
	}
	return out
}

func TestNewEngineDefaultHasEveryBuiltinRule(t *testing.T) {
	eng, err := linter.NewEngine(context.Background(), linter.EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := ids(eng.Rules())
	for _, r := range rules.All() {
		if !got[r.Meta.ID] {
			t.Errorf("Go rule %s missing", r.Meta.ID)
		}
	}
	// VCQ101 is a built-in policy (policies/capacity_proportion_exclusive.rego).
	if m, ok := eng.Rule("VCQ101"); !ok || m.Engine != rule.EngineRego {
		t.Errorf("built-in policy VCQ101: %+v, %v", m, ok)
	}
}

func TestNewEngineUserPolicies(t *testing.T) {
	dir := writePolicy(t, "team.rego", userPolicy)
	eng, err := linter.NewEngine(context.Background(), linter.EngineOptions{PolicyDirs: []string{dir}})
	if err != nil {
		t.Fatal(err)
	}
	if m, ok := eng.Rule("ACME001"); !ok || m.Severity != finding.Warning {
		t.Errorf("user rule ACME001: %+v, %v", m, ok)
	}
}

func TestNewEngineKeepsBuiltinsWhenUserPoliciesFail(t *testing.T) {
	for name, body := range map[string]string{
		"syntax.rego":  "package acme.broken\n\nviolation contains v if {\n",
		"reused.rego":  strings.Replace(userPolicy, "ACME001", "VCQ101", 1),
		"missing.rego": "",
	} {
		t.Run(name, func(t *testing.T) {
			dirs := []string{writePolicy(t, name, body)}
			if body == "" {
				dirs = []string{filepath.Join(t.TempDir(), "absent")}
			}
			eng, err := linter.NewEngine(context.Background(), linter.EngineOptions{PolicyDirs: dirs})
			var pe *linter.PolicyError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v (%T), want a *linter.PolicyError", err, err)
			}
			if eng == nil {
				t.Fatal("no engine with the built-in rules")
			}
			if _, ok := eng.Rule("VCQ101"); !ok {
				t.Error("the built-in policies are gone")
			}
			if _, ok := eng.Rule("ACME001"); ok {
				t.Error("the failing user policy was registered")
			}
		})
	}
}

func TestNewEngineGoRules(t *testing.T) {
	only := rules.All()[:1]
	eng, err := linter.NewEngine(context.Background(), linter.EngineOptions{GoRules: only})
	if err != nil {
		t.Fatal(err)
	}
	got := ids(eng.Rules())
	if !got[only[0].Meta.ID] || got[rules.All()[1].Meta.ID] {
		t.Errorf("rules %v, want %s and the policies only", got, only[0].Meta.ID)
	}
}

func TestReadPoliciesSkipsTestsAndHiddenDirectories(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"b.rego", "a.rego", "a_test.rego", ".git/x.rego", "sub/c.rego", "notes.txt"} {
		path := filepath.Join(dir, f)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte("package x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	names := func(withTests bool) string {
		mods, err := linter.ReadPolicies(nil, []string{dir, dir}, withTests)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, m := range mods {
			rel, _ := filepath.Rel(dir, filepath.FromSlash(m.Name))
			out = append(out, filepath.ToSlash(rel))
		}
		return strings.Join(out, " ")
	}
	if got, want := names(false), "a.rego b.rego sub/c.rego"; got != want {
		t.Errorf("without tests: %s, want %s", got, want)
	}
	if got, want := names(true), "a.rego a_test.rego b.rego sub/c.rego"; got != want {
		t.Errorf("with tests: %s, want %s", got, want)
	}
}
