package report

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"

	"github.com/vcqlint/vcqlint/lint/finding"
	"github.com/vcqlint/vcqlint/lint/termsafe"
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
	junitSuite struct {
		Name     string      `xml:"name,attr"`
		Tests    int         `xml:"tests,attr"`
		Failures int         `xml:"failures,attr"`
		Errors   int         `xml:"errors,attr"`
		Cases    []junitCase `xml:"testcase"`
	}
	junitCase struct {
		Name      string        `xml:"name,attr"`
		Classname string        `xml:"classname,attr"`
		File      string        `xml:"file,attr,omitempty"`
		Line      int           `xml:"line,attr,omitempty"`
		Failure   *junitProblem `xml:"failure,omitempty"`
		Error     *junitProblem `xml:"error,omitempty"`
	}
	junitProblem struct {
		Message string `xml:"message,attr"`
		Type    string `xml:"type,attr"`
		Text    string `xml:",chardata"`
	}
)

// JUnit writes JUnit XML, which CI systems (GitLab, Jenkins, Azure DevOps)
// show as test results: one <testsuite> per file with findings or input
// errors, one <testcase> per finding with a <failure> whose type is the
// severity, and one per input error with an <error>. A run without findings
// writes an empty <testsuites> with tests="0". Text from the input is
// escaped with termsafe: CI pages show it to people, and XML cannot carry
// most control characters at all (encoding/xml would write U+FFFD).
func JUnit(w io.Writer, r Report, t Tool) error {
	out := junitSuites{Name: "vcqlint"}
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
		s.Cases = append(s.Cases, junitCase{
			Name: strings.TrimSpace(name + " " + positionSuffix(f.Pos)), Classname: classname(file), File: file, Line: f.Pos.Line,
			Failure: &junitProblem{
				Message: msg, Type: f.Severity.String(),
				Text: fmt.Sprintf("%s: %s %s %s", positioned(file, f.Pos), f.Severity, termsafe.Escape(f.RuleID), msg),
			},
		})
		s.Tests++
		s.Failures++
	}
	for _, s := range out.Suites {
		out.Tests += s.Tests
		out.Failures += s.Failures
		out.Errors += s.Errors
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return fmt.Errorf("write JUnit XML: %w", err)
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(out); err != nil {
		return fmt.Errorf("write JUnit XML: %w", err)
	}
	if _, err := io.WriteString(w, "\n"); err != nil {
		return fmt.Errorf("write JUnit XML: %w", err)
	}
	return nil
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
