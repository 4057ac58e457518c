package regoeval

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/open-policy-agent/opa/v1/ast"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/sandbox"
)

// The user-policy path. A user's policy comes with the pull request: its
// Rego can build a value of 2^34 leaves by sharing and marshal it
// (json.marshal) or compare it (==) inside one OPA call that never looks
// at its context, so --policy-timeout cannot stop it and the memory it
// takes is the process's. So user policies are compiled and evaluated in
// a sandbox worker (internal/sandbox: vcqlint re-run, with an empty
// environment, killed at its time budget and bounded in memory), one job
// per rule, while the built-in policies, which are vcqlint's own code,
// stay in this process. A rule over a budget is an input error naming its
// policy and rule; every other rule still reports.

// The jobs of the user-policy path (internal/jobs serves them).
const (
	// JobCompile compiles the user's policies and answers their rules'
	// metadata, or the compile errors.
	JobCompile = "policy.compile"
	// JobEval evaluates one user rule over an input document.
	JobEval = "policy.eval"
)

// DefaultMemory is a user policy's memory budget: the worker's heap while
// it compiles the user's policies with the built-in libraries they may
// import, reads the input document and evaluates one rule. The largest
// benchmark estate (100,000 queues) needs about a tenth of it with a
// policy that reads every queue (docs/security.md); a CI runner has
// several times it.
const DefaultMemory int64 = 1 << 30

// UserJobs are the handlers of the user-policy jobs, which a worker serves
// (internal/jobs) and an in-process runner calls directly. builtin gives
// the built-in modules, which user policies may import.
func UserJobs(builtin func() ([]Module, error)) sandbox.Jobs {
	w := &userWorker{builtin: builtin}
	return sandbox.Jobs{JobCompile: w.compileJob, JobEval: w.evalJob}
}

// userWorker answers the jobs. It keeps the last compilation and the last
// input it read: the jobs of one run (a compile, then one evaluation per
// rule) send the same policies and the same input to the workers of a
// pool, which then compile and read them once each.
type userWorker struct {
	builtin func() ([]Module, error)

	mu       sync.Mutex
	compiled *userCompiled
	input    struct {
		sum   [sha256.Size]byte
		value ast.Value
	}
}

// userCompiled is the user's policies compiled, by the digest of their
// sources.
type userCompiled struct {
	sum   [sha256.Size]byte
	rules []userRule
}

type userRule struct {
	meta rule.Meta
	q    *query
}

// compileRequest is a JobCompile request, and part of a JobEval one.
type compileRequest struct {
	User []Module `json:"user"`
}

// compileResponse are the user rules' metadata, in the order JobEval
// numbers them.
type compileResponse struct {
	Rules []wireMeta `json:"rules"`
}

// wireMeta is the part of a rule's metadata a policy declares.
type wireMeta struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Severity int    `json:"severity"`
	Summary  string `json:"summary"`
	Doc      string `json:"doc"`
	Source   string `json:"source"`
}

// evalRequest asks for the violations of some of the rules.
type evalRequest struct {
	compileRequest
	// Rules are the rules' indexes in compileResponse.Rules.
	Rules []int `json:"rules"`
	// Input is the input document, as JSON.
	Input json.RawMessage `json:"input"`
	// TimeoutNS bounds each rule's evaluation, cooperatively (OPA checks
	// for cancellation between steps); the job's time budget is the hard
	// one.
	TimeoutNS int64 `json:"timeoutNs"`
}

// evalResponse are the rules' results, in the order asked.
type evalResponse struct {
	Results []ruleResult `json:"results"`
}

// ruleResult is one rule's violations, or its error.
type ruleResult struct {
	Violations []wireViolation `json:"violations,omitempty"`
	Err        string          `json:"err,omitempty"`
}

// Caps on what one rule reports, so that a policy cannot make the answer
// a worker sends (and vcqlint reads) as large as the worker's memory.
const (
	maxViolations   = 100_000
	maxMessageBytes = 4 << 10
	// maxReportBytes bounds one rule's messages and paths together.
	maxReportBytes = 16 << 20
)

type wireViolation struct {
	Ref     int      `json:"ref"`
	Path    []string `json:"path,omitempty"`
	PathStr string   `json:"pathStr,omitempty"`
	Message string   `json:"message"`
}

func (w *userWorker) compileJob(ctx context.Context, raw json.RawMessage) (any, error) {
	var req compileRequest
	if err := json.Unmarshal(raw, &req); err != nil {
		return nil, fmt.Errorf("decode request: %w", err)
	}
	c, err := w.compile(ctx, req.User)
	if err != nil {
		return nil, err
	}
	resp := compileResponse{Rules: make([]wireMeta, len(c.rules))}
	for i, r := range c.rules {
		m := r.meta
		resp.Rules[i] = wireMeta{ID: m.ID, Name: m.Name, Severity: int(m.Severity), Summary: m.Summary, Doc: m.Doc, Source: m.Source}
	}
	return resp, nil
}

