// Package session assembles a vcqlint run from what its caller decides: the
// target Volcano release, the configuration file, the user's policies, the
// rule selection, the declared cluster, the input (files, standard input or a
// Git tree) and its boundary (the linted root, worker processes). It is the
// one entry point: every command of the command line (lint, fix, input, tree,
// simulate, init, verify, explain, rules, config) and the public library
// lint/linter build their run here, so a setting means the same thing
// wherever it is given. internal/linter does the run itself (load, model,
// rules); this package decides what it runs on and with.
package session

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/config"
	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/sandbox"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// Settings are what the caller decides about a run. The zero value lints
// the working directory with every built-in rule for the newest Volcano
// release, with the configuration file found upward from the working
// directory. Each field is named after the command-line flag that sets it,
// and messages about a field name that flag.
type Settings struct {
	// Volcano is the target release, "X.Y" or "X.Y.Z" (--volcano-version);
	// "" means the configuration file's, else the newest vcqlint knows.
	Volcano string
	// Cluster declares the cluster's allocatable, "RES=QTY,..." (--cluster);
	// it wins over the configuration file's cluster section and Node
	// manifests.
	Cluster string
	// Config is the configuration file (--config); "" finds .vcqlint.yaml
	// upward from the working directory (or at the root of the Git tree),
	// unless NoConfig (--no-config) says to use none.
	Config   string
	NoConfig bool
	// Policies are directories of the user's Rego policies (--policy),
	// before those the configuration file names; PolicyTimeout bounds one
	// evaluation of one of them (0: the default).
	Policies      []string
	PolicyTimeout time.Duration
	// Rules are --enable, --disable and --enable-only.
	Rules RuleChoice
	// FailOn is the lowest severity that makes a run fail (--fail-on):
	// "error", "warning" or "info"; "" means the configuration file's,
	// else error.
	FailOn string
	// Input is what to read.
	Input Input
	// Git reads the input from a Git tree instead of the disk (--git,
	// --ref), and reports only lines changed since a revision
	// (--new-from-rev, also on the disk).
	Git Git
	// Root is the linted root: what the input may read and write (chart
	// files, values files, overlays' resources, fixes) stays inside it
	// (docs/security.md). "" decides it: the Git top level of the working
	// directory; outside Git the configuration file's directory, else the
	// working directory. Each path named outside it gets a root of its own.
	Root string
	// Isolate runs what the input controls (chart renders, overlay builds,
	// user policies) in worker processes under time and memory budgets:
	// the running program re-run, which must call sandbox.Serve first
	// (main does). Without it they run in this process, bounded only by
	// their own caps: for library users.
	Isolate bool
	// Budgets bound each chart rendering and overlay build (zero: the
	// defaults).
	Budgets Budgets
}

// Input is what a run reads.
type Input struct {
	// Paths are files, directories, or "-" (Stdin) for standard input;
	// none means the configuration file's paths, else the working
	// directory.
	Paths []string
	// Stdin is read for "-"; StdinName (--stdin-filename) is the file
	// name its findings carry ("<stdin>" when empty).
	Stdin     io.Reader
	StdinName string
	// Workers bounds parallel reading and parsing (--jobs); 0 means one
	// per CPU.
	Workers int
	// AllowEmpty (--allow-empty) accepts a named directory with no file to
	// lint; otherwise it is an input error naming it, as a path that does
	// not exist is, so that a mistyped path cannot pass for a clean run.
	AllowEmpty bool
}

// Stdin is the path that names standard input.
const Stdin = "-"

// Git are the settings that read input from Git.
type Git struct {
	// Repo is a local path or a URL (--git); "" reads the disk.
	Repo string
	// Ref is the branch, tag or commit of Repo to read (--ref; default
	// HEAD).
	Ref string
	// NewFromRev keeps only the findings on lines changed since this
	// revision (--new-from-rev).
	NewFromRev string
}

// RuleChoice is which rules run beside the configuration file's choice,
// by ID or name: Enable and Disable win over the file for the rules they
// name; Only runs exactly its rules.
type RuleChoice struct {
	Enable, Disable, Only []string
}

// UsageError is a setting that cannot be used as given (an unknown
// release, an unknown rule, two settings that exclude each other). Its
// message names the setting by its flag.
type UsageError struct {
	// Setting is the flag the error is about ("volcano-version"), "" when
	// the message names the settings itself; Err says what is wrong.
	Setting string
	Err     error
}

func (e *UsageError) Error() string {
	if e.Setting == "" {
		return e.Err.Error()
	}
	return "--" + e.Setting + ": " + e.Err.Error()
}

func (e *UsageError) Unwrap() error { return e.Err }

