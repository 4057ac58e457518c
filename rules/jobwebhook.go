package rules

import (
	"flag"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/dnsname"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// The rules of this file model the denials of Volcano's job webhook
// (pkg/webhooks/admission/jobs/validate/admit_job.go, validateJobCreate, and
// util.go, validatePolicies) beyond the queue placement and minAvailable
// checks of placement.go and jobs.go (issue 15). Each is an error: the job
// webhook refuses the Job on create in every release vcqlint knows
// (v1.8.2-v1.15.1).

var jobWithoutTasks = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ608", Name: "job-without-tasks", Severity: finding.Error,
		Summary: "a Volcano Job has no tasks",
		Doc: `Fires on a batch.volcano.sh Job whose spec.tasks is missing or empty.

Volcano: validateJobCreate refuses it first of all ("No task specified in
job spec", admit_job.go:130-133@v1.15.1, the same check in every release
from v1.8.2).

Fix: give the Job at least one task with a pod template.`,
	},
	Check: func(c *rule.Context) {
		for _, j := range c.Model.Jobs {
			if len(j.Spec.Spec.Tasks) == 0 {
				c.Report(j.Obj, j.Obj.Pos("spec", "tasks"), "%s has no tasks; the job webhook refuses it (\"No task specified in job spec\")", j.Obj.ID())
			}
		}
	},
}

var duplicateTaskName = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ606", Name: "duplicate-task-name", Severity: finding.Error,
		Summary: "two tasks of a Volcano Job have the same name",
		Doc: `Fires on the second task of a Job with a name an earlier task has.

Volcano: validateJobCreate keeps the task names it has seen and refuses the
Job on a repeat ("duplicated task name", admit_job.go:161-167@v1.15.1, in
every release from v1.8.2); Volcano's own example/invalid_jobs/ has such a
Job. Pods are named <job>-<task>-<index>, so two tasks of one name would
collide.

Fix: give every task of the Job its own name.`,
	},
	Check: func(c *rule.Context) {
		for _, j := range c.Model.Jobs {
			seen := map[string]int{}
			for i := range j.Spec.Spec.Tasks {
				name := j.TaskName(i)
				if first, dup := seen[name]; dup {
					c.Report(j.Obj, j.Obj.Pos("spec", "tasks", strconv.Itoa(i), "name"), "%s task %d is named %q like task %d; the job webhook refuses it (\"duplicated task name\")",
						j.Obj.ID(), i, name, first)
					break // the webhook stops at the first repeat
				}
				seen[name] = i
			}
		}
	},
}

var invalidLifecyclePolicy = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ607", Name: "invalid-lifecycle-policy", Severity: finding.Error,
		Summary: "a Job's or task's lifecycle policies are refused by the job webhook",
		Doc: `Fires on the policies of a Job (spec.policies) or of one of its tasks
(spec.tasks[*].policies) that the job webhook refuses, checking each list as
validatePolicies does (pkg/webhooks/admission/jobs/validate/util.go:62-122
@v1.15.1, the same checks in every release from v1.8.2):
- a policy with event(s) and exitCode together, or with neither;
- an event or action the version does not accept. Events: *, PodFailed,
  PodEvicted, Unknown, TaskCompleted, TaskFailed, JobUpdated, and PodPending
  from 1.11. Actions: AbortJob, RestartJob, RestartTask, TerminateJob,
  CompleteJob, ResumeJob, RestartPod from 1.11 and RestartPartition from
  1.14 (policyEventMap and policyActionMap at each tag; internal events
  such as OutOfSync and actions such as SyncJob are refused);
- the same event in two policies of the list ("duplicate event ... across
  different policy"), exitCode 0, or the same exitCode twice;
- "*" together with any other event.
Volcano's own example/invalid_jobs/ holds Jobs with such policies.

Fix: one policy per event, either events or an exit code, with an action
the version knows.`,
	},
	Check: func(c *rule.Context) {
		b := c.Volcano
		for _, j := range c.Model.Jobs {
			checkPolicies(c, b, j.Obj, j.Spec.Spec.Policies, []string{"spec", "policies"})
			for i, t := range j.Spec.Spec.Tasks {
				checkPolicies(c, b, j.Obj, t.Policies, []string{"spec", "tasks", strconv.Itoa(i), "policies"})
			}
		}
	},
}

