package loader

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/gpu"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// This file decodes the declarations of a cluster (the configuration's
// cluster section, the GPU operator's mig-parted files) into their api
// types, so that internal/cluster reads them decoded, as rules read
// Queues: it checks what they say, never how they are written.

// ClusterSection decodes the value node of a configuration's cluster
// section (file names the configuration): an object of kind
// manifest.KindClusterConfig whose Typed is the *api.ClusterSection and
// whose tree the section is, so that findings and problems point into it.
// A null or absent section declares nothing: nil.
func ClusterSection(file string, n *yaml.Node) *manifest.Object {
	n = yamlpos.Deref(n)
	if n == nil || (n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null") {
		return nil
	}
	sec := &api.ClusterSection{}
	obj := &manifest.Object{Kind: manifest.KindClusterConfig, Name: "cluster", File: file, Root: n, Typed: sec}
	obj.Problems = decode.Into(n, sec)
	sec.Problems = sectionProblems(obj.Problems)
	for i := range sec.NodePools {
		p := &sec.NodePools[i]
		if p.MIGLayout.Node != nil {
			p.Layout, p.LayoutProblems = DecodeMIGLayout(p.MIGLayout.Node)
			p.LayoutSet = true
		}
	}
	return obj
}

// sectionProblems are the decoding problems of a cluster section as its
// messages say them: "cluster: unknown key ..." or "cluster.FIELD: ...".
func sectionProblems(ps []decode.Problem) []api.LayoutProblem {
	var out []api.LayoutProblem
	for _, dp := range ps {
		if dp.Kind == decode.UnknownField {
			parent := "cluster"
			if i := strings.LastIndexByte(dp.Path, '.'); i >= 0 {
				parent += "." + dp.Path[:i]
			}
			known := append([]string(nil), dp.Known...)
			sort.Strings(known)
			out = append(out, api.LayoutProblem{Node: dp.Node, Msg: fmt.Sprintf("%s: unknown key %q (known: %s)", parent, dp.Node.Value, strings.Join(known, ", "))})
			continue
		}
		out = append(out, api.LayoutProblem{Node: dp.Node, Msg: "cluster." + dp.Msg})
	}
	return out
}

// decodeMIGParted decodes a mig-parted file (version and mig-configs, as
// api/spec/v1 Spec.UnmarshalJSON reads it); nil when root is no mapping
// with mig-configs: text that merely mentions them is not such a file.
func decodeMIGParted(root *yaml.Node) *api.MIGParted {
	root = yamlpos.Deref(root)
	if root == nil || root.Kind != yaml.MappingNode || !hasKey(root, "mig-configs") {
		return nil
	}
	out := &api.MIGParted{}
	bad := func(n *yaml.Node, at, format string, args ...any) {
		out.Problems = append(out.Problems, api.LayoutProblem{Node: n, At: at, Msg: fmt.Sprintf(format, args...)})
	}
	var version, configs *yaml.Node
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], yamlpos.Deref(root.Content[i+1])
		switch k.Value {
		case "version":
			version = v
		case "mig-configs":
			configs = v
		default:
			bad(k, "", "unknown field %q (mig-parted knows version and mig-configs)", k.Value)
		}
	}
	switch {
	case version == nil:
		bad(root, "", "missing version (mig-parted requires `version: v1`)")
	case version.Value != "v1":
		bad(version, ".version", "%q is not v1, the only version mig-parted accepts", version.Value)
	}
	if configs.Kind != yaml.MappingNode || len(configs.Content) == 0 {
		bad(configs, ".mig-configs", "expected a mapping of configuration names to layouts with at least one entry, got %s", decode.Describe(configs))
		return out
	}
	for i := 0; i+1 < len(configs.Content); i += 2 {
		k, v := configs.Content[i], configs.Content[i+1]
		entries, ps := DecodeMIGLayout(v)
		for _, p := range ps {
			p.At = ".mig-configs." + k.Value + p.At
			out.Problems = append(out.Problems, p)
		}
		out.Configs = append(out.Configs, api.MIGNamedLayout{Name: k.Value, Entries: entries})
	}
	return out
}

