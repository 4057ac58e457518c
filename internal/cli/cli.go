// Package cli is vcqlint's command line: flag parsing, subcommands, output
// and exit codes. It holds no state between calls, so tests run it in-process.
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
	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/buildinfo"
	"github.com/vcqlint/vcqlint/internal/config"
	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/helm"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/regoeval"
	"github.com/vcqlint/vcqlint/internal/report"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/sandbox"
	"github.com/vcqlint/vcqlint/internal/termsafe"
	"github.com/vcqlint/vcqlint/internal/volcano"
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

type lintOptions struct {
	formats   []string
	outputs   []string
	git       gitOptions
	failOn    string
	noColor   bool
	stdinName string
	verbose   bool
	workers   int
	volcano   string
	cluster   string
	config    string
	noConfig  bool
	// policies are user policy directories; policyTimeout bounds each
	// user policy's evaluation.
	policies      []string
	policyTimeout time.Duration
	// helmTimeout and helmMemory are each chart rendering's budget.
	helmTimeout time.Duration
	helmMemory  string
	// kustomize are the budgets of each Kustomize build.
	kustomize kustomizeFlags
	fixes     fixMode
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
	fs.BoolVar(&o.noColor, "no-color", false, "never colour text output (NO_COLOR is honoured too)")
	fs.StringVar(&o.stdinName, "stdin-filename", "<stdin>", "file `NAME` to report for input read from -")
	fs.StringArrayVar(&o.policies, "policy", nil, "directory of your own Rego policies (`DIR`, searched recursively; repeatable); also the config key policies")
	fs.DurationVar(&o.policyTimeout, "policy-timeout", regoeval.DefaultTimeout, "time limit for evaluating each of your policies")
	fs.DurationVar(&o.helmTimeout, "helm-timeout", helm.DefaultTime, "time limit for rendering each Helm chart")
	fs.StringVar(&o.helmMemory, "helm-memory", "1Gi", "memory limit for rendering each Helm chart (`QTY`, e.g. 2Gi)")
	o.kustomize.register(fs)
	fs.BoolVarP(&o.verbose, "verbose", "v", false, "also list every skipped document and notice")
	fs.IntVarP(&o.workers, "jobs", "j", 0, "`N` files read and parsed in parallel (default: number of CPUs)")
	fs.StringVar(&o.volcano, "volcano-version", volcano.Newest().Short(), "Volcano release the cluster runs, `X.Y[.Z]` (known "+volcano.KnownRange()+"); X.Y means its newest patch")
	fs.StringVar(&o.config, "config", "", "configuration `FILE` (default: .vcqlint.yaml or .vcqlint.yml in the working directory or a parent, up to the repository root)")
	fs.BoolVar(&o.noConfig, "no-config", false, "use no configuration file")
	fs.StringVar(&o.cluster, "cluster", "", "declare the cluster's allocatable as `RES=QTY,...`, e.g. cpu=320,memory=1280Gi,nvidia.com/gpu=32 (wins over the config file's cluster section and Node manifests)")
	o.rules.register(fs)
	fs.BoolVar(&o.fixes.fix, "fix", false, "apply the fixes of the findings reported, lint again and report what is left (docs/fix.md)")
	fs.BoolVar(&o.fixes.diff, "diff", false, "print the fixes as a unified diff and change nothing (exit 1 when there is one)")
	fs.SortFlags = false
	return fs
}

// runSettings are the flags every lint-shaped command (lint, input, tree,
// simulate) shares: what decides the target version, the cluster, the
// configuration file and the policies.
type runSettings struct {
	volcano, cluster, config, stdinName string
	noConfig                            bool
	workers                             int
	policies                            []string
	policyTimeout                       time.Duration
	// helm is each chart rendering's budget (zero: the defaults).
	helm      sandbox.Limits
	kustomize kustomizeFlags
	rules     ruleFlags
	// git is the tree --git lints, whose own configuration file the run
	// uses unless --config or --no-config says otherwise; nil without --git.
	git *gitSource
}

// preparedRun is a run ready to read its input.
type preparedRun struct {
	eng   *engine.Engine
	env   rule.Env
	lopts linter.Options
	// policyErr is set when the user's policies did not load; the message
	// is already on standard error and the built-in rules still run.
	policyErr error
	// cfg is the configuration file in use, or nil.
	cfg *config.Config
	// cfgSource names the Git tree cfg was read from ("" for the disk).
	cfgSource string
	// warnings are the notices about the run's settings that do not stop
	// it (a Volcano patch newer than the newest known), for standard error
	// and the JSON warnings.
	warnings []string
}

