// Package regoeval compiles Rego policies once and evaluates them with
// prepared queries over the input document the model produces. A policy is
// a package that declares its rule metadata in an OPA `# METADATA` block
// (title = rule name, description = docs, custom.id/severity/summary) and
// produces a set `violation` of objects {ref, path, message}: `ref` is the
// object's handle from the input and `path` an optional field path, which
// vcqlint turns into file:line:col, so no policy ever handles line numbers.
//
// Built-in policies are evaluated in a few queries (one per CPU at most),
// run in parallel; policies that import the same helper library share a
// query, so that the helpers are computed once. Each user policy's rule is
// compiled and evaluated in a sandbox worker, a job of its own with its own
// time and memory budget (user.go), so that a policy that fails, hangs or
// exhausts memory is reported by file and rule while every other rule
// still reports.
package regoeval

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/open-policy-agent/opa/v1/ast"
	"github.com/open-policy-agent/opa/v1/rego"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/sandbox"
)

// Module is one policy file.
type Module struct {
	Name   string
	Source string
}

// ReservedNamespace is the package prefix of the built-in policies; user
// policies may import from it but not add to it.
const ReservedNamespace = "data.vcqlint"

// DefaultTimeout bounds one evaluation of one query.
const DefaultTimeout = 10 * time.Second

// Policies are compiled policies ready to evaluate. They are safe for
// concurrent use (OPA prepared queries are).
type Policies struct {
	builtin []*query
	// user are the user's rules, evaluated in sandbox jobs; nil for none.
	user    *userPolicies
	metas   []rule.Meta
	timeout time.Duration
	// fields are the input entry fields the policies read (see
	// InputFields); nil means all of them.
	fields map[string]bool
	// lazy, when set, compiles the built-in policies at evaluation, only
	// those the input can trigger (lazy.go); builtin is then empty.
	lazy *lazyBuiltins
}

// query is one prepared query and the rules whose violations it collects.
type query struct {
	prepared rego.PreparedEvalQuery
	byPath   map[string]rule.Meta
	// user is the single user rule this query evaluates, if any.
	user *rule.Meta
}

// Options tune compilation.
type Options struct {
	// User are the user's policy files, compiled with the built-ins.
	User []Module
	// Timeout bounds each evaluation; 0 means DefaultTimeout.
	Timeout time.Duration
	// Eager compiles every built-in policy up front and evaluates each on
	// every input. Without it, and without user policies, they are
	// compiled at the first evaluation, only those the input can trigger
	// (see lazy.go); the findings are the same.
	Eager bool
	// Index describes the built-in modules (package policies carries it,
	// generated), so that they need not be parsed before linting; without
	// it, or when it describes other modules, Compile builds it.
	Index *Index
	// Runner runs the user policies' jobs (JobCompile, JobEval): worker
	// processes on the command line. Nil runs them in this process
	// (sandbox.InProcess), bounded by Timeout alone.
	Runner sandbox.Runner
	// Memory bounds the heap of a user policy's worker; 0 means
	// DefaultMemory.
	Memory int64
}

// Compile parses and compiles the built-in modules with the sandbox's
// capabilities (see Capabilities): pure built-ins only, no files, network,
// environment, clock, time zone or randomness. The user's policies
// (opts.User) are compiled in a job of opts.Runner, under the same
// capabilities and a time and memory budget (user.go). Errors in user
// policies do not stop the built-ins: Compile then returns the built-ins
// alone together with the error, which names the offending file.
func Compile(ctx context.Context, builtin []Module, opts ...Options) (*Policies, error) {
	var o Options
	if len(opts) > 0 {
		o = opts[0]
	}
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	p, err := compile(ctx, builtin, o)
	if err != nil || len(o.User) == 0 {
		return p, err
	}
	u, err := compileUser(ctx, builtin, o)
	if err != nil {
		// Keep the built-in rules working and report the user's mistake.
		return p, err
	}
	p.user = u
	p.metas = append(p.metas, u.metas...)
	sort.Slice(p.metas, func(i, j int) bool { return p.metas[i].ID < p.metas[j].ID })
	// User policies get the whole document their input schema describes.
	p.fields = nil
	return p, nil
}

