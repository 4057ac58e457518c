package model

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/resources"
)

// Operators whose custom resources Volcano schedules through a PodGroup the
// operator creates (Workload.Operator).
const (
	OperatorKubeRay  = "kuberay"
	OperatorKubeflow = "kubeflow-training-operator"
	OperatorSpark    = "spark-operator"
)

// podGroupOf is what an integration's operator gives the PodGroup it makes.
type podGroupOf struct {
	minMember int32
	need      resources.List
	// path is where a finding about need points; perName says that path
	// is a resource list whose first exceeding name is appended.
	path    []string
	perName bool
	how     string
}

func (w *Workload) setPodGroup(pg podGroupOf) {
	w.MinMember, w.MinResources, w.MinResourcesPath, w.MinResourcesPerName, w.MinResourcesHow = pg.minMember, pg.need, pg.path, pg.perName, pg.how
}

// rayWorkload is the workload of a RayCluster, RayJob or RayService that
// Volcano schedules (api.RaySelectsVolcano says which), or nil.
func rayWorkload(o *manifest.Object, meta api.ObjectMeta, spec *api.RayClusterSpec, specPath []string, job *api.RayJobSpec) *Workload {
	if !api.RaySelectsVolcano(meta, spec) {
		return nil
	}
	queue, hasQueue := meta.Labels[api.RayQueueLabel]
	_, hasScheduler := meta.Labels[api.RaySchedulerLabel]
	w := &Workload{Obj: o, SchedulerName: "volcano", Operator: OperatorKubeRay, Queue: DefaultQueue}
	if hasScheduler {
		w.SchedulerNamePath = []string{"metadata", "labels", api.RaySchedulerLabel}
	} else {
		w.SchedulerNamePath = []string{"metadata", "labels", api.RayQueueLabel}
	}
	w.QueuePath = w.SchedulerNamePath
	if hasQueue {
		w.Queue, w.QueuePath = queueOrDefault(queue), []string{"metadata", "labels", api.RayQueueLabel}
	}
	w.setPodGroup(rayPodGroup(spec, specPath, job))
	return w
}

// rayPodGroup is calculatePodGroupParams (volcano_scheduler.go): the head
// pod plus, per worker group not suspended, its desired replicas (its
// minReplicas with in-tree autoscaling) times numOfHosts; a RayJob adds
// its submitter's resources, not its pod.
func rayPodGroup(spec *api.RayClusterSpec, specPath []string, job *api.RayJobSpec) podGroupOf {
	autoscaling := spec.EnableInTreeAutoscaling != nil && *spec.EnableInTreeAutoscaling
	need := rayPodResource(spec.HeadGroupSpec.Template.Spec)
	members := int32(1)
	parts := []string{"1 head"}
	for _, g := range spec.WorkerGroupSpecs {
		if g.Suspend != nil && *g.Suspend {
			continue
		}
		hosts := int64(deref(g.NumOfHosts, 1))
		var pods, counted int64
		if autoscaling {
			pods = int64(deref(g.MinReplicas, 0)) * hosts
			counted = pods
		} else {
			// Members count the replicas clamped to [min, max]; resources
			// count spec.replicas as written (CalculateDesiredResources).
			pods = int64(rayDesiredReplicas(g)) * hosts
			counted = int64(deref(g.Replicas, 0)) * hosts
		}
		members = clampInt32(int64(members) + pods)
		if counted > 0 {
			need.AddTimes(rayPodResource(g.Template.Spec), counted)
			parts = append(parts, fmt.Sprintf("%d %s", counted, nameOr(g.GroupName, "workers")))
		}
	}
	if job != nil {
		if sub := raySubmitter(job); len(sub) > 0 {
			need.Add(sub)
			parts = append(parts, "the submitter")
		}
	}
	how := "KubeRay's PodGroup: " + strings.Join(parts, " + ")
	if autoscaling {
		how += " (minReplicas: in-tree autoscaling is on)"
	}
	// Point at the worker groups when they count, else at the head.
	at := "headGroupSpec"
	if len(spec.WorkerGroupSpecs) > 0 {
		at = "workerGroupSpecs"
	}
	return podGroupOf{minMember: members, need: need, path: append(append([]string(nil), specPath...), at), how: how}
}

