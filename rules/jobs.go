package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/rule"
)

var jobExceedsQueue = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ602", Name: "job-exceeds-queue", Severity: finding.Error,
		Summary: "a job's minimum resources exceed the capability of its queue or an ancestor: it can never be enqueued",
		Doc: `Fires when the resources a job needs before it may start are greater than
the capability of its queue, or of any ancestor of that queue, on some
resource.

A job's minimum is, for a PodGroup, spec.minResources; for a Volcano Job, the
minResources its job controller will give the Job's PodGroup
(calcPGMinResources): each task's minAvailable pods (default: its replicas),
topped up with further replicas in task order up to the job's minAvailable
(default: the sum of the tasks'), or only the first minAvailable pods when
the job asks for fewer than its tasks' sum. Each pod is the sum of its
containers' requests, or the largest init container's when that is bigger,
as Kubernetes sizes pods; a container without requests uses its limits.

For the workloads of Volcano's integrations it is the minResources their
operator gives their PodGroup: KubeRay's head plus desired workers (plus a
RayJob's submitter), the Kubeflow training operator's
schedulingPolicy.minResources or its minAvailable pods, the Spark
operator's batchSchedulerOptions.resources or driver plus initial
executors (docs/inputs.md, "Workloads of Volcano's integrations").

Volcano: the enqueue action admits a PodGroup only if its minimum fits the
queue's real capability (capacity plugin JobEnqueueableFn), which is capped
by the queue's capability and, in a hierarchy, by its ancestors' (a child's
real capability is derived from its parent's); otherwise the PodGroup stays
Pending with NotEnoughResources while nodes are free (seeds 001, 002). A capability of cpu
or memory 0 means unlimited and limits nothing.

Fix: raise the queue's (and its ancestors') capability, or ask for less.`,
	},
	Check: func(c *rule.Context) {
		limits := limitCache{}
		for _, pg := range c.Model.PodGroups {
			need := pg.Spec.Spec.MinResources
			if len(need) == 0 {
				continue
			}
			reportJobFit(c, limits, pg.Obj, pg.QueueName(), need, func(first string) finding.Position {
				return pg.Obj.Pos("spec", "minResources", first)
			}, func() string { return "minResources" })
		}
		for _, w := range c.Model.Workloads {
			if len(w.MinResources) == 0 { // set only on an integration's workload (one with an Operator)
				continue
			}
			reportJobFit(c, limits, w.Obj, w.Queue, w.MinResources, func(first string) finding.Position {
				if w.MinResourcesPerName {
					return w.Obj.Pos(append(append([]string(nil), w.MinResourcesPath...), first)...)
				}
				return w.Obj.Pos(w.MinResourcesPath...)
			}, func() string { return w.MinResourcesHow })
		}
		for _, j := range c.Model.Jobs {
			need, how := jobMinimum(j.Spec)
			if len(need) == 0 {
				continue
			}
			reportJobFit(c, limits, j.Obj, j.QueueName(), need, func(string) finding.Position {
				if j.Spec.Spec.MinAvailable != nil {
					return j.Obj.Pos("spec", "minAvailable")
				}
				return j.Obj.Pos("spec", "queue")
			}, how)
		}
	},
}

// limitCache holds each queue's capabilityLimitList, computed once for all
// the jobs below it.
type limitCache map[*model.Queue]resources.List

func (lc limitCache) of(q *model.Queue) resources.List {
	l, ok := lc[q]
	if !ok {
		l = capabilityLimitList(q.Spec.Spec.Capability)
		lc[q] = l
	}
	return l
}

// reportJobFit reports a job whose minimum exceeds a capability on its
// queue's path to root; pos and how are called only for a finding.
func reportJobFit(c *rule.Context, limits limitCache, obj *manifest.Object, queue string, need resources.List, pos func(first string) finding.Position, how func() string) {
	q, ok := c.Model.Queue(queue)
	if !ok {
		return // VCQ601 reports unknown queues
	}
	for level := q; level != nil; level = level.Parent {
		if level.Implicit() || len(level.Cycle) > 0 {
			break
		}
		excess := resources.Exceeding(need, limits.of(level), resources.MissingIsUnlimited)
		if len(excess) == 0 {
			continue
		}
		whose := "its queue " + level.Name
		if level != q {
			whose = fmt.Sprintf("%s, an ancestor of its queue %s,", level.Name, q.Name)
		}
		c.Report(obj, pos(excess[0].Name), "%s needs at least %s (%s) but the capability of %s allows less; it can never be enqueued and stays Pending with NotEnoughResources",
			obj.ID(), resources.FormatExcesses(excess), how(), whose)
		return
	}
}

