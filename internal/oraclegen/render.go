package oraclegen

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
)

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// Render writes the case as YAML: one file (Files == 1) or several, named
// "0.yaml", "1.yaml", ...; the first line of each says the seed and mode.
// The spelling of quantities ("8", 8, "8000m", "8Gi" or "8192Mi") is drawn
// from the seed too, so rendering is deterministic.
func (c Case) Render() map[string][]byte {
	r := rand.New(rand.NewPCG(c.Seed, 0x5eed))
	header := fmt.Sprintf("# generator: oraclegen seed=%d mode=%s\n", c.Seed, strings.Join(c.Mode, ","))
	bodies := make([][]string, c.Files)
	for _, q := range c.Queues {
		f := min(q.File, c.Files-1)
		bodies[f] = append(bodies[f], renderQueue(q, r))
	}
	out := map[string][]byte{}
	for i, docs := range bodies {
		out[itoa(int64(i))+".yaml"] = []byte(header + strings.Join(docs, "---\n"))
	}
	return out
}

func renderQueue(q Queue, r *rand.Rand) string {
	var b strings.Builder
	b.WriteString("apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: " + q.Name + "\n")
	if q.Hierarchy != "" {
		fmt.Fprintf(&b, "  annotations:\n    volcano.sh/hierarchy: %s\n    volcano.sh/hierarchy-weights: %q\n", q.Hierarchy, q.Weights)
	}
	b.WriteString("spec:\n")
	if q.Parent != "" {
		b.WriteString("  parent: " + q.Parent + "\n")
	}
	if q.Weight != 0 {
		fmt.Fprintf(&b, "  weight: %d\n", q.Weight)
	}
	section(&b, "capability", q.Capability, "  ", r)
	section(&b, "deserved", q.Deserved, "  ", r)
	if q.Guarantee != nil {
		b.WriteString("  guarantee:\n")
		section(&b, "resource", q.Guarantee, "    ", r)
	}
	if q.State != "" {
		b.WriteString("status:\n  state: " + q.State + "\n")
	}
	return b.String()
}

func section(b *strings.Builder, title string, q Quota, indent string, r *rand.Rand) {
	if q == nil {
		return
	}
	if len(q) == 0 {
		b.WriteString(indent + title + ": {}\n")
		return
	}
	b.WriteString(indent + title + ":\n")
	for _, res := range Resources {
		if v, ok := q[res]; ok {
			b.WriteString(indent + "  " + res + ": " + formatValue(res, v, r) + "\n")
		}
	}
}

func quoted(s string) string { return `"` + s + `"` }

func formatValue(res string, v Value, r *rand.Rand) string {
	if v.Literal != "" {
		return quoted(v.Literal)
	}
	n := v.N
	pick := func(xs ...string) string { return xs[r.IntN(len(xs))] }
	switch res {
	case "cpu":
		switch {
		case n < 0:
			return quoted("-" + itoa(max(-n/1000, 1)))
		case n == 0:
			return pick(`"0"`, "0")
		case n%1000 == 0:
			return pick(quoted(itoa(n/1000)), itoa(n/1000), quoted(itoa(n)+"m"))
		}
		return quoted(itoa(n) + "m")
	case "memory":
		switch {
		case n < 0:
			return quoted("-" + itoa(max(-n/1024, 1)) + "Gi")
		case n == 0:
			return `"0"`
		case n%1024 == 0:
			return pick(quoted(itoa(n/1024)+"Gi"), quoted(itoa(n)+"Mi"))
		}
		return quoted(itoa(n) + "Mi")
	}
	return pick(quoted(itoa(n)), itoa(n))
}
