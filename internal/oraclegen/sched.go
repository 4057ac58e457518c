package oraclegen

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/inf.v0"

	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/simulate"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// SchedCluster is the one node the scheduler oracle's sessions run on
// (docs/oracle.md), as vcqlint's --cluster value.
const SchedCluster = "cpu=320,memory=1280Gi,nvidia.com/gpu=32"

// SchedVerdict is one line of the scheduler oracle's output: Volcano's
// capacity plugin with enableHierarchy, run once on all the queues of a case
// (admitted or not) plus root and default. Queues maps a queue to its
// capability, realCapability, deserved and guarantee, each a map from
// resource name to Volcano's unit (milli-cpu, bytes, scalar milli-units).
type SchedVerdict struct {
	File   string                                   `json:"file"`
	Ready  bool                                     `json:"ready"`
	Panic  string                                   `json:"panic,omitempty"`
	Logs   []string                                 `json:"logs"`
	Queues map[string]map[string]map[string]float64 `json:"queues"`
}

// ReadSchedVerdicts reads the scheduler oracle's JSONL, one line per file.
func ReadSchedVerdicts(path string) (map[string]SchedVerdict, error) {
	m, err := readJSONL(path, func(v SchedVerdict) (string, error) {
		if v.File == "" {
			return "", fmt.Errorf("a line without a file")
		}
		return v.File, nil
	})
	if err != nil {
		return nil, err
	}
	out := make(map[string]SchedVerdict, len(m))
	for f, vs := range m {
		if len(vs) != 1 {
			return nil, fmt.Errorf("%s: %d lines for %s, want one", path, len(vs), f)
		}
		out[f] = vs[0]
	}
	return out, nil
}

// SchedOutcome is what the scheduler does with a case: it runs, stops all
// scheduling (the plugin's session is not ready), or panics.
type SchedOutcome string

// The outcomes.
const (
	SchedRuns   SchedOutcome = "runs"
	SchedHalts  SchedOutcome = "halts"
	SchedPanics SchedOutcome = "panics"
)

// Outcome is Volcano's outcome of the session.
func (v SchedVerdict) Outcome() SchedOutcome {
	switch {
	case v.Panic != "":
		return SchedPanics
	case !v.Ready:
		return SchedHalts
	}
	return SchedRuns
}

// SchedSections are the queue attributes the comparison reads, in order.
var SchedSections = []string{"capability", "realCapability", "deserved", "guarantee"}

// SchedMismatch is one queue attribute on which vcqlint's simulation
// differs from Volcano's session.
type SchedMismatch struct {
	Queue    string `json:"queue"`
	Section  string `json:"section"`
	Resource string `json:"resource"`
	Volcano  string `json:"volcano"`
	Vcqlint  string `json:"vcqlint"`
}

// SchedComparison compares one case.
type SchedComparison struct {
	File string `json:"file"`
	// Volcano is the session's outcome; Simulated what `vcqlint simulate`
	// replays (capacity with hierarchy); Claimed what vcqlint's findings
	// state as an error when the input configures that plugin.
	Volcano, Simulated, Claimed SchedOutcome
	// Claims are the findings behind Claimed.
	Claims []Finding `json:",omitempty"`
	// Mismatches are the queue attributes that differ, compared only when
	// both Volcano and the simulation run to the end.
	Mismatches []SchedMismatch `json:",omitempty"`
	// Compared counts the queue attributes compared.
	Compared int
}

// SchedAgree says whether the simulation and the findings both agree with
// Volcano, and every compared value matches.
func (c SchedComparison) SchedAgree() bool {
	return c.Volcano == c.Simulated && c.Volcano == c.Claimed && len(c.Mismatches) == 0
}

// schedulerConf is the scheduler configuration the oracle's session runs:
// the capacity plugin with enableHierarchy. It is added to each case when
// vcqlint lints it, so that the rules state the consequence for that plugin.
const schedulerConf = `apiVersion: v1
kind: ConfigMap
metadata:
  name: volcano-scheduler-configmap
  namespace: volcano-system
data:
  volcano-scheduler.conf: |
    actions: "enqueue, allocate, backfill"
    tiers:
    - plugins:
      - name: priority
      - name: gang
    - plugins:
      - name: predicates
      - name: capacity
        enableHierarchy: true
      - name: nodeorder
`

// CompareSched runs vcqlint's simulation and lint on case c for the
// release line version (X.Y) and compares both with Volcano's session.
// work is a scratch directory.
func CompareSched(ctx context.Context, c Case, version, work string, v SchedVerdict) (SchedComparison, error) {
	return CompareSchedFiles(ctx, Name(c.Seed), c.Render(), version, work, v)
}

