package cluster

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/vcqlint/vcqlint/internal/gpu"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/resources"
)

// Node labels written by NVIDIA GPU feature discovery and the MIG manager
// (k8s-device-plugin docs/gpu-feature-discovery, mig-parted reconfigure.go).
const (
	LabelProduct     = "nvidia.com/gpu.product"
	LabelCount       = "nvidia.com/gpu.count"
	LabelReplicas    = "nvidia.com/gpu.replicas"
	LabelMIGStrategy = "nvidia.com/mig.strategy"
	LabelMIGConfig   = "nvidia.com/mig.config"
)

// poolLabels name a node's pool on the common managed Kubernetes services
// and in kubeadm clusters that label node groups; the first one present
// names the pool in messages.
var poolLabels = []string{
	"cloud.google.com/gke-nodepool", "eks.amazonaws.com/nodegroup", "karpenter.sh/nodepool",
	"kubernetes.azure.com/agentpool", "agentpool", "nodepool", "node-pool",
}

// FromNodes declares the cluster from the Node manifests of the input:
// allocatable summed, nodes grouped into pools by pool label and GPU
// facts. It returns nil when the input has no Node.
func FromNodes(m *model.Model, cat *gpu.Catalogue, files []*MIGConfigFile) *Spec {
	if len(m.Nodes) == 0 {
		return nil
	}
	s := &Spec{Source: fmt.Sprintf("Node manifests: %s", plural(len(m.Nodes), "node"))}
	byKey := map[string]*Pool{}
	var order []string
	for _, n := range m.Nodes {
		labels := n.Spec.Metadata.Labels
		g := nodeGPU(n, cat, files)
		name := ""
		for _, l := range poolLabels {
			if v := labels[l]; v != "" {
				name = v
				break
			}
		}
		if name == "" {
			name = "nodes without GPUs"
			if g != nil {
				name = strings.TrimPrefix(g.Product, "NVIDIA-")
				if g.Model != nil {
					name = g.Model.ID
				}
				if g.ConfigName != "" {
					name += "/" + g.ConfigName
				}
			}
		}
		key := name + "\x00" + gpuKey(g)
		p, ok := byKey[key]
		if !ok {
			p = &Pool{Name: name, Allocatable: resources.List{}, GPU: g, Obj: n.Obj, Source: s.Source}
			byKey[key] = p
			order = append(order, key)
		}
		p.Nodes++
		p.NodeObjs = append(p.NodeObjs, n.Obj)
		p.Allocatable.Add(n.Spec.Status.Allocatable)
	}
	// Pools that share a name (same pool label, different GPU facts) get
	// a suffix so messages tell them apart.
	names := map[string]int{}
	for _, k := range order {
		names[byKey[k].Name]++
	}
	for _, k := range order {
		p := byKey[k]
		if names[p.Name] > 1 && p.GPU != nil {
			p.Name += " (" + gpuKey(p.GPU) + ")"
		}
		s.Pools = append(s.Pools, p)
	}
	return s
}

func gpuKey(g *GPU) string {
	if g == nil {
		return ""
	}
	return fmt.Sprintf("%s %s %s %d×%d", g.Product, g.Strategy, g.ConfigName, g.PerNode, g.Replicas)
}

// nodeGPU reads a node's GPU facts from its GFD labels; nil for a node
// with no NVIDIA label and no NVIDIA resource.
func nodeGPU(n *model.Node, cat *gpu.Catalogue, files []*MIGConfigFile) *GPU {
	labels := n.Spec.Metadata.Labels
	product := labels[LabelProduct]
	hasGPUResource := false
	for name := range n.Spec.Status.Allocatable {
		if name == gpu.GPUResource || strings.HasPrefix(name, gpu.MIGResourcePrefix) {
			hasGPUResource = true
		}
	}
	if product == "" && labels[LabelMIGStrategy] == "" && !hasGPUResource {
		return nil
	}
	g := &GPU{Product: product, Strategy: gpu.StrategyNone, StrategyPath: labelPath(LabelMIGStrategy)}
	if product == "" {
		g.Product = "unlabelled NVIDIA"
	}
	if m, ok := cat.Lookup(product); ok && product != "" {
		g.Model = m
	}
	if st, err := gpu.ParseStrategy(labels[LabelMIGStrategy]); err == nil {
		g.Strategy = st
	}
	if r, err := strconv.Atoi(labels[LabelReplicas]); err == nil && r > 1 {
		g.Replicas = r
	}
	if name := labels[LabelMIGConfig]; name != "" {
		g.ConfigName, g.ConfigPath = name, labelPath(LabelMIGConfig)
		g.Layout, g.LayoutMissing = findLayout(name, g.Model, files)
		if g.Layout != nil && g.Layout.Name == "all-disabled" && g.Layout.Builtin {
			g.Layout = nil // no MIG: the plain state
		}
	}
	if g.PerNode = physicalGPUs(n, g); g.PerNode > MaxGPUsPerNode {
		g.PerNode = 0
	}
	return g
}

// physicalGPUs is the number of GPUs of a node. gpu.count counts physical
// GPUs, except under the single strategy with MIG on, where GFD counts
// MIG devices (and writes the product as <model>-MIG-<profile>): then the
// layout converts back. Without the label, the none strategy's
// nvidia.com/gpu is the physical count (divided by time-slicing replicas).
func physicalGPUs(n *model.Node, g *GPU) int {
	labels := n.Spec.Metadata.Labels
	count, err := strconv.Atoi(labels[LabelCount])
	if err != nil || count < 0 {
		count = -1
	}
	migProduct := strings.Contains(strings.ToUpper(g.Product), "-MIG-")
	switch {
	case count >= 0 && !migProduct:
		return count
	case migProduct && g.Layout != nil:
		// GFD counts MIG devices (or 0 for MIG-INVALID): the layout's
		// device indexes, or its uniform per-GPU count, give the GPUs.
		if hi := g.Layout.HighestDevice(); hi >= 0 {
			return hi + 1
		}
		if len(g.Layout.Entries) == 1 {
			per := 0
			for _, c := range g.Layout.Entries[0].Counts {
				per += c.N
			}
			if per > 0 && count > 0 && count%per == 0 {
				return count / per
			}
		}
	case count < 0 && g.Strategy == gpu.StrategyNone:
		if q, ok := n.Spec.Status.Allocatable[gpu.GPUResource]; ok {
			v := int(q.Value())
			if g.Replicas > 1 {
				v /= g.Replicas
			}
			return v
		}
	}
	return 0
}

func labelPath(label string) []string { return []string{"metadata", "labels", label} }

// NodeNames lists a pool's node names for messages, at most a few.
func (p *Pool) NodeNames() string {
	names, more := firstNames(p.NodeObjs, 4)
	if more > 0 {
		return strings.Join(names, ", ") + fmt.Sprintf(" and %d more", more)
	}
	return strings.Join(names, ", ")
}

// firstNames is the first most of the objects' names in order, and how
// many more there are.
func firstNames(objs []*manifest.Object, most int) (names []string, more int) {
	for _, o := range objs {
		names = append(names, o.Name)
	}
	sort.Strings(names)
	if len(names) > most {
		return names[:most], len(names) - most
	}
	return names, 0
}

// At is where a finding about the pool's path points.
func (p *Pool) At(path ...string) (*manifest.Object, []string) {
	if p.Obj == nil {
		return nil, nil
	}
	return p.Obj, append(append([]string(nil), p.Path...), path...)
}
