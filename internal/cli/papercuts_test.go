package cli_test

import (
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
)

// What a new user met (issue 27, item 6), each pinned.

// --diff shows only what can be fixed: the findings it cannot fix are
// counted, and they make the exit code 1 as in a lint run.
func TestDiffSaysWhatItCannotFix(t *testing.T) {
	out, stderr, code := run(t, "", nil, false, "--no-config", "--diff", examples+"broken")
	if code != cli.ExitFindings || out != "" || !strings.Contains(stderr, "5 findings without an automatic fix are not in the diff") {
		t.Errorf("exit %d, stdout %q, stderr:\n%s", code, out, stderr)
	}
}

// The tree says nothing it cannot know: without a declared cluster root's
// capability is the unknown cluster total, and no log line is claimed for
// a comparison with it.
func TestTreeClaimsNoLogLineOnAnUnknown(t *testing.T) {
	out, stderr, code := run(t, "", nil, false, "tree", "--no-config", examples+"healthy-hierarchy")
	if code != cli.ExitClean || strings.Contains(out, "> ?") || strings.Contains(out, "logged:") {
		t.Errorf("exit %d:\n%s%s", code, out, stderr)
	}
}

// A declared cluster that states only GPUs leaves cpu and memory unknown:
// no finding compares a queue's cpu or memory with a total of 0.
func TestClusterOfGPUsOnlyLeavesCPUUnknown(t *testing.T) {
	out, stderr, code := run(t, "", nil, false, "--no-config", "--cluster", "nvidia.com/gpu=32", examples+"healthy-hierarchy")
	if code != cli.ExitClean || strings.Contains(out, "VCQ401") || strings.Contains(out, "VCQ402") {
		t.Errorf("exit %d:\n%s%s", code, out, stderr)
	}
	// The tree says so, and simulate, which needs every total, refuses
	// to take them for 0.
	out, _, _ = run(t, "", nil, false, "tree", "--no-config", "--cluster", "nvidia.com/gpu=32", examples+"healthy-hierarchy")
	if !strings.Contains(out, "cpu unknown (not declared), memory unknown (not declared), nvidia.com/gpu 32 (--cluster)") {
		t.Errorf("tree:\n%s", out)
	}
	_, stderr, code = run(t, "", nil, false, "simulate", "--no-config", "--cluster", "nvidia.com/gpu=32", examples+"healthy-hierarchy")
	if code != cli.ExitError || !strings.Contains(stderr, "simulate needs the cluster's cpu and memory, which the queues name and the declared cluster (--cluster) does not state") {
		t.Errorf("simulate: exit %d:\n%s", code, stderr)
	}
	// A GPU total the queues do exceed is still reported.
	out, _, code = run(t, "", nil, false, "--no-config", "--cluster", "nvidia.com/gpu=1", examples+"healthy-hierarchy")
	if code != cli.ExitFindings || !strings.Contains(out, "nvidia.com/gpu") {
		t.Errorf("nvidia.com/gpu=1: exit %d:\n%s", code, out)
	}
}

// Colour can be forced where standard output is no terminal (CI logs):
// --color always, or FORCE_COLOR; --no-color and --color never win over
// both, and FORCE_COLOR over NO_COLOR.
func TestColourCanBeForced(t *testing.T) {
	const esc = "\x1b["
	file := examples + "broken/child-capability-exceeds-parent.yaml"
	cases := []struct {
		name     string
		env      map[string]string
		terminal bool
		args     []string
		colour   bool
	}{
		{"no terminal", nil, false, nil, false},
		{"terminal", nil, true, nil, true},
		{"--color always", nil, false, []string{"--color", "always"}, true},
		{"--color=never on a terminal", nil, true, []string{"--color=never"}, false},
		{"FORCE_COLOR", map[string]string{"FORCE_COLOR": "1"}, false, nil, true},
		{"FORCE_COLOR=0", map[string]string{"FORCE_COLOR": "0"}, false, nil, false},
		{"FORCE_COLOR over NO_COLOR", map[string]string{"FORCE_COLOR": "1", "NO_COLOR": "1"}, false, nil, true},
		{"NO_COLOR on a terminal", map[string]string{"NO_COLOR": "1"}, true, nil, false},
		{"--no-color over FORCE_COLOR", map[string]string{"FORCE_COLOR": "1"}, false, []string{"--no-color"}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, cmd := range [][]string{nil, {"tree"}} {
				args := append(append(append(append([]string(nil), cmd...), "--no-config"), c.args...), file)
				out, stderr, _ := run(t, "", c.env, c.terminal, args...)
				if got := strings.Contains(out, esc); got != c.colour {
					t.Errorf("%v: colour %v, want %v:\n%s%s", args, got, c.colour, out, stderr)
				}
			}
		})
	}
	for _, bad := range [][]string{{"--color", "sometimes"}, {"--color", "always", "--no-color"}} {
		_, stderr, code := run(t, "", nil, false, append(append([]string{"--no-config"}, bad...), file)...)
		if code != cli.ExitError || !strings.Contains(stderr, "--") {
			t.Errorf("%v: exit %d:\n%s", bad, code, stderr)
		}
	}
}
