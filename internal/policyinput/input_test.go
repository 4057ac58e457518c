package policyinput_test

import (
	"testing"

	"github.com/open-policy-agent/opa/v1/ast"

	"github.com/vcqlint/vcqlint/bench/corpus"
	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/policyinput"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// TestValueMatchesDocument: the OPA value policies evaluate, built
// directly and in parallel, is exactly the converted document `vcqlint
// input` prints, on every fixture and example and on a generated estate
// large enough to be built on several goroutines.
func TestValueMatchesDocument(t *testing.T) {
	estate := t.TempDir()
	if err := corpus.Generate(corpus.Options{Seed: 5, Queues: 3000}).Write(estate); err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{"../../examples", "../../testdata", estate} {
		res := linter.Load(linter.Options{Paths: []string{dir}})
		for _, v := range []string{"1.8", "1.12", "1.15"} {
			ver, err := volcano.ParseVersion(v)
			if err != nil {
				t.Fatal(err)
			}
			env := engine.WithCluster(res.Model, rule.Env{Volcano: volcano.For(ver)})
			want, err := ast.InterfaceToValue(policyinput.Document(res.Model, env))
			if err != nil {
				t.Fatal(err)
			}
			got, err := policyinput.Value(res.Model, env, policyinput.AllFields)
			if err != nil {
				t.Fatal(err)
			}
			if want.Compare(got) != 0 {
				t.Errorf("%s, Volcano %s: Value differs from InterfaceToValue(Document)", dir, v)
			}
		}
	}
}
