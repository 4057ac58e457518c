// Package report writes findings in the output formats vcqlint supports.
package report

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/fatih/color"

	"github.com/vcqlint/vcqlint/internal/capped"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// Summary counts what a run looked at and found.
type Summary struct {
	Files    int `json:"files"`
	Objects  int `json:"objects"`
	Errors   int `json:"errors"`
	Warnings int `json:"warnings"`
	Infos    int `json:"infos"`
}

// Summarise counts findings by severity.
func Summarise(files, objects int, fs []finding.Finding) Summary {
	s := Summary{Files: files, Objects: objects}
	for _, f := range fs {
		switch f.Severity {
		case finding.Error:
			s.Errors++
		case finding.Warning:
			s.Warnings++
		case finding.Info:
			s.Infos++
		}
	}
	return s
}

// Report is what every format renders.
type Report struct {
	Findings []finding.Finding
	Summary  Summary
	// Notes are extra summary lines for humans (skipped rules, ignored kinds).
	Notes []string
	// Diagnostics are the messages about the input itself: input errors
	// (what could not be read, parsed or rendered: the run is incomplete)
	// and notices (what was understood and skipped).
	Diagnostics []Diagnostic
	// Config is the configuration file the run used, "" when none.
	Config string
	// Warnings are problems of the run's setup that did not stop it (a
	// configuration that turns every rule off); text output leaves them on
	// standard error.
	Warnings []string
	// Version is vcqlint's version (internal/buildinfo); VolcanoVersion is the
	// Volcano release the run modelled ("1.15.1").
	Version, VolcanoVersion string
}

// Diagnostic is a message about the input, not a rule finding.
type Diagnostic struct {
	Pos finding.Position
	// Level is "error" for an input error, "notice" for skipped input.
	Level   string
	Message string
}

// Diagnostic levels.
const (
	LevelError  = "error"
	LevelNotice = "notice"
)

// InputErrors counts the diagnostics that are input errors.
func (r Report) InputErrors() int {
	n := 0
	for _, d := range r.Diagnostics {
		if d.Level == LevelError {
			n++
		}
	}
	return n
}

