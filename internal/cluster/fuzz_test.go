package cluster_test

import (
	"os"
	"path/filepath"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/model"
)

// FuzzDeclarations feeds arbitrary text to the cluster section parser and,
// wrapped in a ConfigMap next to a labelled Node, to the mig-parted reader
// and the Node reader: whatever the input, nothing panics. The seeds are
// the package's test files; go test runs them, and
// `go test -run=NONE -fuzz=FuzzDeclarations ./internal/cluster` explores further.
func FuzzDeclarations(f *testing.F) {
	for _, name := range []string{"valid.yaml", "invalid.yaml"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	f.Add("cluster: {nodePools: [{name: a, count: 1, model: A30, gpusPerNode: 1, migStrategy: single, migConfig: all-balanced}]}")
	f.Add("version: v1\nmig-configs:\n  x:\n  - devices: [0, 99999999999]\n    mig-enabled: true\n    mig-devices: {1g.5gb: 9223372036854775807}\n")
	f.Fuzz(func(_ *testing.T, text string) {
		var doc yaml.Node
		if yaml.Unmarshal([]byte(text), &doc) == nil && len(doc.Content) > 0 {
			root := doc.Content[0]
			node := root
			if root.Kind == yaml.MappingNode && len(root.Content) >= 2 {
				node = root.Content[1]
			}
			spec, _ := cluster.ParseConfig(loader.ClusterSection("fuzz.yaml", node))
			c := cluster.Resolve([]*cluster.Spec{spec}, model.Build(nil))
			if c != nil {
				for _, p := range c.Pools {
					_ = p.Describe()
				}
			}
		}
		cm := "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: m}\ndata:\n  config.yaml: " + yamlQuote(text) + "\n---\n" +
			"apiVersion: v1\nkind: Node\nmetadata:\n  name: n\n  labels:\n    nvidia.com/gpu.product: NVIDIA-A100-SXM4-40GB\n    nvidia.com/gpu.count: \"8\"\n    nvidia.com/mig.strategy: single\n    nvidia.com/mig.config: x\n"
		lf := loader.Load("fuzz.yaml", []byte(cm))
		c := cluster.Resolve(nil, model.Build(lf.Objects))
		for _, p := range c.Pools {
			_ = p.Describe()
			_, _ = p.GPU.Exposure()
		}
	})
}

func yamlQuote(s string) string {
	b, err := yaml.Marshal(s)
	if err != nil {
		return `""`
	}
	return string(b)
}