// hasKey reports whether mapping m has key.
func hasKey(m *yaml.Node, key string) bool {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return true
		}
	}
	return false
}

// DecodeMIGLayout decodes a mig-parted layout list: each entry as
// MigConfigSpec.UnmarshalJSON reads it (devices and mig-enabled required,
// unknown fields refused, mig-enabled true needing mig-devices and false
// forbidding non-empty ones, as mig-parted refuses them).
func DecodeMIGLayout(n *yaml.Node) ([]api.MIGEntry, []api.LayoutProblem) {
	n = yamlpos.Deref(n)
	if n == nil || n.Kind != yaml.SequenceNode {
		return nil, []api.LayoutProblem{{Node: n, Msg: fmt.Sprintf("expected a list of {devices, mig-enabled, mig-devices} entries, got %s", decode.Describe(n))}}
	}
	if len(n.Content) == 0 {
		return nil, []api.LayoutProblem{{Node: n, Msg: "at least one entry is required (mig-parted rejects an empty list)"}}
	}
	var out []api.MIGEntry
	var problems []api.LayoutProblem
	for i, item := range n.Content {
		e, ps := decodeMIGEntry(yamlpos.Deref(item), fmt.Sprintf("[%d]", i))
		problems = append(problems, ps...)
		if e != nil {
			out = append(out, *e)
		}
	}
	return out, problems
}

func decodeMIGEntry(n *yaml.Node, at string) (*api.MIGEntry, []api.LayoutProblem) {
	if n == nil || n.Kind != yaml.MappingNode {
		return nil, []api.LayoutProblem{{Node: n, At: at, Msg: fmt.Sprintf("expected a mapping with devices, mig-enabled and mig-devices, got %s", decode.Describe(n))}}
	}
	d := &entryDecoder{e: &api.MIGEntry{Node: n}, at: at}
	var haveDevices, haveEnabled bool
	var migDevices, migDevicesKey *yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], yamlpos.Deref(n.Content[i+1])
		switch k.Value {
		case "device-filter":
			d.deviceFilter(v)
		case "devices":
			haveDevices = true
			d.devices(v)
		case "mig-enabled":
			haveEnabled = true
			d.enabled(v)
		case "mig-devices":
			migDevices, migDevicesKey = v, k
			d.migDevices(v)
		default:
			d.bad(k, "", "unknown field %q (mig-parted knows device-filter, devices, mig-enabled, mig-devices)", k.Value)
		}
	}
	if !haveDevices {
		d.bad(n, "", "missing required field devices (`all` or a list of GPU indexes)")
	}
	if !haveEnabled {
		d.bad(n, "", "missing required field mig-enabled")
	}
	d.consistent(migDevices, migDevicesKey)
	return d.e, d.problems
}

// entryDecoder collects one mig-parted entry and what is wrong with it.
type entryDecoder struct {
	e        *api.MIGEntry
	at       string
	problems []api.LayoutProblem
}

func (d *entryDecoder) bad(node *yaml.Node, field, format string, args ...any) {
	d.problems = append(d.problems, api.LayoutProblem{Node: node, At: d.at + field, Msg: fmt.Sprintf(format, args...)})
}

// deviceFilter reads one PCI device ID or a list of them.
func (d *entryDecoder) deviceFilter(v *yaml.Node) {
	switch {
	case v.Kind == yaml.ScalarNode && v.ShortTag() == "!!str":
		if v.Value != "" {
			d.e.DeviceFilter = []string{v.Value}
		}
	case v.Kind == yaml.SequenceNode:
		for _, id := range v.Content {
			if id = yamlpos.Deref(id); id.Kind != yaml.ScalarNode || id.ShortTag() != "!!str" {
				d.bad(id, ".device-filter", "expected PCI device IDs such as \"0x20B010DE\", got %s", decode.Describe(id))
				continue
			}
			d.e.DeviceFilter = append(d.e.DeviceFilter, id.Value)
		}
	default:
		d.bad(v, ".device-filter", "expected a PCI device ID or a list of them, got %s", decode.Describe(v))
	}
}

