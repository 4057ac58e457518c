package yamlpos

import (
	"os"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

const confKey = "volcano-scheduler.conf"

// embeddedCase is an outer file holding a scheduler configuration in one
// scalar style, and the plugins it must contain in order.
type embeddedCase struct {
	name  string
	outer string
	// plugins are (tier, index, name) of every plugin, in order.
	plugins []string
	// style is the outer scalar's style.
	style yaml.Style
	// path leads to the data mapping; "data" when empty.
	path []string
}

var helmPlugins = []string{"priority", "gang", "conformance", "overcommit", "drf", "predicates", "proportion", "nodeorder", "binpack"}

var embeddedCases = []embeddedCase{
	{
		name: "literal block",
		outer: `apiVersion: v1
kind: ConfigMap
metadata:
  name: volcano-scheduler-configmap
  namespace: volcano-system
data:
  volcano-scheduler.conf: |
    actions: "enqueue, allocate, backfill"
    tiers:
    - plugins:
      - name: priority
      - name: gang
        enablePreemptable: false
      - name: conformance
    - plugins:
      - name: overcommit
      - name: drf
        enablePreemptable: false
      - name: predicates
      - name: proportion
      - name: nodeorder
      - name: binpack
`,
		plugins: helmPlugins,
		style:   yaml.LiteralStyle,
	},
	{
		name: "strip block with blank lines and a comment",
		outer: `kind: ConfigMap
data:
  other.conf: x
  volcano-scheduler.conf: |- # the scheduler reads this

    actions: "enqueue, allocate, backfill"

    tiers:
    - plugins:
      - name: priority

      - name: gang
        enablePreemptable: false
` + "      \n" + `      - name: conformance
    - plugins:
      - name: overcommit
      - name: drf
        enablePreemptable: false
      - name: predicates
      - name: proportion
      - name: nodeorder
      - name: binpack


  after: 1
`,
		plugins: helmPlugins,
		style:   yaml.LiteralStyle,
	},
	{
		name: "deeper block under a list item",
		outer: `items:
- kind: ConfigMap
  data:
    volcano-scheduler.conf: |
          actions: "enqueue, allocate, backfill"
          tiers:
          - plugins:
            - name: priority
            - name: gang
            - name: conformance
`,
		plugins: []string{"priority", "gang", "conformance"},
		style:   yaml.LiteralStyle,
		path:    []string{"items", "0", "data"},
	},
	{
		name: "block with an indentation indicator",
		outer: `data:
  volcano-scheduler.conf: |2
      # a comment indented past the content
    actions: "enqueue, allocate"
    tiers:
    - plugins:
      - name: priority
      - name: gang
      - name: conformance
`,
		plugins: []string{"priority", "gang", "conformance"},
		style:   yaml.LiteralStyle,
	},
	{
		name: "kubectl -o json",
		outer: `{
    "apiVersion": "v1",
    "data": {
        "volcano-scheduler.conf": "# 调度器配置 é\nactions: \"enqueue, allocate, backfill\"\ntiers:\n- plugins:\n  - name: priority\n  - name: gang\n    enablePreemptable: false\n  - name: conformance\n- plugins:\n  - name: overcommit\n  - name: drf\n    enablePreemptable: false\n  - name: predicates\n  - name: proportion\n  - name: nodeorder\n  - name: binpack\n"
    },
    "kind": "ConfigMap",
    "metadata": {
        "name": "volcano-scheduler-configmap",
        "namespace": "volcano-system"
    }
}
`,
		plugins: helmPlugins,
		style:   yaml.DoubleQuotedStyle,
	},
	{
		name: "json with unicode and hex escapes",
		outer: `{"data": {"volcano-scheduler.conf": "actions: \u0022enqueue, allocate\u0022\ntiers:\n- plugins:\n  - {note: \"\u00e9\u65e5\\\\\", name: priority}\n  - name: gang\n  - {x: \"\x41\t\U0001F600\", name: conformance}\n"}}
`,
		plugins: []string{"priority", "gang", "conformance"},
		style:   yaml.DoubleQuotedStyle,
	},
	{
		name: "single-quoted over several lines",
		outer: `data:
  volcano-scheduler.conf: 'actions: ''enqueue, allocate, backfill''

    tiers:

    - plugins: [{name: priority}, {name: gang, enablePreemptable: false},` + "   " + `
      {name: conformance}]

    - plugins: [{name: overcommit}, {name: drf, enablePreemptable: false}, {name: predicates},
      {name: proportion}, {name: nodeorder}, {name: binpack}]'
`,
		plugins: helmPlugins,
		style:   yaml.SingleQuotedStyle,
	},
	{
		name: "double-quoted with escaped line breaks (PyYAML)",
		outer: `apiVersion: v1
kind: ConfigMap
metadata:
  name: volcano-scheduler-configmap
  namespace: volcano-system
data:
  volcano-scheduler.conf: "actions: \"enqueue, allocate, backfill\"\ntiers:\n- plugins:\n\
    \  - name: priority\n  - name: gang\n    enablePreemptable: false\n  - name: conformance\n\
    - plugins:\n  - name: overcommit\n  - name: drf\n    enablePreemptable: false\n\
    \  - name: predicates\n  - name: proportion\n  - name: nodeorder\n  - name: binpack\n"
`,
		plugins: helmPlugins,
		style:   yaml.DoubleQuotedStyle,
	},
	{
		name:    "double-quoted folded lines and a CRLF escaped break",
		outer:   "data:\r\n  volcano-scheduler.conf: \"actions: enqueue\r\n\r\n    tiers:\\n- plugins:\\n  - name: \\\r\n      priority\\n  -   \r\n    name: gang\\n  - name: conformance\"\r\n",
		plugins: []string{"priority", "gang", "conformance"},
		style:   yaml.DoubleQuotedStyle,
	},
}

// pluginNodes returns the `name` key and value node of every plugin, in order.
func pluginNodes(t testing.TB, root *yaml.Node) (keys, values []*yaml.Node) {
	t.Helper()
	_, tiers := get(t, root, "tiers")
	for ti := range tiers.Content {
		_, plugins := get(t, tiers.Content[ti], "plugins")
		for _, p := range plugins.Content {
			k, v := get(t, p, "name")
			keys, values = append(keys, k), append(values, v)
		}
	}
	return keys, values
}

func TestParseEmbeddedPositions(t *testing.T) {
	for _, c := range embeddedCases {
		t.Run(c.name, func(t *testing.T) {
			src, n := confNodeAt(t, c.outer, c.path)
			if n.Style != c.style {
				t.Fatalf("outer style = %v, want %v", n.Style, c.style)
			}
			emb := ParseEmbedded(src, n)
			if emb.Err != nil {
				t.Fatalf("inner error: %v", emb.Err)
			}
			keys, values := pluginNodes(t, emb.Root)
			if len(values) != len(c.plugins) {
				t.Fatalf("got %d plugins, want %d", len(values), len(c.plugins))
			}
			for i, want := range c.plugins {
				if values[i].Value != want {
					t.Errorf("plugin %d = %q, want %q", i, values[i].Value, want)
					continue
				}
				// The key `name` right before this plugin's name, in the outer text.
				vl, vc := posOf(t, c.outer, want, strings.Count(c.outer[:strings.Index(c.outer, confKey)], want))
				if got := at(values[i]); got != [2]int{vl, vc} {
					t.Errorf("plugin %d value %q at %v, want %d:%d", i, want, got, vl, vc)
				}
				kl, kc := posOf(t, c.outer, "name", strings.Count(c.outer[:offsetOf(c.outer, vl, vc)], "name")-1)
				if got := at(keys[i]); got != [2]int{kl, kc} {
					t.Errorf("plugin %d key `name` at %v, want %d:%d", i, got, kl, kc)
				}
			}
			_, actions := get(t, emb.Root, "actions")
			if !strings.HasPrefix(actions.Value, "enqueue") {
				t.Errorf("actions = %q", actions.Value)
			}
			if al, _ := posOf(t, c.outer, "actions", 0); emb.Root.Content[0].Line != al {
				t.Errorf("actions key on line %d, want %d", emb.Root.Content[0].Line, al)
			}
			if checked := checkWordsInPlace(t, c.outer, emb.Root); checked < len(c.plugins) {
				t.Errorf("only %d words checked", checked)
			}
		})
	}
}

func confNodeAt(t testing.TB, outer string, path []string) (*Source, *yaml.Node) {
	t.Helper()
	if len(path) == 0 {
		path = []string{"data"}
	}
	docs, errs := Parse([]byte(outer))
	if len(errs) > 0 || len(docs) == 0 {
		t.Fatalf("outer file: %d docs, errors %v", len(docs), errs)
	}
	_, n := get(t, docs[0].Root, append(path, confKey)...)
	return NewSource([]byte(outer)), n
}

// offsetOf is the byte offset of a 1-based line and character column.
func offsetOf(text string, line, col int) int {
	return NewSource([]byte(text)).Offset(line, col)
}

// TestParseEmbeddedThirdPlugin pins the brief's example: the `name` key of
// the 3rd plugin gets the outer file's exact line and column.
func TestParseEmbeddedThirdPlugin(t *testing.T) {
	for _, c := range embeddedCases {
		src, n := confNodeAt(t, c.outer, c.path)
		emb := ParseEmbedded(src, n)
		if emb.Root == nil {
			t.Fatalf("%s: %v", c.name, emb.Err)
		}
		keys, _ := pluginNodes(t, emb.Root)
		wl, wc := posOf(t, c.outer, "name: conformance", 0)
		if got := at(keys[2]); got != [2]int{wl, wc} {
			t.Errorf("%s: 3rd plugin's name key at %v, want %d:%d", c.name, got, wl, wc)
		}
	}
}

func TestParseEmbeddedSyntaxErrors(t *testing.T) {
	cases := []struct {
		name, outer string
		// token is the offending token, found in the outer text: the
		// error's expected line and column.
		token string
	}{
		{"literal", "kind: ConfigMap\ndata:\n  volcano-scheduler.conf: |\n    actions: x\n    tiers:\n    - plugins:\n      - name: @oops\n", "@oops"},
		{"literal, wrong indentation", "data:\n  volcano-scheduler.conf: |\n    tiers:\n    - plugins:\n      - name: a\n     bad: 1\n", "bad: 1"},
		{"literal, list item out of line", "data:\n  volcano-scheduler.conf: |\n    tiers:\n    - plugins:\n      - name: gang\n       - name: priority\n", "- name: priority"},
		{"literal, unknown anchor", "data:\n  volcano-scheduler.conf: |\n    a: 1\n    b: 2\n    c: *missing\n", "*missing"},
		{"literal, value after value", "data:\n  volcano-scheduler.conf: |-\n\n    actions: enqueue: allocate\n", ": allocate"},
		{"json", "{\"data\": {\n  \"volcano-scheduler.conf\": \"actions: x\\ntiers:\\n- plugins:\\n  - name: @oops\\n\"}}\n", "@oops"},
		{"json, second line", "{\"data\": {\n  \"volcano-scheduler.conf\":\n   \"tiers:\\n- plugins:\\n  - name: a\\n bad: 1\\n\"}}\n", "bad: 1"},
		{"json after unicode", "{\"data\": {\"volcano-scheduler.conf\": \"# é日本\\nname: \\\"ü\\\"\\n\\tx: 1\\n\"}}\n", "\\tx: 1"},
		{"single-quoted", "data:\n  volcano-scheduler.conf: 'actions: x\n\n    tiers:\n\n    - plugins:\n\n      - name: @oops'\n", "@oops"},
		{"escaped line break", "data:\n  volcano-scheduler.conf: \"tiers:\\n- plugins:\\n\\\n    \\  - name: a\\n\\\n    \\  - name: @oops\\n\"\n", "@oops"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src, n := confNode(t, c.outer)
			emb := ParseEmbedded(src, n)
			if emb.Err == nil || emb.Root != nil {
				t.Fatalf("want a syntax error, got root %v", emb.Root)
			}
			wl, wc := posOf(t, c.outer, c.token, 0)
			if emb.Err.Line != wl || emb.Err.Column != wc {
				t.Errorf("error at %d:%d, want %d:%d: %v", emb.Err.Line, emb.Err.Column, wl, wc, emb.Err)
			}
		})
	}
}

