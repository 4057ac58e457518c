package cluster

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/gpu"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// ConfigYAML renders a declaration made from Node manifests as the cluster
// section of a configuration file (what `vcqlint init PATH` writes): one
// node pool per pool and allocatable, with the GPU facts that reproduce the
// nodes' GPU resources, or comments saying why they cannot be declared.
// Values from the input are escaped for the terminal and quoted for YAML.
func (s *Spec) ConfigYAML() string {
	var b strings.Builder
	b.WriteString("cluster:\n  nodePools:\n")
	names := map[string]int{}
	for _, p := range s.Pools {
		for _, g := range splitByAllocatable(p) {
			writePool(&b, p, g, names)
		}
	}
	return b.String()
}

// nodeGroup is the nodes of a pool that have the same allocatable.
type nodeGroup struct {
	objs  []*manifest.Object
	alloc resources.List
}

// splitByAllocatable groups a pool's Nodes by identical allocatable, since a
// config pool states one node's allocatable times count.
func splitByAllocatable(p *Pool) []nodeGroup {
	var groups []nodeGroup
	index := map[string]int{}
	for _, o := range p.NodeObjs {
		n, ok := o.Typed.(*api.Node)
		if !ok {
			continue
		}
		key := ResourceSummary(n.Status.Allocatable)
		i, seen := index[key]
		if !seen {
			i = len(groups)
			index[key] = i
			groups = append(groups, nodeGroup{alloc: n.Status.Allocatable})
		}
		groups[i].objs = append(groups[i].objs, o)
	}
	return groups
}

func writePool(b *strings.Builder, p *Pool, ng nodeGroup, names map[string]int) {
	name := poolName(p.Name)
	names[name]++
	if n := names[name]; n > 1 {
		name = fmt.Sprintf("%s-%d", name, n)
	}
	objNames, more := firstNames(ng.objs, 6)
	if more > 0 {
		objNames = append(objNames, fmt.Sprintf("and %d more", more))
	}
	fmt.Fprintf(b, "  - name: %s\n    # Nodes: %s\n    count: %d\n", quoteIfNeeded(name), termsafe.Escape(strings.Join(objNames, ", ")), len(ng.objs))
	facts, notes := gpuFacts(p.GPU, ng.alloc)
	alloc := ng.alloc
	if facts != "" {
		// The GPU resources follow from the facts below; stating them
		// too would keep stale numbers when the layout is edited.
		alloc = resources.List{}
		for n, q := range ng.alloc {
			if n != gpu.GPUResource && !strings.HasPrefix(n, gpu.MIGResourcePrefix) {
				alloc[n] = q
			}
		}
	}
	for _, note := range notes {
		fmt.Fprintf(b, "    # %s\n", termsafe.Escape(note))
	}
	if len(alloc) > 0 {
		b.WriteString("    allocatable:\n")
		for _, n := range alloc.Names() {
			q := alloc[n]
			if q.Sign() == 0 && n != "cpu" && n != "memory" {
				continue
			}
			fmt.Fprintf(b, "      %s: %q\n", quoteIfNeeded(n), q.String())
		}
	}
	b.WriteString(facts)
}

