package model

import (
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/lint/manifest"
	"github.com/vcqlint/vcqlint/lint/resources"
)

// InputVersion identifies the shape of the document Rego policies receive.
// It changes only when a field is removed or changes meaning.
const InputVersion = "vcqlint.io/input/v1"

// Input builds the document every Rego policy evaluates: plain JSON-able
// values with the queue tree already resolved, quantities as canonical
// strings (quantity arithmetic stays in Go), and each object's `ref`, the
// handle a policy returns to point at it.
func (m *Model) Input() map[string]any {
	queues := make([]any, 0, len(m.Queues))
	for _, q := range m.Queues {
		queues = append(queues, queueInput(q))
	}
	configs := make([]any, 0, len(m.Configs))
	for _, c := range m.Configs {
		configs = append(configs, configInput(c))
	}
	jobs := make([]any, 0, len(m.Jobs))
	for _, j := range m.Jobs {
		tasks := make([]any, 0, len(j.Spec.Spec.Tasks))
		for i, t := range j.Spec.Spec.Tasks {
			tasks = append(tasks, map[string]any{
				"index": i, "name": t.Name, "replicas": int32OrNil(t.Replicas), "minAvailable": int32OrNil(t.MinAvailable),
			})
		}
		jobs = append(jobs, map[string]any{
			"ref": j.Obj.Ref, "id": j.Obj.ID(), "position": position(j.Obj), "name": j.Obj.Name, "namespace": j.Obj.Namespace,
			"queue": j.QueueName(), "minAvailable": int32OrNil(j.Spec.Spec.MinAvailable),
			"schedulerName": j.Spec.Spec.SchedulerName, "tasks": tasks,
			"annotations": stringMap(j.Spec.Metadata.Annotations),
		})
	}
	podGroups := make([]any, 0, len(m.PodGroups))
	for _, p := range m.PodGroups {
		podGroups = append(podGroups, map[string]any{
			"ref": p.Obj.Ref, "id": p.Obj.ID(), "position": position(p.Obj), "name": p.Obj.Name, "namespace": p.Obj.Namespace,
			"queue": p.QueueName(), "minMember": p.Spec.Spec.MinMember,
			"minResources": quantities(p.Spec.Spec.MinResources),
			"annotations":  stringMap(p.Spec.Metadata.Annotations),
		})
	}
	nodes := make([]any, 0, len(m.Nodes))
	for _, n := range m.Nodes {
		nodes = append(nodes, map[string]any{
			"ref": n.Obj.Ref, "id": n.Obj.ID(), "position": position(n.Obj), "name": n.Obj.Name,
			"labels": stringMap(n.Spec.Metadata.Labels), "allocatable": quantities(n.Spec.Status.Allocatable),
		})
	}
	workloads := make([]any, 0, len(m.Workloads))
	for _, w := range m.Workloads {
		workloads = append(workloads, map[string]any{
			"ref": w.Obj.Ref, "id": w.Obj.ID(), "position": position(w.Obj), "kind": w.Obj.Kind, "name": w.Obj.Name, "namespace": w.Obj.Namespace,
			"schedulerName": w.SchedulerName, "schedulerNamePath": anyStrings(w.SchedulerNamePath),
			"queue": w.Queue, "queuePath": anyStrings(w.QueuePath),
		})
	}
	return map[string]any{
		"apiVersion":       InputVersion,
		"workloads":        workloads,
		"queues":           queues,
		"schedulerConfigs": configs,
		"jobs":             jobs,
		"podGroups":        podGroups,
		"nodes":            nodes,
	}
}

func queueInput(q *Queue) map[string]any {
	out := map[string]any{
		"name": q.Name, "implicit": q.Implicit(), "parent": q.ParentName,
		"parentFound": q.ParentName == "" || q.Parent != nil,
		"depth":       q.Depth, "leaf": q.IsLeaf(),
		"children": names(q.Children), "ancestors": names(q.Ancestors()),
		"cycle": anyStrings(q.Cycle),
	}
	if q.Implicit() {
		out["ref"] = nil
		out["id"] = "Queue/" + q.Name
		return out
	}
	s := q.Spec
	out["ref"] = q.Obj.Ref
	out["id"] = q.Obj.ID()
	out["file"] = q.Obj.File
	out["position"] = position(q.Obj)
	out["state"] = s.Status.State
	out["capability"] = quantities(s.Spec.Capability)
	out["deserved"] = quantities(s.Spec.Deserved)
	out["guarantee"] = quantities(s.Spec.Guarantee.Resource)
	out["labels"] = stringMap(s.Metadata.Labels)
	out["annotations"] = stringMap(s.Metadata.Annotations)
	if s.Spec.Weight != nil {
		out["weight"] = *s.Spec.Weight
	}
	if s.Spec.Reclaimable != nil {
		out["reclaimable"] = *s.Spec.Reclaimable
	}
	return out
}

func configInput(c *SchedulerConfig) map[string]any {
	out := map[string]any{
		"ref": c.Obj.Ref, "id": c.Obj.ID(), "file": c.Obj.File, "position": position(c.Obj),
		"valid": c.Conf != nil && c.Obj.SyntaxErr == nil,
	}
	if c.Conf == nil {
		return out
	}
	actions := []any{}
	for _, a := range SplitActions(c.Conf.Actions) {
		actions = append(actions, map[string]any{"name": a.Name, "offset": a.Offset})
	}
	plugins := make([]any, 0, len(c.Conf.Plugins))
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
		plugins = append(plugins, map[string]any{
			"name": p.Name, "tier": p.Tier, "index": p.Index,
			"path":    []any{"tiers", p.Tier, "plugins", p.Index},
			"options": opts, "arguments": args,
		})
	}
	out["actions"] = actions
	out["plugins"] = plugins
	out["tiers"] = len(c.Conf.Tiers)
	return out
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
func position(o *manifest.Object) map[string]any {
	p := o.Start()
	return map[string]any{"file": p.File, "line": p.Line, "column": p.Column}
}

func quantities(l resources.List) map[string]any {
	out := make(map[string]any, len(l))
	for name, q := range l {
		out[name] = q.String()
	}
	return out
}

func stringMap(m map[string]string) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func names(qs []*Queue) []any {
	out := make([]any, len(qs))
	for i, q := range qs {
		out[i] = q.Name
	}
	return out
}

func anyStrings(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

func int32OrNil(p *int32) any {
	if p == nil {
		return nil
	}
	return *p
}

// ObjectByRef returns the object a policy pointed at.
func (m *Model) ObjectByRef(ref int) (*manifest.Object, bool) {
	if ref < 0 || ref >= len(m.Objects) {
		return nil, false
	}
	return m.Objects[ref], true
}
