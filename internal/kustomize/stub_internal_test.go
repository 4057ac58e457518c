package kustomize

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/bench/overlay"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// crdBase is a base holding CRDs of every layout the elision must handle
// (v1 and v1beta1, a flow-style schema, a schema as the first key of its
// version, comments less indented than the schema, block scalars holding
// "---" and "#"), one with anchors (kept whole), a conversion webhook
// (which namespace and name transformers rewrite), and the objects vcqlint
// reads.
const crdBase = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: queues.example.com
  labels: {app: volcano}
spec:
  group: example.com
  names: {kind: Thing, plural: things}
  scope: Namespaced
  conversion:
    strategy: Webhook
    webhook:
      conversionReviewVersions: [v1]
      clientConfig:
        service: {name: webhook, namespace: system, path: /convert}
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        description: |
          A description with a line
          ---
          # that looks like a comment
        type: object
# a comment less indented than the schema
        properties:
          spec: {type: object, x-kubernetes-preserve-unknown-fields: true}
  - schema: {openAPIV3Schema: {type: object}}
    name: v2
    served: true
    storage: false
---
apiVersion: apiextensions.k8s.io/v1beta1
kind: CustomResourceDefinition
metadata:
  name: olds.example.com
spec:
  group: example.com
  names: {kind: Old, plural: olds}
  validation:
    openAPIV3Schema:
      type: object
  version: v1
---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: anchored.example.com
spec:
  group: example.com
  names: {kind: Anchored, plural: anchoreds}
  scope: Cluster
  versions:
  - name: v1
    schema:
      openAPIV3Schema: &s {type: object}
  - name: v2
    schema:
      openAPIV3Schema: *s
---
apiVersion: v1
kind: Service
metadata:
  name: webhook
  namespace: system
spec:
  ports: [{port: 443}]
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: volcano-scheduler-configmap
  namespace: system
data:
  volcano-scheduler.conf: |
    actions: "enqueue, allocate, backfill"
    tiers:
    - plugins:
      - name: priority
      - name: gang
    - plugins:
      - name: drf
      - name: proportion
---
apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: team-a
spec:
  weight: 0
  capability: {cpu: "8"}
