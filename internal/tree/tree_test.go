package tree_test

import (
	"bytes"
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
)

type jsonTree struct {
	Cluster struct {
		Known bool `json:"known"`
	} `json:"cluster"`
	Queues []struct {
		Name           string            `json:"name"`
		Parent         string            `json:"parent"`
		Children       []string          `json:"children"`
		Depth          int               `json:"depth"`
		Capability     map[string]string `json:"capability"`
		RealCapability map[string]string `json:"realCapability"`
		Inherited      []string          `json:"inherited"`
		ChildrenSum    struct {
			Guarantee map[string]string `json:"guarantee"`
		} `json:"childrenSum"`
		Findings []struct {
			Rule     string `json:"rule"`
			Field    string `json:"field"`
			Resource string `json:"resource"`
		} `json:"findings"`
	} `json:"queues"`
}

func treeJSON(t *testing.T, args ...string) jsonTree {
	t.Helper()
	out, errOut, code := run(t, false, append([]string{"tree", "--format", "json"}, args...)...)
	if code != cli.ExitClean {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var tr jsonTree
	if err := json.Unmarshal([]byte(out), &tr); err != nil {
		t.Fatal(err)
	}
	return tr
}

// The seed 001 tree: research-vision asks more than its parent research.
// The engine's findings land on the values they are about, and the real
// capability is capped by the parent's.
func TestSeed001ChildMarked(t *testing.T) {
	tr := treeJSON(t, "examples/broken", "examples/seed-001-gpu-mig")
	found := false
	for _, q := range tr.Queues {
		if q.Name != "research-vision" {
			continue
		}
		found = true
		if q.Parent != "research" || q.Depth != 2 {
			t.Errorf("research-vision: parent %q depth %d", q.Parent, q.Depth)
		}
		marks := map[string]string{}
		for _, f := range q.Findings {
			marks[f.Rule] = f.Field + "." + f.Resource
		}
		if marks["VCQ203"] != "capability.cpu" || marks["VCQ501"] != "capability.nvidia.com/gpu" {
			t.Errorf("findings pinned to %v", marks)
		}
		if q.RealCapability["cpu"] != "100" {
			t.Errorf("real capability cpu %s, want 100 (research's)", q.RealCapability["cpu"])
		}
	}
	if !found {
		t.Fatal("no research-vision in the tree")
	}
	// The text tree marks the value and names the rules on its row.
	out, _, _ := run(t, false, "tree", "examples")
	row := regexp.MustCompile(`(?m)^│   └── research-vision +cpu +200\* .* VCQ203 VCQ402$`)
	if !row.MatchString(out) {
		t.Errorf("no marked research-vision row in:\n%s", out)
	}
}

// Without a declared cluster, values that depend on the cluster total are
// unknown, with the bound the capabilities give.
func TestUnknownCluster(t *testing.T) {
	tr := treeJSON(t, "--volcano-version", "1.12", "examples/healthy-hierarchy")
	if tr.Cluster.Known {
		t.Fatal("no cluster is declared")
	}
	for _, q := range tr.Queues {
		switch q.Name {
		case "root":
			if q.RealCapability["cpu"] != "unknown" {
				t.Errorf("root real cpu %s, want unknown", q.RealCapability["cpu"])
			}
			if q.ChildrenSum.Guarantee["cpu"] != "16" {
				t.Errorf("root Σ guarantee cpu %s, want 16", q.ChildrenSum.Guarantee["cpu"])
			}
		case "platform-data":
			// 1.12 does not inherit scalars, 1.13 does.
			if len(q.Inherited) != 0 {
				t.Errorf("1.12 inherits nothing here, got %v", q.Inherited)
			}
		}
	}
	out, _, _ := run(t, false, "tree", "--volcano-version", "1.12", "examples/healthy-hierarchy")
	if !strings.Contains(out, "≤64") || !strings.Contains(out, "total unknown: no cluster declared") {
		t.Errorf("want bounded unknowns and the missing cluster said:\n%s", out)
	}
	tr = treeJSON(t, "--volcano-version", "1.13", "examples/healthy-hierarchy")
	for _, q := range tr.Queues {
		if q.Name == "platform-data" && strings.Join(q.Inherited, ",") != "nvidia.com/gpu" {
			t.Errorf("1.13: platform-data inherits %v, want nvidia.com/gpu", q.Inherited)
		}
	}
}

func TestTreeUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"tree", "--format", "svg", "examples"},
		{"tree", "--volcano-version", "0.1", "examples"},
		{"tree", "--resource", "", "examples"},
	} {
		_, errOut, code := run(t, false, args...)
		if code != cli.ExitError || !strings.Contains(errOut, "vcqlint: ") {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
		}
	}
	// Broken input is reported with its position and the rest is shown.
	out, errOut, code := run(t, false, "tree", "testdata/loader/broken-middle.yaml", "examples/healthy-hierarchy")
	if code != cli.ExitError || !strings.Contains(errOut, "testdata/loader/broken-middle.yaml:") || !strings.Contains(out, "platform-ml") {
		t.Errorf("broken input: exit %d; the readable input must still be shown:\n%s\n%s", code, out, errOut)
	}
	// No Queue at all: the Markdown summary is empty (the Action then
	// leaves the step summary alone).
	out, _, code = run(t, false, "tree", "--format", "markdown", "examples/helm-default")
	if code != cli.ExitClean || out != "" {
		t.Errorf("markdown without queues: exit %d, %q", code, out)
	}
}

// Colour follows the lint command: only on a terminal, never with
// --no-color or NO_COLOR.
func TestColourChoice(t *testing.T) {
	t.Chdir(repoRoot)
	for _, c := range []struct {
		terminal bool
		noColor  string
		args     []string
		colour   bool
	}{
		{true, "", nil, true},
		{false, "", nil, false},
		{true, "1", nil, false},
		{true, "", []string{"--no-color"}, false},
	} {
		var out bytes.Buffer
		io := cli.IO{Stdout: &out, Stderr: &bytes.Buffer{}, StdoutIsTerminal: c.terminal,
			Getenv: func(k string) string {
				if k == "NO_COLOR" {
					return c.noColor
				}
				return ""
			}}
		cli.Run(context.Background(), append(append([]string{"tree"}, c.args...), "examples/broken"), io)
		if got := strings.Contains(out.String(), "\x1b["); got != c.colour {
			t.Errorf("terminal %v NO_COLOR %q %v: colour %v, want %v", c.terminal, c.noColor, c.args, got, c.colour)
		}
	}
}
