package cli_test

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// Hostile inputs (issue #13): each must finish with memory linear in its
// size. The big ones are generated here rather than committed.

func TestHugeExponentIsReportedNotComputed(t *testing.T) {
	stdout, _, code := run(t, "", nil, false, "--format", "text", "../../testdata/hostile/bounded/huge-exponent.yaml")
	if code != 1 {
		t.Fatalf("exit %d, want 1 (findings):\n%s", code, stdout)
	}
	for _, want := range []string{
		"huge-exponent.yaml:11:10: error VCQ309 Queue/parent: spec.capability.cpu: 1e2000000000 is beyond what Volcano can represent (an int64 of milli-units); Volcano reads it as 0",
		"huge-exponent.yaml:21:13: error VCQ309 Queue/child: spec.capability.memory: 1e-2000000000 is below what Volcano can represent (an int64 of whole units); Volcano reads it as 1",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
}

func TestHugeExponentTreeAndSimulateFinish(t *testing.T) {
	for _, args := range [][]string{{"tree"}, {"simulate", "--cluster", "cpu=10,memory=10Gi"}} {
		// Before VCQ309 both never returned; now each answers about the
		// two queues at once.
		stdout, stderr, _ := run(t, "", nil, false, append(args, "../../testdata/hostile/bounded/huge-exponent.yaml")...)
		if !strings.Contains(stdout+stderr, "child") {
			t.Errorf("%v: nothing about the queues:\n%s%s", args, stdout, stderr)
		}
	}
}

func chainYAML(n int, cycle bool) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "---\napiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata: {name: q%d}\nspec:\n", i)
		switch {
		case i > 1:
			fmt.Fprintf(&b, "  parent: q%d\n", i-1)
		case cycle:
			fmt.Fprintf(&b, "  parent: q%d\n", n)
		}
	}
	return b.String()
}

func actionsYAML(n int) string {
	return "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: volcano-scheduler-configmap\n  namespace: volcano-system\ndata:\n  volcano-scheduler.conf: |\n    actions: \"" +
		strings.Repeat("allocate, ", n) + "allocate\"\n    tiers:\n    - plugins:\n      - name: gang\n"
}

// allocated lints one generated file and returns the bytes allocated and
// the output.
func allocated(t *testing.T, name, content string, args ...string) (uint64, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	if len(args) == 0 {
		args = []string{"--format", "json"}
	}
	stdout, _, _ := run(t, "", nil, false, append(args, path)...)
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc, stdout
}

// linear checks that doubling an input at most about doubles the work:
// the quadratic builds allocated 4x and more.
func linear(t *testing.T, what string, gen func(n int) string, n int, args ...string) string {
	t.Helper()
	small, _ := allocated(t, what+"-small.yaml", gen(n), args...)
	big, out := allocated(t, what+"-big.yaml", gen(2*n), args...)
	if ratio := float64(big) / float64(small); ratio > 2.8 {
		t.Errorf("%s: %d bytes allocated at %d, %d at %d: ratio %.2f, want about 2", what, small, n, big, 2*n, ratio)
	}
	return out
}

func TestDeepChainIsLinear(t *testing.T) {
	out := linear(t, "chain", func(n int) string { return chainYAML(n, false) }, 10000)
	if want := "queue q20000 is 20000 levels below root (root > q1 > q2 > q3 > q4 > … (19,991 more) > q19996 > q19997 > q19998 > q19999 > q20000)"; !strings.Contains(strings.ReplaceAll(out, `\u003e`, ">"), want) {
		t.Errorf("no capped VCQ209 chain %q in the report", want)
	}
}

func TestLongCycleIsLinear(t *testing.T) {
	out := linear(t, "cycle", func(n int) string { return chainYAML(n, true) }, 5000)
	if !strings.Contains(out, "(9,991 more)") {
		t.Errorf("no capped VCQ202 cycle in the report:\n%.2000s", out)
	}
}

func TestLongActionsAreCapped(t *testing.T) {
	out := linear(t, "actions", actionsYAML, 200000)
	if !strings.Contains(out, "actions has 400,001 items; vcqlint checks the first 64") {
		t.Errorf("no capped actions finding in the report:\n%.2000s", out)
	}
	if len(out) > 100000 {
		t.Errorf("report of %d bytes for one configuration", len(out))
	}
}

// The text tree indented every level, so its queue column was 4 × depth
// wide on every row: n² characters for an n-deep chain.
func TestDeepChainTreeIsLinear(t *testing.T) {
	out := linear(t, "tree", func(n int) string { return chainYAML(n, false) }, 3000, "tree")
	if !strings.Contains(out, "└┄ 6000: q6000") {
		t.Errorf("no depth label for the deepest queue:\n%.2000s", out)
	}
}

// The capacity replay behind tree walked each detached queue's whole chain
// to tell a loop from a missing parent: n² steps for an n-queue loop.
func TestLongCycleTreeIsLinear(t *testing.T) {
	out := linear(t, "tree of a cycle", func(n int) string { return chainYAML(n, true) }, 3000, "tree")
	if !strings.Contains(out, "its parents loop") {
		t.Errorf("no loop event for the cycle:\n%.2000s", out)
	}
}
