package report_test

import (
	"bytes"
	"encoding/xml"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/report"
)

// junitDoc reads JUnit XML back with encoding/xml, as a CI system would.
type junitDoc struct {
	XMLName  xml.Name `xml:"testsuites"`
	Tests    int      `xml:"tests,attr"`
	Failures int      `xml:"failures,attr"`
	Errors   int      `xml:"errors,attr"`
	Suites   []struct {
		Name       string `xml:"name,attr"`
		Tests      int    `xml:"tests,attr"`
		Failures   int    `xml:"failures,attr"`
		Errors     int    `xml:"errors,attr"`
		Properties []struct {
			Name  string `xml:"name,attr"`
			Value string `xml:"value,attr"`
		} `xml:"properties>property"`
		SystemErr string `xml:"system-err"`
		Cases     []struct {
			Name      string `xml:"name,attr"`
			Classname string `xml:"classname,attr"`
			Line      int    `xml:"line,attr"`
			Failure   *struct {
				Message string `xml:"message,attr"`
				Type    string `xml:"type,attr"`
				Text    string `xml:",chardata"`
			} `xml:"failure"`
			Error *struct {
				Message string `xml:"message,attr"`
			} `xml:"error"`
			SystemOut string `xml:"system-out"`
		} `xml:"testcase"`
	} `xml:"testsuite"`
}

func parseJUnit(t *testing.T, data []byte) junitDoc {
	t.Helper()
	var doc junitDoc
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = true
	if err := dec.Decode(&doc); err != nil {
		t.Fatalf("JUnit output is not valid XML: %v\n%s", err, data)
	}
	return doc
}

func TestJUnitExamples(t *testing.T) {
	rep, tool := lintExamples(t, newEngine(t))
	var buf bytes.Buffer
	if err := report.JUnit(&buf, rep, tool); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(buf.String(), `<?xml version="1.0" encoding="UTF-8"?>`) {
		t.Error("missing XML declaration")
	}
	doc := parseJUnit(t, buf.Bytes())
	if doc.Tests != len(rep.Findings) || doc.Failures != len(rep.Findings) || doc.Errors != 0 {
		t.Errorf("totals tests=%d failures=%d errors=%d, want %d findings", doc.Tests, doc.Failures, doc.Errors, len(rep.Findings))
	}
	files := map[string]int{}
	for _, f := range rep.Findings {
		files[tool.Path(f.Pos.File)]++
	}
	if len(doc.Suites) != len(files) {
		t.Errorf("%d suites, want one per file with findings (%d)", len(doc.Suites), len(files))
	}
	i := 0
	for _, s := range doc.Suites {
		if s.Tests != files[s.Name] || s.Failures != s.Tests || len(s.Cases) != s.Tests {
			t.Errorf("suite %s: tests=%d failures=%d cases=%d, want %d", s.Name, s.Tests, s.Failures, len(s.Cases), files[s.Name])
		}
		for _, c := range s.Cases {
			f := rep.Findings[i]
			i++
			if c.Failure == nil || c.Failure.Message != f.Message || c.Failure.Type != f.Severity.String() ||
				c.Line != f.Pos.Line || !strings.HasPrefix(c.Name, f.RuleID+" "+f.RuleName) || c.Classname != s.Name {
				t.Errorf("case %+v does not match finding %+v", c, f)
			}
		}
	}
}

func TestJUnitEscapesAndInputErrors(t *testing.T) {
	rep := report.Report{Findings: []finding.Finding{{
		RuleID: "VCQ203", RuleName: "n", Severity: finding.Warning, Object: "Queue/<a&b>",
		Pos: finding.Position{File: "q.yaml", Line: 2, Column: 3}, Message: `"quoted" <tag> & ]]> end` + "\x01",
	}}}
	tool := report.Tool{InputErrors: []report.InputError{
		{Pos: finding.Position{File: "bad.yaml", Line: 1, Column: 1}, Message: "invalid YAML"},
		{Message: "no file"},
	}}
	var buf bytes.Buffer
	if err := report.JUnit(&buf, rep, tool); err != nil {
		t.Fatal(err)
	}
	doc := parseJUnit(t, buf.Bytes())
	if doc.Tests != 3 || doc.Failures != 1 || doc.Errors != 2 || len(doc.Suites) != 3 {
		t.Fatalf("totals %+v", doc)
	}
	got := doc.Suites[2].Cases[0]
	// encoding/xml replaces the control character, which XML 1.0 cannot hold.
	if got.Failure == nil || !strings.HasPrefix(got.Failure.Message, `"quoted" <tag> & ]]> end`) || got.Name != "VCQ203 n Queue/<a&b> (2:3)" {
		t.Errorf("escaped case read back as %+v", got)
	}
	if doc.Suites[0].Name != "bad.yaml" || doc.Suites[0].Cases[0].Error == nil || doc.Suites[0].Cases[0].Error.Message != "invalid YAML" {
		t.Errorf("input error suite %+v", doc.Suites[0])
	}
	if doc.Suites[1].Cases[0].Name != "input" {
		t.Errorf("input error without position named %q", doc.Suites[1].Cases[0].Name)
	}
}

func TestJUnitEmpty(t *testing.T) {
	var buf bytes.Buffer
	if err := report.JUnit(&buf, report.Report{}, report.Tool{}); err != nil {
		t.Fatal(err)
	}
	doc := parseJUnit(t, buf.Bytes())
	if doc.Tests != 0 || len(doc.Suites) != 0 {
		t.Errorf("empty run: %+v", doc)
	}
}
