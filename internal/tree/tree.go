// Package tree shows the queue hierarchy: what each queue is promised
// (capability, deserved, guarantee, and the sums of its children beside
// them) and the real capability the target Volcano version's capacity
// plugin computes for it, with the findings of a lint run pinned to the
// queues and values they are about. It renders the tree as a terminal
// table, Mermaid, Graphviz DOT, JSON and a Markdown summary.
package tree

import (
	"sort"

	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/simulate"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// Fields of a queue a finding can point at.
const (
	FieldCapability = "capability"
	FieldDeserved   = "deserved"
	FieldGuarantee  = "guarantee"
)

// Fields in display order.
var Fields = []string{FieldCapability, FieldDeserved, FieldGuarantee}

// fieldPath is where a field's resource list is in a Queue.
func fieldPath(field string) []string {
	if field == FieldGuarantee {
		return []string{"spec", "guarantee", "resource"}
	}
	return []string{"spec", field}
}

// Mark is a finding pinned to a queue: to one value (Field and Resource
// set), to a whole field (Resource empty), or to the queue (both empty).
type Mark struct {
	Finding  finding.Finding
	Field    string
	Resource string
}

// Node is one queue.
type Node struct {
	Name string
	// Parent is the declared parent ("" for root).
	Parent string
	// Depth is the distance from root; -1 when the queue does not reach
	// root (its parent is missing or its parents loop).
	Depth    int
	Children []*Node
	// Implicit is the root Volcano creates when the input has none.
	Implicit bool
	Obj      *manifest.Object
	// Declared quotas as written (nil: unset).
	Capability, Deserved, Guarantee resources.List
	// ChildrenSum sums each quota over the children.
	ChildrenSum Sums
	// Effective is the capability the capacity plugin works with, after
	// inheriting from the parent (Inherited names those resources); for
	// root, the version's default.
	Effective simulate.Resource
	Inherited []string
	// RealCapability is what the capacity plugin computes.
	RealCapability simulate.Resource
	Marks          []Mark
	// last is whether the node is its parent's last child (drawing).
	last bool
}

// Sums are the children's quotas added up.
type Sums struct {
	Capability, Deserved, Guarantee resources.List
}

// Declared returns a declared quota list by field name.
func (n *Node) Declared(field string) resources.List {
	switch field {
	case FieldCapability:
		return n.Capability
	case FieldDeserved:
		return n.Deserved
	}
	return n.Guarantee
}

// Sum returns the children's sum of a field.
func (s Sums) Sum(field string) resources.List {
	switch field {
	case FieldCapability:
		return s.Capability
	case FieldDeserved:
		return s.Deserved
	}
	return s.Guarantee
}

// IsInherited reports whether a capability resource is inherited.
func (n *Node) IsInherited(name string) bool {
	for _, x := range n.Inherited {
		if x == name {
			return true
		}
	}
	return false
}

// Tree is the queue hierarchy with its computed values.
type Tree struct {
	Root *Node
	// Nodes are in tree order (root first, children by name, depth first),
	// then the queues that do not reach root, in input order.
	Nodes []*Node
	// Names are the resource columns, cpu and memory first.
	Names   []string
	Volcano volcano.Behaviour
	// Cluster is the declared cluster; nil when none is.
	Cluster *cluster.Cluster
	// Events are what the capacity plugin does with the tree: failed
	// checks, panics (simulate.RunHierarchy).
	Events []simulate.Event
	// Plugin is the computation behind RealCapability.
	Plugin simulate.Plugin
	// HierarchyConfigured is whether the input's scheduler configuration
	// enables the capacity plugin with enableHierarchy.
	HierarchyConfigured bool
	// HasQueues is false when the input defines no Queue at all.
	HasQueues bool
	// Findings are all the findings pinned to some queue, sorted.
	Findings []finding.Finding
}

// Options shape a tree.
type Options struct {
	// Resources limits the resource columns; empty means every resource
	// the queues mention.
	Resources []string
}

// Build makes the tree of m for the target version b, with the declared
// cluster c (nil when none) and the findings of a lint run over m.
func Build(m *model.Model, b volcano.Behaviour, c *cluster.Cluster, findings []finding.Finding, opt Options) *Tree {
	t := &Tree{Volcano: b, Cluster: c, HierarchyConfigured: simulate.HierarchyEnabled(m)}
	in := simulate.Input{Queues: simulate.FromModel(m), Volcano: b}
	if c != nil {
		in.Total, in.TotalKnown = c.Allocatable, true
	}
	var res *simulate.Result
	if b.HierarchySupported {
		res = simulate.RunHierarchy(in)
	} else {
		// Before 1.11 there is no hierarchy: every queue is flat, and the
		// flat plugins compute real capability for every queue with jobs.
		for i := range in.Queues {
			in.Queues[i].HasDemand = in.Queues[i].Name != model.RootQueue
		}
		res = simulate.RunCapacity(in)
	}
	t.Plugin, t.Events = res.Plugin, res.Events

	// One lookup per queue: Result.Queue scans, which is quadratic on a
	// 50,000-queue chain.
	simulated := make(map[string]*simulate.QueueResult, len(res.Queues))
	for _, r := range res.Queues {
		if _, dup := simulated[r.Name]; !dup {
			simulated[r.Name] = r
		}
	}
	byName := map[string]*Node{}
	for _, q := range m.Queues {
		n := &Node{Name: q.Name, Parent: q.ParentName, Depth: q.Depth, Implicit: q.Implicit(), Obj: q.Obj}
		if q.Spec != nil {
			t.HasQueues = true
			s := q.Spec.Spec
			n.Capability, n.Deserved, n.Guarantee = s.Capability, s.Deserved, s.Guarantee.Resource
		}
		if r, ok := simulated[q.Name]; ok {
			n.Effective, n.Inherited, n.RealCapability = r.Capability, r.Inherited, r.RealCapability
		}
		byName[q.Name] = n
	}
	t.Root = byName[model.RootQueue]
	for _, q := range m.Queues {
		n := byName[q.Name]
		for _, c := range q.Children {
			n.Children = append(n.Children, byName[c.Name])
		}
		for i, c := range n.Children {
			c.last = i == len(n.Children)-1
		}
		n.ChildrenSum = sums(q)
	}
	seen := map[*Node]bool{}
	var walk func(n *Node)
	walk = func(n *Node) {
		if seen[n] {
			return
		}
		seen[n] = true
		t.Nodes = append(t.Nodes, n)
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(t.Root)
	for _, q := range m.Queues {
		if n := byName[q.Name]; !seen[n] {
			seen[n] = true
			t.Nodes = append(t.Nodes, n)
		}
	}
	t.Names = columns(t.Nodes, opt.Resources)
	t.pin(findings)
	return t
}

func sums(q *model.Queue) Sums {
	s := Sums{Capability: resources.List{}, Deserved: resources.List{}, Guarantee: resources.List{}}
	for _, c := range q.Children {
		if c.Spec == nil {
			continue
		}
		s.Capability.Add(c.Spec.Spec.Capability)
		s.Deserved.Add(c.Spec.Spec.Deserved)
		s.Guarantee.Add(c.Spec.Spec.Guarantee.Resource)
	}
	return s
}

// columns are the resources to show: the ones asked for, else cpu, memory
// and every resource some queue sets.
func columns(nodes []*Node, asked []string) []string {
	if len(asked) > 0 {
		out := append([]string(nil), asked...)
		return out
	}
	set := map[string]bool{resources.CPU: true, resources.Memory: true}
	for _, n := range nodes {
		for _, l := range []resources.List{n.Capability, n.Deserved, n.Guarantee} {
			for name := range l {
				set[name] = true
			}
		}
	}
	names := make([]string, 0, len(set))
	for name := range set {
		names = append(names, name)
	}
	resources.SortNames(names)
	return names
}

// pin attaches each finding about a Queue object to its node: to the value
// it points at (the key or the value of spec.capability.cpu and the like),
// to a whole quota field, or to the queue.
func (t *Tree) pin(fs []finding.Finding) {
	byID := map[string]*Node{}
	for _, n := range t.Nodes {
		if n.Obj != nil {
			byID[n.Obj.ID()] = n
		}
	}
	type key struct {
		node            *Node
		field, resource string
	}
	at := map[finding.Position]key{}
	for _, n := range t.Nodes {
		if n.Obj == nil {
			continue
		}
		for _, f := range Fields {
			path := fieldPath(f)
			if v := n.Obj.Node(path...); v != nil {
				at[n.Obj.Pos(path...)] = key{n, f, ""}
				at[n.Obj.NodePos(v)] = key{n, f, ""}
			}
			for name := range n.Declared(f) {
				p := append(append([]string(nil), path...), name)
				if v := n.Obj.Node(p...); v != nil {
					at[n.Obj.Pos(p...)] = key{n, f, name}
					at[n.Obj.NodePos(v)] = key{n, f, name}
				}
			}
		}
	}
	for _, f := range fs {
		n, ok := byID[f.Object]
		if !ok {
			continue
		}
		mark := Mark{Finding: f}
		if k, ok := at[f.Pos]; ok && k.node == n {
			mark.Field, mark.Resource = k.field, k.resource
		}
		n.Marks = append(n.Marks, mark)
		t.Findings = append(t.Findings, f)
	}
	sort.Slice(t.Findings, func(i, j int) bool { return t.Findings[i].Less(t.Findings[j]) })
}

// MarksAt returns the marks on one value of a node: those pinned to the
// value and those pinned to its whole field.
func (n *Node) MarksAt(field, resource string) []Mark {
	var out []Mark
	for _, m := range n.Marks {
		if m.Field == field && (m.Resource == resource || m.Resource == "") {
			out = append(out, m)
		}
	}
	return out
}

// Worst is the most severe finding on the node, 0 when it has none.
func (n *Node) Worst() finding.Severity {
	var w finding.Severity
	for _, m := range n.Marks {
		if m.Finding.Severity > w {
			w = m.Finding.Severity
		}
	}
	return w
}

// RuleIDs lists the node's rule IDs, sorted, each once.
func (n *Node) RuleIDs() []string {
	set := map[string]bool{}
	for _, m := range n.Marks {
		set[m.Finding.RuleID] = true
	}
	ids := make([]string, 0, len(set))
	for id := range set {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}
