package regoeval_test

import (
	"context"
	"fmt"
	"reflect"
	"runtime"
	"sort"
	"testing"

	"github.com/vcqlint/vcqlint/bench/corpus"
	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/policyinput"
	"github.com/vcqlint/vcqlint/internal/regoeval"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/policies"
)

// TestParallelQueriesFindTheSame: the built-in policies split into several
// queries evaluated in parallel report exactly what one query reports, on
// a generated estate with planted violations and on the examples.
func TestParallelQueriesFindTheSame(t *testing.T) {
	mods, err := policies.Modules()
	if err != nil {
		t.Fatal(err)
	}
	compile := func(procs int) *regoeval.Policies {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		p, err := regoeval.Compile(context.Background(), mods)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	one, many := compile(1), compile(4)
	estate := t.TempDir()
	if err := corpus.Generate(corpus.Options{Seed: 3, Queues: 600, Plants: 2}).Write(estate); err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{estate, "../../examples"} {
		res := linter.Load(linter.Options{Paths: []string{dir}})
		input, err := policyinput.Value(res.Model, engine.WithCluster(res.Model, rule.DefaultEnv()), policyinput.AllFields)
		if err != nil {
			t.Fatal(err)
		}
		a, errA := one.Eval(context.Background(), input, nil)
		b, errB := many.Eval(context.Background(), input, nil)
		if errA != nil || errB != nil {
			t.Fatal(errA, errB)
		}
		if len(a) == 0 {
			t.Fatalf("%s: no violation at all", dir)
		}
		if !reflect.DeepEqual(sorted(a), sorted(b)) {
			t.Errorf("%s: one query found %d violations, parallel queries %d, or others", dir, len(a), len(b))
		}
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
