package loader_test

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
)

// A ConfigMap data value holding a mig-parted file is decoded at load, so
// internal/cluster reads it typed; one that merely mentions mig-configs is
// kept without a decoded value.
func TestMIGPartedIsDecodedAtLoad(t *testing.T) {
	const cm = `apiVersion: v1
kind: ConfigMap
metadata:
  name: mig-parted-config
data:
  config.yaml: |
    version: v1
    mig-configs:
      half:
      - devices: [0, 1]
        mig-enabled: true
        mig-devices:
          1g.10gb: 7
      - devices: all
        mig-enabled: false
        colour: blue
  notes: "mig-configs are described elsewhere"
`
	f := loader.Load("cm.yaml", []byte(cm))
	var typed, untyped []*manifest.Object
	for _, o := range f.Objects {
		if o.Kind != manifest.KindMIGConfig {
			continue
		}
		if _, ok := o.Typed.(*api.MIGParted); ok {
			typed = append(typed, o)
		} else {
			untyped = append(untyped, o)
		}
	}
	if len(typed) != 1 || len(untyped) != 1 || untyped[0].EmbeddedKey != "notes" {
		t.Fatalf("typed %d, untyped %d", len(typed), len(untyped))
	}
	mp := typed[0].Typed.(*api.MIGParted)
	if len(mp.Configs) != 1 || mp.Configs[0].Name != "half" || len(mp.Configs[0].Entries) != 2 {
		t.Fatalf("configs %+v", mp.Configs)
	}
	e := mp.Configs[0].Entries[0]
	if !e.Enabled || len(e.Devices) != 2 || len(e.DeviceNodes) != 2 || len(e.Counts) != 1 || e.Counts[0].N != 7 || e.CountKeys[0].Value != "1g.10gb" {
		t.Errorf("entry %+v", e)
	}
	// Positions are the ConfigMap file's: the count key is on line 13.
	if p := typed[0].NodePos(e.CountKeys[0]); p.Line != 13 {
		t.Errorf("count key at %s, want line 13", p)
	}
	if len(mp.Problems) != 1 || mp.Problems[0].At != ".mig-configs.half[1]" || !strings.Contains(mp.Problems[0].Msg, `unknown field "colour"`) {
		t.Errorf("problems %+v", mp.Problems)
	}
}

// The configuration's cluster section is decoded with its pools' inline
// layouts and what did not decode, in the section's words; a null or
// absent section declares nothing.
func TestClusterSectionDecodesLayouts(t *testing.T) {
	var doc yaml.Node
	text := "cluster:\n  nodePools:\n  - name: a100\n    count: 2\n    colour: red\n    migLayout:\n    - devices: [0, x]\n      mig-enabled: false\nnone: null\n"
	if err := yaml.Unmarshal([]byte(text), &doc); err != nil {
		t.Fatal(err)
	}
	obj := loader.ClusterSection("c.yaml", doc.Content[0].Content[1])
	sec, ok := obj.Typed.(*api.ClusterSection)
	if !ok || obj.Kind != manifest.KindClusterConfig || len(sec.NodePools) != 1 {
		t.Fatalf("object %+v", obj)
	}
	p := sec.NodePools[0]
	if p.Name != "a100" || *p.Count != 2 || !p.LayoutSet || len(p.Layout) != 1 || len(p.Layout[0].Devices) != 1 {
		t.Errorf("pool %+v", p)
	}
	if len(p.LayoutProblems) != 1 || p.LayoutProblems[0].At != "[0].devices" || p.LayoutProblems[0].Node.Line != 7 {
		t.Errorf("layout problems %+v", p.LayoutProblems)
	}
	if len(sec.Problems) != 1 || !strings.HasPrefix(sec.Problems[0].Msg, `cluster.nodePools[0]: unknown key "colour"`) {
		t.Errorf("section problems %+v", sec.Problems)
	}
	if loader.ClusterSection("c.yaml", nil) != nil || loader.ClusterSection("c.yaml", doc.Content[0].Content[3]) != nil {
		t.Error("an absent or null section decoded to an object")
	}
}