func (w *userWorker) evalJob(ctx context.Context, raw json.RawMessage) (any, error) {
	var req evalRequest
	if err := json.Unmarshal(raw, &req); err != nil {
		return nil, fmt.Errorf("decode request: %w", err)
	}
	c, err := w.compile(ctx, req.User)
	if err != nil {
		return nil, err
	}
	input, err := w.readInput(req.Input)
	if err != nil {
		return nil, err
	}
	// The rules run side by side, each within its own timeout.
	resp := evalResponse{Results: make([]ruleResult, len(req.Rules))}
	var wg sync.WaitGroup
	slots := make(chan struct{}, max(1, runtime.GOMAXPROCS(0)))
	for k, i := range req.Rules {
		if i < 0 || i >= len(c.rules) {
			return nil, fmt.Errorf("no user rule %d", i)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			slots <- struct{}{}
			defer func() { <-slots }()
			resp.Results[k] = evalRule(ctx, c.rules[i], input, time.Duration(req.TimeoutNS))
		}()
	}
	wg.Wait()
	return resp, nil
}

// evalRule evaluates one rule and caps what it reports.
func evalRule(ctx context.Context, r userRule, input ast.Value, timeout time.Duration) ruleResult {
	vs, err := r.q.eval(ctx, input, timeout)
	if err != nil {
		return ruleResult{Err: err.Error()}
	}
	if len(vs) > maxViolations {
		return ruleResult{Err: fmt.Sprintf("policy %s: rule %s reported %d violations, more than the %d vcqlint reads from one rule", r.meta.Source, r.meta.ID, len(vs), maxViolations)}
	}
	out := ruleResult{Violations: make([]wireViolation, len(vs))}
	size := 0
	for i, v := range vs {
		w := wireViolation{Ref: v.Ref, Path: capPath(v.Path), PathStr: capText(v.PathStr), Message: capText(v.Message)}
		size += len(w.PathStr) + len(w.Message)
		for _, seg := range w.Path {
			size += len(seg)
		}
		if size > maxReportBytes {
			return ruleResult{Err: fmt.Sprintf("policy %s: rule %s reported more than %d MiB of violations, more than vcqlint reads from one rule", r.meta.Source, r.meta.ID, maxReportBytes>>20)}
		}
		out.Violations[i] = w
	}
	return out
}

