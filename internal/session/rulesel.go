package session

import (
	"strings"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/rule"
)

// apply resolves the choice's rule references against the engine's rules
// and merges them into sel, which holds the configuration file's choice,
// as golangci-lint's flags combine with its linters section: Enable and
// Disable win over the file for the rules they name, and Only runs
// exactly its rules.
func (r RuleChoice) apply(eng *engine.Engine, sel *engine.Selection) error {
	if len(r.Enable)+len(r.Disable)+len(r.Only) == 0 {
		return nil
	}
	if len(r.Only) > 0 && len(r.Enable)+len(r.Disable) > 0 {
		return usagef("--enable-only runs exactly the rules it names: drop --enable and --disable, or --enable-only")
	}
	metas := eng.Rules()
	index := rule.NewIndex(metas)
	enable, err := resolveRuleRefs("--enable", r.Enable, index)
	if err != nil {
		return err
	}
	disable, err := resolveRuleRefs("--disable", r.Disable, index)
	if err != nil {
		return err
	}
	only, err := resolveRuleRefs("--enable-only", r.Only, index)
	if err != nil {
		return err
	}
	for id := range enable {
		if disable[id] {
			return usagef("%s is given to both --enable and --disable; keep one", id)
		}
	}
	if len(only) > 0 {
		sel.Enable, sel.Disable = only, map[string]bool{}
		for _, m := range metas {
			if !only[m.ID] {
				sel.Disable[m.ID] = true
			}
		}
		return nil
	}
	sel.Enable, sel.Disable = copySet(sel.Enable), copySet(sel.Disable)
	for id := range enable {
		sel.Enable[id] = true
		delete(sel.Disable, id)
	}
	for id := range disable {
		sel.Disable[id] = true
		delete(sel.Enable, id)
	}
	return nil
}

// resolveRuleRefs turns the values of one setting into rule IDs. An ID is
// matched without regard to case; a reference that names no rule is a
// usage error with the closest ID and name.
func resolveRuleRefs(flag string, refs []string, index *rule.Index) (map[string]bool, error) {
	ids := map[string]bool{}
	for _, ref := range refs {
		ref = strings.TrimSpace(ref)
		if ref == "" {
			return nil, usagef("%s: empty rule name", flag)
		}
		m, ok := lookupRule(index, ref)
		if !ok {
			return nil, usagef("%s: no rule %q%s; 'vcqlint rules' lists them", flag, ref, didYouMeanRule(index, ref))
		}
		ids[m.ID] = true
	}
	return ids, nil
}

func copySet(m map[string]bool) map[string]bool {
	out := make(map[string]bool, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}
