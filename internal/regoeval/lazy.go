package regoeval

import (
	"context"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/open-policy-agent/opa/v1/ast"

	"github.com/vcqlint/vcqlint/internal/rule"
)

// Compiling the built-in policies is most of a small run's cost (parsing
// them aside, about half of linting a 5-file repository), while most
// inputs cannot trigger most of them: every built-in policy but one needs
// a scheduler configuration in the input. So, when no user policy is
// loaded, the built-in policies are parsed and compiled at their first
// evaluation, and only those whose guards the input meets. What linting
// needs to know before (their metadata, guards and the input fields they
// read) comes from an Index (index.go), generated into package policies.
//
// A guard is a literal that every `violation` body of a policy starts from
// and that fails on its own when a part of the input is missing:
//
//	some conf in input.schedulerConfigs   # fails when the list is absent or empty
//	input.volcano.podGroupDeleteRace      # fails when absent or false
//
// A policy whose guard fails on an input has no violation on it, whatever
// the rest of its rules say: leaving it out changes no finding
// (TestGuardsKeepFindings checks that on every fixture against Eager).

// guard is one requirement on the input: the value at path must be a
// non-empty collection (nonEmpty) or defined and not false.
type guard struct {
	path     ast.Ref // input.a.b
	nonEmpty bool
}

func (g guard) String() string {
	if g.nonEmpty {
		return "some in " + g.path.String()
	}
	return g.path.String()
}

// holds reports whether input meets g (nil input: nothing is known, so it does).
func (g guard) holds(input ast.Value) bool {
	if input == nil {
		return true
	}
	v, err := input.Find(g.path[1:])
	if err != nil {
		return false // undefined
	}
	if !g.nonEmpty {
		b, isBool := v.(ast.Boolean)
		return !isBool || bool(b)
	}
	switch c := v.(type) {
	case *ast.Array:
		return c.Len() > 0
	case ast.Set:
		return c.Len() > 0
	case ast.Object:
		return c.Len() > 0
	case ast.String:
		return len(c) > 0
	}
	return true // not a collection: let the policy decide
}

// guardsOf returns the guards every `violation` body of mod has.
func guardsOf(mod *ast.Module) []guard {
	var common map[string]guard
	for _, r := range mod.Rules {
		if !isViolationRule(r) {
			continue
		}
		found := map[string]guard{}
		for _, expr := range r.Body {
			if g, ok := exprGuard(expr); ok {
				found[g.String()] = g
			}
		}
		if common == nil {
			common = found
			continue
		}
		for k := range common {
			if _, ok := found[k]; !ok {
				delete(common, k)
			}
		}
	}
	keys := make([]string, 0, len(common))
	for k := range common {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]guard, len(keys))
	for i, k := range keys {
		out[i] = common[k]
	}
	return out
}

func isViolationRule(r *ast.Rule) bool {
	return r.Head.Name.String() == "violation" || (len(r.Head.Reference) > 0 && r.Head.Reference[0].Value.String() == "violation")
}

// exprGuard recognises the two guard shapes in one body literal: an
// unnegated `some x in input.a.b` (or `some k, x in ...`), and an unnegated
// lone reference `input.a.b`; a literal with `with` is none.
func exprGuard(expr *ast.Expr) (guard, bool) {
	if expr.Negated || len(expr.With) > 0 {
		return guard{}, false
	}
	switch t := expr.Terms.(type) {
	case *ast.SomeDecl:
		if len(t.Symbols) != 1 {
			return guard{}, false
		}
		call, ok := t.Symbols[0].Value.(ast.Call)
		if !ok || len(call) < 3 {
			return guard{}, false
		}
		op := call[0].String()
		if op != ast.Member.Ref().String() && op != ast.MemberWithKey.Ref().String() {
			return guard{}, false
		}
		if path, ok := inputPath(call[len(call)-1]); ok {
			return guard{path: path, nonEmpty: true}, true
		}
	case *ast.Term:
		if path, ok := inputPath(t); ok {
			return guard{path: path}, true
		}
	}
	return guard{}, false
}

// inputPath returns t when it is input.a.b... with constant string keys.
func inputPath(t *ast.Term) (ast.Ref, bool) {
	ref, ok := t.Value.(ast.Ref)
	if !ok || len(ref) < 2 || !ref[0].Equal(ast.InputRootDocument) {
		return nil, false
	}
	for _, seg := range ref[1:] {
		if _, ok := seg.Value.(ast.String); !ok {
			return nil, false
		}
	}
	return ref, true
}

