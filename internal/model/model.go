// Package model indexes loaded objects once for all rules: the queue tree
// (parents, children, ancestors, depth, with `root` implicit when absent),
// scheduler configurations, workloads and nodes.
package model

import (
	"sort"
	"strconv"
	"sync"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/resources"
)

// RootQueue is the name of the queue Volcano creates at the top of every
// hierarchy (cache/cache.go); an empty spec.parent means this queue.
const RootQueue = "root"

// DefaultQueue is the queue Volcano creates and assigns when none is named.
const DefaultQueue = "default"

// Model is everything loaded, indexed once and shared read-only by all rules.
type Model struct {
	// Objects are all loaded objects in input order; Objects[i].Ref == i.
	Objects []*manifest.Object
	// Queues are the queue tree's nodes in input order, the implicit root
	// (if any) first. A queue defined twice appears once, from its first
	// definition; the others are in Duplicates.
	Queues []*Queue
	// Root is the root queue, implicit when the input does not define it.
	Root *Queue
	// Configs are the scheduler configurations found.
	Configs []*SchedulerConfig
	// Jobs are Volcano Jobs; PodGroups are PodGroups.
	Jobs      []*Job
	PodGroups []*PodGroup
	Nodes     []*Node
	// Workloads are Pods and pod controllers with schedulerName volcano,
	// and the custom resources of Volcano's integrations (KubeRay, the
	// Kubeflow training operator, the Spark operator) that select Volcano.
	Workloads []*Workload

	byName map[string]*Queue
	// memo holds what rules derive from the model, once for all (Memo).
	memo *sync.Map
}

// Memo returns what compute derives from m, computing it once for every
// caller with an equal key (a value of a type of the caller's own, as for
// context keys): several rules derive the same sums and lists from the
// model, each of which costs a pass over every queue. The value is shared:
// callers must only read it. A Model not made by Build computes every time.
func (m *Model) Memo(key any, compute func() any) any {
	if m.memo == nil {
		return compute()
	}
	e, _ := m.memo.LoadOrStore(key, &memoEntry{})
	entry := e.(*memoEntry)
	entry.once.Do(func() { entry.value = compute() })
	return entry.value
}

type memoEntry struct {
	once  sync.Once
	value any
}

// Queue is one node of the queue tree.
type Queue struct {
	Name string
	// Obj and Spec are nil for the implicit root.
	Obj  *manifest.Object
	Spec *api.Queue
	// ParentName is the declared parent, with "" normalised to "root"; it is
	// empty only for the root queue.
	ParentName string
	// Parent is nil for root and for a queue whose parent is missing.
	Parent   *Queue
	Children []*Queue
	// Depth is the number of edges from root; -1 when the queue does not
	// reach root (its chain has a missing parent or a cycle).
	Depth int
	// Cycle is the loop this queue's parent chain runs into, if any, as the
	// queue names in parent order starting and ending at the same queue.
	Cycle []string
	// Duplicates are further Queue objects with the same name.
	Duplicates []*manifest.Object
}

// Implicit reports whether the queue is the root Volcano creates itself.
func (q *Queue) Implicit() bool { return q.Obj == nil }

// IsLeaf reports whether the queue has no children.
func (q *Queue) IsLeaf() bool { return len(q.Children) == 0 }

// Ancestors returns the parent chain from the direct parent up to root.
// It stops at a missing parent and never loops.
func (q *Queue) Ancestors() []*Queue {
	if q.Depth > 0 {
		// The chain reaches root in Depth steps (link computed it), so it
		// has no loop to guard against: no set of visited queues needed.
		out := make([]*Queue, 0, q.Depth)
		for p := q.Parent; p != nil && len(out) < q.Depth; p = p.Parent {
			out = append(out, p)
		}
		return out
	}
	var out []*Queue
	seen := map[*Queue]bool{q: true}
	for p := q.Parent; p != nil && !seen[p]; p = p.Parent {
		seen[p] = true
		out = append(out, p)
	}
	return out
}

// SchedulerConfig is one volcano-scheduler.conf.
type SchedulerConfig struct {
	Obj  *manifest.Object
	Conf *api.SchedulerConfiguration // nil when it did not parse
}

// Job is a Volcano Job.
type Job struct {
	Obj  *manifest.Object
	Spec *api.Job
}

// QueueName is the queue the job is submitted to ("default" when unset).
func (j *Job) QueueName() string { return queueOrDefault(j.Spec.Spec.Queue) }

