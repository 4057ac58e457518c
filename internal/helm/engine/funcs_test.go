package engine

import (
	"maps"
	"slices"
	"testing"

	"github.com/Masterminds/sprig/v3"
)

// Every sprig function is allowed, replaced or refused, exactly once, and
// every function a template can call is one of those, one of Helm's, a
// print function or one of vcqlint's hooks: an upgrade of sprig cannot
// widen the list silently.
func TestEveryFunctionIsClassified(t *testing.T) {
	seen := map[string]string{}
	classify := func(name, as string) {
		if prev, ok := seen[name]; ok {
			t.Errorf("%s is %s and %s", name, prev, as)
		}
		seen[name] = as
	}
	for _, fam := range allowedFamilies {
		for _, n := range fam.names {
			classify(n, "allowed")
		}
	}
	for n, why := range replaced {
		if why == "" {
			t.Errorf("%s is replaced without a reason", n)
		}
		classify(n, "replaced")
	}
	for n, why := range refused {
		if why == "" {
			t.Errorf("%s is refused without a reason", n)
		}
		classify(n, "refused")
	}
	sprigs := sprig.TxtFuncMap()
	for _, n := range slices.Sorted(maps.Keys(sprigs)) {
		if _, ok := seen[n]; !ok {
			t.Errorf("sprig's %s is neither allowed, replaced nor refused", n)
		}
	}
	for n, as := range seen {
		if _, ok := sprigs[n]; !ok && as != "replaced" {
			t.Errorf("%s is %s but sprig has no such function", n, as)
		}
	}
	x := &execution{meter: &meter{b: DefaultBudget()}, rand: newFixedRand(DefaultFixed().Seed), fixed: DefaultFixed()}
	x.inst = newInstrumenter(x)
	funcs := x.funcMap()
	for n := range x.inst.funcs() {
		funcs[n] = true
	}
	for _, n := range slices.Sorted(maps.Keys(funcs)) {
		_, isSprig := sprigs[n]
		_, isHook := x.inst.funcs()[n]
		if (!isSprig || seen[n] == "refused") && !slices.Contains(helmFunctions, n) && !slices.Contains(printers, n) && !isHook {
			t.Errorf("a template can call %s, which is not in the lists", n)
		}
	}
	for n, as := range seen {
		if _, ok := funcs[n]; ok == (as == "refused") {
			t.Errorf("%s (%s): in the function map %v", n, as, ok)
		}
	}
	for _, n := range helmFunctions {
		if _, ok := funcs[n]; !ok {
			t.Errorf("Helm's %s is missing", n)
		}
	}
}