// lazyBuiltins compiles the built-in policies on demand, once per set of
// policies an input can trigger, from their source: nothing of them is
// parsed before (the index says what linting needs to know), and each set
// parses only the modules it compiles.
type lazyBuiltins struct {
	sources map[string]Module    // by module name
	rules   map[string]rule.Meta // by package path
	guards  map[string][]guard   // by package path
	needs   map[string][]string  // by package path: module names

	mu    sync.Mutex
	cache map[string]*compiled
}

// compiled is one set of rules compiled and prepared, or the error of that.
type compiled struct {
	once    sync.Once
	queries []*query
	err     error
}

func newLazyBuiltins(builtin []Module, ix *Index) *lazyBuiltins {
	l := &lazyBuiltins{
		sources: make(map[string]Module, len(builtin)), rules: map[string]rule.Meta{},
		guards: map[string][]guard{}, needs: map[string][]string{}, cache: map[string]*compiled{},
	}
	for _, m := range builtin {
		l.sources[m.Name] = m
	}
	for _, m := range ix.Modules {
		if m.Rule == nil {
			continue
		}
		l.rules[m.Package] = *m.Rule
		l.needs[m.Package] = m.Needs
		for _, g := range m.Guards {
			l.guards[m.Package] = append(l.guards[m.Package], g.guard())
		}
	}
	return l
}

// active returns the rules (by package path) whose guards input meets.
func (l *lazyBuiltins) active(input ast.Value) map[string]rule.Meta {
	out := map[string]rule.Meta{}
	for path, meta := range l.rules {
		ok := true
		for _, g := range l.guards[path] {
			if !g.holds(input) {
				ok = false
				break
			}
		}
		if ok {
			out[path] = meta
		}
	}
	return out
}

// queries returns the prepared queries of the rules input can trigger,
// compiling them the first time that set is asked for.
func (l *lazyBuiltins) queries(ctx context.Context, input ast.Value) ([]*query, error) {
	rules := l.active(input)
	if len(rules) == 0 {
		return nil, nil
	}
	paths := make([]string, 0, len(rules))
	for p := range rules {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	key := strings.Join(paths, " ")
	l.mu.Lock()
	c := l.cache[key]
	if c == nil {
		c = &compiled{}
		l.cache[key] = c
	}
	l.mu.Unlock()
	c.once.Do(func() {
		c.queries, c.err = l.compile(ctx, rules)
	})
	return c.queries, c.err
}

// compile parses the modules rules need and compiles them. They are parsed
// without their METADATA blocks (the index has the rules' metadata; OPA's
// compiler parses the blocks itself when a policy calls rego.metadata).
func (l *lazyBuiltins) compile(ctx context.Context, rules map[string]rule.Meta) ([]*query, error) {
	caps := Capabilities()
	modules := map[string]*ast.Module{}
	for path := range rules {
		for _, name := range l.needs[path] {
			if _, done := modules[name]; done {
				continue
			}
			mod, err := parseModule(l.sources[name], caps, false)
			if err != nil {
				return nil, err
			}
			modules[name] = mod
		}
	}
	return prepareBuiltins(ctx, modules, rules, caps)
}

// checksOnly are the compiler's stages that only check modules (types,
// conflicts, recursion, capabilities, ...) and rewrite nothing. The
// built-in policies pass them all: Options.Eager compiles them with every
// stage, and TestInputFieldsKeepFindings does so and compares the findings.
// Skipping them on every run saves about a fifth of the compilation.
var checksOnly = []ast.StageID{
	ast.StageCheckUnusedImports, ast.StageCheckKeywordOverrides, ast.StageCheckDuplicateImports,
	ast.StageCheckVoidCalls, ast.StageCheckRuleConflicts, ast.StageCheckUndefinedFuncs,
	ast.StageCheckRecursion, ast.StageCheckTypes, ast.StageCheckUnsafeBuiltins,
	ast.StageCheckDeprecatedBuiltins, ast.StageBuildRequiredCapabilities,
}

// prepareBuiltins compiles modules (which the compiler rewrites) and
// prepares the queries of rules, in up to one group per CPU
// (groupByImports).
func prepareBuiltins(ctx context.Context, modules map[string]*ast.Module, rules map[string]rule.Meta, caps *ast.Capabilities) ([]*query, error) {
	compiler, err := newCompiler(modules, caps, checksOnly...)
	if err != nil {
		return nil, err
	}
	var out []*query
	for _, group := range groupByImports(modules, rules, runtime.GOMAXPROCS(0)) {
		q, err := prepare(ctx, compiler, group, nil)
		if err != nil {
			return nil, err
		}
		out = append(out, q)
	}
	return out, nil
}
