package rules_test

// Tests of the cluster and GPU rules beyond their fixtures: the wording
// each Volcano version gets, the versions and configurations in which
// VCQ207 must stay silent, the MIG strategies, and the skipping of rules
// without a declared cluster.

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// runAt lints paths for a Volcano version and returns the findings of one rule.
func runAt(t *testing.T, version string, id string, paths ...string) []finding.Finding {
	t.Helper()
	v, err := volcano.ParseVersion(version)
	if err != nil {
		t.Fatal(err)
	}
	return findingsWith(t, rule.Env{Volcano: volcano.For(v)}, id, paths...)
}

func TestGuaranteeSumWordingPerVersion(t *testing.T) {
	seed := filepath.Join("..", "examples", "seed-000-guarantee-sum")
	old := runAt(t, "1.11", "VCQ401", seed)
	if len(old) != 1 {
		t.Fatalf("1.11: %d VCQ401 findings, want 1", len(old))
	}
	for _, want := range []string{"cpu 36 > 32", "panics with `resource is not sufficient to do operation`", "Volcano 1.11", "etl-batch 20, online-serving 16"} {
		if !strings.Contains(old[0].Message, want) {
			t.Errorf("1.11 message does not say %q: %s", want, old[0].Message)
		}
	}
	for _, version := range []string{"1.12", "1.15"} {
		fs := runAt(t, version, "VCQ401", seed)
		if len(fs) != 1 {
			t.Fatalf("%s: %d VCQ401 findings, want 1", version, len(fs))
		}
		msg := fs[0].Message
		if !strings.Contains(msg, "silently get nothing") || !strings.Contains(msg, "adhoc-analytics") || strings.Contains(msg, "panics with") {
			t.Errorf("%s message: %s", version, msg)
		}
	}
	// The same guarantees with a 40-CPU cluster fit: 36 is exactly 90%,
	// which VCQ403 does not count as "more than 90%" either.
	dir := t.TempDir()
	copyFile(t, filepath.Join(seed, "queues.yaml"), filepath.Join(dir, "queues.yaml"))
	writeFile(t, filepath.Join(dir, "nodes.yaml"), nodeYAML("big", "40", "256Gi"))
	if fs := runAt(t, "1.11", "VCQ401", dir); len(fs) != 0 {
		t.Errorf("40-CPU cluster: %v", fs)
	}
	if fs := runAt(t, "1.11", "VCQ403", dir); len(fs) != 0 {
		t.Errorf("36 of 40 is not more than 90%%: %v", fs)
	}
}

