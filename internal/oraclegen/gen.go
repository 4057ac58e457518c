// Package oraclegen generates random Volcano queue trees for differential
// testing of vcqlint against Volcano's own admission code (docs/oracle.md).
// It is test tooling, not part of the linter: a Case is a pure function of its
// seed, so a recorded corpus needs only the seeds and Volcano's verdicts.
//
// The shapes follow the Python generator the first oracle runs used (random
// trees, clean trees with one perturbation) and add the ones the rules model:
// weights, states, hierarchy annotations, parents across files, sub-millicore
// values, zero-valued scalar keys the parent lacks, depth above five, root
// with quotas and guarantee-only parents.
package oraclegen

import (
	"math/rand/v2"
)

// Resources the generated quotas use: cpu and memory are Volcano's built-in
// dimensions, nvidia.com/gpu is a scalar (it takes a different code path).
var Resources = []string{"cpu", "memory", "nvidia.com/gpu"}

// Quota maps a resource to a value in base units (cpu millicores, memory MiB,
// GPUs) or, when Literal is set, to a quantity written as is.
type Quota map[string]Value

// Value is one quantity of a Quota.
type Value struct {
	N       int64
	Literal string
}

// Queue is one generated Queue document.
type Queue struct {
	Name, Parent       string
	Capability         Quota // nil: the section is absent
	Deserved           Quota
	Guarantee          Quota
	Weight             int // 0: no weight field
	State              string
	Hierarchy, Weights string // hierarchy annotations, both or neither
	File               int    // which file of a multi-file case holds it
}

// Case is one generated input: one file, or several (Files > 1) that make one
// cluster.
type Case struct {
	Seed      uint64
	Mode      []string
	Queues    []Queue
	Jobs      []Job      // job modes only (seeds from JobSeedBase)
	PodGroups []PodGroup // job modes only
	Files     int
}

// Perturbations applied to a clean tree, one per case. The first block is the
// Python generator's list; the second adds the shapes of issue 15.
var Perturbations = []string{
	"none", "child-cap-above-parent", "child-cap-above-grandparent",
	"child-cap-new-key", "sibling-deserved-sum", "sibling-guarantee-sum",
	"guarantee-above-deserved", "guarantee-key-missing-in-deserved", "guarantee-no-deserved",
	"deserved-above-capability", "guarantee-above-capability",
	"cap-cpu-zero", "cap-mem-zero", "child-deserved-key-parent-lacks",
	"child-guarantee-key-parent-lacks", "root-with-quota", "toplevel-sum-over",
	"parent-no-deserved", "self-parent", "missing-parent", "neg", "fracgpu", "bad-state",
	"equal-boundary", "milli-vs-unit", "zero-guarantee-no-deserved",

	"zero-scalar-key-parent-lacks", "annotation-prefix", "annotation-unrooted",
	"sub-milli-cap", "sub-milli-sum", "depth6", "state", "weights",
	"guarantee-only-parent", "root-with-guarantee", "parents-across-files",
}

type gen struct {
	r *rand.Rand
}

func (g *gen) pick(xs []string) string { return xs[g.r.IntN(len(xs))] }

func (g *gen) pickF(xs []float64) float64 { return xs[g.r.IntN(len(xs))] }

func (g *gen) chance(p float64) bool { return g.r.Float64() < p }

// Generate returns the case of a seed; the same seed always gives the same case.
func Generate(seed uint64) Case {
	if seed >= JobSeedBase {
		return generateJobs(seed)
	}
	g := &gen{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	c := Case{Seed: seed, Files: 1}
	if g.chance(0.6) {
		kind := g.pick(Perturbations)
		c.Mode = []string{kind}
		c.Queues = g.clean(kind, &c)
	} else {
		c.Mode = []string{"random"}
		c.Queues = g.random()
	}
	if g.chance(0.3) {
		g.r.Shuffle(len(c.Queues), func(i, j int) { c.Queues[i], c.Queues[j] = c.Queues[j], c.Queues[i] })
	}
	return c
}

func scale(res string, v int64, f float64) int64 {
	switch res {
	case "cpu":
		return roundTo(float64(v)*f, 500)
	case "memory":
		return roundTo(float64(v)*f, 512)
	}
	return roundTo(float64(v)*f, 1)
}

func roundTo(x float64, unit int64) int64 {
	n := int64(x/float64(unit) + 0.5)
	if x < 0 {
		n = int64(x/float64(unit) - 0.5)
	}
	return n * unit
}

func unit(res string) int64 {
	switch res {
	case "cpu":
		return 1000
	case "memory":
		return 1024
	}
	return 1
}

func (g *gen) baseValue(res string) int64 {
	switch res {
	case "cpu":
		return []int64{8, 16, 32, 64, 100}[g.r.IntN(5)] * 1000
	case "memory":
		return []int64{32, 64, 128, 256}[g.r.IntN(4)] * 1024
	}
	return []int64{2, 4, 8, 16}[g.r.IntN(4)]
}

func (g *gen) pickKeys(p float64) []string {
	var ks []string
	for _, r := range Resources {
		if g.chance(p) {
			ks = append(ks, r)
		}
	}
	return ks
}

type node struct {
	name   string
	parent int // -1: top level
	level  int
}

// tree is a chain that guarantees the depth, the rest attached at random levels.
func (g *gen) tree(minN, maxN, maxDepth int) []node {
	n := minN + g.r.IntN(maxN-minN+1)
	depth := 2 + g.r.IntN(min(maxDepth, n)-1)
	var nodes []node
	for lvl := 0; lvl < depth; lvl++ {
		p := -1
		if lvl > 0 {
			p = len(nodes) - 1
		}
		nodes = append(nodes, node{name: qname(len(nodes)), parent: p, level: lvl + 1})
	}
	for len(nodes) < n {
		cand := []int{-1}
		for i, nd := range nodes {
			if nd.level < depth {
				cand = append(cand, i)
			}
		}
		p := cand[g.r.IntN(len(cand))]
		lvl := 1
		if p >= 0 {
			lvl = nodes[p].level + 1
		}
		nodes = append(nodes, node{name: qname(len(nodes)), parent: p, level: lvl})
	}
	return nodes
}

func qname(i int) string { return "q" + itoa(int64(i)) }

func children(nodes []node) map[int][]int {
	ch := map[int][]int{}
	for i, nd := range nodes {
		ch[nd.parent] = append(ch[nd.parent], i)
	}
	return ch
}

func (g *gen) topParent() string { return g.pick([]string{"", "", "root"}) }

func (g *gen) weight() int { return []int{1, 1, 2, 4}[g.r.IntN(4)] }

func keep(q Quota, keys []string) Quota {
	out := Quota{}
	for _, k := range keys {
		if v, ok := q[k]; ok {
			out[k] = v
		}
	}
	return out
}

func (q Quota) get(r string) (int64, bool) {
	if q == nil {
		return 0, false
	}
	v, ok := q[r]
	if !ok || v.Literal != "" {
		return 0, false
	}
	return v.N, true
}

func set(q *Quota, r string, v int64) {
	if *q == nil {
		*q = Quota{}
	}
	(*q)[r] = Value{N: v}
}

func setLit(q *Quota, r, lit string) {
	if *q == nil {
		*q = Quota{}
	}
	(*q)[r] = Value{Literal: lit}
}
