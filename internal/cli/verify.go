package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/vcqlint/vcqlint/internal/session"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// printInput writes the document Rego policies receive for the input, as
// indented JSON. Input errors are reported like a lint run's and make the
// exit code 2; the document still covers everything that loaded.
func printInput(ctx context.Context, io IO, sess *session.Session) (int, error) {
	doc, diags, err := sess.PolicyInput(ctx)
	if err != nil {
		return 0, err
	}
	code := ExitClean
	if printDiagnostics(io.Stderr, diags, false) {
		code = ExitError
	}
	enc := termsafe.NewJSONEncoder(io.Stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return 0, fmt.Errorf("write input: %w", err)
	}
	return code, nil
}

// verifyOptions are the flags of `vcqlint verify`.
type verifyOptions struct {
	verbose, noConfig bool
	config            string
}

// runVerify is `vcqlint verify [DIR...]`: the `test_` rules of the user's
// policies (and their _test.rego files), run with OPA's tester under the
// same restricted capabilities as linting.
func runVerify(ctx context.Context, dirs []string, o verifyOptions, io IO) (int, error) {
	tests, err := session.VerifyPolicies(ctx, dirs, session.PolicySettings{Config: o.config, NoConfig: o.noConfig, Isolate: true})
	if err != nil {
		return 0, fromSession(err)
	}
	if len(tests.Results) == 0 {
		return 0, fmt.Errorf("no test_ rules found in %s", strings.Join(tests.Dirs, ", "))
	}
	passed, failed := 0, 0
	for _, r := range tests.Results {
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