func TestCapabilityExceedsRootOnlyWhereRootIsTheCluster(t *testing.T) {
	fixture := filepath.Join("..", "testdata", "rules", "VCQ207", "positive@1.12")
	if fs := runAt(t, "1.12", "VCQ207", fixture); len(fs) != 1 {
		t.Fatalf("1.12: %d findings", len(fs))
	}
	// 1.13-1.14.1 honour the root Queue's capability, which this fixture
	// sets; 1.14.2+ never use the cluster as root's capability.
	for _, version := range []string{"1.13", "1.14.1", "1.14.2", "1.15"} {
		if fs := runAt(t, version, "VCQ207", fixture); len(fs) != 0 {
			t.Errorf("%s: VCQ207 fired: %s", version, fs[0].Message)
		}
	}
	// Where VCQ207 does not apply, the capability above the cluster is
	// still VCQ402's warning.
	if fs := runAt(t, "1.15", "VCQ402", fixture); len(fs) != 1 || !strings.Contains(fs[0].Message, "cpu 40 > 32") {
		t.Errorf("1.15 VCQ402: %v", fs)
	}
	// Flat queues without a scheduler configuration: no hierarchy check.
	dir := t.TempDir()
	copyFile(t, filepath.Join(fixture, "nodes.yaml"), filepath.Join(dir, "nodes.yaml"))
	writeFile(t, filepath.Join(dir, "queue.yaml"), `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: flat
spec:
  capability:
    cpu: "40"
`)
	if fs := runAt(t, "1.12", "VCQ207", dir); len(fs) != 0 {
		t.Errorf("flat queues: %v", fs)
	}
	// A cpu or memory of 0 inherits root's, so it is never above it, even
	// on a cluster that declares a negative cpu.
	negative := t.TempDir()
	copyFile(t, filepath.Join(fixture, "volcano-scheduler.conf"), filepath.Join(negative, "volcano-scheduler.conf"))
	writeFile(t, filepath.Join(negative, "nodes.yaml"), `apiVersion: v1
kind: Node
metadata:
  name: worker-1
status:
  allocatable:
    cpu: "-16"
    memory: 64Gi
`)
	writeFile(t, filepath.Join(negative, "queue.yaml"), `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: research
spec:
  capability:
    cpu: "0"
`)
	if fs := runAt(t, "1.12", "VCQ207", negative); len(fs) != 0 {
		t.Errorf("cpu 0 on a cluster of -16 cpu: %v", fs)
	}
	// The MIG case on 1.13 with no root Queue: nvidia.com/gpu 8 > 4.
	mig := filepath.Join("..", "testdata", "rules", "VCQ207", "positive@1.13")
	fs := runAt(t, "1.13", "VCQ207", mig)
	if len(fs) != 1 || !strings.Contains(fs[0].Message, "nvidia.com/gpu 8 > 4") || !strings.Contains(fs[0].Message, "all scheduling stops") {
		t.Errorf("1.13 MIG: %v", fs)
	}
	if fs := runAt(t, "1.14.1", "VCQ207", mig); len(fs) != 1 || !strings.Contains(fs[0].Message, "only logs it") {
		t.Errorf("1.14.1 MIG: %v", fs)
	}
}

// TestWholeGPUsPerStrategy runs seed 001's node (4 of 8 GPUs partitioned)
// and the uniform all-1g.10gb layout under each strategy.
func TestWholeGPUsPerStrategy(t *testing.T) {
	mig := filepath.Join("..", "testdata", "rules", "VCQ501", "positive", "mig-config.yaml")
	cases := []struct {
		strategy, config, quota string
		fire                    bool
		says                    string
	}{
		{"mixed", "half-1g.10gb", "8", true, "8 > 4 whole GPUs"},
		{"mixed", "half-1g.10gb", "4", false, ""},
		{"none", "half-1g.10gb", "8", true, "cannot use it"},
		{"none", "half-1g.10gb", "4", false, ""},
		{"single", "all-1g.10gb", "64", true, "64 > 56 whole GPUs"},
		{"single", "all-1g.10gb", "56", false, ""},
		{"single", "half-1g.10gb", "8", false, ""}, // VCQ504's business
		{"none", "all-disabled", "9", false, ""},   // no MIG: VCQ402's business
	}
	for _, c := range cases {
		t.Run(c.strategy+"/"+c.config+"/"+c.quota, func(t *testing.T) {
			dir := t.TempDir()
			copyFile(t, mig, filepath.Join(dir, "mig-config.yaml"))
			writeFile(t, filepath.Join(dir, "node.yaml"), `apiVersion: v1
kind: Node
metadata:
  name: gpu-1
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
    nvidia.com/gpu.count: "8"
    nvidia.com/mig.strategy: `+c.strategy+`
    nvidia.com/mig.config: `+c.config+`
status:
  allocatable:
    cpu: "126"
`)
			writeFile(t, filepath.Join(dir, "queue.yaml"), `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: q
spec:
  capability:
    nvidia.com/gpu: "`+c.quota+`"
`)
			fs := runAt(t, "1.15", "VCQ501", dir)
			if c.fire != (len(fs) == 1) || len(fs) > 1 {
				t.Fatalf("VCQ501 findings %v, want fire=%v", fs, c.fire)
			}
			if c.fire && !strings.Contains(fs[0].Message, c.says) {
				t.Errorf("message does not say %q: %s", c.says, fs[0].Message)
			}
		})
	}
}