// TaskName is the name of the job's task i as the job webhook validates it:
// the mutating webhook names an unnamed task "default<i>" first
// (mutateSpec, mutate_job.go:197@v1.15.1, :196@v1.8.2).
func (j *Job) TaskName(i int) string {
	if name := j.Spec.Spec.Tasks[i].Name; name != "" {
		return name
	}
	return "default" + strconv.Itoa(i)
}

// PodGroup is a PodGroup.
type PodGroup struct {
	Obj  *manifest.Object
	Spec *api.PodGroup
}

// QueueName is the queue the PodGroup is submitted to ("default" when unset).
func (p *PodGroup) QueueName() string { return queueOrDefault(p.Spec.Spec.Queue) }

// Workload is a Pod, Deployment, StatefulSet, ReplicaSet or batch/v1 Job
// whose pods Volcano schedules, or a workload of an integration whose
// operator makes a PodGroup for it (Operator set).
type Workload struct {
	Obj           *manifest.Object
	SchedulerName string
	// SchedulerNamePath is where schedulerName is set; for an integration,
	// where the object selects Volcano.
	SchedulerNamePath []string
	// Queue is the queue the workload's PodGroup gets ("default" when the
	// object names none): for a Pod, its scheduling.volcano.sh/queue-name
	// annotation; for a controller, its pod template's; for an
	// integration, the field its operator reads. QueuePath is where it is
	// set (the scheduler name's path when unset).
	Queue     string
	QueuePath []string
	// Operator is the integration whose operator makes the PodGroup
	// (OperatorKubeRay, OperatorKubeflow, OperatorSpark); empty for pods
	// and controllers, whose PodGroup Volcano's own controller makes.
	Operator string
	// MinMember and MinResources are what the operator gives the PodGroup
	// (set only with Operator). MinResourcesPath is where a finding about
	// them points, with the first exceeding resource name appended when
	// MinResourcesPerName; MinResourcesHow says how they were computed.
	MinMember           int32
	MinResources        resources.List
	MinResourcesPath    []string
	MinResourcesPerName bool
	MinResourcesHow     string
}

// Node is a Kubernetes Node.
type Node struct {
	Obj  *manifest.Object
	Spec *api.Node
}

// newWorkload reads the queue from the annotations of a Pod's metadata or
// of a controller's pod template (annotationsPath says which). Volcano's
// PodGroup controller sets spec.queue from the pod's annotation only
// (pkg/controllers/podgroup/pg_controller_handler.go buildPodGroupFromPod,
// v1.15.1 l.400, the same since 1.8): a controller's own annotation is
// copied to the PodGroup's annotations, not to its queue.
func newWorkload(o *manifest.Object, annotations map[string]string, annotationsPath []string, scheduler string, schedulerPath []string) *Workload {
	w := &Workload{Obj: o, SchedulerName: scheduler, SchedulerNamePath: schedulerPath, Queue: DefaultQueue, QueuePath: schedulerPath}
	if q, ok := annotations[api.QueueNameAnnotation]; ok {
		w.Queue, w.QueuePath = queueOrDefault(q), append(append([]string(nil), annotationsPath...), api.QueueNameAnnotation)
	}
	return w
}

func queueOrDefault(q string) string {
	if q == "" {
		return DefaultQueue
	}
	return q
}

