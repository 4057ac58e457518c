package rules

import (
	"fmt"
	"strings"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/rule"
)

// The rules of this file relate every workload to the queue it names. They
// were Rego policies over the input's jobs, podGroups and workloads; they
// are Go rules because each is a scan of every workload with a lookup of its
// queue, which OPA evaluates at about a microsecond per workload and rule
// and which needs each queue as an OPA value, while here it is a map lookup
// (on a 10k-queue estate these scans cost more than all the other policies
// together). Messages and positions are those of the policies; the rule
// fixtures under testdata/rules hold them to it.

// placement is a workload with the queue it is submitted to.
type placement struct {
	obj   *manifest.Object
	queue string
	// path is where the queue is named (or would be).
	path []string
}

// queueFieldPath is where a Job or PodGroup names its queue.
var queueFieldPath = []string{"spec", "queue"}

// eachPlacement calls fn for every Job, PodGroup, pod or pod controller
// scheduled by Volcano (schedulerName volcano) and workload of an
// integration that selects Volcano (the model gives those schedulerName
// volcano), in that order.
func eachPlacement(m *model.Model, fn func(p placement)) {
	for _, j := range m.Jobs {
		fn(placement{obj: j.Obj, queue: j.QueueName(), path: queueFieldPath})
	}
	for _, pg := range m.PodGroups {
		fn(placement{obj: pg.Obj, queue: pg.QueueName(), path: queueFieldPath})
	}
	for _, w := range m.Workloads {
		if w.SchedulerName == "volcano" {
			fn(placement{obj: w.Obj, queue: w.Queue, path: w.QueuePath})
		}
	}
}

func (p placement) pos() finding.Position { return p.obj.Pos(p.path...) }

var jobInNonLeafQueue = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ208", Name: "job-in-non-leaf-queue", Severity: finding.Error,
		Summary: "a job targets a queue that has child queues",
		Doc: `Fires when a Job, PodGroup or Volcano-scheduled workload is submitted to a
queue other than root that has child queues (root is VCQ604's), for
targets with hierarchical queues (1.11+).

Volcano: in a hierarchy only leaf queues run jobs. The capacity plugin
(pkg/scheduler/plugins/capacity/capacity.go, buildHierarchicalQueueAttrs)
treats a job in a non-leaf queue as a hard failure: readyToSchedule
becomes false and scheduling stops for the whole cluster while such a
job exists (every version with hierarchy, 1.15 included). The job
webhook rejects new jobs in non-leaf queues since 1.11
(jobs/validate/admit_job.go), but a queue that gains children after its
jobs were admitted, or a PodGroup created by a controller, still trips it.

Severity: an error for a Job (the job webhook refuses it). A PodGroup or
a workload whose controller makes one is admitted: the PodGroup webhook
checks only that the queue exists and is Open (checkQueueState,
validate_podgroup.go:102@v1.15.1, :95@v1.13.3), so for those the finding
is the scheduler's halt, an error when the input configures the capacity
plugin with enableHierarchy and a warning otherwise (differential oracle,
docs/oracle.md).

The default queue always exists (the scheduler creates it beside root,
newDefaultAndRootQueue, cache.go:465@v1.15.1, and the queue webhook refuses
to delete it), so a queue may name it as its parent; default then has
children, and a Job without spec.queue, which the mutating webhook puts in
default, is refused ("can only submit job to leaf queue",
admit_job.go:225@v1.15.1).

Fix: submit to a leaf queue (create a leaf under the parent for these
jobs).`,
	},
	Check: func(c *rule.Context) {
		if !c.Volcano.HierarchySupported {
			return
		}
		eachPlacement(c.Model, func(p placement) {
			if p.queue == model.RootQueue {
				return // VCQ604's case
			}
			q, ok := c.Model.Queue(p.queue)
			if !ok || q.IsLeaf() {
				return
			}
			children := make([]string, len(q.Children))
			for i, ch := range q.Children {
				children[i] = ch.Name
			}
			halt := fmt.Sprintf("with hierarchy enabled the Volcano %s capacity plugin stops all scheduling while it exists", c.Volcano.Version.Short())
			if p.obj.Kind == manifest.KindJob {
				// The job webhook refuses it (admit_job.go:225@v1.15.1).
				via := "is submitted to queue " + p.queue
				if j, ok := p.obj.Typed.(*api.Job); ok && j.Spec.Queue == "" {
					// patchDefaultQueue, mutate_job.go@v1.15.1.
					via = "names no queue, so the job mutating webhook puts it in " + p.queue
				}
				c.Report(p.obj, p.pos(), "%s %s, which has child queues (%s); %s, and the job webhook rejects new ones",
					p.obj.ID(), via, strings.Join(children, ", "), halt)
				return
			}
			// The PodGroup webhook checks only that the queue exists and is
			// Open (checkQueueState, validate_podgroup.go:102@v1.15.1), so
			// what remains is the scheduler's consequence, an error only
			// where the input configures it (issue 15, class
			// podgroup-placement-not-checked).
			sev, outcome := schedulerHalt(c.Model, c.Volcano, halt)
			c.ReportAs(sev, p.obj, p.pos(), "%s is submitted to queue %s, which has child queues (%s); no webhook checks this for a %s; %s",
				p.obj.ID(), p.queue, strings.Join(children, ", "), p.obj.Kind, outcome)
		})
	},
}

