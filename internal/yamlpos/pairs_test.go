package yamlpos

import (
	"slices"
	"testing"

	"go.yaml.in/yaml/v3"
)

func TestPairs(t *testing.T) {
	scalar := func(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Value: s} }
	cases := []struct {
		name string
		node *yaml.Node
		want []string // "key=value"
	}{
		{"nil", nil, nil},
		{"empty mapping", &yaml.Node{Kind: yaml.MappingNode}, nil},
		{"pairs in written order", &yaml.Node{Kind: yaml.MappingNode, Content: []*yaml.Node{
			scalar("b"), scalar("1"), scalar("a"), scalar("2")}}, []string{"b=1", "a=2"}},
		{"a key without a value is left out", &yaml.Node{Kind: yaml.MappingNode, Content: []*yaml.Node{
			scalar("a"), scalar("1"), scalar("b")}}, []string{"a=1"}},
		{"a sequence is not a mapping", &yaml.Node{Kind: yaml.SequenceNode, Content: []*yaml.Node{
			scalar("a"), scalar("1")}}, nil},
		{"a scalar is not a mapping", scalar("a"), nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for k, v := range Pairs(c.node) {
				got = append(got, k.Value+"="+v.Value)
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("Pairs = %q, want %q", got, c.want)
			}
		})
	}
	t.Run("a parsed mapping, stopped early", func(t *testing.T) {
		docs, errs := Parse([]byte("x: 1\ny: {z: 2}\nw: 3\n"))
		if len(errs) > 0 || len(docs) != 1 {
			t.Fatalf("parse: %v", errs)
		}
		var keys []string
		for k := range Pairs(docs[0].Root) {
			keys = append(keys, k.Value)
			if k.Value == "y" {
				break
			}
		}
		if want := []string{"x", "y"}; !slices.Equal(keys, want) {
			t.Errorf("keys = %q, want %q", keys, want)
		}
	})
}
