package cli

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/gpu"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/termsafe"
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
	fmt.Fprintf(&b, "#\n# Written by 'vcqlint init' from %s. Their total allocatable:\n#   %s\n", plural(nodes, "Node manifest"), termsafe.Escape(cluster.ResourceSummary(total)))
	b.WriteString(spec.ConfigYAML())
	return b.String()
}