func usagef(format string, args ...any) error {
	return &UsageError{Err: fmt.Errorf(format, args...)}
}

// ConfigError is a configuration file that stops the run: one that cannot
// be read, or config.Errors, its problems at their positions.
type ConfigError struct{ Err error }

func (e *ConfigError) Error() string { return e.Err.Error() }
func (e *ConfigError) Unwrap() error { return e.Err }

// SetupError is an error of Open after the user's policies failed to
// load: both are the user's to fix, the policies' failure first.
type SetupError struct {
	Err       error
	PolicyErr error
}

func (e *SetupError) Error() string { return e.Err.Error() }
func (e *SetupError) Unwrap() error { return e.Err }

// Session is a run ready to read its input: the engine (built-in rules and
// the user's policies), the target behaviour, the configuration and the
// workers. Close releases it.
type Session struct {
	settings Settings
	eng      *engine.Engine
	env      rule.Env
	lopts    linter.Options
	failOn   finding.Severity
	// policyErr is the user's policies failing to load: the built-in
	// rules still run, and the run ends with an input error.
	policyErr error
	cfg       *config.Config
	// cfgSource names the Git tree cfg was read from ("" for the disk).
	cfgSource string
	git       *gitSource
	warnings  []string
	// workers run what the input controls (nil: in this process); roots
	// are those of the session's paths, closed with the session.
	workers sandbox.Runner
	roots   *boundary.Roots
	// policyMemory is Budgets.PolicyMemory read (0: the default).
	policyMemory int64
	// mu guards roots and plan, made on the first pass that needs them:
	// passes may run concurrently (lint/linter).
	mu sync.Mutex
	// plan is the Git input's plan, made on the first pass.
	plan *gitPlan
}

// Open settles a run's target release, configuration file, engine (with
// the user's policies) and declared cluster, in the order that lets each
// see the others: the configuration names policies, the policies' rules
// are then known to the configuration, and settings win over the file.
// The user's policies failing is not an error of Open: PolicyError says
// it, and the built-in rules still run.
func Open(ctx context.Context, s Settings) (*Session, error) {
	sess, err := open(ctx, s)
	if err == nil {
		return sess, nil
	}
	if sess != nil && sess.policyErr != nil {
		err = &SetupError{Err: err, PolicyErr: sess.policyErr}
	}
	if sess != nil {
		sess.Close()
	}
	return nil, err
}

func open(ctx context.Context, s Settings) (*Session, error) {
	version, notice, err := resolveVersion(s.Volcano)
	if err != nil {
		return nil, err
	}
	failOn, err := parseFailOn(s.FailOn)
	if err != nil {
		return nil, err
	}
	sess := &Session{settings: s, env: rule.Env{Volcano: volcano.For(version)}, failOn: failOn}
	if notice != "" {
		sess.warnings = append(sess.warnings, "--volcano-version "+s.Volcano+": "+notice)
	}
	sess.lopts = linter.Options{
		Paths: s.Input.Paths, Stdin: s.Input.Stdin, StdinName: s.Input.StdinName, Workers: s.Input.Workers,
		AllowEmpty: s.Input.AllowEmpty, Env: &sess.env,
	}
	if err := s.Budgets.apply(&sess.lopts); err != nil {
		return nil, err
	}
	if sess.git, err = openGit(ctx, s.Git); err != nil {
		return nil, err
	}
	cfg, pending, err := sess.loadConfig()
	if err != nil {
		var ue *UsageError
		if errors.As(err, &ue) {
			return nil, err
		}
		return nil, &ConfigError{err}
	}
	sess.cfg = cfg
	if sess.policyMemory, err = policyMemory(s.Budgets.PolicyMemory); err != nil {
		return sess, err
	}
	// The boundary comes before the policies: the configuration's own
	// references and the policy files are read inside it, and the
	// policies compiled in its workers.
	if s.Isolate {
		if sess.workers, err = sandbox.New(sandbox.Options{Workers: s.Input.Workers}); err != nil {
			return sess, err
		}
	}
	if _, _, err := sess.options(nil); err != nil {
		return sess, err
	}
	if cfg != nil && sess.cfgSource == "" {
		if errs := cfg.CheckInside(sess.roots.For(cfg.Path)); len(errs) > 0 {
			return sess, &ConfigError{errs}
		}
	}
	if sess.eng, sess.policyErr, err = newEngine(ctx, sess.policyOptions()); err != nil {
		return nil, err
	}
	if err := finishConfig(cfg, pending, sess.eng, &sess.env); err != nil {
		return sess, &ConfigError{err}
	}
	if cfg != nil {
		for _, n := range cfg.Notices {
			sess.warnings = append(sess.warnings, n.Error())
		}
	}
	sess.applyConfig()
	if err := s.Rules.apply(sess.eng, &sess.lopts.Rules); err != nil {
		return sess, err
	}
	if err := declareClusterFlag(s.Cluster, &sess.env); err != nil {
		return sess, err
	}
	sess.declareClusters()
	return sess, nil
}

