package regoeval

import (
	"sort"
	"testing"

	"github.com/open-policy-agent/opa/v1/ast"
)

// TestEveryBuiltinIsClassified: every built-in of the OPA version in
// go.mod is either allowed or refused with a reason, and the lists name no
// built-in OPA does not have, so an OPA upgrade cannot widen the sandbox
// (or leave a stale entry) without this test failing.
func TestEveryBuiltinIsClassified(t *testing.T) {
	opa := map[string]bool{}
	for _, b := range ast.CapabilitiesForThisVersion().Builtins {
		opa[b.Name] = true
	}
	for _, b := range ast.Builtins {
		opa[b.Name] = true
	}
	allowed := map[string]bool{}
	for _, name := range allowedBuiltins {
		if allowed[name] {
			t.Errorf("%s is twice in allowedBuiltins", name)
		}
		allowed[name] = true
	}
	var unclassified []string
	for name := range opa {
		why, refused := refusedBuiltins[name]
		switch {
		case allowed[name] && refused:
			t.Errorf("%s is both allowed and refused", name)
		case refused && why == "":
			t.Errorf("%s is refused without a reason", name)
		case !allowed[name] && !refused:
			unclassified = append(unclassified, name)
		}
	}
	sort.Strings(unclassified)
	for _, name := range unclassified {
		t.Errorf("OPA built-in %s is neither in allowedBuiltins nor in refusedBuiltins: decide whether it is pure (see docs/security.md)", name)
	}
	for name := range allowed {
		if !opa[name] {
			t.Errorf("allowedBuiltins names %s, which this OPA version does not have", name)
		}
	}
	for name := range refusedBuiltins {
		if !opa[name] {
			t.Errorf("refusedBuiltins names %s, which this OPA version does not have", name)
		}
	}
}

// TestCapabilitiesHoldNoRefusedBuiltin: the capabilities policies are
// compiled with contain every allowed built-in, no refused one, and no
// network host.
func TestCapabilitiesHoldNoRefusedBuiltin(t *testing.T) {
	caps := Capabilities()
	in := map[string]bool{}
	for _, b := range caps.Builtins {
		if why, refused := refusedBuiltins[b.Name]; refused {
			t.Errorf("refused built-in %s (%s) is in the capabilities", b.Name, why)
		}
		in[b.Name] = true
	}
	for _, name := range allowedBuiltins {
		if !in[name] {
			t.Errorf("allowed built-in %s is missing from the capabilities", name)
		}
	}
	if caps.AllowNet == nil || len(caps.AllowNet) != 0 {
		t.Errorf("AllowNet = %v, want an empty list (no host)", caps.AllowNet)
	}
}
