package oraclegen

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/vcqlint/vcqlint/internal/session"
)

// lintSessions memoises one session per Volcano line and declared cluster:
// a session is derived from those two settings alone (no configuration
// file, the built-in rules) and is safe for concurrent passes, so this is a
// cache of derived facts, not program state. Linting thousands of cases
// through one session compiles the rules once per line instead of once per
// case, which was half of the corpus tests' CPU.
var lintSessions sync.Map // lintKey -> *sessionOnce

type lintKey struct{ version, cluster string }

type sessionOnce struct {
	once sync.Once
	sess *session.Session
	err  error
}

// lintPath lints a file or directory as `vcqlint --no-config --volcano-version
// VERSION [--cluster CLUSTER] PATH` does: through the session the command
// line builds its runs with.
func lintPath(ctx context.Context, version, cluster, path string) ([]Finding, error) {
	v, _ := lintSessions.LoadOrStore(lintKey{version, cluster}, &sessionOnce{})
	so := v.(*sessionOnce)
	so.once.Do(func() {
		so.sess, so.err = session.Open(context.Background(), session.Settings{NoConfig: true, Volcano: version, Cluster: cluster})
	})
	if so.err != nil {
		return nil, fmt.Errorf("vcqlint %s: %w", path, so.err)
	}
	out, err := so.sess.Lint(ctx, session.LintOptions{Paths: []string{path}})
	if err != nil {
		return nil, fmt.Errorf("vcqlint %s: %w", path, err)
	}
	if err := out.RunError(); err != nil {
		return nil, fmt.Errorf("vcqlint %s: %w", path, err)
	}
	if out.InputError() {
		// As the command line's exit code 2: a case that does not load is
		// the harness's error, not a verdict.
		var msgs []string
		for _, d := range out.Diagnostics() {
			msgs = append(msgs, d.Pos.String()+": "+d.Message)
		}
		return nil, fmt.Errorf("vcqlint %s: input errors: %s", path, strings.Join(msgs, "; "))
	}
	var fs []Finding
	for _, f := range out.Findings() {
		fs = append(fs, Finding{Rule: f.RuleID, Severity: f.Severity.String(), Object: f.Object, Message: f.Message})
	}
	return fs, nil
}
