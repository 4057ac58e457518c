package cluster

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/gpu"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/resources"
)

// ConfigKind is the kind of the object a config file's cluster section is
// presented as, so findings about it (an invalid MIG layout) can point at it.
const ConfigKind = manifest.KindClusterConfig

// ParseConfig reads the `cluster:` section of a config file as the loader
// decoded it (loader.ClusterSection: obj.Typed is the *api.ClusterSection,
// obj.Root the section), strictly: an unknown key, a value of the wrong
// type, a bad quantity, an unknown GPU model or strategy and a malformed MIG
// layout are problems at their file:line:col. A nil object, or a section
// that declares nothing, is no declaration (nil, no problems). The spec is
// returned even with problems, holding what was valid.
func ParseConfig(obj *manifest.Object) (*Spec, []Problem) {
	if obj == nil {
		return nil, nil
	}
	sec, ok := obj.Typed.(*api.ClusterSection)
	if !ok {
		return nil, nil
	}
	p := &configParser{file: obj.File, obj: obj}
	for _, dp := range sec.Problems {
		p.add(dp.Node, "%s", dp.Msg)
	}
	spec := &Spec{Source: obj.File, Obj: obj}
	spec.Allocatable = p.quantities(sec.Allocatable, []string{"allocatable"}, "cluster.allocatable")
	seen := map[string]int{}
	for i := range sec.NodePools {
		pool := p.pool(&sec.NodePools[i], i, seen)
		if pool != nil {
			spec.Pools = append(spec.Pools, pool)
		}
	}
	if len(spec.Allocatable) == 0 && len(spec.Pools) == 0 && len(p.problems) == 0 {
		return nil, nil
	}
	return spec, p.problems
}

type configParser struct {
	file     string
	obj      *manifest.Object
	problems []Problem
}

