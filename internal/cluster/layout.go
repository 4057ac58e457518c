package cluster

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/gpu"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
)

// NodeProblem is a problem with a declaration, at the node it concerns.
type NodeProblem struct {
	Node *yaml.Node
	Msg  string
}

// Entry is one item of a mig-parted layout (api/spec/v1 MigConfigSpec):
// the GPUs it selects and the MIG state it gives them.
type Entry struct {
	// DeviceFilter limits the entry to GPUs with these PCI IDs; empty
	// means every GPU.
	DeviceFilter []string
	// AllDevices is `devices: all`; otherwise Devices lists GPU indexes.
	AllDevices bool
	Devices    []int
	Enabled    bool
	Counts     []gpu.Count
	// Node is the entry's mapping; CountKeys[i] is the key node of Counts[i].
	Node      *yaml.Node
	CountKeys []*yaml.Node
}

// Selects reports whether the entry applies to GPU index i of model m.
// A device filter that names no model vcqlint knows selects nothing.
func (e *Entry) Selects(m *gpu.Model, i int) bool {
	if len(e.DeviceFilter) > 0 {
		match := false
		for _, id := range e.DeviceFilter {
			if m != nil && m.MatchesDevice(id) {
				match = true
			}
		}
		if !match {
			return false
		}
	}
	if e.AllDevices {
		return true
	}
	for _, d := range e.Devices {
		if d == i {
			return true
		}
	}
	return false
}

// Layout is a named MIG configuration: a mig-parted `mig-configs` entry, a
// name from mig-parted's default configuration, or a layout written inline
// in the config file.
type Layout struct {
	// Name is the configuration name (the nvidia.com/mig.config label's
	// value); "" for an inline layout.
	Name    string
	Entries []Entry
	// Obj is the object the layout is written in: the ConfigMap holding
	// the mig-parted file, or the config file section; nil for a built-in.
	Obj *manifest.Object
	// Builtin is set for names of mig-parted's config-default.yaml, which
	// vcqlint derives from its model table.
	Builtin bool
	// Where describes the layout's origin for messages.
	Where string
}

// States applies the layout to the n GPUs of a node of model m the way
// mig-parted walks it (cmd/nvidia-mig-parted/assert WalkSelectedMigConfigForEachGPU):
// entries in order, each to the GPUs it selects, so a later entry wins.
// GPUs no entry selects keep MIG disabled. The second result is the entry
// that decided each GPU (nil when none did).
func (l *Layout) States(m *gpu.Model, n int) ([]gpu.State, []*Entry) {
	states := make([]gpu.State, n)
	from := make([]*Entry, n)
	for k := range l.Entries {
		e := &l.Entries[k]
		for i := 0; i < n; i++ {
			if e.Selects(m, i) {
				states[i] = gpu.State{Enabled: e.Enabled, Counts: e.Counts}
				from[i] = e
			}
		}
	}
	return states, from
}

// HighestDevice is the largest GPU index the layout names, or -1.
func (l *Layout) HighestDevice() int {
	hi := -1
	for _, e := range l.Entries {
		for _, d := range e.Devices {
			hi = max(hi, d)
		}
	}
	return hi
}

// builtinLayout derives a mig-parted default configuration for a model.
func builtinLayout(m *gpu.Model, name string) (*Layout, bool) {
	enabled, counts, ok := m.BuiltinConfig(name)
	if !ok {
		return nil, false
	}
	return &Layout{Name: name, Builtin: true, Where: "mig-parted's default configuration",
		Entries: []Entry{{AllDevices: true, Enabled: enabled, Counts: counts}}}, true
}

// parseEntries reads a mig-parted layout list. path names it in messages.
func parseEntries(n *yaml.Node, path string) ([]Entry, []NodeProblem) {
	n = resolve(n)
	if n == nil || n.Kind != yaml.SequenceNode {
		return nil, []NodeProblem{{n, fmt.Sprintf("%s: expected a list of {devices, mig-enabled, mig-devices} entries, got %s", path, decode.Describe(n))}}
	}
	if len(n.Content) == 0 {
		return nil, []NodeProblem{{n, fmt.Sprintf("%s: at least one entry is required (mig-parted rejects an empty list)", path)}}
	}
	var out []Entry
	var problems []NodeProblem
	for i, item := range n.Content {
		e, ps := parseEntry(resolve(item), fmt.Sprintf("%s[%d]", path, i))
		problems = append(problems, ps...)
		if e != nil {
			out = append(out, *e)
		}
	}
	return out, problems
}