// policyEvents and policyActions are what validatePolicies accepts in
// version b (policyEventMap and policyActionMap, util.go@each tag).
func policyEvents(b volcano.Behaviour) map[string]bool {
	m := map[string]bool{"*": true, "PodFailed": true, "PodEvicted": true, "Unknown": true, "TaskCompleted": true, "TaskFailed": true, "JobUpdated": true}
	if b.Version.AtLeast(1, 11, 0) {
		m["PodPending"] = true
	}
	return m
}

func policyActions(b volcano.Behaviour) map[string]bool {
	m := map[string]bool{"AbortJob": true, "RestartJob": true, "RestartTask": true, "TerminateJob": true, "CompleteJob": true, "ResumeJob": true}
	if b.Version.AtLeast(1, 11, 0) {
		m["RestartPod"] = true
	}
	if b.Version.AtLeast(1, 14, 0) {
		m["RestartPartition"] = true
	}
	return m
}

// checkPolicies reports the first problem validatePolicies finds in one
// policy list (it stops there), and the "*"-with-others check it makes
// after the loop.
func checkPolicies(c *rule.Context, b volcano.Behaviour, obj *manifest.Object, ps []api.LifecyclePolicy, path []string) {
	if len(ps) == 0 {
		return
	}
	events := map[string]bool{}
	codes := map[int32]bool{}
	report := func(i int, field, format string, args ...any) {
		p := append(append([]string(nil), path...), strconv.Itoa(i))
		if field != "" {
			p = append(p, field)
		}
		c.Report(obj, obj.Pos(p...), "%s %s[%d]: %s; the job webhook refuses it", obj.ID(), fieldPath(path), i, fmt.Sprintf(format, args...))
	}
	validEvents, validActions := policyEvents(b), policyActions(b)
	stopped := false
	for i, p := range ps {
		hasEvent := p.Event != "" || len(p.Events) > 0
		switch {
		case hasEvent && p.ExitCode != nil:
			report(i, "exitCode", "sets an event and an exitCode; use one of them")
			stopped = true
		case !hasEvent && p.ExitCode == nil:
			report(i, "", "sets neither an event nor an exitCode")
			stopped = true
		case hasEvent:
			stopped = checkPolicyEvents(p, validEvents, validActions, events, func(field, format string, args ...any) {
				report(i, field, format, args...)
			}, b)
		case *p.ExitCode == 0:
			report(i, "exitCode", "exitCode 0 is not an error code")
			stopped = true
		case codes[*p.ExitCode]:
			report(i, "exitCode", "exitCode %d is handled by an earlier policy", *p.ExitCode)
			stopped = true
		default:
			codes[*p.ExitCode] = true
		}
		if stopped {
			break
		}
	}
	if events["*"] && len(events) > 1 {
		c.Report(obj, obj.Pos(path...), "%s %s: the event \"*\" is combined with other events (%s); the job webhook refuses it (\"if there's * here, no other policy should be here\")",
			obj.ID(), fieldPath(path), strings.Join(otherEvents(events), ", "))
	}
}

// checkPolicyEvents checks one event policy as validatePolicies does: each
// of its events (event and events, repeats removed) must be valid, its
// action valid, and the event not seen in an earlier policy. It reports the
// first problem and says whether it found one.
func checkPolicyEvents(p api.LifecyclePolicy, validEvents, validActions, seen map[string]bool,
	report func(field, format string, args ...any), b volcano.Behaviour) bool {
	list := append(append([]string(nil), p.Events...), p.Event)
	done := map[string]bool{}
	for _, e := range list {
		if e == "" || done[e] {
			continue
		}
		done[e] = true
		switch {
		case !validEvents[e]:
			report("event", "event %q is not one Volcano %s accepts (%s)", e, b.Version.Short(), strings.Join(sortedNames(validEvents), ", "))
			return true
		case !validActions[p.Action]:
			report("action", "action %q is not one Volcano %s accepts (%s)", p.Action, b.Version.Short(), strings.Join(sortedNames(validActions), ", "))
			return true
		case seen[e]:
			report("event", "event %q is handled by an earlier policy (\"duplicate event across different policy\")", e)
			return true
		}
		seen[e] = true
	}
	return false
}

func otherEvents(m map[string]bool) []string {
	var out []string
	for _, e := range sortedNames(m) {
		if e != "*" {
			out = append(out, e)
		}
	}
	return out
}

