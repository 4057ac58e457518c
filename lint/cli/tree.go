package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/vcqlint/vcqlint/lint/engine"
	"github.com/vcqlint/vcqlint/lint/finding"
	"github.com/vcqlint/vcqlint/lint/linter"
	"github.com/vcqlint/vcqlint/lint/rule"
	"github.com/vcqlint/vcqlint/lint/termsafe"
	"github.com/vcqlint/vcqlint/lint/tree"
	"github.com/vcqlint/vcqlint/lint/tree/table"
	"github.com/vcqlint/vcqlint/lint/volcano"
)

// queueFlags are the flags the tree and simulate commands share with the
// lint command: they decide what is read and how the cluster and the
// target version are known.
type queueFlags struct {
	volcano   string
	cluster   string
	config    string
	noConfig  bool
	noColor   bool
	stdinName string
	workers   int
	resources []string
}

func (o *queueFlags) register(fs *pflag.FlagSet) {
	fs.StringVar(&o.volcano, "volcano-version", volcano.Newest().Short(), "Volcano release the cluster runs, X.Y or X.Y.Z (known "+volcano.KnownRange()+")")
	fs.StringVar(&o.cluster, "cluster", "", "declare the cluster's allocatable, e.g. cpu=320,memory=1280Gi,nvidia.com/gpu=32 (wins over the config file and Node manifests)")
	fs.StringArrayVar(&o.resources, "resource", nil, "show only this `RESOURCE` (repeatable), e.g. --resource nvidia.com/gpu")
	fs.StringVar(&o.config, "config", "", "configuration file (default: .vcqlint.yaml or .vcqlint.yml found from the working directory up)")
	fs.BoolVar(&o.noConfig, "no-config", false, "use no configuration file")
	fs.BoolVar(&o.noColor, "no-color", false, "never colour text output (NO_COLOR is honoured too)")
	fs.StringVar(&o.stdinName, "stdin-filename", "<stdin>", "file name to report for input read from -")
	fs.IntVarP(&o.workers, "jobs", "j", 0, "files read and parsed in parallel (default: number of CPUs)")
}

// queueInput is a lint run over the input, as the tree and simulate
// commands need it: the real engine's findings, the model and the cluster.
type queueInput struct {
	env rule.Env
	res *linter.Result
	// inputErr is set when some input could not be read or parsed (the
	// messages are already on standard error).
	inputErr bool
	colour   bool
}

// loadQueues parses the shared flags, then runs the linter as the lint
// command does (configuration file, --cluster, the engine with the
// configuration's policies), printing input errors to standard error.
func loadQueues(ctx context.Context, fs *pflag.FlagSet, o *queueFlags, io IO) (*queueInput, error) {
	for _, r := range o.resources {
		if strings.TrimSpace(r) == "" {
			return nil, usagef("--resource: empty resource name")
		}
	}
	var failOn finding.Severity
	run, err := prepareRun(ctx, fs, runSettings{
		volcano: o.volcano, cluster: o.cluster, config: o.config, noConfig: o.noConfig,
		stdinName: o.stdinName, workers: o.workers,
	}, &failOn, io)
	if err != nil {
		return nil, err
	}
	eng, env, lopts := run.eng, run.env, run.lopts
	in := &queueInput{colour: io.StdoutIsTerminal && !o.noColor && io.Getenv("NO_COLOR") == "", inputErr: run.policyErr != nil}
	res, err := linter.Run(ctx, eng, lopts)
	if err != nil {
		fmt.Fprintf(io.Stderr, "vcqlint: %s\n", termsafe.Escape(err.Error()))
		in.inputErr = true
	}
	if printDiagnostics(io.Stderr, res.Diagnostics, false) {
		in.inputErr = true
	}
	in.env = engine.WithCluster(res.Model, env)
	in.res = res
	return in, nil
}

// treeFormats are the formats of the tree command.
var treeFormats = []string{"text", "mermaid", "dot", "json", "markdown"}

func printTreeUsage(w io.Writer, fs *pflag.FlagSet) {
	fmt.Fprint(w, `vcqlint tree shows the queue hierarchy: each queue's capability, deserved and
guarantee per resource, the sums of its children beside them, the real
capability the capacity plugin of the target Volcano version computes, and
the lint findings on each queue.

Usage:
  vcqlint tree [flags] [PATH...]

Flags:
`)
	fmt.Fprint(w, fs.FlagUsages())
	fmt.Fprint(w, `
Formats: text (a table for the terminal), mermaid (flowchart TD), dot
(Graphviz), json (documented in the README), markdown (a Mermaid block and a
findings table for a GitHub step summary; empty when the input has no Queue).
Exit codes: 0 shown, 2 usage or input error.
`)
}

// runTree is `vcqlint tree`.
func runTree(ctx context.Context, args []string, io IO) (int, error) {
	var o queueFlags
	var format string
	fs := pflag.NewFlagSet("vcqlint tree", pflag.ContinueOnError)
	fs.StringVarP(&format, "format", "f", "text", "output `FORMAT`: "+strings.Join(treeFormats, ", "))
	o.register(fs)
	fs.SortFlags = false
	if help, err := parseFlags(fs, args, io, printTreeUsage); help || err != nil {
		return ExitClean, err
	}
	format = strings.ToLower(strings.TrimSpace(format))
	if !contains(treeFormats, format) {
		return 0, usagef("--format: unknown format %q (want %s)", format, strings.Join(treeFormats, ", "))
	}
	in, err := loadQueues(ctx, fs, &o, io)
	if err != nil {
		var ce configError
		if errors.As(err, &ce) {
			return printConfigErrors(io.Stderr, ce.err), nil
		}
		return 0, err
	}
	t := tree.Build(in.res.Model, in.env.Volcano, in.env.Cluster, in.res.Findings, tree.Options{Resources: o.resources})
	switch format {
	case "mermaid":
		err = tree.Mermaid(io.Stdout, t)
	case "dot":
		err = tree.DOT(io.Stdout, t)
	case "json":
		err = tree.JSON(io.Stdout, t)
	case "markdown":
		err = tree.Markdown(io.Stdout, t)
	default:
		err = tree.Text(io.Stdout, t, table.NewPalette(in.colour))
	}
	if err != nil {
		return 0, fmt.Errorf("write tree: %w", err)
	}
	if in.inputErr {
		return ExitError, nil
	}
	return ExitClean, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
