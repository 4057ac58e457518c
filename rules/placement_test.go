package rules_test

// Tests of the workload-placement and queue-tree rules (placement.go,
// tree.go) beyond their fixtures: the cases each must leave to another
// rule, the versions in which it is silent, and the workloads it ignores.

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/finding"
)

const (
	// placementQueues is root > parent > leaf, with a closed leaf (a dump
	// of a live queue: it carries a resourceVersion) and a closing one
	// written by hand beside it.
	placementQueues = `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata: {name: parent}
spec: {}
---
apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata: {name: leaf}
spec: {parent: parent}
---
apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata: {name: shut, resourceVersion: "4821"}
spec: {}
status: {state: Closed}
---
apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata: {name: closing}
spec: {}
status: {state: Closing}
`
	// placementWork submits a Job, a PodGroup and two Deployments (one
	// scheduled by Volcano, one not) to the queue named QUEUE.
	placementWork = `apiVersion: batch.volcano.sh/v1alpha1
kind: Job
metadata: {name: train, namespace: ml}
spec:
  queue: QUEUE
  tasks: [{name: worker, replicas: 1}]
---
apiVersion: scheduling.volcano.sh/v1beta1
kind: PodGroup
metadata: {name: pg, namespace: ml}
spec: {queue: QUEUE, minMember: 1}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: ml}
spec:
  template:
    metadata:
      annotations: {scheduling.volcano.sh/queue-name: QUEUE}
    spec: {schedulerName: volcano}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: other, namespace: ml}
spec:
  template:
    metadata:
      annotations: {scheduling.volcano.sh/queue-name: QUEUE}
    spec: {schedulerName: default-scheduler}
`
)

// lintYAML writes files (name -> content) to a temporary directory and
// returns the messages of one rule for a Volcano version.
func lintYAML(t *testing.T, version, id string, files map[string]string) []string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		writeFile(t, filepath.Join(dir, name), content)
	}
	var msgs []string
	for _, f := range runAt(t, version, id, dir) {
		msgs = append(msgs, f.Object+": "+f.Message)
	}
	return msgs
}

func work(queue string) string { return strings.ReplaceAll(placementWork, "QUEUE", queue) }

func TestPlacementRules(t *testing.T) {
	cases := []struct {
		name, version, id string
		files             map[string]string
		want              []string // one substring per expected finding, in order
	}{
		{"job, PodGroup and Volcano workload in a parent", "1.15", "VCQ208",
			map[string]string{"q.yaml": placementQueues, "w.yaml": work("parent")},
			[]string{"Job/ml/train: Job/ml/train is submitted to queue parent, which has child queues (leaf); with hierarchy enabled the Volcano 1.15 capacity plugin stops all scheduling while it exists, and the job webhook rejects new ones",
				"PodGroup/ml/pg: PodGroup/ml/pg is submitted to queue parent, which has child queues (leaf); no webhook checks this for a PodGroup; Volcano 1.15 admits it; if the scheduler runs the capacity plugin with enableHierarchy (the input holds no scheduler configuration, and Volcano's built-in one has no capacity plugin), with hierarchy enabled the Volcano 1.15 capacity plugin stops all scheduling while it exists",
				"Deployment/ml/web: Deployment/ml/web is submitted to queue parent, which has child queues (leaf); no webhook checks this for a Deployment; Volcano 1.15 admits it; if the scheduler runs the capacity plugin with enableHierarchy (the input holds no scheduler configuration, and Volcano's built-in one has no capacity plugin), with hierarchy enabled the Volcano 1.15 capacity plugin stops all scheduling while it exists"}},
		{"a leaf is fine", "1.15", "VCQ208", map[string]string{"q.yaml": placementQueues, "w.yaml": work("leaf")}, nil},
		{"root is VCQ604's", "1.15", "VCQ208", map[string]string{"q.yaml": placementQueues, "w.yaml": work("root")}, nil},
		{"an unknown queue is VCQ601's", "1.15", "VCQ208", map[string]string{"q.yaml": placementQueues, "w.yaml": work("nope")}, nil},
		{"no hierarchy before 1.11", "1.10", "VCQ208", map[string]string{"q.yaml": placementQueues, "w.yaml": work("parent")}, nil},

		{"unknown queue", "1.15", "VCQ601", map[string]string{"q.yaml": placementQueues, "w.yaml": work("nope")},
			[]string{`Job/ml/train: Job/ml/train names queue "nope", which is not defined in the input; Volcano rejects it at admission or leaves it Pending`,
				`PodGroup/ml/pg: PodGroup/ml/pg names queue "nope"`, `Deployment/ml/web: Deployment/ml/web names queue "nope"`}},
		{"defined, default and root exist", "1.15", "VCQ601",
			map[string]string{"q.yaml": placementQueues, "a.yaml": work("leaf"), "b.yaml": work("default"), "c.yaml": work("root")}, nil},
		{"silent when the input defines no queue", "1.15", "VCQ601", map[string]string{"w.yaml": work("nope")}, nil},

		{"root targets", "1.15", "VCQ604", map[string]string{"w.yaml": work("root")},
			[]string{"Job/ml/train: Job/ml/train targets the root queue, which never runs jobs; submit it to a leaf queue",
				"PodGroup/ml/pg: PodGroup/ml/pg targets the root queue", "Deployment/ml/web: Deployment/ml/web targets the root queue"}},
		{"other queues", "1.15", "VCQ604", map[string]string{"q.yaml": placementQueues, "w.yaml": work("leaf")}, nil},

		{"closed", "1.15", "VCQ605", map[string]string{"q.yaml": placementQueues, "w.yaml": work("shut")},
			[]string{"Job/ml/train: Job/ml/train targets queue shut, which is Closed in the cluster this manifest was read from (it carries metadata the API server sets); Volcano does not admit or enqueue new work there",
				"PodGroup/ml/pg: PodGroup/ml/pg targets queue shut, which is Closed in the cluster", "Deployment/ml/web: Deployment/ml/web targets queue shut, which is Closed in the cluster"}},
		{"closing, written", "1.15", "VCQ605", map[string]string{"q.yaml": placementQueues, "w.yaml": work("closing")},
			[]string{"whose manifest says status.state Closing; the API server drops status", "whose manifest says status.state Closing", "whose manifest says status.state Closing"}},
		{"open, unset, unknown and implicit root", "1.15", "VCQ605",
			map[string]string{"q.yaml": placementQueues, "a.yaml": work("leaf"), "b.yaml": work("nope"), "c.yaml": work("root")}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.id+"/"+tc.name, func(t *testing.T) {
			expectMessages(t, lintYAML(t, tc.version, tc.id, tc.files), tc.want)
		})
	}
}

