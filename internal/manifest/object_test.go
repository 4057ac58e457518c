package manifest

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/finding"
)

func object(t *testing.T, kind, text string) *Object {
	t.Helper()
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(text), &doc); err != nil {
		t.Fatal(err)
	}
	return &Object{Kind: kind, File: "f.yaml", Root: doc.Content[0]}
}

func posOf(t *testing.T, text, needle string, nth int) finding.Position {
	t.Helper()
	off, from := -1, 0
	for i := 0; i <= nth; i++ {
		j := strings.Index(text[from:], needle)
		if j < 0 {
			t.Fatalf("%q not in text", needle)
		}
		off = from + j
		from = off + 1
	}
	ls := strings.LastIndex(text[:off], "\n") + 1
	return finding.Position{File: "f.yaml", Line: strings.Count(text[:off], "\n") + 1, Column: utf8.RuneCountInString(text[ls:off]) + 1}
}

const queueText = `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: q
spec:
  capability: &cap
    cpu: "8"
    nvidia.com/gpu: 2
    ünï.example.com/x: 1
  deserved: *cap
  extendClusters:
  - name: c1
  - name: c2
    capacity: {cpu: 1}
  actions: "enqueue, allocate"
`

func TestPos(t *testing.T) {
	o := object(t, KindQueue, queueText)
	cases := []struct {
		path []string
		at   string
		nth  int
	}{
		{[]string{"spec", "capability", "cpu"}, "cpu", 0},
		{[]string{"spec", "capability", "nvidia.com/gpu"}, "nvidia.com/gpu", 0},
		{[]string{"spec", "capability", "ünï.example.com/x"}, "ünï.example.com/x", 0},
		{[]string{"spec", "extendClusters", "1"}, "name: c2", 0},
		{[]string{"spec", "extendClusters", "1", "capacity", "cpu"}, "cpu", 1},
		// Missing pieces stop at the deepest existing node.
		{[]string{"spec", "capability", "memory"}, "capability", 0},
		{[]string{"spec", "extendClusters", "7"}, "extendClusters", 0},
		{[]string{"spec", "extendClusters", "x"}, "extendClusters", 0},
		{[]string{"spec", "capability", "cpu", "deeper"}, "cpu", 0},
		{[]string{"nothing"}, "apiVersion", 0},
		{nil, "apiVersion", 0},
	}
	for _, c := range cases {
		if got, want := o.Pos(c.path...), posOf(t, queueText, c.at, c.nth); got != want {
			t.Errorf("Pos(%v) = %v, want %v", c.path, got, want)
		}
	}
	// Through an alias, the path reaches the anchored mapping's keys.
	if got, want := o.Pos("spec", "deserved", "cpu"), posOf(t, queueText, "cpu", 0); got != want {
		t.Errorf("Pos through alias = %v, want %v", got, want)
	}
}

func TestNode(t *testing.T) {
	o := object(t, KindQueue, queueText)
	if n := o.Node("spec", "deserved", "cpu"); n == nil || n.Value != "8" {
		t.Errorf("Node through alias = %v", n)
	}
	if n := o.Node("spec", "deserved"); n == nil || n.Kind != yaml.MappingNode {
		t.Errorf("alias value not resolved: %v", n)
	}
	if n := o.Node("spec", "extendClusters", "0", "name"); n == nil || n.Value != "c1" {
		t.Errorf("list index: %v", n)
	}
	for _, p := range [][]string{{"spec", "nope"}, {"spec", "extendClusters", "-1"}, {"spec", "capability", "cpu", "x"}} {
		if n := o.Node(p...); n != nil {
			t.Errorf("Node(%v) = %v, want nil", p, n)
		}
	}
	var empty Object
	if empty.Node("a") != nil || empty.Start() != (finding.Position{Line: 1, Column: 1}) {
		t.Errorf("empty object")
	}
}