// resolveVersion reads the target release setting ("" is the newest).
func resolveVersion(v string) (volcano.Version, string, error) {
	if v == "" {
		return volcano.Newest(), "", nil
	}
	version, notice, err := volcano.Resolve(v)
	if err != nil {
		return volcano.Version{}, "", &UsageError{Setting: "volcano-version", Err: err}
	}
	return version, notice, nil
}

// parseFailOn reads the fail-on setting; "" is error (a configuration
// file may lower it).
func parseFailOn(s string) (finding.Severity, error) {
	if s == "" {
		return finding.Error, nil
	}
	sev, err := finding.ParseSeverity(s)
	if err != nil {
		return 0, &UsageError{Setting: "fail-on", Err: err}
	}
	return sev, nil
}

// Close stops the session's workers and releases its roots.
func (s *Session) Close() {
	if s.workers != nil {
		_ = s.workers.Close()
	}
	if s.roots != nil {
		_ = s.roots.Close()
		s.roots = nil
	}
}

// PolicyError is the user's policies failing to load or compile, or nil.
// The built-in rules still run; a run that reports it exits 2.
func (s *Session) PolicyError() error { return s.policyErr }

// Warnings are what the settings and the configuration say that the run
// reads differently without refusing it (a Volcano patch newer than the
// newest known), and a selection that turns every rule off.
func (s *Session) Warnings() []string {
	warnings := append([]string(nil), s.warnings...)
	for _, m := range s.eng.Rules() {
		if s.lopts.Rules.Runs(m) {
			return warnings
		}
	}
	who := "the rule flags (--disable)"
	if s.cfg != nil {
		who = s.cfg.Path
	}
	return append(warnings, fmt.Sprintf("%s turns off every rule (%d built-in and user rules): nothing is checked", who, len(s.eng.Rules())))
}

// FailOn is the lowest severity that fails the run: the setting, else the
// configuration file's, else error.
func (s *Session) FailOn() finding.Severity { return s.failOn }

// Config is the configuration file in use, or nil.
func (s *Session) Config() *config.Config { return s.cfg }

// ConfigPath is the configuration file's path, or "" without one.
func (s *Session) ConfigPath() string { return configPath(s.cfg) }

// VolcanoVersion is the release the run models by default ("1.15.1");
// clusters of the configuration file may each name their own.
func (s *Session) VolcanoVersion() string { return s.env.Volcano.Version.String() }

// options are the linter's options for one pass over paths (the
// session's when nil), with the pass's roots. The roots of the session's
// own paths are opened once and stay open until Close (a fix is written
// after the pass, a --fix pass lints again); those of other paths are
// released by done, after the pass.
func (s *Session) options(paths []string) (o linter.Options, done func(), err error) {
	o, done = s.lopts, func() {}
	o.Sandbox = s.workers
	own := paths == nil || s.git != nil
	if !own {
		o.Paths = paths
	}
	if own {
		s.mu.Lock()
		defer s.mu.Unlock()
	}
	if own && s.roots != nil {
		o.Roots = s.roots
		return o, done, nil
	}
	named := append([]string(nil), o.Paths...)
	if own {
		// A policy directory named outside the repository is a root of
		// its own, as a path is.
		named = append(named, s.settings.Policies...)
	}
	if s.settings.Config != "" {
		named = append(named, s.settings.Config)
	}
	roots, err := decideRoots(s.settings.Root, configPath(s.cfg), named)
	if err != nil {
		return o, done, err
	}
	o.Roots = roots
	if own {
		s.roots = roots
	} else {
		done = func() { _ = roots.Close() }
	}
	return o, done, nil
}

// decideRoots are a run's roots (boundary.Discover): from root when the
// caller names it, else from the working directory.
func decideRoots(root, configFile string, named []string) (*boundary.Roots, error) {
	if root != "" {
		return boundary.DiscoverIn(root, configFile, named)
	}
	cwd, err := os.Getwd()
	if err != nil {
		return nil, fmt.Errorf("working directory: %w", err)
	}
	return boundary.Discover(cwd, configFile, named)
}

// configPath is the configuration file's path, or "" without one.
func configPath(cfg *config.Config) string {
	if cfg == nil {
		return ""
	}
	return cfg.Path
}
