package report

import (
	"encoding/xml"
	"io"
	"sort"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// CheckstyleVersion is the version attribute of <checkstyle>. Consumers
// (reviewdog, Jenkins warnings-ng, SonarQube importers) do not read it;
// golangci-lint writes the same value.
const CheckstyleVersion = "5.0"

// InputErrorSource is the checkstyle source (and the GitLab check name) of
// an input error, beside the rules' "vcqlint.VCQxxx".
const InputErrorSource = "vcqlint.input-error"

type (
	checkstyleOutput struct {
		XMLName xml.Name         `xml:"checkstyle"`
		Version string           `xml:"version,attr"`
		Files   []checkstyleFile `xml:"file"`
	}
	checkstyleFile struct {
		Name   string            `xml:"name,attr"`
		Errors []checkstyleError `xml:"error"`
	}
	checkstyleError struct {
		Line     int    `xml:"line,attr"`
		Column   int    `xml:"column,attr,omitempty"`
		Severity string `xml:"severity,attr"`
		Message  string `xml:"message,attr"`
		Source   string `xml:"source,attr"`
	}
)

// CheckstyleSeverity maps a severity to checkstyle's: error, warning or
// info (checkstyle's fourth, ignore, is never written).
func CheckstyleSeverity(s finding.Severity) string {
	switch s {
	case finding.Error:
		return "error"
	case finding.Warning:
		return "warning"
	}
	return "info"
}

// Checkstyle writes Checkstyle XML as golangci-lint and ESLint write it:
//
//	<checkstyle version="5.0">
//	  <file name="queues.yaml">
//	    <error line="7" column="3" severity="error" message="..." source="vcqlint.VCQ203"></error>
//
// one <file> per file with findings or input errors, sorted by name, its
// errors in the findings' order. The source is "vcqlint." plus the rule ID
// (Jenkins warnings-ng takes the part after the last dot as the type);
// input errors with a file are errors of source "vcqlint.input-error". A
// finding of a named cluster starts its message with "[cluster] ". The
// format has no place for input errors without a file or for
// configuration warnings: they stay on standard error. Text from the
// input is escaped with termsafe, as for JUnit.
func Checkstyle(w io.Writer, r Report, t Tool) error {
	out := checkstyleOutput{Version: CheckstyleVersion}
	byName := map[string]int{}
	add := func(file string, e checkstyleError) {
		i, ok := byName[file]
		if !ok {
			i = len(out.Files)
			byName[file] = i
			out.Files = append(out.Files, checkstyleFile{Name: file})
		}
		out.Files[i].Errors = append(out.Files[i].Errors, e)
	}
	for _, e := range t.InputErrors {
		if e.Pos.File == "" {
			continue
		}
		add(termsafe.Escape(t.path(e.Pos.File)), checkstyleError{
			Line: max(e.Pos.Line, 0), Column: max(e.Pos.Column, 0), Severity: "error",
			Message: termsafe.Escape(e.Message), Source: InputErrorSource,
		})
	}
	for _, f := range r.Findings {
		add(termsafe.Escape(t.path(f.Pos.File)), checkstyleError{
			Line: max(f.Pos.Line, 0), Column: max(f.Pos.Column, 0), Severity: CheckstyleSeverity(f.Severity),
			Message: termsafe.Escape(ClusterPrefix(f) + f.Message), Source: "vcqlint." + termsafe.Escape(f.RuleID),
		})
	}
	sort.SliceStable(out.Files, func(i, j int) bool { return out.Files[i].Name < out.Files[j].Name })
	return writeXML(w, out, "checkstyle XML")
}
