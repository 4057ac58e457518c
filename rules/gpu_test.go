package rules_test

// Tests of the GPU rules beyond their fixtures: what the input's fixtures
// cannot hold (a cluster declared in the configuration file) and a product
// label that names no GPU model.

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/rule"
)

// TestDeclaredMIGConfigUnknown: a pool of the configuration file's cluster
// section selecting a MIG configuration that neither the input's
// mig-parted ConfigMaps nor mig-parted's defaults define is a VCQ503
// finding at its migConfig, in the configuration file.
func TestDeclaredMIGConfigUnknown(t *testing.T) {
	const config = `cluster:
  nodePools:
  - name: a100
    count: 2
    model: A100-80GB
    gpusPerNode: 8
    migStrategy: mixed
    migConfig: half-and-half
`
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(config), &doc); err != nil {
		t.Fatal(err)
	}
	spec, problems := cluster.ParseConfig(loader.ClusterSection(".vcqlint.yaml", doc.Content[0].Content[1]))
	if spec == nil || len(problems) > 0 {
		t.Fatalf("cluster section: %v", problems)
	}
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "queue.yaml"), "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: q\nspec:\n  weight: 1\n")
	env := rule.DefaultEnv()
	env.Declared = []*cluster.Spec{spec}
	var got []string
	for _, f := range findingsWith(t, env, "VCQ503", dir) {
		got = append(got, f.Pos.String()+" "+f.Message)
	}
	want := `.vcqlint.yaml:8:5 pool a100: MIG configuration "half-and-half" is unknown: no mig-parted ConfigMap in the input defines it, and it is not one of mig-parted's default names for A100-80GB`
	if len(got) != 1 || !strings.HasPrefix(got[0], want) {
		t.Errorf("VCQ503 findings:\n%s\nwant one starting\n%s", strings.Join(got, "\n"), want)
	}
}

// TestMIGInvalidLabelOfUnknownProduct: the product label GPU feature
// discovery writes for an invalid single layout is the product without
// its MIG suffix plus -MIG-INVALID; a label that is nothing but a MIG
// suffix leaves an empty product.
func TestMIGInvalidLabelOfUnknownProduct(t *testing.T) {
	dir := migConfigDir(t)
	writeFile(t, filepath.Join(dir, "node.yaml"), `apiVersion: v1
kind: Node
metadata:
  name: gpu-1
  labels: {nvidia.com/gpu.product: -MIG-1g.10gb, nvidia.com/gpu.count: "8", nvidia.com/mig.strategy: single, nvidia.com/mig.config: half-1g.10gb}
status: {allocatable: {cpu: "126"}}
`)
	fs := runAt(t, "1.15", "VCQ504", dir)
	if len(fs) != 1 || !strings.Contains(fs[0].Message, "labels them nvidia.com/gpu.product=-MIG-INVALID with") {
		t.Errorf("VCQ504 findings: %v", fs)
	}
}

// findingsWith lints paths in env and returns the findings of rule id.
func findingsWith(t *testing.T, env rule.Env, id string, paths ...string) []finding.Finding {
	t.Helper()
	res, err := linter.Run(context.Background(), newEngine(t), linter.Options{Paths: paths, Workers: 1, Env: &env})
	if err != nil {
		t.Fatal(err)
	}
	var out []finding.Finding
	for _, f := range res.Findings {
		if f.RuleID == id {
			out = append(out, f)
		}
	}
	return out
}
