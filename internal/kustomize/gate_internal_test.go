package kustomize

import (
	"context"
	"encoding/base64"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"sigs.k8s.io/kustomize/api/types"

	"github.com/vcqlint/vcqlint/bench/overlay"
)

// workloads is a base of the kinds whose strategic merges read the schema
// most: lists merged by a key (containers, env, ports by port and
// protocol, volumes, volumeClaimTemplates), lists replaced (tolerations,
// args), primitive lists (finalizers), and a custom kind (Volcano's Job)
// holding an object of a built-in kind.
const workloads = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  finalizers: [a.example.com/one]
spec:
  replicas: 1
  strategy: {type: RollingUpdate, rollingUpdate: {maxSurge: 1}}
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      initContainers:
      - {name: init, image: busybox}
      - {name: migrate, image: migrate:1}
      containers:
      - name: app
        image: web:1
        args: [--a, --b]
        env:
        - {name: A, value: a}
        - {name: B, value: b}
        ports:
        - {containerPort: 80, protocol: TCP}
        - {containerPort: 80, protocol: UDP}
        volumeMounts:
        - {name: cfg, mountPath: /etc/cfg}
      tolerations:
      - {key: k1, operator: Exists}
      volumes:
      - name: cfg
        configMap: {name: volcano-scheduler-configmap}
---
apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: db
spec:
  serviceName: db
  selector: {matchLabels: {app: db}}
  template:
    metadata: {labels: {app: db}}
    spec:
      containers:
      - name: db
        image: db:1
        env:
        - {name: X, value: x}
        - {name: Y, value: y}
  volumeClaimTemplates:
  - metadata: {name: data}
    spec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}
---
apiVersion: v1
kind: Pod
metadata:
  name: tool
spec:
  containers:
  - name: tool
    image: tool:1
    env:
    - {name: P, value: p}
---
apiVersion: batch.volcano.sh/v1alpha1
kind: Job
metadata:
  name: train
spec:
  schedulerName: volcano
  queue: team-a
  tasks:
  - name: worker
    replicas: 2
    template:
      spec:
        containers:
        - {name: w, image: train:1}
  podTemplate:
    apiVersion: v1
    kind: PodTemplate
    template:
      spec:
        containers:
        - {name: a, image: a:1}
---
apiVersion: batch/v1
kind: Job
metadata:
  name: once
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
      - {name: once, image: once:1}
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: volcano-scheduler-configmap
data:
  volcano-scheduler.conf: |
    actions: "enqueue, allocate"
`

// schemaCases are trees built both ways: files relative to the tree's
// root, top the directory of the kustomization built, need what the gate
// must decide.
var schemaCases = map[string]struct {
	files map[string]string
	top   string
	need  schemaNeed
}{
	"workloads": {map[string]string{
		"base/kustomization.yaml": "resources: [workloads.yaml]\n",
		"base/workloads.yaml":     workloads,
		"top/kustomization.yaml": "resources: [../base]\nnamespace: prod\nnamePrefix: p-\ncommonLabels: {env: prod}\n" +
			"images: [{name: web, newTag: '2'}]\npatches:\n  - path: deployment.yaml\n  - path: statefulset.yaml\n  - path: jobs.yaml\n" +
			"  - target: {kind: Pod}\n    patch: |-\n      apiVersion: v1\n      kind: Pod\n      metadata: {name: any}\n" +
			"      spec:\n        containers:\n        - name: tool\n          env:\n          - {name: Q, value: q}\n" +
			"patchesStrategicMerge:\n  - |-\n    apiVersion: v1\n    kind: ConfigMap\n    metadata: {name: volcano-scheduler-configmap}\n" +
			"    data: {extra: x}\n",
		"top/deployment.yaml": `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  finalizers: [b.example.com/two]
spec:
  strategy:
    $retainKeys: [type]
    type: Recreate
  template:
    spec:
      initContainers:
      - {name: init, $patch: delete}
      $setElementOrder/containers:
      - name: side
      - name: app
      containers:
      - name: app
        image: web:3
        args: [--c]
        env:
        - {name: B, value: b2}
        - {name: C, value: c}
        ports:
        - {containerPort: 80, protocol: UDP, name: dns}
        - {containerPort: 81, protocol: TCP}
      - name: side
        image: side:1
      tolerations:
      - {key: k2, operator: Exists}
      volumes:
      - name: extra
        emptyDir: {}
