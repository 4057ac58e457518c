package cli

import (
	"context"
	"errors"
	"time"

	"github.com/vcqlint/vcqlint/lint/engine"
	"github.com/vcqlint/vcqlint/lint/linter"
)

// policyOptions say which user policies to load.
type policyOptions struct {
	dirs    []string
	timeout time.Duration
}

// newEngine builds the engine with linter.NewEngine. A failure of the
// user's policies comes back apart, as userErr, with a working engine of
// the built-in rules: they still run, and the exit code can say 2.
func newEngine(ctx context.Context, po ...policyOptions) (eng *engine.Engine, userErr error, err error) {
	var o policyOptions
	if len(po) > 0 {
		o = po[0]
	}
	eng, err = linter.NewEngine(ctx, linter.EngineOptions{PolicyDirs: o.dirs, PolicyTimeout: o.timeout})
	var pe *linter.PolicyError
	if errors.As(err, &pe) {
		return eng, pe.Err, nil
	}
	return eng, nil, err
}
