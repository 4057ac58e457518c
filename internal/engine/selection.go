package engine

import (
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/rule"
)

// Selection chooses the rules of one run and overrides their severities,
// as a configuration file's `rules` section says. All maps are keyed by
// rule ID. The zero value runs every rule that is on by default, each at
// its own severity.
type Selection struct {
	// Disable turns rules off.
	Disable map[string]bool
	// Enable turns on rules that are off by default; naming a rule that is
	// on anyway changes nothing.
	Enable map[string]bool
	// Severity replaces a rule's severity in its findings, before the exit
	// code is computed from them.
	Severity map[string]finding.Severity
}

// Runs reports whether the rule m describes takes part in the run.
func (s Selection) Runs(m rule.Meta) bool {
	if s.Disable[m.ID] {
		return false
	}
	return !m.OffByDefault || s.Enable[m.ID]
}

// Runs reports whether the rule with this ID takes part in a run with sel;
// an ID the engine does not know never runs.
func (e *Engine) Runs(sel Selection, id string) bool {
	m, ok := e.byID[id]
	return ok && sel.Runs(m)
}

// Adjust drops the findings of rules sel does not run and applies its
// severity overrides. It returns fs itself, filtered in place; applying it
// twice is the same as once. Findings of rules the engine does not know are
// kept as they are.
func (e *Engine) Adjust(sel Selection, fs []finding.Finding) []finding.Finding {
	out := fs[:0]
	for _, f := range fs {
		if m, ok := e.byID[f.RuleID]; ok && !sel.Runs(m) {
			continue
		}
		if s, ok := sel.Severity[f.RuleID]; ok {
			f.Severity = s
		}
		out = append(out, f)
	}
	return out
}

func (e *Engine) anySelected(sel Selection, metas []rule.Meta) bool {
	for _, m := range metas {
		if sel.Runs(m) {
			return true
		}
	}
	return false
}
