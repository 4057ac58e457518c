package rules_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/rule"
)

// TestLegacyGPUFixShapes: VCQ111's fix moves the predicates GPU arguments
// to deviceshare only where the lines it writes have one obvious place, and
// says what it moves; otherwise the finding has no fix (the --fix goldens
// in testdata/fix show the edits themselves).
func TestLegacyGPUFixShapes(t *testing.T) {
	const head = "actions: \"enqueue, allocate, backfill\"\ntiers:\n- plugins:\n  - name: priority\n  - name: gang\n- plugins:\n"
	cases := []struct {
		name, plugins, want string // want: the fix's description, "" for none
	}{
		{"one argument, new deviceshare entry",
			"  - name: predicates\n    arguments:\n      predicate.GPUSharingEnable: true\n  - name: proportion\n",
			"move the predicates GPU arguments to the deviceshare plugin as deviceshare.GPUSharingEnable"},
		{"two arguments into deviceshare's",
			"  - name: predicates\n    arguments:\n      predicate.GPUSharingEnable: true\n      predicate.NodeLockEnable: true\n  - name: deviceshare\n    arguments:\n      deviceshare.SchedulePolicy: binpack\n",
			"move the predicates GPU arguments to the deviceshare plugin as deviceshare.*"},
		{"arguments in flow style",
			"  - name: predicates\n    arguments: {predicate.GPUSharingEnable: true}\n  - name: proportion\n", ""},
		{"the plugin entry in flow style",
			"  - {name: predicates, arguments: {predicate.GPUSharingEnable: true}}\n  - name: proportion\n", ""},
		{"deviceshare without arguments",
			"  - name: predicates\n    arguments:\n      predicate.GPUSharingEnable: true\n  - name: deviceshare\n", ""},
		{"deviceshare with flow arguments",
			"  - name: predicates\n    arguments:\n      predicate.GPUSharingEnable: true\n  - name: deviceshare\n    arguments: {deviceshare.SchedulePolicy: binpack}\n", ""},
		{"deviceshare in flow style",
			"  - name: predicates\n    arguments:\n      predicate.GPUSharingEnable: true\n  - {name: deviceshare, arguments: {deviceshare.SchedulePolicy: binpack}}\n", ""},
		{"deviceshare sets the new key already",
			"  - name: predicates\n    arguments:\n      predicate.GPUSharingEnable: true\n  - name: deviceshare\n    arguments:\n      deviceshare.GPUSharingEnable: false\n", ""},
		{"predicates last, with the final line break",
			"  - name: predicates\n    arguments:\n      predicate.GPUSharingEnable: true\n",
			"move the predicates GPU arguments to the deviceshare plugin as deviceshare.GPUSharingEnable"},
		{"predicates last, without a final line break",
			"  - name: predicates\n    arguments:\n      predicate.GPUSharingEnable: true", ""},
		{"GPUNumberEnable",
			"  - name: predicates\n    arguments:\n      predicate.GPUNumberEnable: true\n  - name: proportion\n",
			"move the predicates GPU arguments to the deviceshare plugin as deviceshare.GPUNumberEnable"},
		{"flow arguments over several lines",
			"  - name: predicates\n    arguments: {\n      predicate.GPUSharingEnable: true\n    }\n  - name: proportion\n", ""},
		{"flow arguments over several lines, into deviceshare's",
			"  - name: predicates\n    arguments: {\n      predicate.GPUSharingEnable: true,\n      predicate.resources: nvidia.com/gpu\n    }\n  - name: deviceshare\n    arguments:\n      deviceshare.SchedulePolicy: binpack\n", ""},
		{"predicates not last, without a final line break",
			"  - name: predicates\n    arguments:\n      predicate.GPUSharingEnable: true\n  - name: proportion",
			"move the predicates GPU arguments to the deviceshare plugin as deviceshare.GPUSharingEnable"},
		{"predicates ending in a block scalar",
			"  - name: predicates\n    arguments:\n      predicate.GPUSharingEnable: true\n      predicate.resources: |-\n        nvidia.com/gpu\n  - name: proportion\n", ""},
		{"an explicit key",
			"  - ? name\n    : predicates\n    arguments:\n      predicate.GPUSharingEnable: true\n  - name: proportion\n", ""},
		{"a quoted key",
			"  - name: predicates\n    arguments:\n      \"predicate.GPUSharingEnable\": true\n  - name: proportion\n", ""},
	}
	eng := newEngine(t)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { checkLegacyGPUFix(t, eng, head+tc.plugins, tc.want, "\n") })
		if tc.want != "" {
			crlf := strings.ReplaceAll(head+tc.plugins, "\n", "\r\n")
			t.Run(tc.name+", CRLF", func(t *testing.T) { checkLegacyGPUFix(t, eng, crlf, tc.want, "\r\n") })
		}
	}
}

// checkLegacyGPUFix lints one configuration and checks each VCQ111
// finding's fix: its description, and that the lines it writes end as the
// file's do.
func checkLegacyGPUFix(t *testing.T, eng *engine.Engine, conf, want, br string) {
	t.Helper()
	for _, f := range lintOneRule(t, eng, "volcano-scheduler.conf", conf, "VCQ111") {
		got := ""
		if f.Fix != nil && len(f.Fix.Edits) > 0 {
			got = f.Fix.Description
		}
		if got != want {
			t.Errorf("%s: fix %q, want %q", f.Pos, got, want)
		}
		if got == "" {
			continue
		}
		for _, e := range f.Fix.Edits {
			if strings.Count(e.Text, "\n") != strings.Count(e.Text, br) {
				t.Errorf("%s: the fix writes %q into a file whose lines end with %q", f.Pos, e.Text, br)
			}
		}
	}
}

// lintOneRule lints content written to a file named name with rule id
// enabled and returns that rule's findings, of which there must be one at
// least.
func lintOneRule(t *testing.T, eng *engine.Engine, name, content, id string) []finding.Finding {
	t.Helper()
	out := lintRuleIn(t, eng, rule.DefaultEnv(), name, content, id)
	if len(out) == 0 {
		t.Fatalf("no %s finding in\n%s", id, content)
	}
	return out
}

// lintRuleIn runs one rule over content (as file name) with env and returns
// its findings, none included.
func lintRuleIn(t *testing.T, eng *engine.Engine, env rule.Env, name, content, id string) []finding.Finding {
	t.Helper()
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, name), content)
	res, err := linter.Run(context.Background(), eng, linter.Options{Paths: []string{dir}, Workers: 1, Env: &env,
		Rules: engine.Selection{Enable: map[string]bool{id: true}}})
	if err != nil {
		t.Fatal(err)
	}
	res.ResolveFixes() // fixes are resolved lazily, as --fix does
	var out []finding.Finding
	for _, f := range res.Findings {
		if f.RuleID == id {
			out = append(out, f)
		}
	}
	return out
}
