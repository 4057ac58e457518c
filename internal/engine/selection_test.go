package engine_test

import (
	"context"
	"reflect"
	"sort"
	"testing"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/rule"
)

// perQueue is a Go rule reporting once per defined queue.
func perQueue(id string, sev finding.Severity, offByDefault bool) rule.Go {
	return rule.Go{
		Meta: rule.Meta{ID: id, Name: "rule-" + id, Severity: sev, Summary: "test rule", OffByDefault: offByDefault},
		Check: func(c *rule.Context) {
			for _, q := range c.Model.Queues {
				if !q.Implicit() {
					c.Report(q.Obj, q.Obj.Start(), "queue %s", q.Name)
				}
			}
		},
	}
}

func queueModel(t *testing.T) *model.Model {
	t.Helper()
	res := linter.Load(linter.Options{Paths: []string{"../../testdata/cli/exceeds.yaml"}, Workers: 1})
	if len(res.Model.Queues) == 0 {
		t.Fatal("no queues loaded")
	}
	return res.Model
}

func TestSelection(t *testing.T) {
	eng, err := engine.New([]rule.Go{
		perQueue("T001", finding.Error, false),
		// T002 is advice, off by default; T003 is a tool rule without a check.
		perQueue("T002", finding.Info, true),
		{Meta: rule.Meta{ID: "T003", Name: "tool-rule", Severity: finding.Warning}},
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := queueModel(t)
	cases := []struct {
		name string
		sel  engine.Selection
		want []string // rule:severity of the findings, sorted
	}{
		{"default: the off-by-default rule does not run", engine.Selection{}, []string{"T001:error", "T001:error"}},
		{"enabled", engine.Selection{Enable: map[string]bool{"T002": true}}, []string{"T001:error", "T001:error", "T002:info", "T002:info"}},
		{"disabled", engine.Selection{Disable: map[string]bool{"T001": true}}, nil},
		{"disable wins over enable", engine.Selection{Enable: map[string]bool{"T002": true}, Disable: map[string]bool{"T002": true}}, []string{"T001:error", "T001:error"}},
		{"severity override", engine.Selection{Enable: map[string]bool{"T002": true}, Severity: map[string]finding.Severity{"T001": finding.Warning, "T002": finding.Error}},
			[]string{"T001:warning", "T001:warning", "T002:error", "T002:error"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fs, err := eng.RunSelected(context.Background(), m, rule.DefaultEnv(), c.sel)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range fs {
				got = append(got, f.RuleID+":"+f.Severity.String())
			}
			sort.Strings(got)
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("findings %v, want %v", got, c.want)
			}
		})
	}
	if !eng.Runs(engine.Selection{}, "T003") || eng.Runs(engine.Selection{}, "T002") || eng.Runs(engine.Selection{}, "NOPE") {
		t.Error("Runs: a tool rule runs, an off-by-default or unknown rule does not")
	}
	// Adjust applies the same selection to findings made elsewhere (the
	// suppression pass), and twice is the same as once.
	fs := []finding.Finding{{RuleID: "T003", Severity: finding.Warning}, {RuleID: "T001", Severity: finding.Error}, {RuleID: "X", Severity: finding.Info}}
	sel := engine.Selection{Disable: map[string]bool{"T001": true}, Severity: map[string]finding.Severity{"T003": finding.Error}}
	got := eng.Adjust(sel, eng.Adjust(sel, fs))
	want := []finding.Finding{{RuleID: "T003", Severity: finding.Error}, {RuleID: "X", Severity: finding.Info}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Adjust = %+v, want %+v", got, want)
	}
}
