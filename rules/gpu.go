package rules

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/gpu"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// This file holds the GPU/MIG rules (VCQ501-VCQ506). Facts come from the
// declared cluster's GPU pools (internal/cluster) and the model table (internal/gpu).

// poolWhole is what one pool offers as nvidia.com/gpu to a quota: whole
// usable GPUs (mixed and none: the MIG-disabled ones; single: MIG devices).
// relevant says whether MIG changes the pool's nvidia.com/gpu at all;
// invalid marks a single-strategy layout the device plugin refuses (VCQ504).
func poolWhole(p *cluster.Pool) (n int64, relevant, invalid bool) {
	alloc, hasAlloc := p.Allocatable[gpu.GPUResource]
	g := p.GPU
	if g == nil {
		return alloc.Value(), false, false
	}
	e, known := g.Exposure()
	if !known {
		// The layout is unknown: the Node allocatable decides. MIG is
		// in play when a mixed pool advertises MIG resources, or the
		// single strategy's product label carries a MIG profile.
		relevant = g.Strategy == gpu.StrategySingle && strings.Contains(strings.ToUpper(g.Product), "-MIG-")
		for name := range p.Allocatable {
			if strings.HasPrefix(name, gpu.MIGResourcePrefix) && g.Strategy == gpu.StrategyMixed {
				relevant = true
			}
		}
		return alloc.Value(), relevant, false
	}
	enabled, _ := g.MIGEnabled()
	if len(e.Invalid) > 0 {
		return 0, true, true
	}
	replicas := int64(max(g.Replicas, 1))
	per := e.Resources[gpu.GPUResource] - int64(e.Unusable)*replicas
	n = per * int64(p.Nodes)
	if hasAlloc && alloc.Value() < n {
		n = alloc.Value()
	}
	return n, enabled > 0, false
}

// wholeInfo is the cluster's nvidia.com/gpu as MIG leaves it.
type wholeInfo struct {
	total   int64
	invalid bool
}

// wholeGPUs sums poolWhole over the pools; relevant is false when no pool's
// nvidia.com/gpu is changed by MIG (then a GPU quota above the cluster is
// plain VCQ402).
func wholeGPUs(cl *cluster.Cluster) (wholeInfo, bool) {
	var w wholeInfo
	relevant := false
	for _, p := range cl.Pools {
		n, r, inv := poolWhole(p)
		w.total += n
		relevant = relevant || r
		w.invalid = w.invalid || inv
	}
	return w, relevant
}

// describeMIGPools describes the GPU pools for messages.
func describeMIGPools(cl *cluster.Cluster) string {
	var parts []string
	for _, p := range cl.Pools {
		if p.GPU != nil {
			parts = append(parts, p.Describe())
		}
	}
	return strings.Join(parts, "; ")
}

