package oraclegen

import (
	"math/rand/v2"
	"strings"
)

// JobSeedBase is the first seed of the job modes. Seeds below it give the
// queue-only cases recorded since phase 1, unchanged (their digests are in
// testdata/oracle); seeds from it on give a queue tree plus Volcano Jobs and
// PodGroups placed against it, for the job and PodGroup webhooks.
const JobSeedBase uint64 = 1_000_000

// Job is one generated batch.volcano.sh/v1alpha1 Job.
type Job struct {
	Name         string
	Queue        string // "": no spec.queue (the job mutating webhook sets default)
	MinAvailable *int32
	Tasks        []Task
	NoTasks      bool // write "tasks: []"
	Policies     []Policy
	Plugins      []string // spec.plugins keys, each with an empty argument list
	File         int
}

// Task is one task of a Job.
type Task struct {
	Name         string
	Replicas     int32
	MinAvailable *int32
	Policies     []Policy
	DependsOn    []string
}

// Policy is one lifecycle policy: Event and Events, or ExitCode, and Action.
type Policy struct {
	Event    string
	Events   []string
	Action   string
	ExitCode *int32
}

// PodGroup is one generated scheduling.volcano.sh/v1beta1 PodGroup.
type PodGroup struct {
	Name      string
	Queue     string // "": no spec.queue
	MinMember int32
	File      int
}

// JobPerturbations are the job and PodGroup shapes, one per job case: the
// checks of the job webhook (admit_job.go, util.go) and the queue a job or
// PodGroup is placed in.
var JobPerturbations = []string{
	"job-ok", "dup-task-name", "dup-policy-event-job", "dup-policy-event-task",
	"dup-event-in-events", "event-and-events-same", "any-event-with-other",
	"event-and-exitcode", "policy-without-event", "exitcode-zero", "dup-exitcode",
	"invalid-event", "invalid-action", "job-min-over-replicas", "job-min-equal-replicas",
	"task-min-over-replicas", "no-tasks", "queue-missing", "queue-root", "queue-non-leaf",
	"queue-omitted", "queue-default", "queue-closed", "queue-refused", "job-name-invalid",
	"pod-name-too-long", "unknown-plugin", "mpi-no-master", "depends-on-cycle",
	"jobs-across-files", "podgroup-queue-missing", "podgroup-queue-root",
	"podgroup-queue-non-leaf", "podgroup-queue-closed",
}

// Queue perturbations a job case's tree may carry: mostly ones Volcano admits
// (so the job's fate is decided by the job webhook), sometimes any.
var jobTreeKinds = []string{"none", "none", "weights", "state", "parents-across-files", "annotation-unrooted", "guarantee-only-parent"}

// Events and actions of Volcano's bus API; the last of each are internal and
// refused in a manifest (policyEventMap, policyActionMap in jobs/validate/util.go).
var (
	jobEvents      = []string{"PodFailed", "PodEvicted", "PodPending", "Unknown", "TaskCompleted", "TaskFailed", "JobUpdated"}
	jobActions     = []string{"AbortJob", "RestartJob", "RestartTask", "RestartPod", "TerminateJob", "CompleteJob"}
	badJobEvents   = []string{"OutOfSync", "CommandIssued", "PodRunning", "Bogus"}
	badJobActions  = []string{"SyncJob", "EnqueueJob", "OpenQueue", "Bogus"}
	jobPluginNames = []string{"svc", "env", "ssh"}
)

func i32(n int32) *int32 { return &n }

// generateJobs builds the case of a seed at or above JobSeedBase.
func generateJobs(seed uint64) Case {
	g := &gen{r: rand.New(rand.NewPCG(seed, seed^0x6a09e667f3bcc908))}
	c := Case{Seed: seed, Files: 1}
	kind := g.pick(JobPerturbations)
	treeKind := g.pick(jobTreeKinds)
	if kind == "queue-refused" || g.chance(0.1) {
		treeKind = g.pick(Perturbations)
	}
	c.Mode = []string{"jobs", kind, treeKind}
	c.Queues = g.clean(treeKind, &c)
	leaves := leafQueues(c.Queues)
	nJobs := 1 + g.r.IntN(3)
	for i := 0; i < nJobs; i++ {
		j := g.job(i, leaves)
		if i == 0 {
			g.perturbJob(kind, &j, &c)
		}
		c.Jobs = append(c.Jobs, j)
	}
	if g.chance(0.3) || isPodGroupKind(kind) {
		pg := PodGroup{Name: "pg0", Queue: g.pick(leaves), MinMember: int32(1 + g.r.IntN(4))}
		g.perturbPodGroup(kind, &pg, &c)
		c.PodGroups = append(c.PodGroups, pg)
	}
	return c
}

