package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestActionQueueTree: the Action's step summary gets the queue tree as a
// Mermaid diagram and a table of the findings on queues when the linted
// files define queues, drawn for the Volcano version of the extra
// arguments, and nothing of the kind when they define none.
func TestActionQueueTree(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash is not installed")
	}
	ws, runnerTemp := workspaceWithExamples(t), t.TempDir()

	r := runAction(t, ws, runnerTemp, map[string]string{"PATH": "examples/broken examples/seed-001-gpu-mig", "ARGS": "--volcano-version 1.12"})
	for _, want := range []string{
		"### Queue tree (Volcano 1.12.4)",
		"```mermaid\n%% vcqlint tree: Volcano 1.12.4",
		"flowchart TD",
		"| research-vision | capability.cpu | VCQ203 | error |",
		"**halts**: queue",
	} {
		if !strings.Contains(r.summary, want) {
			t.Errorf("step summary lacks %q:\n%s", want, r.summary)
		}
	}
	if i, j := strings.Index(r.summary, "### vcqlint"), strings.Index(r.summary, "### Queue tree"); i < 0 || j < i {
		t.Errorf("the tree must follow the lint report:\n%s", r.summary)
	}

	r = runAction(t, ws, runnerTemp, map[string]string{"PATH": "examples/helm-default"})
	if strings.Contains(r.summary, "```mermaid") || !strings.Contains(r.summary, "### vcqlint") {
		t.Errorf("without queues the summary has no tree:\n%s", r.summary)
	}
}
