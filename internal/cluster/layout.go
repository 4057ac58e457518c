package cluster

import (
	"fmt"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/gpu"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
)

// NodeProblem is a problem with a declaration, at the node it concerns.
type NodeProblem struct {
	Node *yaml.Node
	Msg  string
}

// Entry is one item of a mig-parted layout (api/spec/v1 MigConfigSpec),
// as the loader decodes it: the GPUs it selects and the MIG state it gives
// them.
type Entry = api.MIGEntry

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
// ConfigMap data value with `mig-configs`, as the loader decoded it
// (api/spec/v1 Spec.UnmarshalJSON's reading).
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
		mp, ok := o.Typed.(*api.MIGParted)
		if !ok {
			continue // text that merely mentions mig-configs is not a mig-parted file
		}
		path := "data." + f.Key
		for _, p := range mp.Problems {
			f.Problems = append(f.Problems, NodeProblem{Node: p.Node, Msg: path + p.At + ": " + p.Msg})
		}
		for _, c := range mp.Configs {
			f.Configs = append(f.Configs, &Layout{Name: c.Name, Entries: c.Entries, Obj: f.Obj,
				Where: fmt.Sprintf("%s data.%s", f.Obj.ID(), f.Key)})
		}
		out = append(out, f)
	}
	return out
}

// layoutProblems are a layout's decoding problems, at where (the
// layout's place in messages).
func layoutProblems(ps []api.LayoutProblem, where string) []NodeProblem {
	out := make([]NodeProblem, len(ps))
	for i, p := range ps {
		out[i] = NodeProblem{Node: p.Node, Msg: where + p.At + ": " + p.Msg}
	}
	return out
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