func TestParseEmbeddedEmpty(t *testing.T) {
	for _, outer := range []string{
		"data:\n  volcano-scheduler.conf: \"\"\n",
		"data:\n  volcano-scheduler.conf: |\n\nnext: 1\n",
		"data:\n  volcano-scheduler.conf: '# only a comment'\n",
	} {
		src, n := confNode(t, outer)
		if emb := ParseEmbedded(src, n); emb.Root != nil || emb.Err != nil {
			t.Errorf("%q: %+v, want an empty result", outer, emb)
		}
	}
}

func TestParseEmbeddedScalarAndAliases(t *testing.T) {
	// A conf that is a plain scalar still maps its position.
	outer := "data:\n  volcano-scheduler.conf: just-a-word\n"
	src, n := confNode(t, outer)
	emb := ParseEmbedded(src, n)
	if emb.Root == nil || emb.Root.Kind != yaml.ScalarNode {
		t.Fatalf("got %+v", emb)
	}
	if l, c := posOf(t, outer, "just-a-word", 0); at(emb.Root) != [2]int{l, c} {
		t.Errorf("at %v, want %d:%d", at(emb.Root), l, c)
	}
	// Anchors and aliases inside the conf: every node relocated once.
	outer = "data:\n  volcano-scheduler.conf: |\n    base: &b {enableJobOrder: true}\n    tiers:\n    - plugins:\n      - <<: *b\n        name: gang\n      - *b\n"
	src, n = confNode(t, outer)
	emb = ParseEmbedded(src, n)
	if emb.Err != nil {
		t.Fatal(emb.Err)
	}
	k, _ := get(t, emb.Root, "base", "enableJobOrder")
	if l, c := posOf(t, outer, "enableJobOrder", 0); at(k) != [2]int{l, c} {
		t.Errorf("anchored key at %v, want %d:%d", at(k), l, c)
	}
	_, alias := get(t, emb.Root, "tiers", "0", "plugins", "1")
	if l, c := posOf(t, outer, "*b\n", 1); alias.Kind != yaml.AliasNode || at(alias) != [2]int{l, c} {
		t.Errorf("alias at %v, want %d:%d", at(alias), l, c)
	}
	checkWordsInPlace(t, outer, emb.Root)
}