// TestRulesWithoutClusterAreSkipped: with no cluster the engine runs none
// of the rules that need one and names them; with a cluster without GPUs,
// only the GPU rules.
func TestRulesWithoutClusterAreSkipped(t *testing.T) {
	eng := newEngine(t)
	queues := filepath.Join("..", "examples", "seed-000-guarantee-sum", "queues.yaml")
	res := linter.Load(linter.Options{Paths: []string{queues}, Workers: 1})
	env := rule.DefaultEnv()
	ids := func(ms []rule.Meta) string {
		var out []string
		for _, m := range ms {
			out = append(out, m.ID)
		}
		return strings.Join(out, " ")
	}
	if got := ids(eng.Skipped(res.Model, env, engine.Selection{})); got != "VCQ207 VCQ401 VCQ402 VCQ403 VCQ501 VCQ502 VCQ504 VCQ505" {
		t.Errorf("skipped without a cluster: %s", got)
	}
	fs, err := eng.Run(context.Background(), res.Model, env)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fs {
		if strings.HasPrefix(f.RuleID, "VCQ4") {
			t.Errorf("a cluster rule ran without a cluster: %s %s", f.RuleID, f.Message)
		}
	}
	sel := engine.Selection{Disable: map[string]bool{"VCQ401": true}}
	if got := ids(eng.Skipped(res.Model, env, sel)); strings.Contains(got, "VCQ401") {
		t.Errorf("a disabled rule is reported as skipped: %s", got)
	}
	withNodes := linter.Load(linter.Options{Paths: []string{filepath.Dir(queues)}, Workers: 1})
	if got := ids(eng.Skipped(withNodes.Model, env, engine.Selection{})); got != "VCQ501 VCQ502 VCQ504 VCQ505" {
		t.Errorf("skipped with a CPU cluster: %s", got)
	}
}

func nodeYAML(name, cpu, memory string) string {
	return `apiVersion: v1
kind: Node
metadata:
  name: ` + name + `
status:
  allocatable:
    cpu: "` + cpu + `"
    memory: ` + memory + `
`
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// migConfigDir is a temporary input directory holding VCQ501's mig-parted
// ConfigMap (mig-config.yaml), for tests that add their own nodes.
func migConfigDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	copyFile(t, filepath.Join("..", "testdata", "rules", "VCQ501", "positive", "mig-config.yaml"), filepath.Join(dir, "mig-config.yaml"))
	return dir
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, to, string(data))
}

// When a pool's MIG layout is unknown (its mig.config names no known
// configuration), the Node allocatable decides how many whole GPUs there
// are, and whether MIG changed that number: a mixed pool advertising MIG
// resources, or a single-strategy pool whose product label names a MIG
// profile. Other pools are VCQ402's business.
func TestWholeGPUsWhenLayoutUnknown(t *testing.T) {
	cases := []struct {
		name, strategy, product, alloc, quota string
		fire                                  bool
	}{
		{"mixed with MIG resources", "mixed", "NVIDIA-A100-SXM4-80GB", "nvidia.com/gpu: \"4\"\n    nvidia.com/mig-1g.10gb: \"28\"", "8", true},
		{"mixed without MIG resources", "mixed", "NVIDIA-A100-SXM4-80GB", "nvidia.com/gpu: \"8\"", "9", false},
		{"none with MIG resources", "none", "NVIDIA-A100-SXM4-80GB", "nvidia.com/gpu: \"4\"\n    nvidia.com/mig-1g.10gb: \"28\"", "8", false},
		{"single with a MIG product", "single", "NVIDIA-A100-SXM4-80GB-MIG-1g.10gb", "nvidia.com/gpu: \"56\"", "64", true},
		{"single with a whole-GPU product", "single", "NVIDIA-A100-SXM4-80GB", "nvidia.com/gpu: \"8\"", "9", false},
		{"mixed with a MIG product", "mixed", "NVIDIA-A100-SXM4-80GB-MIG-1g.10gb", "nvidia.com/gpu: \"8\"", "9", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFile(t, filepath.Join(dir, "node.yaml"), `apiVersion: v1
kind: Node
metadata:
  name: gpu-1
  labels:
    nvidia.com/gpu.product: `+c.product+`
    nvidia.com/gpu.count: "8"
    nvidia.com/mig.strategy: `+c.strategy+`
    nvidia.com/mig.config: site-specific-layout
status:
  allocatable:
    cpu: "126"
    `+c.alloc+`
`)
			writeFile(t, filepath.Join(dir, "queue.yaml"), `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: q
spec:
  capability:
    nvidia.com/gpu: "`+c.quota+`"
`)
			fs := runAt(t, "1.15", "VCQ501", dir)
			if c.fire != (len(fs) == 1) || len(fs) > 1 {
				t.Fatalf("VCQ501 findings %v, want fire=%v", fs, c.fire)
			}
			if c.fire && !strings.Contains(fs[0].Message, "nvidia.com/gpu "+c.quota+" > ") {
				t.Errorf("message does not name the quota: %s", fs[0].Message)
			}
		})
	}
}

