package yamlpos

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// YAML in a string in YAML in a string of the file: a GitOps manifest's
// values string whose scheduler_config_override holds the configuration.
// Every plain scalar of the innermost document must be positioned where
// its text is written in the file, through both levels of quoting.
func TestNestedEmbeddingPositions(t *testing.T) {
	cases := []struct {
		name, file string
	}{
		{"literal in literal", `spec:
  source:
    helm:
      values: |
        custom:
          scheduler_config_override: |
            actions: enqueue, allocat
            tiers:
            - plugins:
              - name: gang
`},
		{"double-quoted in literal", `spec:
  valuesContent: |-
    custom:
      scheduler_config_override: "actions: enqueue, allocat\ntiers:\n- plugins:\n  - name: gang\n"
`},
		{"literal with indicator in folded-free double quotes", `spec:
  values: "custom:\n  scheduler_config_override: |2\n      actions: enqueue, allocat\n      tiers:\n      - plugins:\n        - name: gang\n"
`},
		{"single-quoted in single-quoted", `values: 'custom: {scheduler_config_override: ''actions: enqueue, allocat


    tiers: [{plugins: [{name: gang}]}]''}'
`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			src := NewSource([]byte(tc.file))
			docs, errs := Parse([]byte(tc.file))
			if len(errs) > 0 || len(docs) != 1 {
				t.Fatalf("outer file: %v", errs)
			}
			host := keyValue(docs[0].Root, "values", "valuesContent")
			if host == nil {
				t.Fatal("no values string")
			}
			outer := Embed(src, host)
			values, err := outer.Parse()
			if err != nil || values == nil {
				t.Fatalf("values string: %v", err)
			}
			override := keyValue(values, "scheduler_config_override")
			if override == nil {
				t.Fatal("no override in the values")
			}
			inner := outer.Embed(override)
			conf, err := inner.Parse()
			if err != nil || conf == nil {
				t.Fatalf("override: %v", err)
			}
			inner.Relocate(conf)
			for _, want := range []string{"actions", "enqueue, allocat", "tiers", "plugins", "name", "gang"} {
				n := findValue(conf, want)
				if n == nil {
					t.Fatalf("no scalar %q", want)
				}
				off := src.Offset(n.Line, n.Column)
				if !strings.HasPrefix(tc.file[off:], want) {
					t.Errorf("%q at %d:%d, where the file says %q", want, n.Line, n.Column, firstLine(tc.file[off:]))
				}
			}
			outer.Relocate(values)
			if off := src.Offset(override.Line, override.Column); off <= src.Offset(host.Line, host.Column) {
				t.Errorf("override string at %d:%d, not inside the values string", override.Line, override.Column)
			}
		})
	}
}

// A syntax error two levels deep is reported at its place in the file.
func TestNestedEmbeddingError(t *testing.T) {
	file := `values: |
  custom:
    scheduler_config_override: |
      actions: "enqueue
      tiers: [
`
	src := NewSource([]byte(file))
	docs, _ := Parse([]byte(file))
	outer := Embed(src, keyValue(docs[0].Root, "values"))
	values, err := outer.Parse()
	if err != nil {
		t.Fatal(err)
	}
	inner := outer.Embed(keyValue(values, "scheduler_config_override"))
	_, err = inner.Parse()
	if err == nil {
		t.Fatal("no error")
	}
	if err.Line < 4 || err.Line > 6 || err.Column < 7 {
		t.Errorf("error at %d:%d (%s), want inside the override's lines 4-5", err.Line, err.Column, err.Msg)
	}
}

// keyValue is the value of the first key named one of keys, depth first.
func keyValue(n *yaml.Node, keys ...string) *yaml.Node {
	if n == nil {
		return nil
	}
	if n.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(n.Content); i += 2 {
			for _, k := range keys {
				if n.Content[i].Value == k && n.Content[i+1].Kind == yaml.ScalarNode {
					return n.Content[i+1]
				}
			}
		}
	}
	for _, c := range n.Content {
		if f := keyValue(c, keys...); f != nil {
			return f
		}
	}
	return nil
}

// findValue is the first scalar whose value is v.
func findValue(n *yaml.Node, v string) *yaml.Node {
	if n == nil {
		return nil
	}
	if n.Kind == yaml.ScalarNode && n.Value == v {
		return n
	}
	for _, c := range n.Content {
		if f := findValue(c, v); f != nil {
			return f
		}
	}
	return nil
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// The Locator positions a character inside a scalar through every level
// of quoting: an escaped quote is two characters of the file at one level,
// four at two.
func TestLocatorThroughEscapes(t *testing.T) {
	one := `data:
  volcano-scheduler.conf: "actions: \"enqueue, alocate\"\ntiers: []\n"
`
	two := `spec:
  values: "custom:\n  scheduler_config_override: \"actions: \\\"enqueue, alocate\\\"\\ntiers: []\\n\"\n"
`
	for _, file := range []string{one, two} {
		src := NewSource([]byte(file))
		docs, _ := Parse([]byte(file))
		host := keyValue(docs[0].Root, "volcano-scheduler.conf", "values")
		e := Embed(src, host)
		root, err := e.Parse()
		if err != nil {
			t.Fatal(err)
		}
		if o := keyValue(root, "scheduler_config_override"); o != nil {
			e = e.Embed(o)
			if root, err = e.Parse(); err != nil {
				t.Fatal(err)
			}
		}
		locate := e.RelocateLocating(root)
		actions := keyValue(root, "actions")
		line, col, ok := locate(actions, strings.Index(actions.Value, "alocate"))
		off := src.Offset(line, col)
		if !ok || !strings.HasPrefix(file[off:], "alocate") {
			t.Errorf("alocate at %d:%d (%v), where the file says %q", line, col, ok, firstLine(file[off:]))
		}
		actions.Line++ // moved: the map no longer applies
		if _, _, ok := locate(actions, 0); ok {
			t.Error("a moved node is still located")
		}
	}
}
