package rules

import (
	"slices"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
)

// queueModel builds a model from "name:parent" pairs in input order
// ("name" alone: no spec.parent).
func queueModel(pairs ...string) *model.Model {
	var objs []*manifest.Object
	for _, p := range pairs {
		name, parent, _ := strings.Cut(p, ":")
		q := &api.Queue{Kind: manifest.KindQueue}
		q.Metadata.Name = name
		q.Spec.Parent = &parent
		objs = append(objs, &manifest.Object{Kind: manifest.KindQueue, Name: name, File: "q.yaml", Typed: q})
	}
	return model.Build(objs)
}

// TestApplyOrder pins the order in which the oracle's harness applies
// queues (repeated `kubectl apply` until every queue exists): a queue is
// applied in its parent's pass when the parent comes earlier in the input,
// in the next pass when the parent comes later; queues that never become
// ready follow, in input order.
func TestApplyOrder(t *testing.T) {
	cases := []struct {
		name  string
		input []string
		want  []string // queue names by applied position
	}{
		{"input order when parents come first", []string{"a", "b:a", "c:b"}, []string{"a", "b", "c"}},
		{"a child before its parent waits a pass", []string{"b:a", "a", "c"}, []string{"a", "c", "b"}},
		{"one pass per parent that comes later", []string{"d:c", "c:b", "b:a", "a", "e"}, []string{"a", "e", "b", "c", "d"}},
		{"a parent named root, defined or not", []string{"x:root", "y:x"}, []string{"x", "y"}},
		{"a defined root", []string{"y:x", "x:root", "root"}, []string{"x", "root", "y"}},
		{"a missing parent never applies, nor its children", []string{"g:ghost", "h:g", "a", "b:a"}, []string{"a", "b", "g", "h"}},
		{"a cycle never applies, nor what hangs under it", []string{"p:q", "q:p", "x:p", "a"}, []string{"a", "p", "q", "x"}},
		{"a self parent never applies", []string{"s:s", "a"}, []string{"a", "s"}},
		{"never-ready queues after every pass", []string{"g:ghost", "c:b", "b:a", "a"}, []string{"a", "b", "c", "g"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := queueModel(tc.input...)
			order := applyOrder(m)
			got := make([]string, len(order))
			for q, i := range order {
				if i < 0 || i >= len(got) || got[i] != "" {
					t.Fatalf("position %d of %s is out of range or taken: %v", i, q.Name, order)
				}
				got[i] = q.Name
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("applied %v, want %v", got, tc.want)
			}
		})
	}
}