// ParseModule parses one policy file the way Compile does.
func ParseModule(m Module) (*ast.Module, error) {
	return parseModule(m, nil, true)
}

// parseModule parses m with the capabilities caps (nil: OPA's; the parser
// reads only their features and keywords, which the sandbox's keep, and
// building OPA's costs a tenth of parsing a policy) and, with annotations,
// its METADATA blocks.
func parseModule(m Module, caps *ast.Capabilities, annotations bool) (*ast.Module, error) {
	mod, err := ast.ParseModuleWithOpts(m.Name, m.Source, ast.ParserOptions{ProcessAnnotation: annotations, RegoVersion: ast.RegoV1, Capabilities: caps})
	if err != nil {
		return nil, fmt.Errorf("policy %s: %w", m.Name, err)
	}
	return mod, nil
}

// parsedModules are the modules compile accepted, by name, and their rules.
type parsedModules struct {
	parsed       map[string]*ast.Module
	builtinRules map[string]rule.Meta // by package path
	userRules    []rule.Meta
	userPaths    []string
	caps         *ast.Capabilities // the sandbox's, for parsing and compiling
}

func newParsedModules() *parsedModules {
	return &parsedModules{parsed: map[string]*ast.Module{}, builtinRules: map[string]rule.Meta{}, caps: Capabilities()}
}

// add parses one module and files it as a built-in rule, a user's rule or a
// library; the error says why it cannot be loaded.
func (pm *parsedModules) add(m Module, isUser bool) error {
	mod, err := parseModule(m, pm.caps, true)
	if err != nil {
		return err
	}
	if _, dup := pm.parsed[m.Name]; dup {
		return fmt.Errorf("policy %s is loaded twice", m.Name)
	}
	pm.parsed[m.Name] = mod
	path := mod.Package.Path.String()
	if isUser && (path == ReservedNamespace || strings.HasPrefix(path, ReservedNamespace+".")) {
		return fmt.Errorf("policy %s: package %s is in the namespace reserved for vcqlint's built-in policies; use your own (e.g. package acme.volcano.%s)",
			m.Name, strings.TrimPrefix(path, "data."), mod.Package.Path[len(mod.Package.Path)-1].Value)
	}
	meta, ok, err := metaOf(mod, m.Name)
	if err != nil {
		return err
	}
	if !ok {
		return nil // a library module: helpers for other policies
	}
	if !hasRule(mod, "violation") {
		return fmt.Errorf("policy %s: rule %s declares no `violation contains v if { ... }` rule", m.Name, meta.ID)
	}
	if isUser {
		meta.User = true
		pm.userRules = append(pm.userRules, meta)
		pm.userPaths = append(pm.userPaths, path)
		return nil
	}
	if prev, dup := pm.builtinRules[path]; dup {
		return fmt.Errorf("policy %s: package %s is already rule %s (%s)", m.Name, path, prev.ID, prev.Source)
	}
	pm.builtinRules[path] = meta
	return nil
}