// gpuFacts renders a pool's GPU facts, or explains in comments why they
// cannot be declared; the facts are "" when they are not complete, and the
// Node allocatable (with its GPU resources) then stays the declaration.
func gpuFacts(g *GPU, alloc resources.List) (facts string, notes []string) {
	if g == nil {
		return "", nil
	}
	switch {
	case g.Model == nil:
		return "", []string{fmt.Sprintf("GPU product %q is not in vcqlint's model table: declare model, gpusPerNode and migStrategy by hand to enable the MIG rules", g.Product)}
	case g.PerNode <= 0:
		return "", []string{fmt.Sprintf("%s GPUs: the number per node is unknown (no nvidia.com/gpu.count label): add gpusPerNode, model and migStrategy by hand", g.Model.ID)}
	case g.LayoutMissing != "":
		return "", []string{g.LayoutMissing + ": add the GPU operator's mig-parted ConfigMap to the PATHs, or write migLayout by hand"}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "    model: %s  # nvidia.com/gpu.product=%s\n    gpusPerNode: %d\n    migStrategy: %s\n", g.Model.ID, termsafe.Escape(g.Product), g.PerNode, g.Strategy)
	if l := g.Layout; l != nil {
		if l.Builtin {
			fmt.Fprintf(&b, "    migConfig: %s  # mig-parted's default configuration\n", quoteIfNeeded(l.Name))
		} else {
			fmt.Fprintf(&b, "    migLayout:  # nvidia.com/mig.config=%s, from %s\n", termsafe.Escape(l.Name), termsafe.Escape(l.Where))
			for _, e := range l.Entries {
				b.WriteString(layoutEntryYAML(e))
			}
		}
	}
	if g.Replicas > 1 {
		fmt.Fprintf(&b, "    timeSlicing:\n      replicas: %d\n", g.Replicas)
	}
	// Say so when what the nodes advertise differs from the layout (a
	// reconfiguration in progress, renamed shared resources).
	if e, ok := g.Exposure(); ok {
		for _, name := range sortedResourceNames(e.Resources, alloc) {
			want := e.Resources[name]
			have, stated := alloc[name]
			if !stated || have.Value() != want {
				notes = append(notes, fmt.Sprintf("the nodes advertise %s %s, the layout gives %d: check nvidia.com/mig.config.state", name, quantityOrNone(have, stated), want))
			}
		}
	}
	return b.String(), notes
}

func quantityOrNone(q resource.Quantity, ok bool) string {
	if !ok {
		return "none"
	}
	return resources.Format(q)
}

func sortedResourceNames(derived map[string]int64, alloc resources.List) []string {
	set := map[string]bool{}
	for n := range derived {
		set[n] = true
	}
	for n := range alloc {
		if n == gpu.GPUResource || strings.HasPrefix(n, gpu.MIGResourcePrefix) {
			set[n] = true
		}
	}
	return slices.Sorted(maps.Keys(set))
}

func layoutEntryYAML(e Entry) string {
	var b strings.Builder
	b.WriteString("    - ")
	if len(e.DeviceFilter) > 0 {
		qs := make([]string, len(e.DeviceFilter))
		for i, d := range e.DeviceFilter {
			qs[i] = strconv.Quote(d)
		}
		fmt.Fprintf(&b, "device-filter: [%s]\n      ", strings.Join(qs, ", "))
	}
	if e.AllDevices {
		b.WriteString("devices: all\n")
	} else {
		ds := make([]string, len(e.Devices))
		for i, d := range e.Devices {
			ds[i] = strconv.Itoa(d)
		}
		fmt.Fprintf(&b, "devices: [%s]\n", strings.Join(ds, ", "))
	}
	fmt.Fprintf(&b, "      mig-enabled: %t\n", e.Enabled)
	if e.Enabled {
		if len(e.Counts) == 0 {
			b.WriteString("      mig-devices: {}\n")
		} else {
			b.WriteString("      mig-devices:\n")
			for _, c := range e.Counts {
				fmt.Fprintf(&b, "        %q: %d\n", c.Profile.String(), c.N)
			}
		}
	}
	return b.String()
}

// poolName turns a Node pool's name into a config pool name.
func poolName(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return "pool"
	}
	return s
}

// quoteIfNeeded quotes a key or name that YAML would not read back as the
// same string.
func quoteIfNeeded(s string) string {
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./", r)) {
			return strconv.Quote(s)
		}
	}
	if _, err := strconv.ParseFloat(s, 64); err == nil || s == "true" || s == "false" || s == "null" || s == "yes" || s == "no" {
		return strconv.Quote(s)
	}
	return s
}

// ResourceSummary renders a resource list for a comment: "cpu 158, memory 2Ti".
func ResourceSummary(l resources.List) string {
	parts := make([]string, 0, len(l))
	for _, n := range l.Names() {
		parts = append(parts, n+" "+resources.Format(l[n]))
	}
	return strings.Join(parts, ", ")
}