// jobMinimum is the minResources Volcano's job controller gives a Job's
// PodGroup (pkg/controllers/job/job_controller_actions.go calcPGMinResources),
// and says how it was computed. The job webhook first defaults each task's
// minAvailable to its replicas and the job's (when 0) to the sum of the
// tasks'. Then, if the job's minAvailable is below that sum, the first
// minAvailable pods count, tasks in order; otherwise every task's
// minAvailable pods count, topped up with further replicas in task order
// up to the job's minAvailable. (Volcano orders tasks by the value of their
// priority class first; vcqlint cannot see PriorityClass values and keeps
// the written order.) The explanation is built only when called: most jobs
// need none.
func jobMinimum(j *api.Job) (resources.List, func() string) {
	tasks := j.Spec.Tasks
	totalMin := int32(0)
	for _, t := range tasks {
		totalMin += taskMinAvailable(t)
	}
	want := totalMin
	if j.Spec.MinAvailable != nil && *j.Spec.MinAvailable > 0 {
		want = *j.Spec.MinAvailable
	}
	counts := make([]int32, len(tasks))
	if want < totalMin {
		left := want
		for i, t := range tasks {
			n := max(0, min(replicasOf(t), left))
			counts[i] = n
			left -= n
		}
	} else {
		left := want
		for i, t := range tasks {
			n := max(0, min(taskMinAvailable(t), left))
			counts[i] = n
			left -= n
		}
		for i, t := range tasks {
			n := max(0, min(replicasOf(t)-taskMinAvailable(t), left))
			counts[i] += n
			left -= n
		}
	}
	need := resources.List{}
	for i, t := range tasks {
		if counts[i] == 0 {
			continue
		}
		need.AddTimes(podRequests(t.Template.Spec), int64(counts[i]))
	}
	return need, func() string {
		var parts []string
		for i, t := range tasks {
			if counts[i] != 0 {
				parts = append(parts, fmt.Sprintf("%d %s", counts[i], taskName(t)))
			}
		}
		return fmt.Sprintf("minAvailable %d: %s", want, strings.Join(parts, " + "))
	}
}

// taskMinAvailable is a task's minAvailable as the job webhook defaults it
// (its replicas when unset).
func taskMinAvailable(t api.JobTask) int32 {
	if t.MinAvailable != nil {
		return *t.MinAvailable
	}
	return replicasOf(t)
}

func replicasOf(t api.JobTask) int32 {
	if t.Replicas == nil {
		return 0
	}
	return *t.Replicas
}

func taskName(t api.JobTask) string {
	if t.Name == "" {
		return "pods"
	}
	return t.Name
}

// podRequests sizes a pod as the scheduler does: the sum of its containers'
// requests, or per resource the largest init container's if bigger.
func podRequests(spec api.PodSpec) resources.List {
	if len(spec.Containers) == 1 && len(spec.InitContainers) == 0 {
		return containerRequests(spec.Containers[0]) // read only, as its callers do
	}
	sum := resources.List{}
	for _, ctr := range spec.Containers {
		sum.Add(containerRequests(ctr))
	}
	for _, ctr := range spec.InitContainers {
		for name, q := range containerRequests(ctr) {
			if cur, ok := sum[name]; !ok || q.Cmp(cur) > 0 {
				sum[name] = q
			}
		}
	}
	return sum
}

// containerRequests are a container's requests, with limits standing in
// for requests it does not set (Kubernetes defaults them so). Callers
// only read what it returns: without limits it is the requests list
// itself.
func containerRequests(ctr api.Container) resources.List {
	if len(ctr.Resources.Limits) == 0 {
		return ctr.Resources.Requests
	}
	out := ctr.Resources.Requests.Clone()
	for name, q := range ctr.Resources.Limits {
		if _, ok := out[name]; !ok {
			out[name] = q
		}
	}
	return out
}

var minAvailableExceedsReplicas = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ603", Name: "min-available-exceeds-replicas", Severity: finding.Error,
		Summary: "minAvailable is greater than the replicas that can exist",
		Doc: `Fires when a Job's minAvailable is greater than the sum of its tasks'
replicas, or a task's minAvailable is greater than its own replicas.

Volcano: the job webhook (jobs/validate/admit_job.go) rejects both; a
PodGroup created with such numbers by hand can never gather enough pods
and stays Pending ("not enough pods") forever.

Fix: lower minAvailable or add replicas.`,
	},
	Check: func(c *rule.Context) {
		for _, j := range c.Model.Jobs {
			spec := j.Spec.Spec
			if spec.MinAvailable != nil {
				total := int64(0)
				for _, t := range spec.Tasks {
					total += int64(replicasOf(t))
				}
				if want := int64(*spec.MinAvailable); want > total {
					c.Report(j.Obj, j.Obj.Pos("spec", "minAvailable"), "%s minAvailable %d > %d replicas in all tasks; the job webhook rejects it",
						j.Obj.ID(), want, total)
				}
			}
			for i, t := range spec.Tasks {
				if t.MinAvailable != nil && *t.MinAvailable > replicasOf(t) {
					c.Report(j.Obj, j.Obj.Pos("spec", "tasks", strconv.Itoa(i), "minAvailable"), "%s task %s minAvailable %d > its %d replicas; the job webhook rejects it",
						j.Obj.ID(), t.Name, *t.MinAvailable, replicasOf(t))
				}
			}
		}
	},
}
