package model

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
)

// queue makes a loaded Queue object; parent "" leaves spec.parent unset.
func queue(name, parent string) *manifest.Object {
	q := &api.Queue{Kind: manifest.KindQueue}
	q.Metadata.Name = name
	q.Spec.Parent = &parent
	return &manifest.Object{Kind: manifest.KindQueue, Name: name, File: "q.yaml", Typed: q}
}

// tree builds a model from "name:parent" pairs ("name" alone: no parent).
func tree(pairs ...string) *Model {
	var objs []*manifest.Object
	for _, p := range pairs {
		name, parent, _ := strings.Cut(p, ":")
		objs = append(objs, queue(name, parent))
	}
	return Build(objs)
}

func mustQueue(t *testing.T, m *Model, name string) *Queue {
	t.Helper()
	q, ok := m.Queue(name)
	if !ok {
		t.Fatalf("no queue %q", name)
	}
	return q
}

func queueNames(qs []*Queue) []string {
	var out []string
	for _, q := range qs {
		out = append(out, q.Name)
	}
	return out
}

func TestImplicitRoot(t *testing.T) {
	m := tree("a", "b:a")
	if m.Root == nil || !m.Root.Implicit() || m.Root.Name != RootQueue || m.Root.Obj != nil || m.Root.Spec != nil {
		t.Fatalf("root %+v", m.Root)
	}
	if m.Queues[0] != m.Root {
		t.Errorf("implicit root is not first: %v", queueNames(m.Queues))
	}
	if got := queueNames(m.Queues); !slices.Equal(got, []string{"root", "a", "b"}) {
		t.Errorf("queues %v", got)
	}
	if m.Root.Depth != 0 || m.Root.Parent != nil || m.Root.ParentName != "" {
		t.Errorf("root depth %d parent %v %q", m.Root.Depth, m.Root.Parent, m.Root.ParentName)
	}
	a := mustQueue(t, m, "a")
	// An empty parent means root.
	if a.ParentName != RootQueue || a.Parent != m.Root || a.Depth != 1 {
		t.Errorf("a: parent %q %v depth %d", a.ParentName, a.Parent, a.Depth)
	}
	if got := queueNames(m.Root.Children); !slices.Equal(got, []string{"a"}) {
		t.Errorf("root children %v", got)
	}
	if b := mustQueue(t, m, "b"); b.Depth != 2 || !b.IsLeaf() || a.IsLeaf() {
		t.Errorf("b depth %d", b.Depth)
	}
}

func TestExplicitRoot(t *testing.T) {
	m := tree("a:root", "root:ignored-parent", "b")
	if m.Root.Implicit() || m.Root.Obj == nil || m.Root != mustQueue(t, m, "root") {
		t.Fatalf("explicit root not used: %+v", m.Root)
	}
	if got := queueNames(m.Queues); !slices.Equal(got, []string{"a", "root", "b"}) {
		t.Errorf("queues %v: input order, no implicit root", got)
	}
	// root's own spec.parent is ignored: it is the top.
	if m.Root.ParentName != "" || m.Root.Parent != nil || m.Root.Depth != 0 {
		t.Errorf("root parent %q depth %d", m.Root.ParentName, m.Root.Depth)
	}
	if got := queueNames(m.Root.Children); !slices.Equal(got, []string{"a", "b"}) {
		t.Errorf("root children %v (sorted by name)", got)
	}
	for _, n := range []string{"a", "b"} {
		if q := mustQueue(t, m, n); q.Depth != 1 || q.Parent != m.Root {
			t.Errorf("%s depth %d", n, q.Depth)
		}
	}
}

