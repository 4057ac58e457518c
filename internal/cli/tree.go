package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/termsafe"
	"github.com/vcqlint/vcqlint/internal/tree"
	"github.com/vcqlint/vcqlint/internal/tree/table"
	"github.com/vcqlint/vcqlint/internal/volcano"
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
	fs.StringVar(&o.volcano, "volcano-version", volcano.Newest().Short(), "Volcano release the cluster runs, `X.Y[.Z]` (known "+volcano.KnownRange()+")")
	fs.StringVar(&o.cluster, "cluster", "", "declare the cluster's allocatable as `RES=QTY,...`, e.g. cpu=320,memory=1280Gi,nvidia.com/gpu=32 (wins over the config file and Node manifests)")
	fs.StringArrayVar(&o.resources, "resource", nil, "show only this `RESOURCE` (repeatable), e.g. --resource nvidia.com/gpu")
	fs.StringVar(&o.config, "config", "", "configuration `FILE` (default: .vcqlint.yaml or .vcqlint.yml found from the working directory up)")
	fs.BoolVar(&o.noConfig, "no-config", false, "use no configuration file")
	fs.BoolVar(&o.noColor, "no-color", false, "never colour text output (NO_COLOR is honoured too)")
	fs.StringVar(&o.stdinName, "stdin-filename", "<stdin>", "file `NAME` to report for input read from -")
	fs.IntVarP(&o.workers, "jobs", "j", 0, "`N` files read and parsed in parallel (default: number of CPUs)")
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
	defer run.close()
	for _, w := range run.warnings {
		fmt.Fprintf(io.Stderr, "vcqlint: warning: %s\n", termsafe.Escape(w))
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
	main := res.Main()
	if main.Name == "" {
		main.Env = env
	}
	in.env = engine.WithCluster(main.Model, main.Env)
	in.res = res
	return in, nil
}

// treeFormats are the formats of the tree command.
var treeFormats = []string{"text", "mermaid", "dot", "json", "markdown"}

// runTree is `vcqlint tree`.
func runTree(ctx context.Context, fs *pflag.FlagSet, o *queueFlags, format string, io IO) (int, error) {
	format = strings.ToLower(strings.TrimSpace(format))
	if !contains(treeFormats, format) {
		return 0, usagef("--format: unknown format %q (want %s)", format, strings.Join(treeFormats, ", "))
	}
	in, err := loadQueues(ctx, fs, o, io)
	if err != nil {
		var ce configError
		if errors.As(err, &ce) {
			return printConfigErrors(io.Stderr, ce.err), nil
		}
		return 0, err
	}
	if err := writeTrees(io.Stdout, format, in, o.resources); err != nil {
		return 0, fmt.Errorf("write tree: %w", err)
	}
	if in.inputErr {
		return ExitError, nil
	}
	return ExitClean, nil
}

// writeTrees writes the queue tree of each estate: one tree as before when
// the input is one cluster, else a heading per cluster before its tree
// (JSON: {"clusters": [{"name", "tree"}]}).
func writeTrees(w io.Writer, format string, in *queueInput, resources []string) error {
	estates := shownEstates(in.res)
	if len(estates) == 1 && estates[0].Name == "" {
		return writeTree(w, format, in, estates[0], resources)
	}
	type named struct {
		Name string          `json:"name"`
		Tree json.RawMessage `json:"tree"`
	}
	var all []named
	for i, e := range estates {
		name := e.Name
		if name == "" {
			name = "default"
		}
		if format == "json" {
			var b bytes.Buffer
			if err := writeTree(&b, format, in, e, resources); err != nil {
				return err
			}
			all = append(all, named{Name: name, Tree: b.Bytes()})
			continue
		}
		if i > 0 {
			fmt.Fprintln(w)
		}
		// A cluster's name comes from the configuration, which a pull
		// request can change.
		name = termsafe.Escape(name)
		switch format {
		case "markdown":
			fmt.Fprintf(w, "## Cluster %s\n\n", name)
		case "mermaid":
			fmt.Fprintf(w, "%%%% cluster %s\n", name)
		case "dot":
			fmt.Fprintf(w, "// cluster %s\n", name)
		default:
			fmt.Fprintf(w, "Cluster %s\n", name)
		}
		if err := writeTree(w, format, in, e, resources); err != nil {
			return err
		}
	}
	if format != "json" {
		return nil
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(struct {
		Clusters []named `json:"clusters"`
	}{all})
}

// shownEstates are the estates with objects, the default one also when
// it is the only one.
func shownEstates(res *linter.Result) []linter.Estate {
	var out []linter.Estate
	for _, e := range res.Estates {
		if len(e.Model.Objects) > 0 || len(res.Estates) == 1 {
			out = append(out, e)
		}
	}
	if len(out) == 0 {
		out = res.Estates[:1]
	}
	return out
}

// writeTree writes one estate's queue tree with its findings.
func writeTree(w io.Writer, format string, in *queueInput, e linter.Estate, resources []string) error {
	var fs []finding.Finding
	for _, f := range in.res.Findings {
		if f.Cluster == e.Name {
			fs = append(fs, f)
		}
	}
	env := engine.WithCluster(e.Model, e.Env)
	t := tree.Build(e.Model, env.Volcano, env.Cluster, fs, tree.Options{Resources: resources})
	switch format {
	case "mermaid":
		return tree.Mermaid(w, t)
	case "dot":
		return tree.DOT(w, t)
	case "json":
		return tree.JSON(w, t)
	case "markdown":
		return tree.Markdown(w, t)
	}
	return tree.Text(w, t, table.NewPalette(in.colour))
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