var gpuQuotaExceedsWholeGPUs = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ501", Name: "gpu-quota-exceeds-whole-gpus", Severity: finding.Error,
		Needs:   rule.NeedsGPU,
		Summary: "a quota on nvidia.com/gpu exceeds the whole GPUs left after MIG partitioning",
		Doc: `Fires when a queue's capability, deserved or guarantee on nvidia.com/gpu is
larger than what the cluster's GPU pools offer as nvidia.com/gpu once MIG is
taken into account, and MIG does change that number in some pool.

What the NVIDIA device plugin advertises (k8s-device-plugin
internal/rm/device_map.go, internal/lm/mig-strategy.go):
- mixed: nvidia.com/gpu counts only MIG-disabled GPUs; a partitioned GPU
  becomes nvidia.com/mig-<profile> devices. 8 GPUs with 4 partitioned as
  1g.10gb×7 advertise nvidia.com/gpu 4 and nvidia.com/mig-1g.10gb 28.
- single: nvidia.com/gpu counts MIG devices (8 × 1g.10gb×7 = 56).
- none: every GPU is advertised, but a pod given a MIG-enabled GPU sees no
  usable device, so only the MIG-disabled ones count here.
Time-slicing replicas multiply the counts.

Volcano: a guarantee or deserved share above that can never be served; a
capability above it promises GPUs that do not exist, and under hierarchical
capacity with root at the cluster total (before 1.14.2) it fails the
hierarchy check for the whole tree (VCQ207, seed 001 §2.2: "after MIG
partitioning, the whole-GPU resource shrinks, and a queue quota of 8 cards
triggers the scheduling problem").

Needs GPU facts: node pools with a model, MIG strategy and layout in the
config file, or Node manifests with NVIDIA GPU feature discovery labels. A
single-strategy layout the plugin refuses is VCQ504 instead. Fix: quota MIG
devices as nvidia.com/mig-<profile> (mixed), lower the nvidia.com/gpu quota,
or change the MIG layout.`,
	},
	Check: func(c *rule.Context) {
		cl := c.Cluster
		w, relevant := wholeGPUs(cl)
		if !relevant || w.invalid {
			return
		}
		limit := *resource.NewQuantity(w.total, resource.DecimalSI)
		for _, q := range definedQueues(c.Model) {
			if q.Name == model.RootQueue {
				continue
			}
			for _, f := range clusterQuotas {
				v, ok := f.list(q)[gpu.GPUResource]
				if !ok || v.Cmp(limit) <= 0 {
					continue
				}
				c.Report(q.Obj, keyPos(q.Obj, f.path, gpu.GPUResource),
					"queue %s %s nvidia.com/gpu %s > %d whole GPUs (%s)%s",
					q.Name, f.field, resources.Format(v), w.total, describeMIGPools(cl), wholeGPUAdvice(cl))
			}
		}
	},
}

// wholeGPUAdvice says where the missing GPUs went, per strategy in use.
func wholeGPUAdvice(cl *cluster.Cluster) string {
	var out []string
	for _, p := range cl.Pools {
		g := p.GPU
		if g == nil {
			continue
		}
		e, ok := g.Exposure()
		if !ok {
			continue
		}
		switch g.Strategy {
		case gpu.StrategyMixed:
			var migs []string
			for _, name := range sortedKeys64(e.Resources) {
				if strings.HasPrefix(name, gpu.MIGResourcePrefix) {
					migs = append(migs, fmt.Sprintf("%s %d", name, e.Resources[name]*int64(p.Nodes)))
				}
			}
			if len(migs) > 0 {
				out = append(out, "the partitioned GPUs are advertised as "+strings.Join(migs, ", ")+": quota those instead")
			}
		case gpu.StrategyNone:
			if e.Unusable > 0 {
				out = append(out, fmt.Sprintf("strategy none advertises all %d GPUs of a node of pool %s as nvidia.com/gpu, but a pod given one of the %d MIG-enabled ones cannot use it", g.PerNode, p.Name, e.Unusable))
			}
		case gpu.StrategySingle:
			out = append(out, "under strategy single nvidia.com/gpu counts MIG devices")
		}
	}
	if len(out) == 0 {
		return ""
	}
	return "; " + strings.Join(out, "; ")
}

func sortedKeys64(m map[string]int64) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// migQuota is one nvidia.com/mig-* entry of a queue quota.
type migQuota struct {
	q     *model.Queue
	f     clusterQuota
	name  string
	value resource.Quantity
}

// migQuotas lists the nvidia.com/mig-* quotas of every queue, once per
// model for the rules that read them (model.Memo; callers only read it).
func migQuotas(m *model.Model) []migQuota {
	return m.Memo(migQuotasKey{}, func() any { return listMIGQuotas(m) }).([]migQuota)
}

type migQuotasKey struct{}

func listMIGQuotas(m *model.Model) []migQuota {
	var out []migQuota
	for _, q := range definedQueues(m) {
		if q.Name == model.RootQueue {
			continue
		}
		for _, f := range clusterQuotas {
			l := f.list(q)
			for _, name := range namesWhere(l, func(name string) bool { return strings.HasPrefix(name, gpu.MIGResourcePrefix) }) {
				out = append(out, migQuota{q, f, name, l[name]})
			}
		}
	}
	return out
}

// namesWhere returns the names of l that keep, in name order: most lists
// have none a rule looks for, and sorting every list's names would cost
// more than the rest of the rule.
func namesWhere(l resources.List, keep func(string) bool) []string {
	var names []string
	for name := range l {
		if keep(name) {
			names = append(names, name)
		}
	}
	resources.SortNames(names)
	return names
}