// chain is root > l1 > ... > l<n>.
func chain(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		parent := "root"
		if i > 1 {
			parent = "l" + string(rune('0'+i-1))
		}
		b.WriteString("---\napiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata: {name: l" + string(rune('0'+i)) + "}\nspec: {parent: " + parent + "}\n")
	}
	return b.String()
}

func TestQueueTreeRules(t *testing.T) {
	const root = `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata: {name: root}
spec:
  capability: {cpu: "100"}
  QUOTAS
`
	withRoot := func(quotas string) map[string]string {
		return map[string]string{"root.yaml": strings.Replace(root, "QUOTAS", quotas, 1)}
	}
	cases := []struct {
		name, version, id string
		files             map[string]string
		want              []string
	}{
		{"missing parent", "1.15", "VCQ201",
			map[string]string{"q.yaml": "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata: {name: orphan}\nspec: {parent: gone}\n"},
			[]string{`Queue/orphan: queue orphan names parent "gone", which is not defined in the input; in Volcano 1.15 the webhook refuses to create a queue whose parent does not exist`}},
		{"missing parent, capacity hierarchy configured", "1.15", "VCQ201",
			map[string]string{"q.yaml": "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata: {name: orphan}\nspec: {parent: gone}\n",
				"volcano-scheduler.conf": "actions: \"enqueue, allocate\"\ntiers:\n- plugins:\n  - name: capacity\n    enableHierarchy: true\n"},
			[]string{`were it in place (created before, or its parent deleted later), the capacity plugin finds no parent and stops all scheduling`}},
		{"missing parent before 1.11", "1.10", "VCQ201",
			map[string]string{"q.yaml": "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata: {name: orphan}\nspec: {parent: gone}\n"},
			[]string{`Volcano 1.10 admits it and ignores spec.parent`}},
		{"found parent and implicit root", "1.15", "VCQ201", map[string]string{"q.yaml": placementQueues}, nil},

		{"sixth level", "1.15", "VCQ209", map[string]string{"q.yaml": chain(6)},
			[]string{"Queue/l6: queue l6 is 6 levels below root (root > l1 > l2 > l3 > l4 > l5 > l6); the Volcano 1.15 queue webhook rejects queues deeper than --max-queue-depth (5; volcano.maxQueueDepth in .vcqlint.yaml sets it)"}},
		{"every deeper queue", "1.15", "VCQ209", map[string]string{"q.yaml": chain(7)},
			[]string{"queue l6 is 6 levels", "queue l7 is 7 levels below root (root > l1 > l2 > l3 > l4 > l5 > l6 > l7)"}},
		{"five levels", "1.15", "VCQ209", map[string]string{"q.yaml": chain(5)}, nil},
		{"no limit before 1.14.2", "1.14.1", "VCQ209", map[string]string{"q.yaml": chain(7)}, nil},
		{"unreachable queues have no depth", "1.15", "VCQ209",
			map[string]string{"q.yaml": strings.ReplaceAll(chain(7), "{parent: root}", "{parent: gone}")}, nil},

		{"root deserved and guarantee", "1.15", "VCQ206",
			withRoot("deserved: {cpu: \"10\"}\n  guarantee: {resource: {cpu: \"5\"}}"),
			[]string{"Queue/root: the root queue sets capability, which the Volcano 1.15 queue webhook refuses: root protection",
				"Queue/root: the root queue sets deserved, which the Volcano 1.15 queue webhook refuses",
				"Queue/root: the root queue sets guarantee, which the Volcano 1.15 queue webhook refuses"}},
		{"root capability refused from 1.14.2", "1.14.2", "VCQ206", withRoot(""),
			[]string{"Queue/root: the root queue sets capability, which the Volcano 1.14 queue webhook refuses"}},
		{"root capability alone is fine before 1.14.2", "1.14.1", "VCQ206", withRoot(""), nil},
		{"root deserved ignored at 1.14.1", "1.14.1", "VCQ206", withRoot("deserved: {cpu: \"10\"}"), nil},
		{"root quotas honoured in 1.13", "1.13", "VCQ206", withRoot("deserved: {cpu: \"10\"}"), nil},
		{"root capability ignored before 1.13", "1.12", "VCQ206", withRoot(""),
			[]string{"Queue/root: the root queue sets capability, but the Volcano 1.12 scheduler forces root's capability to the cluster total (or its children's sum for guarantee); this value is never used"}},
		{"other queues may set deserved", "1.15", "VCQ206",
			map[string]string{"q.yaml": "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata: {name: team}\nspec: {deserved: {cpu: \"1\"}}\n"}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.id+"/"+tc.name, func(t *testing.T) {
			expectMessages(t, lintYAML(t, tc.version, tc.id, tc.files), tc.want)
		})
	}
}