func isPodGroupKind(kind string) bool { return strings.HasPrefix(kind, "podgroup-") }

// leafQueues are the queues no other queue names as parent, or default when
// every queue has a child.
func leafQueues(qs []Queue) []string {
	parents := map[string]bool{}
	for _, q := range qs {
		parents[q.Parent] = true
	}
	var out []string
	for _, q := range qs {
		if !parents[q.Name] && q.Name != "root" {
			out = append(out, q.Name)
		}
	}
	if len(out) == 0 {
		out = []string{"default"}
	}
	return out
}

func nonLeafQueue(qs []Queue) (string, bool) {
	for _, q := range qs {
		if q.Parent != "" && q.Parent != "root" {
			return q.Parent, true
		}
	}
	return "", false
}

func (g *gen) job(i int, leaves []string) Job {
	j := Job{Name: "j" + itoa(int64(i)), Queue: g.pick(leaves)}
	nTasks := 1 + g.r.IntN(3)
	var total int32
	for t := 0; t < nTasks; t++ {
		task := Task{Name: []string{"master", "worker", "ps", "driver"}[t], Replicas: int32(1 + g.r.IntN(4))}
		if g.chance(0.4) {
			task.MinAvailable = i32(int32(g.r.IntN(int(task.Replicas) + 1)))
		}
		if g.chance(0.3) {
			task.Policies = []Policy{g.policy()}
		}
		total += task.Replicas
		j.Tasks = append(j.Tasks, task)
	}
	if g.chance(0.6) {
		j.MinAvailable = i32(int32(1 + g.r.IntN(int(total))))
	}
	if g.chance(0.4) {
		j.Policies = []Policy{g.policy()}
		if g.chance(0.4) {
			p := g.policy()
			if p.Event != j.Policies[0].Event {
				j.Policies = append(j.Policies, p)
			}
		}
	}
	if g.chance(0.3) {
		j.Plugins = []string{g.pick(jobPluginNames)}
	}
	return j
}

func (g *gen) policy() Policy {
	return Policy{Event: g.pick(jobEvents), Action: g.pick(jobActions)}
}

