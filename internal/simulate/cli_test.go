package simulate_test

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
)

var repoRoot = func() string {
	p, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		panic(err)
	}
	return p
}()

// run runs `vcqlint simulate ARGS` in-process from the repository root.
func run(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	t.Chdir(repoRoot)
	var out, errOut bytes.Buffer
	code = cli.Run(context.Background(), append([]string{"simulate", "--no-config"}, args...), cli.IO{Stdout: &out, Stderr: &errOut})
	return out.String(), errOut.String(), code
}

// Seed 000 end to end: the Node manifests declare 32 CPUs, the queues
// guarantee 36, proportion is enabled. 1.11 panics, 1.12+ starve.
func TestSimulateSeed000(t *testing.T) {
	out, errOut, code := run(t, "--volcano-version", "1.11", "testdata/simulate/seed-000")
	if code != cli.ExitFindings || errOut != "" {
		t.Fatalf("1.11: exit %d, stderr %s", code, errOut)
	}
	for _, want := range []string{
		"Simulation: proportion plugin, Volcano 1.11.2",
		"cluster:     cpu 32, memory 128Gi (Node manifests: 2 nodes)",
		"guarantees:  all queues together guarantee cpu 36, memory 112Gi",
		"DESERVED (round 1)",
		"✖ Volcano 1.11.2 panics in round 1 of the proportion plugin's deserved loop",
		"(cpu 36 > 32, memory ~131.2Gi > 128Gi)",
		"panic: resource is not sufficient to do operation: <cpu 32000.00, memory 137438953472.00, pods 220.00> sub <cpu 36000.00, memory 140874927308.00>",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("1.11 output lacks %q:\n%s", want, out)
		}
	}
	for _, v := range []string{"1.12", "1.15"} {
		out, _, code := run(t, "--volcano-version", v, "testdata/simulate/seed-000")
		if code != cli.ExitFindings {
			t.Errorf("%s: exit %d", v, code)
		}
		if strings.Contains(out, "panic") {
			t.Errorf("%s must not panic:\n%s", v, out)
		}
		for _, want := range []string{
			"adhoc-analytics       1  cpu             8           8          0                0         0  starved",
			"✖ starved: adhoc-analytics gets no cpu (requests 8); the guarantees of all queues take everything the cluster has (cpu 36 > 32)",
		} {
			if !strings.Contains(out, want) {
				t.Errorf("%s output lacks %q:\n%s", v, want, out)
			}
		}
	}
	// 1.10.0 subtracts the guarantees from the total with Sub
	// (proportion.go:120@v1.10.0); 1.10.1 and later use ExceededPart, and
	// 1.10.2 panics in the loop as 1.11 does (reproduced by the scheduler
	// oracle at v1.10.2).
	out, _, _ = run(t, "--volcano-version", "1.10.0", "testdata/simulate/seed-000")
	if !strings.Contains(out, "panics before the deserved loop, computing realCapability = total.Sub(totalGuarantee)") {
		t.Errorf("1.10.0 output:\n%s", out)
	}
	out, _, _ = run(t, "--volcano-version", "1.10", "testdata/simulate/seed-000")
	if !strings.Contains(out, "Volcano 1.10.2 panics in round 1 of the proportion plugin's deserved loop") {
		t.Errorf("1.10 output:\n%s", out)
	}
}

func TestSimulateDemand(t *testing.T) {
	// With adhoc-analytics asking for nothing, no queue is starved; the
	// guarantees still promise more than the cluster has.
	out, _, code := run(t, "--demand", "adhoc-analytics=", "testdata/simulate/seed-000")
	if code != cli.ExitClean || !strings.Contains(out, "no panic, no halt, no starved queue") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	if !strings.Contains(out, "! the deserved shares add up to more than the cluster has (cpu 36 > 32)") {
		t.Errorf("the over-promise must be said:\n%s", out)
	}
	if !strings.Contains(out, "not computed (no demand, so no job in the session): adhoc-analytics") {
		t.Errorf("adhoc-analytics must be left out:\n%s", out)
	}
	// The trace shows the rounds.
	out, _, _ = run(t, "--trace", "--demand", "etl-batch=cpu=4,memory=8Gi", "testdata/simulate/seed-000")
	if !strings.Contains(out, "Round 1: Σweight 5, remaining cpu 32, memory 128Gi") || !strings.Contains(out, "--demand sets etl-batch") {
		t.Errorf("trace:\n%s", out)
	}
	for _, bad := range []string{"nope=cpu=1", "etl-batch=cpu", "etl-batch=cpu=-1", "etl-batch=cpu=1,cpu=2", "=cpu=1", "etl-batch=cpu=lots"} {
		_, errOut, code := run(t, "--demand", bad, "testdata/simulate/seed-000")
		if code != cli.ExitError || !strings.Contains(errOut, "--demand") {
			t.Errorf("--demand %s: exit %d, %q", bad, code, errOut)
		}
	}
}