// compile compiles the built-in modules: at their first evaluation, only
// those the input can trigger (lazy.go), unless o.Eager.
func compile(ctx context.Context, builtin []Module, o Options) (*Policies, error) {
	if !o.Eager {
		ix := o.Index
		if !ix.describes(builtin) {
			var err error
			if ix, err = BuildIndex(builtin); err != nil {
				return nil, err
			}
		}
		return lazyPolicies(builtin, ix, o.Timeout), nil
	}
	pm := newParsedModules()
	p := &Policies{timeout: o.Timeout}
	var errs []error
	for _, m := range builtin {
		if err := pm.add(m, false); err != nil {
			errs = append(errs, err)
		}
	}
	parsed, builtinRules := pm.parsed, pm.builtinRules
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	p.fields = fieldsRead(evaluated(parsed, builtinRules))
	for _, m := range builtinRules {
		p.metas = append(p.metas, m)
	}
	sort.Slice(p.metas, func(i, j int) bool { return p.metas[i].ID < p.metas[j].ID })
	compiler, err := newCompiler(parsed, pm.caps)
	if err != nil {
		return nil, err
	}
	for _, group := range groupByImports(parsed, builtinRules, runtime.GOMAXPROCS(0)) {
		q, err := prepare(ctx, compiler, group, nil)
		if err != nil {
			return nil, err
		}
		p.builtin = append(p.builtin, q)
	}
	return p, nil
}

// newCompiler compiles modules with the sandbox's capabilities (caps, from
// Capabilities), skipping the stages named.
func newCompiler(modules map[string]*ast.Module, caps *ast.Capabilities, skip ...ast.StageID) (*ast.Compiler, error) {
	// Never WithUseTypeCheckAnnotations: OPA would then load the $refs of
	// `# METADATA schemas:`, files included (TestMetadataSchemaRefIsNotLoaded).
	compiler := ast.NewCompiler().WithCapabilities(caps).WithEnablePrintStatements(false)
	if len(skip) > 0 {
		compiler = compiler.WithSkipStages(skip...)
	}
	if compiler.Compile(modules); compiler.Failed() {
		return nil, explainCompileErrors(compiler.Errors)
	}
	return compiler, nil
}

// InputFields returns the names of the input entry fields (of queues, jobs,
// podGroups, nodes and workloads) that the policies can read, or nil when
// that is not known and they must get every field. It is known for the
// built-in policies alone; user policies always get the whole document
// their input schema describes.
func (p *Policies) InputFields() map[string]bool { return p.fields }

// wholeValueBuiltins read an object's fields without naming them; a module
// that calls one may need every field.
var wholeValueBuiltins = map[string]bool{
	"walk": true, "object.keys": true, "object.remove": true, "object.filter": true,
	"object.union": true, "object.union_n": true, "object.subset": true, "object.get": true,
	"json.marshal": true, "json.marshal_with_options": true, "json.filter": true,
	"json.remove": true, "json.patch": true, "yaml.marshal": true, "print": true,
}

// evaluated returns the modules the rules' queries can evaluate: those of
// the rules and, transitively, the libraries they refer to (by import or by
// a full data reference). A library no rule uses, such as a helper kept
// for users' policies, is never evaluated, and what it reads does not count.
func evaluated(modules map[string]*ast.Module, rules map[string]rule.Meta) map[string]*ast.Module {
	out := map[string]*ast.Module{}
	var queue []*ast.Module
	for name, mod := range modules {
		if _, ok := rules[mod.Package.Path.String()]; ok {
			out[name] = mod
			queue = append(queue, mod)
		}
	}
	for len(queue) > 0 {
		mod := queue[0]
		queue = queue[1:]
		ast.WalkRefs(mod, func(ref ast.Ref) bool {
			for name, other := range modules {
				if _, done := out[name]; !done && ref.HasPrefix(other.Package.Path) {
					out[name] = other
					queue = append(queue, other)
				}
			}
			return false
		})
	}
	return out
}