func (p *configParser) add(n *yaml.Node, format string, args ...any) {
	pos := finding.Position{File: p.file, Line: 1, Column: 1}
	if n != nil && n.Line > 0 {
		pos.Line, pos.Column = n.Line, n.Column
	}
	p.problems = append(p.problems, Problem{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// node is the value node at path below the section, or the deepest one
// that exists, for positions.
func (p *configParser) node(path ...string) *yaml.Node {
	n := p.obj.Node(path...)
	for n == nil && len(path) > 0 {
		path = path[:len(path)-1]
		n = p.obj.Node(path...)
	}
	return n
}

// key is the key node of path's last segment when it exists.
func (p *configParser) key(path ...string) *yaml.Node {
	if len(path) == 0 {
		return p.obj.Root
	}
	parent := p.obj.Node(path[:len(path)-1]...)
	if parent != nil && parent.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(parent.Content); i += 2 {
			if parent.Content[i].Value == path[len(path)-1] {
				return parent.Content[i]
			}
		}
	}
	return p.node(path...)
}

// quantities keeps the valid, non-negative quantities of a list; extended
// resources must be whole numbers.
func (p *configParser) quantities(l resources.List, path []string, where string) resources.List {
	if len(l) == 0 {
		return nil
	}
	out := resources.List{}
	for _, name := range l.Names() {
		q := l[name]
		at := p.key(append(append([]string(nil), path...), name)...)
		switch {
		case q.Sign() < 0:
			p.add(at, "%s.%s: %s is negative", where, name, resources.Format(q))
		case resources.IsExtended(name) && !whole(q):
			p.add(at, "%s.%s: %s is fractional; extended resources are counted in whole units", where, name, resources.Format(q))
		default:
			out[name] = q
		}
	}
	return out
}

func (p *configParser) pool(c *api.NodePool, i int, seen map[string]int) *Pool {
	base := []string{"nodePools", strconv.Itoa(i)}
	at := func(field string) *yaml.Node { return p.key(append(append([]string(nil), base...), field)...) }
	where := fmt.Sprintf("cluster.nodePools[%d]", i)
	ok := true
	if c.Name == "" {
		p.add(p.node(base...), "%s: name is required (it names the pool in messages)", where)
		ok = false
	} else if prev, dup := seen[c.Name]; dup {
		p.add(at("name"), "%s: pool name %q is already used by nodePools[%d]", where, c.Name, prev)
	} else {
		seen[c.Name] = i
		where = fmt.Sprintf("cluster.nodePools[%d] (%s)", i, c.Name)
	}
	pool := &Pool{Name: c.Name, Obj: p.obj, Path: base, Source: p.file}
	switch {
	case c.Count == nil:
		p.add(p.node(base...), "%s: count is required (the number of nodes in the pool)", where)
		ok = false
	case *c.Count < 1:
		p.add(p.node(append(base, "count")...), "%s.count: %d, want at least 1 node", where, *c.Count)
		ok = false
	default:
		pool.Nodes = *c.Count
	}
	pool.PerNode = p.quantities(c.Allocatable, append(append([]string(nil), base...), "allocatable"), where+".allocatable")
	g, gok := p.gpu(c, base, where)
	pool.GPU = g
	if !ok || !gok {
		return nil
	}
	return pool
}

// gpu reads the pool's GPU facts; nil when it declares none.
func (p *configParser) gpu(c *api.NodePool, base []string, where string) (*GPU, bool) {
	path := func(field string) []string { return append(append([]string(nil), base...), field) }
	declared := c.Model != "" || c.GPUsPerNode != nil || c.MIGStrategy != "" || c.MIGConfig != "" || c.LayoutSet || c.TimeSlicing != nil
	if !declared {
		return nil, true
	}
	ok := true
	g := &GPU{Product: c.Model, Strategy: gpu.StrategyNone}
	if c.Model == "" {
		p.add(p.node(base...), "%s: model is required with GPU facts (e.g. A100-80GB, or the product label NVIDIA-A100-SXM4-80GB)", where)
		ok = false
	} else if m, found := gpu.Default().Lookup(c.Model); found {
		g.Model = m
	} else {
		p.add(p.node(path("model")...), "%s.model: %q is not a GPU model vcqlint knows (known: %s)", where, c.Model, strings.Join(modelIDs(), ", "))
		ok = false
	}
	switch {
	case c.GPUsPerNode == nil:
		p.add(p.node(base...), "%s: gpusPerNode is required with GPU facts", where)
		ok = false
	case *c.GPUsPerNode < 1 || *c.GPUsPerNode > MaxGPUsPerNode:
		p.add(p.node(path("gpusPerNode")...), "%s.gpusPerNode: %d, want 1 to %d", where, *c.GPUsPerNode, MaxGPUsPerNode)
		ok = false
	default:
		g.PerNode = *c.GPUsPerNode
	}
	hasLayout := c.MIGConfig != "" || c.LayoutSet
	if c.MIGStrategy != "" {
		st, err := gpu.ParseStrategy(c.MIGStrategy)
		if err != nil {
			p.add(p.node(path("migStrategy")...), "%s.migStrategy: %v", where, err)
			ok = false
		}
		g.Strategy, g.StrategyPath = st, path("migStrategy")
	} else if hasLayout {
		p.add(p.node(base...), "%s: migStrategy is required with a MIG layout (the device plugin defaults to none, the GPU operator's chart to single)", where)
		ok = false
	}
	if c.MIGConfig != "" && c.LayoutSet {
		p.add(p.key(path("migLayout")...), "%s: give migConfig (a configuration name) or migLayout (the layout itself), not both", where)
		ok = false
	}
	if c.MIGConfig != "" {
		g.ConfigName, g.ConfigPath = c.MIGConfig, path("migConfig")
	}
	if c.LayoutSet {
		entries := c.Layout
		for _, np := range layoutProblems(c.LayoutProblems, where+".migLayout") {
			p.add(np.Node, "%s", np.Msg)
		}
		if len(c.LayoutProblems) > 0 {
			ok = false
		}
		g.Layout = &Layout{Entries: entries, Obj: p.obj, Where: p.file + " " + where + ".migLayout"}
		g.ConfigPath = path("migLayout")
		if g.PerNode > 0 {
			for _, e := range entries {
				for k, d := range e.Devices {
					if d >= g.PerNode {
						p.add(e.DeviceNodes[k], "%s.migLayout: GPU %d does not exist: the pool has %d GPUs per node (0 to %d)", where, d, g.PerNode, g.PerNode-1)
						ok = false
					}
				}
			}
		}
	}
	if c.TimeSlicing != nil {
		switch r := c.TimeSlicing.Replicas; {
		case r == nil:
			p.add(p.key(path("timeSlicing")...), "%s.timeSlicing: replicas is required", where)
			ok = false
		case *r < 2:
			p.add(p.node(append(path("timeSlicing"), "replicas")...), "%s.timeSlicing.replicas: %d, the device plugin requires at least 2", where, *r)
			ok = false
		default:
			g.Replicas = *r
		}
	}
	return g, ok
}

func modelIDs() []string {
	var out []string
	for _, m := range gpu.Default().Models() {
		out = append(out, m.ID)
	}
	return out
}

// ParseFlag reads the --cluster flag: comma-separated name=quantity pairs,
// e.g. "cpu=320,memory=1280Gi,nvidia.com/gpu=32".
func ParseFlag(s string) (*Spec, error) {
	l := resources.List{}
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		name, value, ok := strings.Cut(part, "=")
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		if !ok || name == "" || value == "" {
			return nil, fmt.Errorf("%q: want name=quantity, e.g. cpu=320,memory=1280Gi,nvidia.com/gpu=32", part)
		}
		q, err := resources.ParseRepresentable(name, value)
		if errors.Is(err, resources.ErrUnrepresentable) {
			return nil, fmt.Errorf("%s=%w", name, err)
		}
		if err != nil {
			return nil, fmt.Errorf("%s=%s: %q is not a quantity (examples: 320, 1280Gi, 500m)", name, value, value)
		}
		if q.Sign() < 0 {
			return nil, fmt.Errorf("%s=%s: a cluster cannot have a negative amount", name, value)
		}
		if resources.IsExtended(name) && !whole(q) {
			return nil, fmt.Errorf("%s=%s: extended resources are counted in whole units", name, value)
		}
		if _, dup := l[name]; dup {
			return nil, fmt.Errorf("%s is given twice", name)
		}
		l[name] = q
	}
	if len(l) == 0 {
		return nil, fmt.Errorf("no resources given; want e.g. cpu=320,memory=1280Gi,nvidia.com/gpu=32")
	}
	return &Spec{Source: "--cluster", Allocatable: l}, nil
}

// whole reports whether q is a whole number: Value rounds up, so only a
// whole q equals it.
func whole(q resource.Quantity) bool {
	return q.Cmp(*resource.NewQuantity(q.Value(), q.Format)) == 0
}
