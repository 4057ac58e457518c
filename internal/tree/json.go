package tree

import (
	"io"

	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/simulate"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// The JSON shape of `vcqlint tree --format json` (a contract; see
// docs/tree-simulate.md). Quantities are Kubernetes canonical strings ("12800m", "64Gi");
// computed values may also be "unlimited" or "unknown" (the cluster total
// is not declared). Only the selected resources (--resource) appear.
type jsonTree struct {
	VolcanoVersion string      `json:"volcanoVersion"`
	Plugin         string      `json:"plugin"`
	Cluster        jsonCluster `json:"cluster"`
	Resources      []string    `json:"resources"`
	Queues         []jsonQueue `json:"queues"`
	Events         []jsonEvent `json:"events"`
}

type jsonCluster struct {
	Known       bool              `json:"known"`
	Allocatable map[string]string `json:"allocatable"`
	Sources     []string          `json:"sources"`
}

type jsonQueue struct {
	Name   string `json:"name"`
	Parent string `json:"parent"`
	// Children are the names of the child queues, sorted.
	Children []string `json:"children"`
	// Depth is the distance from root, -1 when the queue does not reach it.
	Depth    int  `json:"depth"`
	Implicit bool `json:"implicit"`
	// Capability, Deserved, Guarantee are as declared.
	Capability map[string]string `json:"capability"`
	Deserved   map[string]string `json:"deserved"`
	Guarantee  map[string]string `json:"guarantee"`
	// ChildrenSum adds the children's declared values up.
	ChildrenSum jsonSums `json:"childrenSum"`
	// EffectiveCapability is what the plugin uses after inheritance;
	// Inherited names the inherited resources.
	EffectiveCapability map[string]string `json:"effectiveCapability"`
	Inherited           []string          `json:"inherited"`
	RealCapability      map[string]string `json:"realCapability"`
	Findings            []jsonFinding     `json:"findings"`
}

type jsonSums struct {
	Capability map[string]string `json:"capability"`
	Deserved   map[string]string `json:"deserved"`
	Guarantee  map[string]string `json:"guarantee"`
}

type jsonFinding struct {
	Rule     string `json:"rule"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
	File     string `json:"file"`
	Line     int    `json:"line"`
	Column   int    `json:"column"`
	// Field and Resource name the value the finding points at ("" when it
	// is about the queue as a whole or a whole field).
	Field    string `json:"field"`
	Resource string `json:"resource"`
}

type jsonEvent struct {
	Kind      string   `json:"kind"`
	Queue     string   `json:"queue"`
	Resources []string `json:"resources"`
	Message   string   `json:"message"`
	Volcano   string   `json:"volcano"`
}

// JSON writes the tree in its documented shape.
func JSON(w io.Writer, t *Tree) error {
	out := jsonTree{
		VolcanoVersion: t.Volcano.Version.String(), Plugin: string(t.Plugin),
		Cluster:   jsonCluster{Known: t.Cluster != nil, Allocatable: map[string]string{}, Sources: []string{}},
		Resources: t.Names, Queues: []jsonQueue{}, Events: []jsonEvent{},
	}
	if t.Cluster != nil {
		out.Cluster.Allocatable = t.declared(t.Cluster.Allocatable)
		out.Cluster.Sources = append(out.Cluster.Sources, t.Cluster.Sources...)
	}
	for _, n := range t.Nodes {
		q := jsonQueue{
			Name: n.Name, Parent: n.Parent, Children: []string{}, Depth: n.Depth, Implicit: n.Implicit,
			Capability: t.declared(n.Capability), Deserved: t.declared(n.Deserved), Guarantee: t.declared(n.Guarantee),
			ChildrenSum: jsonSums{
				Capability: t.declared(n.ChildrenSum.Capability), Deserved: t.declared(n.ChildrenSum.Deserved),
				Guarantee: t.declared(n.ChildrenSum.Guarantee),
			},
			EffectiveCapability: t.computed(n.Effective), Inherited: t.selected(n.Inherited),
			RealCapability: t.computed(n.RealCapability), Findings: []jsonFinding{},
		}
		for _, c := range n.Children {
			q.Children = append(q.Children, c.Name)
		}
		if n.Depth < 0 {
			q.EffectiveCapability, q.RealCapability = map[string]string{}, map[string]string{}
		}
		for _, m := range n.Marks {
			f := m.Finding
			q.Findings = append(q.Findings, jsonFinding{Rule: f.RuleID, Severity: f.Severity.String(), Message: f.Message,
				File: f.Pos.File, Line: f.Pos.Line, Column: f.Pos.Column, Field: m.Field, Resource: m.Resource})
		}
		out.Queues = append(out.Queues, q)
	}
	for _, e := range t.Events {
		rs := e.Resources
		if rs == nil {
			rs = []string{}
		}
		out.Events = append(out.Events, jsonEvent{Kind: e.Kind.String(), Queue: e.Queue, Resources: rs, Message: e.Message, Volcano: e.Volcano})
	}
	enc := termsafe.NewJSONEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func (t *Tree) declared(l resources.List) map[string]string {
	out := map[string]string{}
	for _, name := range t.Names {
		if q, ok := l[name]; ok {
			out[name] = q.String()
		}
	}
	return out
}

func (t *Tree) computed(r simulate.Resource) map[string]string {
	out := map[string]string{}
	for _, name := range t.Names {
		if a, ok := r.Get(name); ok {
			out[name] = simulate.Canonical(name, a)
		}
	}
	return out
}

func (t *Tree) selected(names []string) []string {
	out := []string{}
	for _, n := range names {
		for _, s := range t.Names {
			if s == n {
				out = append(out, n)
			}
		}
	}
	return out
}
