package regoeval

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"github.com/open-policy-agent/opa/v1/ast"
	"github.com/open-policy-agent/opa/v1/tester"
)

// TestResult is the outcome of one Rego `test_` rule.
type TestResult struct {
	Package string
	Name    string
	File    string
	Line    int
	Pass    bool
	// Err is set when the test could not be evaluated (not just failed).
	Err error
}

// RunTests runs the `test_*` rules of modules (policies and their
// _test.rego files together) with OPA's tester, under the same restricted
// capabilities as linting, and returns the results sorted by package and name.
// With schemas (policyinput.SchemaSet), the modules are type-checked
// against the input's JSON Schema first, as `opa check --schema` does: a
// policy reading a field the input never has is an error with its
// file:line:col rather than a rule that silently never fires.
func RunTests(ctx context.Context, modules []Module, schemas *ast.SchemaSet) ([]TestResult, error) {
	parsed := map[string]*ast.Module{}
	for _, m := range modules {
		mod, err := ast.ParseModuleWithOpts(m.Name, m.Source, ast.ParserOptions{ProcessAnnotation: true, RegoVersion: ast.RegoV1})
		if err != nil {
			return nil, fmt.Errorf("parse %s: %w", m.Name, err)
		}
		parsed[m.Name] = mod
	}
	compiler := ast.NewCompiler().WithCapabilities(Capabilities()).WithEnablePrintStatements(true)
	if schemas != nil {
		compiler = compiler.WithSchemas(schemas)
	}
	ch, err := tester.NewRunner().
		SetCompiler(compiler).
		SetModules(parsed).
		SetTimeout(DefaultTimeout).
		RaiseBuiltinErrors(true).
		RunTests(ctx, nil)
	if errs := (ast.Errors{}); errors.As(err, &errs) {
		// A compile error, such as a refused built-in: say why, as linting does.
		return nil, explainCompileErrors(errs)
	}
	if err != nil {
		return nil, fmt.Errorf("run policy tests: %w", err)
	}
	var out []TestResult
	for r := range ch {
		tr := TestResult{Package: r.Package, Name: r.Name, Pass: r.Pass(), Err: r.Error}
		if r.Location != nil {
			tr.File, tr.Line = r.Location.File, r.Location.Row
		}
		out = append(out, tr)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Package != out[j].Package {
			return out[i].Package < out[j].Package
		}
		return out[i].Name < out[j].Name
	})
	return out, nil
}
