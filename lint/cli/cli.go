// Package cli is vcqlint's command line: flag parsing, subcommands, output
// and exit codes. It holds no state between calls, so tests run it in-process.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/mattn/go-isatty"
	"github.com/spf13/pflag"

	"github.com/vcqlint/vcqlint/lint/engine"
	"github.com/vcqlint/vcqlint/lint/finding"
	"github.com/vcqlint/vcqlint/lint/linter"
	"github.com/vcqlint/vcqlint/lint/loader"
	"github.com/vcqlint/vcqlint/lint/regoeval"
	"github.com/vcqlint/vcqlint/lint/report"
	"github.com/vcqlint/vcqlint/policies"
	"github.com/vcqlint/vcqlint/rules"
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

// Run executes one vcqlint invocation and returns its exit code.
func Run(ctx context.Context, args []string, io IO) int {
	if io.Getenv == nil {
		io.Getenv = func(string) string { return "" }
	}
	var err error
	var code int
	switch sub := firstArg(args); sub {
	case "rules":
		code, err = runRules(ctx, args[1:], io)
	case "explain":
		code, err = runExplain(ctx, args[1:], io)
	case "version":
		fmt.Fprintln(io.Stdout, versionLine())
	case "help":
		printUsage(io.Stdout, lintFlags(&lintOptions{}))
	default:
		code, err = runLint(ctx, args, io)
	}
	if err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return ExitClean
		}
		fmt.Fprintf(io.Stderr, "vcqlint: %v\n", err)
		if errors.Is(err, errUsage) {
			fmt.Fprintln(io.Stderr, "Run 'vcqlint --help' for usage.")
		}
		return ExitError
	}
	return code
}

func firstArg(args []string) string {
	if len(args) == 0 {
		return ""
	}
	return args[0]
}

// newEngine registers the Go rules and compiles the embedded policies.
func newEngine(ctx context.Context) (*engine.Engine, error) {
	mods, err := policies.Modules()
	if err != nil {
		return nil, fmt.Errorf("read built-in policies: %w", err)
	}
	pols, err := regoeval.Compile(ctx, mods)
	if err != nil {
		return nil, err
	}
	return engine.New(rules.All(), pols)
}

type lintOptions struct {
	format    string
	failOn    string
	noColor   bool
	stdinName string
	verbose   bool
	workers   int
}

func lintFlags(o *lintOptions) *pflag.FlagSet {
	fs := pflag.NewFlagSet("vcqlint", pflag.ContinueOnError)
	fs.StringVarP(&o.format, "format", "f", "text", "output format: text or json")
	fs.StringVar(&o.failOn, "fail-on", "error", "lowest severity that makes the exit code 1: error, warning or info")
	fs.BoolVar(&o.noColor, "no-color", false, "never colour text output (NO_COLOR is honoured too)")
	fs.StringVar(&o.stdinName, "stdin-filename", "<stdin>", "file name to report for input read from -")
	fs.BoolVarP(&o.verbose, "verbose", "v", false, "also list every skipped document and notice")
	fs.IntVarP(&o.workers, "jobs", "j", 0, "files read and parsed in parallel (default: number of CPUs)")
	fs.SortFlags = false
	return fs
}

func printUsage(w io.Writer, fs *pflag.FlagSet) {
	fmt.Fprint(w, `vcqlint lints Volcano queues, jobs and scheduler configuration before they reach a cluster.

Usage:
  vcqlint [flags] [PATH...]     lint files, directories (recursive) or - for stdin; default .
  vcqlint rules [--format text|markdown|json]
  vcqlint explain RULE          full documentation of a rule (ID or name)
  vcqlint version

Flags:
`)
	fmt.Fprint(w, fs.FlagUsages())
	fmt.Fprint(w, `
Exit codes: 0 no finding at or above --fail-on, 1 findings, 2 usage or input error.
`)
}

func runLint(ctx context.Context, args []string, io IO) (int, error) {
	var o lintOptions
	fs := lintFlags(&o)
	fs.SetOutput(io.Stderr)
	fs.Usage = func() { printUsage(io.Stderr, fs) }
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			printUsage(io.Stdout, fs)
			return ExitClean, nil
		}
		return 0, usagef("%v", err)
	}
	failOn, err := finding.ParseSeverity(o.failOn)
	if err != nil {
		return 0, usagef("--fail-on: %v", err)
	}
	if o.format != "text" && o.format != "json" {
		return 0, usagef("--format: unknown format %q (want text or json)", o.format)
	}
	eng, err := newEngine(ctx)
	if err != nil {
		return 0, err
	}
	res, err := linter.Run(ctx, eng, linter.Options{
		Paths: fs.Args(), Stdin: io.Stdin, StdinName: o.stdinName, Workers: o.workers,
	})
	if err != nil {
		fmt.Fprintf(io.Stderr, "vcqlint: %v\n", err)
	}
	inputErr := err != nil
	for _, d := range res.Diagnostics {
		if d.Level == loader.LevelNotice && !o.verbose {
			continue
		}
		label := "error"
		if d.Level == loader.LevelNotice {
			label = "notice"
		} else {
			inputErr = true
		}
		if d.Pos.File == "" {
			fmt.Fprintf(io.Stderr, "vcqlint: %s: %s\n", label, d.Msg)
			continue
		}
		fmt.Fprintf(io.Stderr, "%s: %s: %s\n", d.Pos, label, d.Msg)
	}
	rep := report.Report{
		Findings: res.Findings,
		Summary:  report.Summarise(res.Files, res.Objects, res.Findings),
	}
	if note := report.IgnoredNote(res.Ignored); note != "" {
		rep.Notes = append(rep.Notes, note)
	}
	if n := countNotices(res.Diagnostics); n > 0 && !o.verbose {
		rep.Notes = append(rep.Notes, fmt.Sprintf("%d notices about skipped documents (-v shows them)", n))
	}
	switch o.format {
	case "json":
		err = report.JSON(io.Stdout, rep)
	default:
		colour := io.StdoutIsTerminal && !o.noColor && io.Getenv("NO_COLOR") == ""
		err = report.Text(io.Stdout, rep, report.NewPalette(colour))
	}
	if err != nil {
		return 0, fmt.Errorf("write report: %w", err)
	}
	switch {
	case inputErr:
		return ExitError, nil
	case hasFindingAtLeast(res.Findings, failOn):
		return ExitFindings, nil
	}
	return ExitClean, nil
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

func versionLine() string {
	v, goVersion, opa := "(devel)", "", ""
	if bi, ok := debug.ReadBuildInfo(); ok {
		goVersion = bi.GoVersion
		if bi.Main.Version != "" {
			v = bi.Main.Version
		}
		for _, d := range bi.Deps {
			if d.Path == "github.com/open-policy-agent/opa" {
				opa = d.Version
			}
		}
	}
	return strings.TrimSpace(fmt.Sprintf("vcqlint %s (%s, OPA %s)", v, goVersion, opa))
}
