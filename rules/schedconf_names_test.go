package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/volcano"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// TestMisplacedArgumentsFix: VCQ104's fix indents plugin arguments written
// beside arguments: (left empty) under it, wherever arguments: stands in the
// entry, and offers nothing when no empty arguments: key comes before them,
// as when the entry starts with them.
func TestMisplacedArgumentsFix(t *testing.T) {
	const head = "actions: \"enqueue, allocate, backfill\"\ntiers:\n- plugins:\n"
	cases := []struct {
		name, plugins, want string // want: the fix's description, "" for none
		fixed               string // the plugins as the fix leaves them
	}{
		{"arguments first, then the argument",
			"  - arguments:\n    binpack.weight: 10\n    name: binpack\n",
			"indent the binpack arguments under arguments:",
			"  - arguments:\n      binpack.weight: 10\n    name: binpack\n"},
		{"arguments first, then two arguments",
			"  - arguments:\n    binpack.weight: 10\n    binpack.cpu: 2\n    name: binpack\n",
			"indent the binpack arguments under arguments:",
			"  - arguments:\n      binpack.weight: 10\n      binpack.cpu: 2\n    name: binpack\n"},
		{"the entry starts with two arguments",
			"  - binpack.weight: 10\n    binpack.cpu: 2\n    name: binpack\n", "", ""},
		{"the entry starts with one argument",
			"  - binpack.weight: 10\n    name: binpack\n", "", ""},
		{"after arguments holding an empty string",
			"  - name: binpack\n    arguments: \"\"\n    binpack.weight: 10\n", "", ""},
		{"after a misspelt arguments key left empty",
			"  - name: binpack\n    argments:\n    binpack.weight: 10\n", "", ""},
	}
	eng := newEngine(t)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			misplaced := 0
			for _, f := range lintOneRule(t, eng, "volcano-scheduler.conf", head+tc.plugins, "VCQ104") {
				if !strings.Contains(f.Message, "it is an argument of binpack: put it under arguments:") {
					if !strings.Contains(f.Message, `ignores the key "argments"`) {
						t.Errorf("%s: %s", f.Pos, f.Message)
					}
					continue
				}
				misplaced++
				got := ""
				if f.Fix != nil && len(f.Fix.Edits) > 0 {
					got = f.Fix.Description
				}
				if got != tc.want {
					t.Errorf("%s: fix %q, want %q", f.Pos, got, tc.want)
				}
				if got == "" {
					continue
				}
				edits := make([]yamlpos.Edit, len(f.Fix.Edits))
				for i, e := range f.Fix.Edits {
					edits[i] = yamlpos.Edit{Start: e.Start, End: e.End, Text: e.Text}
				}
				fixed, err := yamlpos.ApplyEdits([]byte(head+tc.plugins), edits)
				if err != nil {
					t.Fatal(err)
				}
				if string(fixed) != head+tc.fixed {
					t.Errorf("%s: the fix writes\n%s\nwant\n%s", f.Pos, fixed, head+tc.fixed)
				}
			}
			if misplaced == 0 {
				t.Error("no finding of a misplaced argument")
			}
		})
	}
}

// TestActionCountBound: the actions list is read up to model.MaxActions
// (64) items; VCQ102 says so only for a longer list.
func TestActionCountBound(t *testing.T) {
	eng := newEngine(t)
	for _, n := range []int{64, 65} {
		actions := strings.Repeat("allocate, ", n-1) + "nope" // one unknown, for a finding at least
		conf := "actions: \"" + actions + "\"\ntiers:\n- plugins:\n  - name: gang\n"
		bound := 0
		for _, f := range lintOneRule(t, eng, "volcano-scheduler.conf", conf, "VCQ102") {
			if strings.Contains(f.Message, "vcqlint checks the first 64") {
				bound++
			}
		}
		if want := map[int]int{64: 0, 65: 1}[n]; bound != want {
			t.Errorf("%d actions: %d findings about the bound, want %d", n, bound, want)
		}
	}
}

// TestRenamedOptionFix: VCQ104 renames the key of a renamed plugin option
// (EnabledClusterOrder, enabledClusterOrder from 1.16) to the target's
// spelling, unless the entry already has that spelling, which the rename
// would duplicate.
func TestRenamedOptionFix(t *testing.T) {
	const head = "actions: \"enqueue, allocate, backfill\"\ntiers:\n- plugins:\n  - name: priority\n"
	cases := []struct {
		version, options, key string
		fix                   string // the key the fix writes, "" for none
	}{
		{"1.15", "    enabledClusterOrder: true\n", "enabledClusterOrder", "EnabledClusterOrder"},
		{"1.15", "    enabledClusterOrder: true\n    EnabledClusterOrder: true\n", "enabledClusterOrder", ""},
		{"1.16", "    EnabledClusterOrder: true\n", "EnabledClusterOrder", "enabledClusterOrder"},
		{"1.16", "    enabledClusterOrder: true\n    EnabledClusterOrder: true\n", "EnabledClusterOrder", ""},
	}
	eng := newEngine(t)
	for _, tc := range cases {
		v, err := volcano.ParseVersion(tc.version)
		if err != nil {
			t.Fatal(err)
		}
		env := rule.DefaultEnv()
		env.Volcano = volcano.For(v)
		var found bool
		for _, f := range lintRuleIn(t, eng, env, "volcano-scheduler.conf", head+tc.options, "VCQ104") {
			if !strings.Contains(f.Message, fmt.Sprintf("ignores the key %q", tc.key)) {
				if !strings.Contains(f.Message, "spells this key \"EnabledClusterOrder\"") { // the info beside it at 1.15
					t.Errorf("%s %q: unexpected finding %s", tc.version, tc.options, f.Message)
				}
				continue
			}
			found = true
			got := ""
			if f.Fix != nil && len(f.Fix.Edits) == 1 {
				got = f.Fix.Edits[0].Text
			} else if f.Fix != nil {
				t.Errorf("%s %q: fix %+v, want one edit", tc.version, tc.options, f.Fix)
			}
			if got != tc.fix {
				t.Errorf("%s %q: the fix writes %q, want %q", tc.version, tc.options, got, tc.fix)
			}
		}
		if !found {
			t.Errorf("%s %q: no finding on %s", tc.version, tc.options, tc.key)
		}
	}
}