// The advice names, per pool, where its GPUs went; a pool whose GPUs are
// all MIG-disabled lost none and gets no advice, even when another pool's
// MIG layout makes the quota fire.
func TestWholeGPUAdviceOnlyForPoolsWithMIG(t *testing.T) {
	mig := filepath.Join("..", "testdata", "rules", "VCQ501", "positive", "mig-config.yaml")
	for _, strategy := range []string{"mixed", "none"} {
		t.Run(strategy, func(t *testing.T) {
			dir := t.TempDir()
			copyFile(t, mig, filepath.Join(dir, "mig-config.yaml"))
			node := func(name, config string) string {
				return `apiVersion: v1
kind: Node
metadata:
  name: ` + name + `
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
    nvidia.com/gpu.count: "8"
    nvidia.com/mig.strategy: ` + strategy + `
    nvidia.com/mig.config: ` + config + `
status:
  allocatable:
    cpu: "126"
`
			}
			writeFile(t, filepath.Join(dir, "nodes.yaml"), node("gpu-1", "half-1g.10gb")+"---\n"+node("gpu-2", "all-disabled"))
			writeFile(t, filepath.Join(dir, "queue.yaml"), `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: q
spec:
  capability:
    nvidia.com/gpu: "16"
`)
			fs := runAt(t, "1.15", "VCQ501", dir)
			if len(fs) != 1 {
				t.Fatalf("VCQ501 findings %v, want one", fs)
			}
			msg := fs[0].Message
			if !strings.Contains(msg, "16 > 12 whole GPUs") {
				t.Errorf("message does not count 4 + 8 whole GPUs: %s", msg)
			}
			if n := strings.Count(msg, "quota those instead") + strings.Count(msg, "cannot use it"); n != 1 {
				t.Errorf("advice given %d times, want once (for the MIG pool only): %s", n, msg)
			}
		})
	}
}

// Neither a node without GPU feature discovery labels (its nvidia.com/gpu
// still counts) nor a CPU-only node is changed by MIG: with no MIG anywhere
// else, a GPU quota above the cluster is VCQ402's business, not VCQ501's.
func TestWholeGPUsIgnoreNodesWithoutGPUFacts(t *testing.T) {
	dir := migConfigDir(t)
	writeFile(t, filepath.Join(dir, "nodes.yaml"), `apiVersion: v1
kind: Node
metadata:
  name: gpu-1
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
    nvidia.com/gpu.count: "8"
    nvidia.com/mig.strategy: mixed
    nvidia.com/mig.config: all-disabled
status:
  allocatable:
    cpu: "126"
---
apiVersion: v1
kind: Node
metadata:
  name: unlabelled-gpu-node
status:
  allocatable:
    cpu: "64"
    nvidia.com/gpu: "4"
---
apiVersion: v1
kind: Node
metadata:
  name: cpu-1
status:
  allocatable:
    cpu: "64"
`)
	writeFile(t, filepath.Join(dir, "queue.yaml"), `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: q
spec:
  capability:
    nvidia.com/gpu: "13"
`)
	if fs := runAt(t, "1.15", "VCQ501", dir); len(fs) != 0 {
		t.Fatalf("VCQ501 findings %v, want none", fs)
	}
	if fs := runAt(t, "1.15", "VCQ402", dir); len(fs) != 1 {
		t.Fatalf("VCQ402 findings %v, want one (13 > 12 GPUs)", fs)
	}
}

