// Package policyinput is the contract between vcqlint and Rego policies:
// the input document (vcqlint.io/input/v1) every built-in and user policy
// evaluates, built from the loaded model, the target Volcano release's
// typed facts and the declared cluster, and its JSON Schema
// (schema/vcqlint-input.schema.json). It builds the document both as plain
// Go values (`vcqlint input`) and directly as OPA values (the engine), from
// one definition.
package policyinput

import (
	"slices"
	"sort"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/resources"
)

// APIVersion identifies the shape of the document Rego policies receive.
// It changes only when a field is removed or changes meaning.
const APIVersion = "vcqlint.io/input/v1"

// valueBuilder makes the values of an input document, so that one definition of
// the document (below) produces both the plain Go values `vcqlint input`
// prints and the OPA values policies evaluate, without building one to
// convert it into the other. V is the builder's value type. A builder may
// cache what it makes and need not be safe for concurrent use.
type valueBuilder[V any] interface {
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
	// Memo returns the value it made for key before, or makes it with
	// value and may keep it: identical values (quantity lists most queues
	// share) then need not be made again. Values are never modified after
	// they are made, so sharing them is safe. key is only read during the
	// call (callers reuse its buffer).
	Memo(key []byte, value func() V) V
}

// Fields selects the long lists (queues, jobs, podGroups, nodes,
// workloads) a document built by build fills, and the fields their
// entries carry: a list whose name is not selected stays empty. Policies
// that are known to read only some lists and fields (internal/regoeval works
// it out for the built-in ones) get only those: on a large estate the
// entries are most of the cost of the input, in time and memory.
type Fields struct {
	only map[string]bool
}

// AllFields selects every field: the document of APIVersion as
// `vcqlint input` prints it and user policies receive it.
var AllFields = Fields{}

// OnlyFields selects the long lists and entry fields named in names. The
// other top-level members and the fields of nested values (positions,
// tasks, quantities) are always complete.
func OnlyFields(names map[string]bool) Fields {
	only := make(map[string]bool, len(names))
	for n, ok := range names {
		if ok {
			only[n] = true
		}
	}
	return Fields{only: only}
}

// Has reports whether entries carry the field name.
func (f Fields) Has(name string) bool { return f.only == nil || f.only[name] }

// entry collects the fields of one list entry that fields selects. A value
// is made only when its field is selected (put calls value then), so an
// unselected field costs a map lookup. Each goroutine building entries
// reuses one entry (start), as builders copy what Object is given.
type entry[V any] struct {
	fields Fields
	keys   []string
	vals   []V
	// memoKey is the buffer Memo keys are built in.
	memoKey []byte
}

// start empties e for the next entry.
func (e *entry[V]) start() *entry[V] {
	e.keys, e.vals = e.keys[:0], e.vals[:0]
	return e
}

func (e *entry[V]) put(key string, value func() V) {
	if e.fields.Has(key) {
		e.keys = append(e.keys, key)
		e.vals = append(e.vals, value())
	}
}

func (e *entry[V]) object(b valueBuilder[V]) V { return b.Object(e.keys, e.vals) }