// knownModels are the distinct models of the GPU pools.
func knownModels(cl *cluster.Cluster) []*gpu.Model {
	var out []*gpu.Model
	seen := map[*gpu.Model]bool{}
	for _, p := range cl.Pools {
		if p.GPU != nil && p.GPU.Model != nil && !seen[p.GPU.Model] {
			seen[p.GPU.Model] = true
			out = append(out, p.GPU.Model)
		}
	}
	return out
}

// migProfileProblem says why a MIG resource name cannot exist on the
// cluster's GPU models; "" when some model has it.
func migProfileProblem(cl *cluster.Cluster, name string) string {
	p, _, err := gpu.ProfileFromResource(name)
	if err != nil {
		return err.Error()
	}
	if p.C != p.G {
		return fmt.Sprintf("%s is a compute-instance profile, which the device plugin does not advertise (only profiles whose compute and GPU slices match)", p)
	}
	models := knownModels(cl)
	if len(models) == 0 {
		return ""
	}
	var ids []string
	for _, m := range models {
		if _, ok := m.Profile(p); ok {
			return ""
		}
		ids = append(ids, fmt.Sprintf("%s has %s", m.ID, strings.Join(m.ProfileNames(), ", ")))
	}
	return fmt.Sprintf("profile %s does not exist on the cluster's GPUs (%s)", p, strings.Join(ids, "; "))
}

var unknownMIGProfile = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ502", Name: "unknown-mig-profile", Severity: finding.Error,
		Needs:   rule.NeedsGPU,
		Summary: "a quota names a nvidia.com/mig-<profile> that the cluster's GPU models do not have",
		Doc: `Fires when a queue's capability, deserved or guarantee names
nvidia.com/mig-<profile> and the profile does not exist on any GPU model of
the declared cluster, when the name is written with + instead of . (the
device plugin advertises 1g.10gb+me as nvidia.com/mig-1g.10gb.me), or when it
is a compute-instance profile (1c.2g.10gb), which is never advertised.

MIG profile names depend on the model (NVIDIA mig-parted
deployments/systemd/config-default.yaml; the MIG user guide): 1g.10gb is the
small 1g slice (×7) of an A100-80GB or H100-80GB but the double-memory 1g
(×4) of an A100-40GB; an H100 NVL has 1g.12gb, an H200 1g.18gb, a B200
1g.23gb. vcqlint's model table (internal/gpu/models.go) lists every model's
profiles; the message names the profiles of the cluster's models.

Volcano: a quota on a resource no node advertises limits nothing, and jobs
asking for it stay Pending. Needs GPU facts with a known model. Fix: use the
profile name of your GPU model.`,
	},
	Check: func(c *rule.Context) {
		for _, mq := range migQuotas(c.Model) {
			if why := migProfileProblem(c.Cluster, mq.name); why != "" {
				c.Report(mq.q.Obj, keyPos(mq.q.Obj, mq.f.path, mq.name), "queue %s %s names %s: %s",
					mq.q.Name, mq.f.field, mq.name, why)
			}
		}
	},
}

// mixedPools are the GPU pools whose strategy advertises MIG resources.
func mixedPools(cl *cluster.Cluster) []*cluster.Pool {
	var out []*cluster.Pool
	for _, p := range cl.Pools {
		if p.GPU != nil && p.GPU.Strategy == gpu.StrategyMixed {
			out = append(out, p)
		}
	}
	return out
}

