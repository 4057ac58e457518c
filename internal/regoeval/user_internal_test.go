package regoeval

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/open-policy-agent/opa/v1/ast"

	"github.com/vcqlint/vcqlint/internal/sandbox"
)

// userRule builds a user policy of rule id whose violations are body's.
func userRuleModule(id, body string) Module {
	pkg := strings.ToLower(id)
	return Module{Name: "policies/" + pkg + ".rego", Source: fmt.Sprintf(`# METADATA
# title: rule-%s
# custom:
#   id: %s
#   severity: warning
#   summary: a test rule
package acme.%s

%s
`, pkg, id, pkg, body)}
}

// overBudget stands in for a worker killed at its memory budget whenever
// a job holds rule 0: the rule that never looks at its context.
type overBudget struct{ sandbox.Runner }

func (o overBudget) Run(ctx context.Context, job string, req, resp any, lim sandbox.Limits) error {
	if r, ok := req.(evalRequest); ok && slices.Contains(r.Rules, 0) {
		return &sandbox.ExceededError{Job: job, Budget: sandbox.BudgetMemory, Limit: lim}
	}
	return o.Runner.Run(ctx, job, req, resp, lim)
}

// TestAJobOverItsBudgetIsRetriedRuleByRule: when the job of every rule
// fails as a whole, each rule runs again alone: the one over its budget is
// an error naming its policy and rule, and the others still report.
func TestAJobOverItsBudgetIsRetriedRuleByRule(t *testing.T) {
	user := []Module{
		userRuleModule("BAD001", `violation contains {"ref": 0, "message": "never"} if false`),
		userRuleModule("OK0001", `violation contains {"ref": 0, "message": "seen"} if true`),
	}
	runner := overBudget{sandbox.InProcess(UserJobs(func() ([]Module, error) { return nil, nil }))}
	p, err := Compile(context.Background(), nil, Options{User: user, Runner: runner, Memory: 64 << 20})
	if err != nil {
		t.Fatal(err)
	}
	vs, err := p.Eval(context.Background(), ast.MustParseTerm(`{"queues": []}`).Value, nil)
	if len(vs) != 1 || vs[0].Meta.ID != "OK0001" || vs[0].Message != "seen" {
		t.Errorf("violations %+v, want OK0001's", vs)
	}
	want := "policy policies/bad001.rego: rule BAD001 used more than its memory budget of 64 MiB and was stopped (--policy-memory raises it)"
	if err == nil || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
}

// TestWhatARuleReportsIsCapped: a rule cannot make the answer of its
// worker as large as the worker's memory.
func TestWhatARuleReportsIsCapped(t *testing.T) {
	user := []Module{
		userRuleModule("MANY01", `violation contains {"ref": 0, "message": sprintf("%d", [i])} if { some i in numbers.range(1, 100001) }`),
		userRuleModule("LONG01", `violation contains {"ref": 0, "message": concat("", [x | some _ in numbers.range(1, 10000); x := "é"])} if true`),
	}
	p, err := Compile(context.Background(), nil, Options{User: user, Timeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	vs, err := p.Eval(context.Background(), ast.MustParseTerm(`{}`).Value, nil)
	if err == nil || !strings.Contains(err.Error(), "rule MANY01 reported 100001 violations, more than the 100000 vcqlint reads from one rule") {
		t.Errorf("error %v", err)
	}
	if len(vs) != 1 || len(vs[0].Message) > maxMessageBytes+len("…") || !strings.HasSuffix(vs[0].Message, "é…") {
		t.Errorf("the long message is not cut at a character: %d bytes", len(vs[0].Message))
	}
	var je *sandbox.JobError
	if errors.As(err, &je) {
		t.Errorf("a rule's error is not the job's: %v", err)
	}
}
