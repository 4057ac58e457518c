package cli

import (
	"fmt"
	"sort"
	"strings"

	"github.com/spf13/pflag"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/rule"
)

// ruleFlags are --enable, --disable and --enable-only: which rules run,
// named by ID or name, each repeatable and taking comma-separated lists.
// They combine with the configuration file's rules section as
// golangci-lint's flags combine with its linters section: a flag wins over
// the file for the rules it names, and --enable-only runs exactly its rules.
type ruleFlags struct {
	enable, disable, only []string
}

func (r *ruleFlags) register(fs *pflag.FlagSet) {
	fs.StringSliceVar(&r.enable, "enable", nil, "also run these `RULES` (IDs or names, comma-separated, repeatable), also those off by default or disabled in the config file")
	fs.StringSliceVar(&r.disable, "disable", nil, "do not run these `RULES` (IDs or names, comma-separated, repeatable), whatever the config file enables")
	fs.StringSliceVar(&r.only, "enable-only", nil, "run only these `RULES` (IDs or names, comma-separated, repeatable), ignoring the config file's enable and disable")
}

// apply resolves the flags' rule references against the engine's rules and
// merges them into sel, which holds the configuration file's choice.
func (r ruleFlags) apply(eng *engine.Engine, sel *engine.Selection) error {
	if len(r.enable)+len(r.disable)+len(r.only) == 0 {
		return nil
	}
	if len(r.only) > 0 && len(r.enable)+len(r.disable) > 0 {
		return usagef("--enable-only runs exactly the rules it names: drop --enable and --disable, or --enable-only")
	}
	metas := eng.Rules()
	index := rule.NewIndex(metas)
	enable, err := resolveRuleRefs("--enable", r.enable, index)
	if err != nil {
		return err
	}
	disable, err := resolveRuleRefs("--disable", r.disable, index)
	if err != nil {
		return err
	}
	only, err := resolveRuleRefs("--enable-only", r.only, index)
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

// resolveRuleRefs turns the values of one flag into rule IDs. An ID is
// matched without regard to case; a reference that names no rule is a usage
// error with the closest ID and name.
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

// lookupRule finds a rule by ID (in any case) or by name.
func lookupRule(index *rule.Index, ref string) (rule.Meta, bool) {
	if m, ok := index.Lookup(ref); ok {
		return m, true
	}
	if s := index.Suggest(ref); s != "" && strings.EqualFold(s, ref) {
		return index.Lookup(s)
	}
	return rule.Meta{}, false
}

// didYouMeanRule is the suggestion for a reference that names no rule,
// " (did you mean VCQ203 (child-capability-exceeds-parent)?)", or "".
func didYouMeanRule(index *rule.Index, ref string) string {
	s := index.Suggest(ref)
	if s == "" {
		return ""
	}
	m, _ := index.Lookup(s)
	return fmt.Sprintf(" (did you mean %s (%s)?)", m.ID, m.Name)
}

func copySet(m map[string]bool) map[string]bool {
	out := make(map[string]bool, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// ruleIDs are the engine's rule IDs and names, for shell completion.
func ruleIDs(metas []rule.Meta) []string {
	var out []string
	for _, m := range metas {
		out = append(out, m.ID+"\t"+m.Name)
	}
	sort.Strings(out)
	return out
}
