package report

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

type (
	junitSuites struct {
		XMLName  xml.Name     `xml:"testsuites"`
		Name     string       `xml:"name,attr"`
		Tests    int          `xml:"tests,attr"`
		Failures int          `xml:"failures,attr"`
		Errors   int          `xml:"errors,attr"`
		Suites   []junitSuite `xml:"testsuite"`
	}
	// junitSuite's element order is the JUnit schema's (Jenkins'
	// junit-10.xsd): properties, testcase, system-out, system-err.
	junitSuite struct {
		Name       string           `xml:"name,attr"`
		Tests      int              `xml:"tests,attr"`
		Failures   int              `xml:"failures,attr"`
		Errors     int              `xml:"errors,attr"`
		Properties *junitProperties `xml:"properties,omitempty"`
		Cases      []junitCase      `xml:"testcase"`
		SystemErr  string           `xml:"system-err,omitempty"`
	}
	junitProperties struct {
		Property []junitProperty `xml:"property"`
	}
	junitProperty struct {
		Name  string `xml:"name,attr"`
		Value string `xml:"value,attr"`
	}
	junitCase struct {
		Name      string        `xml:"name,attr"`
		Classname string        `xml:"classname,attr"`
		File      string        `xml:"file,attr,omitempty"`
		Line      int           `xml:"line,attr,omitempty"`
		Failure   *junitProblem `xml:"failure,omitempty"`
		Error     *junitProblem `xml:"error,omitempty"`
		SystemOut string        `xml:"system-out,omitempty"`
	}
	junitProblem struct {
		Message string `xml:"message,attr"`
		Type    string `xml:"type,attr"`
		Text    string `xml:",chardata"`
	}
)

// JUnit writes JUnit XML, which CI systems (GitLab, Jenkins, Azure DevOps)
// show as test results: one <testsuite> per file with findings or input
// errors, one <testcase> per finding and one per input error with an
// <error>. A finding at or above t.FailOn is a <failure> whose type is the
// severity; one below it fails nothing, so its test case passes and
// carries the finding in <system-out>, which GitLab and Jenkins show on
// the test's page without counting it as failed or skipped. When the run
// used a configuration file or has configuration warnings, a first suite
// named "vcqlint" holds them: the file as a property, the warnings in
// <system-err>. A run without findings or setup to report writes an empty
// <testsuites> with tests="0". Text from the input is escaped with
// termsafe: CI pages show it to people, and XML cannot carry most control
// characters at all (encoding/xml would write U+FFFD).
func JUnit(w io.Writer, r Report, t Tool) error {
	out := junitSuites{Name: "vcqlint"}
	if setup := junitSetup(r, t); setup != nil {
		out.Suites = append(out.Suites, *setup)
	}
	index := map[string]int{}
	suite := func(file string) *junitSuite {
		i, ok := index[file]
		if !ok {
			i = len(out.Suites)
			index[file] = i
			out.Suites = append(out.Suites, junitSuite{Name: file})
		}
		return &out.Suites[i]
	}
	for _, e := range t.InputErrors {
		file, msg := termsafe.Escape(t.path(e.Pos.File)), termsafe.Escape(e.Message)
		s := suite(file)
		s.Cases = append(s.Cases, junitCase{
			Name: strings.TrimSpace("input " + positionSuffix(e.Pos)), Classname: classname(file), File: file, Line: e.Pos.Line,
			Error: &junitProblem{Message: msg, Type: "input-error", Text: positioned(file, e.Pos) + ": " + msg},
		})
		s.Tests++
		s.Errors++
	}
	for _, f := range r.Findings {
		file, msg := termsafe.Escape(t.path(f.Pos.File)), termsafe.Escape(f.Message)
		s := suite(file)
		name := termsafe.Escape(f.RuleID + " " + f.RuleName)
		if f.Object != "" {
			name += " " + termsafe.Escape(f.Object)
		}
		c := junitCase{
			Name: strings.TrimSpace(name + " " + positionSuffix(f.Pos)), Classname: classname(file), File: file, Line: f.Pos.Line,
		}
		text := fmt.Sprintf("%s: %s %s %s", positioned(file, f.Pos), f.Severity, termsafe.Escape(f.RuleID), msg)
		if f.Severity >= t.FailOn {
			c.Failure = &junitProblem{Message: msg, Type: f.Severity.String(), Text: text}
			s.Failures++
		} else {
			c.SystemOut = text + fmt.Sprintf(" (below --fail-on %s: does not fail the run)", t.FailOn)
		}
		s.Cases = append(s.Cases, c)
		s.Tests++
	}
	for _, s := range out.Suites {
		out.Tests += s.Tests
		out.Failures += s.Failures
		out.Errors += s.Errors
	}
	return writeXML(w, out, "JUnit XML")
}

// writeXML writes v as an indented XML document with its declaration.
func writeXML(w io.Writer, v any, what string) error {
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return fmt.Errorf("write %s: %w", what, err)
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("write %s: %w", what, err)
	}
	if _, err := io.WriteString(w, "\n"); err != nil {
		return fmt.Errorf("write %s: %w", what, err)
	}
	return nil
}

// junitSetup is the suite that carries the run's configuration file and
// configuration warnings, or nil when there are neither.
func junitSetup(r Report, t Tool) *junitSuite {
	if r.Config == "" && len(r.Warnings) == 0 {
		return nil
	}
	s := &junitSuite{Name: "vcqlint"}
	if r.Config != "" {
		s.Properties = &junitProperties{Property: []junitProperty{{Name: "config", Value: termsafe.Escape(t.path(r.Config))}}}
	}
	var b strings.Builder
	for _, w := range r.Warnings {
		b.WriteString("vcqlint: warning: " + termsafe.Escape(w) + "\n")
	}
	s.SystemErr = b.String()
	return s
}

func classname(file string) string {
	if file == "" {
		return "vcqlint"
	}
	return file
}

// positionSuffix keeps test case names unique within a file: "(7:3)".
func positionSuffix(p finding.Position) string {
	switch {
	case p.Line <= 0:
		return ""
	case p.Column <= 0:
		return fmt.Sprintf("(%d)", p.Line)
	}
	return fmt.Sprintf("(%d:%d)", p.Line, p.Column)
}

func positioned(file string, p finding.Position) string {
	p.File = file
	if p.File == "" {
		return "vcqlint"
	}
	return p.String()
}