// JSON writes the machine-readable report. The shape is a contract other
// tools read: {"findings":[...],"summary":{...},"diagnostics":[...],
// "config":...,"warnings":[...],"version":"...","volcanoVersion":"..."};
// findings, diagnostics and warnings are never null, a diagnostic of level
// "error" means some input was not linted, config is the configuration
// file's path or null, version is vcqlint's and volcanoVersion the Volcano
// release modelled. Fields are only ever added.
func JSON(w io.Writer, r Report) error {
	type jsonDiagnostic struct {
		File    string `json:"file"`
		Line    int    `json:"line"`
		Column  int    `json:"column"`
		Level   string `json:"level"`
		Message string `json:"message"`
	}
	type jsonFinding struct {
		Rule     string `json:"rule"`
		Name     string `json:"name"`
		Severity string `json:"severity"`
		File     string `json:"file"`
		Line     int    `json:"line"`
		Column   int    `json:"column"`
		Object   string `json:"object"`
		Message  string `json:"message"`
		// Cluster is omitted for the default estate, so single-cluster
		// output is unchanged.
		Cluster string `json:"cluster,omitempty"`
		// Fix is the machine-applicable fix, when the finding has one.
		Fix *jsonFix `json:"fix,omitempty"`
	}
	out := struct {
		Findings    []jsonFinding    `json:"findings"`
		Summary     Summary          `json:"summary"`
		Diagnostics []jsonDiagnostic `json:"diagnostics"`
		Config      *string          `json:"config"`
		Warnings    []string         `json:"warnings"`
		Version     string           `json:"version"`
		Volcano     string           `json:"volcanoVersion"`
	}{Version: r.Version, Volcano: r.VolcanoVersion, Findings: make([]jsonFinding, 0, len(r.Findings)), Summary: r.Summary, Diagnostics: make([]jsonDiagnostic, 0, len(r.Diagnostics)), Warnings: append([]string{}, r.Warnings...)}
	for _, d := range r.Diagnostics {
		out.Diagnostics = append(out.Diagnostics, jsonDiagnostic{File: d.Pos.File, Line: d.Pos.Line, Column: d.Pos.Column, Level: d.Level, Message: d.Message})
	}
	if r.Config != "" {
		out.Config = &r.Config
	}
	for _, f := range r.Findings {
		out.Findings = append(out.Findings, jsonFinding{
			Rule: f.RuleID, Name: f.RuleName, Severity: f.Severity.String(),
			File: f.Pos.File, Line: f.Pos.Line, Column: f.Pos.Column,
			Object: f.Object, Message: f.Message, Cluster: f.Cluster, Fix: jsonFixOf(f.Fix),
		})
	}
	enc := termsafe.NewJSONEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// jsonFix is a finding's fix in the JSON report: the file and its edits,
// each as a byte range [start, end) of the file as linted, the same range
// as 1-based lines and columns (end exclusive), and the text replacing it.
type jsonFix struct {
	Description string     `json:"description"`
	File        string     `json:"file"`
	Edits       []jsonEdit `json:"edits"`
}

type jsonEdit struct {
	Start       int    `json:"start"`
	End         int    `json:"end"`
	StartLine   int    `json:"startLine"`
	StartColumn int    `json:"startColumn"`
	EndLine     int    `json:"endLine"`
	EndColumn   int    `json:"endColumn"`
	Text        string `json:"text"`
}

func jsonFixOf(fix *finding.Fix) *jsonFix {
	if fix == nil || len(fix.Edits) == 0 {
		return nil
	}
	out := &jsonFix{Description: fix.Description, File: fix.File}
	for _, e := range fix.Edits {
		out.Edits = append(out.Edits, jsonEdit{Start: e.Start, End: e.End, StartLine: e.StartLine, StartColumn: e.StartColumn,
			EndLine: e.EndLine, EndColumn: e.EndColumn, Text: e.Text})
	}
	return out
}

// Palette colours text output; a zero Palette prints plain text.
type Palette struct {
	file, err, warn, info, rule, ok *color.Color
}

// NewPalette returns colours switched on or off explicitly, so that nothing
// depends on fatih/color's process-wide NoColor setting.
func NewPalette(enabled bool) Palette {
	p := Palette{
		file: color.New(color.Bold), err: color.New(color.FgRed, color.Bold),
		warn: color.New(color.FgYellow, color.Bold), info: color.New(color.FgCyan),
		rule: color.New(color.Faint), ok: color.New(color.FgGreen),
	}
	for _, c := range []*color.Color{p.file, p.err, p.warn, p.info, p.rule, p.ok} {
		if enabled {
			c.EnableColor()
		} else {
			c.DisableColor()
		}
	}
	return p
}

func (p Palette) severity(s finding.Severity) string {
	switch s {
	case finding.Error:
		return p.err.Sprint(s)
	case finding.Warning:
		return p.warn.Sprint(s)
	}
	return p.info.Sprint(s)
}

// ClusterPrefix is "[name] " for a finding of a named cluster, "" for the
// default estate.
func ClusterPrefix(f finding.Finding) string {
	if f.Cluster == "" {
		return ""
	}
	return "[" + f.Cluster + "] "
}

// Text writes findings grouped by file, one per line as
// `file:line:col: severity VCQxxx message`, then a summary line. Text from
// the input (file names, messages quoting names) is escaped with termsafe,
// so one finding is one line and only vcqlint's own colours reach the
// terminal.
func Text(w io.Writer, r Report, p Palette) error {
	var b strings.Builder
	current := ""
	for i, f := range r.Findings {
		if f.Pos.File != current {
			if i > 0 {
				b.WriteString("\n")
			}
			current = f.Pos.File
		}
		fmt.Fprintf(&b, "%s%s: %s %s %s\n", termsafe.Escape(ClusterPrefix(f)), p.file.Sprint(termsafe.Escape(f.Pos.String())), p.severity(f.Severity),
			p.rule.Sprint(termsafe.Escape(f.RuleID)), termsafe.Escape(f.Message))
	}
	if len(r.Findings) > 0 {
		b.WriteString("\n")
	}
	s := r.Summary
	line := fmt.Sprintf("%s, %s, %s in %s (%s)",
		plural(s.Errors, "error"), plural(s.Warnings, "warning"), plural(s.Infos, "info"),
		plural(s.Files, "file"), plural(s.Objects, "object"))
	if n := r.InputErrors(); n > 0 {
		// Never a ✔ over input that was not all linted.
		line += fmt.Sprintf("; %s: some input was not linted", plural(n, "input error"))
	}
	switch {
	case s.Errors > 0 || r.InputErrors() > 0:
		line = p.err.Sprint("✖ ") + line
	case s.Warnings > 0:
		line = p.warn.Sprint("! ") + line
	default:
		line = p.ok.Sprint("✔ ") + line
	}
	b.WriteString(line + "\n")
	for _, n := range r.Notes {
		b.WriteString("  " + termsafe.Escape(n) + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// IgnoredNote describes skipped documents, e.g. "ignored 3 documents of
// other kinds: Deployment 2, Service 1".
func IgnoredNote(ignored map[string]int) string {
	if len(ignored) == 0 {
		return ""
	}
	kinds := make([]string, 0, len(ignored))
	total := 0
	for k, n := range ignored {
		kinds = append(kinds, k)
		total += n
	}
	sort.Strings(kinds)
	parts := make([]string, len(kinds))
	for i, k := range kinds {
		parts[i] = fmt.Sprintf("%s %d", k, ignored[k])
	}
	return fmt.Sprintf("ignored %s of other kinds: %s", plural(total, "document"), capped.Join(parts, ", "))
}
