package report_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/report"
)

func TestGitHubWorkflowCommands(t *testing.T) {
	rep := report.Report{Findings: []finding.Finding{
		{RuleID: "VCQ203", RuleName: "child-capability-exceeds-parent", Severity: finding.Error,
			Pos: finding.Position{File: "queues/a.yaml", Line: 7, Column: 3}, Message: "queue a capability exceeds its parent: cpu 200 > 100"},
		{RuleID: "VCQ206", RuleName: "root-quota-overridden", Severity: finding.Warning,
			Pos: finding.Position{File: "root.yaml", Line: 2, Column: 1}, Message: "w"},
		{RuleID: "VCQ999", RuleName: "advice", Severity: finding.Info,
			Pos: finding.Position{File: "x.yaml", Line: 4}, Message: "i"},
	}}
	var buf bytes.Buffer
	if err := report.GitHub(&buf, rep, report.Tool{}); err != nil {
		t.Fatal(err)
	}
	want := "::error file=queues/a.yaml,line=7,col=3,title=VCQ203 child-capability-exceeds-parent::queue a capability exceeds its parent: cpu 200 > 100\n" +
		"::warning file=root.yaml,line=2,col=1,title=VCQ206 root-quota-overridden::w\n" +
		"::notice file=x.yaml,line=4,title=VCQ999 advice::i\n"
	if got := buf.String(); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// The escaping follows @actions/core (command.ts): data escapes %, CR and
// LF; property values also escape ':' and ','.
func TestGitHubEscaping(t *testing.T) {
	rep := report.Report{Findings: []finding.Finding{{
		RuleID: "VCQ112", RuleName: "malformed-scheduler-conf", Severity: finding.Error,
		Pos:     finding.Position{File: "dir,with:odd%name.yaml", Line: 1, Column: 2},
		Message: "100% broken:\r\nline two, with comma",
	}}}
	var buf bytes.Buffer
	if err := report.GitHub(&buf, rep, report.Tool{}); err != nil {
		t.Fatal(err)
	}
	want := "::error file=dir%2Cwith%3Aodd%25name.yaml,line=1,col=2,title=VCQ112 malformed-scheduler-conf::100%25 broken:%0D%0Aline two, with comma\n"
	if got := buf.String(); got != want {
		t.Errorf("got:\n%q\nwant:\n%q", got, want)
	}
	if strings.Count(buf.String(), "\n") != 1 {
		t.Error("one finding must be exactly one line")
	}
}

func TestGitHubPathsAndInputErrors(t *testing.T) {
	rep := report.Report{Findings: []finding.Finding{{
		RuleID: "VCQ203", RuleName: "n", Severity: finding.Error,
		Pos: finding.Position{File: "/repo/sub/q.yaml", Line: 5, Column: 1}, Message: "m",
	}}}
	tool := report.Tool{
		Path: report.RelativeTo("/repo", "/repo/sub"),
		InputErrors: []report.InputError{
			{Pos: finding.Position{File: "bad.yaml", Line: 3, Column: 4}, Message: "did not find expected key"},
			{Message: "cannot read: permission denied"},
		},
	}
	var buf bytes.Buffer
	if err := report.GitHub(&buf, rep, tool); err != nil {
		t.Fatal(err)
	}
	want := "::error file=sub/bad.yaml,line=3,col=4,title=vcqlint input error::did not find expected key\n" +
		"::error title=vcqlint input error::cannot read: permission denied\n" +
		"::error file=sub/q.yaml,line=5,col=1,title=VCQ203 n::m\n"
	if got := buf.String(); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

func TestRelativeTo(t *testing.T) {
	rel := report.RelativeTo("/repo", "/repo/sub")
	for in, want := range map[string]string{
		"q.yaml":          "sub/q.yaml",
		"./a/../q.yaml":   "sub/q.yaml",
		"../top.yaml":     "top.yaml",
		"/repo/x/y.yaml":  "x/y.yaml",
		"/other/z.yaml":   "/other/z.yaml",
		"../../out.yaml":  "/out.yaml",
		"<stdin>":         "<stdin>",
		"/repository.yml": "/repository.yml",
	} {
		if got := rel(in); got != want {
			t.Errorf("RelativeTo(/repo, /repo/sub)(%q) = %q, want %q", in, got, want)
		}
	}
}