// CompareSchedFiles is CompareSched on the files of one cluster, by name.
func CompareSchedFiles(ctx context.Context, name string, files map[string][]byte, version, work string, v SchedVerdict) (SchedComparison, error) {
	out := SchedComparison{File: v.File, Volcano: v.Outcome()}
	res, err := SimulateFiles(files, version)
	if err != nil {
		return out, err
	}
	out.Simulated = simOutcome(res)
	fs, err := lintWithScheduler(ctx, name, files, version, work)
	if err != nil {
		return out, err
	}
	out.Claims, out.Claimed = claims(fs)
	if out.Volcano == SchedRuns && out.Simulated == SchedRuns {
		out.Mismatches, out.Compared = compareQueues(v, res)
	}
	return out, nil
}

// SimulateFiles replays the capacity plugin with hierarchy on the queues of
// files (one cluster), with no jobs (as the oracle's session has none), on
// SchedCluster.
func SimulateFiles(files map[string][]byte, version string) (*simulate.Result, error) {
	v, _, err := volcano.Resolve(version)
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	var objs []*manifest.Object
	for _, n := range names {
		f := loader.Load(n, files[n])
		objs = append(objs, f.Objects...)
	}
	m := model.Build(objs)
	spec, err := cluster.ParseFlag(SchedCluster)
	if err != nil {
		return nil, err
	}
	in := simulate.Input{Queues: simulate.FromModel(m), Total: spec.Allocatable, TotalKnown: true, Volcano: volcano.For(v)}
	return simulate.Run(simulate.CapacityHierarchy, in), nil
}

func simOutcome(r *simulate.Result) SchedOutcome {
	switch r.Worst() {
	case simulate.Panics:
		return SchedPanics
	case simulate.Halts:
		return SchedHalts
	}
	return SchedRuns
}

// lintWithScheduler lints the case beside schedulerConf, with the oracle's
// cluster declared.
func lintWithScheduler(ctx context.Context, name string, files map[string][]byte, version, work string) ([]Finding, error) {
	dir := filepath.Join(work, name+".d")
	if err := os.RemoveAll(dir); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	for file, b := range files {
		if err := os.WriteFile(filepath.Join(dir, file), b, 0o644); err != nil {
			return nil, err
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "zz-scheduler.yaml"), []byte(schedulerConf), 0o644); err != nil {
		return nil, err
	}
	return lintPath(ctx, version, SchedCluster, dir)
}

// claims reads what vcqlint's error findings say the scheduler does: a
// panic or crash, or that all scheduling stops. A warning states no
// consequence of the configured scheduler (rules/consequence.go), and a
// sentence that denies the panic does not claim one.
func claims(fs []Finding) ([]Finding, SchedOutcome) {
	outcome := SchedRuns
	var out []Finding
	for _, f := range fs {
		if f.Severity != "error" {
			continue
		}
		o := claimOf(f.Message)
		if o == SchedRuns {
			continue
		}
		out = append(out, f)
		if o == SchedPanics || outcome == SchedRuns {
			outcome = o
		}
	}
	return out, outcome
}

func claimOf(msg string) SchedOutcome {
	m := strings.ToLower(msg)
	for _, deny := range []string{"does not panic", "do not run proportion", "no longer"} {
		m = strings.ReplaceAll(m, deny, "")
	}
	switch {
	case strings.Contains(m, "panics"), strings.Contains(m, "crash"):
		return SchedPanics
	case strings.Contains(m, "stops all scheduling"), strings.Contains(m, "all scheduling stops"):
		return SchedHalts
	}
	return SchedRuns
}

// infiniteAt is the value from which Volcano's number stands for
// "unlimited": math.MaxFloat64 for cpu and memory, about math.MaxInt64 for
// a scalar (less what was subtracted from it).
var infiniteAt = new(big.Float).SetFloat64(1e18)

