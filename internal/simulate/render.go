package simulate

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/vcqlint/vcqlint/internal/termsafe"
	"github.com/vcqlint/vcqlint/internal/tree/table"
)

// TextOptions shape the text rendering.
type TextOptions struct {
	// Header are "label: text" lines the caller knows (where the plugin
	// choice, the cluster and the demand come from).
	Header [][2]string
	// Resources limits the columns; nil shows Result.Names.
	Resources []string
	// Trace also prints every round of the proportion loop.
	Trace   bool
	Palette table.Palette
}

// Text writes a simulation for people: a header, one row per queue and
// resource, the rounds when asked, then what goes wrong.
//
// Names from the input (queues, resources, the files in the header) are
// escaped with termsafe wherever they are printed, so they cannot act on
// the terminal or forge a line.
func Text(w io.Writer, r *Result, o TextOptions) error {
	p := o.Palette
	if p.Error == nil {
		p = table.NewPalette(false)
	}
	names := o.Resources
	if names == nil {
		names = r.Names
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", p.Bold(fmt.Sprintf("Simulation: %s, Volcano %s", r.Plugin.Describe(), r.Version)))
	header := append([][2]string(nil), o.Header...)
	header = append(header, [2]string{"guarantees", "all queues together guarantee " + FormatResource(r.TotalGuarantee, names)})
	lw := 0
	for _, h := range header {
		lw = max(lw, len(h[0]))
	}
	for _, h := range header {
		fmt.Fprintf(&b, "  %-*s  %s\n", lw+1, h[0]+":", termsafe.Escape(h[1]))
	}
	b.WriteString("\n")

	early := r.Panicked() && len(r.Iterations) == 0 && r.Plugin != CapacityHierarchy
	if !early {
		b.WriteString(queueTable(r, names, p))
		if out := outOfSession(r); out != "" {
			fmt.Fprintf(&b, "  %s\n", p.Faint(termsafe.Escape(out)))
		}
	}
	if o.Trace && len(r.Iterations) > 0 {
		b.WriteString("\n")
		b.WriteString(rounds(r, names))
	}
	b.WriteString("\n")
	b.WriteString(verdict(r, p))
	for _, n := range r.Notes {
		fmt.Fprintf(&b, "  note: %s\n", termsafe.Escape(n))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func queueTable(r *Result, names []string, p table.Palette) string {
	deservedHead := "DESERVED"
	if r.Panicked() && len(r.Iterations) > 0 {
		deservedHead = fmt.Sprintf("DESERVED (round %d)", len(r.Iterations))
	}
	t := table.Table{
		Headers: []string{"QUEUE", "WEIGHT", "RESOURCE", "REQUEST", "CAPABILITY", "GUARANTEE", "REAL CAPABILITY", deservedHead, ""},
		Align:   []table.Align{table.Left, table.Right, table.Left, table.Right, table.Right, table.Right, table.Right, table.Right, table.Left},
	}
	hier := r.Plugin == CapacityHierarchy
	starvedAt := map[[2]string]bool{}
	for _, s := range r.Starved {
		starvedAt[[2]string{s.Queue, s.Resource}] = true
	}
	for _, q := range r.Queues {
		if q.InSession {
			queueRows(&t, q, names, hier, starvedAt, p)
		}
	}
	if r.TotalKnown {
		sumRows(&t, r, names, hier, p)
	}
	return t.String()
}

// queueRows adds one row per resource of a queue in the session; a
// capability inherited from the parent is in parentheses.
func queueRows(t *table.Table, q *QueueResult, names []string, hier bool, starvedAt map[[2]string]bool, p table.Palette) {
	name := q.Name
	if hier && q.Depth > 0 {
		name = strings.Repeat("  ", q.Depth) + name
	}
	for i, n := range names {
		row := []table.Cell{{}, {}, table.Plain(n)}
		if i == 0 {
			row[0] = table.Plain(name)
			row[1] = table.Plain(fmt.Sprint(q.Weight))
		}
		capText := cell(q.Capability, n)
		if slices.Contains(q.Inherited, n) {
			capText = "(" + capText + ")"
		}
		row = append(row, table.Plain(cell(q.Request, n)), table.Plain(capText), table.Plain(cell(q.Guarantee, n)),
			table.Plain(cell(q.RealCapability, n)), table.Plain(cell(q.Deserved, n)))
		if starvedAt[[2]string{q.Name, n}] {
			row[7].Style = p.Error
			row = append(row, table.Cell{Text: "starved", Style: p.Error})
		}
		t.Add(row...)
	}
}

// sumRows adds the deserved total per resource, flagged where it exceeds
// the cluster.
func sumRows(t *table.Table, r *Result, names []string, hier bool, p table.Palette) {
	sum := r.deservedSum()
	label := "Σ deserved"
	if hier {
		label = "Σ deserved (root's children)"
	}
	for i, n := range names {
		row := []table.Cell{{}, {}, table.Plain(n), {}, {}, {}, {}, table.Plain(cell(sum, n))}
		if i == 0 {
			row[0] = table.Plain(label)
		}
		if exceedsCluster(r, sum, n) {
			row[7].Style = p.Warning
			tot, _ := r.Total.Get(n)
			row = append(row, table.Cell{Text: "> cluster " + Format(n, tot), Style: p.Warning})
		}
		t.Add(row...)
	}
}

// exceedsCluster reports whether the deserved sum of resource n is known
// to exceed the cluster's total.
func exceedsCluster(r *Result, sum Resource, n string) bool {
	d, ok := sum.Get(n)
	if !ok {
		return false
	}
	tot, ok := r.Total.Get(n)
	if !ok {
		return false
	}
	c, ok := cmp(d, tot)
	return ok && c > 0
}

func cell(r Resource, name string) string {
	a, ok := r.Get(name)
	if !ok {
		return "-"
	}
	return Format(name, a)
}

func outOfSession(r *Result) string {
	var names []string
	for _, q := range r.Queues {
		if !q.InSession && q.Name != "root" {
			names = append(names, q.Name)
		}
	}
	if len(names) == 0 || r.Plugin == CapacityHierarchy {
		return ""
	}
	return fmt.Sprintf("not computed (no demand, so no job in the session): %s", strings.Join(names, ", "))
}

func rounds(r *Result, names []string) string {
	var b strings.Builder
	for _, it := range r.Iterations {
		fmt.Fprintf(&b, "Round %d: Σweight %d, remaining %s\n", it.N, it.TotalWeight, termsafe.Escape(FormatResource(it.Remaining, names)))
		t := table.Table{Align: []table.Align{table.Left, table.Left}}
		for _, q := range r.Queues {
			d, ok := it.Deserved[q.Name]
			if !ok {
				continue
			}
			met := ""
			for _, m := range it.Met {
				if m == q.Name {
					met = "(met)"
				}
			}
			t.Add(table.Plain("  "+q.Name), table.Plain("deserved "+FormatResource(d, names)), table.Plain(met))
		}
		b.WriteString(t.String())
		fmt.Fprintf(&b, "  handed out %s; taken back %s\n", termsafe.Escape(FormatResource(it.Increased, names)), termsafe.Escape(FormatResource(it.Decreased, names)))
	}
	return b.String()
}

func verdict(r *Result, p table.Palette) string {
	var b strings.Builder
	for _, e := range r.Events {
		mark, style := "!", p.Warning
		if e.Kind >= Halts {
			mark, style = "✖", p.Error
		}
		fmt.Fprintf(&b, "%s %s\n", style(mark), termsafe.Escape(e.Message))
		if e.Volcano != "" {
			verb := "log"
			if e.Kind == Panics {
				verb = "panic"
			}
			fmt.Fprintf(&b, "    %s\n", p.Faint(verb+": "+termsafe.Escape(e.Volcano)))
		}
	}
	if len(r.Starved) > 0 {
		var parts []string
		for _, s := range r.Starved {
			parts = append(parts, fmt.Sprintf("%s gets no %s (requests %s)", s.Queue, s.Resource, Format(s.Resource, s.Requested)))
		}
		fmt.Fprintf(&b, "%s starved: %s", p.Error("✖"), termsafe.Escape(strings.Join(parts, "; ")))
		if over := exhausted(r); over != "" {
			fmt.Fprintf(&b, "; the guarantees of all queues take everything the cluster has (%s)",
				termsafe.Escape(formatAtLeast(r.TotalGuarantee, r.Total, splitNames(over))))
		}
		b.WriteString("\n")
	}
	if over := r.overPromised(); len(over) > 0 {
		fmt.Fprintf(&b, "%s the deserved shares add up to more than the cluster has (%s): guarantees raise deserved regardless of what remains, so not every queue can get its share at once\n",
			p.Warning("!"), termsafe.Escape(FormatOver(r.deservedSum(), r.Total, over)))
	}
	if len(r.Events) == 0 && len(r.Starved) == 0 {
		fmt.Fprintf(&b, "%s no panic, no halt, no starved queue\n", p.OK("✔"))
	}
	return b.String()
}

// deservedSum adds up the deserved shares that compete for the cluster:
// every computed queue of a flat plugin, root's children in a hierarchy.
func (r *Result) deservedSum() Resource {
	var sum Resource
	for _, q := range r.Queues {
		if q.InSession && (r.Plugin != CapacityHierarchy || q.Depth == 1) {
			sum = sum.Add(q.Deserved)
		}
	}
	return sum
}

// overPromised lists the resources on which the deserved shares exceed
// the cluster, when no panic ended the computation first.
func (r *Result) overPromised() []string {
	if r.Panicked() || !r.TotalKnown {
		return nil
	}
	sum := r.deservedSum()
	var out []string
	for _, n := range r.Names {
		d, ok := sum.Get(n)
		t, ok2 := r.Total.Get(n)
		if !ok || !ok2 {
			continue
		}
		if c, ok := cmp(d, t); ok && c > 0 {
			out = append(out, n)
		}
	}
	return out
}

// exhausted lists the resources on which the guarantees of all queues
// reach the cluster total, comma-separated.
func exhausted(r *Result) string {
	var out []string
	for _, n := range r.Total.Names() {
		g, _ := r.TotalGuarantee.Get(n)
		t, _ := r.Total.Get(n)
		if s, ok := g.Sign(); !ok || s <= 0 {
			continue
		}
		if c, ok := cmp(g, t); ok && c >= 0 {
			out = append(out, n)
		}
	}
	return strings.Join(out, ",")
}

func splitNames(s string) []string { return strings.Split(s, ",") }

func formatAtLeast(a, b Resource, names []string) string {
	parts := make([]string, len(names))
	for i, n := range names {
		x, _ := a.Get(n)
		y, _ := b.Get(n)
		rel := " ≥ "
		if c, ok := cmp(x, y); ok && c > 0 {
			rel = " > "
		} else if ok && c == 0 {
			rel = " = "
		}
		parts[i] = n + " " + cell(a, n) + rel + cell(b, n)
	}
	return strings.Join(parts, ", ")
}

// JSON shape of a simulation (documented in docs/tree-simulate.md).
type jsonResult struct {
	Plugin         string            `json:"plugin"`
	VolcanoVersion string            `json:"volcanoVersion"`
	Outcome        string            `json:"outcome"`
	Cluster        map[string]string `json:"cluster"`
	TotalGuarantee map[string]string `json:"totalGuarantee"`
	Queues         []jsonQueue       `json:"queues"`
	Rounds         []jsonRound       `json:"rounds"`
	Events         []jsonEvent       `json:"events"`
	Starved        []jsonStarved     `json:"starved"`
	Notes          []string          `json:"notes"`
}

type jsonQueue struct {
	Name              string            `json:"name"`
	Parent            string            `json:"parent"`
	Depth             int               `json:"depth"`
	InSession         bool              `json:"inSession"`
	Weight            int64             `json:"weight"`
	Request           map[string]string `json:"request"`
	Capability        map[string]string `json:"capability"`
	Inherited         []string          `json:"inherited"`
	Guarantee         map[string]string `json:"guarantee"`
	RealCapability    map[string]string `json:"realCapability"`
	Deserved          map[string]string `json:"deserved"`
	ChildrenGuarantee map[string]string `json:"childrenGuarantee,omitempty"`
	ChildrenDeserved  map[string]string `json:"childrenDeserved,omitempty"`
	Ignored           []string          `json:"ignoredResources"`
}

type jsonRound struct {
	Round       int                          `json:"round"`
	TotalWeight int64                        `json:"totalWeight"`
	Remaining   map[string]string            `json:"remaining"`
	Deserved    map[string]map[string]string `json:"deserved"`
	Increased   map[string]string            `json:"increased"`
	Decreased   map[string]string            `json:"decreased"`
	Met         []string                     `json:"met"`
}

type jsonEvent struct {
	Kind      string   `json:"kind"`
	Queue     string   `json:"queue"`
	Round     int      `json:"round"`
	Resources []string `json:"resources"`
	Message   string   `json:"message"`
	Volcano   string   `json:"volcano"`
}

type jsonStarved struct {
	Queue     string `json:"queue"`
	Resource  string `json:"resource"`
	Requested string `json:"requested"`
}

// List renders a resource for JSON: every dimension present, canonical
// quantities, "unlimited" or "unknown".
func List(r Resource) map[string]string {
	out := map[string]string{}
	for _, n := range r.Names() {
		a, _ := r.Get(n)
		out[n] = Canonical(n, a)
	}
	return out
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// Outcome is the worst event as a word: "panics", "halts", "logged", or
// "starved" / "ok" when no event happened.
func (r *Result) Outcome() string {
	if w := r.Worst(); w != 0 {
		return w.String()
	}
	if len(r.Starved) > 0 {
		return "starved"
	}
	return "ok"
}

// JSON writes the simulation in its documented machine-readable shape.
func JSON(w io.Writer, r *Result) error {
	out := jsonResult{
		Plugin: string(r.Plugin), VolcanoVersion: r.Version.String(), Outcome: r.Outcome(),
		Cluster: List(r.Total), TotalGuarantee: List(r.TotalGuarantee),
		Queues: []jsonQueue{}, Rounds: []jsonRound{}, Events: []jsonEvent{}, Starved: []jsonStarved{}, Notes: nonNil(r.Notes),
	}
	hier := r.Plugin == CapacityHierarchy
	for _, q := range r.Queues {
		jq := jsonQueue{
			Name: q.Name, Parent: q.Parent, Depth: q.Depth, InSession: q.InSession, Weight: q.Weight,
			Request: List(q.Request), Capability: List(q.Capability), Inherited: nonNil(q.Inherited),
			Guarantee: List(q.Guarantee), RealCapability: List(q.RealCapability), Deserved: List(q.Deserved),
			Ignored: nonNil(q.Ignored),
		}
		if hier {
			jq.ChildrenGuarantee, jq.ChildrenDeserved = List(q.ChildrenGuarantee), List(q.ChildrenDeserved)
		}
		out.Queues = append(out.Queues, jq)
	}
	for _, it := range r.Iterations {
		jr := jsonRound{Round: it.N, TotalWeight: it.TotalWeight, Remaining: List(it.Remaining), Deserved: map[string]map[string]string{},
			Increased: List(it.Increased), Decreased: List(it.Decreased), Met: nonNil(it.Met)}
		for name, d := range it.Deserved {
			jr.Deserved[name] = List(d)
		}
		out.Rounds = append(out.Rounds, jr)
	}
	for _, e := range r.Events {
		out.Events = append(out.Events, jsonEvent{Kind: e.Kind.String(), Queue: e.Queue, Round: e.Iteration,
			Resources: nonNil(e.Resources), Message: e.Message, Volcano: e.Volcano})
	}
	for _, s := range r.Starved {
		out.Starved = append(out.Starved, jsonStarved{Queue: s.Queue, Resource: s.Resource, Requested: Canonical(s.Resource, s.Requested)})
	}
	enc := termsafe.NewJSONEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