func TestMissingParent(t *testing.T) {
	m := tree("a:ghost", "b:a", "c")
	a, b, c := mustQueue(t, m, "a"), mustQueue(t, m, "b"), mustQueue(t, m, "c")
	if a.Parent != nil || a.ParentName != "ghost" || a.Depth != -1 || a.Cycle != nil {
		t.Errorf("a: parent %v %q depth %d cycle %v", a.Parent, a.ParentName, a.Depth, a.Cycle)
	}
	if b.Parent != a || b.Depth != -1 || b.Cycle != nil {
		t.Errorf("b below a missing parent: depth %d cycle %v", b.Depth, b.Cycle)
	}
	if got := queueNames(b.Ancestors()); !slices.Equal(got, []string{"a"}) {
		t.Errorf("b ancestors %v: stop at the missing parent", got)
	}
	if c.Depth != 1 {
		t.Errorf("c depth %d", c.Depth)
	}
}

func TestSelfParent(t *testing.T) {
	m := tree("a:a", "b:a")
	a, b := mustQueue(t, m, "a"), mustQueue(t, m, "b")
	if a.Depth != -1 || !slices.Equal(a.Cycle, []string{"a", "a"}) || a.Parent != a {
		t.Errorf("a: depth %d cycle %v", a.Depth, a.Cycle)
	}
	if b.Depth != -1 || b.Cycle != nil {
		t.Errorf("b hangs below the cycle: depth %d cycle %v", b.Depth, b.Cycle)
	}
	if len(a.Ancestors()) != 0 {
		t.Errorf("a ancestors %v", queueNames(a.Ancestors()))
	}
	if got := queueNames(b.Ancestors()); !slices.Equal(got, []string{"a"}) {
		t.Errorf("b ancestors %v", got)
	}
}

func TestThreeCycle(t *testing.T) {
	// x -> y -> z -> x, with d below z and e below d; f is fine.
	for _, order := range [][]string{
		{"x:y", "y:z", "z:x", "d:z", "e:d", "f"},
		{"e:d", "d:z", "f", "z:x", "y:z", "x:y"},
		{"d:z", "y:z", "e:d", "x:y", "z:x", "f"},
	} {
		t.Run(strings.Join(order, ","), func(t *testing.T) {
			m := tree(order...)
			cycles := map[string][]string{}
			for _, n := range []string{"x", "y", "z"} {
				q := mustQueue(t, m, n)
				if q.Depth != -1 || len(q.Cycle) != 4 || q.Cycle[0] != q.Cycle[3] {
					t.Errorf("%s: depth %d cycle %v", n, q.Depth, q.Cycle)
				}
				cycles[n] = q.Cycle
			}
			// The loop is reported in parent order: each name's parent follows it.
			parent := map[string]string{"x": "y", "y": "z", "z": "x"}
			for n, c := range cycles {
				for i := 0; i+1 < len(c); i++ {
					if parent[c[i]] != c[i+1] {
						t.Errorf("%s's cycle %v is not in parent order", n, c)
					}
				}
				if !slices.Equal(c, cycles["x"]) {
					t.Errorf("%s's cycle %v differs from x's %v: one loop, one report", n, c, cycles["x"])
				}
			}
			for _, n := range []string{"d", "e"} {
				if q := mustQueue(t, m, n); q.Depth != -1 || q.Cycle != nil {
					t.Errorf("%s below the cycle: depth %d cycle %v", n, q.Depth, q.Cycle)
				}
			}
			if got := queueNames(mustQueue(t, m, "e").Ancestors()); !slices.Equal(got, []string{"d", "z", "x", "y"}) {
				t.Errorf("e ancestors %v: up the chain, each once", got)
			}
			if f := mustQueue(t, m, "f"); f.Depth != 1 {
				t.Errorf("f depth %d", f.Depth)
			}
		})
	}
}

func TestDepthOfChain(t *testing.T) {
	// Defined deepest first, so depths resolve through uncomputed parents.
	m := tree("l5:l4", "l4:l3", "l3:l2", "l2:l1", "l1:root", "root")
	for i := 1; i <= 5; i++ {
		if q := mustQueue(t, m, fmt.Sprintf("l%d", i)); q.Depth != i {
			t.Errorf("l%d depth %d", i, q.Depth)
		}
	}
	l5 := mustQueue(t, m, "l5")
	if got := queueNames(l5.Ancestors()); !slices.Equal(got, []string{"l4", "l3", "l2", "l1", "root"}) {
		t.Errorf("ancestors %v: direct parent first, root last", got)
	}
	if len(m.Root.Ancestors()) != 0 {
		t.Errorf("root has ancestors")
	}
}