// parseEntry follows MigConfigSpec.UnmarshalJSON: devices and mig-enabled
// are required, unknown fields are errors, mig-enabled true needs
// mig-devices and false forbids non-empty ones.
func parseEntry(n *yaml.Node, path string) (*Entry, []NodeProblem) {
	if n == nil || n.Kind != yaml.MappingNode {
		return nil, []NodeProblem{{n, fmt.Sprintf("%s: expected a mapping with devices, mig-enabled and mig-devices, got %s", path, decode.Describe(n))}}
	}
	p := &entryParser{e: &Entry{Node: n}, path: path}
	var haveDevices, haveEnabled bool
	var migDevices, migDevicesKey *yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], resolve(n.Content[i+1])
		switch k.Value {
		case "device-filter":
			p.deviceFilter(v)
		case "devices":
			haveDevices = true
			p.devices(v)
		case "mig-enabled":
			haveEnabled = true
			p.enabled(v)
		case "mig-devices":
			migDevices, migDevicesKey = v, k
			p.migDevices(v)
		default:
			p.bad(k, "%s: unknown field %q (mig-parted knows device-filter, devices, mig-enabled, mig-devices)", path, k.Value)
		}
	}
	if !haveDevices {
		p.bad(n, "%s: missing required field devices (`all` or a list of GPU indexes)", path)
	}
	if !haveEnabled {
		p.bad(n, "%s: missing required field mig-enabled", path)
	}
	p.consistent(migDevices, migDevicesKey)
	return p.e, p.problems
}

// entryParser collects one mig-parted entry and what is wrong with it.
type entryParser struct {
	e        *Entry
	path     string
	problems []NodeProblem
}

func (p *entryParser) bad(node *yaml.Node, format string, args ...any) {
	p.problems = append(p.problems, NodeProblem{node, fmt.Sprintf(format, args...)})
}

// deviceFilter reads one PCI device ID or a list of them.
func (p *entryParser) deviceFilter(v *yaml.Node) {
	switch {
	case v.Kind == yaml.ScalarNode && v.ShortTag() == "!!str":
		if v.Value != "" {
			p.e.DeviceFilter = []string{v.Value}
		}
	case v.Kind == yaml.SequenceNode:
		for _, d := range v.Content {
			if d = resolve(d); d.Kind != yaml.ScalarNode || d.ShortTag() != "!!str" {
				p.bad(d, "%s.device-filter: expected PCI device IDs such as \"0x20B010DE\", got %s", p.path, decode.Describe(d))
				continue
			}
			p.e.DeviceFilter = append(p.e.DeviceFilter, d.Value)
		}
	default:
		p.bad(v, "%s.device-filter: expected a PCI device ID or a list of them, got %s", p.path, decode.Describe(v))
	}
}

// devices reads `all` or a list of distinct GPU indexes.
func (p *entryParser) devices(v *yaml.Node) {
	switch {
	case v.Kind == yaml.ScalarNode && v.Value == "all" && v.ShortTag() == "!!str":
		p.e.AllDevices = true
	case v.Kind == yaml.SequenceNode:
		seen := map[int]bool{}
		for _, d := range v.Content {
			d = resolve(d)
			idx, err := strconv.Atoi(d.Value)
			if d.Kind != yaml.ScalarNode || d.ShortTag() != "!!int" || err != nil || idx < 0 {
				p.bad(d, "%s.devices: expected GPU indexes (0, 1, ...), got %s", p.path, decode.Describe(d))
				continue
			}
			if seen[idx] {
				p.bad(d, "%s.devices: GPU %d is listed twice", p.path, idx)
			}
			seen[idx] = true
			p.e.Devices = append(p.e.Devices, idx)
		}
	default:
		p.bad(v, "%s.devices: expected `all` or a list of GPU indexes, got %s", p.path, decode.Describe(v))
	}
}

// enabled reads mig-enabled, a YAML boolean.
func (p *entryParser) enabled(v *yaml.Node) {
	if v.Kind != yaml.ScalarNode || v.ShortTag() != "!!bool" {
		p.bad(v, "%s.mig-enabled: expected true or false, got %s", p.path, decode.Describe(v))
		return
	}
	p.e.Enabled = strings.EqualFold(v.Value, "true")
}

// migDevices reads the profile-to-count mapping (null is an empty one).
func (p *entryParser) migDevices(v *yaml.Node) {
	if v.Kind == yaml.ScalarNode && v.ShortTag() == "!!null" {
		return
	}
	if v.Kind != yaml.MappingNode {
		p.bad(v, "%s.mig-devices: expected a mapping of MIG profile to count, got %s", p.path, decode.Describe(v))
		return
	}
	for j := 0; j+1 < len(v.Content); j += 2 {
		pk, pv := v.Content[j], resolve(v.Content[j+1])
		prof, err := gpu.ParseProfile(pk.Value)
		if err != nil {
			p.bad(pk, "%s.mig-devices: %v", p.path, err)
			continue
		}
		cnt, err := strconv.Atoi(pv.Value)
		if pv.Kind != yaml.ScalarNode || pv.ShortTag() != "!!int" || err != nil {
			p.bad(pv, "%s.mig-devices.%s: expected a whole number of instances, got %s", p.path, pk.Value, decode.Describe(pv))
			continue
		}
		if cnt < 0 {
			p.bad(pv, "%s.mig-devices.%s: the count %d is negative", p.path, pk.Value, cnt)
			continue
		}
		p.e.Counts = append(p.e.Counts, gpu.Count{Profile: prof, N: cnt})
		p.e.CountKeys = append(p.e.CountKeys, pk)
	}
}

