package tree

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/simulate"
	"github.com/vcqlint/vcqlint/internal/termsafe"
	"github.com/vcqlint/vcqlint/internal/tree/table"
)

// maxDrawnDepth is the deepest level Text draws with tree lines; below it
// rows carry their depth instead.
const maxDrawnDepth = 32

// Text writes the tree as a table for the terminal: one row per queue and
// resource, the tree drawn in the first column, quantities right-aligned,
// values behind a finding marked with * and coloured by severity, the rule
// IDs at the end of the row. The findings and what the scheduler does
// with the tree follow.
func Text(w io.Writer, t *Tree, p table.Palette) error {
	if p.Error == nil {
		p = table.NewPalette(false)
	}
	var b strings.Builder
	b.WriteString(t.heading(p))
	b.WriteString("\n")
	tab := table.Table{
		Headers: []string{"QUEUE", "RESOURCE", "CAPABILITY", "DESERVED", "Σ CHILDREN", "GUARANTEE", "Σ CHILDREN", "REAL CAPABILITY", "FINDINGS"},
		Align:   []table.Align{table.Left, table.Left, table.Right, table.Right, table.Right, table.Right, table.Right, table.Right, table.Left},
	}
	rows := t.allRows(p)
	marked, unknown := markedColumns(rows, len(tab.Headers))
	for _, r := range rows {
		for i := range r {
			if marked[i] && r[i].Text != "" && !strings.HasSuffix(r[i].Text, "*") && i > 1 && i < 8 {
				r[i].Text += " "
			}
		}
		tab.Add(r...)
	}
	b.WriteString(tab.String())
	b.WriteString(t.legend(marked, unknown))
	if len(t.Findings) > 0 {
		fmt.Fprintf(&b, "\nFindings on queues:\n")
		for _, f := range t.Findings {
			fmt.Fprintf(&b, "  %s: %s %s %s\n", p.Bold(termsafe.Escape(f.Pos.String())), severity(p, f.Severity),
				p.Faint(termsafe.Escape(f.RuleID)), termsafe.Escape(f.Message))
		}
	}
	if len(t.Events) > 0 {
		fmt.Fprintf(&b, "\nThe %s in Volcano %s:\n", t.Plugin.Describe(), t.Volcano.Version)
		for _, e := range t.Events {
			style := p.Warning
			if e.Kind >= simulate.Halts {
				style = p.Error
			}
			fmt.Fprintf(&b, "  %s %s\n", style(e.Kind.String()+":"), termsafe.Escape(e.Message))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// allRows draws the tree from root, then the queues not attached to it.
func (t *Tree) allRows(p table.Palette) [][]table.Cell {
	var rows [][]table.Cell
	var walk func(n *Node, prefix string, isRoot bool, depth int)
	walk = func(n *Node, prefix string, isRoot bool, depth int) {
		first, cont, childPrefix := prefix, prefix, prefix
		switch {
		case depth > maxDrawnDepth:
			// Deeper levels keep the prefix of the last drawn one and say
			// their depth: the queue column would otherwise be 4 × depth
			// wide on every row, n² characters for an n-deep chain.
			first += fmt.Sprintf("└┄ %d: ", depth)
			cont += "   "
		case !isRoot:
			if n.last {
				first += "└── "
				cont += "    "
			} else {
				first += "├── "
				cont += "│   "
			}
			childPrefix = cont
		}
		if len(n.Children) > 0 {
			cont += "│"
		}
		rows = append(rows, t.rows(n, first+n.Name, cont, p)...)
		for _, c := range n.Children {
			walk(c, childPrefix, false, depth+1)
		}
	}
	walk(t.Root, "", true, 0)
	var detached []*Node
	for _, n := range t.Nodes {
		if n.Depth < 0 {
			detached = append(detached, n)
		}
	}
	if len(detached) > 0 {
		rows = append(rows, []table.Cell{{Text: "not attached to root:", Style: p.Error}})
		for _, n := range detached {
			rows = append(rows, t.rows(n, n.Name, "", p)...)
		}
	}
	return rows
}

// markedColumns says which columns carry a * somewhere (their other cells
// get a space to stay aligned) and whether some quantity is unknown or an
// upper bound (the legend then explains ? and ≤).
func markedColumns(rows [][]table.Cell, columns int) (marked []bool, unknown bool) {
	marked = make([]bool, columns)
	for _, r := range rows {
		for i, c := range r {
			if strings.HasSuffix(c.Text, "*") {
				marked[i] = true
			}
			if i >= 2 && i <= 7 && strings.ContainsAny(c.Text, "?≤") {
				unknown = true
			}
		}
	}
	return marked, unknown
}

func severity(p table.Palette, s finding.Severity) string {
	switch s {
	case finding.Error:
		return p.Error(s.String())
	case finding.Warning:
		return p.Warning(s.String())
	}
	return p.Info(s.String())
}

func severityStyle(p table.Palette, s finding.Severity) func(string) string {
	switch s {
	case finding.Error:
		return p.Error
	case finding.Warning:
		return p.Warning
	case finding.Info:
		return p.Info
	}
	return nil
}

func (t *Tree) heading(p table.Palette) string {
	var b strings.Builder
	n := 0
	for _, x := range t.Nodes {
		if !x.Implicit {
			n++
		}
	}
	fmt.Fprintf(&b, "%s\n", p.Bold(fmt.Sprintf("Queue tree: %s, Volcano %s", plural(n, "queue"), t.Volcano.Version)))
	how := t.Plugin.Describe()
	if t.Plugin == simulate.CapacityHierarchy && !t.HierarchyConfigured {
		how += " (what it would compute: no scheduler configuration in the input enables it)"
	} else if t.Plugin != simulate.CapacityHierarchy {
		how += fmt.Sprintf(" (Volcano %s has no hierarchical queues)", t.Volcano.Version.Short())
	}
	fmt.Fprintf(&b, "  real capability: %s\n", how)
	fmt.Fprintf(&b, "  cluster:         %s\n", termsafe.Escape(t.clusterLine()))
	return b.String()
}

func (t *Tree) clusterLine() string {
	if t.Cluster == nil {
		return "total unknown: no cluster declared (--cluster, the cluster section of .vcqlint.yaml, or Node manifests in the input)"
	}
	var parts []string
	for _, name := range t.Names {
		q, ok := t.Cluster.Allocatable[name]
		switch {
		case ok:
			parts = append(parts, name+" "+simulate.FormatDec(name, q.AsDec()))
		case t.Cluster.Unknown(name):
			parts = append(parts, name+" unknown (not declared)")
		default:
			parts = append(parts, name+" none")
		}
	}
	return strings.Join(parts, ", ") + " (" + t.Cluster.SourceSummary() + ")"
}

// rows renders one queue: a row per resource.
func (t *Tree) rows(n *Node, first, cont string, p table.Palette) [][]table.Cell {
	var out [][]table.Cell
	for i, name := range t.Names {
		label := table.Plain(cont)
		if i == 0 {
			label = table.Cell{Text: first, Style: severityStyle(p, n.Worst())}
		}
		row := []table.Cell{label, table.Plain(name)}
		row = append(row, t.cell(n, p, FieldCapability, name, capabilityText(n, name)))
		row = append(row, t.cell(n, p, FieldDeserved, name, declaredText(n.Deserved, name)))
		row = append(row, table.Plain(sumText(n, FieldDeserved, name)))
		row = append(row, t.cell(n, p, FieldGuarantee, name, declaredText(n.Guarantee, name)))
		row = append(row, table.Plain(sumText(n, FieldGuarantee, name)))
		row = append(row, table.Plain(realText(n, name)))
		row = append(row, t.idsCell(n, name, i == 0, p))
		out = append(out, row)
	}
	return out
}

func (t *Tree) cell(n *Node, p table.Palette, field, name, text string) table.Cell {
	marks := n.MarksAt(field, name)
	if _, set := n.Declared(field)[name]; !set {
		// A finding about the whole field marks only the values it has.
		marks = nil
		for _, m := range n.MarksAt(field, name) {
			if m.Resource == name {
				marks = append(marks, m)
			}
		}
	}
	if len(marks) == 0 {
		return table.Plain(text)
	}
	var worst finding.Severity
	for _, m := range marks {
		worst = max(worst, m.Finding.Severity)
	}
	return table.Cell{Text: text + "*", Style: severityStyle(p, worst)}
}

// idsCell lists the rule IDs of the findings on this row's values, and on
// the queue's first row also those about the queue as a whole or about a
// resource that is not shown (--resource).
func (t *Tree) idsCell(n *Node, name string, first bool, p table.Palette) table.Cell {
	shown := map[string]bool{}
	for _, r := range t.Names {
		shown[r] = true
	}
	set := map[string]finding.Severity{}
	for _, m := range n.Marks {
		if m.Resource == name || (first && !shown[m.Resource]) {
			set[m.Finding.RuleID] = max(set[m.Finding.RuleID], m.Finding.Severity)
		}
	}
	if len(set) == 0 {
		return table.Cell{}
	}
	ids := make([]string, 0, len(set))
	var worst finding.Severity
	for id, s := range set {
		ids = append(ids, id)
		worst = max(worst, s)
	}
	sort.Strings(ids)
	return table.Cell{Text: strings.Join(ids, " "), Style: severityStyle(p, worst)}
}

func declaredText(l resources.List, name string) string {
	q, ok := l[name]
	if !ok {
		return "-"
	}
	return simulate.FormatDec(name, q.AsDec())
}

// capabilityText is the declared capability, or in parentheses the value
// the plugin uses instead: inherited from the parent, or root's default.
func capabilityText(n *Node, name string) string {
	q, declared := n.Capability[name]
	inherited := n.IsInherited(name) || (n.Name == "root" && n.Depth == 0 && !declared)
	if declared && !inherited {
		return simulate.FormatDec(name, q.AsDec())
	}
	if a, ok := n.Effective.Get(name); ok && (inherited || n.Name == "root") {
		return "(" + simulate.Format(name, a) + ")"
	}
	if declared {
		return simulate.FormatDec(name, q.AsDec())
	}
	return "-"
}

func sumText(n *Node, field, name string) string {
	if len(n.Children) == 0 {
		return ""
	}
	q, ok := n.ChildrenSum.Sum(field)[name]
	if !ok {
		return "-"
	}
	return simulate.FormatDec(name, q.AsDec())
}

func realText(n *Node, name string) string {
	if n.Depth < 0 {
		return "-"
	}
	a, ok := n.RealCapability.Get(name)
	if !ok {
		return "-"
	}
	return simulate.Format(name, a)
}

func (t *Tree) legend(marked []bool, unknown bool) string {
	var parts []string
	parts = append(parts, "(x) not set on the queue: inherited from the parent, or root's default")
	parts = append(parts, "Σ CHILDREN sums the children's values")
	for _, m := range marked {
		if m {
			parts = append(parts, "* the value a finding points at")
			break
		}
	}
	if unknown {
		parts = append(parts, "? depends on the cluster total, which is unknown (≤ x: at most x)")
	}
	return "\n" + strings.Join(parts, "; ") + "\n"
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