var unknownQueue = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ601", Name: "unknown-queue", Severity: finding.Error,
		Summary: "a job or PodGroup names a queue that does not exist",
		Doc: `Fires when a Job, a PodGroup, a pod or controller with
schedulerName: volcano and the annotation scheduling.volcano.sh/queue-name
(on the pod, or on a controller's pod template: Volcano's PodGroup
controller reads the pod's annotation only), or a workload of an
integration that selects Volcano (a RayCluster, RayJob or RayService's
label volcano.sh/queue-name, a Kubeflow training job's
spec.runPolicy.schedulingPolicy.queue, a SparkApplication's
spec.batchSchedulerOptions.queue; see docs/inputs.md) names a queue that
is not in the input. default always exists (Volcano creates it), and so
does root from 1.11 (no release before creates it; VCQ604 reports work
submitted there).

Volcano: the job and PodGroup webhooks reject a missing queue at
admission (jobs/validate/admit_job.go); objects created before the queue
was deleted, or PodGroups made by controllers, stay Pending forever.

Severity: an error, except for a PodGroup before 1.12, a warning: no
Volcano before 1.12 has a PodGroup validating webhook
(pkg/webhooks/admission/podgroups holds only mutate at v1.11.2, and the
Helm chart enables /podgroups/mutate only), so the PodGroup is stored and
stays Pending; from 1.12 the PodGroup webhook refuses it ("unable to find
queue", validate_podgroup.go:102@v1.12.0). Recorded by the differential
oracle at v1.11.2 (docs/oracle.md, class no-podgroup-validating-webhook).

vcqlint sees only its input: lint the queues together with the jobs. When
the input defines no Queue at all, the rule stays silent.`,
	},
	Check: func(c *rule.Context) {
		if len(definedQueues(c.Model)) == 0 {
			return
		}
		eachPlacement(c.Model, func(p placement) {
			if p.queue == model.DefaultQueue || p.queue == model.RootQueue {
				return
			}
			if _, ok := c.Model.Queue(p.queue); ok {
				return
			}
			if p.obj.Kind == manifest.KindPodGroup && !c.Volcano.Version.AtLeast(1, 12, 0) {
				// No PodGroup validating webhook before 1.12.
				c.ReportAs(finding.Warning, p.obj, p.pos(), "%s names queue %q, which is not defined in the input; Volcano %s has no PodGroup validating webhook (it came in 1.12), so the PodGroup is stored and stays Pending",
					p.obj.ID(), p.queue, c.Volcano.Version.Short())
				return
			}
			c.Report(p.obj, p.pos(), "%s names queue %q, which is not defined in the input; Volcano rejects it at admission or leaves it Pending",
				p.obj.ID(), p.queue)
		})
	},
}

