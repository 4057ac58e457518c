package engine_test

import (
	"context"
	"fmt"
	"path/filepath"
	"reflect"
	"sort"
	"testing"

	"github.com/open-policy-agent/opa/v1/ast"

	"github.com/vcqlint/vcqlint/bench/corpus"
	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/policyinput"
	"github.com/vcqlint/vcqlint/internal/regoeval"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/volcano"
	"github.com/vcqlint/vcqlint/policies"
)

// TestInputFieldsKeepFindings: the built-in policies get only the entry
// fields they name (regoeval.Policies.InputFields), which is safe only if
// they never read an entry whole, and are compiled and evaluated only when
// the input meets their guards (regoeval's lazy.go), which is safe only if
// a policy can never fire without. On every rule fixture, the examples and
// a generated estate, for several Volcano versions, they must find exactly
// what they find in the complete document when all are compiled and
// evaluated, and the smaller document must really be smaller.
func TestInputFieldsKeepFindings(t *testing.T) {
	ctx := context.Background()
	mods, err := policies.Modules()
	if err != nil {
		t.Fatal(err)
	}
	// As linter.NewEngine compiles them: lazily, from the generated index.
	pols, err := regoeval.Compile(ctx, mods, regoeval.Options{Index: policies.Index()})
	if err != nil {
		t.Fatal(err)
	}
	// The reference: every built-in policy compiled up front and evaluated
	// on every input, on the whole document.
	eager, err := regoeval.Compile(ctx, mods, regoeval.Options{Eager: true})
	if err != nil {
		t.Fatal(err)
	}
	if pols.InputFields() == nil {
		t.Fatal("the built-in policies should have a known set of input fields")
	}
	eng, err := linter.NewEngine(ctx, linter.EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	fixtures, err := filepath.Glob("../../testdata/rules/*/*")
	if err != nil || len(fixtures) < 100 {
		t.Fatalf("fixtures: %d, %v", len(fixtures), err)
	}
	estate := t.TempDir()
	if err := corpus.Generate(corpus.Options{Seed: 7, Queues: 1500}).Write(estate); err != nil {
		t.Fatal(err)
	}
	paths := append(fixtures, "../../examples", estate)
	violations := 0
	for _, path := range paths {
		res := linter.Load(linter.Options{Paths: []string{path}})
		for _, v := range []string{"1.8", "1.11", "1.12", "1.13", "1.15"} {
			ver, err := volcano.ParseVersion(v)
			if err != nil {
				t.Fatal(err)
			}
			env := engine.WithCluster(res.Model, rule.Env{Volcano: volcano.For(ver)})
			full, err := policyinput.Value(res.Model, env, policyinput.AllFields)
			if err != nil {
				t.Fatal(err)
			}
			part, err := eng.PolicyInput(res.Model, env)
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Model.Queues) > 0 && size(part) >= size(full) {
				t.Errorf("%s: the policies' input (%d terms) is not smaller than the whole document (%d)", path, size(part), size(full))
			}
			want, werr := eager.Eval(ctx, full, nil)
			got, gerr := pols.Eval(ctx, part, nil)
			if fmt.Sprint(werr) != fmt.Sprint(gerr) {
				t.Errorf("%s, Volcano %s: errors differ: %v, with all fields %v", path, v, gerr, werr)
			}
			if !reflect.DeepEqual(sorted(got), sorted(want)) {
				t.Errorf("%s, Volcano %s: the built-in policies find\n%v\nwith the fields they name, but\n%v\nwith all fields", path, v, sorted(got), sorted(want))
			}
			violations += len(want)
		}
	}
	if violations < 100 {
		t.Errorf("only %d violations compared; the fixtures should exercise every built-in policy", violations)
	}
}

func sorted(vs []regoeval.Violation) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = fmt.Sprintf("%s %d %v %q %s", v.Meta.ID, v.Ref, v.Path, v.PathStr, v.Message)
	}
	sort.Strings(out)
	return out
}

// size counts the terms of a value.
func size(v ast.Value) int {
	n := 0
	ast.WalkTerms(v, func(*ast.Term) bool { n++; return false })
	return n
}
