package cli

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/vcqlint/vcqlint/internal/config"
	"github.com/vcqlint/vcqlint/internal/session"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// runConfigSchema is `vcqlint config schema`.
func runConfigSchema(ctx context.Context, io IO) error {
	schema, err := session.ConfigSchema(ctx)
	if err != nil {
		return err
	}
	_, err = io.Stdout.Write(schema)
	return err
}

// runConfigVerify is `vcqlint config verify [--config PATH]`.
func runConfigVerify(ctx context.Context, path string, io IO) (int, error) {
	checked, err := session.CheckConfig(ctx, path)
	var ce *session.ConfigError
	var pe *session.PolicyError
	switch {
	case errors.As(err, &ce):
		return printConfigErrors(io.Stderr, ce.Err), nil
	case errors.As(err, &pe):
		fmt.Fprintln(io.Stderr, termsafe.Escape(pe.Error()))
		return ExitError, nil
	case err != nil:
		return 0, err
	}
	for _, n := range checked.Notices {
		fmt.Fprintf(io.Stderr, "vcqlint: warning: %s\n", termsafe.Escape(n.Error()))
	}
	fmt.Fprintf(io.Stdout, "ok: %s\n", termsafe.Escape(checked.Path))
	return ExitClean, nil
}

// printConfigErrors prints a configuration's problems, one
// `file:line:col: message` per line, and returns the exit code.
func printConfigErrors(w io.Writer, err error) int {
	var errs config.Errors
	if errors.As(err, &errs) {
		for _, e := range errs {
			fmt.Fprintln(w, termsafe.Escape(e.Error()))
		}
	} else {
		fmt.Fprintf(w, "vcqlint: %s\n", termsafe.Escape(err.Error()))
	}
	return ExitError
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