var jobInRootQueue = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ604", Name: "job-in-root-queue", Severity: finding.Error,
		Summary: "a job or PodGroup targets the root queue",
		Doc: `Fires when a Job, PodGroup or Volcano-scheduled workload targets the
root queue.

Volcano: from 1.11 root is the top of the queue hierarchy, created by the
scheduler (newDefaultAndRootQueue, cache.go:495@v1.11.2); it has children
and never runs jobs itself. The job webhook rejects jobs in root since 1.11
(jobs/validate/admit_job.go:249@v1.11.2), and with hierarchy enabled a
PodGroup in root is a job in a non-leaf queue, which stops all scheduling
(VCQ208).

Severity from 1.11: an error for a Job. A PodGroup (or a workload whose
controller makes one) in root is admitted (validate_podgroup.go:102@v1.15.1
checks only that the queue exists and is Open): the finding is then
VCQ208's scheduler halt, an error when the input configures the capacity
plugin with enableHierarchy, else a warning.

Before 1.11 root means nothing to Volcano and nobody creates it: the
scheduler creates only the default queue (newDefaultQueue,
cache.go:489@v1.10.2, :486@v1.9.1, the queue create at :435@v1.8.2). So a
Job in root is refused because its queue does not exist ("unable to find
job queue", admit_job.go:226-228@v1.8.2-v1.10.2), an error. A PodGroup is
admitted, since no PodGroup validating webhook exists before 1.12, and the
scheduler ignores a job whose queue does not exist ("does not exist,
ignore it", cache.go:1372@v1.10.2 and @v1.9.1, :1215@v1.8.2): it stays
Pending, a warning, as VCQ601 says for other missing queues. When the
input defines a Queue named root, it is an ordinary queue there (the
proportion plugin has no hierarchy and no root), and the rule is silent.
Checked against the job webhook of v1.10.2, v1.9.1 and v1.8.2 by the
differential oracle (docs/oracle.md).

Fix: submit to a leaf queue (before 1.11: to default or a queue the input
defines).`,
	},
	Check: func(c *rule.Context) {
		eachPlacement(c.Model, func(p placement) {
			if p.queue != model.RootQueue {
				return
			}
			if !c.Volcano.HierarchySupported {
				reportRootBeforeHierarchy(c, p)
				return
			}
			if p.obj.Kind == manifest.KindJob {
				c.Report(p.obj, p.pos(), "%s targets the root queue, which never runs jobs; submit it to a leaf queue", p.obj.ID())
				return
			}
			// A PodGroup (or a workload whose controller makes one) in root
			// is admitted (validate_podgroup.go:102@v1.15.1 checks only that
			// the queue exists and is Open); root has children, so it is
			// VCQ208's scheduler consequence.
			sev, outcome := schedulerHalt(c.Model, c.Volcano, fmt.Sprintf("with hierarchy enabled the Volcano %s capacity plugin stops all scheduling while it exists", c.Volcano.Version.Short()))
			c.ReportAs(sev, p.obj, p.pos(), "%s targets the root queue, which never runs jobs; no webhook checks this for a %s; %s; submit it to a leaf queue", p.obj.ID(), p.obj.Kind, outcome)
		})
	},
}

