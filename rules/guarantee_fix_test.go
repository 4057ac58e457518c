package rules_test

import (
	"testing"
)

// TestGuaranteeFixShapes: VCQ306's fix wraps resources written directly
// under spec.guarantee in guarantee.resource, only when every key there is
// a resource with a quantity (the --fix golden vcq306-guarantee shows the
// edits).
func TestGuaranteeFixShapes(t *testing.T) {
	const wrap = "put the guarantee's resources under guarantee.resource"
	cases := []struct {
		name, spec, want string // want: the fix's description, "" for none
	}{
		{"resources under guarantee", "  guarantee:\n    cpu: \"8\"\n    memory: 16Gi\n", wrap},
		{"beside a resource block", "  guarantee:\n    resource:\n      cpu: \"8\"\n    memory: 16Gi\n", ""},
		{"a key without a value", "  guarantee:\n    cpu: \"8\"\n    memory:\n", ""},
		{"a key holding a mapping", "  guarantee:\n    cpu: \"8\"\n    gpu: {count: 1}\n", ""},
		{"guarantee followed by other fields", "  guarantee:\n    memory: 16Gi\n  weight: 1\n", wrap},
	}
	eng := newEngine(t)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			queue := "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: q\nspec:\n" + tc.spec
			for _, f := range lintOneRule(t, eng, "queue.yaml", queue, "VCQ306") {
				got := ""
				if f.Fix != nil && len(f.Fix.Edits) > 0 {
					got = f.Fix.Description
				}
				if got != tc.want {
					t.Errorf("%s: %s: fix %q, want %q", f.Pos, f.Message, got, tc.want)
				}
			}
		})
	}
}

// TestGuaranteeFixOnlyForItsMapping: the wrapping is offered only for a key
// of the spec.guarantee mapping it wraps: not for the same name elsewhere in
// the queue, nor for a key of an earlier guarantee: that a repeated
// guarantee key (VCQ003) hides, since the fix wraps the last one.
func TestGuaranteeFixOnlyForItsMapping(t *testing.T) {
	const wrap = "put the guarantee's resources under guarantee.resource"
	cases := []struct {
		name, queue string
		want        map[int]string // line of the finding: the fix's description ("" for none)
	}{
		{"the same name at the top level",
			"cpu: \"8\"\nspec:\n  guarantee:\n    cpu: \"8\"\n",
			map[int]string{5: "", 8: wrap}},
		{"a key of an earlier guarantee",
			"spec:\n  guarantee:\n    cpu: \"8\"\n  guarantee:\n    memory: 16Gi\n",
			map[int]string{7: "", 9: wrap}},
	}
	eng := newEngine(t)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			queue := "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: q\n" + tc.queue
			seen := map[int]bool{}
			for _, f := range lintOneRule(t, eng, "queue.yaml", queue, "VCQ306") {
				want, ok := tc.want[f.Pos.Line]
				if !ok {
					t.Errorf("unexpected finding %s: %s", f.Pos, f.Message)
					continue
				}
				seen[f.Pos.Line] = true
				got := ""
				if f.Fix != nil && len(f.Fix.Edits) > 0 {
					got = f.Fix.Description
				}
				if got != want {
					t.Errorf("%s: %s: fix %q, want %q", f.Pos, f.Message, got, want)
				}
			}
			for line := range tc.want {
				if !seen[line] {
					t.Errorf("no VCQ306 finding on line %d", line)
				}
			}
		})
	}
}
