// Package cluster is the cluster a run checks queues against: what it can
// allocate and, per node pool, the GPU facts (model, MIG strategy, MIG
// layout, time-slicing) that decide which GPU resources exist.
//
// It is declared three ways, merged in this order (the first that sets a
// value wins): the --cluster flag, the config file's `cluster:` section, and
// the Node manifests of the input (`kubectl get nodes -o yaml`), whose
// allocatable is summed and whose NVIDIA GPU feature discovery labels give
// the GPU facts. Every value remembers which of them it came from, so
// messages can say so.
package cluster

import (
	"fmt"
	"sort"
	"strings"

	"gopkg.in/inf.v0"
	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/gpu"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/resources"
)

// Spec is one declaration of the cluster: the --cluster flag, the config
// file's `cluster:` section, or the Node manifests of the input.
type Spec struct {
	// Source names the declaration in messages: "--cluster",
	// ".vcqlint.yaml", "Node manifests (3 nodes)".
	Source string
	// Allocatable are cluster-wide totals; they override the pools' sum.
	Allocatable resources.List
	// Pools are groups of identical nodes.
	Pools []*Pool
	// Obj is the config section as an object findings can point at; nil
	// for the flag and for Node manifests.
	Obj *manifest.Object
	// Problems are declaration problems found when the cluster is built
	// (a migConfig name nothing defines), reported by VCQ503.
	Problems []Problem
}

// Pool is a group of identical nodes.
type Pool struct {
	Name string
	// Nodes is how many nodes the pool has.
	Nodes int
	// PerNode is the allocatable of one node as declared (config file);
	// for Node manifests it is nil and Allocatable is their sum.
	PerNode resources.List
	// Allocatable is what the whole pool contributes to the cluster,
	// with the GPU resources the layout exposes added where the
	// declaration does not state them.
	Allocatable resources.List
	// GPU holds the pool's GPU facts; nil for pools without GPUs.
	GPU *GPU
	// Obj and Path locate the declaration: the config section and the
	// pool's path in it, or the pool's first Node.
	Obj  *manifest.Object
	Path []string
	// NodeObjs are the Node manifests of the pool (none for a config pool).
	NodeObjs []*manifest.Object
	// Source is the declaration the pool comes from.
	Source string
}

// GPU is what a pool's nodes have in GPUs.
type GPU struct {
	// Model is nil when the product is not in vcqlint's table.
	Model *gpu.Model
	// Product is the model as declared or the GFD product label.
	Product string
	// PerNode is the number of physical GPUs of a node; 0 when unknown.
	PerNode  int
	Strategy gpu.Strategy
	// StrategyPath locates the strategy in Pool.Obj (a label of the first
	// Node, or migStrategy in the config file).
	StrategyPath []string
	// ConfigName is the MIG configuration the pool selects (the
	// nvidia.com/mig.config label or migConfig); "" when none or inline.
	ConfigName string
	// ConfigPath locates the selection or the inline layout in Pool.Obj.
	ConfigPath []string
	// Layout is the resolved MIG layout; nil when MIG is off everywhere or
	// the named configuration could not be found (then LayoutMissing says
	// why).
	Layout        *Layout
	LayoutMissing string
	// Replicas is the time-slicing replica count; 0 or 1 means none.
	Replicas int
}

// MaxGPUsPerNode bounds the GPUs per node vcqlint models: real nodes have
// at most a few dozen, and the bound keeps absurd input from costing
// memory (a declaration above it is an error; a Node whose labels say more
// is treated as unknown).
const MaxGPUsPerNode = 1024

// States is the MIG state of each GPU of one node; ok is false when the
// GPU count or the layout is unknown.
func (g *GPU) States() ([]gpu.State, bool) {
	if g.PerNode <= 0 || g.PerNode > MaxGPUsPerNode {
		return nil, false
	}
	if g.Layout == nil {
		if g.LayoutMissing != "" {
			return nil, false
		}
		return make([]gpu.State, g.PerNode), true
	}
	states, _ := g.Layout.States(g.Model, g.PerNode)
	return states, true
}

// Exposure is what the device plugin advertises on one node of the pool.
func (g *GPU) Exposure() (gpu.Exposure, bool) {
	states, ok := g.States()
	if !ok {
		return gpu.Exposure{}, false
	}
	return gpu.Expose(g.Strategy, states, g.Replicas), true
}

// MIGEnabled is the number of GPUs of one node with MIG enabled.
func (g *GPU) MIGEnabled() (int, bool) {
	states, ok := g.States()
	if !ok {
		return 0, false
	}
	n := 0
	for _, s := range states {
		if s.Enabled {
			n++
		}
	}
	return n, true
}

