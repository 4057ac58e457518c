// Package linter is vcqlint as a library: build a Linter once, then lint
// paths with it. Its types are its own and stay stable; everything that
// produces them is internal to the module: a Linter is a session of
// internal/session, the entry point the command line builds its runs with
// too, so a setting means the same thing in both.
package linter

import (
	"context"
	"errors"
	"fmt"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/report"
	"github.com/vcqlint/vcqlint/internal/session"
)

// Options say what a Linter checks against. The zero value lints with
// every built-in rule for the newest Volcano release vcqlint knows.
type Options struct {
	// Volcano is the target release, "X.Y" or "X.Y.Z"; "" means the
	// newest vcqlint knows.
	Volcano string
	// PolicyDirs are directories of your Rego policies, read recursively
	// (*_test.rego left out) and run with the built-in rules.
	PolicyDirs []string
}

// Severity is how bad a finding is: "error", "warning" or "info".
type Severity string

// Finding is one problem, at the most precise position of the file the
// user edits.
type Finding struct {
	File         string
	Line, Column int
	// Rule is the rule's ID (VCQ203), RuleName its name.
	Rule, RuleName string
	Severity       Severity
	Message        string
	// Object is the object the finding is about, as Kind/namespace/name.
	Object string
}

// Diagnostic is an input problem (Error: an unreadable file, invalid
// YAML) or a notice (a document skipped on purpose). File is "" when the
// problem has no file (a path that does not exist).
type Diagnostic struct {
	File         string
	Line, Column int
	Error        bool
	Message      string
}

// Result is what one Lint found, findings sorted by file and position.
type Result struct {
	Findings    []Finding
	Diagnostics []Diagnostic
	// Files is the number of files read, Objects the number of objects
	// linted.
	Files, Objects int
}

// Linter holds the compiled rules; it is safe to Lint with from several
// goroutines.
type Linter struct {
	session *session.Session
}

// New builds a Linter: the built-in rules and the policies of
// opts.PolicyDirs, for the release opts.Volcano. A policy that does not
// compile, or a release vcqlint does not know, is an error. No
// configuration file is read.
func New(ctx context.Context, opts Options) (*Linter, error) {
	sess, err := session.Open(ctx, session.Settings{Volcano: opts.Volcano, Policies: opts.PolicyDirs, NoConfig: true})
	var ue *session.UsageError
	if errors.As(err, &ue) && ue.Setting != "" {
		// The session names its settings as the command line's flags.
		return nil, ue.Err
	}
	if err != nil {
		return nil, err
	}
	if err := sess.PolicyError(); err != nil {
		sess.Close()
		return nil, err
	}
	return &Linter{session: sess}, nil
}

// Lint lints files and directories (empty: the working directory). An
// input that cannot be read is a Diagnostic, and the rest is still linted;
// the error is a failure of the run itself (a policy that failed while
// evaluating), with the findings of every other rule still in the Result.
func (l *Linter) Lint(ctx context.Context, paths ...string) (*Result, error) {
	if paths == nil {
		paths = []string{} // the working directory, not a session's paths
	}
	res, err := l.session.Lint(ctx, session.LintOptions{Paths: paths})
	if err != nil {
		return nil, fmt.Errorf("lint: %w", err)
	}
	out := &Result{}
	out.Files, out.Objects = res.Counts()
	for _, f := range res.Findings() {
		out.Findings = append(out.Findings, findingOf(f))
	}
	for _, d := range res.Diagnostics() {
		out.Diagnostics = append(out.Diagnostics, Diagnostic{
			File: d.Pos.File, Line: d.Pos.Line, Column: d.Pos.Column,
			Error: d.Level == report.LevelError, Message: d.Message,
		})
	}
	if err := res.RunError(); err != nil {
		return out, fmt.Errorf("lint: %w", err)
	}
	return out, nil
}

func findingOf(f finding.Finding) Finding {
	return Finding{
		File: f.Pos.File, Line: f.Pos.Line, Column: f.Pos.Column,
		Rule: f.RuleID, RuleName: f.RuleName, Severity: Severity(f.Severity.String()),
		Message: f.Message, Object: f.Object,
	}
}
