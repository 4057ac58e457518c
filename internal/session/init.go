package session

import (
	"fmt"
	"io"
	"strings"

	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/gpu"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/report"
	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// StarterConfig is a commented starter configuration file (vcqlint init).
// With paths (files or directories holding `kubectl get nodes -o yaml`
// output, and optionally the GPU operator's mig-parted ConfigMap), its
// cluster section declares the nodes' allocatable, grouped into node pools
// by GPU product and MIG labels. Input problems come back as diagnostics
// with no text; no Node manifest is an error.
func StarterConfig(paths []string, stdin io.Reader) (text string, diags []report.Diagnostic, err error) {
	if len(paths) == 0 {
		return starterConfig(nil), nil, nil
	}
	res := linter.Load(linter.Options{Paths: paths, Stdin: stdin})
	if res.HasInputErrors() {
		return "", diagnostics(res.Diagnostics), nil
	}
	spec := cluster.FromNodes(res.Model, gpu.Default(), cluster.ReadMIGConfigs(res.Model))
	if spec == nil {
		return "", nil, fmt.Errorf("no Node manifest in %s: give the output of `kubectl get nodes -o yaml`", strings.Join(paths, ", "))
	}
	return starterConfig(spec), nil, nil
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

const starterHeader = `# vcqlint configuration (https://github.com/vcqlint/vcqlint/blob/main/docs/configuration.md).
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
