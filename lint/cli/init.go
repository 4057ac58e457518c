package cli

import (
	"errors"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/lint/api"
	"github.com/vcqlint/vcqlint/lint/cluster"
	"github.com/vcqlint/vcqlint/lint/gpu"
	"github.com/vcqlint/vcqlint/lint/linter"
	"github.com/vcqlint/vcqlint/lint/manifest"
	"github.com/vcqlint/vcqlint/lint/resources"
	"github.com/vcqlint/vcqlint/lint/termsafe"
)

// initFileName is what `vcqlint init` writes by default: the name the
// configuration loader discovers.
const initFileName = ".vcqlint.yaml"

// runInit is `vcqlint init [--force] [-o FILE] [PATH...]`: it writes a
// commented starter configuration whose cluster section comes from the
// Node manifests (and mig-parted ConfigMaps) found in PATHs.
// initOptions are the flags of `vcqlint init`.
type initOptions struct {
	force  bool
	output string
}

func runInit(o initOptions, paths []string, io IO) (int, error) {
	out := &o.output
	if len(paths) > 0 && *out != "-" {
		if err := refuseOutputsOntoInputs([]output{{format: "configuration", file: *out}}, linter.Options{Paths: paths}, ""); err != nil {
			return 0, err
		}
	}
	var text string
	if len(paths) == 0 {
		text = starterConfig(nil)
	} else {
		res := linter.Load(linter.Options{Paths: paths, Stdin: io.Stdin})
		if printDiagnostics(io.Stderr, res.Diagnostics, false) {
			return ExitError, nil
		}
		spec := cluster.FromNodes(res.Model, gpu.Default(), cluster.ReadMIGConfigs(res.Model))
		if spec == nil {
			return 0, fmt.Errorf("no Node manifest in %s: give the output of `kubectl get nodes -o yaml`", strings.Join(paths, ", "))
		}
		text = starterConfig(spec)
	}
	if *out == "-" {
		_, err := io.Stdout.Write([]byte(text))
		return ExitClean, err
	}
	if err := writeNew(*out, []byte(text), o.force); err != nil {
		return 0, err
	}
	fmt.Fprintf(io.Stdout, "wrote %s\n", termsafe.Escape(*out))
	return ExitClean, nil
}

// writeNew writes a file, refusing to replace an existing one unless force.
func writeNew(path string, data []byte, force bool) error {
	flags := os.O_WRONLY | os.O_CREATE | os.O_EXCL
	if force {
		flags = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	}
	f, err := os.OpenFile(path, flags, 0o644)
	if errors.Is(err, os.ErrExist) {
		return fmt.Errorf("%s already exists; use --force to overwrite it", path)
	}
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

// exampleCluster is the cluster section the starter shows, commented out,
// when no Node manifests are given. It must parse (tested).
const exampleCluster = `allocatable:
  cpu: "320"
  memory: 1280Gi
nodePools:
- name: cpu
  count: 4
  allocatable:
    cpu: "64"
    memory: 256Gi
- name: a100
  count: 1
  allocatable:
    cpu: "64"
    memory: 256Gi
  model: A100-80GB
  gpusPerNode: 8
  migStrategy: mixed
  migLayout:
  - devices: [0, 1, 2, 3]
    mig-enabled: false
  - devices: [4, 5, 6, 7]
    mig-enabled: true
    mig-devices:
      1g.10gb: 7
`

const starterHeader = `# vcqlint configuration (https://github.com/vcqlint/vcqlint#configuration-file).
# 'vcqlint config schema' prints every key this file may hold, 'vcqlint
# config verify' checks it. Other settings (volcanoVersion, rules, paths,
# exclude) can be added next to the cluster section.
#
# cluster: the cluster the queues are checked against (docs/configuration.md, "Declaring
# the cluster"; rules VCQ207, VCQ401-VCQ403 and the GPU/MIG rules
# VCQ501-VCQ505). The --cluster flag wins over this section, which wins
# over Node manifests in the linted input.
#   allocatable  cluster-wide totals; override the node pools' sum
#   nodePools    groups of identical nodes: name, count, allocatable (per
#                node) and, for GPU nodes, model, gpusPerNode, migStrategy
#                (none|single|mixed), migConfig (a mig-parted configuration
#                name) or migLayout (the layout itself, mig-parted's shape)
#                and timeSlicing.replicas.
`

// starterConfig renders the starter file: the example commented out, or
// the cluster section of the given Node-manifest declaration.
func starterConfig(spec *cluster.Spec) string {
	var b strings.Builder
	b.WriteString(starterHeader)
	if spec == nil {
		b.WriteString("#\n# Uncomment and edit, or run 'vcqlint init PATH' on `kubectl get nodes -o yaml` output.\ncluster:\n")
		for _, line := range strings.Split(strings.TrimSuffix(exampleCluster, "\n"), "\n") {
			b.WriteString("  # " + line + "\n")
		}
		return b.String()
	}
	total := resources.List{}
	nodes := 0
	for _, p := range spec.Pools {
		total.Add(p.Allocatable)
		nodes += p.Nodes
	}
	fmt.Fprintf(&b, "#\n# Written by 'vcqlint init' from %s. Their total allocatable:\n#   %s\n", plural(nodes, "Node manifest"), termsafe.Escape(resourceSummary(total)))
	b.WriteString("cluster:\n  nodePools:\n")
	names := map[string]int{}
	for _, p := range spec.Pools {
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
func splitByAllocatable(p *cluster.Pool) []nodeGroup {
	var groups []nodeGroup
	index := map[string]int{}
	for _, o := range p.NodeObjs {
		n, ok := o.Typed.(*api.Node)
		if !ok {
			continue
		}
		key := resourceSummary(n.Status.Allocatable)
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

func writePool(b *strings.Builder, p *cluster.Pool, ng nodeGroup, names map[string]int) {
	name := poolName(p.Name)
	names[name]++
	if n := names[name]; n > 1 {
		name = fmt.Sprintf("%s-%d", name, n)
	}
	var objNames []string
	for _, o := range ng.objs {
		objNames = append(objNames, o.Name)
	}
	sort.Strings(objNames)
	const most = 6
	if len(objNames) > most {
		objNames = append(objNames[:most], fmt.Sprintf("and %d more", len(objNames)-most))
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
func gpuFacts(g *cluster.GPU, alloc resources.List) (facts string, notes []string) {
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
	out := make([]string, 0, len(set))
	for n := range set {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

func layoutEntryYAML(e cluster.Entry) string {
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

// resourceSummary renders a resource list for a comment: "cpu 158, memory 2Ti".
func resourceSummary(l resources.List) string {
	parts := make([]string, 0, len(l))
	for _, n := range l.Names() {
		parts = append(parts, n+" "+resources.Format(l[n]))
	}
	return strings.Join(parts, ", ")
}