// configError carries configuration problems, printed one per line.
type configError struct{ err error }

func (e configError) Error() string { return e.err.Error() }
func (e configError) Unwrap() error { return e.err }

// prepareRun settles a run's target version, configuration file, engine
// (with the user's policies) and declared cluster, in the order that lets
// each see the others: the configuration names policies, the policies'
// rules are then known to the configuration, and flags win over the file.
func prepareRun(ctx context.Context, fs *pflag.FlagSet, rs runSettings, failOn *finding.Severity, io IO) (*preparedRun, error) {
	version, notice, err := volcano.Resolve(rs.volcano)
	if err != nil {
		return nil, usagef("--volcano-version: %v", err)
	}
	run := &preparedRun{env: rule.Env{Volcano: volcano.For(version)}}
	if notice != "" {
		run.warnings = append(run.warnings, "--volcano-version "+rs.volcano+": "+notice)
	}
	run.lopts = linter.Options{Paths: fs.Args(), Stdin: io.Stdin, StdinName: rs.stdinName, Workers: rs.workers, Env: &run.env, HelmLimits: rs.helm}
	if run.lopts.Kustomize, err = rs.kustomize.limits(); err != nil {
		return nil, err
	}
	var cfg *config.Config
	var pending config.Errors
	if rs.git != nil && rs.config == "" && !rs.noConfig {
		cfg, pending, err = loadGitConfig(rs.git)
		run.cfgSource = rs.git.tree.Describe()
	} else {
		cfg, pending, err = loadConfig(rs.config, rs.noConfig)
	}
	if err != nil {
		if errors.Is(err, errUsage) {
			return nil, err
		}
		return nil, configError{err}
	}
	po := policyOptions{dirs: policyDirs(rs.policies, cfg), timeout: rs.policyTimeout}
	if run.cfgSource != "" && cfg != nil {
		// The tree's configuration names directories of the tree.
		po.dirs, po.tree, po.treeDirs = rs.policies, rs.git.tree, cfg.Policies
	}
	run.eng, run.policyErr, err = newEngine(ctx, po)
	if err != nil {
		return nil, err
	}
	if run.policyErr != nil {
		fmt.Fprintf(io.Stderr, "vcqlint: error: %s\n", termsafe.Escape(run.policyErr.Error()))
	}
	run.cfg = cfg
	if err := finishConfig(cfg, pending, run.eng, &run.env); err != nil {
		return nil, configError{err}
	}
	if cfg != nil {
		for _, n := range cfg.Notices {
			run.warnings = append(run.warnings, n.Error())
		}
	}
	applyConfig(cfg, fs, failOn, &run.env, &run.lopts)
	if err := rs.rules.apply(run.eng, &run.lopts.Rules); err != nil {
		return nil, err
	}
	if err := declareClusterFlag(rs.cluster, &run.env); err != nil {
		return nil, err
	}
	declareClusters(cfg, fs, &run.env, &run.lopts)
	if err := run.contain(rs.config, fs.Args()); err != nil {
		return nil, err
	}
	return run, nil
}

// helmBudget reads --helm-timeout and --helm-memory.
func helmBudget(timeout time.Duration, memory string) (sandbox.Limits, error) {
	return budgetFlags("helm", timeout, memory)
}

// budgetFlags reads a sandbox budget given as --NAME-timeout and
// --NAME-memory.
func budgetFlags(name string, timeout time.Duration, memory string) (sandbox.Limits, error) {
	if timeout <= 0 {
		return sandbox.Limits{}, usagef("--%s-timeout: %s is not a positive duration", name, timeout)
	}
	q, err := resource.ParseQuantity(memory)
	if err != nil || q.Sign() <= 0 || q.Cmp(resource.MustParse("16Mi")) < 0 {
		return sandbox.Limits{}, usagef("--%s-memory: %q is not a memory size of at least 16Mi, such as 2Gi", name, memory)
	}
	return sandbox.Limits{Time: timeout, Memory: q.Value()}, nil
}

