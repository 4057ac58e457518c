package config

import (
	"fmt"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// rules collects the references of the rules section; shapes and types were
// checked by decode, severities are checked here, rule names in
// ResolveRules.
func (p *parser) rules(n *yaml.Node) ruleRefs {
	var refs ruleRefs
	list := func(key string) []ruleRef {
		_, seq := lookup(n, key)
		if seq == nil || seq.Kind != yaml.SequenceNode {
			return nil
		}
		var out []ruleRef
		for i, item := range seq.Content {
			if item = yamlpos.Deref(item); isString(item) {
				out = append(out, ruleRef{name: item.Value, node: item, path: fmt.Sprintf("rules.%s[%d]", key, i)})
			}
		}
		return out
	}
	refs.disable, refs.enable = list("disable"), list("enable")
	if _, sev := lookup(n, "severity"); sev != nil && sev.Kind == yaml.MappingNode {
		for k, v := range yamlpos.Pairs(sev) {
			v = yamlpos.Deref(v)
			if !isString(v) {
				continue // decode reported it
			}
			s, ok := parseSeverity(v.Value)
			if !ok {
				p.errorf(v, "rules.severity.%s: unknown severity %q (want error, warning or info)", k.Value, v.Value)
				continue
			}
			refs.severity = append(refs.severity, severityRef{ruleRef{name: k.Value, node: k, path: "rules.severity"}, s})
		}
	}
	return refs
}

// ResolveRules resolves the rule IDs and names of the rules section against
// the registered rules and fills c.Rules. A rule may not be both disabled
// and enabled, nor be given two severities.
func (c *Config) ResolveRules(idx *rule.Index) Errors {
	p := &parser{file: c.Path}
	resolve := func(r ruleRef) (string, bool) {
		m, ok := idx.Lookup(r.name)
		if !ok {
			p.errorf(r.node, "%s: unknown rule %q%s; 'vcqlint rules' lists them", r.path, r.name, idx.DidYouMean(r.name))
			return "", false
		}
		return m.ID, true
	}
	c.Rules = Rules{Severity: map[string]finding.Severity{}}
	disabled := map[string]ruleRef{}
	for _, r := range c.refs.disable {
		if id, ok := resolve(r); ok {
			disabled[id] = r
			c.Rules.Disable = append(c.Rules.Disable, id)
		}
	}
	for _, r := range c.refs.enable {
		id, ok := resolve(r)
		if !ok {
			continue
		}
		if d, both := disabled[id]; both {
			p.errorf(r.node, "%s: %s is also disabled (%s, line %d); keep one", r.path, id, d.path, d.node.Line)
			continue
		}
		c.Rules.Enable = append(c.Rules.Enable, id)
	}
	seen := map[string]ruleRef{}
	for _, r := range c.refs.severity {
		id, ok := resolve(r.ruleRef)
		if !ok {
			continue
		}
		if prev, dup := seen[id]; dup {
			if prev.name == r.name {
				continue // the same key twice, reported as a duplicate key
			}
			p.errorf(r.node, "rules.severity: %s is already set as %q (line %d)", id, prev.name, prev.node.Line)
			continue
		}
		seen[id] = r.ruleRef
		c.Rules.Severity[id] = r.sev
	}
	return p.errs
}

// globs checks the exclude patterns.
func (p *parser) globs(n *yaml.Node, where string) []string {
	if n == nil || n.Kind != yaml.SequenceNode {
		return nil
	}
	var out []string
	for i, item := range n.Content {
		item = yamlpos.Deref(item)
		if !isString(item) {
			continue // decode reported it
		}
		pat := normalisePattern(item.Value)
		switch {
		case strings.TrimSpace(item.Value) == "":
			p.errorf(item, "%s[%d]: empty pattern", where, i)
		case !doublestar.ValidatePattern(pat):
			p.errorf(item, "%s[%d]: %q is not a valid glob (unbalanced [ or {, or a trailing \\)", where, i, item.Value)
		default:
			out = append(out, pat)
		}
	}
	return out
}