// rayDesiredReplicas is GetWorkerGroupDesiredReplicas without numOfHosts.
func rayDesiredReplicas(g api.RayWorkerGroup) int32 {
	lo, hi := deref(g.MinReplicas, 0), deref(g.MaxReplicas, math.MaxInt32)
	switch r := g.Replicas; {
	case r == nil || *r < lo:
		return lo
	case *r > hi:
		return hi
	default:
		return *r
	}
}

// raySubmitter is getSubmitterResource: the submitter pod's resources in
// K8sJobMode (the default), the default submitter container's in
// SidecarMode (common/job.go GetDefaultSubmitterContainer: 500m, 200Mi),
// nothing in HTTPMode and InteractiveMode.
func raySubmitter(job *api.RayJobSpec) resources.List {
	switch job.SubmissionMode {
	case "", "K8sJobMode":
		if job.SubmitterPodTemplate != nil {
			return rayPodResource(job.SubmitterPodTemplate.Spec)
		}
		return defaultSubmitter()
	case "SidecarMode":
		return defaultSubmitter()
	}
	return nil
}

func defaultSubmitter() resources.List {
	return resources.List{"cpu": resource.MustParse("500m"), "memory": resource.MustParse("200Mi")}
}

// rayPodResource is KubeRay's CalculatePodResource: the containers'
// requests, a limit standing in for a request the container does not set;
// init containers do not count.
func rayPodResource(spec api.PodSpec) resources.List {
	out := resources.List{}
	for _, c := range spec.Containers {
		out.Add(c.Resources.Requests)
		for name, q := range c.Resources.Limits {
			if _, ok := c.Resources.Requests[name]; !ok {
				out.Add(resources.List{name: q})
			}
		}
	}
	return out
}

// kubeflowWorkload is the workload of a training-operator job that Volcano
// schedules (KubeflowJob.VolcanoPath says which), or nil.
func kubeflowWorkload(o *manifest.Object, t *api.KubeflowJob) *Workload {
	volcanoPath := t.VolcanoPath(o.Kind)
	if volcanoPath == nil {
		return nil
	}
	key := api.KubeflowReplicaSpecKeys[o.Kind]
	specs := t.Spec.ReplicaSpecs(o.Kind)
	types := make([]string, 0, len(specs))
	for name := range specs {
		types = append(types, name)
	}
	sort.Strings(types)
	policy := t.Spec.RunPolicy.SchedulingPolicy
	if policy == nil {
		policy = &api.KubeflowSchedulingPolicy{}
	}
	queuePath := []string{"spec", "runPolicy", "schedulingPolicy", "queue"}
	w := &Workload{Obj: o, SchedulerName: "volcano", SchedulerNamePath: volcanoPath, Operator: OperatorKubeflow,
		Queue: DefaultQueue, QueuePath: volcanoPath}
	if policy.Queue != "" {
		w.Queue, w.QueuePath = policy.Queue, queuePath
	}
	w.setPodGroup(kubeflowPodGroup(specs, types, key, policy))
	return w
}