// contain sets the run's boundary: the roots its input may be read from and
// written to, and worker processes for what the input controls
// (docs/security.md). configFlag is --config; named are the paths given.
func (r *preparedRun) contain(configFlag string, named []string) error {
	cwd, err := os.Getwd()
	if err != nil {
		return fmt.Errorf("working directory: %w", err)
	}
	if configFlag != "" {
		named = append(append([]string(nil), named...), configFlag)
	}
	if r.lopts.Roots, err = boundary.Discover(cwd, configPath(r.cfg), named); err != nil {
		return err
	}
	if r.lopts.Sandbox, err = sandbox.New(sandbox.Options{Workers: r.lopts.Workers}); err != nil {
		_ = r.lopts.Roots.Close()
		return err
	}
	return nil
}

// close releases the run's roots and stops its workers.
func (r *preparedRun) close() {
	if r.lopts.Sandbox != nil {
		_ = r.lopts.Sandbox.Close()
	}
	if r.lopts.Roots != nil {
		_ = r.lopts.Roots.Close()
	}
}

// runMode says what a lint-shaped command does once its input is loaded.
type runMode int

const (
	modeLint  runMode = iota
	modeInput         // print the policy input document instead of linting
)

// runLintMode runs the lint command, or input, on flags fs has parsed
// into o: it loads the configuration and the rules, lints (and fixes, with
// --fix), then writes the report and says the exit code.
func runLintMode(ctx context.Context, fs *pflag.FlagSet, o *lintOptions, io IO, mode runMode) (int, error) {
	failOn, outs, err := parseReportFlags(o)
	if err != nil {
		return 0, err
	}
	helmLimits, err := helmBudget(o.helmTimeout, o.helmMemory)
	if err != nil {
		return 0, err
	}
	git, err := openGit(ctx, o.git)
	if err != nil {
		return 0, err
	}
	run, err := prepareRun(ctx, fs, runSettings{
		volcano: o.volcano, cluster: o.cluster, config: o.config, noConfig: o.noConfig,
		stdinName: o.stdinName, workers: o.workers, policies: o.policies, policyTimeout: o.policyTimeout,
		helm: helmLimits, kustomize: o.kustomize, rules: o.rules, git: git,
	}, &failOn, io)
	if err != nil {
		var ce configError
		if errors.As(err, &ce) {
			return printConfigErrors(io.Stderr, ce.err), nil
		}
		return 0, err
	}
	defer run.close()
	warnings := announceRun(io, o, run)
	cwd, err := os.Getwd()
	if err != nil {
		return 0, fmt.Errorf("working directory: %w", err)
	}
	if err := o.fixes.check(o, run.lopts.Paths); err != nil {
		return 0, err
	}
	gitPlan, err := planGit(ctx, o.git, git, run.lopts.Paths, cwd, &run.lopts)
	if err != nil {
		return 0, err
	}
	if mode == modeInput {
		return printInput(io, run.lopts, run.env)
	}
	if err := refuseOutputsOntoInputs(outs, run.lopts, configPath(run.cfg)); err != nil {
		return 0, err
	}
	resolve := needsEdits(o.fixes, outs)
	lint := func() (lintRun, error) { return lintOnce(ctx, run.eng, run.lopts, gitPlan, io, resolve) }
	lr, err := lint()
	if err != nil {
		return 0, err
	}
	fixed, done, code, err := o.fixes.run(io, lint, &lr, cwd, o.verbose, run.policyErr != nil)
	if done || err != nil {
		return code, err
	}
	rep, inputErr := lintReport(io, o, run, lr, fixed, warnings)
	tool := report.Tool{
		Version: rep.Version, Rules: run.eng.Rules(), Path: gitPlan.pathMapper(cwd),
		InputErrors: inputErrors(lr.runErr, lr.res.Diagnostics), FailOn: failOn,
	}
	colour := io.StdoutIsTerminal && !o.noColor && io.Getenv("NO_COLOR") == ""
	if err := writeOutputs(outs, rep, tool, io.Stdout, colour); err != nil {
		return 0, err
	}
	return exitCode(inputErr, lr.res.Findings, failOn), nil
}

// parseReportFlags reads --fail-on and the --format/--output pairs, and
// refuses two outputs onto one file.
func parseReportFlags(o *lintOptions) (finding.Severity, []output, error) {
	failOn, err := finding.ParseSeverity(o.failOn)
	if err != nil {
		return 0, nil, usagef("--fail-on: %v", err)
	}
	outs, err := parseOutputs(o.formats, o.outputs)
	if err != nil {
		return 0, nil, err
	}
	if err := refuseSharedOutputFile(outs); err != nil {
		return 0, nil, err
	}
	return failOn, outs, nil
}

