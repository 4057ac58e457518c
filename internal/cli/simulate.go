package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/vcqlint/vcqlint/internal/session"
	"github.com/vcqlint/vcqlint/internal/tree/table"
)

// simulateOptions are the flags of simulate beside the queue flags.
type simulateOptions struct {
	plugin, format string
	demands        []string
	trace          bool
}

// runSimulate is `vcqlint simulate`.
func runSimulate(ctx context.Context, fs *pflag.FlagSet, o *queueFlags, so simulateOptions, io IO) (int, error) {
	format := strings.ToLower(strings.TrimSpace(so.format))
	if format != "text" && format != "json" {
		return 0, usagef("--format: unknown format %q (want text or json)", format)
	}
	st, err := session.NewSimulation(so.plugin, so.demands)
	if err != nil {
		return 0, fromSession(err)
	}
	q, done, err := loadQueues(ctx, fs, o, io)
	if done || err != nil {
		return ExitError, err
	}
	sim, err := q.Simulate(st, o.resources)
	if err != nil {
		return 0, fromSession(err)
	}
	if format == "json" {
		err = sim.JSON(io.Stdout)
	} else {
		err = sim.Text(io.Stdout, o.resources, so.trace, table.NewPalette(o.colour.on(io)))
	}
	if err != nil {
		return 0, fmt.Errorf("write simulation: %w", err)
	}
	switch {
	case q.InputError():
		return ExitError, nil
	case sim.Trouble():
		return ExitFindings, nil
	}
	return ExitClean, nil
}
