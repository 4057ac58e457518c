package rules

import (
	"testing"

	"go.yaml.in/yaml/v3"
)

// valueNode parses `k: <text>` and returns the value node.
func valueNode(t *testing.T, text string) *yaml.Node {
	t.Helper()
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte("k: "+text+"\n"), &doc); err != nil {
		t.Fatal(err)
	}
	return doc.Content[0].Content[1]
}

// TestReadsAsBool: every plain scalar Volcano's yaml.v2 decodes as a bool
// (YAML 1.1, where yaml.v3 reads most of them as strings), quoted strings
// only when strconv.ParseBool accepts them, and never a number.
func TestReadsAsBool(t *testing.T) {
	for _, v := range []string{
		"y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON",
		"n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF",
		`"true"`, `"1"`, `"t"`, `'F'`, `!!str false`,
		// A local tag: yaml.v3 tags it !x, not !!bool; yaml.v2 gives the
		// string, which GetBool's strconv.ParseBool accepts.
		"!x true", "!x True", "!x TRUE", "!x false", "!x False", "!x FALSE",
		"!!str true", "!!bool yes", "!x 1",
	} {
		if !readsAsBool(valueNode(t, v)) {
			t.Errorf("%s: GetBool accepts it, readsAsBool says no", v)
		}
	}
	for _, v := range []string{"1", "0", "2.5", `"yes"`, `"on"`, "enabled", "[true]", "{a: true}", "~", `|
  true`,
		// yaml.v2 gives a tagged scalar as the string written (checked with
		// gopkg.in/yaml.v2 v2.4.0), which strconv.ParseBool rejects.
		"!!str yes", "!x yes", "!x on", "!!str off", "!!int 1"} {
		if readsAsBool(valueNode(t, v)) {
			t.Errorf("%s: GetBool rejects it, readsAsBool says yes", v)
		}
	}
}

func TestHasKey(t *testing.T) {
	m := valueNode(t, "{a: x, b: 'y'}")
	for key, want := range map[string]bool{"a": true, "b": true, "x": false, "y": false, "c": false} {
		if got := hasKey(m, key); got != want {
			t.Errorf("hasKey(%q) = %v, want %v", key, got, want)
		}
	}
	if hasKey(nil, "a") {
		t.Error("hasKey(nil) = true")
	}
}
