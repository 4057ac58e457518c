// Package regoeval compiles Rego policies once and evaluates them all with
// one prepared query over the input document the model produces. A policy
// is a package that declares its rule metadata in an OPA `# METADATA` block
// (title = rule name, description = docs, custom.id/severity/summary) and
// produces a set `violation` of objects {ref, path, message}: `ref` is the
// object's handle from the input and `path` an optional field path, which
// vcqlint turns into file:line:col, so no policy ever handles line numbers.
package regoeval

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/open-policy-agent/opa/v1/ast"
	"github.com/open-policy-agent/opa/v1/rego"

	"github.com/vcqlint/vcqlint/lint/finding"
	"github.com/vcqlint/vcqlint/lint/rule"
)

// Module is one policy file.
type Module struct {
	Name   string
	Source string
}

// Policies are compiled policies ready to evaluate. They are safe for
// concurrent use (OPA prepared queries are).
type Policies struct {
	query   rego.PreparedEvalQuery
	metas   []rule.Meta
	byPath  map[string]rule.Meta
	timeout time.Duration
}

// DefaultTimeout bounds one evaluation of all policies.
const DefaultTimeout = 30 * time.Second

// Compile parses and compiles modules with restricted capabilities (no
// network, no environment, no clock-dependent or nondeterministic builtins)
// and prepares the query that collects every policy's violations.
func Compile(ctx context.Context, modules []Module) (*Policies, error) {
	parsed := map[string]*ast.Module{}
	p := &Policies{byPath: map[string]rule.Meta{}, timeout: DefaultTimeout}
	for _, m := range modules {
		mod, err := ast.ParseModuleWithOpts(m.Name, m.Source, ast.ParserOptions{ProcessAnnotation: true, RegoVersion: ast.RegoV1})
		if err != nil {
			return nil, fmt.Errorf("parse policy %s: %w", m.Name, err)
		}
		parsed[m.Name] = mod
		meta, ok, err := metaOf(mod, m.Name)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue // a library module: helpers for other policies
		}
		if !hasRule(mod, "violation") {
			return nil, fmt.Errorf("policy %s: rule %s declares no `violation contains v if { ... }` rule", m.Name, meta.ID)
		}
		path := mod.Package.Path.String()
		if prev, dup := p.byPath[path]; dup {
			return nil, fmt.Errorf("policy %s: package %s is already rule %s (%s)", m.Name, path, prev.ID, prev.Source)
		}
		p.byPath[path] = meta
		p.metas = append(p.metas, meta)
	}
	compiler := ast.NewCompiler().WithCapabilities(Capabilities()).WithEnablePrintStatements(false)
	if compiler.Compile(parsed); compiler.Failed() {
		return nil, fmt.Errorf("compile policies: %w", compiler.Errors)
	}
	q, err := rego.New(
		rego.Query(collectQuery(p.byPath)),
		rego.Compiler(compiler),
		rego.StrictBuiltinErrors(true),
	).PrepareForEval(ctx)
	if err != nil {
		return nil, fmt.Errorf("prepare policy query: %w", err)
	}
	p.query = q
	sort.Slice(p.metas, func(i, j int) bool { return p.metas[i].ID < p.metas[j].ID })
	return p, nil
}

