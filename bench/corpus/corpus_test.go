package corpus_test

import (
	"bytes"
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/bench/corpus"
	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/loader"
)

// newEngine builds the engine as the CLI does: every Go rule and the
// compiled built-in policies.
func newEngine(tb testing.TB) *engine.Engine {
	tb.Helper()
	eng, err := linter.NewEngine(context.Background(), linter.EngineOptions{})
	if err != nil {
		tb.Fatal(err)
	}
	return eng
}

// check compares a run's findings with what the corpus planted: exactly
// Want per rule, nothing from any other rule, and no input error.
func check(tb testing.TB, c *corpus.Corpus, res *linter.Result) {
	tb.Helper()
	for _, d := range res.Diagnostics {
		if d.Level == loader.LevelError {
			tb.Errorf("input error: %s: %s", d.Pos, d.Msg)
		}
	}
	got := map[string]int{}
	examples := map[string][]string{}
	for _, f := range res.Findings {
		got[f.RuleID]++
		if len(examples[f.RuleID]) < 3 {
			examples[f.RuleID] = append(examples[f.RuleID], fmt.Sprintf("%s: %s", f.Pos, f.Message))
		}
	}
	ids := map[string]bool{}
	for id := range got {
		ids[id] = true
	}
	for id := range c.Want {
		ids[id] = true
	}
	var sorted []string
	for id := range ids {
		sorted = append(sorted, id)
	}
	sort.Strings(sorted)
	for _, id := range sorted {
		if got[id] != c.Want[id] {
			tb.Errorf("%s: %d findings, want %d; e.g.\n  %s", id, got[id], c.Want[id], strings.Join(examples[id], "\n  "))
		}
	}
}

// lint writes c to a temporary directory and lints it as the CLI would.
func lint(tb testing.TB, eng *engine.Engine, c *corpus.Corpus) *linter.Result {
	tb.Helper()
	dir := tb.TempDir()
	if err := c.Write(dir); err != nil {
		tb.Fatal(err)
	}
	res, err := linter.Run(context.Background(), eng, linter.Options{Paths: []string{dir}})
	if err != nil {
		tb.Fatal(err)
	}
	return res
}

// TestPlantedViolations lints corpora of several sizes and seeds and checks
// that every planted violation is found, and nothing else.
func TestPlantedViolations(t *testing.T) {
	eng := newEngine(t)
	for _, o := range []corpus.Options{
		{Seed: 1, Queues: 50},
		{Seed: 2, Queues: 400, Plants: 3},
		{Seed: 3, Queues: 2500},
		{Seed: 4, Queues: 300, Files: 5},
	} {
		t.Run(fmt.Sprintf("seed=%d/queues=%d", o.Seed, o.Queues), func(t *testing.T) {
			c := corpus.Generate(o)
			res := lint(t, eng, c)
			check(t, c, res)
			if c.WantTotal() == 0 {
				t.Fatal("nothing planted")
			}
			if res.Files != len(c.Files) {
				t.Errorf("linted %d files, generated %d", res.Files, len(c.Files))
			}
		})
	}
}

// TestDeterministic: the same options give the same bytes, another seed
// other bytes.
func TestDeterministic(t *testing.T) {
	a := corpus.Generate(corpus.Options{Seed: 7, Queues: 300})
	b := corpus.Generate(corpus.Options{Seed: 7, Queues: 300})
	c := corpus.Generate(corpus.Options{Seed: 8, Queues: 300})
	if len(a.Files) != len(b.Files) {
		t.Fatalf("%d files, then %d", len(a.Files), len(b.Files))
	}
	for i := range a.Files {
		if a.Files[i].Path != b.Files[i].Path || !bytes.Equal(a.Files[i].Data, b.Files[i].Data) {
			t.Fatalf("file %d differs between two runs with the same seed", i)
		}
	}
	same := len(a.Files) == len(c.Files)
	for i := 0; same && i < len(a.Files); i++ {
		same = bytes.Equal(a.Files[i].Data, c.Files[i].Data)
	}
	if same {
		t.Error("seeds 7 and 8 gave the same corpus")
	}
}

// TestShape checks the sizes the options ask for.
func TestShape(t *testing.T) {
	c := corpus.Generate(corpus.Options{Seed: 1, Queues: 1000})
	if c.Queues < 1000 || c.Jobs+c.PodGroups < 200 || c.Nodes < 4 || c.Configs < 2 {
		t.Errorf("queues %d, jobs %d, podgroups %d, nodes %d, configs %d", c.Queues, c.Jobs, c.PodGroups, c.Nodes, c.Configs)
	}
	for _, f := range c.Files {
		if n := bytes.Count(f.Data, []byte("\n---\n")) + 1; n > 50 {
			t.Errorf("%s has %d documents, more than 50", f.Path, n)
		}
	}
	five := corpus.Generate(corpus.Options{Seed: 1, Queues: 20, Files: 5})
	if len(five.Files) != 5 {
		t.Errorf("Files: 5 gave %d files", len(five.Files))
	}
}
