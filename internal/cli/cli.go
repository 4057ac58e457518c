// Package cli is vcqlint's command line: flag parsing, subcommands, output
// and exit codes. It holds no state between calls, so tests run it
// in-process. It assembles no run itself: every command hands its flags to
// internal/session, the one entry point the library lint/linter uses too,
// and writes what comes back (.golangci.yml's depguard keeps it so).
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/mattn/go-isatty"
	"github.com/spf13/pflag"

	"github.com/vcqlint/vcqlint/internal/report"
	"github.com/vcqlint/vcqlint/internal/session"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// Exit codes.
const (
	ExitClean    = 0 // no finding at or above --fail-on
	ExitFindings = 1 // findings at or above --fail-on
	ExitError    = 2 // usage error, or input that could not be read or parsed
)

// IO is the process environment the CLI talks to.
type IO struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// Getenv reads environment variables (NO_COLOR).
	Getenv func(string) string
	// StdoutIsTerminal says whether colour may be used.
	StdoutIsTerminal bool
}

// Stdio is the real process environment.
func Stdio() IO {
	return IO{
		Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv,
		StdoutIsTerminal: isatty.IsTerminal(os.Stdout.Fd()) || isatty.IsCygwinTerminal(os.Stdout.Fd()),
	}
}

// errUsage marks errors that are the caller's words, not the input's.
var errUsage = errors.New("usage")

type usageError struct{ msg string }

func (e usageError) Error() string   { return e.msg }
func (e usageError) Is(t error) bool { return t == errUsage }

