package tree

import (
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// labelLines are the lines of a queue's box in the graph formats: its
// name, a line per resource the queue has anything on ("cpu: cap 200 ·
// des 48 (Σ 32) · guar 16 (Σ 16) · real 100", unset parts left out) and
// the rule IDs of its findings.
func (t *Tree) labelLines(n *Node) (name string, lines []string) {
	name = n.Name
	for _, r := range t.Names {
		var parts []string
		if c := capabilityText(n, r); c != "-" {
			parts = append(parts, "cap "+c)
		}
		for _, f := range []string{FieldDeserved, FieldGuarantee} {
			own, sum := declaredText(n.Declared(f), r), sumText(n, f, r)
			if own == "-" && (sum == "" || sum == "-") {
				continue
			}
			s := map[string]string{FieldDeserved: "des ", FieldGuarantee: "guar "}[f] + own
			if sum != "" && sum != "-" {
				s += " (Σ " + sum + ")"
			}
			parts = append(parts, s)
		}
		if rc := realText(n, r); rc != "-" {
			parts = append(parts, "real "+rc)
		}
		if len(parts) > 0 {
			lines = append(lines, r+": "+strings.Join(parts, " · "))
		}
	}
	if ids := n.RuleIDs(); len(ids) > 0 {
		lines = append(lines, "findings: "+strings.Join(ids, ", "))
	}
	return name, lines
}

// nameNote is what the graph formats add after a queue's name.
func nameNote(n *Node) string {
	switch {
	case n.Implicit:
		return " (implicit)"
	case n.Depth < 0:
		return " (not attached to root)"
	}
	return ""
}

// mermaidSafe are the characters written as themselves in a Mermaid label;
// every other one becomes an entity code (#34; for "), which Mermaid
// decodes when it renders. So no name can end the quoted label, open a
// markdown string (a leading backtick), inject HTML or a comment (%%).
func mermaidSafe(r rune) bool {
	if unicode.IsLetter(r) || unicode.IsDigit(r) {
		return true
	}
	return strings.ContainsRune(" .-/:=+,", r)
}

// MermaidEscape writes text for a quoted Mermaid label. Control and bidi
// characters are first written as visible escapes (termsafe), so the
// rendered label shows them instead of acting on them.
func MermaidEscape(s string) string {
	var b strings.Builder
	for _, r := range termsafe.Escape(s) {
		if mermaidSafe(r) {
			b.WriteRune(r)
			continue
		}
		fmt.Fprintf(&b, "#%d;", r)
	}
	return b.String()
}

// mermaidText escapes the label text vcqlint writes itself: quantities and
// the separators it uses are safe as they are (· Σ ∞ ≤ ~ ( ) *), the rest
// is escaped like a name.
func mermaidText(s string) string {
	var b strings.Builder
	for _, r := range termsafe.Escape(s) {
		if mermaidSafe(r) || strings.ContainsRune("·Σ∞≤~()*?", r) {
			b.WriteRune(r)
			continue
		}
		fmt.Fprintf(&b, "#%d;", r)
	}
	return b.String()
}

// Mermaid writes the tree as a Mermaid flowchart (top down). Node IDs are
// q0, q1, … in tree order, never derived from a queue name, so any name
// (end, graph, -->, quotes, brackets) is safe; names go into quoted labels
// with every special character escaped. Queues with findings get the class
// vcqError, vcqWarning or vcqInfo; a missing parent is drawn as a dashed
// placeholder.
func Mermaid(w io.Writer, t *Tree) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%%%% vcqlint tree: Volcano %s, real capability from the %s\n", t.Volcano.Version, t.Plugin.Describe())
	b.WriteString("flowchart TD\n")
	ids := map[*Node]string{}
	for i, n := range t.Nodes {
		ids[n] = fmt.Sprintf("q%d", i)
	}
	for _, n := range t.Nodes {
		name, lines := t.labelLines(n)
		label := MermaidEscape(name) + mermaidText(nameNote(n))
		for _, l := range lines {
			label += "<br/>" + mermaidText(l)
		}
		fmt.Fprintf(&b, "  %s[\"%s\"]\n", ids[n], label)
	}
	missing := 0
	for _, n := range t.Nodes {
		for _, c := range n.Children {
			fmt.Fprintf(&b, "  %s --> %s\n", ids[n], ids[c])
		}
		if n.Depth < 0 && n.Parent != "" && !t.has(n.Parent) {
			id := fmt.Sprintf("m%d", missing)
			missing++
			fmt.Fprintf(&b, "  %s[\"%s\"]\n", id, MermaidEscape(n.Parent)+mermaidText(" (missing)"))
			fmt.Fprintf(&b, "  %s -.-> %s\n", id, ids[n])
			fmt.Fprintf(&b, "  class %s vcqMissing\n", id)
		}
	}
	b.WriteString("  classDef vcqError fill:#fde8e8,stroke:#c81e1e,stroke-width:2px\n")
	b.WriteString("  classDef vcqWarning fill:#fdf6b2,stroke:#c27803,stroke-width:2px\n")
	b.WriteString("  classDef vcqInfo fill:#e1effe,stroke:#1c64f2\n")
	b.WriteString("  classDef vcqMissing stroke-dasharray:4 4\n")
	for _, n := range t.Nodes {
		if c := severityClass(n.Worst()); c != "" {
			fmt.Fprintf(&b, "  class %s %s\n", ids[n], c)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func (t *Tree) has(name string) bool {
	for _, n := range t.Nodes {
		if n.Name == name {
			return true
		}
	}
	return false
}

func severityClass(s finding.Severity) string {
	switch s {
	case finding.Error:
		return "vcqError"
	case finding.Warning:
		return "vcqWarning"
	case finding.Info:
		return "vcqInfo"
	}
	return ""
}

// dotLabel quotes text for a Graphviz label (an escString): control and
// bidi characters written as visible escapes (termsafe), then backslashes
// and quotes escaped, so that "\\N" or a trailing backslash in a name stays
// text (the line breaks of the label are added by the caller).
func dotLabel(lines []string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i, l := range lines {
		if i > 0 {
			b.WriteString("\\n")
		}
		for _, r := range termsafe.Escape(l) {
			if r == '"' || r == '\\' {
				b.WriteByte('\\')
			}
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// DOT writes the tree as a Graphviz digraph: one box per queue with the
// quoted ID "q0", "q1", … in tree order (Graphviz reads IDs beginning with
// % as its own and never unescapes a backslash in an ID, so names cannot be
// IDs), its label the name and a line per resource; queues with findings
// are outlined in the severity's colour, a missing parent is a dashed box.
func DOT(w io.Writer, t *Tree) error {
	var b strings.Builder
	fmt.Fprintf(&b, "// vcqlint tree: Volcano %s, real capability from the %s\n", t.Volcano.Version, t.Plugin.Describe())
	b.WriteString("digraph queues {\n")
	b.WriteString("  rankdir=TB;\n  node [shape=box, fontname=\"Helvetica\", fontsize=10];\n")
	ids := map[*Node]string{}
	for i, n := range t.Nodes {
		ids[n] = fmt.Sprintf("\"q%d\"", i)
	}
	for _, n := range t.Nodes {
		name, lines := t.labelLines(n)
		attrs := "label=" + dotLabel(append([]string{name + nameNote(n)}, lines...))
		switch n.Worst() {
		case finding.Error:
			attrs += ", color=\"#c81e1e\", penwidth=2"
		case finding.Warning:
			attrs += ", color=\"#c27803\", penwidth=2"
		case finding.Info:
			attrs += ", color=\"#1c64f2\""
		}
		if n.Implicit {
			attrs += ", style=dashed"
		}
		fmt.Fprintf(&b, "  %s [%s];\n", ids[n], attrs)
	}
	missing := 0
	for _, n := range t.Nodes {
		for _, c := range n.Children {
			fmt.Fprintf(&b, "  %s -> %s;\n", ids[n], ids[c])
		}
		if n.Depth < 0 && n.Parent != "" && !t.has(n.Parent) {
			id := fmt.Sprintf("\"m%d\"", missing)
			missing++
			fmt.Fprintf(&b, "  %s [label=%s, style=dashed];\n", id, dotLabel([]string{n.Parent + " (missing)"}))
			fmt.Fprintf(&b, "  %s -> %s [style=dashed];\n", id, ids[n])
		}
	}
	b.WriteString("}\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// Markdown writes a GitHub step summary: the Mermaid tree in a ```mermaid
// fence and a table of the findings on queues. It writes nothing when the
// input defines no Queue.
func Markdown(w io.Writer, t *Tree) error {
	if !t.HasQueues {
		return nil
	}
	var b strings.Builder
	fmt.Fprintf(&b, "### Queue tree (Volcano %s)\n\n", t.Volcano.Version)
	b.WriteString("```mermaid\n")
	if err := Mermaid(&b, t); err != nil {
		return err
	}
	b.WriteString("```\n\n")
	if len(t.Findings) == 0 {
		b.WriteString("No findings on queues.\n")
	} else {
		b.WriteString("| Queue | Value | Rule | Severity | Location | Message |\n|---|---|---|---|---|---|\n")
		for _, n := range t.Nodes {
			for _, m := range n.Marks {
				value := m.Field
				if m.Resource != "" {
					value += "." + m.Resource
				}
				fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s |\n", mdCell(n.Name), mdCell(value), m.Finding.RuleID,
					m.Finding.Severity, mdCell(m.Finding.Pos.String()), mdCell(m.Finding.Message))
			}
		}
	}
	if len(t.Events) > 0 {
		fmt.Fprintf(&b, "\nThe %s in Volcano %s:\n\n", t.Plugin.Describe(), t.Volcano.Version)
		for _, e := range t.Events {
			fmt.Fprintf(&b, "- **%s**: %s\n", e.Kind, mdCell(e.Message))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// mdCell makes text safe in a Markdown table cell (termsafe.Markdown): a
// queue name is shown as written and cannot end the cell or the table, add
// a link or image to the step summary, or mention a team.
func mdCell(s string) string { return termsafe.Markdown(s) }