// Describe summarises the pool's GPUs for messages, e.g. "pool a100: 1
// node × 8 A100-80GB GPUs, 4 MIG-enabled with 1g.10gb×7 (mig.config
// half-1g.10gb), strategy mixed".
func (p *Pool) Describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "pool %s: %s", p.Name, plural(p.Nodes, "node"))
	g := p.GPU
	if g == nil {
		return b.String()
	}
	name := g.Product
	if g.Model != nil {
		name = g.Model.ID
	}
	if g.PerNode > 0 {
		fmt.Fprintf(&b, " × %d %s GPUs", g.PerNode, name)
	} else {
		fmt.Fprintf(&b, " with %s GPUs", name)
	}
	if enabled, ok := g.MIGEnabled(); ok && enabled > 0 {
		fmt.Fprintf(&b, ", %d MIG-enabled with %s", enabled, g.layoutSummary())
	} else if g.LayoutMissing != "" {
		fmt.Fprintf(&b, ", MIG configuration %s unknown", g.ConfigName)
	}
	fmt.Fprintf(&b, ", strategy %s", g.Strategy)
	if g.Replicas > 1 {
		fmt.Fprintf(&b, ", time-slicing %d replicas", g.Replicas)
	}
	return b.String()
}

// layoutSummary describes the MIG-enabled GPUs' devices: "all-1g.10gb" for
// a uniform layout named after its profile, otherwise the per-GPU
// devices, with the configuration's name.
func (g *GPU) layoutSummary() string {
	states, _ := g.States()
	kinds := map[string]bool{}
	for _, s := range states {
		if s.Enabled {
			kinds[describeCounts(s.Counts)] = true
		}
	}
	names := make([]string, 0, len(kinds))
	for k := range kinds {
		names = append(names, k)
	}
	sort.Strings(names)
	summary := strings.Join(names, " or ")
	if g.Layout != nil && g.Layout.Name != "" {
		summary += " (mig.config " + g.Layout.Name + ")"
	}
	return summary
}

// Cluster is the merged declaration rules check against.
type Cluster struct {
	// Allocatable is the cluster's total per resource.
	Allocatable resources.List
	// Origin names the declaration each resource of Allocatable came from.
	Origin map[string]string
	// Pools are the node pools of the declaration that has them.
	Pools []*Pool
	// Sources are the declarations used, highest precedence first.
	Sources []string
	// Specs are the declarations merged, highest precedence first.
	Specs []*Spec
	// MIGConfigs are the mig-parted configurations found in the input.
	MIGConfigs []*MIGConfigFile
}

// HasGPUFacts reports whether some pool declares GPU facts (a model, a MIG
// strategy or layout), which the GPU/MIG rules need.
func (c *Cluster) HasGPUFacts() bool {
	if c == nil {
		return false
	}
	for _, p := range c.Pools {
		if p.GPU != nil {
			return true
		}
	}
	return false
}

// Describe renders one resource of the cluster for messages:
// "cpu 32 (Node manifests: 2 nodes)".
func (c *Cluster) Describe(name string) string {
	return name + " " + c.Amount(name)
}

// Amount renders the cluster's amount of a resource with its origin:
// "32 (Node manifests: 2 nodes)".
func (c *Cluster) Amount(name string) string {
	q, ok := c.Allocatable[name]
	if !ok {
		return "0 (the declared cluster has none)"
	}
	return fmt.Sprintf("%s (%s)", resources.Format(q), c.Origin[name])
}

// Unknown reports whether the declaration leaves a resource unknown rather
// than absent: every node has cpu and memory, so a declaration that does
// not state them (--cluster nvidia.com/gpu=32, a cluster section of GPUs
// alone) says nothing of them; an extended resource it does not state, no
// node offers.
func (c *Cluster) Unknown(name string) bool {
	_, ok := c.Allocatable[name]
	return !ok && resources.IsPrimary(name)
}

// Has reports whether the cluster has some of a resource.
func (c *Cluster) Has(name string) bool {
	q, ok := c.Allocatable[name]
	return ok && q.Sign() > 0
}

// SourceSummary lists the declarations, e.g. "--cluster, Node manifests (2 nodes)".
func (c *Cluster) SourceSummary() string { return strings.Join(c.Sources, ", ") }