// fieldsRead is every string constant of modules: a policy reads an
// entry's field by naming it (q.depth, q["depth"], or a key bound from a
// constant, as in `some f in ["capability", "deserved"]; q[f]`), so no
// other field can matter to it. A module calling a builtin that reads a
// whole object makes the answer nil (every field). What this cannot see is
// a policy iterating an entry's keys (`some k, v in q`); the built-in
// policies do not, and TestInputFieldsKeepFindings checks on every fixture
// that they find the same with the fields this returns as with all.
func fieldsRead(modules map[string]*ast.Module) map[string]bool {
	names := map[string]bool{}
	whole := false
	call := func(op ast.Ref) {
		if wholeValueBuiltins[op.String()] {
			whole = true
		}
	}
	for _, mod := range modules {
		ast.WalkTerms(mod, func(t *ast.Term) bool {
			switch v := t.Value.(type) {
			case ast.String:
				names[string(v)] = true
			case ast.Call:
				if op, ok := v[0].Value.(ast.Ref); ok {
					call(op)
				}
			}
			return false
		})
		ast.WalkExprs(mod, func(e *ast.Expr) bool {
			if e.IsCall() {
				call(e.Operator())
			}
			return false
		})
	}
	if whole {
		return nil
	}
	return names
}

// groupByImports splits the rules (by package path) into at most n groups
// to be evaluated in parallel. Rules whose packages import the same data
// packages (helper libraries) stay in one group, so that each helper is
// evaluated once; groups are then balanced by an estimate of their cost
// (see cost).
func groupByImports(modules map[string]*ast.Module, rules map[string]rule.Meta, n int) []map[string]rule.Meta {
	// Union-find over rule paths, joined through the data packages they import.
	parent := map[string]string{}
	var find func(string) string
	find = func(x string) string {
		if parent[x] == x {
			return x
		}
		parent[x] = find(parent[x])
		return parent[x]
	}
	union := func(a, b string) {
		if _, ok := parent[a]; !ok {
			parent[a] = a
		}
		if _, ok := parent[b]; !ok {
			parent[b] = b
		}
		parent[find(a)] = find(b)
	}
	names := make([]string, 0, len(modules))
	for name := range modules {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		mod := modules[name]
		path := mod.Package.Path.String()
		if _, ok := rules[path]; !ok {
			continue
		}
		union(path, path)
		for _, imp := range mod.Imports {
			if ref, ok := imp.Path.Value.(ast.Ref); ok && ref.HasPrefix(ast.DefaultRootRef) {
				union(path, "import "+ref.String())
			}
		}
	}
	// Each rule and each imported library counts once in its component.
	weight := map[string]int{}
	for _, name := range names {
		mod := modules[name]
		path := mod.Package.Path.String()
		if _, ok := rules[path]; ok {
			weight[path] += cost(mod)
		} else if _, ok := parent["import "+path]; ok {
			weight["import "+path] += cost(mod)
		}
	}
	type component struct {
		paths  []string
		weight int
	}
	byRoot := map[string]*component{}
	for x := range parent {
		root := find(x)
		c := byRoot[root]
		if c == nil {
			c = &component{}
			byRoot[root] = c
		}
		c.weight += weight[x]
		if _, ok := rules[x]; ok {
			c.paths = append(c.paths, x)
		}
	}
	comps := make([]*component, 0, len(byRoot))
	for _, c := range byRoot {
		if len(c.paths) > 0 {
			sort.Strings(c.paths)
			comps = append(comps, c)
		}
	}
	// Heaviest first (then by name), each into the lightest group.
	sort.Slice(comps, func(i, j int) bool {
		if comps[i].weight != comps[j].weight {
			return comps[i].weight > comps[j].weight
		}
		return comps[i].paths[0] < comps[j].paths[0]
	})
	n = max(1, min(n, len(comps)))
	groups := make([]map[string]rule.Meta, n)
	load := make([]int, n)
	for i := range groups {
		groups[i] = map[string]rule.Meta{}
	}
	for _, c := range comps {
		best := 0
		for i := range groups {
			if load[i] < load[best] {
				best = i
			}
		}
		load[best] += c.weight
		for _, path := range c.paths {
			groups[best][path] = rules[path]
		}
	}
	if len(rules) == 0 {
		return groups[:1] // one (empty) query, as before
	}
	return groups
}

