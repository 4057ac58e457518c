package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/vcqlint/vcqlint/lint/model"
	"github.com/vcqlint/vcqlint/lint/resources"
	"github.com/vcqlint/vcqlint/lint/simulate"
	"github.com/vcqlint/vcqlint/lint/tree/table"
)

func printSimulateUsage(w io.Writer, fs *pflag.FlagSet) {
	fmt.Fprint(w, `vcqlint simulate replays how the target Volcano version's proportion or
capacity plugin shares the declared cluster among the input's queues: each
queue's real capability and deserved share, and where the scheduler panics
(proportion up to 1.11), halts or starves a queue.

Usage:
  vcqlint simulate [flags] [PATH...]

A cluster must be declared: --cluster, the cluster section of .vcqlint.yaml,
or Node manifests in the input. By default every leaf queue requests its
capability (the cluster total for cpu or memory it does not cap);
--demand QUEUE=RESOURCE=QTY,... sets one queue's demand (QUEUE= for none).

Flags:
`)
	fmt.Fprint(w, fs.FlagUsages())
	fmt.Fprint(w, `
Exit codes: 0 no panic, halt, logged hierarchy error or starved queue; 1 the
simulation reports one; 2 usage or input error, or no cluster declared.
`)
}

// runSimulate is `vcqlint simulate`.
func runSimulate(ctx context.Context, args []string, io IO) (int, error) {
	var o queueFlags
	var plugin, format string
	var demands []string
	var trace bool
	fs := pflag.NewFlagSet("vcqlint simulate", pflag.ContinueOnError)
	fs.StringVar(&plugin, "plugin", "", "plugin to simulate: proportion or capacity (default: the one the input's scheduler configuration enables)")
	fs.StringArrayVar(&demands, "demand", nil, "what a queue's jobs request, `QUEUE=RESOURCE=QTY,...` (repeatable; QUEUE= for nothing)")
	fs.StringVarP(&format, "format", "f", "text", "output `FORMAT`: text or json")
	fs.BoolVar(&trace, "trace", false, "also print every round of the proportion plugin's deserved loop (text)")
	o.register(fs)
	fs.SortFlags = false
	if help, err := parseFlags(fs, args, io, printSimulateUsage); help || err != nil {
		return ExitClean, err
	}
	format = strings.ToLower(strings.TrimSpace(format))
	if format != "text" && format != "json" {
		return 0, usagef("--format: unknown format %q (want text or json)", format)
	}
	plugin = strings.ToLower(strings.TrimSpace(plugin))
	if plugin != "" && plugin != string(simulate.Proportion) && plugin != string(simulate.Capacity) {
		return 0, usagef("--plugin: unknown plugin %q (want proportion or capacity)", plugin)
	}
	parsed := make([]demand, 0, len(demands))
	for _, d := range demands {
		pd, err := parseDemand(d)
		if err != nil {
			return 0, usagef("--demand %s: %v", d, err)
		}
		parsed = append(parsed, pd)
	}
	in, err := loadQueues(ctx, fs, &o, io)
	if err != nil {
		var ce configError
		if errors.As(err, &ce) {
			return printConfigErrors(io.Stderr, ce.err), nil
		}
		return 0, err
	}
	m, c := in.res.Main().Model, in.env.Cluster
	if c == nil {
		return 0, fmt.Errorf("simulate needs the cluster's size and none is declared: pass --cluster cpu=320,memory=1280Gi,nvidia.com/gpu=32, " +
			"add a cluster section to .vcqlint.yaml ('vcqlint init' writes one), or include Node manifests (kubectl get nodes -o yaml)")
	}
	choice, err := choosePlugin(plugin, m)
	if err != nil {
		return 0, usagef("%v", err)
	}
	queues := simulate.FromModel(m)
	for _, d := range parsed {
		if err := simulate.SetDemand(queues, d.queue, d.list); err != nil {
			return 0, usagef("--demand %s: %v", d.arg, err)
		}
	}
	simulate.DefaultDemand(queues, c.Allocatable)
	res := simulate.Run(choice.Plugin, simulate.Input{Queues: queues, Total: c.Allocatable, TotalKnown: true, Volcano: in.env.Volcano})
	if format == "json" {
		err = simulate.JSON(io.Stdout, res)
	} else {
		names := o.resources
		if names == nil {
			names = res.Names
		}
		demandText := "every leaf queue requests its capability (the cluster total for cpu or memory it leaves unlimited)"
		if len(parsed) > 0 {
			var set []string
			for _, d := range parsed {
				set = append(set, d.queue)
			}
			demandText += "; --demand sets " + strings.Join(set, ", ")
		}
		header := [][2]string{
			{"plugin", choice.Why},
			{"cluster", simulate.FormatResource(res.Total, names) + " (" + c.SourceSummary() + ")"},
			{"demand", demandText},
		}
		err = simulate.Text(io.Stdout, res, simulate.TextOptions{
			Header: header, Resources: o.resources, Trace: trace, Palette: table.NewPalette(in.colour),
		})
	}
	if err != nil {
		return 0, fmt.Errorf("write simulation: %w", err)
	}
	switch {
	case in.inputErr:
		return ExitError, nil
	case res.Outcome() != "ok":
		return ExitFindings, nil
	}
	return ExitClean, nil
}