var migStrategyMismatch = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ504", Name: "mig-strategy-mismatch", Severity: finding.Error,
		Needs:   rule.NeedsGPU,
		Summary: "MIG quotas without the mixed strategy, or a single-strategy layout the device plugin refuses",
		Doc: `Fires in two cases.

1. A queue quota names nvidia.com/mig-<profile> but no GPU pool of the
   declared cluster runs the mixed strategy: under none and single the
   device plugin advertises no nvidia.com/mig-* resource at all (single
   advertises MIG devices as nvidia.com/gpu).
2. A pool runs the single strategy with a MIG layout the plugin refuses:
   MIG-enabled and MIG-disabled GPUs on one node ("all devices on the node
   must be configured with the same migEnabled value"), more than one MIG
   profile (all-balanced, or seed 001's half-partitioned node), or a
   MIG-enabled GPU without devices.

k8s-device-plugin internal/rm/device_map.go and internal/lm/mig-strategy.go:
with an invalid single layout the plugin fails on the node, and GPU feature
discovery labels it nvidia.com/gpu.product=<model>-MIG-INVALID with
nvidia.com/gpu.count=0: the node advertises no GPU, and every GPU quota of
the queues is unusable there. The GPU operator documentation: "mig.strategy
should be set to mixed when MIG mode is not enabled on all GPUs on a node".

Needs GPU facts. Fix: use the mixed strategy for partly partitioned nodes or
several profiles, or a uniform all-<profile> layout with single.`,
	},
	Check: func(c *rule.Context) {
		cl := c.Cluster
		for _, p := range cl.Pools {
			g := p.GPU
			if g == nil || g.Strategy != gpu.StrategySingle {
				continue
			}
			e, ok := g.Exposure()
			if !ok || len(e.Invalid) == 0 {
				continue
			}
			obj, _ := p.At()
			if obj == nil {
				continue
			}
			// Single is never the default: it comes from the configuration
			// file's migStrategy or a Node's nvidia.com/mig.strategy label,
			// and StrategyPath names either.
			path := g.StrategyPath
			label := g.Product
			if i := strings.Index(strings.ToUpper(label), "-MIG-"); i >= 0 {
				label = label[:i]
			}
			c.Report(obj, obj.Pos(path...),
				"the MIG strategy single cannot run %s (%s): %s; the device plugin refuses the nodes, GPU feature discovery labels them nvidia.com/gpu.product=%s-MIG-INVALID with nvidia.com/gpu.count=0, and they advertise no GPU at all (use strategy mixed)",
				layoutName(g), p.Describe(), strings.Join(e.Invalid, "; "), label)
		}
		if len(mixedPools(cl)) > 0 {
			return
		}
		var strategies []string
		for _, p := range cl.Pools {
			if p.GPU != nil {
				strategies = append(strategies, fmt.Sprintf("pool %s: %s", p.Name, p.GPU.Strategy))
			}
		}
		for _, mq := range migQuotas(c.Model) {
			if _, _, err := gpu.ProfileFromResource(mq.name); err != nil {
				continue // VCQ502
			}
			c.Report(mq.q.Obj, keyPos(mq.q.Obj, mq.f.path, mq.name),
				"queue %s %s names %s, but no GPU pool runs the MIG strategy mixed (%s): only mixed advertises nvidia.com/mig-* resources (single advertises MIG devices as nvidia.com/gpu)",
				mq.q.Name, mq.f.field, mq.name, strings.Join(strategies, ", "))
		}
	},
}

func layoutName(g *cluster.GPU) string {
	switch {
	case g.Layout == nil:
		return "no MIG layout"
	case g.Layout.Name != "":
		return "MIG configuration " + g.Layout.Name
	}
	return "the MIG layout of " + g.Layout.Where
}

var migQuotaExceedsDevices = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ505", Name: "mig-quota-exceeds-devices", Severity: finding.Error,
		Needs:   rule.NeedsGPU,
		Summary: "a quota on a MIG profile exceeds the MIG devices the layouts create",
		Doc: `Fires when a queue's capability, deserved or guarantee on
nvidia.com/mig-<profile> is larger than the number of such MIG devices the
cluster advertises: the sum over the mixed-strategy pools of MIG devices per
GPU × partitioned GPUs × nodes (× time-slicing replicas), or the Node
manifests' allocatable.

mig-parted applies each layout entry to the GPUs it selects (devices: all or
a list of indexes, device-filter by PCI ID); under the mixed strategy the
device plugin advertises each profile as its own resource
(k8s-device-plugin internal/rm/rm.go). A quota above that count can never be
served: guarantees starve the other queues, and jobs sized for it stay
Pending.

Needs GPU facts. Unknown profiles are VCQ502 and clusters without the mixed
strategy VCQ504. Fix: lower the quota, or partition more GPUs with this profile.`,
	},
	Check: func(c *rule.Context) {
		cl := c.Cluster
		if len(mixedPools(cl)) == 0 {
			return
		}
		for _, mq := range migQuotas(c.Model) {
			if migProfileProblem(cl, mq.name) != "" {
				continue
			}
			have := cl.Allocatable[mq.name]
			if mq.value.Cmp(have) <= 0 {
				continue
			}
			c.Report(mq.q.Obj, keyPos(mq.q.Obj, mq.f.path, mq.name),
				"queue %s %s %s %s > %s MIG devices (%s)",
				mq.q.Name, mq.f.field, mq.name, resources.Format(mq.value), resources.Format(have), migDeviceOrigin(cl, mq.name))
		}
	},
}

