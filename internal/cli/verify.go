package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/policyinput"
	"github.com/vcqlint/vcqlint/internal/regoeval"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/sandbox"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// printInput writes the document Rego policies receive for the input, as
// indented JSON. Input errors are reported like a lint run's and make the
// exit code 2; the document still covers everything that loaded.
func printInput(io IO, opts linter.Options, env rule.Env) (int, error) {
	res := linter.Load(opts)
	code := ExitClean
	if printDiagnostics(io.Stderr, res.Diagnostics, false) {
		code = ExitError
	}
	main := res.Main()
	if main.Name == "" {
		main.Env = env
	}
	doc := policyinput.Document(main.Model, engine.WithCluster(main.Model, main.Env))
	enc := termsafe.NewJSONEncoder(io.Stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return 0, fmt.Errorf("write input: %w", err)
	}
	return code, nil
}

// runVerify is `vcqlint verify [DIR...]`: the `test_` rules of the user's
// policies (and their _test.rego files), run with OPA's tester under the
// same restricted capabilities as linting. The built-in policies are
// loaded too, so tests can import vcqlint's helper libraries.
// verifyOptions are the flags of `vcqlint verify`.
type verifyOptions struct {
	verbose, noConfig bool
	config            string
}

func runVerify(ctx context.Context, dirs []string, o verifyOptions, io IO) (int, error) {
	if len(dirs) == 0 {
		cfg, _, err := loadConfig(o.config, o.noConfig)
		if err != nil {
			return 0, err
		}
		if dirs = policyDirs(nil, cfg); len(dirs) == 0 {
			dirs = []string{"."}
		}
	}
	user, err := linter.ReadPolicies(nil, dirs, true)
	if err != nil {
		return 0, err
	}
	// The tests are the pull request's Rego too: run in a worker, under a
	// time and a memory budget (internal/regoeval, JobTest).
	workers, err := sandbox.New(sandbox.Options{})
	if err != nil {
		return 0, err
	}
	defer workers.Close()
	results, err := regoeval.RunUserTests(ctx, workers, user, 0)
	if err != nil {
		return 0, err
	}
	if len(results) == 0 {
		return 0, fmt.Errorf("no test_ rules found in %s", strings.Join(dirs, ", "))
	}
	passed, failed := 0, 0
	for _, r := range results {
		name := strings.TrimPrefix(r.Package, "data.") + "." + r.Name
		switch {
		case r.Err != nil:
			failed++
			fmt.Fprintf(io.Stdout, "ERROR %s:%d: %s: %s\n", termsafe.Escape(r.File), r.Line, termsafe.Escape(name), termsafe.Escape(r.Err.Error()))
		case !r.Pass:
			failed++
			fmt.Fprintf(io.Stdout, "FAIL  %s:%d: %s\n", termsafe.Escape(r.File), r.Line, termsafe.Escape(name))
		default:
			passed++
			if o.verbose {
				fmt.Fprintf(io.Stdout, "PASS  %s:%d: %s\n", termsafe.Escape(r.File), r.Line, termsafe.Escape(name))
			}
		}
	}
	fmt.Fprintf(io.Stdout, "%d passed, %d failed\n", passed, failed)
	if failed > 0 {
		return ExitFindings, nil
	}
	return ExitClean, nil
}