// devices reads `all` or a list of distinct GPU indexes.
func (d *entryDecoder) devices(v *yaml.Node) {
	switch {
	case v.Kind == yaml.ScalarNode && v.Value == "all" && v.ShortTag() == "!!str":
		d.e.AllDevices = true
	case v.Kind == yaml.SequenceNode:
		seen := map[int]bool{}
		for _, item := range v.Content {
			item = yamlpos.Deref(item)
			idx, err := strconv.Atoi(item.Value)
			if item.Kind != yaml.ScalarNode || item.ShortTag() != "!!int" || err != nil || idx < 0 {
				d.bad(item, ".devices", "expected GPU indexes (0, 1, ...), got %s", decode.Describe(item))
				continue
			}
			if seen[idx] {
				d.bad(item, ".devices", "GPU %d is listed twice", idx)
			}
			seen[idx] = true
			d.e.Devices = append(d.e.Devices, idx)
			d.e.DeviceNodes = append(d.e.DeviceNodes, item)
		}
	default:
		d.bad(v, ".devices", "expected `all` or a list of GPU indexes, got %s", decode.Describe(v))
	}
}

// enabled reads mig-enabled, a YAML boolean.
func (d *entryDecoder) enabled(v *yaml.Node) {
	if v.Kind != yaml.ScalarNode || v.ShortTag() != "!!bool" {
		d.bad(v, ".mig-enabled", "expected true or false, got %s", decode.Describe(v))
		return
	}
	d.e.Enabled = strings.EqualFold(v.Value, "true")
}

// migDevices reads the profile-to-count mapping (null is an empty one).
func (d *entryDecoder) migDevices(v *yaml.Node) {
	if v.Kind == yaml.ScalarNode && v.ShortTag() == "!!null" {
		return
	}
	if v.Kind != yaml.MappingNode {
		d.bad(v, ".mig-devices", "expected a mapping of MIG profile to count, got %s", decode.Describe(v))
		return
	}
	for j := 0; j+1 < len(v.Content); j += 2 {
		pk, pv := v.Content[j], yamlpos.Deref(v.Content[j+1])
		prof, err := gpu.ParseProfile(pk.Value)
		if err != nil {
			d.bad(pk, ".mig-devices", "%v", err)
			continue
		}
		cnt, err := strconv.Atoi(pv.Value)
		if pv.Kind != yaml.ScalarNode || pv.ShortTag() != "!!int" || err != nil {
			d.bad(pv, ".mig-devices."+pk.Value, "expected a whole number of instances, got %s", decode.Describe(pv))
			continue
		}
		if cnt < 0 {
			d.bad(pv, ".mig-devices."+pk.Value, "the count %d is negative", cnt)
			continue
		}
		d.e.Counts = append(d.e.Counts, gpu.Count{Profile: prof, N: cnt})
		d.e.CountKeys = append(d.e.CountKeys, pk)
	}
}

// consistent checks mig-enabled against mig-devices, as mig-parted does.
func (d *entryDecoder) consistent(migDevices, migDevicesKey *yaml.Node) {
	e := d.e
	switch {
	case e.Enabled && migDevices == nil:
		d.bad(e.Node, "", "mig-enabled is true but mig-devices is missing (mig-parted rejects it; write `mig-devices: {}` for MIG mode without devices)")
	case !e.Enabled && len(e.Counts) > 0:
		d.bad(migDevicesKey, "", "mig-devices are listed but mig-enabled is false (mig-parted rejects it)")
	case e.Enabled && len(e.Counts) > 0:
		total := 0
		for _, c := range e.Counts {
			total += c.N
		}
		if total == 0 {
			d.bad(migDevicesKey, ".mig-devices", "every count is 0")
		}
	}
}
