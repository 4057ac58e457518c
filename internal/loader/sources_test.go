package loader

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// A GitOps manifest's tree is kept whole while the parser reuses the
// memory of the documents around it: the Queues after it in the file
// must not overwrite it.
func TestSourcesKeepTheirTrees(t *testing.T) {
	var b strings.Builder
	b.WriteString("apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata:\n  name: volcano\nspec:\n  values:\n    custom:\n      scheduler_config_override: keep-me\n")
	for i := range 300 {
		fmt.Fprintf(&b, "---\napiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: q%d\nspec:\n  weight: %d\n", i, i+1)
	}
	b.WriteString("---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: volcano-scheduler\nspec:\n  template:\n    spec:\n      containers:\n      - name: s\n        args: [--scheduler-conf=/c/volcano-scheduler.conf]\n")
	for i := range 300 {
		fmt.Fprintf(&b, "---\napiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: r%d\nspec:\n  weight: %d\n", i, i+1)
	}
	f := LoadWith("big.yaml", []byte(b.String()), nil, new(yamlpos.Parser), nil)
	if len(f.Sources) != 2 {
		t.Fatalf("%d sources, want the HelmRelease and the scheduler Deployment", len(f.Sources))
	}
	v := yamlpos.Value(yamlpos.Value(yamlpos.Value(yamlpos.Value(f.Sources[0].Root, "spec"), "values"), "custom"), "scheduler_config_override")
	if v == nil || v.Value != "keep-me" || v.Line != 8 {
		t.Errorf("the HelmRelease's tree was overwritten: %+v", v)
	}
	if p, _, ok := SchedulerConfArg(containers(f.Sources[1].Root)[0]); !ok || p != "/c/volcano-scheduler.conf" {
		t.Errorf("the Deployment's tree was overwritten: %q", p)
	}
}