// cost estimates how long a module takes to evaluate on a large input: the
// time goes into iterating the input's long lists (queues, jobs, ...), so
// each reference to one weighs ten times a module that reads none.
func cost(mod *ast.Module) int {
	lists := map[string]bool{"queues": true, "jobs": true, "podGroups": true, "workloads": true, "nodes": true}
	c := 1
	ast.WalkRefs(mod, func(r ast.Ref) bool {
		if len(r) >= 2 && r[0].Equal(ast.InputRootDocument) {
			if key, ok := r[1].Value.(ast.String); ok && lists[string(key)] {
				c += 10
			}
		}
		return false
	})
	return c
}

func prepare(ctx context.Context, compiler *ast.Compiler, byPath map[string]rule.Meta, user *rule.Meta) (*query, error) {
	q, err := rego.New(
		rego.Query(collectQuery(byPath)),
		rego.Compiler(compiler),
		rego.StrictBuiltinErrors(true),
	).PrepareForEval(ctx)
	if err != nil {
		return nil, fmt.Errorf("prepare policy query: %w", err)
	}
	return &query{prepared: q, byPath: byPath, user: user}, nil
}

// collectQuery builds one query whose binding holds each rule's violations.
func collectQuery(byPath map[string]rule.Meta) string {
	paths := make([]string, 0, len(byPath))
	for path := range byPath {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	var b strings.Builder
	b.WriteString("x := {")
	for i, path := range paths {
		if i > 0 {
			b.WriteString(", ")
		}
		// A partial set rule is always defined (empty when nothing matches),
		// so one quiet policy cannot make the whole query undefined.
		fmt.Fprintf(&b, "%q: %s.violation", path, path)
	}
	b.WriteString("}")
	return b.String()
}

func hasRule(mod *ast.Module, name string) bool {
	for _, r := range mod.Rules {
		if r.Head.Name.String() == name || (len(r.Head.Reference) > 0 && r.Head.Reference[0].Value.String() == name) {
			return true
		}
	}
	return false
}

func metaOf(mod *ast.Module, file string) (rule.Meta, bool, error) {
	for _, a := range mod.Annotations {
		if a.Scope != "package" || a.Custom == nil {
			continue
		}
		id, _ := a.Custom["id"].(string)
		if id == "" {
			continue
		}
		sevText, _ := a.Custom["severity"].(string)
		sev, err := finding.ParseSeverity(sevText)
		if err != nil {
			return rule.Meta{}, false, fmt.Errorf("policy %s: rule %s: custom.severity: %w", file, id, err)
		}
		summary, _ := a.Custom["summary"].(string)
		if a.Title == "" || summary == "" {
			return rule.Meta{}, false, fmt.Errorf("policy %s: rule %s needs a METADATA title (the rule name) and custom.summary", file, id)
		}
		return rule.Meta{
			ID: id, Name: a.Title, Severity: sev, Summary: summary,
			Doc: strings.TrimSpace(a.Description), Engine: rule.EngineRego, Source: file,
		}, true, nil
	}
	return rule.Meta{}, false, nil
}

// Metas returns every policy's rule metadata, by ID.
func (p *Policies) Metas() []rule.Meta { return p.metas }

// Violation is one element of a policy's `violation` set.
type Violation struct {
	Meta    rule.Meta
	Ref     int
	Path    []string
	PathStr string
	Message string
}

// Eval runs every policy over input and returns their violations. A user
// policy that fails or exceeds its budget is left out and reported in the
// returned error, which names its file and rule; the others still count.
func (p *Policies) Eval(ctx context.Context, input ast.Value, selected func(rule.Meta) bool) ([]Violation, error) {
	builtin := p.builtin
	if p.lazy != nil {
		var err error
		if builtin, err = p.lazy.queries(ctx, input); err != nil {
			return nil, fmt.Errorf("compile built-in policies: %w", err)
		}
	}
	// The user rules run in their workers meanwhile.
	user := p.evalUser(ctx, input, selected)
	// The built-in queries are independent and read the input only: run
	// them on a pool of one goroutine per CPU, and merge in query order.
	results := make([]evalResult, len(builtin))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(builtin)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i].vs, results[i].err = builtin[i].eval(ctx, input, p.timeout)
			}
		}()
	}
	for i := range builtin {
		next <- i
	}
	close(next)
	wg.Wait()
	var out []Violation
	var errs []error
	for _, r := range append(results, user()...) {
		if r.err != nil {
			errs = append(errs, r.err)
			continue
		}
		out = append(out, r.vs...)
	}
	return out, errors.Join(errs...)
}