// kubeflowPodGroup is the PodGroup of the training operator's ReconcileJobs
// (pkg/controller.v1/common/job.go): minMember is schedulingPolicy's
// minAvailable or all replicas; minResources is schedulingPolicy's, or
// CalcPGMinResources (common/util.go): the first minMember pods of the
// replica types in priority order. That order is a sort of a map with
// equal priorities when no PriorityClass differs, so it is not fixed: when
// minMember is below the replicas, vcqlint counts per resource the
// minMember smallest pods, the least any order can give.
func kubeflowPodGroup(specs map[string]api.KubeflowReplicaSpec, types []string, key string, policy *api.KubeflowSchedulingPolicy) podGroupOf {
	total := int64(0)
	for _, name := range types {
		total += int64(deref(specs[name].Replicas, 1))
	}
	members := int32(min(total, math.MaxInt32))
	if policy.MinAvailable != nil {
		members = *policy.MinAvailable
	}
	if policy.MinResources != nil {
		return podGroupOf{minMember: members, need: policy.MinResources, path: []string{"spec", "runPolicy", "schedulingPolicy", "minResources"}, perName: true,
			how: "schedulingPolicy.minResources"}
	}
	pods := make([]podCount, 0, len(types))
	for _, name := range types {
		pods = append(pods, podCount{kubeflowPodResource(specs[name].Template.Spec), int64(deref(specs[name].Replicas, 1))})
	}
	pg := podGroupOf{minMember: members, path: []string{"spec", key}}
	if int64(members) >= total {
		pg.need = resources.List{}
		for _, p := range pods {
			pg.need.AddTimes(p.res, p.n)
		}
		pg.how = fmt.Sprintf("the training operator's PodGroup: all %d replicas", total)
		return pg
	}
	pg.need = smallestPods(pods, int64(max(members, 0)))
	pg.how = fmt.Sprintf("the training operator's PodGroup: the %d smallest of %d replicas (minAvailable %d)", members, total, members)
	return pg
}

// podCount is n pods of one shape.
type podCount struct {
	res resources.List
	n   int64
}

// smallestPods is, per resource name, the sum of the k smallest pods'
// quantities (a pod without the resource counts 0).
func smallestPods(pods []podCount, k int64) resources.List {
	out := resources.List{}
	for _, name := range namesOf(pods) {
		sorted := make([]podCount, len(pods))
		copy(sorted, pods)
		sort.SliceStable(sorted, func(i, j int) bool {
			a, b := sorted[i].res[name], sorted[j].res[name]
			return a.Cmp(b) < 0
		})
		left := k
		sum := resources.List{}
		for _, p := range sorted {
			n := min(p.n, left)
			if n <= 0 {
				break
			}
			if q, ok := p.res[name]; ok {
				sum.AddTimes(resources.List{name: q}, n)
			}
			left -= n
		}
		if q, ok := sum[name]; ok && !q.IsZero() {
			out[name] = q
		}
	}
	return out
}

func namesOf(pods []podCount) []string {
	seen := map[string]bool{}
	var names []string
	for _, p := range pods {
		for name := range p.res {
			if !seen[name] {
				seen[name] = true
				names = append(names, name)
			}
		}
	}
	sort.Strings(names)
	return names
}

// kubeflowPodResource is the training operator's AddResourceList over a
// pod's containers: a container's requests, or its limits when it sets no
// requests at all; init containers do not count.
func kubeflowPodResource(spec api.PodSpec) resources.List {
	out := resources.List{}
	for _, c := range spec.Containers {
		if c.Resources.Requests != nil {
			out.Add(c.Resources.Requests)
		} else {
			out.Add(c.Resources.Limits)
		}
	}
	return out
}

// sparkWorkload is the workload of a SparkApplication (prefix spec) or a
// ScheduledSparkApplication (prefix spec.template) whose batch scheduler
// is Volcano (SparkSpec.SelectsVolcano), or nil.
func sparkWorkload(o *manifest.Object, spec *api.SparkSpec, prefix []string) *Workload {
	if !spec.SelectsVolcano() {
		return nil
	}
	at := func(p ...string) []string { return append(append([]string(nil), prefix...), p...) }
	w := &Workload{Obj: o, SchedulerName: "volcano", SchedulerNamePath: at("batchScheduler"), Operator: OperatorSpark,
		Queue: DefaultQueue, QueuePath: at("batchScheduler")}
	opts := spec.BatchSchedulerOptions
	if opts != nil && opts.Queue != nil {
		w.Queue, w.QueuePath = queueOrDefault(*opts.Queue), at("batchSchedulerOptions", "queue")
	}
	if opts != nil && len(opts.Resources) > 0 {
		w.setPodGroup(podGroupOf{minMember: 1, need: opts.Resources, path: at("batchSchedulerOptions", "resources"), perName: true,
			how: "batchSchedulerOptions.resources"})
		return w
	}
	executors := sparkInitialExecutors(spec)
	need := resources.List{}
	need.AddTimes(sparkPodResource(spec.Executor, true), int64(executors))
	how := fmt.Sprintf("the Spark operator's PodGroup: %d executors", executors)
	if spec.Mode != "client" { // the webhook defaults mode to cluster
		need.Add(sparkPodResource(spec.Driver, false))
		how = "the Spark operator's PodGroup: the driver + " + strings.TrimPrefix(how, "the Spark operator's PodGroup: ")
	}
	path := at("executor")
	if spec.Executor.Instances != nil {
		path = at("executor", "instances")
	}
	w.setPodGroup(podGroupOf{minMember: 1, need: need, path: path, how: how})
	return w
}