func TestDecodeQuotedNeverPanics(t *testing.T) {
	// Malformed or truncated quoted text gives a best-effort map.
	for _, s := range []string{`"`, `"\`, `"\x`, `"\u12`, `"\U0000zzzz"`, `'it''`, "\"a\\\r", "\"a \n\n\n", `"\uD800"`} {
		for _, q := range []byte{'"', '\''} {
			offs := decodeQuoted([]byte(s), 0, q, 0)
			for _, o := range offs {
				if int(o) > len(s) {
					t.Errorf("%q: offset %d out of range", s, o)
				}
			}
		}
	}
}

func TestParseEmbeddedOtherLineBreaks(t *testing.T) {
	// An LS earlier in the file: yaml.v3 counts it as a line break, the
	// reported lines do not.
	outer := "metadata:\n  annotations: {note: \"x\u2028y\"}\ndata:\n  volcano-scheduler.conf: |\n    tiers:\n    - plugins:\n      - name: gang\n"
	src, n := confNode(t, outer)
	emb := ParseEmbedded(src, n)
	if emb.Err != nil {
		t.Fatal(emb.Err)
	}
	_, v := get(t, emb.Root, "tiers", "0", "plugins", "0", "name")
	if l, c := posOf(t, outer, "gang", 0); at(v) != [2]int{l, c} {
		t.Errorf("gang at %v, want %d:%d", at(v), l, c)
	}
	// A NEL escape in a double-quoted conf is an inner line break.
	outer = "data:\n  volcano-scheduler.conf: \"a: 1\\Nb: two\\nc: three\"\n"
	src, n = confNode(t, outer)
	emb = ParseEmbedded(src, n)
	if emb.Err != nil {
		t.Fatal(emb.Err)
	}
	if checked := checkWordsInPlace(t, outer, emb.Root); checked != 6 {
		t.Errorf("checked %d words, want 6", checked)
	}
}

