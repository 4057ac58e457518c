package cli

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/simulate"
	"github.com/vcqlint/vcqlint/internal/tree/table"
)

// runSimulate is `vcqlint simulate`.
// simulateOptions are the flags of simulate beside the queue flags.
type simulateOptions struct {
	plugin, format string
	demands        []string
	trace          bool
}

func runSimulate(ctx context.Context, fs *pflag.FlagSet, o *queueFlags, so simulateOptions, io IO) (int, error) {
	plugin, format, demands, trace := so.plugin, so.format, so.demands, so.trace
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
	in, err := loadQueues(ctx, fs, o, io)
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
