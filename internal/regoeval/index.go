package regoeval

import (
	"errors"
	"hash/fnv"
	"sort"
	"time"

	"github.com/open-policy-agent/opa/v1/ast"

	"github.com/vcqlint/vcqlint/internal/rule"
)

// Index is what linting needs to know about the built-in policies before
// any is compiled: each rule's metadata, the guards that decide whether an
// input can trigger it, the modules its evaluation needs, and the input
// fields the policies read. BuildIndex learns it by parsing the policies
// (about a tenth of a small run's CPU time, most of it on the METADATA
// blocks); package policies carries it generated (`go generate
// ./policies`), so that a run parses only the policies its input triggers,
// and none when no scheduler configuration is in the input.
type Index struct {
	Modules []IndexedModule
	// Fields are the input entry fields the policies read, sorted (see
	// Policies.InputFields); AllFields means every field.
	Fields    []string
	AllFields bool
}

// IndexedModule is one built-in policy file.
type IndexedModule struct {
	Name string
	// Package is the module's package path (data.vcqlint.rules.x).
	Package string
	// Hash is SourceHash of the file the index was built from: an index is
	// used only for the very modules it describes.
	Hash uint64
	// Rule is the rule the module declares, nil for a library.
	Rule *rule.Meta
	// Guards are the rule's guards (see lazy.go).
	Guards []Guard
	// Needs are the modules (by name, sorted, the rule's own included)
	// that evaluating the rule compiles: its own and the libraries it
	// refers to, transitively.
	Needs []string
}

// Guard is a guard as data: the input path (input.a.b is ["a", "b"]) and
// whether it must be a non-empty collection (else defined and not false).
type Guard struct {
	Path     []string
	NonEmpty bool
}

// SourceHash is the FNV-1a hash of a policy's source.
func SourceHash(src string) uint64 {
	h := fnv.New64a()
	_, _ = h.Write([]byte(src)) // a hash.Hash never returns an error
	return h.Sum64()
}

// BuildIndex parses the built-in modules and indexes them; the errors are
// Compile's for the same modules.
func BuildIndex(builtin []Module) (*Index, error) {
	pm := newParsedModules()
	var errs []error
	for _, m := range builtin {
		if err := pm.add(m, false); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	ix := &Index{}
	fields := fieldsRead(evaluated(pm.parsed, pm.builtinRules))
	if fields == nil {
		ix.AllFields = true
	}
	for f := range fields {
		ix.Fields = append(ix.Fields, f)
	}
	sort.Strings(ix.Fields)
	for _, m := range builtin {
		mod := pm.parsed[m.Name]
		path := mod.Package.Path.String()
		im := IndexedModule{Name: m.Name, Package: path, Hash: SourceHash(m.Source)}
		if meta, ok := pm.builtinRules[path]; ok && meta.Source == m.Name {
			im.Rule = &meta
			for _, g := range guardsOf(mod) {
				im.Guards = append(im.Guards, g.data())
			}
			for name := range evaluated(pm.parsed, map[string]rule.Meta{path: meta}) {
				im.Needs = append(im.Needs, name)
			}
			sort.Strings(im.Needs)
		}
		ix.Modules = append(ix.Modules, im)
	}
	return ix, nil
}

// describes reports whether ix was built from exactly these modules.
func (ix *Index) describes(builtin []Module) bool {
	if ix == nil || len(ix.Modules) != len(builtin) {
		return false
	}
	for i, m := range builtin {
		if ix.Modules[i].Name != m.Name || ix.Modules[i].Hash != SourceHash(m.Source) {
			return false
		}
	}
	return true
}

// fields returns ix.Fields as InputFields does: nil for every field.
func (ix *Index) fields() map[string]bool {
	if ix.AllFields {
		return nil
	}
	out := make(map[string]bool, len(ix.Fields))
	for _, f := range ix.Fields {
		out[f] = true
	}
	return out
}

func (g guard) data() Guard {
	out := Guard{NonEmpty: g.nonEmpty}
	for _, seg := range g.path[1:] {
		out.Path = append(out.Path, string(seg.Value.(ast.String)))
	}
	return out
}

func (g Guard) guard() guard {
	path := ast.Ref{ast.InputRootDocument}
	for _, seg := range g.Path {
		path = append(path, ast.StringTerm(seg))
	}
	return guard{path: path, nonEmpty: g.NonEmpty}
}

// lazyPolicies are the built-in policies described by ix, compiled at
// their first evaluation (lazy.go).
func lazyPolicies(builtin []Module, ix *Index, timeout time.Duration) *Policies {
	p := &Policies{timeout: timeout, fields: ix.fields(), lazy: newLazyBuiltins(builtin, ix)}
	for _, m := range ix.Modules {
		if m.Rule != nil {
			p.metas = append(p.metas, *m.Rule)
		}
	}
	sort.Slice(p.metas, func(i, j int) bool { return p.metas[i].ID < p.metas[j].ID })
	return p
}
