package model

import (
	"sort"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/lint/manifest"
	"github.com/vcqlint/vcqlint/lint/resources"
)

// InputVersion identifies the shape of the document Rego policies receive.
// It changes only when a field is removed or changes meaning.
const InputVersion = "vcqlint.io/input/v1"

// Builder makes the values of an input document, so that one definition of
// the document (below) produces both the plain Go values `vcqlint input`
// prints and the OPA values policies evaluate, without building one to
// convert it into the other. V is the builder's value type. A builder may
// cache what it makes and need not be safe for concurrent use.
type Builder[V any] interface {
	String(s string) V
	// Shared is String for a value that recurs across the document (queue
	// names, quantities), which a builder may make once and reuse.
	Shared(s string) V
	Int(i int) V
	Int32(i int32) V
	Bool(b bool) V
	Null() V
	Array(vs []V) V
	// Object makes an object whose key keys[i] has value vs[i].
	Object(keys []string, vs []V) V
	// Value converts a JSON-able Go value (nil, bool, numbers, strings,
	// []any and map[string]any).
	Value(x any) V
}

// Input builds the document every Rego policy evaluates: plain JSON-able
// values with the queue tree already resolved, quantities as canonical
// strings (quantity arithmetic stays in Go), and each object's `ref`, the
// handle a policy returns to point at it.
func (m *Model) Input() map[string]any {
	return BuildInput[any](m, 1, func() Builder[any] { return goValues{} }, nil).(map[string]any)
}

// BuildInput builds the input document (see Input) with extra members added
// to its top level. The entries of the long lists are built on up to
// workers goroutines, each with a builder of its own from newBuilder.
func BuildInput[V any](m *Model, workers int, newBuilder func() Builder[V], extra map[string]any) V {
	b := newBuilder()
	queues := build(len(m.Queues), workers, newBuilder, func(b Builder[V], i int) V { return queueValue(b, m.Queues[i]) })
	jobs := build(len(m.Jobs), workers, newBuilder, func(b Builder[V], i int) V { return jobInput(b, m.Jobs[i]) })
	podGroups := build(len(m.PodGroups), workers, newBuilder, func(b Builder[V], i int) V {
		p := m.PodGroups[i]
		return b.Object(
			[]string{"ref", "id", "position", "name", "namespace", "queue", "minMember", "minResources", "annotations"},
			[]V{b.Int(p.Obj.Ref), b.String(p.Obj.ID()), position(b, p.Obj), b.String(p.Obj.Name), b.String(p.Obj.Namespace),
				b.String(p.QueueName()), b.Int32(p.Spec.Spec.MinMember), quantities(b, p.Spec.Spec.MinResources),
				stringMap(b, p.Spec.Metadata.Annotations)})
	})
	nodes := build(len(m.Nodes), workers, newBuilder, func(b Builder[V], i int) V {
		n := m.Nodes[i]
		return b.Object(
			[]string{"ref", "id", "position", "name", "labels", "allocatable"},
			[]V{b.Int(n.Obj.Ref), b.String(n.Obj.ID()), position(b, n.Obj), b.String(n.Obj.Name),
				stringMap(b, n.Spec.Metadata.Labels), quantities(b, n.Spec.Status.Allocatable)})
	})
	workloads := build(len(m.Workloads), workers, newBuilder, func(b Builder[V], i int) V {
		w := m.Workloads[i]
		return b.Object(
			[]string{"ref", "id", "position", "kind", "name", "namespace", "schedulerName", "schedulerNamePath", "queue", "queuePath"},
			[]V{b.Int(w.Obj.Ref), b.String(w.Obj.ID()), position(b, w.Obj), b.String(w.Obj.Kind), b.String(w.Obj.Name), b.String(w.Obj.Namespace),
				b.String(w.SchedulerName), stringArray(b, w.SchedulerNamePath), b.String(w.Queue), stringArray(b, w.QueuePath)})
	})
	configs := make([]V, len(m.Configs))
	for i, c := range m.Configs {
		configs[i] = configInput(b, c)
	}
	keys := []string{"apiVersion", "workloads", "queues", "schedulerConfigs", "jobs", "podGroups", "nodes"}
	vals := []V{b.String(InputVersion), b.Array(workloads), b.Array(queues), b.Array(configs), b.Array(jobs), b.Array(podGroups), b.Array(nodes)}
	for _, k := range sortedKeys(extra) {
		keys = append(keys, k)
		vals = append(vals, b.Value(extra[k]))
	}
	return b.Object(keys, vals)
}