// build builds the input document (see Document) with extra members added
// to its top level and the entry fields fields selects. The entries of the
// long lists are built on up to workers goroutines, each with a builder of
// its own from newBuilder.
func build[V any](m *model.Model, workers int, newBuilder func() valueBuilder[V], extra map[string]any, fields Fields) V {
	b := newBuilder()
	queues := buildList("queues", len(m.Queues), workers, newBuilder, fields, func(b valueBuilder[V], e *entry[V], i int) V { return queueValue(b, e, m.Queues[i]) })
	jobs := buildList("jobs", len(m.Jobs), workers, newBuilder, fields, func(b valueBuilder[V], e *entry[V], i int) V { return jobInput(b, e, m.Jobs[i]) })
	podGroups := buildList("podGroups", len(m.PodGroups), workers, newBuilder, fields, func(b valueBuilder[V], e *entry[V], i int) V {
		p := m.PodGroups[i]
		e.put("ref", func() V { return b.Int(p.Obj.Ref) })
		e.put("id", func() V { return b.String(p.Obj.ID()) })
		e.put("position", func() V { return position(b, p.Obj) })
		e.put("name", func() V { return b.String(p.Obj.Name) })
		e.put("namespace", func() V { return b.String(p.Obj.Namespace) })
		e.put("queue", func() V { return b.String(p.QueueName()) })
		e.put("minMember", func() V { return b.Int32(p.Spec.Spec.MinMember) })
		e.put("minResources", func() V { return quantities(b, e, p.Spec.Spec.MinResources) })
		e.put("annotations", func() V { return stringMap(b, p.Spec.Metadata.Annotations) })
		return e.object(b)
	})
	nodes := buildList("nodes", len(m.Nodes), workers, newBuilder, fields, func(b valueBuilder[V], e *entry[V], i int) V {
		n := m.Nodes[i]
		e.put("ref", func() V { return b.Int(n.Obj.Ref) })
		e.put("id", func() V { return b.String(n.Obj.ID()) })
		e.put("position", func() V { return position(b, n.Obj) })
		e.put("name", func() V { return b.String(n.Obj.Name) })
		e.put("labels", func() V { return stringMap(b, n.Spec.Metadata.Labels) })
		e.put("allocatable", func() V { return quantities(b, e, n.Spec.Status.Allocatable) })
		return e.object(b)
	})
	workloads := buildList("workloads", len(m.Workloads), workers, newBuilder, fields, func(b valueBuilder[V], e *entry[V], i int) V {
		w := m.Workloads[i]
		e.put("ref", func() V { return b.Int(w.Obj.Ref) })
		e.put("id", func() V { return b.String(w.Obj.ID()) })
		e.put("position", func() V { return position(b, w.Obj) })
		e.put("kind", func() V { return b.String(w.Obj.Kind) })
		e.put("name", func() V { return b.String(w.Obj.Name) })
		e.put("namespace", func() V { return b.String(w.Obj.Namespace) })
		e.put("schedulerName", func() V { return b.String(w.SchedulerName) })
		e.put("schedulerNamePath", func() V { return stringArray(b, w.SchedulerNamePath) })
		e.put("queue", func() V { return b.String(w.Queue) })
		e.put("queuePath", func() V { return stringArray(b, w.QueuePath) })
		e.put("operator", func() V { return b.String(w.Operator) })
		if w.Operator != "" {
			// The PodGroup the integration's operator makes; Volcano's
			// own controller sizes the PodGroups of pods and controllers.
			e.put("minMember", func() V { return b.Int32(w.MinMember) })
			e.put("minResources", func() V { return quantities(b, e, w.MinResources) })
		}
		return e.object(b)
	})
	configs := make([]V, len(m.Configs))
	for i, c := range m.Configs {
		configs[i] = configInput(b, c)
	}
	keys := []string{"apiVersion", "workloads", "queues", "schedulerConfigs", "jobs", "podGroups", "nodes"}
	vals := []V{b.String(APIVersion), b.Array(workloads), b.Array(queues), b.Array(configs), b.Array(jobs), b.Array(podGroups), b.Array(nodes)}
	for _, k := range sortedKeys(extra) {
		keys = append(keys, k)
		vals = append(vals, b.Value(extra[k]))
	}
	return b.Object(keys, vals)
}