// reportRootBeforeHierarchy is VCQ604 before 1.11, where root is no
// special queue and the scheduler does not create it (newDefaultQueue,
// cache.go:489@v1.10.2): a root the input defines is an ordinary queue,
// and a missing one is a missing queue like VCQ601's.
func reportRootBeforeHierarchy(c *rule.Context, p placement) {
	if q, ok := c.Model.Queue(model.RootQueue); ok && !q.Implicit() {
		return
	}
	v := c.Volcano.Version.Short()
	missing := fmt.Sprintf("targets queue root, which Volcano %s does not create (before 1.11 the scheduler creates only default) and the input does not define", v)
	if p.obj.Kind == manifest.KindJob {
		// "unable to find job queue", admit_job.go:228@v1.10.2.
		c.Report(p.obj, p.pos(), "%s %s; the job webhook rejects a Job whose queue does not exist (unless a Queue named root was created by hand); submit it to default or a queue the input defines", p.obj.ID(), missing)
		return
	}
	// No PodGroup validating webhook before 1.12; the scheduler skips a
	// job whose queue does not exist (cache.go:1372@v1.10.2).
	pg := "the PodGroup"
	if p.obj.Kind != manifest.KindPodGroup {
		pg = "its PodGroup"
	}
	c.ReportAs(finding.Warning, p.obj, p.pos(), "%s %s; Volcano %s has no PodGroup validating webhook (it came in 1.12), so %s is stored and stays Pending: the scheduler ignores a job whose queue does not exist; submit it to default or a queue the input defines", p.obj.ID(), missing, v, pg)
}

var queueClosed = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ605", Name: "queue-closed", Severity: finding.Warning,
		Summary: "a job or PodGroup targets a Closed queue",
		Doc: `Fires when a Job, PodGroup or Volcano-scheduled workload targets a queue
whose status.state is Closed (or Closing, on its way there).

Volcano: the job and PodGroup webhooks accept only Open queues, and the
scheduler does not enqueue jobs of a closed queue, so new work there never
starts.

What the input can say about the state (issue 15, like VCQ306): the Queue CRD
has the status subresource, so the API server drops status from a created
queue before admission and keeps the stored status on an update
(PrepareForCreate and PrepareForUpdate, k8s.io/apiextensions-apiserver
pkg/registry/customresource/strategy.go:150-151@v0.35.3;
subresources.status in config/crd/volcano/bases/scheduling.volcano.sh_queues.yaml:242@v1.15.1).
A status.state in a manifest someone writes is therefore never applied:
applying the file creates the queue Open (the queue controller sets it), and
the job harness of the differential oracle admits work on such a queue. Only
a manifest dumped from a cluster (kubectl get queue -o yaml: it carries
metadata.resourceVersion, uid or creationTimestamp, which the API server
sets) reports the live state. So the finding is a warning for a dump, and
information that the state will not apply for a written manifest.

Fix: reopen the queue (vcctl queue operate -a open) or submit elsewhere; in
a written manifest, drop the status, and close a queue with vcctl queue
operate -a close.`,
	},
	Check: func(c *rule.Context) {
		eachPlacement(c.Model, func(p placement) {
			q, ok := c.Model.Queue(p.queue)
			if !ok || q.Implicit() {
				return
			}
			state := q.Spec.Status.State
			if state != "Closed" && state != "Closing" {
				return
			}
			if liveDump(q.Obj) {
				c.Report(p.obj, p.pos(), "%s targets queue %s, which is %s in the cluster this manifest was read from (it carries metadata the API server sets); Volcano does not admit or enqueue new work there", p.obj.ID(), p.queue, state)
				return
			}
			c.ReportAs(finding.Info, p.obj, p.pos(), "%s targets queue %s, whose manifest says status.state %s; the API server drops status when it creates the queue (status subresource), so applying it makes the queue Open and Volcano admits this work; only a queue already closed in the cluster (vcctl queue operate -a close) refuses it", p.obj.ID(), p.queue, state)
		})
	},
}

// liveDump reports whether a manifest was read back from a cluster: it
// carries metadata only the API server sets, so its status is the live one.
func liveDump(o *manifest.Object) bool {
	for _, k := range []string{"resourceVersion", "uid", "creationTimestamp"} {
		if o.Node("metadata", k) != nil {
			return true
		}
	}
	return false
}
