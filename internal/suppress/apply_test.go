package suppress_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/rule"
)

var (
	engOnce sync.Once
	eng     *engine.Engine
	engErr  error
)

// builtin is the engine the CLI builds: Go rules (with the two tool rules)
// and the embedded policies.
func builtin(t *testing.T) *engine.Engine {
	t.Helper()
	engOnce.Do(func() {
		eng, engErr = linter.NewEngine(context.Background(), linter.EngineOptions{})
	})
	if engErr != nil {
		t.Fatal(engErr)
	}
	return eng
}

var dir = filepath.Join("..", "..", "testdata", "suppress")

// lintFile lints one file of testdata/suppress through the real linter and
// returns its findings as "line:col RULE" and the number suppressed.
func lintFile(t *testing.T, name string, sel engine.Selection) ([]string, int, []finding.Finding) {
	t.Helper()
	res, err := linter.Run(context.Background(), builtin(t), linter.Options{Paths: []string{filepath.Join(dir, name)}, Rules: sel})
	if err != nil {
		t.Fatal(err)
	}
	if res.HasInputErrors() {
		t.Fatalf("input errors: %+v", res.Diagnostics)
	}
	var got []string
	for _, f := range res.Findings {
		got = append(got, fmt.Sprintf("%d:%d %s", f.Pos.Line, f.Pos.Column, f.RuleID))
	}
	return got, res.Suppressed, res.Findings
}

func TestSuppressionEndToEnd(t *testing.T) {
	cases := []struct {
		file       string
		want       []string
		suppressed int
	}{
		// Line above, same line (by rule name), stacked; research-open's
		// finding has no suppression.
		{"comments.yaml", []string{"50:5 VCQ203"}, 3},
		// A comment inside the embedded volcano-scheduler.conf.
		{"embedded.yaml", nil, 1},
		// Annotations on a Queue and on a ConfigMap holding the
		// configuration the finding is in.
		{"annotation.yaml", nil, 2},
		// Unused annotation entry and comment (VCQ001), a comment without a
		// reason, which leaves its finding (VCQ002 + VCQ203), an unknown rule.
		{"problems.yaml", []string{"9:25 VCQ001", "12:22 VCQ001", "22:5 VCQ002", "23:5 VCQ203", "24:34 VCQ002"}, 0},
		// Own-line comments cover the node below them: a mapping key with
		// the finding nested under it, a document, a key with blank lines
		// and comments between, a sequence item of an embedded
		// configuration.
		{"scope.yaml", nil, 4},
		// Comments above a node without their rule's finding are unused:
		// a sibling key, a sequence item, a document, the end of the file.
		{"scope-stale.yaml", []string{"23:20 VCQ001", "27:5 VCQ203", "40:22 VCQ001", "47:9 VCQ101", "50:18 VCQ001", "60:18 VCQ001"}, 0},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			got, suppressed, _ := lintFile(t, c.file, engine.Selection{})
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("findings %v, want %v", got, c.want)
			}
			if suppressed != c.suppressed {
				t.Errorf("suppressed %d, want %d", suppressed, c.suppressed)
			}
		})
	}
}

func TestToolFindingsCarryObjectAndMessage(t *testing.T) {
	_, _, fs := lintFile(t, "problems.yaml", engine.Selection{})
	want := []struct{ rule, object, message string }{
		{"VCQ001", "Queue/research", `annotation vcqlint.io/ignore on Queue/research lists VCQ206 (root-quota-overridden), which reports nothing on this object; remove it`},
		{"VCQ001", "Queue/research", `vcqlint:ignore VCQ203 suppresses nothing: line 13 has no VCQ203 (child-capability-exceeds-parent) finding; remove it`},
		{"VCQ002", "Queue/research-vision", `vcqlint:ignore VCQ203 gives no reason, so it suppresses nothing; write "# vcqlint:ignore VCQ203 -- why it is safe"`},
		{"VCQ203", "Queue/research-vision", ""},
		{"VCQ002", "Queue/research-vision", `vcqlint:ignore names unknown rule "VCQ2O3" (did you mean "VCQ203"?); 'vcqlint rules' lists them`},
	}
	if len(fs) != len(want) {
		t.Fatalf("%d findings, want %d: %+v", len(fs), len(want), fs)
	}
	for i, w := range want {
		f := fs[i]
		if f.RuleID != w.rule || f.Object != w.object || (w.message != "" && f.Message != w.message) {
			t.Errorf("finding %d = %s %s %q, want %s %s %q", i, f.RuleID, f.Object, f.Message, w.rule, w.object, w.message)
		}
		if f.RuleID == "VCQ001" && (f.RuleName != "unused-suppression" || f.Severity != finding.Warning) {
			t.Errorf("VCQ001 finding has name %q severity %s", f.RuleName, f.Severity)
		}
	}
}