// FuzzParseEmbedded writes a conf in each scalar style with yaml.v3's
// encoder, parses it back and checks that every relocated position is in
// the file and that plain words land exactly on their text.
func FuzzParseEmbedded(f *testing.F) {
	for _, c := range embeddedCases {
		src, n := confNodeAt(f, c.outer, c.path)
		_ = src
		f.Add(n.Value, uint8(0))
	}
	f.Add("a: [1, 2\nb: {c: d}\n", uint8(1))
	f.Add("  lead: spaces\nnext: x\n", uint8(2))
	f.Add("k: 'it''s'\n\n\nv:\t- x\n", uint8(3))
	f.Add("x: é日本\u2028y: z\u0085w: \r v\n", uint8(4))
	f.Add("a: b\n\n  \n", uint8(5))
	styles := []yaml.Style{yaml.LiteralStyle, yaml.DoubleQuotedStyle, yaml.SingleQuotedStyle, 0, yaml.FoldedStyle}
	f.Fuzz(func(t *testing.T, conf string, sel uint8) {
		if CheckText([]byte(conf)) != nil {
			return
		}
		var outer string
		if sel >= 128 {
			// The raw text as the scalar: whatever it is, no panic and
			// positions in the file.
			outer = "data:\n  " + confKey + ": " + conf + "\n"
		} else {
			style := styles[int(sel)%len(styles)]
			value := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: conf, Style: style}
			doc := &yaml.Node{Kind: yaml.MappingNode, Content: []*yaml.Node{
				{Kind: yaml.ScalarNode, Value: "data"},
				{Kind: yaml.MappingNode, Content: []*yaml.Node{{Kind: yaml.ScalarNode, Value: confKey}, value}},
			}}
			if sel&64 != 0 {
				doc = &yaml.Node{Kind: yaml.MappingNode, Content: []*yaml.Node{
					{Kind: yaml.ScalarNode, Value: "items"},
					{Kind: yaml.SequenceNode, Content: []*yaml.Node{doc}},
				}}
			}
			b, err := yaml.Marshal(doc)
			if err != nil {
				return
			}
			outer = string(b)
		}
		docs, errs := Parse([]byte(outer))
		src := NewSource([]byte(outer))
		for _, e := range errs {
			if e.Line < 1 || e.Line > src.Lines() {
				t.Fatalf("outer error line %d outside 1..%d", e.Line, src.Lines())
			}
		}
		if len(docs) == 0 || docs[0].Root.Kind != yaml.MappingNode {
			return
		}
		root := docs[0].Root
		if v := lookupValue(root, "items"); v != nil && v.Kind == yaml.SequenceNode && len(v.Content) > 0 {
			root = v.Content[0]
		}
		n := lookupValue(lookupValue(root, "data"), confKey)
		if n == nil || n.Kind != yaml.ScalarNode {
			return
		}
		emb := ParseEmbedded(src, n)
		if emb.Err != nil {
			if emb.Err.Line < 1 || emb.Err.Line > src.Lines() || emb.Err.Column < 1 {
				t.Fatalf("inner error at %d:%d outside the file (%d lines)", emb.Err.Line, emb.Err.Column, src.Lines())
			}
			return
		}
		var walk func(x *yaml.Node)
		walk = func(x *yaml.Node) {
			if x == nil {
				return
			}
			if x.Line < 1 || x.Line > src.Lines() || x.Column < 1 {
				t.Fatalf("inner node %q at %d:%d outside the file (%d lines)", x.Value, x.Line, x.Column, src.Lines())
			}
			for _, c := range x.Content {
				walk(c)
			}
		}
		walk(emb.Root)
		if sel < 128 && n.Value == conf && n.Style != yaml.FoldedStyle {
			checkWordsInPlace(t, outer, emb.Root)
		}
	})
}

