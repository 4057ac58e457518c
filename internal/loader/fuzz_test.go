package loader

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/policyinput"
	"github.com/vcqlint/vcqlint/internal/rule"
)

// fuzzExts are the file types Load treats differently: by content (YAML,
// JSON) or as a raw scheduler configuration (.conf).
var fuzzExts = []string{".yaml", ".json", ".conf"}

func extIndex(name string) uint8 {
	for i, e := range fuzzExts {
		if strings.EqualFold(filepath.Ext(name), e) {
			return uint8(i)
		}
	}
	return 0
}

// FuzzLoad feeds Load real manifests and their mutations. Load must never
// panic; every position it reports must be inside the file; every decoding
// problem must carry its node; and the model built from the objects must
// index them and produce the policy input without panicking.
func FuzzLoad(f *testing.F) {
	for _, dir := range []string{testdataDir, "../../examples"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil //nolint:nilerr // an unreadable entry is not a seed; the rest still are
			}
			if d.IsDir() || !strings.Contains(".yaml.yml.json.conf", strings.ToLower(filepath.Ext(path))) || filepath.Ext(path) == "" {
				return nil
			}
			if data, err := os.ReadFile(path); err == nil {
				f.Add(data, extIndex(path))
			}
			return nil
		})
		if err != nil {
			f.Fatal(err)
		}
	}
	for _, s := range []string{
		// A ConfigMap whose conf is a double-quoted string with escapes and an escaped line break.
		"apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata:\n  volcano-scheduler.conf: \"actions: \\\"allocate\\\"\\ntiers:\\n- plugins:\\n\\\n    \\  - name: gang\\n\"\n",
		// Single-quoted, folded over lines.
		"kind: ConfigMap\napiVersion: v1\ndata:\n  volcano-scheduler.conf: 'actions: ''allocate''\n\n    tiers: [{plugins: [{name: gang},\n      {name: drf}]}]'\n",
		// An embedded conf with a syntax error.
		"kind: ConfigMap\napiVersion: v1\ndata:\n  volcano-scheduler.conf: |\n    tiers:\n    - plugins:\n      - name: a\n     b: 1\n",
		// Aliases, merges and a List.
		"kind: List\nitems:\n- &q {apiVersion: scheduling.volcano.sh/v1beta1, kind: Queue, metadata: {name: a}, spec: {capability: &c {cpu: 1}}}\n- apiVersion: scheduling.volcano.sh/v1beta1\n  kind: Queue\n  metadata: {name: b}\n  spec: {parent: a, deserved: {<<: *c, memory: 1Gi}}\n",
		// A queue cycle and a missing parent.
		"apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata: {name: x}\nspec: {parent: y}\n---\napiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata: {name: y}\nspec: {parent: x}\n---\napiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata: {name: z}\nspec: {parent: ghost}\n",
		// Line breaks yaml.v3 counts that editors may not.
		"kind: Queue\rapiVersion: scheduling.volcano.sh/v1beta1\r\nmetadata: {name: \"a\u2028b\"}\nspec: {weight: [\n",
		// A Job with wrong types.
		"apiVersion: batch.volcano.sh/v1alpha1\nkind: Job\nmetadata: {name: j}\nspec:\n  minAvailable: \"2\"\n  tasks:\n  - replicas: many\n    template: {spec: {containers: [{resources: {requests: {cpu: lots}}}]}}\n",
		"%YAML 1.1\n---\na: *missing\n",
		"\xef\xbb\xbfkind: Queue\n",
	} {
		f.Add([]byte(s), uint8(0))
	}
	f.Add([]byte("actions: enqueue\ntiers: {plugins: x}\n"), uint8(2))
	f.Add([]byte("[actions]\nenqueue\n"), uint8(2))

	f.Fuzz(func(t *testing.T, data []byte, ext uint8) {
		name := "input" + fuzzExts[int(ext)%len(fuzzExts)]
		file := Load(name, data)
		lines := bytes.Count(data, []byte("\n")) + 1 // a position may be just past a final line break
		check := func(what string, p finding.Position, needColumn bool) {
			t.Helper()
			if p.File != name {
				t.Fatalf("%s: file %q, want %q", what, p.File, name)
			}
			if p.Line < 1 || p.Line > lines {
				t.Fatalf("%s: line %d outside 1..%d", what, p.Line, lines)
			}
			if p.Column < 0 || (needColumn && p.Column < 1) {
				t.Fatalf("%s: column %d", what, p.Column)
			}
		}
		for _, d := range file.Diagnostics {
			check("diagnostic "+d.Msg, d.Pos, false)
			if d.Level != LevelError && d.Level != LevelNotice {
				t.Fatalf("diagnostic level %d", d.Level)
			}
		}
		for _, o := range file.Objects {
			check(o.ID()+" start", o.Start(), true)
			if o.SyntaxErr != nil {
				check(o.ID()+" syntax error", *o.SyntaxErr, false)
				if o.SyntaxMsg == "" {
					t.Fatalf("%s: syntax error without a message", o.ID())
				}
			}
			walk(o.Root, func(n *yaml.Node) { check(o.ID()+" node", o.NodePos(n), true) })
			for _, p := range o.Problems {
				if p.Node == nil {
					t.Fatalf("%s: problem %q without a node", o.ID(), p.Msg)
				}
				check(o.ID()+" problem "+p.Path, o.NodePos(p.Node), true)
			}
			if sc, ok := o.Typed.(*api.SchedulerConfiguration); ok {
				for _, p := range sc.Plugins {
					check("plugin", o.NodePos(p.Node), true)
					if p.NameNode != nil {
						check("plugin name", o.NodePos(p.NameNode), true)
					}
				}
			}
		}
		// With a table of shared resource lists, decoding gives the same
		// objects and problems; the second load finds its lists there.
		lists := decode.NewLists()
		for range 2 {
			shared := LoadShared(name, data, lists)
			if len(shared.Objects) != len(file.Objects) {
				t.Fatalf("shared lists: %d objects, want %d", len(shared.Objects), len(file.Objects))
			}
			for i, o := range shared.Objects {
				want := file.Objects[i]
				if !reflect.DeepEqual(o.Typed, want.Typed) || fmt.Sprint(problemMessages(o)) != fmt.Sprint(problemMessages(want)) {
					t.Fatalf("%s decodes differently with shared lists: %+v %v, want %+v %v", o.ID(), o.Typed, problemMessages(o), want.Typed, problemMessages(want))
				}
			}
		}
		m := model.Build(file.Objects)
		in := policyinput.Document(m, rule.DefaultEnv())
		if len(in["queues"].([]any)) != len(m.Queues) {
			t.Fatalf("input has %d queues, model %d", len(in["queues"].([]any)), len(m.Queues))
		}
		for _, q := range m.Queues {
			if q.Depth < -1 || (q.Depth >= 0) != (q.Cycle == nil && reachesRoot(q, m.Root)) {
				t.Fatalf("queue %q: depth %d cycle %v", q.Name, q.Depth, q.Cycle)
			}
		}
	})
}

// walk visits every node of a tree once; aliases are not followed.
func walk(n *yaml.Node, fn func(*yaml.Node)) {
	if n == nil {
		return
	}
	fn(n)
	for _, c := range n.Content {
		walk(c, fn)
	}
}

// reachesRoot follows parents to root, independently of the model's own
// depth computation.
func reachesRoot(q, root *model.Queue) bool {
	seen := map[*model.Queue]bool{}
	for ; q != nil && !seen[q]; q = q.Parent {
		if q == root {
			return true
		}
		seen[q] = true
	}
	return false
}

func problemMessages(o *manifest.Object) []string {
	var out []string
	for _, p := range o.Problems {
		out = append(out, p.Path+": "+p.Msg)
	}
	return out
}