// consistent checks mig-enabled against mig-devices, as mig-parted does.
func (p *entryParser) consistent(migDevices, migDevicesKey *yaml.Node) {
	e := p.e
	switch {
	case e.Enabled && migDevices == nil:
		p.bad(e.Node, "%s: mig-enabled is true but mig-devices is missing (mig-parted rejects it; write `mig-devices: {}` for MIG mode without devices)", p.path)
	case !e.Enabled && len(e.Counts) > 0:
		p.bad(migDevicesKey, "%s: mig-devices are listed but mig-enabled is false (mig-parted rejects it)", p.path)
	case e.Enabled && len(e.Counts) > 0:
		total := 0
		for _, c := range e.Counts {
			total += c.N
		}
		if total == 0 {
			p.bad(migDevicesKey, "%s.mig-devices: every count is 0", p.path)
		}
	}
}

// MIGConfigFile is a mig-parted configuration found in a ConfigMap of the
// input, as the GPU operator's MIG manager reads it.
type MIGConfigFile struct {
	// Obj is the ConfigMap; Key its data key.
	Obj *manifest.Object
	Key string
	// Configs are the named layouts, in file order.
	Configs []*Layout
	// Problems are format errors mig-parted would reject the file for.
	Problems []NodeProblem
}

// Config returns the named layout.
func (f *MIGConfigFile) Config(name string) (*Layout, bool) {
	for _, l := range f.Configs {
		if l.Name == name {
			return l, true
		}
	}
	return nil, false
}

// ReadMIGConfigs finds the mig-parted configurations of the input: each
// ConfigMap data value with `mig-configs` (the loader keeps them with
// positions), parsed as api/spec/v1 Spec.UnmarshalJSON does.
func ReadMIGConfigs(m *model.Model) []*MIGConfigFile {
	var out []*MIGConfigFile
	for _, o := range m.Objects {
		if o.Kind != manifest.KindMIGConfig || o.Owner == nil {
			continue
		}
		f := &MIGConfigFile{Obj: o.Owner, Key: o.EmbeddedKey}
		if o.SyntaxErr != nil {
			f.Problems = append(f.Problems, NodeProblem{Node: &yaml.Node{Line: o.SyntaxErr.Line, Column: o.SyntaxErr.Column},
				Msg: fmt.Sprintf("data.%s: %s", o.EmbeddedKey, o.SyntaxMsg)})
			out = append(out, f)
			continue
		}
		// Text that merely mentions mig-configs is not a mig-parted file.
		if root := resolve(o.Root); root == nil || root.Kind != yaml.MappingNode || !hasKey(root, "mig-configs") {
			continue
		}
		out = append(out, f)
		f.read(o.Root)
	}
	return out
}

func (f *MIGConfigFile) read(root *yaml.Node) {
	path := "data." + f.Key
	bad := func(n *yaml.Node, format string, args ...any) {
		f.Problems = append(f.Problems, NodeProblem{n, fmt.Sprintf(format, args...)})
	}
	root = resolve(root)
	if root == nil || root.Kind != yaml.MappingNode {
		bad(root, "%s: expected a mig-parted configuration (version: v1, mig-configs: ...), got %s", path, decode.Describe(root))
		return
	}
	var version, configs *yaml.Node
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], resolve(root.Content[i+1])
		switch k.Value {
		case "version":
			version = v
		case "mig-configs":
			configs = v
		default:
			bad(k, "%s: unknown field %q (mig-parted knows version and mig-configs)", path, k.Value)
		}
	}
	switch {
	case version == nil:
		bad(root, "%s: missing version (mig-parted requires `version: v1`)", path)
	case version.Value != "v1":
		bad(version, "%s.version: %q is not v1, the only version mig-parted accepts", path, version.Value)
	}
	if configs == nil {
		return
	}
	if configs.Kind != yaml.MappingNode || len(configs.Content) == 0 {
		bad(configs, "%s.mig-configs: expected a mapping of configuration names to layouts with at least one entry, got %s", path, decode.Describe(configs))
		return
	}
	for i := 0; i+1 < len(configs.Content); i += 2 {
		k, v := configs.Content[i], configs.Content[i+1]
		entries, ps := parseEntries(v, fmt.Sprintf("%s.mig-configs.%s", path, k.Value))
		f.Problems = append(f.Problems, ps...)
		f.Configs = append(f.Configs, &Layout{Name: k.Value, Entries: entries, Obj: f.Obj,
			Where: fmt.Sprintf("%s data.%s", f.Obj.ID(), f.Key)})
	}
}

func hasKey(m *yaml.Node, key string) bool {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return true
		}
	}
	return false
}

func resolve(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 100; i++ {
		n = n.Alias
	}
	return n
}

// describeCounts renders a per-GPU layout: "1g.10gb×7" or "2×1g.5gb + 2g.10gb".
func describeCounts(cs []gpu.Count) string {
	if len(cs) == 0 {
		return "no MIG devices"
	}
	parts := make([]string, 0, len(cs))
	for _, c := range cs {
		parts = append(parts, fmt.Sprintf("%s×%d", c.Profile, c.N))
	}
	sort.Strings(parts)
	return strings.Join(parts, " + ")
}