func TestSimulateNeedsCluster(t *testing.T) {
	_, errOut, code := run(t, "examples/healthy-hierarchy")
	if code != cli.ExitError || !strings.Contains(errOut, "simulate needs the cluster's size and none is declared") {
		t.Errorf("exit %d, %q", code, errOut)
	}
	// --cluster declares one.
	out, _, code := run(t, "--cluster", "cpu=128,memory=512Gi,nvidia.com/gpu=8", "examples/healthy-hierarchy")
	if code != cli.ExitClean || !strings.Contains(out, "capacity plugin with enableHierarchy") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

func TestSimulatePluginChoice(t *testing.T) {
	// A configuration that enables both: the user must choose.
	_, errOut, code := run(t, "--cluster", "cpu=10", "examples/broken/capacity-and-proportion.yaml")
	if code != cli.ExitError || !strings.Contains(errOut, "enables both proportion and capacity (VCQ101)") {
		t.Errorf("exit %d, %q", code, errOut)
	}
	out, _, _ := run(t, "--plugin", "capacity", "testdata/simulate/seed-000")
	if !strings.Contains(out, "capacity plugin (flat queues)") {
		t.Errorf("--plugin capacity:\n%s", out)
	}
	out, _, _ = run(t, "--plugin", "capacity", "--cluster", "cpu=10,memory=40Gi", "testdata/simulate/hierarchy-guarantee")
	if !strings.Contains(out, "capacity plugin with enableHierarchy") {
		t.Errorf("a configuration with enableHierarchy:\n%s", out)
	}
	if _, errOut, code := run(t, "--plugin", "drf", "testdata/simulate/seed-000"); code != cli.ExitError || !strings.Contains(errOut, "--plugin") {
		t.Errorf("--plugin drf: exit %d, %q", code, errOut)
	}
}

func TestSimulateJSON(t *testing.T) {
	out, _, code := run(t, "--format", "json", "--volcano-version", "1.11", "testdata/simulate/seed-000")
	if code != cli.ExitFindings {
		t.Errorf("exit %d", code)
	}
	var doc struct {
		Plugin  string `json:"plugin"`
		Outcome string `json:"outcome"`
		Cluster map[string]string
		Queues  []struct {
			Name     string            `json:"name"`
			Deserved map[string]string `json:"deserved"`
		} `json:"queues"`
		Rounds []struct {
			Round     int               `json:"round"`
			Increased map[string]string `json:"increased"`
		} `json:"rounds"`
		Events []struct {
			Kind      string   `json:"kind"`
			Round     int      `json:"round"`
			Resources []string `json:"resources"`
			Volcano   string   `json:"volcano"`
		} `json:"events"`
		Starved []any `json:"starved"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if doc.Plugin != "proportion" || doc.Outcome != "panics" || doc.Cluster["cpu"] != "32" {
		t.Errorf("plugin %s outcome %s cluster %v", doc.Plugin, doc.Outcome, doc.Cluster)
	}
	if len(doc.Events) != 1 || doc.Events[0].Round != 1 || strings.Join(doc.Events[0].Resources, ",") != "cpu,memory" {
		t.Errorf("events %+v", doc.Events)
	}
	if len(doc.Rounds) != 1 || doc.Rounds[0].Increased["cpu"] != "36" {
		t.Errorf("rounds %+v", doc.Rounds)
	}
	if doc.Starved == nil {
		t.Error("starved must be [] rather than null")
	}
}
