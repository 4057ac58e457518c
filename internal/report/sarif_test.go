package report_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/report"
	"github.com/vcqlint/vcqlint/internal/report/sariftest"
)

// newEngine builds the real rule registry: every Go rule and policy.
func newEngine(t *testing.T) *engine.Engine {
	t.Helper()
	eng, err := linter.NewEngine(context.Background(), linter.EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return eng
}

func schema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	sch, err := sariftest.Compile()
	if err != nil {
		t.Fatal(err)
	}
	return sch
}

// lintExamples runs the real linter over the repository's examples.
func lintExamples(t *testing.T, eng *engine.Engine) (report.Report, report.Tool) {
	t.Helper()
	res, err := linter.Run(context.Background(), eng, linter.Options{Paths: []string{"../../examples"}})
	if err != nil {
		t.Fatal(err)
	}
	if res.HasInputErrors() {
		t.Fatalf("examples have input errors: %v", res.Diagnostics)
	}
	if len(res.Findings) == 0 {
		t.Fatal("the examples gave no findings; the test needs some")
	}
	cwd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	rep := report.Report{Findings: res.Findings, Summary: report.Summarise(res.Files, res.Objects, res.Findings)}
	return rep, report.Tool{Version: "v1.2.3", Rules: eng.Rules(), Path: report.RelativeTo(root, cwd)}
}

// sarifDoc is the part of a SARIF log the GitHub checks read.
type sarifDoc struct {
	Schema  string `json:"$schema"`
	Version string `json:"version"`
	Runs    []struct {
		Tool struct {
			Driver struct {
				Name            string `json:"name"`
				SemanticVersion string `json:"semanticVersion"`
				InformationURI  string `json:"informationUri"`
				Rules           []struct {
					ID               string            `json:"id"`
					Name             string            `json:"name"`
					ShortDescription map[string]string `json:"shortDescription"`
					FullDescription  map[string]string `json:"fullDescription"`
					Help             map[string]string `json:"help"`
					HelpURI          string            `json:"helpUri"`
					Default          map[string]string `json:"defaultConfiguration"`
				} `json:"rules"`
			} `json:"driver"`
		} `json:"tool"`
		Invocations []struct {
			ExecutionSuccessful bool `json:"executionSuccessful"`
			Notifications       []struct {
				Level   string            `json:"level"`
				Message map[string]string `json:"message"`
			} `json:"toolExecutionNotifications"`
		} `json:"invocations"`
		Results *[]struct {
			RuleID    string            `json:"ruleId"`
			RuleIndex *int              `json:"ruleIndex"`
			Level     string            `json:"level"`
			Message   map[string]string `json:"message"`
			Locations []struct {
				Physical struct {
					Artifact struct {
						URI       string `json:"uri"`
						URIBaseID string `json:"uriBaseId"`
					} `json:"artifactLocation"`
					Region *struct {
						StartLine   int `json:"startLine"`
						StartColumn int `json:"startColumn"`
					} `json:"region"`
				} `json:"physicalLocation"`
			} `json:"locations"`
		} `json:"results"`
	} `json:"runs"`
}

func decodeSARIF(t *testing.T, data []byte) sarifDoc {
	t.Helper()
	var doc sarifDoc
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatalf("SARIF is not JSON: %v", err)
	}
	if len(doc.Runs) != 1 {
		t.Fatalf("want 1 run, got %d", len(doc.Runs))
	}
	return doc
}