// announceRun writes, before linting, where the configuration came from
// (with -v) and the setup's warnings, and returns the warnings for the
// report.
func announceRun(io IO, o *lintOptions, run *preparedRun) []string {
	if o.verbose {
		fmt.Fprintf(io.Stderr, "vcqlint: %s\n", termsafe.Escape(configSource(run, o.noConfig)))
	}
	warnings := setupWarnings(run)
	for _, w := range warnings {
		fmt.Fprintf(io.Stderr, "vcqlint: warning: %s\n", termsafe.Escape(w))
	}
	return warnings
}

// lintReport is the report of a lint run, after writing its input errors
// (and, with -v, notices) to stderr; inputErr says there was one, or a
// policy failed.
func lintReport(io IO, o *lintOptions, run *preparedRun, lr lintRun, fixed *fixOutcome, warnings []string) (rep report.Report, inputErr bool) {
	res := lr.res
	inputErr = lr.runErr != nil || run.policyErr != nil
	if printDiagnostics(io.Stderr, res.Diagnostics, o.verbose) {
		inputErr = true
	}
	rep = report.Report{
		Findings:    res.Findings,
		Summary:     report.Summarise(res.Files, res.Objects, res.Findings),
		Notes:       summaryNotes(run, res, o.verbose),
		Diagnostics: reportDiagnostics(lr.runErr, res.Diagnostics),
		Config:      configPath(run.cfg),
		Warnings:    warnings,
		Version:     buildinfo.Read().Version,
		// The default estate's release; clusters of the configuration
		// file may each name their own.
		VolcanoVersion: run.env.Volcano.Version.String(),
	}
	if lr.hidden > 0 {
		rep.Notes = append(rep.Notes, fmt.Sprintf("%s on lines unchanged since %s not shown (--new-from-rev)", plural(lr.hidden, "finding"), o.git.newFromRev))
	}
	rep.Notes = append(rep.Notes, fixNotes(fixed, res)...)
	return rep, inputErr
}

// exitCode is 2 after an input error, else 1 when a finding is at or
// above failOn, else 0.
func exitCode(inputErr bool, fs []finding.Finding, failOn finding.Severity) int {
	switch {
	case inputErr:
		return ExitError
	case hasFindingAtLeast(fs, failOn):
		return ExitFindings
	}
	return ExitClean
}

// printDiagnostics writes input errors (and, when verbose, notices) to w as
// file:line:col: level: message, and reports whether there was an error.
func printDiagnostics(w io.Writer, ds []loader.Diagnostic, verbose bool) (inputErr bool) {
	for _, d := range ds {
		if d.Level == loader.LevelNotice && !verbose {
			continue
		}
		label := "error"
		if d.Level == loader.LevelNotice {
			label = "notice"
		} else {
			inputErr = true
		}
		if d.Pos.File == "" {
			fmt.Fprintf(w, "vcqlint: %s: %s\n", label, termsafe.Escape(d.Msg))
			continue
		}
		fmt.Fprintf(w, "%s: %s: %s\n", termsafe.Escape(d.Pos.String()), label, termsafe.Escape(d.Msg))
	}
	return inputErr
}

// summaryNotes are the lines under the summary: what was ignored, skipped,
// excluded or suppressed, each said once.
func summaryNotes(run *preparedRun, res *linter.Result, verbose bool) []string {
	var notes []string
	if note := report.IgnoredNote(res.Ignored); note != "" {
		notes = append(notes, note)
	}
	if n := countNotices(res.Diagnostics); n > 0 && !verbose {
		notes = append(notes, fmt.Sprintf("%d notices about skipped documents (-v shows them)", n))
	}
	notes = append(notes, configNotes(run.cfg, res)...)
	if res.Model != nil {
		if note := skippedNote(skippedEverywhere(run, res)); note != "" {
			notes = append(notes, note)
		}
	}
	return notes
}

func countNotices(ds []loader.Diagnostic) int {
	n := 0
	for _, d := range ds {
		if d.Level == loader.LevelNotice {
			n++
		}
	}
	return n
}

func hasFindingAtLeast(fs []finding.Finding, s finding.Severity) bool {
	for _, f := range fs {
		if f.Severity >= s {
			return true
		}
	}
	return false
}

// configPath is the configuration file's path, or "" without one.
func configPath(cfg *config.Config) string {
	if cfg == nil {
		return ""
	}
	return cfg.Path
}