func usagef(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

// runError marks an error of the run itself (input that could not be read,
// a report that could not be written), as opposed to the caller's words:
// Run prints no pointer to --help for it.
type runError struct{ err error }

func (e runError) Error() string { return e.err.Error() }
func (e runError) Unwrap() error { return e.err }

// Run executes one vcqlint invocation and returns its exit code. It builds
// the command tree anew for each call, so calls share no state.
func Run(ctx context.Context, args []string, io IO) int {
	if io.Getenv == nil {
		io.Getenv = func(string) string { return "" }
	}
	if args == nil {
		args = []string{} // cobra reads os.Args for nil
	}
	a := &app{io: io}
	root := a.rootCommand()
	root.SetArgs(args)
	root.SetIn(io.Stdin)
	root.SetOut(io.Stdout)
	root.SetErr(io.Stderr)
	cmd, err := root.ExecuteContextC(ctx)
	if err == nil {
		return a.code
	}
	fmt.Fprintf(io.Stderr, "vcqlint: %s\n", termsafe.Escape(err.Error()))
	var re runError
	if !errors.As(err, &re) {
		// Everything cobra refuses (unknown command or flag, wrong
		// arguments) and every usagef is the caller's words.
		path := root.CommandPath()
		if cmd != nil {
			path = cmd.CommandPath()
		}
		fmt.Fprintf(io.Stderr, "Run '%s --help' for usage.\n", path)
	}
	return ExitError
}

// gitOptions are the flags that read input from Git.
type gitOptions struct {
	repo       string // --git: a local path or a URL
	ref        string // --ref: branch, tag or commit in --git
	newFromRev string // --new-from-rev: report only lines changed since
}

type lintOptions struct {
	formats   []string
	outputs   []string
	git       gitOptions
	failOn    string
	colour    colourFlags
	stdinName string
	verbose   bool
	workers   int
	// allowEmpty is --allow-empty: a named directory with nothing to lint
	// is accepted.
	allowEmpty bool
	volcano    string
	cluster    string
	config     string
	noConfig   bool
	// policies are user policy directories; policyTimeout bounds each
	// user policy's evaluation.
	policies      []string
	policyTimeout time.Duration
	// policyMemory is --policy-memory: the heap of a user policy's worker,
	// as a quantity (512Mi, 2Gi).
	policyMemory string
	// helm and kustomize are the budgets of each chart rendering and
	// overlay build.
	helm, kustomize budgetFlags
	fixes           fixMode
	// rules are --enable, --disable and --enable-only.
	rules ruleFlags
	// version is --version (the root command only prints the version).
	version bool
}

func lintFlags(o *lintOptions) *pflag.FlagSet {
	fs := pflag.NewFlagSet("vcqlint", pflag.ContinueOnError)
	fs.StringArrayVarP(&o.formats, "format", "f", nil, "output `FORMAT`: "+formatList()+" (default text); repeatable; FORMAT:FILE writes that format to FILE")
	fs.StringArrayVarP(&o.outputs, "output", "o", nil, "`FILE` for the --format at the same position (- is standard output); repeatable")
	fs.StringVar(&o.git.repo, "git", "", "lint the tree of Git repository `REPO` (local path or URL) instead of the disk; PATHs are inside it")
	fs.StringVar(&o.git.ref, "ref", "", "branch, tag or commit (`REF`) of --git to lint (default HEAD)")
	fs.StringVar(&o.git.newFromRev, "new-from-rev", "", "report only findings on lines changed since revision `REV` (all files are still linted)")
	fs.StringVar(&o.failOn, "fail-on", "error", "lowest `SEVERITY` that makes the exit code 1: error, warning or info")
	o.colour.register(fs)
	fs.StringVar(&o.stdinName, "stdin-filename", "<stdin>", "file `NAME` to report for input read from -")
	fs.StringArrayVar(&o.policies, "policy", nil, "directory of your own Rego policies (`DIR`, searched recursively; repeatable); also the config key policies")
	fs.DurationVar(&o.policyTimeout, "policy-timeout", session.DefaultPolicyTimeout, "time limit for evaluating each of your policies")
	defaults := session.DefaultBudgets()
	fs.StringVar(&o.policyMemory, "policy-memory", defaults.PolicyMemory, "memory limit (`SIZE`, e.g. 2Gi) for evaluating each of your policies")
	o.helm.register(fs, "helm", "rendering each Helm chart", defaults.Helm)
	o.kustomize.register(fs, "kustomize", "building each Kustomize overlay", defaults.Kustomize)
	fs.BoolVarP(&o.verbose, "verbose", "v", false, "also list every skipped document and notice, and the rules skipped for want of a declared cluster")
	fs.IntVarP(&o.workers, "jobs", "j", 0, "`N` files read and parsed in parallel (default: number of CPUs)")
	fs.BoolVar(&o.allowEmpty, "allow-empty", false, "accept a named directory with no file to lint (by default an input error: a mistyped path must not pass)")
	fs.StringVar(&o.volcano, "volcano-version", session.NewestVolcano(), "Volcano release the cluster runs, `X.Y[.Z]` (known "+session.VolcanoRange()+"); X.Y means its newest patch")
	fs.StringVar(&o.config, "config", "", "configuration `FILE` (default: .vcqlint.yaml or .vcqlint.yml in the working directory or a parent, up to the repository root)")
	fs.BoolVar(&o.noConfig, "no-config", false, "use no configuration file")
	fs.StringVar(&o.cluster, "cluster", "", "declare the cluster's allocatable as `RES=QTY,...`, e.g. cpu=320,memory=1280Gi,nvidia.com/gpu=32 (wins over the config file's cluster section and Node manifests)")
	o.rules.register(fs)
	fs.BoolVar(&o.fixes.fix, "fix", false, "apply the fixes of the findings reported, lint again and report what is left (docs/fix.md)")
	fs.BoolVar(&o.fixes.diff, "diff", false, "print the fixes as a unified diff and change nothing (exit 1 when there is a diff or a finding at or above --fail-on)")
	fs.SortFlags = false
	return fs
}

// settings are the session settings of the lint-shaped commands' flags:
// a flag left at its default leaves the setting to the configuration file.
func (o *lintOptions) settings(fs *pflag.FlagSet, io IO) session.Settings {
	return session.Settings{
		Volcano:  changed(fs, "volcano-version", o.volcano),
		Cluster:  o.cluster,
		Config:   o.config,
		NoConfig: o.noConfig,
		Policies: o.policies, PolicyTimeout: o.policyTimeout,
		Rules:  session.RuleChoice{Enable: o.rules.enable, Disable: o.rules.disable, Only: o.rules.only},
		FailOn: changed(fs, "fail-on", o.failOn),
		Input:  session.Input{Paths: fs.Args(), Stdin: io.Stdin, StdinName: o.stdinName, Workers: o.workers, AllowEmpty: o.allowEmpty},
		Git:    session.Git{Repo: o.git.repo, Ref: o.git.ref, NewFromRev: o.git.newFromRev},
		// What a pull request controls runs in worker processes.
		Isolate: true,
		Budgets: session.Budgets{Helm: o.helm.budget(), Kustomize: o.kustomize.budget(), PolicyMemory: o.policyMemory},
	}
}

// changed is a flag's value when the command line gives it, else "".
func changed(fs *pflag.FlagSet, name, value string) string {
	if f := fs.Lookup(name); f != nil && f.Changed {
		return value
	}
	return ""
}

// open opens the session of a lint-shaped command, writing the failure of
// the user's policies to standard error first (the run goes on with the
// built-in rules). A configuration that stops the run has its problems
// written too; the exit code is then 2, with done set.
func open(ctx context.Context, set session.Settings, io IO) (sess *session.Session, done bool, err error) {
	sess, err = session.Open(ctx, set)
	var se *session.SetupError
	if errors.As(err, &se) {
		printPolicyError(io, se.PolicyErr)
	}
	if err != nil {
		var ce *session.ConfigError
		if errors.As(err, &ce) {
			printConfigErrors(io.Stderr, ce.Err)
			return nil, true, nil
		}
		return nil, false, fromSession(err)
	}
	printPolicyError(io, sess.PolicyError())
	return sess, false, nil
}

func printPolicyError(io IO, err error) {
	if err != nil {
		fmt.Fprintf(io.Stderr, "vcqlint: error: %s\n", termsafe.Escape(err.Error()))
	}
}

// fromSession makes the session's usage errors the command line's.
func fromSession(err error) error {
	var ue *session.UsageError
	if errors.As(err, &ue) {
		return usageError{ue.Error()}
	}
	return err
}

// runMode says what a lint-shaped command does once its input is loaded.
type runMode int

const (
	modeLint  runMode = iota
	modeInput         // print the policy input document instead of linting
)

// runLintMode runs the lint command, or input, on flags fs has parsed
// into o: it opens the session, lints (and fixes, with --fix), then
// writes the report and says the exit code.
func runLintMode(ctx context.Context, fs *pflag.FlagSet, o *lintOptions, io IO, mode runMode) (int, error) {
	outs, err := parseReportFlags(o)
	if err != nil {
		return 0, err
	}
	sess, done, err := open(ctx, o.settings(fs, io), io)
	if done || err != nil {
		return ExitError, err
	}
	defer sess.Close()
	if o.verbose {
		fmt.Fprintf(io.Stderr, "vcqlint: %s\n", termsafe.Escape(sess.ConfigSource()))
	}
	for _, w := range sess.Warnings() {
		fmt.Fprintf(io.Stderr, "vcqlint: warning: %s\n", termsafe.Escape(w))
	}
	if err := o.fixes.check(o, sess.Paths()); err != nil {
		return 0, err
	}
	if mode == modeInput {
		return printInput(ctx, io, sess)
	}
	if err := refuseOutputsOntoInputs(outs, sess.InputFiles); err != nil {
		return 0, err
	}
	resolve := needsEdits(o.fixes, outs)
	lint := func() (*session.Outcome, error) { return lintOnce(ctx, sess, io, resolve) }
	out, err := lint()
	if err != nil {
		return 0, err
	}
	cwd, err := os.Getwd()
	if err != nil {
		return 0, fmt.Errorf("working directory: %w", err)
	}
	fixed, done, code, err := o.fixes.run(io, sess, lint, &out, cwd, o.verbose)
	if done || err != nil {
		return code, err
	}
	inputErr := printDiagnostics(io.Stderr, out.Diagnostics(), o.verbose) || out.InputError()
	rep := out.Report(o.verbose, fixNotes(fixed, out)...)
	colour := o.colour.on(io)
	if err := writeOutputs(outs, rep, out.Tool(), io.Stdout, colour); err != nil {
		return 0, err
	}
	switch {
	case inputErr:
		return ExitError, nil
	case out.Failed():
		return ExitFindings, nil
	}
	return ExitClean, nil
}

// lintOnce is one lint pass: what a run reports, and what --fix lints
// again after writing. An error of the run itself (a policy failing while
// it evaluates) is written at once; the other rules' findings stay.
func lintOnce(ctx context.Context, sess *session.Session, io IO, resolve bool) (*session.Outcome, error) {
	out, err := sess.Lint(ctx, session.LintOptions{ResolveFixes: resolve})
	if err != nil {
		return nil, err
	}
	for _, err := range joinedErrors(out.RunError()) {
		// One line each: the policies that failed, by file and rule.
		fmt.Fprintf(io.Stderr, "vcqlint: %s\n", termsafe.Escape(err.Error()))
	}
	return out, nil
}

// joinedErrors is err split into the errors errors.Join put together, in
// order (nil for none).
func joinedErrors(err error) []error {
	if err == nil {
		return nil
	}
	j, ok := err.(interface{ Unwrap() []error })
	if !ok {
		return []error{err}
	}
	var out []error
	for _, e := range j.Unwrap() {
		out = append(out, joinedErrors(e)...)
	}
	return out
}

// parseReportFlags reads the --format/--output pairs, and refuses two
// outputs onto one file.
func parseReportFlags(o *lintOptions) ([]output, error) {
	outs, err := parseOutputs(o.formats, o.outputs)
	if err != nil {
		return nil, err
	}
	if err := o.colour.check(); err != nil {
		return nil, err
	}
	if err := refuseSharedOutputFile(outs); err != nil {
		return nil, err
	}
	return outs, nil
}

// printDiagnostics writes input errors (and, when verbose, notices) to w as
// file:line:col: level: message, and reports whether there was an error.
func printDiagnostics(w io.Writer, ds []report.Diagnostic, verbose bool) (inputErr bool) {
	for _, d := range ds {
		if d.Level == report.LevelNotice && !verbose {
			continue
		}
		if d.Level == report.LevelError {
			inputErr = true
		}
		if d.Pos.File == "" {
			fmt.Fprintf(w, "vcqlint: %s: %s\n", d.Level, termsafe.Escape(d.Message))
			continue
		}
		fmt.Fprintf(w, "%s: %s: %s\n", termsafe.Escape(d.Pos.String()), d.Level, termsafe.Escape(d.Message))
	}
	return inputErr
}
