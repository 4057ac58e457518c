package decode_test

import (
	"fmt"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/decode"
)

// laughsJob is a Volcano Job of a few kilobytes whose tasks and containers
// are n aliases each: n*n containers once expanded.
func laughsJob(n int) string {
	var b strings.Builder
	b.WriteString("apiVersion: batch.volcano.sh/v1alpha1\nkind: Job\nmetadata: {name: j}\nspec:\n  queue: default\n  tasks:\n")
	b.WriteString("    - &t\n      name: t\n      template:\n        spec:\n          containers: [&c {name: c, resources: {requests: {cpu: '1'}}}")
	b.WriteString(strings.Repeat(", *c", n))
	b.WriteString("]\n")
	b.WriteString(strings.Repeat("    - *t\n", n))
	return b.String()
}

func aliasing(ps []decode.Problem) []decode.Problem {
	var out []decode.Problem
	for _, p := range ps {
		if p.Kind == decode.Aliasing {
			out = append(out, p)
		}
	}
	return out
}

// countingJob decodes text as a Job and returns its problems and how many
// containers it decoded.
func countingJob(t *testing.T, text string) ([]decode.Problem, int) {
	t.Helper()
	var j api.Job
	ps := decode.Into(parse(t, text), &j)
	containers := 0
	for _, task := range j.Spec.Tasks {
		containers += len(task.Template.Spec.Containers)
	}
	return ps, containers
}

func TestExcessiveAliasingStops(t *testing.T) {
	// 2,000 aliases of 2,000 aliases: 4 million containers from 20 kB.
	ps, containers := countingJob(t, laughsJob(2000))
	got := aliasing(ps)
	if len(got) != 1 {
		t.Fatalf("want one aliasing problem, got %d: %v", len(got), summary(ps))
	}
	if !strings.Contains(got[0].Msg, "excessive aliasing") || got[0].Node == nil || got[0].Node.Line == 0 {
		t.Errorf("problem should name what kubectl says and have a position: %+v", got[0])
	}
	// Decoding stopped near yaml.v3's threshold (about 400,000 values), far
	// from the 4 million the aliases would make.
	if containers > 500_000 {
		t.Errorf("decoded %d containers: the alias budget did not stop decoding", containers)
	}
}

func TestModestAliasingIsFine(t *testing.T) {
	// 20 tasks sharing one anchored container list is ordinary YAML reuse
	// (and under the 99% share kubectl allows a small document).
	ps, containers := countingJob(t, laughsJob(20))
	if got := aliasing(ps); len(got) != 0 {
		t.Fatalf("modest reuse refused: %v", summary(ps))
	}
	if want := 21 * 21; containers != want {
		t.Errorf("decoded %d containers, want %d", containers, want)
	}
}

func TestMergeKeysCountAsExpansion(t *testing.T) {
	// One anchored mapping of 2,000 labels merged into 2,000 tasks' labels
	// is 4 million pairs from 40 kB, through merge keys alone.
	var b strings.Builder
	b.WriteString("apiVersion: batch.volcano.sh/v1alpha1\nkind: Job\nmetadata: {name: j}\nspec:\n  tasks:\n")
	b.WriteString("    - name: t0\n      template:\n        metadata:\n          labels: &l {")
	for i := range 2000 {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "k%d: v", i)
	}
	b.WriteString("}\n")
	for i := 1; i <= 2000; i++ {
		fmt.Fprintf(&b, "    - {name: t%d, template: {metadata: {labels: {<<: *l}}}}\n", i)
	}
	var j api.Job
	ps := decode.Into(parse(t, b.String()), &j)
	if got := aliasing(ps); len(got) != 1 {
		t.Fatalf("merge-key amplification not refused: %v", summary(ps))
	}
}

func TestAliasInsideItsOwnAnchor(t *testing.T) {
	// A list whose item is the list itself: decoding would never end.
	type node struct {
		Children []node `json:"children"`
	}
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte("children: &a [{children: *a}]\n"), &doc); err != nil {
		t.Fatal(err)
	}
	var n node
	ps := decode.Into(doc.Content[0], &n)
	got := aliasing(ps)
	if len(got) != 1 || !strings.Contains(got[0].Msg, "contains itself") {
		t.Fatalf("self-containing anchor: %v", summary(ps))
	}
}