// Resolve merges the declarations made outside the input (highest
// precedence first: --cluster, then the config file) with the input's Node
// manifests. Totals: the first declaration that states a resource wins;
// resources nobody states are the sum of the pools. Pools: those of the
// first declaration that has any. It returns nil when nothing declares a
// cluster. The declared Specs are not modified.
func Resolve(declared []*Spec, m *model.Model) *Cluster {
	cat := gpu.Default()
	migFiles := ReadMIGConfigs(m)
	var specs []*Spec
	for _, s := range declared {
		if s != nil {
			specs = append(specs, s.resolved(migFiles))
		}
	}
	if nodes := FromNodes(m, cat, migFiles); nodes != nil {
		specs = append(specs, nodes)
	}
	if len(specs) == 0 {
		return nil
	}
	c := &Cluster{Allocatable: resources.List{}, Origin: map[string]string{}, Specs: specs, MIGConfigs: migFiles}
	poolSource := ""
	for _, s := range specs {
		c.Sources = append(c.Sources, s.Source)
		if len(c.Pools) == 0 && len(s.Pools) > 0 {
			c.Pools, poolSource = s.Pools, s.Source
		}
	}
	for _, s := range specs {
		for name, q := range s.Allocatable {
			if _, set := c.Allocatable[name]; !set {
				c.Allocatable[name] = q.DeepCopy()
				c.Origin[name] = s.Source
			}
		}
	}
	sum := resources.List{}
	for _, p := range c.Pools {
		sum.Add(p.Allocatable)
	}
	for name, q := range sum {
		if _, set := c.Allocatable[name]; !set {
			c.Allocatable[name] = q
			c.Origin[name] = poolSource
		}
	}
	return c
}

// resolved copies a declared spec, resolving its pools' MIG configuration
// names against the input's mig-parted files and mig-parted's defaults and
// adding the GPU resources each pool's layout exposes.
func (s *Spec) resolved(files []*MIGConfigFile) *Spec {
	out := *s
	out.Problems = append([]Problem(nil), s.Problems...)
	out.Pools = make([]*Pool, len(s.Pools))
	for i, p := range s.Pools {
		cp := *p
		cp.Allocatable = resources.List{}
		for name, q := range p.PerNode {
			total := new(inf.Dec).Mul(q.AsDec(), inf.NewDec(int64(p.Nodes), 0))
			cp.Allocatable[name] = *resource.NewDecimalQuantity(*total, q.Format)
		}
		if p.GPU != nil {
			g := *p.GPU
			cp.GPU = &g
			if g.ConfigName != "" && g.Layout == nil {
				g.Layout, g.LayoutMissing = findLayout(g.ConfigName, g.Model, files)
				if g.Layout == nil && s.Obj != nil {
					out.Problems = append(out.Problems, Problem{Pos: s.Obj.Pos(g.ConfigPath...),
						Msg: fmt.Sprintf("pool %s: %s", p.Name, g.LayoutMissing)})
				}
			}
			if e, ok := g.Exposure(); ok {
				for name, n := range e.Resources {
					if _, stated := p.PerNode[name]; !stated {
						cp.Allocatable[name] = *resource.NewQuantity(n*int64(p.Nodes), resource.DecimalSI)
					}
				}
			}
		}
		out.Pools[i] = &cp
	}
	return &out
}

// findLayout resolves a MIG configuration name: first the mig-parted files
// of the input (as the MIG manager reads its ConfigMap), then mig-parted's
// default configuration names, which vcqlint derives for the model.
func findLayout(name string, m *gpu.Model, files []*MIGConfigFile) (*Layout, string) {
	for _, f := range files {
		if l, ok := f.Config(name); ok {
			return l, ""
		}
	}
	if m != nil {
		if l, ok := builtinLayout(m, name); ok {
			return l, ""
		}
	}
	where := "no mig-parted ConfigMap in the input defines it"
	if len(files) > 0 {
		var names []string
		for _, f := range files {
			for _, l := range f.Configs {
				names = append(names, l.Name)
			}
		}
		where = "the mig-parted ConfigMaps of the input define " + strings.Join(names, ", ")
	}
	if m != nil {
		return nil, fmt.Sprintf("MIG configuration %q is unknown: %s, and it is not one of mig-parted's default names for %s (all-disabled, all-enabled, all-balanced, all-<profile>)", name, where, m.ID)
	}
	return nil, fmt.Sprintf("MIG configuration %q is unknown: %s, and without a known GPU model its default layouts cannot be derived", name, where)
}

// Problem is a declaration problem at a position.
type Problem struct {
	Pos finding.Position
	Msg string
}

func (p Problem) String() string {
	if p.Pos.IsValid() {
		return p.Pos.String() + ": " + p.Msg
	}
	return p.Msg
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