`,
		"top/statefulset.yaml": `apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: db
spec:
  template:
    spec:
      containers:
      - name: db
        env:
        - {name: X, $patch: delete}
        - {name: Z, value: z}
  volumeClaimTemplates:
  - metadata: {name: logs}
    spec: {accessModes: [ReadWriteOnce]}
---
apiVersion: v1
kind: Pod
metadata:
  name: tool
spec:
  containers:
  - $patch: replace
  - {name: other, image: other:1}
`,
		"top/jobs.yaml": `apiVersion: batch.volcano.sh/v1alpha1
kind: Job
metadata:
  name: train
spec:
  tasks:
  - name: worker
    replicas: 4
  podTemplate:
    template:
      spec:
        containers:
        - {name: b, image: b:1}
---
apiVersion: batch/v1
kind: Job
metadata:
  name: once
spec:
  template:
    spec:
      containers:
      - {name: second, image: second:1}
`,
	}, "top", needKinds},
	// A JSON 6902 patch changes a kind; the next overlay merges into the
	// kind it now is.
	"kind-changed": {map[string]string{
		"base/kustomization.yaml": "resources: [w.yaml]\n",
		"base/w.yaml": "apiVersion: apps/v1\nkind: Workload\nmetadata: {name: w}\nspec:\n  template:\n    spec:\n" +
			"      containers:\n      - {name: a, image: a:1}\n",
		"mid/kustomization.yaml": "resources: [../base]\npatches:\n  - target: {kind: Workload}\n    options: {allowKindChange: true}\n" +
			"    patch: |-\n      - {op: replace, path: /kind, value: StatefulSet}\n",
		"top/kustomization.yaml": "resources: [../mid]\npatches:\n  - path: p.yaml\n",
		"top/p.yaml": "apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: w}\nspec:\n  template:\n    spec:\n" +
			"      containers:\n      - {name: b, image: b:1}\n",
	}, "top", needKinds},
	// A kind made of a prefix and a name: a JSON 6902 patch copies the
	// prefixed name into the kind of an object nested in a custom kind,
	// whose fields the next overlay's patch merges. No file holds
	// "Deployment".
	"kind-joined": {map[string]string{
		"base/kustomization.yaml": "resources: [w.yaml]\n",
		"base/w.yaml": "apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: ment}\nspec:\n  inner:\n    apiVersion: apps/v1\n" +
			"    spec:\n      template:\n        spec:\n          containers:\n          - {name: a, image: a:1}\n",
		"prefix/kustomization.yaml": "resources: [../base]\nnamePrefix: Deploy\n",
		"copy/kustomization.yaml":   "resources: [../prefix]\npatches:\n  - target: {kind: Widget}\n    path: copy.yaml\n",
		"copy/copy.yaml":            "- {op: copy, from: /metadata/name, path: /spec/inner/kind}\n",
		"top/kustomization.yaml": "resources: [../copy]\npatches:\n  - target: {kind: Widget}\n    patch: |-\n" +
			"      apiVersion: example.com/v1\n      kind: Widget\n      metadata: {name: any}\n      spec:\n        inner:\n" +
			"          spec:\n            template:\n              spec:\n                containers:\n                - {name: b, image: b:1}\n",
	}, "top", needKinds},
	// A kind that is a generator's base64: a Secret's data moved into the
	// kind of a nested object, merged by the next overlay. No file holds
	// "Node".
	"kind-from-base64": {map[string]string{
		"gen/kustomization.yaml": "secretGenerator:\n  - name: s\n    files: [n.bin]\n    options: {disableNameSuffixHash: true}\n" +
			"patches:\n  - target: {version: v1, kind: Secret, name: s}\n    path: move.yaml\n",
		"gen/n.bin": string(mustBase64("Node")),
		"gen/move.yaml": "- {op: add, path: /spec, value: {x: {apiVersion: v1, status: {addresses: [{type: InternalIP, address: 10.0.0.1}]}}}}\n" +
			"- {op: move, from: /data/n.bin, path: /spec/x/kind}\n",
		"top/kustomization.yaml": "resources: [../gen]\npatches:\n  - target: {kind: Secret}\n    patch: |-\n" +
			"      apiVersion: v1\n      kind: Secret\n      metadata: {name: s}\n      spec:\n        x:\n          status:\n" +
			"            addresses: [{type: Hostname, address: h}]\n",
	}, "top", needKinds},
	// A kind written with an escape; the patch selects it by a regular
	// expression. No file holds "Deployment" as it is.
	"kind-escaped": {map[string]string{
		"base/kustomization.yaml": "resources: [d.yaml]\n",
		"base/d.yaml": "apiVersion: apps/v1\nkind: \"Deploy\\u006dent\"\nmetadata: {name: d}\nspec:\n  template:\n    spec:\n" +
			"      containers:\n      - {name: a, image: a:1}\n",
		"top/kustomization.yaml": "resources: [../base]\npatches:\n  - target: {kind: Deploy.*}\n    path: p.yaml\n",
		"top/p.yaml": "apiVersion: apps/v1\nkind: Thing\nmetadata: {name: any}\nspec:\n  template:\n    spec:\n" +
			"      containers:\n      - {name: b, image: b:1}\n",
	}, "top", needKinds},
	// Generators and a merge into what they make.
	"generated": {map[string]string{
		"top/kustomization.yaml": "resources: [workloads.yaml]\nconfigMapGenerator:\n  - name: gen\n    literals: [a=b]\n" +
			"secretGenerator:\n  - name: sec\n    literals: [c=d]\npatches:\n  - patch: |-\n      apiVersion: v1\n      kind: ConfigMap\n" +
			"      metadata: {name: gen}\n      data: {e: f}\n",
		"top/workloads.yaml": workloads,
	}, "top", needKinds},
	// The kinds of what generators make, selected by a regular
	// expression: no file holds "ConfigMap" or "Secret".
	"generated-kinds": {map[string]string{
		"gen/kustomization.yaml": "configMapGenerator:\n  - name: c\n    literals: [a=b]\nsecretGenerator:\n  - name: s\n    literals: [c=d]\n" +
			"patches:\n  - target: {kind: Config.*|Sec.*}\n    patch: |-\n      - {op: add, path: /metadata/finalizers, value: [a.example.com/x]}\n",
		"top/kustomization.yaml": "resources: [../gen]\npatches:\n  - target: {kind: Config.*|Sec.*}\n    patch: |-\n" +
			"      apiVersion: v1\n      kind: Thing\n      metadata: {name: any, finalizers: [b.example.com/y]}\n",
	}, "top", needKinds},
	// A field comment naming a definition: every definition.
	"ref-comment": {map[string]string{
		"top/kustomization.yaml": "resources: [w.yaml]\npatches:\n  - path: p.yaml\n",
		"top/w.yaml": "apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec:\n" +
			"  main: # {\"$ref\": \"#/definitions/io.k8s.api.core.v1.Container\"}\n    name: m\n    env:\n    - {name: A, value: a}\n",
		"top/p.yaml": "apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec:\n  main:\n    env:\n    - {name: B, value: b}\n",
	}, "top", needAll},
	// An escape in a kustomization: every definition.
	"escaped-kustomization": {map[string]string{
		"top/kustomization.yaml": "resources: [workloads.yaml]\npatches:\n  - patch: \"apiVersion: v1\\nkind: Pod\\nmetadata: {name: tool}\\n" +
			"spec: {containers: [{name: x, image: x}]}\"\n",
		"top/workloads.yaml": workloads,
	}, "top", needAll},
	// Replacements: every definition.
	"replacements": {map[string]string{
		"top/kustomization.yaml": "resources: [workloads.yaml]\nreplacements:\n  - source: {kind: Deployment, name: web, fieldPath: spec.template.spec.containers.0.image}\n" +
			"    targets: [{select: {kind: StatefulSet}, fieldPaths: [spec.template.spec.containers.0.image]}]\npatches:\n  - path: p.yaml\n",
		"top/workloads.yaml": workloads,
		"top/p.yaml":         "apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: db}\nspec:\n  template:\n    spec:\n      containers:\n      - {name: two, image: t}\n",
	}, "top", needAll},
	// Its own schema: kustomize's.
	"openapi-field": {map[string]string{
		"top/kustomization.yaml": "resources: [workloads.yaml]\nopenapi:\n  version: v1.21.2\npatches:\n  - path: p.yaml\n",
		"top/workloads.yaml":     workloads,
		"top/p.yaml":             "apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: db}\nspec:\n  template:\n    spec:\n      containers:\n      - {name: two, image: t}\n",
	}, "top", needOwn},
}

func mustBase64(s string) []byte {
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

// schemaBuild is one build of the comparison.
type schemaBuild struct {
	name string
	req  *BuildRequest
	// need is what the gate must decide; -1 when any.
	need schemaNeed
}

// schemaBuilds are the builds TestSchemaSubsetKeepsTheBuild compares:
// schemaCases, the generated Volcano-sized overlay, and every top-level
// kustomization of testdata/.
func schemaBuilds(t *testing.T) []schemaBuild {
	t.Helper()
	caps := Limits{}.WithDefaults().Caps
	var out []schemaBuild
	addPlan := func(name string, kfiles []string, need schemaNeed) {
		plan := NewPlan(kfiles, diskReader, Limits{})
		for _, k := range plan.Top {
			if k.refused() {
				continue
			}
			req, err := request(k, plan, parses{}, caps, true)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, schemaBuild{name: name + ":" + filepath.ToSlash(k.File), req: roundTrip(t, req), need: need})
		}
	}
	for _, name := range slices.Sorted(maps.Keys(schemaCases)) {
		c := schemaCases[name]
		dir := t.TempDir()
		write(t, dir, c.files)
		addPlan(name, []string{filepath.Join(dir, c.top, "kustomization.yaml")}, c.need)
	}
	dir := t.TempDir()
	if err := overlay.Generate(overlay.Options{}).Write(dir); err != nil {
		t.Fatal(err)
	}
	addPlan("volcano-sized", []string{filepath.Join(dir, "overlays", "prod", "kustomization.yaml")}, needKinds)
	var fixtures []string
	err := filepath.WalkDir(filepath.Join("..", "..", "testdata"), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && IsKustomization(p) {
			fixtures = append(fixtures, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	addPlan("testdata", fixtures, -1)
	return out
}

// fullBuild is everything a build gives: kustomize's whole output
// (annotations included), or its error.
func fullBuild(w *worker, req *BuildRequest) string {
	m, refused, err := w.resMap(context.Background(), req)
	switch {
	case err != nil:
		return "error: " + err.Error()
	case refused != nil:
		return fmt.Sprintf("refused: %+v", *refused)
	}
	data, err := m.AsYaml()
	if err != nil {
		return "output error: " + err.Error()
	}
	return string(data)
}

// TestSchemaSubsetKeepsTheBuild builds every case with kustomize's own
// handling of the schema (the whole built-in document) and as a build job
// does (the definitions the gate picks, or all of them), and requires the
// same output, byte for byte. Each case must take the path it is written
// for, or it would prove nothing.
func TestSchemaSubsetKeepsTheBuild(t *testing.T) {
	builds := schemaBuilds(t)
	if len(builds) < 20 {
		t.Fatalf("%d builds", len(builds))
	}
	// The references first: kustomize parses its document once for all.
	ref := &worker{}
	want := make([]string, len(builds))
	for i, b := range builds {
		want[i] = fullBuild(ref, b.req)
	}
	var need schemaNeed
	w := &worker{schema: &builtinSchema{}, used: func(n schemaNeed) { need = n }}
	subsets := 0
	for i, b := range builds {
		got := fullBuild(w, b.req)
		if got != want[i] {
			t.Errorf("%s: the builds differ:\nwhole document:\n%s\nas built (%d):\n%s", b.name, want[i], need, got)
		}
		if b.need >= 0 && strings.HasPrefix(want[i], "error: ") {
			t.Errorf("%s: %s", b.name, want[i])
		}
		if b.need >= 0 && need != b.need {
			t.Errorf("%s: schema %d, want %d", b.name, need, b.need)
		}
		if need == needKinds {
			subsets++
		}
	}
	if subsets < 10 {
		t.Errorf("%d builds with part of the schema", subsets)
	}
}

// The cases merge with definitions only the gate's rules bring in: a
// build without the definition differs, so TestSchemaSubsetKeepsTheBuild
// would see a rule that lost it.
func TestSchemaCasesNeedTheirDefinitions(t *testing.T) {
	builds := map[string]*BuildRequest{}
	for _, b := range schemaBuilds(t) {
		name, _, _ := strings.Cut(b.name, ":")
		if _, ok := schemaCases[name]; ok {
			builds[name] = b.req
		}
	}
	for _, c := range []struct {
		name, kind, def string
		// hidden: no file holds the kind as it is.
		hidden bool
	}{
		{"workloads", "Deployment", "io.k8s.api.core.v1.Container", false},
		{"workloads", "PodTemplate", "io.k8s.api.core.v1.PodTemplate", false},
		{"kind-changed", "StatefulSet", "io.k8s.api.apps.v1.StatefulSet", false},
		{"kind-joined", "Deployment", "io.k8s.api.apps.v1.Deployment", true},
		{"kind-from-base64", "Node", "io.k8s.api.core.v1.Node", true},
		{"kind-escaped", "Deployment", "io.k8s.api.apps.v1.Deployment", true},
		{"generated-kinds", "ConfigMap", "io.k8s.api.core.v1.ConfigMap", true},
		{"generated-kinds", "Secret", "io.k8s.api.core.v1.Secret", true},
		{"ref-comment", "", "io.k8s.api.core.v1.Container", false},
	} {
		req := builds[c.name]
		w := &worker{schema: &builtinSchema{}}
		all := fullBuild(w, req)
		w.omit = func(name string) bool { return name == c.def }
		if without := fullBuild(w, req); without == all {
			t.Errorf("%s: the same build without %s", c.name, c.def)
		}
		if c.kind == "" {
			continue
		}
		need, kinds := w.schema.need(req.Files)
		if need != needKinds || !kinds[c.kind] {
			t.Errorf("%s: %s not given (%d, %v)", c.name, c.kind, need, kinds)
		}
		if c.hidden {
			for name, data := range req.Files {
				if strings.Contains(string(data), c.kind) {
					t.Errorf("%s: %s holds %q", c.name, name, c.kind)
				}
			}
		}
	}
}

// The gate's decisions on what it cannot read: every kustomization field
// outside gateFields (each set alone), an escape where kustomize would
// decode it, a file in UTF-16, a kustomization that does not parse.
func TestSchemaGate(t *testing.T) {
	s := &builtinSchema{}
	if err := s.index(); err != nil {
		t.Fatal(err)
	}
	refused := map[string]string{
		"vars":                        "vars: [{name: V, objref: {kind: Service, name: s, apiVersion: v1}}]",
		"replacements":                "replacements: [{path: r.yaml}]",
		"crds":                        "crds: [crd.json]",
		"configurations":              "configurations: [c.yaml]",
		"generators":                  "generators: [g.yaml]",
		"transformers":                "transformers: [t.yaml]",
		"validators":                  "validators: [v.yaml]",
		"helmCharts":                  "helmCharts: [{name: c}]",
		"helmGlobals":                 "helmGlobals: {chartHome: charts}",
		"helmChartInflationGenerator": "helmChartInflationGenerator: [{chartName: c}]",
	}
	typ := reflect.TypeFor[types.Kustomization]()
	for i := range typ.NumField() {
		name, _, _ := strings.Cut(typ.Field(i).Tag.Get("json"), ",")
		if _, ok := refused[name]; !ok && !gateFields[name] && name != "openapi" && name != "" {
			t.Errorf("kustomization field %s: neither in gateFields nor tested here", name)
		}
	}
	for field, text := range refused {
		if need, _ := s.need(map[string][]byte{"/k/kustomization.yaml": []byte(text + "\n")}); need != needAll {
			t.Errorf("%s: %d, want every definition", field, need)
		}
	}
	queue := []byte("apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata: {name: q}\n")
	for name, c := range map[string]struct {
		files map[string]string
		need  schemaNeed
	}{
		"plain":                      {map[string]string{"kustomization.yaml": "resources: [q.yaml]\nnamePrefix: x-\n"}, needKinds},
		"openapi":                    {map[string]string{"kustomization.yaml": "resources: [q.yaml]\nopenapi: {path: s.json}\n"}, needOwn},
		"openapi in a base":          {map[string]string{"kustomization.yaml": "resources: [b]\n", "b/kustomization.yaml": "openapi: {version: v1.21.2}\n"}, needOwn},
		"kustomization not parsing":  {map[string]string{"kustomization.yaml": "resources: {a: b}\n"}, needOwn},
		"escape in a kustomization":  {map[string]string{"kustomization.yaml": "resources: [q.yaml]\nnamespace: \"a\\x62\"\n"}, needAll},
		"escape in a comment":        {map[string]string{"kustomization.yaml": "resources: [q.yaml, e.yaml]\n", "e.yaml": "a: b # \\u0024ref\n"}, needAll},
		"escape in a scalar":         {map[string]string{"kustomization.yaml": "resources: [q.yaml, e.yaml]\n", "e.yaml": "a: \"b\\tc\"\n"}, needKinds},
		"escape in a file not YAML":  {map[string]string{"kustomization.yaml": "configMapGenerator: [{name: g, files: [e.sh]}]\n", "e.sh": "a: b: \\\n"}, needAll},
		"$ref":                       {map[string]string{"kustomization.yaml": "resources: [q.yaml, e.yaml]\n", "e.yaml": "a: b # {\"$ref\": \"x\"}\n"}, needAll},
		"UTF-16":                     {map[string]string{"kustomization.yaml": "resources: [q.yaml, e.yaml]\n", "e.yaml": "\xff\xfea\x00:\x00"}, needAll},
		"kustomization named Kustom": {map[string]string{"Kustomization": "resources: [q.yaml]\nreplacements: [{path: r.yaml}]\n"}, needAll},
	} {
		files := map[string][]byte{"/k/q.yaml": queue}
		for n, text := range c.files {
			files["/k/"+n] = []byte(text)
		}
		if need, _ := s.need(files); need != c.need {
			t.Errorf("%s: %d, want %d", name, need, c.need)
		}
	}
	// Kinds: tokens, joined tokens when names are prefixed, the
	// generators' kinds always, base64 lengths with a generator.
	for _, c := range []struct {
		files        map[string]string
		want, absent []string
	}{
		{map[string]string{"kustomization.yaml": "resources: [d.yaml]\n", "d.yaml": "kind: Deployment\nspec: {x: [Pod]}\n"},
			[]string{"Deployment", "Pod", "ConfigMap", "Secret"}, []string{"Node", "Service", "StatefulSet"}},
		{map[string]string{"kustomization.yaml": "resources: [d.yaml]\nnamePrefix: Stateful\n", "d.yaml": "kind: X\nmetadata: {name: Set}\n"},
			[]string{"StatefulSet"}, []string{"Deployment", "Node"}},
		{map[string]string{"kustomization.yaml": "resources: [d.yaml]\nsecretGenerator: [{name: s, literals: [a=b]}]\n", "d.yaml": "kind: X\n"},
			[]string{"Node", "Role", "Eviction"}, []string{"Pod", "Service"}},
	} {
		files := map[string][]byte{}
		for n, text := range c.files {
			files["/k/"+n] = []byte(text)
		}
		need, kinds := s.need(files)
		if need != needKinds {
			t.Errorf("%v: %d", c.files, need)
			continue
		}
		for _, k := range c.want {
			if !kinds[k] {
				t.Errorf("%v: %s not given", c.files, k)
			}
		}
		for _, k := range c.absent {
			if kinds[k] {
				t.Errorf("%v: %s given", c.files, k)
			}
		}
	}
}