func TestMinAvailableExceedsReplicas(t *testing.T) {
	job := func(spec string) map[string]string {
		return map[string]string{"j.yaml": "apiVersion: batch.volcano.sh/v1alpha1\nkind: Job\nmetadata: {name: j, namespace: ml}\nspec:\n" + spec}
	}
	cases := []struct {
		name string
		spec string
		want []string
	}{
		{"job minimum above the total", "  minAvailable: 5\n  tasks: [{name: a, replicas: 2}, {name: b, replicas: 2}]\n",
			[]string{"Job/ml/j: Job/ml/j minAvailable 5 > 4 replicas in all tasks; the job webhook rejects it"}},
		{"task minimum above its replicas", "  tasks: [{name: a, replicas: 2, minAvailable: 3}]\n",
			[]string{"Job/ml/j: Job/ml/j task a minAvailable 3 > its 2 replicas; the job webhook rejects it"}},
		{"missing replicas count as zero", "  minAvailable: 1\n  tasks: [{name: a, minAvailable: 1}]\n",
			[]string{"minAvailable 1 > 0 replicas in all tasks", "task a minAvailable 1 > its 0 replicas"}},
		{"equal and unset", "  minAvailable: 4\n  tasks: [{name: a, replicas: 2, minAvailable: 2}, {name: b, replicas: 2}]\n", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			expectMessages(t, lintYAML(t, "1.15", "VCQ603", job(tc.spec)), tc.want)
		})
	}
}

// expectMessages checks that got has one message per want, each containing
// its want, in order.
func expectMessages(t *testing.T, got, want []string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%d findings, want %d:\n%s", len(got), len(want), strings.Join(got, "\n"))
	}
	for i := range want {
		if !strings.Contains(got[i], want[i]) {
			t.Errorf("finding %d:\n got  %s\n want %s", i, got[i], want[i])
		}
	}
}

// VCQ605 is a warning only where the input shows the live state (a dump
// carries metadata the API server sets); a written status.state is never
// applied, so the finding is information there.
func TestQueueClosedSeverity(t *testing.T) {
	for _, tc := range []struct {
		queue string
		want  finding.Severity
	}{{"shut", finding.Warning}, {"closing", finding.Info}} {
		dir := t.TempDir()
		writeFile(t, filepath.Join(dir, "q.yaml"), placementQueues)
		writeFile(t, filepath.Join(dir, "w.yaml"), work(tc.queue))
		fs := runAt(t, "1.15", "VCQ605", dir)
		if len(fs) == 0 {
			t.Fatalf("%s: no finding", tc.queue)
		}
		for _, f := range fs {
			if f.Severity != tc.want {
				t.Errorf("%s: %s is %s, want %s", tc.queue, f.Object, f.Severity, tc.want)
			}
		}
	}
}
