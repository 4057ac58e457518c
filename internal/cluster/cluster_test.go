package cluster_test

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/gpu"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
)

// section returns the value node of the file's top-level `cluster:` key.
func section(t *testing.T, file string) *yaml.Node {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	root := doc.Content[0]
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value == "cluster" {
			return root.Content[i+1]
		}
	}
	t.Fatalf("%s has no cluster key", file)
	return nil
}

func TestParseConfigValid(t *testing.T) {
	file := filepath.Join("testdata", "valid.yaml")
	spec, problems := cluster.ParseConfig(loader.ClusterSection(file, section(t, file)))
	for _, p := range problems {
		t.Errorf("unexpected problem: %s", p)
	}
	if spec == nil || len(spec.Pools) != 3 {
		t.Fatalf("spec %+v", spec)
	}
	if spec.Source != file || spec.Obj == nil || spec.Obj.File != file {
		t.Errorf("source %q obj %+v", spec.Source, spec.Obj)
	}
	a100 := spec.Pools[1]
	if a100.Name != "a100" || a100.Nodes != 2 || a100.GPU == nil || a100.GPU.Model.ID != "A100-80GB" ||
		a100.GPU.PerNode != 8 || a100.GPU.Strategy != gpu.StrategyMixed || a100.GPU.Replicas != 2 || a100.GPU.Layout == nil {
		t.Fatalf("a100 pool %+v gpu %+v", a100, a100.GPU)
	}
	if p := spec.Obj.Pos(a100.Path...); p.Line != 12 {
		t.Errorf("a100 pool declared at %s, want line 12", p)
	}

	// Resolve adds what each layout exposes and sums the pools; the
	// section's own cpu total wins over the pools' 384.
	c := cluster.Resolve([]*cluster.Spec{spec}, model.Build(nil))
	want := map[string]string{
		"cpu":                    "400",
		"memory":                 "3024Gi",
		"nvidia.com/gpu":         "32", // a100: 2 nodes × 4 whole × 2 replicas; h100 single: 8 × 2 MIG devices
		"nvidia.com/mig-1g.10gb": "112",
	}
	for name, v := range want {
		q := c.Allocatable[name]
		if q.String() != v {
			t.Errorf("cluster %s = %s, want %s", name, q.String(), v)
		}
	}
	if c.Origin["cpu"] != file || !strings.Contains(c.Describe("memory"), file) {
		t.Errorf("origins %v", c.Origin)
	}
	h100 := c.Pools[2]
	if h100.GPU.Layout == nil || !h100.GPU.Layout.Builtin {
		t.Fatalf("all-3g.40gb not resolved: %+v", h100.GPU)
	}
	e, _ := h100.GPU.Exposure()
	if e.Resources["nvidia.com/gpu"] != 16 || len(e.Invalid) > 0 {
		t.Errorf("h100 single all-3g.40gb exposes %+v, want 16 MIG devices as nvidia.com/gpu", e)
	}
}

var errorRE = regexp.MustCompile(`#\s*error:\s*(.+)$`)

// TestParseConfigInvalid: every problem is at the line of an `# error:`
// comment and says what the comment says, and every comment is matched.
func TestParseConfigInvalid(t *testing.T) {
	file := filepath.Join("testdata", "invalid.yaml")
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := map[int]string{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		if m := errorRE.FindStringSubmatch(sc.Text()); m != nil {
			want[line] = strings.TrimSpace(m[1])
		}
	}
	_, problems := cluster.ParseConfig(loader.ClusterSection(file, section(t, file)))
	got := map[int][]string{}
	for _, p := range problems {
		if p.Pos.File != file {
			t.Errorf("problem without the file: %s", p)
		}
		got[p.Pos.Line] = append(got[p.Pos.Line], p.Msg)
	}
	var lines []int
	for l := range want {
		lines = append(lines, l)
	}
	sort.Ints(lines)
	for _, l := range lines {
		found := false
		for _, msg := range got[l] {
			if strings.Contains(msg, want[l]) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s:%d: want a problem saying %q, got %q", file, l, want[l], got[l])
		}
	}
	for l, msgs := range got {
		if _, ok := want[l]; !ok {
			t.Errorf("%s:%d: unexpected problems %q", file, l, msgs)
		}
	}
}

