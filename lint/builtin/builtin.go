// Package builtin assembles vcqlint's own rules into an engine: the Go
// rules and the embedded Rego policies, without users' policies. Tools and
// tests that need the built-in catalogue (the rule pages, fixtures) build
// it here instead of repeating the steps.
package builtin

import (
	"context"
	"fmt"

	"github.com/vcqlint/vcqlint/lint/engine"
	"github.com/vcqlint/vcqlint/lint/regoeval"
	"github.com/vcqlint/vcqlint/policies"
	"github.com/vcqlint/vcqlint/rules"
)

// Engine compiles the built-in policies and registers them with the Go
// rules.
func Engine(ctx context.Context) (*engine.Engine, error) {
	mods, err := policies.Modules()
	if err != nil {
		return nil, fmt.Errorf("read built-in policies: %w", err)
	}
	pols, err := regoeval.Compile(ctx, mods)
	if err != nil {
		return nil, fmt.Errorf("compile built-in policies: %w", err)
	}
	eng, err := engine.New(rules.All(), pols)
	if err != nil {
		return nil, fmt.Errorf("register built-in rules: %w", err)
	}
	return eng, nil
}