var invalidJobName = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ609", Name: "invalid-job-name", Severity: finding.Error,
		Summary: "a Volcano Job's name, or a pod name made from it, is not a qualified name",
		Doc: `Fires on a Job whose metadata.name is not a Kubernetes qualified name, or
whose pod names <job>-<task>-<task index> (as the webhook builds them) are
not: at most 63 characters of alphanumerics, '-', '_' or '.', starting and
ending with an alphanumeric.

Volcano: validateJobCreate checks both with validation.IsQualifiedName
(validateK8sPodNameLength and validateJobName, admit_job.go:173, 178,
370-382@v1.15.1, in every release from v1.8.2): "create pod with name ...
validate failed" and "create job with name ... validate failed". A Job name
may be up to 253 characters to the API server, but its pods could not be
created with a longer name.

A Job created with metadata.generateName and no name (kubectl create) is
checked with the name the API server generates: it completes the prefix,
cut to 58 characters, with 5 random lowercase alphanumerics before any
admission webhook runs ((*Store).create, store.go:485-486, and
names.SimpleNameGenerator, generate.go:45-53, k8s.io/apiserver@v0.35.3), so
only the pod names it leads to can fail here. A name, given or generated,
that is not a DNS-1123 subdomain is the API server's refusal (VCQ004): it
validates the object's metadata before the validating webhooks run, so
this rule says nothing of that Job.

Fix: shorten the Job or task name (pod names must fit in 63 characters).`,
	},
	Check: func(c *rule.Context) {
		for _, j := range c.Model.Jobs {
			name, generated := nameAfterGeneration(j.Spec.Metadata)
			if !dnsname.IsSubdomain(name) {
				// The API server refuses the name (VCQ004) before any
				// validating webhook sees the Job.
				continue
			}
			for i := range j.Spec.Spec.Tasks {
				task := j.TaskName(i)
				pod := fmt.Sprintf("%s-%s-%d", name, task, i)
				if errs := validation.IsQualifiedName(pod); len(errs) > 0 {
					c.Report(j.Obj, j.Obj.Pos("spec", "tasks", strconv.Itoa(i), "name"), "%s task %s: pod name %q%s is not a qualified name (%s); the job webhook refuses the Job",
						j.Obj.ID(), task, pod, generatedNote(generated), strings.Join(errs, "; "))
					break
				}
			}
			if generated {
				continue // a valid prefix and five alphanumerics: a qualified name
			}
			if errs := validation.IsQualifiedName(name); len(errs) > 0 {
				c.Report(j.Obj, j.Obj.Pos("metadata", "name"), "%s: the name is not a qualified name (%s); the job webhook refuses it",
					j.Obj.ID(), strings.Join(errs, "; "))
			}
		}
	},
}

// generatedNameSuffix stands for the 5 random characters the API server
// appends to a generateName prefix (names.SimpleNameGenerator draws them
// from lowercase consonants and digits): any of them gives the same verdict.
const generatedNameSuffix = "x2x4x"

// maxGeneratedNamePrefix is the length the API server cuts a generateName
// prefix to (maxGeneratedNameLength, generate.go@k8s.io/apiserver v0.35.3).
const maxGeneratedNamePrefix = 58

// nameAfterGeneration is the name admission sees: metadata.name, or the
// one the API server generates from metadata.generateName when the name is
// empty (generated is then true).
func nameAfterGeneration(m api.ObjectMeta) (name string, generated bool) {
	if m.Name != "" || m.GenerateName == "" {
		return m.Name, false
	}
	return m.GenerateName[:min(len(m.GenerateName), maxGeneratedNamePrefix)] + generatedNameSuffix, true
}

func generatedNote(generated bool) string {
	if generated {
		return " (" + generatedNameSuffix + " standing for the 5 characters the API server appends to generateName)"
	}
	return ""
}

