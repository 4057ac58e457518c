// Package engine runs Go rules and Rego policies behind one registry and
// returns their findings merged and sorted.
package engine

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/open-policy-agent/opa/v1/ast"

	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/policyinput"
	"github.com/vcqlint/vcqlint/internal/regoeval"
	"github.com/vcqlint/vcqlint/internal/rule"
)

// Engine holds every rule, built once per process.
type Engine struct {
	goRules  []rule.Go
	policies *regoeval.Policies
	metas    []rule.Meta
	byID     map[string]rule.Meta
	// fields are the input entry fields the policies read: all of them
	// unless the compiled policies say which (internal/regoeval works it out
	// for the built-in policies, which then get a smaller, cheaper input).
	fields policyinput.Fields
	// policyFixes compute the fixes of built-in policies' findings, by rule.
	policyFixes map[string]rule.PolicyFix
}

// SetPolicyFixes registers the fixes of built-in policies' findings, by
// rule ID (rules.PolicyFixes).
func (e *Engine) SetPolicyFixes(fixes map[string]rule.PolicyFix) { e.policyFixes = fixes }

// New registers Go rules and compiled policies, refusing duplicate IDs.
func New(goRules []rule.Go, policies *regoeval.Policies) (*Engine, error) {
	e := &Engine{goRules: goRules, policies: policies, byID: map[string]rule.Meta{}, fields: policyinput.AllFields}
	add := func(m rule.Meta) error {
		if prev, dup := e.byID[m.ID]; dup {
			return fmt.Errorf("rule ID %s is registered twice (%s %s and %s %s)", m.ID, prev.Engine, prev.Name, m.Engine, m.Name)
		}
		e.byID[m.ID] = m
		e.metas = append(e.metas, m)
		return nil
	}
	for _, r := range goRules {
		r.Meta.Engine = rule.EngineGo
		if err := add(r.Meta); err != nil {
			return nil, err
		}
	}
	if policies != nil {
		if only := policies.InputFields(); only != nil {
			e.fields = policyinput.OnlyFields(only)
		}
		for _, m := range policies.Metas() {
			if err := add(m); err != nil {
				return nil, err
			}
		}
	}
	sort.Slice(e.metas, func(i, j int) bool { return e.metas[i].ID < e.metas[j].ID })
	return e, nil
}

// Rules returns every rule's metadata, sorted by ID.
func (e *Engine) Rules() []rule.Meta { return e.metas }

// Rule looks a rule up by ID.
func (e *Engine) Rule(id string) (rule.Meta, bool) {
	m, ok := e.byID[id]
	return m, ok
}

// PolicyInput is the input e's policies evaluate: the document of
// internal/policyinput with only the entry fields they read (see
// regoeval.Policies.InputFields).
func (e *Engine) PolicyInput(m *model.Model, env rule.Env) (ast.Value, error) {
	return policyinput.Value(m, env, e.fields)
}

// Run evaluates every rule over the model: Go rules concurrently, and the
// policies in a few parallel queries (internal/regoeval). Findings come back
// sorted.
func (e *Engine) Run(ctx context.Context, m *model.Model, env rule.Env) ([]finding.Finding, error) {
	return e.RunSelected(ctx, m, env, Selection{})
}

// RunSelected is Run limited to the rules sel selects, with sel's severity
// overrides applied to the findings.
func (e *Engine) RunSelected(ctx context.Context, m *model.Model, env rule.Env, sel Selection) ([]finding.Finding, error) {
	var (
		mu  sync.Mutex
		all []finding.Finding
		wg  sync.WaitGroup
	)
	env = WithCluster(m, env)
	env.Volcano = env.Setup.Webhook(env.Volcano)
	// The policy input comes first, on every CPU (policyinput.Value builds it in
	// parallel): evaluating the policies waits for it, while the Go rules
	// can as well run alongside the evaluation.
	runPolicies := e.policies != nil && e.anySelected(sel, e.policies.Metas())
	var input ast.Value
	var inputErr error
	if runPolicies {
		input, inputErr = e.PolicyInput(m, env)
	}
	// The Go rules run on one goroutine per CPU, each taking the next rule
	// to run: a goroutine per rule ran them all at once, so that the
	// working memory of every rule (sums, caches by queue) was live
	// together, which on a large estate set the peak memory of the run.
	var toRun []rule.Go
	for _, r := range e.goRules {
		r.Meta.Engine = rule.EngineGo
		if r.Check != nil && sel.Runs(r.Meta) && env.Has(r.Meta.Needs) {
			toRun = append(toRun, r)
		}
	}
	var next atomic.Int64
	for range min(runtime.GOMAXPROCS(0), len(toRun)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < len(toRun); i = int(next.Add(1)) - 1 {
				r := toRun[i]
				c := rule.NewContext(m, env, r.Meta)
				r.Check(c)
				mu.Lock()
				all = append(all, c.Findings()...)
				mu.Unlock()
			}
		}()
	}
	regoErr := inputErr
	if runPolicies && inputErr == nil {
		fs, err := e.evalPolicies(ctx, m, input, sel)
		if err != nil {
			regoErr = err
		}
		mu.Lock()
		all = append(all, fs...)
		mu.Unlock()
	}
	wg.Wait()
	// Built-in policies are evaluated together (in a few queries), so the
	// findings of those sel turns off are dropped here rather than not
	// computed.
	all = e.Adjust(sel, all)
	sort.Slice(all, func(i, j int) bool { return all[i].Less(all[j]) })
	return all, regoErr
}

// evalPolicies runs the policies sel selects. A failing user policy is
// reported in the error while every other policy's findings are kept.
func (e *Engine) evalPolicies(ctx context.Context, m *model.Model, input ast.Value, sel Selection) ([]finding.Finding, error) {
	vs, evalErr := e.policies.Eval(ctx, input, sel.Runs)
	out := make([]finding.Finding, 0, len(vs))
	var errs []error
	for _, v := range vs {
		obj, ok := m.ObjectByRef(v.Ref)
		if !ok {
			errs = append(errs, fmt.Errorf("policy %s: rule %s: violation points at ref %d, which is no object of the input", v.Meta.Source, v.Meta.ID, v.Ref))
			continue
		}
		path := v.Path
		if v.PathStr != "" {
			path = obj.SplitPath(v.PathStr)
		}
		f := finding.Finding{
			RuleID: v.Meta.ID, RuleName: v.Meta.Name, Severity: v.Meta.Severity,
			Pos: obj.Pos(path...), Object: obj.ID(), Message: v.Message,
		}
		if fix := e.policyFixes[v.Meta.ID]; fix != nil {
			f.Fix = fix(obj, path)
		}
		out = append(out, f)
	}
	return out, errors.Join(append([]error{evalErr}, errs...)...)
}

// WithCluster fills env.Cluster, when it is nil, by merging the declared
// cluster with the Node manifests of m (cluster.Resolve).
func WithCluster(m *model.Model, env rule.Env) rule.Env {
	if env.Cluster == nil {
		env.Cluster = cluster.Resolve(env.Declared, m)
	}
	return env
}

// Skipped lists the rules sel selects that a run over m with env skips
// because it lacks the facts they need (a declared cluster, GPU facts), in
// ID order, so that the caller can say so once.
func (e *Engine) Skipped(m *model.Model, env rule.Env, sel Selection) []rule.Meta {
	env = WithCluster(m, env)
	var out []rule.Meta
	for _, meta := range e.metas {
		if sel.Runs(meta) && !env.Has(meta.Needs) {
			out = append(out, meta)
		}
	}
	return out
}