// build makes n values with one, splitting them in contiguous ranges over
// up to workers goroutines (one builder each); short lists stay on one.
func build[V any](n, workers int, newBuilder func() Builder[V], one func(b Builder[V], i int) V) []V {
	out := make([]V, n)
	const minPerWorker = 256 // below this a goroutine costs more than it saves
	workers = max(1, min(workers, n/minPerWorker))
	if workers == 1 {
		b := newBuilder()
		for i := range out {
			out[i] = one(b, i)
		}
		return out
	}
	var wg sync.WaitGroup
	per := (n + workers - 1) / workers
	for lo := 0; lo < n; lo += per {
		hi := min(lo+per, n)
		b := newBuilder() // here, not in the goroutine: newBuilder need not be safe for concurrent use
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := lo; i < hi; i++ {
				out[i] = one(b, i)
			}
		}()
	}
	wg.Wait()
	return out
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func jobInput[V any](b Builder[V], j *Job) V {
	tasks := make([]V, len(j.Spec.Spec.Tasks))
	for i, t := range j.Spec.Spec.Tasks {
		tasks[i] = b.Object([]string{"index", "name", "replicas", "minAvailable"},
			[]V{b.Int(i), b.String(t.Name), int32OrNil(b, t.Replicas), int32OrNil(b, t.MinAvailable)})
	}
	return b.Object(
		[]string{"ref", "id", "position", "name", "namespace", "queue", "minAvailable", "schedulerName", "tasks", "annotations"},
		[]V{b.Int(j.Obj.Ref), b.String(j.Obj.ID()), position(b, j.Obj), b.String(j.Obj.Name), b.String(j.Obj.Namespace),
			b.String(j.QueueName()), int32OrNil(b, j.Spec.Spec.MinAvailable), b.String(j.Spec.Spec.SchedulerName), b.Array(tasks),
			stringMap(b, j.Spec.Metadata.Annotations)})
}

// queueInput is one queue's entry as plain Go values.
func queueInput(q *Queue) map[string]any { return queueValue[any](goValues{}, q).(map[string]any) }

func queueValue[V any](b Builder[V], q *Queue) V {
	keys := append(make([]string, 0, 22), "name", "implicit", "parent", "parentFound", "depth", "leaf", "children", "ancestors", "cycle", "ref", "id")
	vals := append(make([]V, 0, 22), b.Shared(q.Name), b.Bool(q.Implicit()), b.Shared(q.ParentName),
		b.Bool(q.ParentName == "" || q.Parent != nil), b.Int(q.Depth), b.Bool(q.IsLeaf()),
		names(b, q.Children), names(b, q.Ancestors()), stringArray(b, q.Cycle))
	if q.Implicit() {
		return b.Object(keys, append(vals, b.Null(), b.String("Queue/"+q.Name)))
	}
	s := q.Spec
	keys = append(keys, "file", "position", "state", "capability", "deserved", "guarantee", "labels", "annotations")
	vals = append(vals, b.Int(q.Obj.Ref), b.String(q.Obj.ID()), b.String(q.Obj.File), position(b, q.Obj), b.String(s.Status.State),
		quantities(b, s.Spec.Capability), quantities(b, s.Spec.Deserved), quantities(b, s.Spec.Guarantee.Resource),
		stringMap(b, s.Metadata.Labels), stringMap(b, s.Metadata.Annotations))
	if s.Spec.Weight != nil {
		keys, vals = append(keys, "weight"), append(vals, b.Int32(*s.Spec.Weight))
	}
	if s.Spec.Reclaimable != nil {
		keys, vals = append(keys, "reclaimable"), append(vals, b.Bool(*s.Spec.Reclaimable))
	}
	return b.Object(keys, vals)
}

func configInput[V any](b Builder[V], c *SchedulerConfig) V {
	keys := []string{"ref", "id", "file", "position", "valid"}
	vals := []V{b.Int(c.Obj.Ref), b.String(c.Obj.ID()), b.String(c.Obj.File), position(b, c.Obj), b.Bool(c.Conf != nil && c.Obj.SyntaxErr == nil)}
	if c.Conf == nil {
		return b.Object(keys, vals)
	}
	actions := []V{}
	for _, a := range SplitActions(c.Conf.Actions) {
		actions = append(actions, b.Object([]string{"name", "offset"}, []V{b.String(a.Name), b.Int(a.Offset)}))
	}
	plugins := make([]V, 0, len(c.Conf.Plugins))
	for _, p := range c.Conf.Plugins {
		opts := map[string]any{}
		for _, o := range p.Options {
			if o.Bool != nil {
				opts[o.Key] = *o.Bool
			} else {
				opts[o.Key] = nodeValue(o.Value)
			}
		}
		var args any = map[string]any{}
		if p.Arguments != nil {
			args = nodeValue(p.Arguments)
		}
		plugins = append(plugins, b.Object(
			[]string{"name", "tier", "index", "path", "options", "arguments"},
			[]V{b.String(p.Name), b.Int(p.Tier), b.Int(p.Index), b.Value([]any{"tiers", p.Tier, "plugins", p.Index}), b.Value(opts), b.Value(args)}))
	}
	keys = append(keys, "actions", "plugins", "tiers")
	vals = append(vals, b.Array(actions), b.Array(plugins), b.Int(len(c.Conf.Tiers)))
	return b.Object(keys, vals)
}

