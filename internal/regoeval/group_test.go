package regoeval

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/open-policy-agent/opa/v1/ast"

	"github.com/vcqlint/vcqlint/internal/rule"
)

// builtinModules parses the built-in policies from the repository (this
// package cannot import the policies package, which imports it).
func builtinModules(t *testing.T) (map[string]*ast.Module, map[string]rule.Meta) {
	t.Helper()
	files, err := filepath.Glob("../../policies/*/*/*.rego") // rules/<name>/ and lib/<name>/
	if err != nil || len(files) < 10 {
		t.Fatalf("policies: %v %v", files, err)
	}
	mods := map[string]*ast.Module{}
	rules := map[string]rule.Meta{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.rego") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := ParseModule(Module{Name: f, Source: string(b)})
		if err != nil {
			t.Fatal(err)
		}
		mods[f] = m
		meta, ok, err := metaOf(m, f)
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			rules[m.Package.Path.String()] = meta
		}
	}
	return mods, rules
}

// TestGroupByImports: every rule lands in exactly one group, there are at
// most n groups (and more than one when asked for several), rules that
// share a helper library share a group, and the split is deterministic.
func TestGroupByImports(t *testing.T) {
	mods, rules := builtinModules(t)
	importers := map[string][]string{} // library -> rule packages importing it
	for _, m := range mods {
		path := m.Package.Path.String()
		if _, ok := rules[path]; !ok {
			continue
		}
		for _, imp := range m.Imports {
			importers[imp.Path.String()] = append(importers[imp.Path.String()], path)
		}
	}
	if len(importers["data.vcqlint.lib.config"]) < 2 {
		t.Fatalf("expected several policies importing the config library: %v", importers)
	}
	for _, n := range []int{1, 2, 3, 8, 64} {
		groups := groupByImports(mods, rules, n)
		if len(groups) > n || (n > 1 && len(groups) < 2) {
			t.Errorf("n=%d: %d groups", n, len(groups))
		}
		where := map[string]int{}
		for i, g := range groups {
			for path := range g {
				if _, dup := where[path]; dup {
					t.Errorf("n=%d: %s in two groups", n, path)
				}
				where[path] = i
			}
		}
		if len(where) != len(rules) {
			t.Errorf("n=%d: %d rules grouped, want %d", n, len(where), len(rules))
		}
		for lib, paths := range importers {
			for _, p := range paths[1:] {
				if where[p] != where[paths[0]] {
					t.Errorf("n=%d: %s and %s both import %s but are in different groups", n, p, paths[0], lib)
				}
			}
		}
		again := groupByImports(mods, rules, n)
		for i := range groups {
			if len(groups[i]) != len(again[i]) {
				t.Errorf("n=%d: grouping is not deterministic", n)
			}
			for path := range groups[i] {
				if _, ok := again[i][path]; !ok {
					t.Errorf("n=%d: grouping is not deterministic (%s)", n, path)
				}
			}
		}
	}
}

// TestEvaluatedFollowsLibraries: the modules the built-in queries evaluate
// are the rules and the libraries they use, not a library kept only for
// users' policies.
func TestEvaluatedFollowsLibraries(t *testing.T) {
	mods, rules := builtinModules(t)
	got := map[string]bool{}
	for _, m := range evaluated(mods, rules) {
		got[m.Package.Path.String()] = true
	}
	for path := range rules {
		if !got[path] {
			t.Errorf("rule %s is not evaluated", path)
		}
	}
	if !got["data.vcqlint.lib.config"] {
		t.Error("the config library, which rules import, is not evaluated")
	}
	if got["data.vcqlint.lib.workloads"] {
		t.Error("the workloads library, which no built-in rule uses, counts as evaluated")
	}
	// A full reference without an import counts as a use.
	lib := ast.MustParseModule("package vcqlint.lib.extra\n\nanswer := 42\n")
	user := ast.MustParseModule("package vcqlint.rules.extra\n\nviolation contains 1 if data.vcqlint.lib.extra.answer == 42\n")
	mods["extra_lib.rego"], mods["extra.rego"] = lib, user
	rules["data.vcqlint.rules.extra"] = rule.Meta{ID: "X"}
	if _, ok := evaluated(mods, rules)["extra_lib.rego"]; !ok {
		t.Error("a library referred to by a full data reference is not evaluated")
	}
}