func TestParseConfigEmpty(t *testing.T) {
	for _, text := range []string{"cluster:\n", "cluster: {}\n", "cluster:\n  nodePools: []\n"} {
		var doc yaml.Node
		if err := yaml.Unmarshal([]byte(text), &doc); err != nil {
			t.Fatal(err)
		}
		spec, problems := cluster.ParseConfig(loader.ClusterSection("c.yaml", doc.Content[0].Content[1]))
		if spec != nil || len(problems) > 0 {
			t.Errorf("%q: spec %+v problems %v, want nothing declared", text, spec, problems)
		}
	}
	spec, problems := cluster.ParseConfig(loader.ClusterSection("c.yaml", &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: "big", Line: 3, Column: 10}))
	if len(problems) != 1 || problems[0].Pos.Line != 3 || spec == nil {
		t.Errorf("a scalar section: %v %v", spec, problems)
	}
}

func TestParseFlag(t *testing.T) {
	spec, err := cluster.ParseFlag("cpu=320, memory=1280Gi,nvidia.com/gpu=32")
	if err != nil {
		t.Fatal(err)
	}
	if q := spec.Allocatable["memory"]; q.String() != "1280Gi" || spec.Source != "--cluster" {
		t.Errorf("spec %+v", spec)
	}
	for _, bad := range []string{"", "cpu", "cpu=lots", "cpu=-1", "nvidia.com/gpu=0.5", "cpu=1,cpu=2", "=4"} {
		if _, err := cluster.ParseFlag(bad); err == nil {
			t.Errorf("ParseFlag(%q) accepted", bad)
		}
	}
}

// load builds a model from files under testdata, as the linter does.
func load(t *testing.T, files ...string) *model.Model {
	t.Helper()
	var objs []*manifest.Object
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f := loader.Load(name, data)
		for _, d := range f.Diagnostics {
			if d.Level == loader.LevelError {
				t.Fatalf("%s: %s", d.Pos, d.Msg)
			}
		}
		objs = append(objs, f.Objects...)
	}
	return model.Build(objs)
}

func TestFromNodesSeed001(t *testing.T) {
	dir := filepath.Join("..", "..", "examples", "seed-001-gpu-mig")
	m := load(t, filepath.Join(dir, "nodes.yaml"), filepath.Join(dir, "mig-parted-config.yaml"))
	c := cluster.Resolve(nil, m)
	if c == nil || len(c.Pools) != 1 || !c.HasGPUFacts() {
		t.Fatalf("cluster %+v", c)
	}
	p := c.Pools[0]
	g := p.GPU
	if p.Name != "a100" || g.Model == nil || g.Model.ID != "A100-80GB" || g.PerNode != 8 || g.Strategy != gpu.StrategyMixed || g.Layout == nil || g.Layout.Name != "half-1g.10gb" {
		t.Fatalf("pool %+v gpu %+v", p, g)
	}
	if n, _ := g.MIGEnabled(); n != 4 {
		t.Errorf("%d MIG-enabled GPUs, want 4", n)
	}
	e, _ := g.Exposure()
	if e.Resources["nvidia.com/gpu"] != 4 || e.Resources["nvidia.com/mig-1g.10gb"] != 28 {
		t.Errorf("exposure %+v", e)
	}
	if q := c.Allocatable["nvidia.com/gpu"]; q.Value() != 4 || c.Origin["nvidia.com/gpu"] != "Node manifests: 1 node" {
		t.Errorf("nvidia.com/gpu %s from %q", q.String(), c.Origin["nvidia.com/gpu"])
	}
	if d := p.Describe(); d != "pool a100: 1 node × 8 A100-80GB GPUs, 4 MIG-enabled with 1g.10gb×7 (mig.config half-1g.10gb), strategy mixed" {
		t.Errorf("describe: %s", d)
	}
	// The layout comes with positions in the ConfigMap's file.
	if len(c.MIGConfigs) != 1 || c.MIGConfigs[0].Key != "config.yaml" || len(c.MIGConfigs[0].Problems) > 0 {
		t.Fatalf("mig configs %+v", c.MIGConfigs)
	}
	l, _ := c.MIGConfigs[0].Config("half-1g.10gb")
	if k := l.Entries[1].CountKeys[0]; k.Line != 22 || k.Column != 13 {
		t.Errorf("1g.10gb key at %d:%d, want 22:13", k.Line, k.Column)
	}
}