// buildList makes the n entries of a long list with one, splitting them in
// contiguous ranges over up to workers goroutines (one builder and one
// entry each); short lists stay on one. A list fields does not select
// stays empty.
func buildList[V any](list string, n, workers int, newBuilder func() valueBuilder[V], fields Fields, one func(b valueBuilder[V], e *entry[V], i int) V) []V {
	if !fields.Has(list) {
		return []V{}
	}
	out := make([]V, n)
	const minPerWorker = 256 // below this a goroutine costs more than it saves
	workers = max(1, min(workers, n/minPerWorker))
	if workers == 1 {
		b, e := newBuilder(), &entry[V]{fields: fields}
		for i := range out {
			out[i] = one(b, e.start(), i)
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
			e := &entry[V]{fields: fields}
			for i := lo; i < hi; i++ {
				out[i] = one(b, e.start(), i)
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

func jobInput[V any](b valueBuilder[V], e *entry[V], j *model.Job) V {
	e.put("ref", func() V { return b.Int(j.Obj.Ref) })
	e.put("id", func() V { return b.String(j.Obj.ID()) })
	e.put("position", func() V { return position(b, j.Obj) })
	e.put("name", func() V { return b.String(j.Obj.Name) })
	e.put("namespace", func() V { return b.String(j.Obj.Namespace) })
	e.put("queue", func() V { return b.String(j.QueueName()) })
	e.put("minAvailable", func() V { return int32OrNil(b, j.Spec.Spec.MinAvailable) })
	e.put("schedulerName", func() V { return b.String(j.Spec.Spec.SchedulerName) })
	e.put("tasks", func() V {
		tasks := make([]V, len(j.Spec.Spec.Tasks))
		for i, t := range j.Spec.Spec.Tasks {
			tasks[i] = b.Object([]string{"index", "name", "replicas", "minAvailable"},
				[]V{b.Int(i), b.String(t.Name), int32OrNil(b, t.Replicas), int32OrNil(b, t.MinAvailable)})
		}
		return b.Array(tasks)
	})
	e.put("annotations", func() V { return stringMap(b, j.Spec.Metadata.Annotations) })
	return e.object(b)
}

func queueValue[V any](b valueBuilder[V], e *entry[V], q *model.Queue) V {
	e.put("name", func() V { return b.Shared(q.Name) })
	e.put("implicit", func() V { return b.Bool(q.Implicit()) })
	e.put("parent", func() V { return b.Shared(q.ParentName) })
	e.put("parentFound", func() V { return b.Bool(q.ParentName == "" || q.Parent != nil) })
	e.put("depth", func() V { return b.Int(q.Depth) })
	e.put("leaf", func() V { return b.Bool(q.IsLeaf()) })
	e.put("children", func() V { return names(b, q.Children) })
	e.put("ancestors", func() V { return ancestors(b, e, q) })
	e.put("cycle", func() V { return stringArray(b, q.Cycle) })
	if q.Implicit() {
		e.put("ref", func() V { return b.Null() })
		e.put("id", func() V { return b.String("Queue/" + q.Name) })
		return e.object(b)
	}
	s := q.Spec
	e.put("ref", func() V { return b.Int(q.Obj.Ref) })
	e.put("id", func() V { return b.String(q.Obj.ID()) })
	e.put("file", func() V { return b.String(q.Obj.File) })
	e.put("position", func() V { return position(b, q.Obj) })
	e.put("state", func() V { return b.String(s.Status.State) })
	e.put("capability", func() V { return quantities(b, e, s.Spec.Capability) })
	e.put("deserved", func() V { return quantities(b, e, s.Spec.Deserved) })
	e.put("guarantee", func() V { return quantities(b, e, s.Spec.Guarantee.Resource) })
	e.put("labels", func() V { return stringMap(b, s.Metadata.Labels) })
	e.put("annotations", func() V { return stringMap(b, s.Metadata.Annotations) })
	if s.Spec.Weight != nil {
		e.put("weight", func() V { return b.Int32(*s.Spec.Weight) })
	}
	if s.Spec.Reclaimable != nil {
		e.put("reclaimable", func() V { return b.Bool(*s.Spec.Reclaimable) })
	}
	return e.object(b)
}

func configInput[V any](b valueBuilder[V], c *model.SchedulerConfig) V {
	keys := []string{"ref", "id", "file", "position", "valid"}
	vals := []V{b.Int(c.Obj.Ref), b.String(c.Obj.ID()), b.String(c.Obj.File), position(b, c.Obj), b.Bool(c.Conf != nil && c.Obj.SyntaxErr == nil)}
	if c.Conf == nil {
		return b.Object(keys, vals)
	}
	actions := []V{}
	for _, a := range model.SplitActions(c.Conf.Actions) {
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
func position[V any](b valueBuilder[V], o *manifest.Object) V {
	p := o.Start()
	return b.Object([]string{"file", "line", "column"}, []V{b.String(p.File), b.Int(p.Line), b.Int(p.Column)})
}

func quantities[V any](b valueBuilder[V], e *entry[V], l resources.List) V {
	if len(l) == 0 || len(l) > maxMemoQuantities {
		return quantityObject(b, l)
	}
	// The key is the list in name order: "cpu=4;memory=8Gi;". Estates
	// repeat a few quota shapes over many queues (a generated 10k estate
	// has ~750 distinct capability lists), so most lists are found. It is
	// built in the entry's buffer: a list found costs no allocation.
	var buf [maxMemoQuantities]string
	names := buf[:0]
	for name := range l {
		names = append(names, name)
	}
	slices.Sort(names)
	key := e.memoKey[:0]
	for _, name := range names {
		q := l[name]
		key = append(key, name...)
		key = append(key, '=')
		key = append(key, q.String()...)
		key = append(key, ';')
	}
	e.memoKey = key
	return b.Memo(key, func() V { return quantityObject(b, l) })
}

// ancestors is names(q.Ancestors()), made once for all the children of a
// parent: below the root, a queue's ancestors are its parent and the
// parent's ancestors, the same for every sibling. (A queue in or below a
// cycle has depth -1 and its own walk.) Parents are unique by name, so the
// name keys the memo; no quantity key starts with a NUL.
func ancestors[V any](b valueBuilder[V], e *entry[V], q *model.Queue) V {
	if q.Depth <= 0 || q.Parent == nil {
		return names(b, q.Ancestors())
	}
	e.memoKey = append(append(e.memoKey[:0], "\x00ancestors of "...), q.Parent.Name...)
	return b.Memo(e.memoKey, func() V { return names(b, q.Ancestors()) })
}

// maxMemoQuantities bounds the lists quantities memoises: longer ones are
// rare and not worth sorting.
const maxMemoQuantities = 8

func quantityObject[V any](b valueBuilder[V], l resources.List) V {
	keys := make([]string, 0, len(l))
	vals := make([]V, 0, len(l))
	for name, q := range l {
		keys = append(keys, name)
		vals = append(vals, b.Shared(q.String()))
	}
	return b.Object(keys, vals)
}

func stringMap[V any](b valueBuilder[V], m map[string]string) V {
	keys := make([]string, 0, len(m))
	vals := make([]V, 0, len(m))
	for k, v := range m {
		keys = append(keys, k)
		vals = append(vals, b.String(v))
	}
	return b.Object(keys, vals)
}

func names[V any](b valueBuilder[V], qs []*model.Queue) V {
	out := make([]V, len(qs))
	for i, q := range qs {
		out[i] = b.Shared(q.Name)
	}
	return b.Array(out)
}

func stringArray[V any](b valueBuilder[V], ss []string) V {
	out := make([]V, len(ss))
	for i, s := range ss {
		out[i] = b.String(s)
	}
	return b.Array(out)
}

func int32OrNil[V any](b valueBuilder[V], p *int32) V {
	if p == nil {
		return b.Null()
	}
	return b.Int32(*p)
}
