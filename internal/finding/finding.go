// Package finding holds what every rule produces: a Finding at an exact
// position, with a severity. It is the one currency between rules, the
// engine and the reporters.
package finding

import (
	"fmt"
	"strings"

	"github.com/vcqlint/vcqlint/internal/yamlpos" //nolint:depguard // Fix.Resolve edits the YAML source; moving Fix out of the rule contract is open (issue 18)
)

// Severity orders findings; a higher value is more severe.
type Severity int

const (
	// Info is advice: nothing breaks today.
	Info Severity = iota + 1
	// Warning is a setting Volcano ignores or misreads.
	Warning
	// Error is a setting that crashes, halts or is rejected by Volcano.
	Error
)

// String returns the lower-case name used in output and configuration.
func (s Severity) String() string {
	switch s {
	case Info:
		return "info"
	case Warning:
		return "warning"
	case Error:
		return "error"
	}
	return fmt.Sprintf("severity(%d)", int(s))
}

// ParseSeverity reads "error", "warning" or "info" (case-insensitive).
func ParseSeverity(s string) (Severity, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "error":
		return Error, nil
	case "warning", "warn":
		return Warning, nil
	case "info":
		return Info, nil
	}
	return 0, fmt.Errorf("unknown severity %q (want error, warning or info)", s)
}

// Position is a 1-based line and column in a named file. Column counts
// characters, as YAML parsers and editors do.
type Position struct {
	File   string
	Line   int
	Column int
}

// IsValid reports whether the position names a place in a file.
func (p Position) IsValid() bool { return p.File != "" && p.Line > 0 }

// String formats the position as file:line:col, the form editors jump to.
func (p Position) String() string {
	if p.Line <= 0 {
		return p.File
	}
	if p.Column <= 0 {
		return fmt.Sprintf("%s:%d", p.File, p.Line)
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Column)
}

// Less orders positions by file, line and column.
func (p Position) Less(q Position) bool {
	if p.File != q.File {
		return p.File < q.File
	}
	if p.Line != q.Line {
		return p.Line < q.Line
	}
	return p.Column < q.Column
}

// Finding is one problem found by one rule.
type Finding struct {
	RuleID   string
	RuleName string
	Severity Severity
	Pos      Position
	// Object names the Kubernetes object, e.g. "Queue/team-a" or
	// "ConfigMap/volcano-system/volcano-scheduler-configmap".
	Object  string
	Message string
	// Cluster names the cluster (estate) the finding is about: a cluster
	// of the configuration's clusters or a top-level Kustomize build; ""
	// for the default estate.
	Cluster string
	// Fix is the machine-applicable correction, when the rule has one whose
	// intent is unambiguous; nil otherwise (see docs/fix.md).
	Fix *Fix
}

// Fix is a correction of a finding as exact byte edits of one file: never
// a re-serialisation, so everything outside the edits stays as written.
type Fix struct {
	// Description says what the fix does, e.g. `replace "gangPreempt" with
	// "gangpreempt"`.
	Description string
	// File is the file the edits apply to.
	File string
	// Resolve computes the edits from the content of File as it was linted
	// (indexed once per file, however many fixes it has). Rules set it; it
	// is called once, after the run, and may refuse (an error) when the
	// edit cannot be mapped onto the bytes exactly.
	Resolve func(src *yamlpos.Source) ([]Edit, error)
	// Edits are the resolved edits, sorted and not overlapping; empty until
	// resolved.
	Edits []Edit
}

// Edit replaces the bytes [Start, End) of a file with Text. The line and
// column (1-based, columns in characters) of Start and End are filled when
// the edit is resolved, for formats that address text by line.
type Edit struct {
	Start, End int
	Text       string

	StartLine, StartColumn, EndLine, EndColumn int
}

// Less orders findings by file, line, column and rule, the order of every
// output format.
func (f Finding) Less(g Finding) bool {
	if f.Pos != g.Pos {
		return f.Pos.Less(g.Pos)
	}
	if f.RuleID != g.RuleID {
		return f.RuleID < g.RuleID
	}
	return f.Message < g.Message
}