`

// elisionCases are overlays over crdBase, each a kustomization of its own
// (top) and the files beside it; safe says whether the build may elide.
var elisionCases = map[string]struct {
	files map[string]string
	safe  bool
}{
	"namespace-prefix-labels": {map[string]string{"kustomization.yaml": "namespace: prod\nnamePrefix: p-\nnameSuffix: -s\n" +
		"commonLabels: {env: prod}\ncommonAnnotations: {team: a}\nlabels:\n  - pairs: {tier: x}\n    includeSelectors: true\n    includeTemplates: true\n" +
		"images: [{name: nginx, newTag: v2}]\nresources: [../base]\n"}, true},
	"patches-of-other-kinds": {map[string]string{"kustomization.yaml": "resources: [../base]\npatches:\n  - path: conf.yaml\n" +
		"  - target: {kind: Queue}\n    patch: '[{op: replace, path: /spec/weight, value: 3}]'\n" +
		"  - target: {kind: Service, name: webhook}\n    patch: |\n      - {op: add, path: /metadata/labels, value: {a: b}}\n" +
		"patchesStrategicMerge:\n  - |\n    apiVersion: scheduling.volcano.sh/v1beta1\n    kind: Queue\n    metadata: {name: team-a}\n    spec: {weight: 2}\n",
		"conf.yaml": "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: volcano-scheduler-configmap\n  namespace: system\ndata:\n  volcano-scheduler.conf: |\n    actions: \"enqueue, allocate\"\n"}, true},
	"component-and-generator": {map[string]string{"kustomization.yaml": "resources: [../base]\ncomponents: [../component]\n" +
		"configMapGenerator:\n  - name: extra\n    literals: [a=b]\n",
		"../component/kustomization.yaml": "apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\ncommonLabels: {c: d}\n"}, true},
	"patch-targets-crds": {map[string]string{"kustomization.yaml": "resources: [../base]\npatches:\n" +
		"  - target: {kind: CustomResourceDefinition}\n    patch: '[{op: add, path: /metadata/labels/x, value: y}]'\n"}, false},
	"patch-targets-by-regex": {map[string]string{"kustomization.yaml": "resources: [../base]\npatches:\n" +
		"  - target: {kind: '.*Definition'}\n    patch: '[{op: add, path: /metadata/labels/x, value: y}]'\n"}, false},
	"patch-by-name-only": {map[string]string{"kustomization.yaml": "resources: [../base]\npatches:\n" +
		"  - target: {name: queues.example.com}\n    patch: '[{op: add, path: /metadata/labels/x, value: y}]'\n"}, false},
	"strategic-merge-of-a-crd": {map[string]string{"kustomization.yaml": "resources: [../base]\npatchesStrategicMerge:\n  - crd.yaml\n",
		"crd.yaml": "apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: queues.example.com}\nspec: {scope: Cluster}\n"}, false},
	"replacements-from-a-schema": {map[string]string{"kustomization.yaml": "resources: [../base]\nreplacements:\n" +
		"  - source: {kind: CustomResourceDefinition, name: queues.example.com, fieldPath: spec.versions.0.schema.openAPIV3Schema.type}\n" +
		"    targets: [{select: {kind: ConfigMap}, fieldPaths: [metadata.annotations.v], options: {create: true}}]\n"}, false},
}

// TestElisionKeepsTheBuild builds each case with the CRDs' schemas elided
// and without, and requires the same response: the same resources in the
// same order, each byte of what vcqlint reads the same. The safe cases
// must actually elide (else the test would prove nothing), the others
// must not.
func TestElisionKeepsTheBuild(t *testing.T) {
	for name, c := range elisionCases {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			files := map[string]string{"base/kustomization.yaml": "resources: [crds.yaml]\n", "base/crds.yaml": crdBase}
			for n, text := range c.files {
				files[filepath.Join("top", n)] = text
			}
			write(t, dir, files)
			compareElision(t, filepath.Join(dir, "top", "kustomization.yaml"), c.safe)
		})
	}
	// The generated Volcano-sized overlay of bench/overlay.
	t.Run("volcano-sized", func(t *testing.T) {
		dir := t.TempDir()
		if err := overlay.Generate(overlay.Options{BaseBytes: 200_000}).Write(dir); err != nil {
			t.Fatal(err)
		}
		compareElision(t, filepath.Join(dir, "overlays", "prod", "kustomization.yaml"), true)
	})
	// Every top-level kustomization of testdata/kustomize that builds.
	t.Run("fixtures", func(t *testing.T) {
		plan := NewPlan(fixtureKustomizations(t), diskReader, Limits{})
		for _, k := range plan.Top {
			if !k.refused() {
				compareElisionOf(t, plan, k, false)
			}
		}
	})
}

func compareElision(t *testing.T, kfile string, safe bool) {
	t.Helper()
	plan := NewPlan([]string{kfile}, diskReader, Limits{})
	if len(plan.Problems) > 0 || len(plan.Top) != 1 {
		t.Fatalf("plan: %+v", plan.Problems)
	}
	compareElisionOf(t, plan, plan.Top[0], safe)
}

func compareElisionOf(t *testing.T, plan *Plan, k *Kustomization, safe bool) {
	t.Helper()
	caps := Limits{}.WithDefaults().Caps
	with, err := request(k, plan, parses{}, caps, true)
	if err != nil {
		t.Fatal(err)
	}
	without, err := request(k, plan, parses{}, caps, false)
	if err != nil {
		t.Fatal(err)
	}
	if elided := size(with) < size(without); elided != safe {
		t.Errorf("%s: elided %v (%d bytes instead of %d), want %v", k.File, elided, size(with), size(without), safe)
	}
	a, errA := buildFiles(context.Background(), roundTrip(t, with))
	b, errB := buildFiles(context.Background(), roundTrip(t, without))
	if errA != nil || errB != nil {
		if errA == nil || errB == nil || errA.Error() != errB.Error() {
			t.Errorf("%s: errors differ: %v / %v", k.File, errA, errB)
		}
		return
	}
	if !reflect.DeepEqual(a, b) {
		ja, _ := json.MarshalIndent(a, "", " ")
		jb, _ := json.MarshalIndent(b, "", " ")
		t.Errorf("%s: the builds differ:\nelided: %s\nwhole: %s", k.File, ja, jb)
	}
}

// roundTrip passes a request through JSON, as the sandbox does.
func roundTrip(t *testing.T, req *BuildRequest) *BuildRequest {
	t.Helper()
	data, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	var out BuildRequest
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	return &out
}

func size(req *BuildRequest) int {
	n := 0
	for _, f := range req.Files {
		n += len(f)
	}
	return n
}

func diskReader(name, _ string) ([]byte, error) { return os.ReadFile(name) }

func fixtureKustomizations(t *testing.T) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(filepath.Join("..", "..", "testdata", "kustomize"), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && IsKustomization(p) {
			out = append(out, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// Each CRD layout of crdBase is elided (but the one with anchors), and the
// result parses to the same documents with {} for each schema.
func TestElideSchemasLayouts(t *testing.T) {
	data := []byte(crdBase)
	docs, _ := yamlpos.Parse(data)
	out := elideSchemas(data, parsed{docs: docs})
	if len(out) >= len(data) {
		t.Fatalf("nothing elided:\n%s", out)
	}
	after, errs := yamlpos.Parse(out)
	if len(errs) > 0 || len(after) != len(docs) {
		t.Fatalf("stub does not parse: %v\n%s", errs, out)
	}
	schemas := 0
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		for i := 0; i+1 < len(n.Content); i += 2 {
			if k := n.Content[i].Value; (k == "schema" || k == "validation") && n.Content[i+1].Kind == yaml.MappingNode && len(n.Content[i+1].Content) == 0 {
				schemas++
			}
		}
		for _, c := range n.Content {
			walk(c)
		}
	}
	for _, d := range after {
		walk(d.Root)
	}
	if schemas != 3 {
		t.Errorf("%d schemas elided, want 3 (two versions of the first CRD, the v1beta1 validation):\n%s", schemas, out)
	}
	if !strings.Contains(string(out), "openAPIV3Schema: &s") {
		t.Errorf("the CRD with anchors was elided:\n%s", out)
	}
	// A file with a syntax error is handed over as it is.
	broken := append([]byte(crdBase), "\n---\nkey: [unclosed\n"...)
	bdocs, errs := yamlpos.Parse(broken)
	if len(errs) == 0 {
		t.Fatal("no syntax error")
	}
	if got := elideSchemas(broken, parsed{docs: bdocs, broken: true}); string(got) != string(broken) {
		t.Error("a broken file was elided")
	}
}