func TestSARIFExamplesValidateAndMeetGitHubRequirements(t *testing.T) {
	eng := newEngine(t)
	rep, tool := lintExamples(t, eng)
	var buf bytes.Buffer
	if err := report.SARIF(&buf, rep, tool); err != nil {
		t.Fatal(err)
	}
	if err := sariftest.Validate(schema(t), buf.Bytes()); err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
	doc := decodeSARIF(t, buf.Bytes())
	if doc.Schema == "" || doc.Version != "2.1.0" {
		t.Errorf("$schema %q version %q", doc.Schema, doc.Version)
	}
	d := doc.Runs[0].Tool.Driver
	if d.Name != "vcqlint" || d.SemanticVersion != "1.2.3" || d.InformationURI == "" {
		t.Errorf("driver name %q semanticVersion %q informationUri %q", d.Name, d.SemanticVersion, d.InformationURI)
	}
	metas := eng.Rules()
	if len(d.Rules) != len(metas) {
		t.Fatalf("driver lists %d rules, %d are registered", len(d.Rules), len(metas))
	}
	levels := map[string]bool{"error": true, "warning": true, "note": true}
	for i, r := range d.Rules {
		m := metas[i]
		if r.ID != m.ID || r.Name != m.Name {
			t.Errorf("rule %d is %s %s, want %s %s", i, r.ID, r.Name, m.ID, m.Name)
		}
		if r.ShortDescription["text"] != m.Summary || r.FullDescription["text"] == "" ||
			r.Help["text"] == "" || !strings.Contains(r.Help["markdown"], m.ID) {
			t.Errorf("rule %s lacks descriptions or help: %+v", r.ID, r)
		}
		if want := "https://github.com/vcqlint/vcqlint/blob/main/docs/rules/" + m.ID + ".md"; r.HelpURI != want {
			t.Errorf("rule %s helpUri %q, want %q", r.ID, r.HelpURI, want)
		}
		// The page the link names is in the repository (internal/rulesdoc
		// generates it).
		if _, err := os.Stat(filepath.Join("..", "..", "docs", "rules", m.ID+".md")); err != nil {
			t.Errorf("rule %s: helpUri names a page that does not exist: %v", r.ID, err)
		}
		if want := report.SARIFLevel(m.Severity); r.Default["level"] != want || !levels[want] {
			t.Errorf("rule %s default level %q, want %q", r.ID, r.Default["level"], want)
		}
	}
	results := doc.Runs[0].Results
	if results == nil || len(*results) != len(rep.Findings) {
		t.Fatalf("results: got %v, want %d", results, len(rep.Findings))
	}
	for i, res := range *results {
		f := rep.Findings[i]
		if res.RuleID != f.RuleID || res.RuleIndex == nil || d.Rules[*res.RuleIndex].ID != f.RuleID {
			t.Errorf("result %d: ruleId %s ruleIndex %v, want %s", i, res.RuleID, res.RuleIndex, f.RuleID)
		}
		if res.Level != report.SARIFLevel(f.Severity) || res.Message["text"] != f.Message {
			t.Errorf("result %d: level %q message %q", i, res.Level, res.Message["text"])
		}
		loc := res.Locations[0].Physical
		uri := loc.Artifact.URI
		if !strings.HasPrefix(uri, "examples/") || strings.Contains(uri, `\`) || strings.Contains(uri, "file:") {
			t.Errorf("result %d: uri %q is not repository-relative with forward slashes", i, uri)
		}
		if loc.Artifact.URIBaseID != report.SrcRootBaseID {
			t.Errorf("result %d: uriBaseId %q", i, loc.Artifact.URIBaseID)
		}
		if loc.Region == nil || loc.Region.StartLine != f.Pos.Line || loc.Region.StartColumn != f.Pos.Column || f.Pos.Line < 1 || f.Pos.Column < 1 {
			t.Errorf("result %d: region %+v, finding at %s", i, loc.Region, f.Pos)
		}
	}
	if inv := doc.Runs[0].Invocations; len(inv) != 1 || !inv[0].ExecutionSuccessful {
		t.Errorf("invocations %+v, want one successful", inv)
	}
}

func TestSARIFEmptyRunStillHasResults(t *testing.T) {
	eng := newEngine(t)
	var buf bytes.Buffer
	if err := report.SARIF(&buf, report.Report{}, report.Tool{Version: "(devel)", Rules: eng.Rules()}); err != nil {
		t.Fatal(err)
	}
	if err := sariftest.Validate(schema(t), buf.Bytes()); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `"results": []`) {
		t.Errorf("an empty run must carry \"results\": []:\n%s", buf.String())
	}
	doc := decodeSARIF(t, buf.Bytes())
	if v := doc.Runs[0].Tool.Driver.SemanticVersion; v != "0.0.0-devel" {
		t.Errorf("semanticVersion of a development build = %q", v)
	}
}

// Odd inputs must still give a valid log: stdin, a position without line,
// a file outside the source root, names that need escaping in a URI, and
// input errors.
func TestSARIFEdgeCasesValidate(t *testing.T) {
	eng := newEngine(t)
	root := t.TempDir()
	rep := report.Report{Findings: []finding.Finding{
		{RuleID: "VCQ203", RuleName: "child-capability-exceeds-parent", Severity: finding.Error,
			Pos: finding.Position{File: "<stdin>", Line: 3, Column: 5}, Object: "Queue/a", Message: "m1"},
		{RuleID: "VCQ206", RuleName: "root-quota-overridden", Severity: finding.Warning,
			Pos: finding.Position{File: filepath.Join(root, "dir with space", "a:b#c%.yaml")}, Message: "no line"},
		{RuleID: "VCQ999", RuleName: "not-registered", Severity: finding.Info,
			Pos: finding.Position{File: "/elsewhere/q.yaml", Line: 1, Column: 1}, Message: "outside"},
	}}
	tool := report.Tool{
		Version: "v0.0.0-20260101000000-abcdef123456+dirty", Rules: eng.Rules(), Path: report.RelativeTo(root, root),
		InputErrors: []report.InputError{
			{Pos: finding.Position{File: filepath.Join(root, "bad.yaml"), Line: 2, Column: 1}, Message: "invalid YAML"},
			{Message: "no position"},
		},
	}
	var buf bytes.Buffer
	if err := report.SARIF(&buf, rep, tool); err != nil {
		t.Fatal(err)
	}
	if err := sariftest.Validate(schema(t), buf.Bytes()); err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
	doc := decodeSARIF(t, buf.Bytes())
	res := *doc.Runs[0].Results
	if got := res[0].Locations[0].Physical.Artifact.URI; got != "%3Cstdin%3E" {
		t.Errorf("stdin uri %q", got)
	}
	if got := res[1].Locations[0].Physical.Artifact.URI; got != "dir%20with%20space/a:b%23c%25.yaml" {
		t.Errorf("escaped uri %q", got)
	}
	if res[1].Locations[0].Physical.Region != nil {
		t.Errorf("a finding without a line must have no region, got %+v", res[1].Locations[0].Physical.Region)
	}
	if got := res[2].Locations[0].Physical.Artifact; got.URI != "file:///elsewhere/q.yaml" || got.URIBaseID != "" {
		t.Errorf("outside file %+v", got)
	}
	if res[2].RuleIndex != nil || res[2].Level != "note" {
		t.Errorf("unregistered rule: ruleIndex %v level %q", res[2].RuleIndex, res[2].Level)
	}
	inv := doc.Runs[0].Invocations[0]
	if inv.ExecutionSuccessful || len(inv.Notifications) != 2 || inv.Notifications[0].Message["text"] != "invalid YAML" {
		t.Errorf("input errors not carried: %+v", inv)
	}
	if v := doc.Runs[0].Tool.Driver.SemanticVersion; v != "0.0.0-20260101000000-abcdef123456+dirty" {
		t.Errorf("semanticVersion %q", v)
	}
}

// The validator must reject what GitHub rejects, or the tests above prove
// nothing.
func TestSARIFSchemaRejectsInvalidLogs(t *testing.T) {
	sch := schema(t)
	valid := `{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"x"}},"results":[` +
		`{"message":{"text":"m"},"locations":[{"physicalLocation":{"artifactLocation":{"uri":"a.yaml"},"region":{"startLine":1}}}]}]}]}`
	if err := sariftest.Validate(sch, []byte(valid)); err != nil {
		t.Fatalf("control log rejected: %v", err)
	}
	for name, log := range map[string]string{
		"startLine 0":    strings.Replace(valid, `"startLine":1`, `"startLine":0`, 1),
		"wrong version":  strings.Replace(valid, `"2.1.0"`, `"2.0.0"`, 1),
		"no driver name": strings.Replace(valid, `"name":"x"`, `"nam":"x"`, 1),
		"bad level":      strings.Replace(valid, `"message"`, `"level":"fatal","message"`, 1),
		"bad uri":        strings.Replace(valid, `"a.yaml"`, `"a b\\c.yaml"`, 1),
	} {
		if err := sariftest.Validate(sch, []byte(log)); err == nil {
			t.Errorf("%s: invalid log accepted", name)
		}
	}
}

func TestSARIFLevels(t *testing.T) {
	for s, want := range map[finding.Severity]string{finding.Error: "error", finding.Warning: "warning", finding.Info: "note"} {
		if got := report.SARIFLevel(s); got != want {
			t.Errorf("SARIFLevel(%v) = %q, want %q", s, got, want)
		}
	}
}

// Input errors the loader reports are what the CLI turns into notices;
// make sure a real loader diagnostic fits the InputError shape.
func TestSARIFRealInputError(t *testing.T) {
	eng := newEngine(t)
	res, err := linter.Run(context.Background(), eng, linter.Options{Paths: []string{"../../testdata/cli/malformed.yaml"}})
	if err != nil {
		t.Fatal(err)
	}
	var ies []report.InputError
	for _, d := range res.Diagnostics {
		if d.Level == loader.LevelError {
			ies = append(ies, report.InputError{Pos: d.Pos, Message: d.Msg})
		}
	}
	if len(ies) == 0 {
		t.Fatal("malformed.yaml gave no input error")
	}
	var buf bytes.Buffer
	rep := report.Report{Findings: res.Findings}
	if err := report.SARIF(&buf, rep, report.Tool{Rules: eng.Rules(), InputErrors: ies}); err != nil {
		t.Fatal(err)
	}
	if err := sariftest.Validate(schema(t), buf.Bytes()); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `"executionSuccessful": false`) {
		t.Error("a run with input errors must not claim success")
	}
}