// Action is one name of the comma-separated `actions` string.
type Action struct {
	Name string
	// Offset is the byte offset of the name in the string.
	Offset int
}

// SplitActions splits `actions` as Volcano does (strings.Split on ",",
// then TrimSpace), keeping empty items: Volcano fails on them.
func SplitActions(s string) []Action {
	var out []Action
	off := 0
	for _, part := range strings.Split(s, ",") {
		lead := len(part) - len(strings.TrimLeft(part, " \t\n"))
		out = append(out, Action{Name: strings.TrimSpace(part), Offset: off + lead})
		off += len(part) + 1
	}
	return out
}

func nodeValue(n *yaml.Node) any {
	var v any
	if n == nil || n.Decode(&v) != nil {
		return nil
	}
	return normalise(v)
}

// normalise turns yaml.v3's map[string]interface{} trees into JSON-able
// values (non-string keys become strings).
func normalise(v any) any {
	switch t := v.(type) {
	case map[string]any:
		for k, x := range t {
			t[k] = normalise(x)
		}
		return t
	case map[any]any:
		out := make(map[string]any, len(t))
		for k, x := range t {
			out[toString(k)] = normalise(x)
		}
		return out
	case []any:
		for i, x := range t {
			t[i] = normalise(x)
		}
		return t
	}
	return v
}

func toString(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	b, _ := yaml.Marshal(v)
	return strings.TrimSpace(string(b))
}

// position is where an object starts in its file, for policies that want
// to mention it; findings are located through ref and path instead.
func position[V any](b Builder[V], o *manifest.Object) V {
	p := o.Start()
	return b.Object([]string{"file", "line", "column"}, []V{b.String(p.File), b.Int(p.Line), b.Int(p.Column)})
}

func quantities[V any](b Builder[V], l resources.List) V {
	keys := make([]string, 0, len(l))
	vals := make([]V, 0, len(l))
	for name, q := range l {
		keys = append(keys, name)
		vals = append(vals, b.Shared(q.String()))
	}
	return b.Object(keys, vals)
}

func stringMap[V any](b Builder[V], m map[string]string) V {
	keys := make([]string, 0, len(m))
	vals := make([]V, 0, len(m))
	for k, v := range m {
		keys = append(keys, k)
		vals = append(vals, b.String(v))
	}
	return b.Object(keys, vals)
}

func names[V any](b Builder[V], qs []*Queue) V {
	out := make([]V, len(qs))
	for i, q := range qs {
		out[i] = b.Shared(q.Name)
	}
	return b.Array(out)
}

func stringArray[V any](b Builder[V], ss []string) V {
	out := make([]V, len(ss))
	for i, s := range ss {
		out[i] = b.String(s)
	}
	return b.Array(out)
}

func int32OrNil[V any](b Builder[V], p *int32) V {
	if p == nil {
		return b.Null()
	}
	return b.Int32(*p)
}

// goValues builds plain Go values: the document as `vcqlint input` prints it.
type goValues struct{}

func (goValues) String(s string) any { return s }
func (goValues) Shared(s string) any { return s }
func (goValues) Int(i int) any       { return i }
func (goValues) Int32(i int32) any   { return i }
func (goValues) Bool(v bool) any     { return v }
func (goValues) Null() any           { return nil }
func (goValues) Array(vs []any) any  { return vs }
func (goValues) Value(x any) any     { return x }
func (goValues) Object(keys []string, vs []any) any {
	m := make(map[string]any, len(keys))
	for i, k := range keys {
		m[k] = vs[i]
	}
	return m
}

// ObjectByRef returns the object a policy pointed at.
func (m *Model) ObjectByRef(ref int) (*manifest.Object, bool) {
	if ref < 0 || ref >= len(m.Objects) {
		return nil, false
	}
	return m.Objects[ref], true
}