// evalResult is one query's or user rule's violations, or its error.
type evalResult struct {
	vs  []Violation
	err error
}

// evalUser starts evaluating the selected user rules in a sandbox job
// (user.go) and returns a function that waits for their results, in rule
// order.
func (p *Policies) evalUser(ctx context.Context, input ast.Value, selected func(rule.Meta) bool) func() []evalResult {
	if p.user == nil {
		return func() []evalResult { return nil }
	}
	var rules []int
	for i, m := range p.user.metas {
		if selected == nil || selected(m) {
			rules = append(rules, i)
		}
	}
	if len(rules) == 0 {
		return func() []evalResult { return nil }
	}
	raw, err := inputJSON(input)
	if err != nil {
		return func() []evalResult { return []evalResult{{err: err}} }
	}
	done := make(chan []evalResult, 1)
	go func() { done <- p.user.evalAll(ctx, rules, raw) }()
	return func() []evalResult { return <-done }
}

func (q *query) eval(ctx context.Context, input ast.Value, timeout time.Duration) ([]Violation, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	rs, err := q.prepared.Eval(ctx, rego.EvalParsedInput(input))
	if err != nil {
		if q.user != nil {
			if ctx.Err() == context.DeadlineExceeded {
				return nil, fmt.Errorf("policy %s: rule %s did not finish within %s and was stopped", q.user.Source, q.user.ID, timeout)
			}
			return nil, fmt.Errorf("policy %s: rule %s failed: %w", q.user.Source, q.user.ID, err)
		}
		return nil, fmt.Errorf("evaluate built-in policies: %w", err)
	}
	var out []Violation
	for _, r := range rs {
		byPath, ok := r.Bindings["x"].(map[string]any)
		if !ok {
			continue
		}
		for path, set := range byPath {
			meta := q.byPath[path]
			items, _ := set.([]any)
			for _, item := range items {
				v, err := violation(meta, item)
				if err != nil {
					return nil, err
				}
				out = append(out, v)
			}
		}
	}
	return out, nil
}

func violation(meta rule.Meta, item any) (Violation, error) {
	obj, ok := item.(map[string]any)
	if !ok {
		return Violation{}, fmt.Errorf("policy %s: rule %s: a violation must be an object {ref, path, message}, got %v", meta.Source, meta.ID, item)
	}
	v := Violation{Meta: meta, Ref: -1}
	v.Message, _ = obj["message"].(string)
	if v.Message == "" {
		return Violation{}, fmt.Errorf("policy %s: rule %s: violation has no message: %v", meta.Source, meta.ID, item)
	}
	if r, ok := obj["ref"]; ok && r != nil {
		n, err := toInt(r)
		if err != nil {
			return Violation{}, fmt.Errorf("policy %s: rule %s: violation ref must be an object's ref (an integer), got %v", meta.Source, meta.ID, r)
		}
		v.Ref = n
	}
	switch path := obj["path"].(type) {
	case string:
		v.PathStr = path
	case []any:
		for _, seg := range path {
			v.Path = append(v.Path, fmt.Sprint(seg))
		}
	}
	return v, nil
}

func toInt(x any) (int, error) {
	switch n := x.(type) {
	case int:
		return n, nil
	case int64:
		return int(n), nil
	case float64:
		return int(n), nil
	case interface{ Int64() (int64, error) }:
		i, err := n.Int64()
		return int(i), err
	}
	return 0, fmt.Errorf("not an integer: %v", x)
}
