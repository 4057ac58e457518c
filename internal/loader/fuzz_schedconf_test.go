package loader

import (
	"bytes"
	"testing"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
)

// FuzzSchedulerConf fuzzes the scheduler-configuration parser (actions,
// tiers, plugins, configurations) on its own: the fuzzed text is the
// volcano-scheduler.conf of a ConfigMap, written by yaml.v3 in whatever
// scalar style it picks (literal block, double-quoted with escapes), and
// the same text as a raw .conf file. Properties: no panic; every position
// of the configuration (its nodes, decoding problems, plugins, repeated
// keys, syntax error) is inside the document, and for the embedded text on
// or after the line of the conf value.
func FuzzSchedulerConf(f *testing.F) {
	for _, s := range []string{
		"actions: \"enqueue, allocate, backfill\"\ntiers:\n- plugins:\n  - name: priority\n  - name: gang\n- plugins:\n  - name: drf\n  - name: proportion\n",
		"actions: enqueue\nactions: allocate\ntiers: []\n",
		"tiers:\n- plugins:\n  - name: capacity\n    enableHierarchy: true\n    arguments: {a: 1, a: 2}\nconfigurations:\n- name: preempt\n  arguments: {x: y}\n",
		"actions: [allocate]\ntiers: {plugins: 1}\n",
		"tiers:\n- plugins:\n  - &p {name: gang}\n  - *p\n  - <<: *p\n    name: drf\n",
		"actions: \"a\\u2028b\"\n\ttiers: x\n",
		"\"actions\": 'allocate'\r\ntiers:\r\n- plugins: [{name: \"x\\ny\"}]\r\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, conf string) {
		if !utf8.ValidString(conf) {
			return // a ConfigMap's data values are UTF-8 strings
		}
		raw := Load("input.conf", []byte(conf))
		checkConfPositions(t, "input.conf", []byte(conf), raw, 1)

		cm := map[string]any{
			"apiVersion": "v1", "kind": "ConfigMap",
			"metadata": map[string]any{"name": "volcano-scheduler-configmap", "namespace": "volcano-system"},
			"data":     map[string]string{SchedulerConfKey: conf},
		}
		doc, err := yaml.Marshal(cm)
		if err != nil {
			return
		}
		file := Load("cm.yaml", doc)
		// The conf value starts on the line of its key (yaml.v3 writes
		// data before metadata: keys sorted).
		keyLine := 1 + bytes.Count(doc[:bytes.Index(doc, []byte(SchedulerConfKey))], []byte("\n"))
		checkConfPositions(t, "cm.yaml", doc, file, keyLine)
	})
}

// checkConfPositions checks every position of the scheduler configurations
// in file: inside data, and not before line from.
func checkConfPositions(t *testing.T, name string, data []byte, file *File, from int) {
	t.Helper()
	lines := bytes.Count(data, []byte("\n")) + 1
	check := func(what string, p finding.Position) {
		t.Helper()
		if p.File != name || p.Line < from || p.Line > lines || p.Column < 0 {
			t.Fatalf("%s: position %s outside %s lines %d..%d\n%s", what, p, name, from, lines, data)
		}
	}
	for _, o := range file.Objects {
		if o.Kind != manifest.KindSchedulerConfig {
			continue
		}
		if o.SyntaxErr != nil {
			check("syntax error", *o.SyntaxErr)
		}
		walk(o.Root, func(n *yaml.Node) { check("node", o.NodePos(n)) })
		for _, p := range o.Problems {
			check("problem "+p.Msg, o.NodePos(p.Node))
		}
		for _, d := range o.DuplicateKeys {
			check("duplicate key", d.At)
			check("first key", d.First)
			if d.First.Line > d.At.Line {
				t.Fatalf("duplicate key %q: first at line %d after the repeat at %d", d.Key, d.First.Line, d.At.Line)
			}
		}
		if sc, ok := o.Typed.(*api.SchedulerConfiguration); ok {
			for _, p := range sc.Plugins {
				check("plugin", o.NodePos(p.Node))
			}
		}
	}
}
