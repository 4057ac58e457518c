package regoeval

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/open-policy-agent/opa/v1/ast"
)

func guardStrings(t *testing.T, src string) string {
	t.Helper()
	mod, err := ParseModule(Module{Name: "p.rego", Source: src})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, g := range guardsOf(mod) {
		out = append(out, g.String())
	}
	return strings.Join(out, "; ")
}

// TestGuardShapes: only literals that fail on their own when the input
// lacks something are guards, and a guard must be in every violation body.
func TestGuardShapes(t *testing.T) {
	for _, c := range []struct{ name, body, want string }{
		{"some in", "some c in input.schedulerConfigs\n\tv := c", "some in input.schedulerConfigs"},
		{"some key, value in", "some i, c in input.a.b\n\tv := [i, c]", "some in input.a.b"},
		{"lone reference", "input.volcano.flag\n\tv := 1", "input.volcano.flag"},
		{"negated", "not input.volcano.flag\n\tv := 1", ""},
		{"with", "some c in input.xs with input.xs as [1]\n\tv := c", ""},
		{"dynamic key", "k := \"xs\"\n\tsome c in input[k]\n\tv := c", ""},
		{"in a comprehension", "v := [c | some c in input.xs]", ""},
		{"not input", "xs := [1]\n\tsome c in xs\n\tv := c", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := "package p\n\nviolation contains v if {\n\t" + c.body + "\n}\n"
			if got := guardStrings(t, src); got != c.want {
				t.Errorf("guards %q, want %q", got, c.want)
			}
		})
	}
	two := "package p\n\nviolation contains v if {\n\tinput.volcano.flag\n\tsome c in input.xs\n\tv := c\n}\n\n" +
		"violation contains v if {\n\tsome c in input.xs\n\tv := c\n}\n"
	if got, want := guardStrings(t, two), "some in input.xs"; got != want {
		t.Errorf("two bodies: guards %q, want %q (only what both have)", got, want)
	}
}

func TestGuardHolds(t *testing.T) {
	input := ast.MustParseTerm(`{"xs": [], "ys": [1], "m": {}, "flag": false, "on": true, "n": 0}`).Value
	for path, want := range map[string]bool{
		"some in input.xs": false, "some in input.ys": true, "some in input.m": false,
		"some in input.absent": false, "input.flag": false, "input.on": true, "input.n": true,
		"input.absent": false, "input.ys.deeper": false,
	} {
		ref := strings.TrimPrefix(path, "some in ")
		g := guard{path: ast.MustParseRef(ref), nonEmpty: ref != path}
		if got := g.holds(input); got != want {
			t.Errorf("%s holds: %v, want %v", path, got, want)
		}
	}
}

// TestEveryBuiltinPolicyHasAGuard: the built-in policies are compiled only
// for inputs they can fire on, which works only if each starts from a
// guard (most from a scheduler configuration). A new one without should
// be written that way, or this list should say why not.
func TestEveryBuiltinPolicyHasAGuard(t *testing.T) {
	files, err := filepath.Glob("../../policies/*/*/*.rego") // rules/<name>/ and lib/<name>/
	if err != nil || len(files) == 0 {
		t.Fatalf("policies: %v %v", files, err)
	}
	rules := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.rego") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		mod, err := ParseModule(Module{Name: f, Source: string(src)})
		if err != nil {
			t.Fatal(err)
		}
		if _, isRule, _ := metaOf(mod, f); !isRule {
			continue
		}
		rules++
		if len(guardsOf(mod)) == 0 {
			t.Errorf("%s: no violation guard (such as `some conf in input.schedulerConfigs` first)", f)
		}
	}
	if rules < 10 {
		t.Errorf("only %d built-in rules found", rules)
	}
}

