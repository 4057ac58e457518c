package session

import (
	"context"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/policyinput"
	"github.com/vcqlint/vcqlint/internal/report"
)

// PolicyInput is the document Rego policies receive for the input
// (vcqlint.io/input/v1), without linting; it covers everything that
// loaded, and diagnostics are the input's problems.
func (s *Session) PolicyInput(ctx context.Context) (doc any, diags []report.Diagnostic, err error) {
	opts, _, err := s.options(nil)
	if err != nil {
		return nil, nil, err
	}
	plan, err := s.gitPlan(ctx)
	if err != nil {
		return nil, nil, err
	}
	plan.apply(&opts)
	res := linter.Load(opts)
	res.Diagnostics = append(linter.PathDiagnostics(plan.pathErrs), res.Diagnostics...)
	main := res.Main()
	if main.Name == "" {
		main.Env = s.env
	}
	return policyinput.Document(main.Model, engine.WithCluster(main.Model, main.Env)), diagnostics(res.Diagnostics), nil
}
