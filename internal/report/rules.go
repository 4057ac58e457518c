package report

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// This file writes what vcqlint says about its rules: `vcqlint rules` in
// its three formats and `vcqlint explain`.

// RulesTable writes the aligned rule table.
func RulesTable(w io.Writer, metas []rule.Meta) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tNAME\tSEVERITY\tENGINE\tSUMMARY")
	for _, m := range metas {
		m = printable(m)
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", m.ID, m.Name, m.Severity, m.Engine, m.Summary)
	}
	return tw.Flush()
}

// RulesMarkdown writes the rule table as Markdown.
func RulesMarkdown(w io.Writer, metas []rule.Meta) error {
	var b strings.Builder
	b.WriteString("| ID | Name | Severity | Engine | Summary |\n|---|---|---|---|---|\n")
	for _, m := range metas {
		m = printable(m)
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", m.ID, m.Name, m.Severity, m.Engine, strings.ReplaceAll(m.Summary, "|", `\|`))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// RulesJSON writes the rules as a JSON array of {id, name, severity,
// engine, summary}.
func RulesJSON(w io.Writer, metas []rule.Meta) error {
	type jsonRule struct {
		ID       string `json:"id"`
		Name     string `json:"name"`
		Severity string `json:"severity"`
		Engine   string `json:"engine"`
		Summary  string `json:"summary"`
	}
	out := make([]jsonRule, len(metas))
	for i, m := range metas {
		out[i] = jsonRule{m.ID, m.Name, m.Severity.String(), string(m.Engine), m.Summary}
	}
	enc := termsafe.NewJSONEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// Explain renders a rule's full documentation.
func Explain(m rule.Meta) string {
	m = printable(m)
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s\n", m.ID, m.Name)
	fmt.Fprintf(&b, "severity: %s   engine: %s", m.Severity, m.Engine)
	if m.Source != "" {
		fmt.Fprintf(&b, "   source: %s", m.Source)
	}
	if m.OffByDefault {
		fmt.Fprintf(&b, "\noff by default: turn it on with rules.enable: [%s] in .vcqlint.yaml", m.ID)
	}
	doc := strings.TrimSpace(m.Doc)
	if _, none, fixes := rule.FixDoc(m); !fixes && !m.User {
		doc += "\n\n" + none // every built-in rule says whether it fixes
	}
	fmt.Fprintf(&b, "\n\n%s\n\n%s\n", m.Summary, doc)
	return b.String()
}

// printable escapes what a rule's metadata says for the terminal: users'
// policies write their own titles and documentation, which must not reach
// the terminal as escape sequences or forged lines.
func printable(m rule.Meta) rule.Meta {
	m.ID, m.Name, m.Source = termsafe.Escape(m.ID), termsafe.Escape(m.Name), termsafe.Escape(m.Source)
	m.Summary, m.Doc = termsafe.Escape(m.Summary), termsafe.EscapeLines(m.Doc)
	return m
}