func TestLongChain(t *testing.T) {
	const n = 100000
	pairs := make([]string, 0, n)
	for i := n; i >= 1; i-- {
		parent := fmt.Sprintf("q%d", i-1)
		if i == 1 {
			parent = ""
		}
		pairs = append(pairs, fmt.Sprintf("q%d:%s", i, parent))
	}
	m := tree(pairs...)
	if q := mustQueue(t, m, fmt.Sprintf("q%d", n)); q.Depth != n {
		t.Errorf("depth %d, want %d", q.Depth, n)
	}
}

func TestDuplicates(t *testing.T) {
	objs := []*manifest.Object{queue("a", ""), queue("b", "a"), queue("a", "b"), queue("root", ""), queue("root", "x"), queue("a", "")}
	m := Build(objs)
	a := mustQueue(t, m, "a")
	if a.Obj != objs[5] || a.ParentName != RootQueue {
		t.Errorf("the last definition, which kubectl apply leaves, wins: %+v", a)
	}
	if len(a.Duplicates) != 2 || a.Duplicates[0] != objs[0] || a.Duplicates[1] != objs[2] {
		t.Errorf("a duplicates %v", a.Duplicates)
	}
	if m.Root.Obj != objs[4] || len(m.Root.Duplicates) != 1 || m.Root.ParentName != "" {
		t.Errorf("root %+v", m.Root)
	}
	if got := queueNames(m.Queues); !slices.Equal(got, []string{"a", "b", "root"}) {
		t.Errorf("queues %v: each name once", got)
	}
	for i, o := range objs {
		if o.Ref != i {
			t.Errorf("object %d has ref %d", i, o.Ref)
		}
	}
	if b := mustQueue(t, m, "b"); b.Depth != 2 || b.Cycle != nil {
		t.Errorf("b depth %d: the duplicate's parent (b) must not make a cycle", b.Depth)
	}
}

func TestBuildOtherKinds(t *testing.T) {
	text := readEveryKind(t)
	f := loader.Load("all.yaml", []byte(text))
	if len(f.Diagnostics) != 0 {
		t.Fatalf("diagnostics %+v", f.Diagnostics)
	}
	m := Build(f.Objects)
	if len(m.Jobs) != 1 || len(m.PodGroups) != 1 || len(m.Nodes) != 1 || len(m.Configs) != 2 {
		t.Fatalf("jobs %d podgroups %d nodes %d configs %d", len(m.Jobs), len(m.PodGroups), len(m.Nodes), len(m.Configs))
	}
	if m.Jobs[0].QueueName() != DefaultQueue || m.PodGroups[0].QueueName() != "team" {
		t.Errorf("queues %q %q", m.Jobs[0].QueueName(), m.PodGroups[0].QueueName())
	}
	if m.Configs[1].Conf != nil || m.Configs[1].Obj.SyntaxErr == nil {
		t.Errorf("broken conf %+v", m.Configs[1])
	}
	for i, o := range m.Objects {
		if got, ok := m.ObjectByRef(i); !ok || got != o {
			t.Errorf("ObjectByRef(%d)", i)
		}
	}
	if _, ok := m.ObjectByRef(-1); ok {
		t.Error("ObjectByRef(-1)")
	}
	if _, ok := m.ObjectByRef(len(m.Objects)); ok {
		t.Error("ObjectByRef(len)")
	}
}

func TestSplitActions(t *testing.T) {
	s := "enqueue, allocate,,  backfill ,"
	got := SplitActions(s)
	var names []string
	for _, a := range got {
		names = append(names, a.Name)
		if a.Name != "" && !strings.HasPrefix(s[a.Offset:], a.Name) {
			t.Errorf("%q at offset %d: %q", a.Name, a.Offset, s[a.Offset:])
		}
	}
	if !slices.Equal(names, []string{"enqueue", "allocate", "", "backfill", ""}) {
		t.Errorf("names %q", names)
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