func lookupValue(m *yaml.Node, key string) *yaml.Node {
	if m == nil || m.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i+1]
		}
	}
	return nil
}

// TestParseEmbeddedKubectlJSONFile reads the ConfigMap as `kubectl get -o
// json` prints it: the conf is one line with \n and \" escapes.
func TestParseEmbeddedKubectlJSONFile(t *testing.T) {
	data, err := os.ReadFile("../../testdata/loader/configmap.json")
	if err != nil {
		t.Fatal(err)
	}
	outer := string(data)
	src, n := confNode(t, outer)
	if n.Style != yaml.DoubleQuotedStyle || strings.Count(n.Value, "\n") < 10 {
		t.Fatalf("conf style %v value %q", n.Style, n.Value)
	}
	emb := ParseEmbedded(src, n)
	if emb.Err != nil {
		t.Fatal(emb.Err)
	}
	keys, values := pluginNodes(t, emb.Root)
	if len(keys) != len(helmPlugins) {
		t.Fatalf("%d plugins", len(keys))
	}
	for i, name := range helmPlugins {
		kl, kc := posOf(t, outer, "name: "+name, 0)
		if at(keys[i]) != [2]int{kl, kc} || at(values[i]) != [2]int{kl, kc + len("name: ")} {
			t.Errorf("%s: key at %v, value at %v, want %d:%d", name, at(keys[i]), at(values[i]), kl, kc)
		}
	}
	_, toggle := get(t, emb.Root, "tiers", "1", "plugins", "1", "enablePreemptable")
	if l, c := posOf(t, outer, "false", 1); at(toggle) != [2]int{l, c} {
		t.Errorf("drf's toggle at %v, want %d:%d", at(toggle), l, c)
	}
	checkWordsInPlace(t, outer, emb.Root)
}