// migDeviceOrigin explains where the devices of a MIG resource come from.
func migDeviceOrigin(cl *cluster.Cluster, name string) string {
	var parts []string
	for _, p := range mixedPools(cl) {
		n := p.Allocatable[name]
		parts = append(parts, fmt.Sprintf("%s, advertising %s", p.Describe(), resources.Format(n)))
	}
	if o := cl.Origin[name]; o != "" && o != cl.Pools[0].Source {
		parts = append(parts, "total from "+o)
	}
	return strings.Join(parts, "; ")
}

var migLayoutInvalid = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ503", Name: "mig-layout-invalid", Severity: finding.Error,
		Summary: "a MIG layout cannot be created on its GPU model, or is not a valid mig-parted configuration",
		Doc: `Fires on a per-GPU MIG layout that the GPU cannot hold, and on a mig-parted
configuration the MIG manager would reject.

A layout is checked against its GPU model (internal/gpu/models.go): every
profile must exist on the model; a profile may not exceed its instance limit
(1g ×7, double-memory 1g ×4, 2g ×3, 3g ×2, 4g and 7g ×1 on A100/H100-class
GPUs; A30 1g ×4, 2g ×2, 4g ×1); at most one instance may take the media
engines (+me); the compute slices (7, A30 4) and memory slices (8, A30 4) must
fit; and a non-overlapping placement must exist in the NVML placement table
(a 1g never uses memory slice 7, a 3g starts at 0 or 4, a 4g at 0). Example:
on an A100-40GB 4g.20gb + 3g.20gb is valid, 2 × 4g.20gb and 2 × 3g.20gb +
1g.5gb are not.

The model comes from the pool using the layout (its GPU product label or the
config file's model) or from the entry's device-filter PCI IDs, so a
mig-parted ConfigMap is checked even without a declared cluster. mig-parted's
format rules (api/spec/v1/spec.go) are checked too: version v1, known
fields, devices and mig-enabled present, mig-devices present when MIG is
enabled and absent when it is not, well-formed profile names, non-negative
counts, not all zero. A migConfig name the config file gives that neither a
ConfigMap of the input nor mig-parted's defaults define fires as well.

What happens: nvidia-mig-parted fails to apply the configuration, the MIG
manager labels the node nvidia.com/mig.config.state=failed, and the GPUs keep
their previous layout, so the queues' MIG quotas no longer match the
cluster. Fix: pick a layout from the placement table (nvidia-smi mig -lgipp
lists it per GPU).`,
	},
	Check: checkMIGLayouts,
}

// checkMIGLayouts has three jobs: the format of the input's mig-parted files
// (and their layouts, by device-filter), the problems of the declared
// cluster's GPU specs, and the layouts the declared pools use.
func checkMIGLayouts(c *rule.Context) {
	files := cluster.ReadMIGConfigs(c.Model)
	if c.Cluster != nil {
		files = c.Cluster.MIGConfigs
	}
	lc := &layoutChecker{c: c, done: map[checkedLayout]bool{}}
	for _, f := range files {
		lc.file(f)
	}
	if c.Cluster == nil {
		return
	}
	for _, s := range c.Cluster.Specs {
		for _, p := range s.Problems {
			if s.Obj != nil {
				c.Report(s.Obj, p.Pos, "%s", p.Msg)
			}
		}
	}
	for _, p := range c.Cluster.Pools {
		lc.pool(p)
	}
}