var badJobPlugin = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ610", Name: "bad-job-plugin", Severity: finding.Error,
		Summary: "a Volcano Job names a job plugin the release lacks, or an mpi master or worker task it does not have",
		Doc: `Fires on a Job's spec.plugins entry that names no job plugin of the target
release, on an mpi plugin whose master task (--master, default "master")
is not one of the Job's tasks, and before 1.15 on an mpi plugin whose
worker task (--worker, default "worker") is not one either.

Volcano: validateJobCreate refuses "unable to find job plugin" for a name
plugins.GetPluginBuilder does not know (admit_job.go:185-192@v1.15.1) and
"The specified mpi master task was not found" (admit_job.go:135-142), in
every release from v1.8.2; releases before 1.15 also refuse "The specified
mpi worker task was not found" (admit_job.go:154@v1.13.3, :143@v1.14.4,
:155@v1.8.2; the check is gone at v1.15.0). The plugin reads --master and
--worker with Go's flag package (addFlags, mpi.go:68-70@v1.15.1), which
stops at the first argument that is not a flag or does not parse, and the
webhook looks the names up among the task names the mutating webhook set
(an unnamed task i is "default<i>"). The job plugins registered
(pkg/controllers/job/plugins/factory.go at each tag): ssh, env, svc,
tensorflow, mpi, pytorch; hcclrank from 1.12; ray from 1.13.

Fix: use a plugin of the release, and name the mpi tasks with
--master=<task> and --worker=<task>, or call them "master" and "worker".`,
	},
	Check: func(c *rule.Context) {
		known := jobPlugins(c.Volcano)
		checkWorker := !c.Volcano.Version.AtLeast(1, 15, 0)
		for _, j := range c.Model.Jobs {
			plugins := j.Spec.Spec.Plugins
			names := make([]string, 0, len(plugins))
			for name := range plugins {
				names = append(names, name)
			}
			sort.Strings(names)
			for _, name := range names {
				pos := j.Obj.Pos("spec", "plugins", name)
				if !known[name] {
					c.Report(j.Obj, pos, "%s: job plugin %q is not one of Volcano %s (%s); the job webhook refuses the Job (\"unable to find job plugin\")",
						j.Obj.ID(), name, c.Volcano.Version.Short(), strings.Join(sortedNames(known), ", "))
					continue
				}
				if name != "mpi" {
					continue
				}
				// The webhook returns at the first missing task, master first.
				master, worker := mpiTaskNames(plugins[name])
				switch {
				case !hasTask(j, master):
					c.Report(j.Obj, pos, "%s: the mpi plugin's master task %q is not a task of the Job; the job webhook refuses it (\"The specified mpi master task was not found\")",
						j.Obj.ID(), master)
				case checkWorker && !hasTask(j, worker):
					c.Report(j.Obj, pos, "%s: the mpi plugin's worker task %q is not a task of the Job; the Volcano %s job webhook refuses it (\"The specified mpi worker task was not found\"; 1.15 dropped this check)",
						j.Obj.ID(), worker, c.Volcano.Version.Short())
				}
			}
		}
	},
}

func jobPlugins(b volcano.Behaviour) map[string]bool {
	m := map[string]bool{"ssh": true, "env": true, "svc": true, "tensorflow": true, "mpi": true, "pytorch": true}
	if b.Version.AtLeast(1, 12, 0) {
		m["hcclrank"] = true
	}
	if b.Version.AtLeast(1, 13, 0) {
		m["ray"] = true
	}
	return m
}

// hasTask says whether one of j's tasks is named name, as
// GetTaskIndexUnderJob looks it up after the mutating webhook.
func hasTask(j *model.Job, name string) bool {
	for i := range j.Spec.Spec.Tasks {
		if j.TaskName(i) == name {
			return true
		}
	}
	return false
}

// mpiTaskNames are the master and worker task names the mpi plugin parses
// from its arguments (addFlags, mpi.go:66-74@v1.15.1, :64-72@v1.8.2): a
// Go flag set of --master, --worker (defaults "master",
// "worker") and the integer --port, parsed with ContinueOnError. The
// standard library's own parser is used, so that what it keeps when it
// stops (at the first non-flag argument, or at an argument it refuses)
// is exactly what Volcano keeps.
func mpiTaskNames(args []string) (master, worker string) {
	fs := flag.NewFlagSet("mpi", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&master, "master", "master", "")
	fs.StringVar(&worker, "worker", "worker", "")
	fs.Int("port", 22, "")
	_ = fs.Parse(args) // Volcano logs the error and keeps what was parsed
	return master, worker
}

var dependsOnNotDAG = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ611", Name: "depends-on-not-dag", Severity: finding.Error,
		Summary: "a Volcano Job's task dependsOn does not form a directed acyclic graph",
		Doc: `Fires on a Job with a task that has spec.tasks[*].dependsOn when the
dependencies cannot be ordered: a cycle (a task depending on itself
included), a task depending on a name that is no task of the Job, or the
same name listed twice in one dependsOn.

Volcano: when any task has dependsOn, validateJobCreate runs topoSort and
refuses the Job "job has dependencies between tasks, but doesn't form a
directed acyclic graph(DAG)" (admit_job.go:233@v1.15.1, :236@v1.14.4,
:257@v1.11.2-v1.13.3, :237@v1.8.2-v1.10.2; topoSort and makeGraph,
util.go:198-253@v1.15.1, the same code in every release from v1.8.2).
topoSort counts each listed name in a task's in-degree but removes each
edge once, so a repeated name never reaches in-degree 0, and a name that is
no task never starts the sort; the Job is a DAG only if every task (task
names as the mutating webhook sets them: an unnamed task i is
"default<i>") is sorted, so repeated task names (VCQ606) fail it too.

Fix: list each task a task waits for once, name only tasks of the Job,
and break the cycle.`,
	},
	Check: func(c *rule.Context) {
		for _, j := range c.Model.Jobs {
			checkDependsOn(c, j)
		}
	},
}

