package report_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/report"
	"github.com/vcqlint/vcqlint/internal/report/sariftest"
)

var brokenRun = report.Report{
	Summary: report.Summary{Files: 2},
	Diagnostics: []report.Diagnostic{
		{Pos: finding.Position{File: "chart/templates/q.yaml", Line: 6, Column: 56}, Level: report.LevelError, Message: "cannot render the Helm chart: boom"},
		{Pos: finding.Position{File: "stray.yaml", Line: 1, Column: 1}, Level: report.LevelNotice, Message: "skipped"},
	},
}

// A run with input errors never claims ✔; a run with only notices does.
func TestTextSummaryIsHonest(t *testing.T) {
	var b bytes.Buffer
	if err := report.Text(&b, brokenRun, report.NewPalette(false)); err != nil {
		t.Fatal(err)
	}
	if got := b.String(); strings.Contains(got, "✔") || !strings.HasPrefix(got, "✖ 0 errors, 0 warnings, 0 infos in 2 files (0 objects); 1 input error: some input was not linted\n") {
		t.Errorf("input errors, summary:\n%s", got)
	}
	clean := brokenRun
	clean.Diagnostics = clean.Diagnostics[1:]
	b.Reset()
	if err := report.Text(&b, clean, report.NewPalette(false)); err != nil {
		t.Fatal(err)
	}
	if got := b.String(); !strings.HasPrefix(got, "✔ 0 errors") || strings.Contains(got, "input error") {
		t.Errorf("notices only, summary:\n%s", got)
	}
}

// JSON carries every diagnostic with its level; diagnostics is [] when
// there are none, never null.
func TestJSONDiagnostics(t *testing.T) {
	var b bytes.Buffer
	if err := report.JSON(&b, brokenRun); err != nil {
		t.Fatal(err)
	}
	var out struct {
		Diagnostics []struct {
			File         string
			Line, Column int
			Level        string
			Message      string
		} `json:"diagnostics"`
	}
	if err := json.Unmarshal(b.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	if len(out.Diagnostics) != 2 || out.Diagnostics[0].File != "chart/templates/q.yaml" || out.Diagnostics[0].Line != 6 ||
		out.Diagnostics[0].Column != 56 || out.Diagnostics[0].Level != "error" || out.Diagnostics[1].Level != "notice" {
		t.Errorf("diagnostics: %+v", out.Diagnostics)
	}
	b.Reset()
	if err := report.JSON(&b, report.Report{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `"diagnostics": []`) {
		t.Errorf("no diagnostics:\n%s", b.String())
	}
}

// SARIF reports input errors as tool execution notifications of a run that
// was not successful, and stays valid SARIF 2.1.0.
func TestSARIFInputErrorsAreNotifications(t *testing.T) {
	tool := report.Tool{Version: "v1.2.3", InputErrors: []report.InputError{{Pos: brokenRun.Diagnostics[0].Pos, Message: brokenRun.Diagnostics[0].Message}}}
	var b bytes.Buffer
	if err := report.SARIF(&b, brokenRun, tool); err != nil {
		t.Fatal(err)
	}
	sch, err := sariftest.Compile()
	if err != nil {
		t.Fatal(err)
	}
	if err := sariftest.Validate(sch, b.Bytes()); err != nil {
		t.Fatal(err)
	}
	var log struct {
		Runs []struct {
			Invocations []struct {
				ExecutionSuccessful        bool `json:"executionSuccessful"`
				ToolExecutionNotifications []struct {
					Level   string `json:"level"`
					Message struct{ Text string }
				} `json:"toolExecutionNotifications"`
			} `json:"invocations"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(b.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	inv := log.Runs[0].Invocations[0]
	if inv.ExecutionSuccessful || len(inv.ToolExecutionNotifications) != 1 || inv.ToolExecutionNotifications[0].Level != "error" {
		t.Errorf("invocation: %+v", inv)
	}
}