// checkedLayout is one layout entry checked against one GPU model.
type checkedLayout struct {
	entry *yaml.Node
	model string
}

// layoutChecker reports each layout entry once per GPU model.
type layoutChecker struct {
	c    *rule.Context
	done map[checkedLayout]bool
}

// file reports a mig-parted file's format problems and checks each entry
// against the models its device-filter names.
func (lc *layoutChecker) file(f *cluster.MIGConfigFile) {
	for _, p := range f.Problems {
		lc.c.Report(f.Obj, nodePosOr(f.Obj, p.Node), "mig-parted configuration in %s: %s; nvidia-mig-parted rejects the file", f.Obj.ID(), p.Msg)
	}
	for _, l := range f.Configs {
		for k := range l.Entries {
			e := &l.Entries[k]
			for _, id := range e.DeviceFilter {
				for _, m := range gpu.Default().ByDeviceID(id) {
					lc.check(f.Obj, e, m, fmt.Sprintf("%s on %s (device-filter %s)", l.Name, m.ID, id))
				}
			}
		}
	}
}

// pool checks the entries of a pool's (non-default) layout that apply to
// its GPUs against the pool's model.
func (lc *layoutChecker) pool(p *cluster.Pool) {
	g := p.GPU
	if g == nil || g.Model == nil || g.Layout == nil || g.Layout.Builtin || g.PerNode <= 0 {
		return
	}
	_, from := g.Layout.States(g.Model, g.PerNode)
	for _, e := range from {
		if e != nil {
			name := g.Layout.Name
			if name == "" {
				name = "of pool " + p.Name
			}
			lc.check(g.Layout.Obj, e, g.Model, fmt.Sprintf("%s on %s (pool %s)", name, g.Model.ID, p.Name))
		}
	}
}

// check reports one finding per entry, at the first profile at fault (or
// the entry when the layout as a whole is).
func (lc *layoutChecker) check(obj *manifest.Object, e *cluster.Entry, m *gpu.Model, context string) {
	key := checkedLayout{e.Node, m.ID}
	// obj is the file or section of every layout checked; a built-in
	// layout's entries have no node (pool skips them).
	if e.Node == nil || !e.Enabled || lc.done[key] {
		return
	}
	lc.done[key] = true
	vs := m.Check(e.Counts)
	if len(vs) == 0 {
		return
	}
	at := e.Node
	msgs := make([]string, len(vs))
	for i, v := range vs {
		msgs[i] = v.Msg
		// The parser keeps one key per count, so CountKeys has Index.
		if at == e.Node && v.Index >= 0 {
			at = e.CountKeys[v.Index]
		}
	}
	lc.c.Report(obj, obj.NodePos(at), "MIG layout %s (%s): %s", context, describeLayout(e), strings.Join(msgs, "; "))
}

func nodePosOr(obj *manifest.Object, n *yaml.Node) finding.Position {
	if n == nil || n.Line == 0 {
		return obj.Start()
	}
	return obj.NodePos(n)
}

func describeLayout(e *cluster.Entry) string {
	parts := make([]string, 0, len(e.Counts))
	for _, c := range e.Counts {
		parts = append(parts, fmt.Sprintf("%d × %s", c.N, c.Profile))
	}
	devices := "all GPUs"
	if !e.AllDevices {
		ds := make([]string, len(e.Devices))
		for i, d := range e.Devices {
			ds[i] = strconv.Itoa(d)
		}
		devices = "GPUs " + strings.Join(ds, ",")
	}
	return devices + ": " + strings.Join(parts, " + ")
}

// vGPU resources (Volcano's vgpu device plugin and HAMi) whose value is a
// percentage of one card in a container's request.
var perCardPercent = map[string]string{
	"volcano.sh/vgpu-cores":             "a share of one card's cores in percent (100 = the whole card)",
	"volcano.sh/vgpu-memory-percentage": "a share of one card's memory in percent",
	"nvidia.com/gpucores":               "HAMi: a share of one card's cores in percent (100 = the whole card)",
	"nvidia.com/gpumem-percentage":      "HAMi: a share of one card's memory in percent",
}