// checkDependsOn runs the job webhook's topoSort on j (util.go:198-253
// @v1.15.1) and reports, at the dependsOn of the first task it cannot sort,
// why: the reasons it finds there, else the cycle.
func checkDependsOn(c *rule.Context, j *model.Job) {
	tasks := j.Spec.Spec.Tasks
	has := false
	for _, t := range tasks {
		has = has || t.DependsOn != nil
	}
	if !has {
		return // the webhook sorts only when some task has dependsOn
	}
	// makeGraph: edges deduplicated, in-degrees counted per listed name; a
	// repeated task name resets its in-degree.
	graph := map[string]map[string]struct{}{} // a set per task: an edge listed twice is one edge
	inDegree := map[string]int{}
	for i, t := range tasks {
		name := j.TaskName(i)
		inDegree[name] = 0
		if t.DependsOn == nil {
			continue
		}
		for _, dep := range t.DependsOn.Name {
			if graph[dep] == nil {
				graph[dep] = map[string]struct{}{}
			}
			graph[dep][name] = struct{}{}
			inDegree[name]++
		}
	}
	var stack []string
	for name, d := range inDegree {
		if d == 0 {
			stack = append(stack, name)
		}
	}
	sorted := map[string]bool{}
	for len(stack) > 0 {
		out := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		sorted[out] = true
		for in := range graph[out] {
			inDegree[in]--
			if inDegree[in] == 0 {
				stack = append(stack, in)
			}
		}
	}
	if len(sorted) == len(tasks) {
		return
	}
	first, why := unsortedReason(j, sorted)
	path := []string{"spec", "tasks", strconv.Itoa(first)}
	if tasks[first].DependsOn != nil {
		path = append(path, "dependsOn")
	}
	c.Report(j.Obj, j.Obj.Pos(path...), "%s: the tasks' dependsOn is not a directed acyclic graph (%s); the job webhook refuses the Job (\"doesn't form a directed acyclic graph(DAG)\")",
		j.Obj.ID(), why)
}

// unsortedReason names a task topoSort could not sort and why: the first
// repeat of a task name, else the first task that lists a name twice or a
// name that is no task, else the first unsorted task, which then waits in
// a cycle (every task it waits for exists and is listed once).
func unsortedReason(j *model.Job, sorted map[string]bool) (int, string) {
	tasks := j.Spec.Spec.Tasks
	names := map[string]int{}
	for i := range tasks {
		names[j.TaskName(i)]++
	}
	seen := map[string]bool{}
	for i := range tasks {
		name := j.TaskName(i)
		if seen[name] {
			return i, fmt.Sprintf("task name %q is used %d times, and the sort counts tasks", name, names[name])
		}
		seen[name] = true
	}
	firstUnsorted := -1
	var waits []string
	for i, t := range tasks {
		name := j.TaskName(i)
		if sorted[name] {
			continue
		}
		var deps []string
		if t.DependsOn != nil {
			deps = t.DependsOn.Name
		}
		listed := map[string]bool{}
		var notes, waiting []string
		for _, dep := range deps {
			switch {
			case listed[dep]:
				notes = append(notes, fmt.Sprintf("task %s lists %q twice", name, dep))
			case names[dep] == 0:
				notes = append(notes, fmt.Sprintf("task %s depends on %q, which is no task of the Job", name, dep))
			case !sorted[dep]:
				waiting = append(waiting, dep)
			}
			listed[dep] = true
		}
		if len(notes) > 0 {
			return i, strings.Join(notes, "; ")
		}
		if firstUnsorted < 0 {
			firstUnsorted, waits = i, waiting
		}
	}
	return firstUnsorted, fmt.Sprintf("task %s waits for %s, and the dependencies lead into a cycle", j.TaskName(firstUnsorted), strings.Join(waits, ", "))
}