// compareQueues compares every queue Volcano's session holds with the
// simulation's, attribute by attribute. A scalar absent on one side counts
// as 0 there.
func compareQueues(v SchedVerdict, r *simulate.Result) ([]SchedMismatch, int) {
	byName := make(map[string]*simulate.QueueResult, len(r.Queues))
	for _, q := range r.Queues {
		byName[q.Name] = q
	}
	queues := make([]string, 0, len(v.Queues))
	for q := range v.Queues {
		queues = append(queues, q)
	}
	sort.Strings(queues)
	var out []SchedMismatch
	n := 0
	for _, name := range queues {
		sim, ok := byName[name]
		if !ok {
			if name == "default" {
				continue // not in the case: vcqlint does not model it
			}
			out = append(out, SchedMismatch{Queue: name, Section: "*", Volcano: "in the session", Vcqlint: "absent"})
			continue
		}
		if !sim.InSession && sim.Depth < 0 {
			// Off root's tree (a parent loop): Volcano keeps the queue's
			// attributes as newQueueAttr made them and never computes
			// them, and neither does the simulation.
			continue
		}
		if !sim.InSession {
			out = append(out, SchedMismatch{Queue: name, Section: "*", Volcano: "in the session", Vcqlint: "not computed"})
			continue
		}
		for _, sec := range SchedSections {
			want, recorded := v.Queues[name][sec]
			if !recorded {
				continue // a recorded corpus keeps deserved and realCapability
			}
			got := simSection(sim, sec)
			for _, res := range unionNames(want, got) {
				n++
				wv, gv := volcanoValue(want, res), simValue(got, res)
				if wv != gv {
					out = append(out, SchedMismatch{Queue: name, Section: sec, Resource: res, Volcano: wv, Vcqlint: gv})
				}
			}
		}
	}
	return out, n
}

func simSection(q *simulate.QueueResult, sec string) simulate.Resource {
	switch sec {
	case "capability":
		return q.Capability
	case "realCapability":
		return q.RealCapability
	case "deserved":
		return q.Deserved
	}
	return q.Guarantee
}

func unionNames(want map[string]float64, got simulate.Resource) []string {
	set := map[string]bool{resources.CPU: true, resources.Memory: true}
	for n := range want {
		set[n] = true
	}
	for _, n := range got.Names() {
		set[n] = true
	}
	out := make([]string, 0, len(set))
	for n := range set {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// volcanoValue renders Volcano's number in Volcano's unit: "inf" from
// infiniteAt, else the integer it holds (Volcano's values are whole
// milli-units and bytes).
func volcanoValue(m map[string]float64, name string) string {
	f, ok := m[name]
	if !ok {
		return "0"
	}
	bf := new(big.Float).SetFloat64(f)
	if bf.Cmp(infiniteAt) >= 0 {
		return "inf"
	}
	i, _ := bf.Int(nil)
	return i.String()
}

// simValue renders the simulation's amount in Volcano's unit.
func simValue(r simulate.Resource, name string) string {
	a, ok := r.Get(name)
	switch {
	case !ok:
		return "0"
	case a.IsInfinite():
		return "inf"
	case a.IsUnknown():
		return "unknown"
	}
	d := new(inf.Dec).Set(a.Dec())
	if name != resources.Memory && name != "pods" {
		d.Mul(d, inf.NewDec(1000, 0))
	}
	d.Round(d, 0, inf.RoundCeil)
	if d.Cmp(inf.NewDec(1_000_000_000_000_000_000, 0)) >= 0 {
		return "inf"
	}
	return strconv.FormatInt(d.UnscaledBig().Int64(), 10)
}

// SchedMatrix counts cases by Volcano's outcome (rows) and vcqlint's
// (columns).
type SchedMatrix map[SchedOutcome]map[SchedOutcome]int

// NewSchedMatrix returns an empty matrix.
func NewSchedMatrix() SchedMatrix { return SchedMatrix{} }

// Add counts one case.
func (m SchedMatrix) Add(volcano, vcqlint SchedOutcome) {
	if m[volcano] == nil {
		m[volcano] = map[SchedOutcome]int{}
	}
	m[volcano][vcqlint]++
}

// Disagreements counts the cases off the diagonal.
func (m SchedMatrix) Disagreements() int {
	n := 0
	for v, row := range m {
		for l, c := range row {
			if v != l {
				n += c
			}
		}
	}
	return n
}

// String renders the matrix as a small table.
func (m SchedMatrix) String() string {
	all := []SchedOutcome{SchedRuns, SchedHalts, SchedPanics}
	var b strings.Builder
	fmt.Fprintf(&b, "  %-8s", "")
	for _, l := range all {
		fmt.Fprintf(&b, " %7s", l)
	}
	b.WriteString("\n")
	for _, v := range all {
		fmt.Fprintf(&b, "  %-8s", v)
		for _, l := range all {
			fmt.Fprintf(&b, " %7d", m[v][l])
		}
		b.WriteString("\n")
	}
	return b.String()
}
