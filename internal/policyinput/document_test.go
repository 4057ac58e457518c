package policyinput

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/rule"
)

// load builds the model of one YAML text.
func load(t *testing.T, name, text string) *model.Model {
	t.Helper()
	f := loader.Load(name, []byte(text))
	if len(f.Diagnostics) != 0 {
		t.Fatalf("diagnostics %+v", f.Diagnostics)
	}
	return model.Build(f.Objects)
}

// plainDocument is the document without the members env adds.
func plainDocument(m *model.Model) map[string]any {
	return build[any](m, 1, func() valueBuilder[any] { return goValues{} }, nil, AllFields).(map[string]any)
}

// TestDocumentOfEveryKind: each kind's entry, as plain JSON.
func TestDocumentOfEveryKind(t *testing.T) {
	text := readEveryKind(t)
	m := load(t, "all.yaml", text)
	in := Document(m, rule.DefaultEnv())
	// The input must be plain JSON.
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatalf("input is not JSON-able: %v", err)
	}
	var back map[string]any
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back["apiVersion"] != APIVersion {
		t.Errorf("apiVersion %v", back["apiVersion"])
	}
	confs := back["schedulerConfigs"].([]any)
	c0 := confs[0].(map[string]any)
	if c0["valid"] != true || len(c0["actions"].([]any)) != 3 || confs[1].(map[string]any)["valid"] != false {
		t.Errorf("configs %v", confs)
	}
	plugin := c0["plugins"].([]any)[0].(map[string]any)
	if plugin["options"].(map[string]any)["enableJobOrder"] != false || plugin["arguments"].(map[string]any)["2"] != "b" {
		t.Errorf("plugin %v", plugin)
	}
	job := back["jobs"].([]any)[0].(map[string]any)
	if job["minAvailable"] != float64(2) || job["id"] != "Job/ml/j" {
		t.Errorf("job %v", job)
	}
	if back["nodes"].([]any)[0].(map[string]any)["allocatable"].(map[string]any)["cpu"] != "8" {
		t.Errorf("nodes %v", back["nodes"])
	}
	if pg := back["podGroups"].([]any)[0].(map[string]any); pg["minResources"].(map[string]any)["cpu"] != "2" {
		t.Errorf("podgroup %v", pg)
	}
	queues := back["queues"].([]any)
	if len(queues) != 1 || queues[0].(map[string]any)["implicit"] != true || queues[0].(map[string]any)["ref"] != nil {
		t.Errorf("queues %v", queues)
	}
}

func TestInputQueues(t *testing.T) {
	text := `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata: {name: a, labels: {team: x}}
spec:
  weight: 3
  reclaimable: false
  capability: {cpu: 2000m, memory: 1Gi}
  guarantee: {resource: {cpu: 1}}
status: {state: Open}
---
apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata: {name: b}
spec: {parent: a}
`
	in := plainDocument(load(t, "q.yaml", text))
	queues := in["queues"].([]any)
	if len(queues) != 3 {
		t.Fatalf("queues %v", queues)
	}
	a := queues[1].(map[string]any)
	if a["name"] != "a" || a["weight"] != int32(3) || a["reclaimable"] != false || a["state"] != "Open" || a["depth"] != 1 || a["leaf"] != false {
		t.Errorf("a = %v", a)
	}
	if a["capability"].(map[string]any)["cpu"] != "2" || a["guarantee"].(map[string]any)["cpu"] != "1" || a["labels"].(map[string]any)["team"] != "x" {
		t.Errorf("a resources %v", a)
	}
	b := queues[2].(map[string]any)
	if !slices.Equal(b["ancestors"].([]any), []any{"a", "root"}) || b["parent"] != "a" || b["parentFound"] != true {
		t.Errorf("b = %v", b)
	}
	if _, ok := b["weight"]; ok {
		t.Errorf("unset weight present: %v", b)
	}
}

// TestInputSelectedFields: a document built with OnlyFields fills only the
// long lists named, with only the fields named; siblings get equal
// ancestors.
func TestInputSelectedFields(t *testing.T) {
	m := load(t, "tree.yaml", queues("a", "b:a", "c:a"))
	build := func(names ...string) map[string]any {
		only := map[string]bool{}
		for _, n := range names {
			only[n] = true
		}
		return build[any](m, 2, func() valueBuilder[any] { return goValues{} }, nil, OnlyFields(only)).(map[string]any)
	}
	in := build("jobs", "name")
	if qs := in["queues"].([]any); len(qs) != 0 {
		t.Errorf("queues not named, yet built: %v", qs)
	}
	in = build("queues", "name", "ancestors")
	qs := in["queues"].([]any)
	if len(qs) != 4 {
		t.Fatalf("queues %v", qs)
	}
	for _, q := range qs {
		if len(q.(map[string]any)) != 2 {
			t.Errorf("entry %v has fields other than name and ancestors", q)
		}
	}
	b, c := qs[2].(map[string]any), qs[3].(map[string]any)
	if b["name"] != "b" || !slices.Equal(b["ancestors"].([]any), []any{"a", "root"}) || !slices.Equal(c["ancestors"].([]any), []any{"a", "root"}) {
		t.Errorf("b = %v, c = %v", b, c)
	}
}

func TestIntegrationInput(t *testing.T) {
	path := filepath.Join("..", "..", "testdata", "model", "integrations.yaml")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ws := map[string]*model.Workload{}
	for _, w := range load(t, path, string(data)).Workloads {
		ws[w.Obj.Name] = w
	}
	m := &model.Model{Workloads: []*model.Workload{ws["mpi"], ws["sts"]}}
	entries := plainDocument(m)["workloads"].([]any)
	mpi, sts := entries[0].(map[string]any), entries[1].(map[string]any)
	if mpi["operator"] != model.OperatorKubeflow || mpi["minMember"] != int32(2) || mpi["queue"] != "team" {
		t.Errorf("MPIJob entry %v", mpi)
	}
	if res, _ := mpi["minResources"].(map[string]any); res["cpu"] != "5" {
		t.Errorf("MPIJob minResources %v", mpi["minResources"])
	}
	if _, ok := sts["minResources"]; ok || sts["operator"] != "" {
		t.Errorf("a controller's entry has an operator or a PodGroup size: %v", sts)
	}
}

// queues is a YAML stream of Queues, each "name" or "name:parent".
func queues(pairs ...string) string {
	var b strings.Builder
	for _, p := range pairs {
		name, parent, _ := strings.Cut(p, ":")
		b.WriteString("---\napiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata: {name: " + name + "}\n")
		if parent != "" {
			b.WriteString("spec: {parent: " + parent + "}\n")
		}
	}
	return b.String()
}

// TestMissingParentEntry: a queue whose parent is missing says so, at
// depth -1.
func TestMissingParentEntry(t *testing.T) {
	m := load(t, "q.yaml", queues("a:ghost", "b:a"))
	q, _ := m.Queue("a")
	in := queueValue[any](goValues{}, &entry[any]{}, q).(map[string]any)
	if in["parentFound"] != false || in["depth"] != -1 {
		t.Errorf("entry %v", in)
	}
}

// readEveryKind reads testdata/model/every-kind.yaml, the document of every
// kind the model and policy input tests share.
func readEveryKind(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "model", "every-kind.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
