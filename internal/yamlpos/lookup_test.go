package yamlpos_test

import (
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

func TestLookupValueDeref(t *testing.T) {
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte("a: &x 1\nb: *x\na: 2\nc: {d: 3}\n"), &doc); err != nil {
		t.Fatal(err)
	}
	m := doc.Content[0]
	if k, v := yamlpos.Lookup(m, "a"); k == nil || k.Line != 1 || v.Value != "1" {
		t.Errorf("a: the first pair written, got %v %v", k, v)
	}
	if v := yamlpos.Value(m, "b"); v == nil || v.Kind != yaml.AliasNode || yamlpos.Deref(v).Value != "1" {
		t.Errorf("b: an alias, not followed by Value, followed by Deref; got %v", v)
	}
	if yamlpos.Value(m, "missing") != nil || yamlpos.Value(nil, "a") != nil || yamlpos.Value(yamlpos.Value(m, "a"), "a") != nil {
		t.Error("no key, a nil node or a scalar: nil")
	}
	if v := yamlpos.Value(yamlpos.Value(m, "c"), "d"); v == nil || v.Value != "3" {
		t.Errorf("nested: %v", v)
	}
	// A chain longer than Deref follows stays an alias.
	n := &yaml.Node{Kind: yaml.ScalarNode, Value: "end"}
	for range 150 {
		n = &yaml.Node{Kind: yaml.AliasNode, Alias: n}
	}
	if yamlpos.Deref(n).Kind != yaml.AliasNode {
		t.Error("a chain of 150 aliases was followed to its end")
	}
	if yamlpos.Deref(nil) != nil {
		t.Error("Deref(nil)")
	}
}