// TestDisabledRulesDoNotMakeSuppressionsUnused pins the documented choice:
// a suppression of a rule that did not run is neither used nor unused.
func TestDisabledRulesDoNotMakeSuppressionsUnused(t *testing.T) {
	sel := engine.Selection{Disable: map[string]bool{"VCQ203": true, "VCQ206": true}}
	got, _, _ := lintFile(t, "problems.yaml", sel)
	// Only the malformed comments remain: the unused VCQ203 comment and
	// VCQ206 annotation entry are about rules that did not run.
	want := []string{"22:5 VCQ002", "24:34 VCQ002"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("findings %v, want %v", got, want)
	}
	// With VCQ203 off, the suppressions in comments.yaml are not unused.
	got, suppressed, _ := lintFile(t, "comments.yaml", engine.Selection{Disable: map[string]bool{"VCQ203": true}})
	if len(got) != 0 || suppressed != 0 {
		t.Errorf("comments.yaml with VCQ203 disabled: %v, %d suppressed", got, suppressed)
	}
}

func TestToolRulesAreSelectedLikeOthers(t *testing.T) {
	got, _, fs := lintFile(t, "problems.yaml", engine.Selection{
		Disable:  map[string]bool{"VCQ002": true},
		Severity: map[string]finding.Severity{"VCQ001": finding.Error},
	})
	want := []string{"9:25 VCQ001", "12:22 VCQ001", "23:5 VCQ203"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("findings %v, want %v", got, want)
	}
	if fs[0].Severity != finding.Error {
		t.Errorf("VCQ001 severity %s, want the override error", fs[0].Severity)
	}
}

// TestUnusedSuppressionCanBeKeptOnPurpose: a VCQ001 finding is itself
// suppressible, for a suppression needed only on another Volcano version;
// and a VCQ001 suppression that covers nothing is reported in turn.
func TestUnusedSuppressionCanBeKeptOnPurpose(t *testing.T) {
	text := `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: research
spec:
  capability:
    # vcqlint:ignore VCQ001 -- the VCQ203 one is needed on Volcano 1.12
    # vcqlint:ignore VCQ203 -- stale on 1.15
    cpu: "400"
    # vcqlint:ignore VCQ001 -- nothing to keep here
    memory: 1Ti
`
	path := filepath.Join(t.TempDir(), "q.yaml")
	writeFile(t, path, text)
	res, err := linter.Run(context.Background(), builtin(t), linter.Options{Paths: []string{path}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Findings {
		got = append(got, fmt.Sprintf("%d:%d %s %s", f.Pos.Line, f.Pos.Column, f.RuleID, f.Message))
	}
	want := []string{"10:22 VCQ001 vcqlint:ignore VCQ001 suppresses nothing: line 11 has no VCQ001 (unused-suppression) finding; remove it"}
	if !reflect.DeepEqual(got, want) || res.Suppressed != 1 {
		t.Errorf("findings:\n%s\nsuppressed %d; want %v and 1", strings.Join(got, "\n"), res.Suppressed, want)
	}
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestRulesSkippedForLackOfFactsDoNotMakeSuppressionsUnused: a rule that
// needs a declared cluster does not run without one, so its suppressions
// are not reported as unused either.
func TestRulesSkippedForLackOfFactsDoNotMakeSuppressionsUnused(t *testing.T) {
	var needy string
	for _, m := range builtin(t).Rules() {
		if m.Needs != rule.NeedsNothing {
			needy = m.ID
			break
		}
	}
	if needy == "" {
		t.Fatal("no built-in rule needs run facts: this test needs one (VCQ401 needs a declared cluster)")
	}
	path := filepath.Join(t.TempDir(), "q.yaml")
	writeFile(t, path, `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: research
spec:
  capability:
    cpu: "400" # vcqlint:ignore `+needy+` -- the cluster is declared in CI only
`)
	res, err := linter.Run(context.Background(), builtin(t), linter.Options{Paths: []string{path}})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range res.Findings {
		t.Errorf("unexpected finding %s %s %s", f.Pos, f.RuleID, f.Message)
	}
}

// TestScopeFixtureNeedsItsComments: without its comments, scope.yaml has
// exactly the four findings they suppress, on lines below the comments'
// own: the comments, not the rules, make that file clean.
func TestScopeFixtureNeedsItsComments(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(dir, "scope.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	for _, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, "vcqlint:ignore") {
			l = strings.Repeat(" ", strings.Index(l, "#")) + "# (removed)"
		}
		kept = append(kept, l)
	}
	path := filepath.Join(t.TempDir(), "scope.yaml")
	writeFile(t, path, strings.Join(kept, "\n"))
	res, err := linter.Run(context.Background(), builtin(t), linter.Options{Paths: []string{path}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Findings {
		got = append(got, fmt.Sprintf("%d:%d %s", f.Pos.Line, f.Pos.Column, f.RuleID))
	}
	want := []string{"21:5 VCQ203", "32:5 VCQ203", "45:5 VCQ203", "66:9 VCQ101"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("findings without the comments %v, want %v", got, want)
	}
}