// collectQuery builds one query whose bindings hold each rule's violations,
// so all policies run in a single evaluation over a single input.
func collectQuery(byPath map[string]rule.Meta) string {
	paths := make([]string, 0, len(byPath))
	for path := range byPath {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	var b strings.Builder
	b.WriteString("x := {")
	for i, path := range paths {
		if i > 0 {
			b.WriteString(", ")
		}
		// A partial set rule is always defined (empty when nothing matches),
		// so one quiet policy cannot make the whole query undefined.
		fmt.Fprintf(&b, "%q: %s.violation", path, path)
	}
	b.WriteString("}")
	return b.String()
}

// Capabilities are OPA's builtins minus everything that reaches outside the
// process or depends on when or where it runs: a lint must be repeatable
// and a policy must not exfiltrate the manifests it reads.
func Capabilities() *ast.Capabilities {
	caps := ast.CapabilitiesForThisVersion()
	denied := map[string]bool{
		"http.send": true, "net.lookup_ip_addr": true, "net.cidr_expand": false,
		"opa.runtime": true, "time.now_ns": true, "rand.intn": true,
		"uuid.rfc4122": true, "io.jwt.decode_verify": true,
		"crypto.x509.parse_and_verify_certificates": true, "trace": true,
	}
	kept := caps.Builtins[:0]
	for _, b := range caps.Builtins {
		if !denied[b.Name] {
			kept = append(kept, b)
		}
	}
	caps.Builtins = kept
	caps.AllowNet = []string{}
	return caps
}

func metaOf(mod *ast.Module, file string) (rule.Meta, bool, error) {
	for _, a := range mod.Annotations {
		if a.Scope != "package" || a.Custom == nil {
			continue
		}
		id, _ := a.Custom["id"].(string)
		if id == "" {
			continue
		}
		sevText, _ := a.Custom["severity"].(string)
		sev, err := finding.ParseSeverity(sevText)
		if err != nil {
			return rule.Meta{}, false, fmt.Errorf("policy %s: rule %s: custom.severity: %w", file, id, err)
		}
		summary, _ := a.Custom["summary"].(string)
		if a.Title == "" || summary == "" {
			return rule.Meta{}, false, fmt.Errorf("policy %s: rule %s needs a METADATA title (the rule name) and custom.summary", file, id)
		}
		return rule.Meta{
			ID: id, Name: a.Title, Severity: sev, Summary: summary,
			Doc: strings.TrimSpace(a.Description), Engine: rule.EngineRego, Source: file,
		}, true, nil
	}
	return rule.Meta{}, false, nil
}

func hasRule(mod *ast.Module, name string) bool {
	for _, r := range mod.Rules {
		if r.Head.Name.String() == name || (len(r.Head.Reference) > 0 && r.Head.Reference[0].Value.String() == name) {
			return true
		}
	}
	return false
}

// Metas returns the policies' rule metadata, by ID.
func (p *Policies) Metas() []rule.Meta { return p.metas }

// Violation is one element of a policy's `violation` set.
type Violation struct {
	Meta    rule.Meta
	Ref     int
	Path    []string
	PathStr string
	Message string
}

// Eval runs every policy once over input and returns their violations.
func (p *Policies) Eval(ctx context.Context, input ast.Value) ([]Violation, error) {
	ctx, cancel := context.WithTimeout(ctx, p.timeout)
	defer cancel()
	rs, err := p.query.Eval(ctx, rego.EvalParsedInput(input))
	if err != nil {
		return nil, fmt.Errorf("evaluate policies: %w", err)
	}
	var out []Violation
	for _, r := range rs {
		byPath, ok := r.Bindings["x"].(map[string]any)
		if !ok {
			continue
		}
		for path, set := range byPath {
			meta := p.byPath[path]
			items, _ := set.([]any)
			for _, item := range items {
				v, err := violation(meta, item)
				if err != nil {
					return nil, err
				}
				out = append(out, v)
			}
		}
	}
	return out, nil
}

func violation(meta rule.Meta, item any) (Violation, error) {
	obj, ok := item.(map[string]any)
	if !ok {
		return Violation{}, fmt.Errorf("rule %s (%s): a violation must be an object {ref, path, message}, got %v", meta.ID, meta.Source, item)
	}
	v := Violation{Meta: meta, Ref: -1}
	v.Message, _ = obj["message"].(string)
	if v.Message == "" {
		return Violation{}, fmt.Errorf("rule %s (%s): violation has no message: %v", meta.ID, meta.Source, item)
	}
	switch r := obj["ref"].(type) {
	case nil:
	default:
		n, err := toInt(r)
		if err != nil {
			return Violation{}, fmt.Errorf("rule %s (%s): violation ref must be an object's ref (an integer), got %v", meta.ID, meta.Source, r)
		}
		v.Ref = n
	}
	switch path := obj["path"].(type) {
	case string:
		v.PathStr = path
	case []any:
		for _, seg := range path {
			v.Path = append(v.Path, fmt.Sprint(seg))
		}
	}
	return v, nil
}

func toInt(x any) (int, error) {
	switch n := x.(type) {
	case int:
		return n, nil
	case int64:
		return int(n), nil
	case float64:
		return int(n), nil
	case interface{ Int64() (int64, error) }:
		i, err := n.Int64()
		return int(i), err
	}
	return 0, fmt.Errorf("not an integer: %v", x)
}
