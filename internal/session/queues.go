package session

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/report"
	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/simulate"
	"github.com/vcqlint/vcqlint/internal/tree"
	"github.com/vcqlint/vcqlint/internal/tree/table"
)

// Queues is a lint pass as the queue views (tree, simulate) need it: the
// estates' models and the findings on them.
type Queues struct {
	res *linter.Result
	env rule.Env
	// RunErr is an error of the run itself (a policy failing while it
	// evaluated).
	RunErr error
	// Diagnostics are the input's problems and notices.
	Diagnostics []report.Diagnostic
	inputErr    bool
}

// LoadQueues lints the input for the queue views.
func (s *Session) LoadQueues(ctx context.Context) (*Queues, error) {
	o, err := s.Lint(ctx, LintOptions{})
	if err != nil {
		return nil, err
	}
	q := &Queues{res: o.res, RunErr: o.runErr, Diagnostics: o.Diagnostics(), inputErr: o.InputError()}
	main := o.res.Main()
	if main.Name == "" {
		main.Env = s.env
	}
	q.env = engine.WithCluster(main.Model, main.Env)
	return q, nil
}

// InputError reports whether some input could not be read or parsed, a
// policy failed, or the user's policies did not load.
func (q *Queues) InputError() bool { return q.inputErr }

// TreeView is one estate's queue tree.
type TreeView struct {
	// Cluster is the estate's cluster name; "" for the default estate.
	Cluster string
	Tree    *tree.Tree
}

// Trees are the queue trees of the estates that hold objects (the default
// one also when it is the only one), each with the findings on its
// queues; resources limits the columns (none: every resource).
func (q *Queues) Trees(resources []string) []TreeView {
	var out []TreeView
	for _, e := range shownEstates(q.res) {
		var fs []finding.Finding
		for _, f := range q.res.Findings {
			if f.Cluster == e.Name {
				fs = append(fs, f)
			}
		}
		env := engine.WithCluster(e.Model, e.Env)
		out = append(out, TreeView{Cluster: e.Name, Tree: tree.Build(e.Model, env.Volcano, env.Cluster, fs, tree.Options{Resources: resources})})
	}
	return out
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

// SimulationSettings say what to simulate: the plugin (--plugin:
// "proportion", "capacity", or "" for the one the input's scheduler
// configuration enables) and what queues request (--demand
// QUEUE=RESOURCE=QTY,...; by default every leaf queue requests its
// capability).
type SimulationSettings struct {
	plugin  string
	demands []demand
}

// NewSimulation checks the simulation's settings before any input is read.
func NewSimulation(plugin string, demands []string) (SimulationSettings, error) {
	plugin = strings.ToLower(strings.TrimSpace(plugin))
	if plugin != "" && plugin != string(simulate.Proportion) && plugin != string(simulate.Capacity) {
		return SimulationSettings{}, usagef("--plugin: unknown plugin %q (want proportion or capacity)", plugin)
	}
	st := SimulationSettings{plugin: plugin}
	for _, d := range demands {
		pd, err := parseDemand(d)
		if err != nil {
			return SimulationSettings{}, usagef("--demand %s: %v", d, err)
		}
		st.demands = append(st.demands, pd)
	}
	return st, nil
}

// Simulation is the scheduler's share computation replayed on the input.
type Simulation struct {
	res    *simulate.Result
	header [][2]string
}

// ErrNoCluster is a simulation without the cluster's size.
var ErrNoCluster = fmt.Errorf("simulate needs the cluster's size and none is declared: pass --cluster cpu=320,memory=1280Gi,nvidia.com/gpu=32, " +
	"add a cluster section to .vcqlint.yaml ('vcqlint init' writes one), or include Node manifests (kubectl get nodes -o yaml)")

// Simulate replays how the target release's proportion or capacity
// plugin shares the declared cluster among the queues; columns are the
// resources the header's cluster line shows (none: every resource).
func (q *Queues) Simulate(st SimulationSettings, columns []string) (*Simulation, error) {
	m, c := q.res.Main().Model, q.env.Cluster
	if c == nil {
		return nil, ErrNoCluster
	}
	choice, err := choosePlugin(st.plugin, m)
	if err != nil {
		return nil, usagef("%v", err)
	}
	queues := simulate.FromModel(m)
	if unknown := unknownTotals(c, queues); len(unknown) > 0 {
		return nil, fmt.Errorf("simulate needs the cluster's %s, which the queues name and the declared cluster (%s) does not state: add %s=... to --cluster, the cluster section or the Node manifests",
			strings.Join(unknown, " and "), c.SourceSummary(), unknown[0])
	}
	for _, d := range st.demands {
		if err := simulate.SetDemand(queues, d.queue, d.list); err != nil {
			return nil, usagef("--demand %s: %v", d.arg, err)
		}
	}
	simulate.DefaultDemand(queues, c.Allocatable)
	res := simulate.Run(choice.Plugin, simulate.Input{Queues: queues, Total: c.Allocatable, TotalKnown: true, Volcano: q.env.Volcano})
	names := columns
	if names == nil {
		names = res.Names
	}
	demandText := "every leaf queue requests its capability (the cluster total for cpu or memory it leaves unlimited)"
	if len(st.demands) > 0 {
		var set []string
		for _, d := range st.demands {
			set = append(set, d.queue)
		}
		demandText += "; --demand sets " + strings.Join(set, ", ")
	}
	header := [][2]string{
		{"plugin", choice.Why},
		{"cluster", simulate.FormatResource(res.Total, names) + " (" + c.SourceSummary() + ")"},
		{"demand", demandText},
	}
	return &Simulation{res: res, header: header}, nil
}

// unknownTotals are the totals the shares need that the declaration
// leaves unknown (--cluster nvidia.com/gpu=32 says nothing of cpu): cpu or
// memory a queue's quotas name. Taking them for 0 would report every
// such queue as starved.
func unknownTotals(c *cluster.Cluster, queues []simulate.Queue) []string {
	var out []string
	for _, name := range []string{resources.CPU, resources.Memory} {
		if c.Unknown(name) && namedByQuotas(queues, name) {
			out = append(out, name)
		}
	}
	return out
}

// namedByQuotas reports whether a queue's capability, deserved or
// guarantee names the resource.
func namedByQuotas(queues []simulate.Queue, name string) bool {
	for _, q := range queues {
		for _, l := range []resources.List{q.Capability, q.Deserved, q.Guarantee} {
			if _, ok := l[name]; ok {
				return true
			}
		}
	}
	return false
}

// Text writes the simulation for people: columns limits the resources
// shown, trace adds every round of the proportion plugin's loop.
func (s *Simulation) Text(w io.Writer, columns []string, trace bool, p table.Palette) error {
	return simulate.Text(w, s.res, simulate.TextOptions{Header: s.header, Resources: columns, Trace: trace, Palette: p})
}

// JSON writes the simulation as JSON (docs/tree-simulate.md).
func (s *Simulation) JSON(w io.Writer) error { return simulate.JSON(w, s.res) }

// Trouble reports whether the scheduler panics, halts, logs a hierarchy
// error or starves a queue.
func (s *Simulation) Trouble() bool { return s.res.Outcome() != "ok" }

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