// TestMergeOrder: the flag wins over the config file, which wins over the
// Node manifests; pools come from the first declaration that has any.
func TestMergeOrder(t *testing.T) {
	dir := filepath.Join("..", "..", "examples", "seed-000-guarantee-sum")
	m := load(t, filepath.Join(dir, "nodes.yaml"))
	flag, err := cluster.ParseFlag("cpu=40")
	if err != nil {
		t.Fatal(err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte("cluster:\n  allocatable:\n    cpu: \"36\"\n    memory: 100Gi\n"), &doc); err != nil {
		t.Fatal(err)
	}
	cfg, problems := cluster.ParseConfig(loader.ClusterSection(".vcqlint.yaml", doc.Content[0].Content[1]))
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	c := cluster.Resolve([]*cluster.Spec{flag, cfg}, m)
	checks := []struct{ name, value, origin string }{
		{"cpu", "40", "--cluster"},
		{"memory", "100Gi", ".vcqlint.yaml"},
		{"pods", "220", "Node manifests: 2 nodes"},
	}
	for _, ch := range checks {
		q := c.Allocatable[ch.name]
		if q.String() != ch.value || c.Origin[ch.name] != ch.origin {
			t.Errorf("%s = %s from %q, want %s from %q", ch.name, q.String(), c.Origin[ch.name], ch.value, ch.origin)
		}
	}
	if got := c.SourceSummary(); got != "--cluster, .vcqlint.yaml, Node manifests: 2 nodes" {
		t.Errorf("sources %q", got)
	}
	if c := cluster.Resolve(nil, model.Build(nil)); c != nil {
		t.Errorf("nothing declared gives %+v", c)
	}
}

// TestNodeLayoutUnknown: a mig.config naming a layout the input does not
// hold leaves the GPU facts without states; allocatable still counts.
func TestNodeLayoutUnknown(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "node.yaml")
	if err := os.WriteFile(path, []byte(`apiVersion: v1
kind: Node
metadata:
  name: n1
  labels:
    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
    nvidia.com/gpu.count: "8"
    nvidia.com/mig.strategy: mixed
    nvidia.com/mig.config: team-layout
status:
  allocatable:
    cpu: "200"
    nvidia.com/gpu: "6"
    nvidia.com/mig-3g.40gb: "4"
`), 0o644); err != nil {
		t.Fatal(err)
	}
	c := cluster.Resolve(nil, load(t, path))
	g := c.Pools[0].GPU
	if g.Layout != nil || !strings.Contains(g.LayoutMissing, `"team-layout" is unknown`) {
		t.Fatalf("gpu %+v", g)
	}
	if _, ok := g.States(); ok {
		t.Error("states known without a layout")
	}
	if q := c.Allocatable["nvidia.com/mig-3g.40gb"]; q.Value() != 4 {
		t.Errorf("allocatable %v", c.Allocatable)
	}
}

// TestReadmeExampleParses keeps the cluster example of docs/configuration.md valid.
func TestReadmeExampleParses(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "docs", "configuration.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	i := strings.Index(text, "## Declaring the cluster")
	if i < 0 {
		t.Fatal("docs/configuration.md has no Declaring the cluster section")
	}
	text = text[i:]
	start := strings.Index(text, "```yaml\n")
	end := strings.Index(text[start+8:], "```")
	if start < 0 || end < 0 {
		t.Fatal("no yaml block in the section")
	}
	block := text[start+8 : start+8+end]
	// The block sits in a list item: drop its indentation.
	var lines []string
	for _, l := range strings.Split(block, "\n") {
		lines = append(lines, strings.TrimPrefix(l, "   "))
	}
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(strings.Join(lines, "\n")), &doc); err != nil {
		t.Fatalf("docs/configuration.md example: %v", err)
	}
	spec, problems := cluster.ParseConfig(loader.ClusterSection("docs/configuration.md", doc.Content[0].Content[1]))
	if len(problems) > 0 || spec == nil || len(spec.Pools) != 2 || spec.Pools[1].GPU.Replicas != 2 {
		t.Errorf("docs/configuration.md example: %+v %v", spec, problems)
	}
}
