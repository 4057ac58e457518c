package api

import (
	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/gpu"
	"github.com/vcqlint/vcqlint/internal/resources"
)

// This file holds the declarations of a cluster vcqlint reads besides the
// Volcano objects: the cluster section of .vcqlint.yaml and the GPU
// operator's mig-parted configuration. The loader decodes both, with the
// nodes findings point at; internal/cluster reads them decoded.

// ClusterSection is the `cluster:` section of .vcqlint.yaml
// (docs/configuration.md, "Declaring the cluster").
type ClusterSection struct {
	Allocatable resources.List `json:"allocatable"`
	NodePools   []NodePool     `json:"nodePools"`

	// Problems are what did not decode (an unknown key, a wrong type, a
	// bad quantity), in the section's words ("cluster.nodePools[0].count:
	// ..."); each pool's layout has its own.
	Problems []LayoutProblem `json:"-"`
}

// NodePool is one entry of nodePools: a group of identical nodes.
type NodePool struct {
	Name        string         `json:"name"`
	Count       *int           `json:"count"`
	Allocatable resources.List `json:"allocatable"`
	Model       string         `json:"model"`
	GPUsPerNode *int           `json:"gpusPerNode"`
	MIGStrategy string         `json:"migStrategy"`
	MIGConfig   string         `json:"migConfig"`
	// MIGLayout is the inline layout as written, which the loader decodes
	// into Layout (mig-parted's shape, not the configuration's).
	MIGLayout   decode.Raw   `json:"migLayout"`
	TimeSlicing *TimeSlicing `json:"timeSlicing"`

	// Layout is MIGLayout decoded when LayoutSet, with LayoutProblems what
	// mig-parted would refuse in it.
	Layout         []MIGEntry      `json:"-"`
	LayoutSet      bool            `json:"-"`
	LayoutProblems []LayoutProblem `json:"-"`
}

// TimeSlicing is the device plugin's sharing.timeSlicing, reduced to what
// changes the advertised counts.
type TimeSlicing struct {
	Replicas *int `json:"replicas"`
}

// MIGParted is a mig-parted configuration file (NVIDIA mig-parted,
// api/spec/v1 Spec): named layouts, in file order.
type MIGParted struct {
	Configs []MIGNamedLayout
	// Problems are what mig-parted refuses the file for, each relative to
	// the file ("" for the file itself, ".mig-configs.NAME[0].devices").
	Problems []LayoutProblem
}

// MIGNamedLayout is one entry of mig-configs.
type MIGNamedLayout struct {
	Name    string
	Entries []MIGEntry
}

// MIGEntry is one item of a mig-parted layout (MigConfigSpec): the GPUs it
// selects and the MIG state it gives them.
type MIGEntry struct {
	// DeviceFilter limits the entry to GPUs with these PCI IDs; empty
	// means every GPU.
	DeviceFilter []string
	// AllDevices is `devices: all`; otherwise Devices lists GPU indexes,
	// DeviceNodes their nodes.
	AllDevices  bool
	Devices     []int
	DeviceNodes []*yaml.Node
	Enabled     bool
	Counts      []gpu.Count
	// Node is the entry's mapping; CountKeys[i] is the key node of Counts[i].
	Node      *yaml.Node
	CountKeys []*yaml.Node
}

// Selects reports whether the entry applies to GPU index i of model m.
// A device filter that names no model vcqlint knows selects nothing.
func (e *MIGEntry) Selects(m *gpu.Model, i int) bool {
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

// LayoutProblem is something mig-parted refuses in a layout or file, at
// its node. At is where in the layout, relative to it ("", "[1]",
// "[1].devices"): the reader puts the layout's own place in front of it.
type LayoutProblem struct {
	Node *yaml.Node
	At   string
	Msg  string
}