// sparkInitialExecutors is GetInitialExecutorNumber (pkg/util/sparkapplication.go).
func sparkInitialExecutors(spec *api.SparkSpec) int32 {
	if d := spec.DynamicAllocation; d != nil && d.Enabled {
		return max(0, deref(spec.Executor.Instances, 0), deref(d.InitialExecutors, 0), deref(d.MinExecutors, 0))
	}
	return deref(spec.Executor.Instances, 2)
}

// sparkPodResource is GetDriverRequestResource / GetExecutorRequestResource:
// cpu from coreRequest (executor only), else cores, else coreLimit; memory
// plus memoryOverhead. Each string is read as resource.ParseQuantity reads
// it, as the operator does, and skipped when it does not parse: Spark's
// "4g" is not a Kubernetes quantity, and "512m" reads as 512 millibytes.
// resources.ParseVolcano bounds the cost of a huge exponent and gives what
// Volcano reads for a value it cannot hold.
func sparkPodResource(p api.SparkPod, executor bool) resources.List {
	out := resources.List{}
	set := func(name string, s *string) bool {
		if s == nil {
			return false
		}
		q, _, err := resources.ParseVolcano(name, *s)
		if err != nil {
			return false
		}
		out[name] = q
		return true
	}
	cpuSet := executor && set("cpu", p.CoreRequest)
	if !cpuSet && p.Cores != nil {
		out["cpu"] = *resource.NewQuantity(int64(*p.Cores), resource.DecimalSI)
		cpuSet = true
	}
	if !cpuSet {
		set("cpu", p.CoreLimit)
	}
	if set("memory", p.Memory) && p.MemoryOverhead != nil {
		if q, _, err := resources.ParseVolcano("memory", *p.MemoryOverhead); err == nil {
			m := out["memory"]
			m.Add(q)
			out["memory"] = m
		}
	}
	return out
}

func deref[T any](p *T, def T) T {
	if p == nil {
		return def
	}
	return *p
}

func nameOr(name, def string) string {
	if name == "" {
		return def
	}
	return name
}

// IntegrationWorkload is the workload of an integration's object that
// selects Volcano, or nil (for another kind, or an object Volcano does not
// schedule; the loader keeps only those that select it).
func IntegrationWorkload(o *manifest.Object) *Workload {
	switch t := o.Typed.(type) {
	case *api.RayCluster:
		return rayWorkload(o, t.Metadata, &t.Spec, []string{"spec"}, nil)
	case *api.RayJob:
		return rayWorkload(o, t.Metadata, t.Spec.RayClusterSpec, []string{"spec", "rayClusterSpec"}, &t.Spec)
	case *api.RayService:
		return rayWorkload(o, t.Metadata, &t.Spec.RayClusterConfig, []string{"spec", "rayClusterConfig"}, nil)
	case *api.KubeflowJob:
		return kubeflowWorkload(o, t)
	case *api.SparkApplication:
		return sparkWorkload(o, &t.Spec, []string{"spec"})
	case *api.ScheduledSparkApplication:
		return sparkWorkload(o, &t.Spec.Template, []string{"spec", "template"})
	}
	return nil
}

// clampInt32 is n within int32's range: Volcano holds a member count in an
// int32, and the replicas and hosts it comes from are whatever the
// manifest says.
func clampInt32(n int64) int32 {
	if n > math.MaxInt32 {
		return math.MaxInt32
	}
	if n < math.MinInt32 {
		return math.MinInt32
	}
	return int32(n)
}