// capText cuts a policy's text to maxMessageBytes, at a character.
func capText(s string) string {
	if len(s) <= maxMessageBytes {
		return s
	}
	cut := maxMessageBytes
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

// capPath cuts a violation's path to maxMessageBytes of segments.
func capPath(path []string) []string {
	n := 0
	for i, seg := range path {
		if n += len(seg); n > maxMessageBytes {
			return path[:i]
		}
	}
	return path
}

// compile compiles the user's modules with the built-in modules they can
// reach, unless they are the ones compiled last.
func (w *userWorker) compile(ctx context.Context, user []Module) (*userCompiled, error) {
	sum := modulesDigest(user)
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.compiled != nil && w.compiled.sum == sum {
		return w.compiled, nil
	}
	builtin, err := w.builtin()
	if err != nil {
		return nil, fmt.Errorf("read built-in policies: %w", err)
	}
	pm := newParsedModules()
	var errs []error
	for i, group := range [][]Module{builtin, user} {
		for _, m := range group {
			if err := pm.add(m, i == 1); err != nil {
				errs = append(errs, err)
			}
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	byPath := map[string]rule.Meta{}
	for i, meta := range pm.userRules {
		byPath[pm.userPaths[i]] = meta
	}
	// Only the modules the user's rules can reach are compiled: the user's
	// own, and the built-in libraries (or rules) they refer to.
	reach := evaluated(pm.parsed, byPath)
	for name, mod := range pm.parsed {
		if _, isUser := userModule(user, name); isUser {
			reach[name] = mod
		}
	}
	compiler, err := newCompiler(reach, pm.caps)
	if err != nil {
		return nil, err
	}
	c := &userCompiled{sum: sum}
	for i, meta := range pm.userRules {
		q, err := prepare(ctx, compiler, map[string]rule.Meta{pm.userPaths[i]: meta}, &meta)
		if err != nil {
			return nil, fmt.Errorf("policy %s: rule %s: %w", meta.Source, meta.ID, err)
		}
		c.rules = append(c.rules, userRule{meta: meta, q: q})
	}
	w.compiled = c
	return c, nil
}

// userModule finds the user module named name.
func userModule(user []Module, name string) (Module, bool) {
	for _, m := range user {
		if m.Name == name {
			return m, true
		}
	}
	return Module{}, false
}

// readInput parses the input document, unless it is the one read last.
func (w *userWorker) readInput(raw json.RawMessage) (ast.Value, error) {
	sum := sha256.Sum256(raw)
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.input.value != nil && w.input.sum == sum {
		return w.input.value, nil
	}
	v, err := readInputJSON(raw)
	if err != nil {
		return nil, err
	}
	w.input.sum, w.input.value = sum, v
	return v, nil
}

func modulesDigest(mods []Module) [sha256.Size]byte {
	h := sha256.New()
	for _, m := range mods {
		fmt.Fprintf(h, "%d:%s%d:%s", len(m.Name), m.Name, len(m.Source), m.Source)
	}
	var sum [sha256.Size]byte
	h.Sum(sum[:0])
	return sum
}

// userPolicies are the user's rules as the run sees them: their metadata,
// and how to evaluate them.
type userPolicies struct {
	modules []Module
	metas   []rule.Meta
	runner  sandbox.Runner
	// timeout bounds one rule's evaluation; memory its worker's heap.
	timeout time.Duration
	memory  int64
	// compileTime is how long compiling took, which a job that lands on a
	// fresh worker spends again before evaluating.
	compileTime time.Duration
}

// compileUser compiles the user's modules in a job of the runner (a worker
// process on the command line) and returns their rules.
func compileUser(ctx context.Context, builtin []Module, o Options) (*userPolicies, error) {
	runner := o.Runner
	if runner == nil {
		runner = sandbox.InProcess(UserJobs(func() ([]Module, error) { return builtin, nil }))
	}
	u := &userPolicies{modules: o.User, runner: runner, timeout: o.Timeout, memory: o.Memory}
	if u.memory <= 0 {
		u.memory = DefaultMemory
	}
	start := time.Now()
	var resp compileResponse
	err := runner.Run(ctx, JobCompile, compileRequest{User: o.User}, &resp, sandbox.Limits{Time: u.timeout, Memory: u.memory})
	if err != nil {
		return nil, u.explain(err, nil, "compiling your policies")
	}
	u.compileTime = time.Since(start)
	for _, m := range resp.Rules {
		u.metas = append(u.metas, rule.Meta{
			ID: m.ID, Name: m.Name, Severity: finding.Severity(m.Severity), Summary: m.Summary, Doc: m.Doc,
			Engine: rule.EngineRego, Source: m.Source, User: true,
		})
	}
	return u, nil
}

// evalAll evaluates the user rules (indexes into metas) over input (as
// JSON): in one job, whose worker compiles the policies and reads the input
// once; when that job fails as a whole (a rule went over a budget, or
// crashed its worker), each rule again in a job of its own, so that the
// error names the rule and the other rules still report.
func (u *userPolicies) evalAll(ctx context.Context, rules []int, input json.RawMessage) []evalResult {
	results, err := u.evalJob(ctx, rules, input)
	if err == nil || len(rules) == 1 {
		if err != nil {
			return []evalResult{{err: u.explain(err, &u.metas[rules[0]], "")}}
		}
		return results
	}
	out := make([]evalResult, len(rules))
	var wg sync.WaitGroup
	for k, i := range rules {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r, err := u.evalJob(ctx, []int{i}, input)
			if err != nil {
				out[k] = evalResult{err: u.explain(err, &u.metas[i], "")}
				return
			}
			out[k] = r[0]
		}()
	}
	wg.Wait()
	return out
}

// evalJob runs one JobEval for rules.
func (u *userPolicies) evalJob(ctx context.Context, rules []int, input json.RawMessage) ([]evalResult, error) {
	// The hard budget: the rules' own timeout (they run side by side, at
	// most one per CPU), and the compilation a fresh worker does first,
	// with room.
	rounds := (len(rules) + runtime.GOMAXPROCS(0) - 1) / runtime.GOMAXPROCS(0)
	lim := sandbox.Limits{Time: time.Duration(rounds)*u.timeout + 2*u.compileTime + time.Second, Memory: u.memory}
	var resp evalResponse
	req := evalRequest{compileRequest: compileRequest{User: u.modules}, Rules: rules, Input: input, TimeoutNS: int64(u.timeout)}
	if err := u.runner.Run(ctx, JobEval, req, &resp, lim); err != nil {
		return nil, err
	}
	if len(resp.Results) != len(rules) {
		return nil, fmt.Errorf("%d results for %d rules", len(resp.Results), len(rules))
	}
	out := make([]evalResult, len(rules))
	for k, ruleIndex := range rules {
		r := resp.Results[k]
		if r.Err != "" {
			out[k].err = errors.New(r.Err)
			continue
		}
		meta := u.metas[ruleIndex]
		out[k].vs = make([]Violation, len(r.Violations))
		for j, v := range r.Violations {
			out[k].vs[j] = Violation{Meta: meta, Ref: v.Ref, Path: v.Path, PathStr: v.PathStr, Message: v.Message}
		}
	}
	return out, nil
}

// explain turns a job's failure into the error the run reports: a budget
// the rule (or the compilation, what) went over, with the flag that
// raises it, or the job's own message.
func (u *userPolicies) explain(err error, meta *rule.Meta, what string) error {
	who := what
	if meta != nil {
		who = fmt.Sprintf("policy %s: rule %s", meta.Source, meta.ID)
	}
	var ee *sandbox.ExceededError
	if errors.As(err, &ee) {
		if ee.Budget == sandbox.BudgetMemory {
			return fmt.Errorf("%s used more than its memory budget of %s and was stopped (--policy-memory raises it)", who, inputfile.Size(ee.Limit.Memory))
		}
		return fmt.Errorf("%s did not finish within %s and was stopped (--policy-timeout raises it)", who, u.timeout)
	}
	var je *sandbox.JobError
	if errors.As(err, &je) {
		return errors.New(je.Msg)
	}
	if meta != nil {
		return fmt.Errorf("%s: %w", who, err)
	}
	return fmt.Errorf("%s: %w", what, err)
}

// JobTest runs the `test_` rules of the user's policies and tests (vcqlint
// verify): their Rego is the pull request's as much as the policies' own.
const JobTest = "policy.test"

// TestTime bounds a JobTest: every test together, compilation included
// (each test also has OPA's cooperative DefaultTimeout).
const TestTime = 5 * time.Minute

// testRequest are the user's modules, tests included.
type testRequest struct {
	User []Module `json:"user"`
}

// wireTest is a TestResult as a worker answers it.
type wireTest struct {
	Package string `json:"package"`
	Name    string `json:"name"`
	File    string `json:"file"`
	Line    int    `json:"line"`
	Pass    bool   `json:"pass"`
	Err     string `json:"err,omitempty"`
}

// TestJob is the handler of JobTest: builtin gives the built-in modules
// (tests may import their libraries), schemas the input's JSON Schema that
// the modules are type-checked against (see RunTests).
func TestJob(builtin func() ([]Module, error), schemas func() (*ast.SchemaSet, error)) sandbox.Handler {
	return func(ctx context.Context, raw json.RawMessage) (any, error) {
		var req testRequest
		if err := json.Unmarshal(raw, &req); err != nil {
			return nil, fmt.Errorf("decode request: %w", err)
		}
		mods, err := builtin()
		if err != nil {
			return nil, fmt.Errorf("read built-in policies: %w", err)
		}
		set, err := schemas()
		if err != nil {
			return nil, err
		}
		results, err := RunTests(ctx, append(mods, req.User...), set)
		if err != nil {
			return nil, err
		}
		out := make([]wireTest, len(results))
		for i, r := range results {
			out[i] = wireTest{Package: r.Package, Name: r.Name, File: r.File, Line: r.Line, Pass: r.Pass}
			if r.Err != nil {
				out[i].Err = r.Err.Error()
			}
		}
		return out, nil
	}
}

// RunUserTests runs the user's tests (user: their policies and _test.rego
// files) in a JobTest of runner, within TestTime and memory (0 means
// DefaultMemory).
func RunUserTests(ctx context.Context, runner sandbox.Runner, user []Module, memory int64) ([]TestResult, error) {
	if memory <= 0 {
		memory = DefaultMemory
	}
	var resp []wireTest
	if err := runner.Run(ctx, JobTest, testRequest{User: user}, &resp, sandbox.Limits{Time: TestTime, Memory: memory}); err != nil {
		var ee *sandbox.ExceededError
		if errors.As(err, &ee) && ee.Budget == sandbox.BudgetMemory {
			return nil, fmt.Errorf("the policy tests used more than their memory budget of %s and were stopped", inputfile.Size(memory))
		}
		if errors.As(err, &ee) {
			return nil, fmt.Errorf("the policy tests did not finish within %s and were stopped", TestTime)
		}
		var je *sandbox.JobError
		if errors.As(err, &je) {
			return nil, errors.New(je.Msg)
		}
		return nil, err
	}
	out := make([]TestResult, len(resp))
	for i, r := range resp {
		out[i] = TestResult{Package: r.Package, Name: r.Name, File: r.File, Line: r.Line, Pass: r.Pass}
		if r.Err != "" {
			out[i].Err = errors.New(r.Err)
		}
	}
	return out, nil
}