// choosePlugin applies --plugin, or reads the input's configuration.
func choosePlugin(flag string, m *model.Model) (simulate.Choice, error) {
	switch flag {
	case "":
		return simulate.DetectPlugin(m)
	case string(simulate.Proportion):
		return simulate.Choice{Plugin: simulate.Proportion, Why: "proportion (--plugin)"}, nil
	}
	if simulate.HierarchyEnabled(m) {
		return simulate.Choice{Plugin: simulate.CapacityHierarchy, Why: "capacity (--plugin), with enableHierarchy as the input's configuration sets it"}, nil
	}
	for _, q := range m.Queues {
		if q.ParentName != "" && q.ParentName != model.RootQueue {
			return simulate.Choice{Plugin: simulate.CapacityHierarchy,
				Why: "capacity (--plugin) with hierarchy: the queues have parents, and no configuration in the input says otherwise"}, nil
		}
	}
	return simulate.Choice{Plugin: simulate.Capacity, Why: "capacity (--plugin), flat: no queue has a parent other than root"}, nil
}

// demand is one --demand value.
type demand struct {
	arg, queue string
	list       resources.List
}

// parseDemand reads QUEUE=RESOURCE=QTY,RESOURCE=QTY (QUEUE= for none).
func parseDemand(s string) (demand, error) {
	queue, rest, ok := strings.Cut(s, "=")
	queue = strings.TrimSpace(queue)
	if !ok || queue == "" {
		return demand{}, fmt.Errorf("want QUEUE=RESOURCE=QTY,... (e.g. team-a=cpu=10,memory=20Gi)")
	}
	d := demand{arg: s, queue: queue, list: resources.List{}}
	if strings.TrimSpace(rest) == "" {
		return d, nil
	}
	for _, item := range strings.Split(rest, ",") {
		name, value, ok := strings.Cut(item, "=")
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		if !ok || name == "" || value == "" {
			return demand{}, fmt.Errorf("%q is not RESOURCE=QTY", item)
		}
		if _, dup := d.list[name]; dup {
			return demand{}, fmt.Errorf("%s is given twice", name)
		}
		q, err := resources.ParseRepresentable(name, value)
		if err != nil {
			return demand{}, fmt.Errorf("%s=%s: %w", name, value, err)
		}
		if q.Sign() < 0 {
			return demand{}, fmt.Errorf("%s=%s: a demand cannot be negative", name, value)
		}
		d.list[name] = q
	}
	return d, nil
}