// vgpuEnabled reports whether some scheduler configuration of the input
// enables deviceshare.VGPUEnable, and whether the input has any valid
// configuration to tell.
func vgpuEnabled(m *model.Model) (enabled, known bool) {
	for _, sc := range m.Configs {
		if sc.Conf == nil {
			continue
		}
		known = true
		for _, p := range sc.Conf.Plugins {
			if p.Name != "deviceshare" || p.Arguments == nil {
				continue
			}
			for k, v := range yamlpos.Pairs(p.Arguments) {
				if k.Value == "deviceshare.VGPUEnable" {
					if b, ok := decode.Bool(v); ok && b {
						enabled = true
					}
				}
			}
		}
	}
	return enabled, known
}

var vgpuUnits = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ506", Name: "vgpu-units", Severity: finding.Error,
		Summary: "vGPU resources with per-card percentages above 100, or vGPU quotas while VGPUEnable is off",
		Doc: `Fires when a Job's container asks for volcano.sh/vgpu-cores or
volcano.sh/vgpu-memory-percentage (or HAMi's nvidia.com/gpucores and
nvidia.com/gpumem-percentage) above 100, and when a queue quota names a
volcano.sh/vgpu-* resource while the input's scheduler configuration does not
enable deviceshare.VGPUEnable.

Units (volcano-sh/volcano pkg/scheduler/api/devices/config/vgpu.go,
docs/user-guide/how_to_use_volcano_vgpu.md; HAMi charts/hami/values.yaml):
vgpu-cores is a percentage of one card (used + requested <= 100, 100 means
exclusive), vgpu-memory-percentage is 0-100 of one card, vgpu-memory is MiB
per card. A request above 100 can never fit any card, so the pod stays
Pending; HAMi's webhook rejects a gpumem-percentage outside 0-100.

Without deviceshare.VGPUEnable the scheduler does not account vGPU devices at
all, so a vGPU quota limits nothing (and queue usage of vGPU memory and cores
is the per-card sum after allocation, not the raw request). Only checked when
the input holds a scheduler configuration. Fix: express per-card shares as
percentages up to 100, and enable deviceshare.VGPUEnable (not together with
GPUSharingEnable or GPUNumberEnable, VCQ110).`,
	},
	Check: func(c *rule.Context) {
		for _, j := range c.Model.Jobs {
			for ti, t := range j.Spec.Spec.Tasks {
				for _, kind := range []string{"initContainers", "containers"} {
					cs := t.Template.Spec.Containers
					if kind == "initContainers" {
						cs = t.Template.Spec.InitContainers
					}
					for ci, ctr := range cs {
						for _, list := range []struct {
							name string
							l    resources.List
						}{{"requests", ctr.Resources.Requests}, {"limits", ctr.Resources.Limits}} {
							for _, name := range namesWhere(list.l, func(name string) bool { _, ok := perCardPercent[name]; return ok }) {
								what := perCardPercent[name]
								v := list.l[name]
								if v.Sign() >= 0 && v.Cmp(*resource.NewQuantity(100, resource.DecimalSI)) <= 0 {
									continue
								}
								path := []string{"spec", "tasks", strconv.Itoa(ti), "template", "spec", kind, strconv.Itoa(ci), "resources", list.name, name}
								c.Report(j.Obj, j.Obj.Pos(path...),
									"job %s task %s container %s %s %s = %s, but it is %s, between 0 and 100: no card can hold it, so the pod stays Pending",
									j.Obj.Name, t.Name, ctr.Name, list.name, name, resources.Format(v), what)
							}
						}
					}
				}
			}
		}
		enabled, known := vgpuEnabled(c.Model)
		if enabled || !known {
			return
		}
		for _, q := range definedQueues(c.Model) {
			for _, f := range clusterQuotas {
				for _, name := range namesWhere(f.list(q), func(name string) bool { return strings.HasPrefix(name, "volcano.sh/vgpu-") }) {
					c.Report(q.Obj, keyPos(q.Obj, f.path, name),
						"queue %s %s names %s, but no scheduler configuration of the input enables deviceshare.VGPUEnable: the scheduler does not account vGPU devices, so the quota limits nothing",
						q.Name, f.field, name)
				}
			}
		}
	},
}
