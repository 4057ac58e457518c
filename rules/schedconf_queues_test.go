package rules_test

// Tests of VCQ106 and VCQ701 beyond their fixtures: where the finding
// points, which configurations count, the nodegroup case and the versions.

import (
	"fmt"
	"strings"
	"testing"
)

// schedConf is a raw volcano-scheduler.conf whose tiers hold the plugin
// entries given, one YAML flow mapping each.
func schedConf(tiers ...[]string) string {
	var b strings.Builder
	b.WriteString("actions: \"enqueue, allocate, backfill\"\ntiers:\n")
	for _, plugins := range tiers {
		b.WriteString("- plugins:\n")
		for _, p := range plugins {
			b.WriteString("  - " + p + "\n")
		}
	}
	return b.String()
}

const (
	// treeQueues is root > eng > eng-ml, with capabilities.
	treeQueues = `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata: {name: eng}
spec: {capability: {cpu: "64"}}
---
apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata: {name: eng-ml}
spec: {parent: eng, capability: {cpu: "32"}}
`
	// affinityQueues is root > engineering > backend, without quotas.
	affinityQueues = `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata: {name: engineering}
spec: {}
---
apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata: {name: backend}
spec: {parent: engineering}
`
)

func TestHierarchyNotEnabled(t *testing.T) {
	hierCapacity := "{name: capacity, enableHierarchy: true}"
	cases := []struct {
		name, version string
		files         map[string]string
		want          []string
	}{
		{"tree without capacity hierarchy", "1.15",
			map[string]string{"q.yaml": treeQueues, "a.conf": schedConf([]string{"{name: gang}"}, []string{"{name: capacity}"})},
			[]string{"a.conf:6:6 queues have parents (e.g. eng-ml under eng), but SchedulerConfiguration/", "the tree is ignored: parents limit nothing"}},
		{"no capacity plugin points at tiers", "1.15",
			map[string]string{"q.yaml": treeQueues, "a.conf": schedConf([]string{"{name: proportion}"})},
			[]string{"a.conf:2:1 queues have parents (e.g. eng-ml under eng)"}},
		{"capacity hierarchy anywhere in the input", "1.15",
			map[string]string{"q.yaml": treeQueues, "a.conf": schedConf([]string{"{name: capacity}"}), "b.conf": schedConf([]string{hierCapacity})}, nil},
		{"enableHierarchy false", "1.15",
			map[string]string{"q.yaml": treeQueues, "a.conf": schedConf([]string{"{name: capacity, enableHierarchy: false}"})},
			[]string{"queues have parents"}},
		{"the last of a repeated toggle counts", "1.15",
			map[string]string{"q.yaml": treeQueues, "a.conf": schedConf([]string{"{name: capacity, enableHierarchy: true, enableHierarchy: false}"})},
			[]string{"queues have parents"}},
		{"first-level queues are not a tree", "1.15",
			map[string]string{"q.yaml": strings.ReplaceAll(treeQueues, "parent: eng, ", ""), "a.conf": schedConf([]string{"{name: proportion}"})}, nil},
		{"no configuration, no finding", "1.15", map[string]string{"q.yaml": treeQueues}, nil},
		{"an invalid configuration is skipped", "1.15",
			map[string]string{"q.yaml": treeQueues, "a.conf": "tiers: [unclosed\n"}, nil},
		{"before 1.11 capacity hierarchy is not honoured", "1.10",
			map[string]string{"q.yaml": treeQueues, "a.conf": schedConf([]string{hierCapacity})},
			[]string{"a.conf:4:6 queues have parents (e.g. eng-ml under eng), but SchedulerConfiguration/"}},
		{"before 1.11 without capacity hierarchy", "1.10",
			map[string]string{"q.yaml": treeQueues, "a.conf": schedConf([]string{"{name: proportion}"})},
			[]string{"a.conf:2:1 queues have parents (e.g. eng-ml under eng)", "has no capacity plugin with enableHierarchy: true; Volcano 1.10 has no hierarchical queues"}},
		{"nodegroup affinity tree is fine", "1.15",
			map[string]string{"q.yaml": affinityQueues, "a.conf": schedConf([]string{"{name: proportion}", "{name: nodegroup, enableHierarchy: true}"})}, nil},
		{"nodegroup tree with quotas", "1.15",
			map[string]string{"q.yaml": affinityQueues + "---\napiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata: {name: frontend}\nspec: {parent: engineering, deserved: {cpu: \"8\"}}\n",
				"a.conf": schedConf([]string{"{name: proportion}", "{name: nodegroup, enableHierarchy: true}"})},
			[]string{"queues below a parent set quotas (e.g. frontend under engineering)"}},
		{"nodegroup without enableHierarchy is no tree", "1.15",
			map[string]string{"q.yaml": affinityQueues, "a.conf": schedConf([]string{"{name: proportion}", "{name: nodegroup}"})},
			[]string{"queues have parents (e.g. backend under engineering)"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := positioned(t, tc.version, "VCQ106", tc.files)
			if len(tc.want) == 0 {
				expectMessages(t, got, nil)
				return
			}
			if len(got) != 1 {
				t.Fatalf("%d findings, want 1:\n%s", len(got), strings.Join(got, "\n"))
			}
			for _, want := range tc.want {
				if !strings.Contains(got[0], want) {
					t.Errorf("finding does not say %q:\n%s", want, got[0])
				}
			}
		})
	}
	// The version's own words.
	old := positioned(t, "1.10", "VCQ106", map[string]string{"q.yaml": treeQueues, "a.conf": schedConf([]string{hierCapacity})})
	if len(old) != 1 || !strings.Contains(old[0], "no capacity plugin with enableHierarchy: true that Volcano 1.10 honours; Volcano 1.10 has no hierarchical queues (capacity hierarchy arrived in 1.11), so the tree is ignored") {
		t.Errorf("1.10: %v", old)
	}
}

func TestKnownBugProportionPanic(t *testing.T) {
	queues := `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata: {name: prod}
spec: {guarantee: {resource: {cpu: "48"}}}
---
apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata: {name: dev}
spec: {}
`
	withProportion := schedConf([]string{"{name: drf}", "{name: proportion}"})
	got := positioned(t, "1.11", "VCQ701", map[string]string{"q.yaml": queues, "a.conf": withProportion})
	expectMessages(t, got, []string{`a.conf:5:6 Volcano 1.11 proportion can panic with "resource is not sufficient to do operation" when guarantees (1 queues, e.g. prod) exceed what is left; fixed in 1.12.0 (#4273)`})
	expectMessages(t, positioned(t, "1.12", "VCQ701", map[string]string{"q.yaml": queues, "a.conf": withProportion}), nil)
	noGuarantee := strings.Replace(queues, "{guarantee: {resource: {cpu: \"48\"}}}", "{}", 1)
	expectMessages(t, positioned(t, "1.11", "VCQ701", map[string]string{"q.yaml": noGuarantee, "a.conf": withProportion}), nil)
	expectMessages(t, positioned(t, "1.11", "VCQ701", map[string]string{"q.yaml": queues, "a.conf": schedConf([]string{"{name: capacity}"})}), nil)
}

// positioned is lintYAML with each finding as "file:line:col message",
// the file relative to the temporary directory.
func positioned(t *testing.T, version, id string, files map[string]string) []string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		writeFile(t, dir+"/"+name, content)
	}
	var out []string
	for _, f := range runAt(t, version, id, dir) {
		out = append(out, fmt.Sprintf("%s:%d:%d %s", strings.TrimPrefix(f.Pos.File, dir+"/"), f.Pos.Line, f.Pos.Column, f.Message))
	}
	return out
}