// With root protection off (the webhook manager's
// --enable-root-queue-protection=false), 1.14.2+ lets root set its quotas,
// and the scheduler then overwrites root's deserved and guarantee with its
// children's sums every session; root's capability it keeps.
func TestRootQuotaOverwrittenWithoutProtection(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "root.yaml"), `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: root
spec:
  capability:
    cpu: "64"
  deserved:
    cpu: "32"
`)
	v, err := volcano.ParseVersion("1.15")
	if err != nil {
		t.Fatal(err)
	}
	env := rule.Env{Volcano: volcano.For(v)}
	env.Volcano.RootQueueProtected = false
	res, err := linter.Run(context.Background(), newEngine(t), linter.Options{Paths: []string{dir}, Workers: 1, Env: &env})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Findings {
		if f.RuleID == "VCQ206" {
			got = append(got, f.Message)
		}
	}
	want := "the root queue sets deserved, but the Volcano 1.15 scheduler overwrites root's deserved with the sum of its children's every session; this value is never used"
	if len(got) != 1 || got[0] != want {
		t.Errorf("VCQ206 findings %q, want only %q", got, want)
	}
}

// TestGuaranteeSumCountsEveryLevel: in a hierarchy a first-level queue
// counts with its whole subtree's guarantees, however deep the tree. Before
// 1.14.2 nothing in Volcano bounds the depth (from then only the webhook's
// --max-queue-depth flag), so a guarantee 1,100 levels down reserves the
// cluster as much as one at the top: 20 CPUs at the bottom of the chain
// and prod's 16 are 36 of 32.
func TestGuaranteeSumCountsEveryLevel(t *testing.T) {
	const depth = 1100
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString("apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata: {name: prod}\nspec:\n  guarantee:\n    resource: {cpu: \"16\"}\n")
	for i := 1; i <= depth; i++ {
		fmt.Fprintf(&b, "---\napiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata: {name: deep-%d}\nspec:\n", i)
		if i > 1 {
			fmt.Fprintf(&b, "  parent: deep-%d\n", i-1)
		}
		if i == depth {
			b.WriteString("  guarantee:\n    resource: {cpu: \"20\"}\n")
		}
	}
	writeFile(t, filepath.Join(dir, "queues.yaml"), b.String())
	writeFile(t, filepath.Join(dir, "nodes.yaml"), nodeYAML("worker-1", "32", "128Gi"))
	writeFile(t, filepath.Join(dir, "volcano-scheduler.conf"), "actions: \"enqueue, allocate, backfill\"\ntiers:\n- plugins:\n  - name: gang\n  - name: predicates\n  - name: capacity\n    enableHierarchy: true\n")
	got := runAt(t, "1.12", "VCQ401", dir)
	want := "the guarantees of all queues add up to more than the cluster has: cpu 36 > 32 (cluster from Node manifests: 1 node; guaranteed cpu: prod 16, deep-1 20); Volcano 1.12 does not panic"
	if len(got) != 1 || !strings.HasPrefix(got[0].Message, want) {
		t.Fatalf("VCQ401 findings %v, want one starting %q", got, want)
	}
	if got[0].Object != "Queue/deep-1" {
		t.Errorf("reported on %s, want the first-level queue Queue/deep-1, whose subtree guarantees the most", got[0].Object)
	}
}
