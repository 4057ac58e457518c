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
	for _, j := range c.Jobs {
		f := min(j.File, c.Files-1)
		bodies[f] = append(bodies[f], renderJob(j))
	}
	for _, pg := range c.PodGroups {
		f := min(pg.File, c.Files-1)
		bodies[f] = append(bodies[f], renderPodGroup(pg))
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

func renderJob(j Job) string {
	var b strings.Builder
	b.WriteString("apiVersion: batch.volcano.sh/v1alpha1\nkind: Job\nmetadata:\n  name: " + j.Name + "\nspec:\n  schedulerName: volcano\n")
	if j.Queue != "" {
		b.WriteString("  queue: " + j.Queue + "\n")
	}
	if j.MinAvailable != nil {
		fmt.Fprintf(&b, "  minAvailable: %d\n", *j.MinAvailable)
	}
	renderPolicies(&b, j.Policies, "  ")
	if len(j.Plugins) > 0 {
		b.WriteString("  plugins:\n")
		for _, p := range j.Plugins {
			b.WriteString("    " + p + ": []\n")
		}
	}
	if j.NoTasks {
		b.WriteString("  tasks: []\n")
		return b.String()
	}
	b.WriteString("  tasks:\n")
	for _, t := range j.Tasks {
		b.WriteString("    - name: " + t.Name + "\n")
		fmt.Fprintf(&b, "      replicas: %d\n", t.Replicas)
		if t.MinAvailable != nil {
			fmt.Fprintf(&b, "      minAvailable: %d\n", *t.MinAvailable)
		}
		if len(t.DependsOn) > 0 {
			b.WriteString("      dependsOn:\n        name: [" + strings.Join(t.DependsOn, ", ") + "]\n")
		}
		renderPolicies(&b, t.Policies, "      ")
		b.WriteString("      template:\n        spec:\n          restartPolicy: OnFailure\n          containers:\n" +
			"            - name: main\n              image: busybox:1.36\n              resources:\n                requests: {cpu: \"1\", memory: 1Gi}\n")
	}
	return b.String()
}

func renderPolicies(b *strings.Builder, ps []Policy, indent string) {
	if len(ps) == 0 {
		return
	}
	b.WriteString(indent + "policies:\n")
	for _, p := range ps {
		first := "- "
		line := func(s string) {
			b.WriteString(indent + "  " + first + s + "\n")
			first = "  "
		}
		if p.Event != "" {
			line("event: " + quoted(p.Event))
		}
		if len(p.Events) > 0 {
			qs := make([]string, len(p.Events))
			for i, e := range p.Events {
				qs[i] = quoted(e)
			}
			line("events: [" + strings.Join(qs, ", ") + "]")
		}
		if p.ExitCode != nil {
			line(fmt.Sprintf("exitCode: %d", *p.ExitCode))
		}
		if p.Action != "" {
			line("action: " + p.Action)
		}
	}
}

func renderPodGroup(pg PodGroup) string {
	var b strings.Builder
	b.WriteString("apiVersion: scheduling.volcano.sh/v1beta1\nkind: PodGroup\nmetadata:\n  name: " + pg.Name + "\nspec:\n")
	fmt.Fprintf(&b, "  minMember: %d\n", pg.MinMember)
	if pg.Queue != "" {
		b.WriteString("  queue: " + pg.Queue + "\n")
	}
	return b.String()
}