// perturbJob applies one job shape; the switch is a flat list of shapes, each
// a few lines, which a table of closures would only spread out.
func (g *gen) perturbJob(kind string, j *Job, c *Case) { //nolint:gocyclo // one case per shape (28)
	switch kind {
	case "dup-task-name":
		if len(j.Tasks) == 1 {
			j.Tasks = append(j.Tasks, Task{Replicas: 1})
		}
		j.Tasks[len(j.Tasks)-1].Name = j.Tasks[0].Name
	case "dup-policy-event-job":
		p := g.policy()
		q := g.policy()
		q.Event = p.Event
		j.Policies = []Policy{p, q}
	case "dup-policy-event-task":
		p := g.policy()
		q := g.policy()
		if g.chance(0.5) {
			q.Event, q.Events = "", []string{p.Event}
		} else {
			q.Event = p.Event
		}
		j.Tasks[0].Policies = []Policy{p, q}
	case "dup-event-in-events":
		e := g.pick(jobEvents)
		j.Policies = []Policy{{Events: []string{e, e}, Action: g.pick(jobActions)}}
	case "event-and-events-same":
		e := g.pick(jobEvents)
		j.Policies = []Policy{{Event: e, Events: []string{e}, Action: g.pick(jobActions)}}
	case "any-event-with-other":
		j.Policies = []Policy{{Event: "*", Action: g.pick(jobActions)}, g.policy()}
		if g.chance(0.5) {
			j.Policies = j.Policies[:1]
		}
	case "event-and-exitcode":
		p := g.policy()
		p.ExitCode = i32(int32(1 + g.r.IntN(3)))
		j.Policies = []Policy{p}
	case "policy-without-event":
		j.Policies = []Policy{{Action: g.pick(jobActions)}}
	case "exitcode-zero":
		j.Policies = []Policy{{ExitCode: i32(0), Action: g.pick(jobActions)}}
	case "dup-exitcode":
		code := int32(1 + g.r.IntN(5))
		j.Policies = []Policy{{ExitCode: i32(code), Action: g.pick(jobActions)}, {ExitCode: i32(code), Action: g.pick(jobActions)}}
	case "invalid-event":
		j.Policies = []Policy{{Event: g.pick(badJobEvents), Action: g.pick(jobActions)}}
	case "invalid-action":
		j.Policies = []Policy{{Event: g.pick(jobEvents), Action: g.pick(badJobActions)}}
	case "job-min-over-replicas", "job-min-equal-replicas":
		var total int32
		for _, t := range j.Tasks {
			total += t.Replicas
		}
		if kind == "job-min-over-replicas" {
			total += int32(1 + g.r.IntN(2))
		}
		j.MinAvailable = i32(total)
	case "task-min-over-replicas":
		t := &j.Tasks[g.r.IntN(len(j.Tasks))]
		t.MinAvailable = i32(t.Replicas + 1)
	case "no-tasks":
		j.Tasks, j.NoTasks, j.MinAvailable = nil, true, nil
	case "queue-missing", "queue-root", "queue-non-leaf", "queue-closed":
		g.placeIn(kind, &j.Queue, c)
	case "queue-omitted":
		j.Queue = ""
	case "queue-default":
		j.Queue = "default"
	case "job-name-invalid":
		j.Name = g.pick([]string{"Job-A", "job_a", "job.a-"})
	case "pod-name-too-long":
		j.Name = "job-with-a-long-name-" + g.pick([]string{"abcdefghijklmnopqrstuvwxyz", "abcdefghijklmnopqrstuvwxyz0123456789abcd"})
	case "unknown-plugin":
		j.Plugins = []string{g.pick([]string{"bogus", "tensorflow-x"})}
	case "mpi-no-master":
		j.Plugins = []string{"mpi"}
		if g.chance(0.5) {
			j.Tasks[0].Name = "launcher"
		}
	case "depends-on-cycle":
		if len(j.Tasks) == 1 {
			j.Tasks = append(j.Tasks, Task{Name: "worker", Replicas: 1})
		}
		a, b := &j.Tasks[0], &j.Tasks[1]
		a.DependsOn = []string{b.Name}
		if g.chance(0.7) {
			b.DependsOn = []string{a.Name}
		}
	case "jobs-across-files":
		c.Files = max(c.Files, 2)
		j.File = c.Files - 1
		if g.chance(0.5) {
			j.File = 0
			for i := range c.Queues {
				c.Queues[i].File = c.Files - 1
			}
		}
	}
}

func (g *gen) perturbPodGroup(kind string, pg *PodGroup, c *Case) {
	if isPodGroupKind(kind) {
		g.placeIn(strings.TrimPrefix(kind, "podgroup-"), &pg.Queue, c)
		return
	}
	if g.chance(0.2) {
		pg.Queue = ""
	}
}

// placeIn points a Job's or PodGroup's queue at a missing queue, root, a
// non-leaf queue or a queue written as Closed.
func (g *gen) placeIn(kind string, queue *string, c *Case) {
	switch kind {
	case "queue-missing":
		*queue = "missing-" + itoa(int64(g.r.IntN(3)))
	case "queue-root":
		*queue = "root"
	case "queue-non-leaf":
		if p, ok := nonLeafQueue(c.Queues); ok {
			*queue = p
		}
	case "queue-closed":
		closeQueue(c, *queue, g)
	}
}

// closeQueue writes a Closed (or Closing) status on a queue of the case; the
// API server drops it on create, which is what the oracle measures.
func closeQueue(c *Case, name string, g *gen) {
	for i := range c.Queues {
		if c.Queues[i].Name == name {
			c.Queues[i].State = g.pick([]string{"Closed", "Closing"})
		}
	}
}