// Build indexes objects (in input order) into a model.
func Build(objects []*manifest.Object) *Model {
	m := &Model{Objects: objects, byName: map[string]*Queue{}, memo: &sync.Map{}}
	for i, o := range objects {
		o.Ref = i
		switch t := o.Typed.(type) {
		case *api.Queue:
			if prev, ok := m.byName[o.Name]; ok {
				prev.Duplicates = append(prev.Duplicates, o)
				continue
			}
			q := &Queue{Name: o.Name, Obj: o, Spec: t, ParentName: t.Spec.Parent}
			if q.ParentName == "" && q.Name != RootQueue {
				q.ParentName = RootQueue
			}
			if q.Name == RootQueue {
				q.ParentName = ""
			}
			m.byName[q.Name] = q
			m.Queues = append(m.Queues, q)
		case *api.SchedulerConfiguration:
			m.Configs = append(m.Configs, &SchedulerConfig{Obj: o, Conf: t})
		case *api.Job:
			m.Jobs = append(m.Jobs, &Job{Obj: o, Spec: t})
		case *api.PodGroup:
			m.PodGroups = append(m.PodGroups, &PodGroup{Obj: o, Spec: t})
		case *api.Node:
			m.Nodes = append(m.Nodes, &Node{Obj: o, Spec: t})
		case *api.Pod:
			m.Workloads = append(m.Workloads, newWorkload(o, t.Metadata.Annotations, []string{"metadata", "annotations"},
				t.Spec.SchedulerName, []string{"spec", "schedulerName"}))
		case *api.PodController:
			m.Workloads = append(m.Workloads, newWorkload(o, t.Spec.Template.Metadata.Annotations, []string{"spec", "template", "metadata", "annotations"},
				t.Spec.Template.Spec.SchedulerName, []string{"spec", "template", "spec", "schedulerName"}))
		case *api.RayCluster, *api.RayJob, *api.RayService, *api.KubeflowJob, *api.SparkApplication, *api.ScheduledSparkApplication:
			if w := IntegrationWorkload(o); w != nil {
				m.Workloads = append(m.Workloads, w)
			}
		case nil:
			if o.Kind == manifest.KindSchedulerConfig {
				m.Configs = append(m.Configs, &SchedulerConfig{Obj: o})
			}
		}
	}
	m.Root = m.byName[RootQueue]
	if m.Root == nil {
		m.Root = &Queue{Name: RootQueue}
		m.byName[RootQueue] = m.Root
		m.Queues = append([]*Queue{m.Root}, m.Queues...)
	}
	m.link()
	return m
}

// Defined returns the queues the input defines, in input order: Queues
// without the implicit root. It is a sub-slice of Queues (Build puts an
// implicit root first), not a copy, so that the many rules walking it
// allocate nothing; callers must not modify it.
func (m *Model) Defined() []*Queue {
	if len(m.Queues) > 0 && m.Queues[0].Implicit() {
		return m.Queues[1:]
	}
	return m.Queues
}

// link connects parents and children, finds cycles and computes depths.
func (m *Model) link() {
	for _, q := range m.Queues {
		if q.ParentName == "" {
			continue
		}
		if p, ok := m.byName[q.ParentName]; ok {
			q.Parent = p
			p.Children = append(p.Children, q)
		}
	}
	for _, q := range m.Queues {
		q.Depth = -2 // not yet computed
	}
	for _, q := range m.Queues {
		m.depth(q)
	}
	for _, q := range m.Queues {
		sort.SliceStable(q.Children, func(i, j int) bool { return q.Children[i].Name < q.Children[j].Name })
	}
}

// depth computes a queue's depth iteratively, detecting cycles with the
// path being walked, so even a 100k-deep chain costs O(n) overall.
func (m *Model) depth(q *Queue) int {
	var path []*Queue
	onPath := map[*Queue]int{}
	cur := q
	for cur != nil && cur.Depth == -2 {
		if i, ok := onPath[cur]; ok {
			loop := path[i:]
			names := make([]string, 0, len(loop)+1)
			for _, c := range loop {
				names = append(names, c.Name)
			}
			names = append(names, cur.Name)
			for _, c := range loop {
				c.Cycle = names
				c.Depth = -1
			}
			break
		}
		onPath[cur] = len(path)
		path = append(path, cur)
		cur = cur.Parent
	}
	// Resolve the path back to front from the first known depth: root's 0,
	// an already computed queue's, or -1 (missing parent, cycle).
	base := -1
	switch {
	case cur != nil:
		base = cur.Depth
	case len(path) > 0 && path[len(path)-1].ParentName == "":
		path[len(path)-1].Depth = 0
		base = 0
		path = path[:len(path)-1]
	}
	for i := len(path) - 1; i >= 0; i-- {
		p := path[i]
		if p.Depth != -2 {
			base = p.Depth
			continue
		}
		if base < 0 {
			p.Depth = -1
		} else {
			base++
			p.Depth = base
		}
	}
	return q.Depth
}

// Queue returns the tree node of a queue by name.
func (m *Model) Queue(name string) (*Queue, bool) {
	q, ok := m.byName[name]
	return q, ok
}

// ObjectByRef returns the object a policy pointed at.
func (m *Model) ObjectByRef(ref int) (*manifest.Object, bool) {
	if ref < 0 || ref >= len(m.Objects) {
		return nil, false
	}
	return m.Objects[ref], true
}