// TestLazyCompilesOnlyWhatTheInputTriggers: nothing is compiled for an
// input no policy can fire on, and each set of triggered policies once.
func TestLazyCompilesOnlyWhatTheInputTriggers(t *testing.T) {
	mk := func(id, guard string) Module {
		return Module{Name: id + ".rego", Source: fmt.Sprintf(`# METADATA
# title: rule-%[1]s
# custom:
#   id: %[1]s
#   severity: error
#   summary: test
package vcqlint.rules.%[1]s

violation contains v if {
	some x in input.%[2]s
	v := {"ref": x, "message": "%[1]s"}
}
`, strings.ToLower(id), guard)}
	}
	p, err := Compile(context.Background(), []Module{mk("A1", "as"), mk("B1", "bs")})
	if err != nil {
		t.Fatal(err)
	}
	if p.lazy == nil || len(p.builtin) != 0 {
		t.Fatal("built-in policies compiled up front")
	}
	eval := func(doc string) string {
		vs, err := p.Eval(context.Background(), ast.MustParseTerm(doc).Value, nil)
		if err != nil {
			t.Fatal(err)
		}
		var msgs []string
		for _, v := range vs {
			msgs = append(msgs, v.Message)
		}
		return strings.Join(msgs, ",")
	}
	if got := eval(`{"as": [], "cs": [1]}`); got != "" || len(p.lazy.cache) != 0 {
		t.Errorf("no input for any rule: %q, %d compilations", got, len(p.lazy.cache))
	}
	if got := eval(`{"as": [1]}`); got != "a1" || len(p.lazy.cache) != 1 {
		t.Errorf("as only: %q, %d compilations", got, len(p.lazy.cache))
	}
	if got := eval(`{"as": [2], "bs": [1]}`); got != "a1,b1" && got != "b1,a1" || len(p.lazy.cache) != 2 {
		t.Errorf("both: %q, %d compilations", got, len(p.lazy.cache))
	}
	if got := eval(`{"as": [3]}`); got != "a1" || len(p.lazy.cache) != 2 {
		t.Errorf("as again: %q, %d compilations (want the first one reused)", got, len(p.lazy.cache))
	}
}

// TestIndexUsedOnlyForItsModules: Compile trusts an index only for the
// very modules it was built from; for others (a policy edited since) it
// indexes them itself, so a stale index costs time, never findings.
func TestIndexUsedOnlyForItsModules(t *testing.T) {
	mk := func(summary string) []Module {
		return []Module{{Name: "a.rego", Source: `# METADATA
# title: rule-a
# custom:
#   id: A1
#   severity: error
#   summary: ` + summary + `
package vcqlint.rules.a

violation contains v if {
	some x in input.as
	v := {"ref": x, "message": "a"}
}
`}}
	}
	old, err := BuildIndex(mk("before"))
	if err != nil {
		t.Fatal(err)
	}
	if !old.describes(mk("before")) || old.describes(mk("after")) {
		t.Fatal("describes: want true for its own modules only")
	}
	p, err := Compile(context.Background(), mk("after"), Options{Index: old})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Metas()[0].Summary; got != "after" {
		t.Errorf("summary %q from a stale index, want the module's own (after)", got)
	}
}

// TestLazyPolicyReadsItsMetadata: the lazy path parses the built-in
// policies without their METADATA blocks (which costs less); a policy that
// reads its own (rego.metadata.rule) still gets it, from OPA's compiler.
func TestLazyPolicyReadsItsMetadata(t *testing.T) {
	src := `# METADATA
# title: rule-m
# custom:
#   id: M1
#   severity: warning
#   summary: reads its metadata
package vcqlint.rules.m

# METADATA
# title: the violation rule
violation contains v if {
	some x in input.ms
	v := {"ref": x, "message": rego.metadata.rule().title}
}
`
	mods := []Module{{Name: "m.rego", Source: src}}
	ix, err := BuildIndex(mods)
	if err != nil {
		t.Fatal(err)
	}
	for _, eager := range []bool{false, true} {
		p, err := Compile(context.Background(), mods, Options{Index: ix, Eager: eager})
		if err != nil {
			t.Fatal(err)
		}
		vs, err := p.Eval(context.Background(), ast.MustParseTerm(`{"ms": [1]}`).Value, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(vs) != 1 || vs[0].Message != "the violation rule" {
			t.Errorf("eager %v: violations %+v, want the rule's METADATA title as message", eager, vs)
		}
	}
}
