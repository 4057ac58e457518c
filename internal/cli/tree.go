package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/vcqlint/vcqlint/internal/session"
	"github.com/vcqlint/vcqlint/internal/termsafe"
	"github.com/vcqlint/vcqlint/internal/tree"
	"github.com/vcqlint/vcqlint/internal/tree/table"
)

// queueFlags are the flags the tree and simulate commands share with the
// lint command: they decide what is read and how the cluster and the
// target version are known.
type queueFlags struct {
	volcano    string
	cluster    string
	config     string
	noConfig   bool
	colour     colourFlags
	stdinName  string
	workers    int
	allowEmpty bool
	resources  []string
}

func (o *queueFlags) register(fs *pflag.FlagSet) {
	fs.StringVar(&o.volcano, "volcano-version", session.NewestVolcano(), "Volcano release the cluster runs, `X.Y[.Z]` (known "+session.VolcanoRange()+")")
	fs.StringVar(&o.cluster, "cluster", "", "declare the cluster's allocatable as `RES=QTY,...`, e.g. cpu=320,memory=1280Gi,nvidia.com/gpu=32 (wins over the config file and Node manifests)")
	fs.StringArrayVar(&o.resources, "resource", nil, "show only this `RESOURCE` (repeatable), e.g. --resource nvidia.com/gpu")
	fs.StringVar(&o.config, "config", "", "configuration `FILE` (default: .vcqlint.yaml or .vcqlint.yml found from the working directory up)")
	fs.BoolVar(&o.noConfig, "no-config", false, "use no configuration file")
	o.colour.register(fs)
	fs.StringVar(&o.stdinName, "stdin-filename", "<stdin>", "file `NAME` to report for input read from -")
	fs.IntVarP(&o.workers, "jobs", "j", 0, "`N` files read and parsed in parallel (default: number of CPUs)")
	fs.BoolVar(&o.allowEmpty, "allow-empty", false, "accept a named directory with no file to read (by default an input error)")
}

// settings are the session settings of the queue commands' flags.
func (o *queueFlags) settings(fs *pflag.FlagSet, io IO) session.Settings {
	return session.Settings{
		Volcano: changed(fs, "volcano-version", o.volcano),
		Cluster: o.cluster, Config: o.config, NoConfig: o.noConfig,
		Input:   session.Input{Paths: fs.Args(), Stdin: io.Stdin, StdinName: o.stdinName, Workers: o.workers, AllowEmpty: o.allowEmpty},
		Isolate: true,
	}
}

// loadQueues checks the shared flags, then lints as the lint command does
// (configuration file, --cluster, the engine with the configuration's
// policies), writing warnings and input errors to standard error. done
// says the configuration stopped the run (its problems are written).
func loadQueues(ctx context.Context, fs *pflag.FlagSet, o *queueFlags, io IO) (q *session.Queues, done bool, err error) {
	for _, r := range o.resources {
		if strings.TrimSpace(r) == "" {
			return nil, false, usagef("--resource: empty resource name")
		}
	}
	if err := o.colour.check(); err != nil {
		return nil, false, err
	}
	sess, done, err := open(ctx, o.settings(fs, io), io)
	if done || err != nil {
		return nil, done, err
	}
	defer sess.Close()
	for _, w := range sess.Warnings() {
		fmt.Fprintf(io.Stderr, "vcqlint: warning: %s\n", termsafe.Escape(w))
	}
	q, err = sess.LoadQueues(ctx)
	if err != nil {
		return nil, false, err
	}
	if q.RunErr != nil {
		fmt.Fprintf(io.Stderr, "vcqlint: %s\n", termsafe.Escape(q.RunErr.Error()))
	}
	printDiagnostics(io.Stderr, q.Diagnostics, false)
	return q, false, nil
}

// treeFormats are the formats of the tree command.
var treeFormats = []string{"text", "mermaid", "dot", "json", "markdown"}

// runTree is `vcqlint tree`.
func runTree(ctx context.Context, fs *pflag.FlagSet, o *queueFlags, format string, io IO) (int, error) {
	format = strings.ToLower(strings.TrimSpace(format))
	if !contains(treeFormats, format) {
		return 0, usagef("--format: unknown format %q (want %s)", format, strings.Join(treeFormats, ", "))
	}
	q, done, err := loadQueues(ctx, fs, o, io)
	if done || err != nil {
		return ExitError, err
	}
	colour := o.colour.on(io)
	if err := writeTrees(io.Stdout, format, q.Trees(o.resources), table.NewPalette(colour)); err != nil {
		return 0, fmt.Errorf("write tree: %w", err)
	}
	if q.InputError() {
		return ExitError, nil
	}
	return ExitClean, nil
}

// writeTrees writes the queue tree of each estate: one tree as before when
// the input is one cluster, else a heading per cluster before its tree
// (JSON: {"clusters": [{"name", "tree"}]}).
func writeTrees(w io.Writer, format string, trees []session.TreeView, p table.Palette) error {
	if len(trees) == 1 && trees[0].Cluster == "" {
		return writeTree(w, format, trees[0].Tree, p)
	}
	type named struct {
		Name string          `json:"name"`
		Tree json.RawMessage `json:"tree"`
	}
	var all []named
	for i, e := range trees {
		name := e.Cluster
		if name == "" {
			name = "default"
		}
		if format == "json" {
			var b bytes.Buffer
			if err := writeTree(&b, format, e.Tree, p); err != nil {
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
		if err := writeTree(w, format, e.Tree, p); err != nil {
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

// writeTree writes one estate's queue tree with its findings.
func writeTree(w io.Writer, format string, t *tree.Tree, p table.Palette) error {
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
	return tree.Text(w, t, p)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
