package kustomize_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/loader"
)

const dir = "../../testdata/kustomize"

func newEngine(t *testing.T) *engine.Engine {
	t.Helper()
	eng, err := linter.NewEngine(context.Background(), linter.EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return eng
}

func lint(t *testing.T, paths ...string) *linter.Result {
	t.Helper()
	eng := newEngine(t)
	var full []string
	for _, p := range paths {
		full = append(full, filepath.Join(dir, p))
	}
	res, err := linter.Run(context.Background(), eng, linter.Options{Paths: full, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// at renders findings as "[cluster] file:line:col RULE" with file relative
// to testdata/kustomize.
func at(fs []finding.Finding) []string {
	var out []string
	for _, f := range fs {
		rel, _ := filepath.Rel(dir, f.Pos.File)
		cluster := strings.TrimPrefix(f.Cluster, filepath.ToSlash(dir)+"/")
		out = append(out, fmt.Sprintf("[%s] %s:%d:%d %s", cluster, filepath.ToSlash(rel), f.Pos.Line, f.Pos.Column, f.RuleID))
	}
	return out
}

func has(list []string, want string) bool {
	for _, s := range list {
		if s == want {
			return true
		}
	}
	return false
}

func count(list []string, want string) int {
	n := 0
	for _, s := range list {
		if s == want {
			n++
		}
	}
	return n
}

func TestPatchedValuesPointIntoThePatch(t *testing.T) {
	got := at(lint(t, "overlays").Findings)
	for _, want := range []string{
		// strategic-merge patch of a Queue: weight 70000 set by the patch
		"[overlays/prod] overlays/prod/team-a-capability.yaml:6:3 VCQ305",
		// JSON6902 patch replacing the scheduler configuration: the
		// unknown plugin's name inside the patch's block scalar
		"[overlays/prod] overlays/prod/scheduler-conf.json6902.yaml:12:15 VCQ103",
		// JSON6902 patch of a Queue's weight: its value node
		"[overlays/staging] overlays/staging/team-a-weight.yaml:3:10 VCQ305",
		// strategic-merge patch of the ConfigMap: the action inside it
		"[overlays/staging] overlays/staging/scheduler-conf.yaml:8:34 VCQ102",
		// a component's resource, unpatched
		"[overlays/prod] components/gpu-queue/gpu-queue.yaml:9:7 VCQ301",
	} {
		if !has(got, want) {
			t.Errorf("missing %s in\n%s", want, strings.Join(got, "\n"))
		}
	}
	for _, f := range got {
		if strings.HasPrefix(f, "[overlays/staging] overlays/prod/") || strings.Contains(f, "base/queues.yaml:6:") {
			t.Errorf("finding placed in a file that did not set the value: %s", f)
		}
	}
}

func TestUnpatchedValuesPointIntoTheBaseOncePerCluster(t *testing.T) {
	got := at(lint(t, "overlays", "base").Findings)
	for _, cluster := range []string{"overlays/prod", "overlays/staging"} {
		want := "[" + cluster + "] base/queues.yaml:16:3 VCQ305"
		if count(got, want) != 1 {
			t.Errorf("want %s once, got\n%s", want, strings.Join(got, "\n"))
		}
	}
	// The base is referenced by the overlays: not linted raw, not an
	// estate of its own.
	for _, f := range got {
		if strings.HasPrefix(f, "[] base/") || strings.HasPrefix(f, "[base]") {
			t.Errorf("raw base finding: %s", f)
		}
	}
	// Linted alone, the base is a top-level kustomization itself.
	if got := at(lint(t, "base").Findings); !has(got, "[base] base/queues.yaml:16:3 VCQ305") {
		t.Errorf("base alone:\n%s", strings.Join(got, "\n"))
	}
}

func TestOverlaysAreSeparateClusters(t *testing.T) {
	for _, f := range lint(t, "overlays").Findings {
		if f.RuleID == "VCQ308" {
			t.Errorf("prod and staging saw each other's queues: %s %s", f.Pos, f.Message)
		}
	}
}

func TestUnreferencedFilesAreLintedRaw(t *testing.T) {
	got := at(lint(t, ".").Findings)
	if !has(got, "[] unreferenced/queue.yaml:6:3 VCQ305") {
		t.Errorf("unreferenced file not linted raw:\n%s", strings.Join(got, "\n"))
	}
}

func diagnostics(res *linter.Result) []string {
	var out []string
	for _, d := range res.Diagnostics {
		if d.Level == loader.LevelError {
			rel, _ := filepath.Rel(dir, d.Pos.File)
			out = append(out, fmt.Sprintf("%s:%d:%d %s", filepath.ToSlash(rel), d.Pos.Line, d.Pos.Column, d.Msg))
		}
	}
	return out
}

func TestRemoteBaseIsRefusedAtItsLine(t *testing.T) {
	res := lint(t, "remote")
	ds := diagnostics(res)
	if len(ds) != 1 || !strings.HasPrefix(ds[0], "remote/kustomization.yaml:5:5 remote base \"https://github.com/example/volcano-queues//base?ref=v1.0.0\"") {
		t.Errorf("diagnostics: %q", ds)
	}
	if ds := diagnostics(lint(t, "overlays")); len(ds) != 0 {
		t.Errorf("local overlays have input errors: %q", ds)
	}
}

func TestBuildErrorIsAnInputErrorAtTheKustomization(t *testing.T) {
	ds := diagnostics(lint(t, "broken"))
	if len(ds) != 1 || !strings.HasPrefix(ds[0], "broken/kustomization.yaml:6:11 kustomize build failed:") || !strings.Contains(ds[0], "missing-patch.yaml") {
		t.Errorf("diagnostics: %q", ds)
	}
}

func TestNamePrefixAndNamespaceAreWhatIsLinted(t *testing.T) {
	res := lint(t, "prefixed")
	var objects []string
	for _, f := range res.Findings {
		objects = append(objects, f.Object+" "+at([]finding.Finding{f})[0])
	}
	for _, want := range []string{
		// the built name, at the base's line
		"Queue/prod-team-b [prefixed] base/queues.yaml:16:3 VCQ305",
		// the Job's queue reference is not renamed by namePrefix: the
		// built Job names a queue the build does not define
		"Job/batch/prod-train [prefixed] prefixed/job.yaml:6:3 VCQ601",
	} {
		if !has(objects, want) {
			t.Errorf("missing %s in\n%s", want, strings.Join(objects, "\n"))
		}
	}
}

func TestCyclicKustomizationsAreBuiltAndReported(t *testing.T) {
	ds := diagnostics(lint(t, "cycle"))
	if len(ds) != 1 || !strings.HasPrefix(ds[0], "cycle/b/kustomization.yaml:2:5 ") || !strings.Contains(ds[0], "cycle detected") || strings.Contains(ds[0], "/work/") {
		t.Errorf("diagnostics: %q", ds)
	}
}

func TestDeviceReferenceIsAnInputErrorNotAHang(t *testing.T) {
	tmp := t.TempDir()
	if err := os.WriteFile(filepath.Join(tmp, "kustomization.yaml"), []byte("resources:\n  - /dev/zero\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan *linter.Result, 1)
	go func() {
		res, _ := linter.Run(context.Background(), newEngine(t), linter.Options{Paths: []string{tmp}, Workers: 1})
		done <- res
	}()
	select {
	case res := <-done:
		if !res.HasInputErrors() {
			t.Errorf("no input error: %+v", res.Diagnostics)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("reading /dev/zero did not stop")
	}
}

func TestKustomizationWithoutExtension(t *testing.T) {
	if got := at(lint(t, "noext").Findings); len(got) != 1 || got[0] != "[noext] noext/queue.yaml:6:3 VCQ305" {
		t.Errorf("findings: %q", got)
	}
}

// Positions of single keys of the built team-a queue in each overlay: what a
// patch set is in the patch, the rest in the base.
func TestQueueKeysPointAtTheFileThatSetThem(t *testing.T) {
	res := linter.Load(linter.Options{Paths: []string{filepath.Join(dir, "overlays")}, Workers: 1})
	want := map[string]map[string]string{
		"overlays/prod": {
			"spec.capability.cpu":    "overlays/prod/team-a-capability.yaml:8:5",
			"spec.capability.memory": "base/queues.yaml:9:5",
			"spec.weight":            "overlays/prod/team-a-capability.yaml:6:3",
			"metadata.name":          "base/queues.yaml:4:3",
		},
		"overlays/staging": {
			// replaced by a JSON6902 operation whose value is a mapping:
			// the key inside the operation's value
			"spec.capability.cpu":    "overlays/staging/team-a-weight.yaml:7:5",
			"spec.capability.memory": "overlays/staging/team-a-weight.yaml:8:5",
			"spec.weight":            "overlays/staging/team-a-weight.yaml:3:10",
		},
	}
	found := 0
	for _, e := range res.Estates {
		cluster := strings.TrimPrefix(e.Name, filepath.ToSlash(dir)+"/")
		keys, ok := want[cluster]
		if !ok {
			continue
		}
		q, ok := e.Model.Queue("team-a")
		if !ok {
			t.Fatalf("%s: no team-a", cluster)
		}
		found++
		for path, w := range keys {
			p := q.Obj.Pos(strings.Split(path, ".")...)
			rel, _ := filepath.Rel(dir, p.File)
			if got := fmt.Sprintf("%s:%d:%d", filepath.ToSlash(rel), p.Line, p.Column); got != w {
				t.Errorf("%s %s at %s, want %s", cluster, path, got, w)
			}
		}
	}
	if found != 2 {
		t.Errorf("estates: %d of 2", found)
	}
}

func TestInlinePatchesPointIntoTheKustomization(t *testing.T) {
	got := at(lint(t, "inline").Findings)
	for _, want := range []string{
		"[inline] inline/kustomization.yaml:12:16 VCQ305", // JSON6902 text: the operation's value
		"[inline] inline/kustomization.yaml:19:9 VCQ305",  // strategic-merge text: the key
	} {
		if !has(got, want) {
			t.Errorf("missing %s in\n%s", want, strings.Join(got, "\n"))
		}
	}
	if len(got) != 2 {
		t.Errorf("findings: %q", got)
	}
}

func TestGeneratedConfigMapPointsIntoItsFile(t *testing.T) {
	if got := at(lint(t, "generated").Findings); len(got) != 1 || got[0] != "[generated] generated/volcano-scheduler.conf:5:11 VCQ103" {
		t.Errorf("findings: %q", got)
	}
}

// Malformed kustomizations are input errors or nothing, never a panic, and
// the plain file beside them is still linted.
func TestMalformedKustomizations(t *testing.T) {
	for name, text := range map[string]string{
		"resources-not-a-list": "resources: 5\n",
		"resource-mapping":     "resources:\n  - {a: b}\n",
		"patch-path-number":    "patches:\n  - path: 3\n",
		"inline-patch-scalar":  "resources: [q.yaml]\npatches:\n  - patch: '5'\n",
		"generator-odd-files":  "configMapGenerator:\n  - name: x\n    files: [{a: b}, '=', 'k=']\n",
		"not-yaml":             "resources: [\n",
		"a-list":               "- a\n- b\n",
		"alias-loop":           "a: &x [*x]\n",
		"self-reference":       "resources: [., q.yaml]\n",
		"escape-the-root":      "resources: [../../../../../../../../etc/hostname]\n",
		"json6902-bad-ops":     "resources: [q.yaml]\npatches:\n  - target: {kind: Queue}\n    patch: '[{op: replace, path: 5}, {op: add}, 7]'\n",
	} {
		t.Run(name, func(t *testing.T) {
			tmp := t.TempDir()
			files := map[string]string{
				"k/kustomization.yaml": text,
				"k/q.yaml":             "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: q\nspec:\n  weight: 1\n",
				"loose.yaml":           "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: loose\nspec:\n  weight: 0\n",
			}
			for n, c := range files {
				if err := os.MkdirAll(filepath.Dir(filepath.Join(tmp, n)), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(tmp, n), []byte(c), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			res, err := linter.Run(context.Background(), newEngine(t), linter.Options{Paths: []string{tmp}, Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			loose := false
			for _, f := range res.Findings {
				loose = loose || strings.HasSuffix(f.Pos.File, "loose.yaml")
			}
			if !loose {
				t.Errorf("the plain file was not linted: %+v", res.Findings)
			}
		})
	}
}