func TestSplitPath(t *testing.T) {
	o := object(t, KindQueue, queueText)
	for path, want := range map[string][]string{
		"spec.capability.nvidia.com/gpu":        {"spec", "capability", "nvidia.com/gpu"},
		"spec.capability.cpu":                   {"spec", "capability", "cpu"},
		"spec.extendClusters[1].capacity.cpu":   {"spec", "extendClusters", "1", "capacity", "cpu"},
		"spec.capability.ünï.example.com/x":     {"spec", "capability", "ünï.example.com/x"},
		"spec.deserved.nvidia.com/gpu":          {"spec", "deserved", "nvidia.com/gpu"},
		"spec.missing.a.b":                      {"spec", "missing", "a", "b"},
		"tiers[1][2].name":                      {"tiers", "1", "2", "name"},
		"spec.extendClusters[9].name":           {"spec", "extendClusters", "9", "name"},
		"spec.capability.nvidia.com/gpu.deeper": {"spec", "capability", "nvidia.com/gpu", "deeper"},
	} {
		if got := o.SplitPath(path); !slices.Equal(got, want) {
			t.Errorf("SplitPath(%q) = %q, want %q", path, got, want)
		}
	}
	// Split then Pos lands on the dotted key.
	if got, want := o.Pos(o.SplitPath("spec.capability.nvidia.com/gpu")...), posOf(t, queueText, "nvidia.com/gpu", 0); got != want {
		t.Errorf("Pos(SplitPath) = %v, want %v", got, want)
	}
}

func TestID(t *testing.T) {
	cm := &Object{Kind: KindConfigMap, Name: "volcano-scheduler-configmap", Namespace: "volcano-system"}
	for _, c := range []struct {
		o    *Object
		want string
	}{
		{&Object{Kind: KindQueue, Name: "team-a"}, "Queue/team-a"},
		{&Object{Kind: KindJob, Name: "train", Namespace: "ml"}, "Job/ml/train"},
		{&Object{Kind: KindJob}, "Job/<unnamed>"},
		{cm, "ConfigMap/volcano-system/volcano-scheduler-configmap"},
		{&Object{Kind: KindSchedulerConfig, Owner: cm}, "ConfigMap/volcano-system/volcano-scheduler-configmap"},
		{&Object{Kind: KindSchedulerConfig, File: "conf/volcano-scheduler.conf"}, "SchedulerConfiguration/conf/volcano-scheduler.conf"},
	} {
		if got := c.o.ID(); got != c.want {
			t.Errorf("ID() = %q, want %q", got, c.want)
		}
	}
}

func TestEmbeddedMetadataPos(t *testing.T) {
	cmText := "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata:\n  volcano-scheduler.conf: |\n    actions: allocate\n"
	cm := object(t, KindConfigMap, cmText)
	conf := object(t, KindSchedulerConfig, "actions: allocate\n")
	conf.Owner = cm
	if got, want := conf.Pos("metadata", "name"), posOf(t, cmText, "name", 0); got != want {
		t.Errorf("metadata of an embedded conf = %v, want its ConfigMap's %v", got, want)
	}
}

func TestSubstringPos(t *testing.T) {
	text := "plain: enqueue, allocate\nquoted: \"enqueue, allocate\"\nsingle: 'enqueue, allocate'\nuni: \"é, allocate\"\nblock: |\n  enqueue, allocate\n"
	o := object(t, KindSchedulerConfig, text)
	for _, c := range []struct {
		key, at string
		off     int
	}{
		{"plain", "allocate", len("enqueue, ")},
		{"quoted", "allocate", len("enqueue, ")},
		{"single", "allocate", len("enqueue, ")},
		{"uni", "allocate", len("é, ")},
	} {
		n := o.Node(c.key)
		want := posOf(t, text, c.at, 0)
		want.Line = o.Pos(c.key).Line
		want.Column = posOf(t, text[strings.Index(text, c.key+":"):], c.at, 0).Column
		if got := o.SubstringPos(n, c.off); got != want {
			t.Errorf("%s: SubstringPos = %v, want %v", c.key, got, want)
		}
	}
	// A block scalar gives the scalar's own position; offsets past the end clamp.
	n := o.Node("block")
	if got := o.SubstringPos(n, 3); got != o.NodePos(n) {
		t.Errorf("block: %v", got)
	}
	n = o.Node("plain")
	if got := o.SubstringPos(n, 1000); got.Column != o.NodePos(n).Column+len(n.Value) {
		t.Errorf("clamped: %v", got)
	}
	if got := o.SubstringPos(nil, 2); got.Line != 1 {
		t.Errorf("nil node: %v", got)
	}
}
