package gitops

import (
	"errors"
	"testing"

	"go.yaml.in/yaml/v3"
	"helm.sh/helm/v3/pkg/strvals"
)

// layerOf parses a values document for a test, naming the layer.
func layerOf(t *testing.T, name, text string) *tree {
	t.Helper()
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(text), &doc); err != nil {
		t.Fatal(err)
	}
	var root *yaml.Node
	if len(doc.Content) > 0 {
		root = doc.Content[0]
	}
	tr, err := fromNode(root, &layer{name: name})
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func setOf(t *testing.T, name, line string) *tree {
	t.Helper()
	m, err := strvals.Parse(line)
	if err != nil {
		t.Fatal(err)
	}
	return fromSet(m, &yaml.Node{}, &layer{name: name})
}

// winner is the layer whose value of the override the chart sees, "" for
// none.
func winner(t *testing.T, user, defaults *tree) string {
	t.Helper()
	v, ok := effective(user, defaults, overridePath)
	if !ok {
		return ""
	}
	switch v := v.(type) {
	case *leaf:
		return v.layer.name
	case *tree:
		return v.layer.name + " (table)"
	}
	return "?"
}

const conf = "custom:\n  scheduler_config_override: |\n    actions: allocate\n"

// Helm: later -f files win, a null deletes (the chart's own value too),
// tables merge key by key, --set writes last.
func TestHelmLayering(t *testing.T) {
	a := layerOf(t, "a", conf)
	b := layerOf(t, "b", "custom:\n  scheduler_replicas: 2\n")
	c := layerOf(t, "c", conf)
	null := layerOf(t, "null", "custom:\n  scheduler_config_override: ~\n")
	notTable := layerOf(t, "scalar", "custom: off\n")
	chart := layerOf(t, "chart", conf)
	cases := []struct {
		name     string
		user     *tree
		defaults *tree
		want     string
	}{
		{"one file", a, nil, "a"},
		{"a later file without the key keeps it", mergeMaps(a, b), nil, "a"},
		{"a later file with the key wins", mergeMaps(mergeMaps(a, b), c), nil, "c"},
		{"null deletes", mergeMaps(a, null), nil, ""},
		{"null deletes the chart's default", null, chart, ""},
		{"the chart's default when nobody sets it", b, chart, "chart"},
		{"a user value over the chart's", a, chart, "a"},
		{"a scalar replaces the table", mergeMaps(a, notTable), nil, ""},
		{"a table where a string is read", layerOf(t, "tbl", "custom:\n  scheduler_config_override:\n    actions: x\n"), nil, "tbl (table)"},
	}
	for _, tc := range cases {
		if got := winner(t, tc.user, tc.defaults); got != tc.want {
			t.Errorf("%s: %q wins, want %q", tc.name, got, tc.want)
		}
	}
	user := mergeMaps(a, b)
	setInto(user, setOf(t, "set", "custom.scheduler_config_override=actions: enqueue"))
	if got := winner(t, user, nil); got != "set" {
		t.Errorf("--set after files: %q wins, want set", got)
	}
	setInto(user, setOf(t, "set-null", "custom.scheduler_config_override=null"))
	if got := winner(t, user, nil); got != "" {
		t.Errorf("--set key=null: %q wins, want none", got)
	}
}

// Flux's ChartValuesFromReferences merges the inline values in before a
// targetPath reference sets its value in place, and again at the end: a
// table the result shares with the inline values takes the targetPath
// value too, so it wins over an inline value of the same path (as Flux's
// docs say) unless an earlier reference made the result's table a copy.
func TestFluxTargetPathSharesInlineTables(t *testing.T) {
	inline := layerOf(t, "inline", conf)
	target := setOf(t, "targetPath", "custom.scheduler_config_override=actions: enqueue")
	result := mergeMaps(newTree(nil, nil), inline)
	setInto(result, target)
	result = mergeMaps(result, inline)
	if got := winner(t, result, nil); got != "targetPath" {
		t.Errorf("targetPath first: %q wins, want targetPath", got)
	}

	inline = layerOf(t, "inline", conf)
	before := layerOf(t, "before", "custom:\n  scheduler_replicas: 3\n")
	result = mergeMaps(newTree(nil, nil), before)
	result = mergeMaps(result, inline)
	setInto(result, target)
	result = mergeMaps(result, inline)
	if got := winner(t, result, nil); got != "inline" {
		t.Errorf("targetPath after a reference that sets custom: %q wins, want inline (Flux's result)", got)
	}
}

// Aliases are expanded within a budget, and merge keys add what the
// mapping does not set.
func TestValuesAliasesAndMergeKeys(t *testing.T) {
	tr := layerOf(t, "m", "base: &b\n  scheduler_config_override: from-base\ncustom:\n  <<: *b\n")
	if got := winner(t, tr, nil); got != "m" {
		t.Errorf("merge key: %q", got)
	}
	bomb := "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
	prev := "a"
	for _, n := range []string{"b", "c", "d", "e", "f", "g", "h"} {
		bomb += n + ": &" + n + " [*" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + "]\n"
		prev = n
	}
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(bomb), &doc); err != nil {
		t.Skip("yaml.v3 refuses the document itself:", err)
	}
	if _, err := fromNode(doc.Content[0], &layer{}); err != nil {
		t.Errorf("lists are leaves, not walked: %v", err)
	}
	maps := "a: &a {k: v}\n"
	prev = "a"
	for _, n := range []string{"b", "c", "d", "e", "f", "g", "h", "i"} {
		line := n + ": &" + n + " {"
		for j := 0; j < 10; j++ {
			if j > 0 {
				line += ", "
			}
			line += string(rune('k'+j)) + ": *" + prev
		}
		maps += line + "}\n"
		prev = n
	}
	doc = yaml.Node{}
	if err := yaml.Unmarshal([]byte(maps), &doc); err != nil {
		t.Skip("yaml.v3 refuses the document itself:", err)
	}
	if _, err := fromNode(doc.Content[0], &layer{}); !errors.Is(err, errTooManyNodes) {
		t.Errorf("10^8 nested aliased mappings: %v, want the node budget error", err)
	}
}
