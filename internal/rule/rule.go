// Package rule is the contract every rule meets, whatever engine runs it:
// its metadata (the one place ID, name, severity, summary and docs live)
// and, for Go rules, the check function with the context it reports to.
package rule

import (
	"fmt"
	"strings"

	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// Engine names the kind of rule.
type Engine string

// The two rule engines.
const (
	EngineGo   Engine = "go"
	EngineRego Engine = "rego"
)

// Meta describes a rule; `vcqlint rules` and `vcqlint explain` print it.
type Meta struct {
	ID       string
	Name     string
	Severity finding.Severity
	// Summary is one line for tables.
	Summary string
	// Doc is the full explanation: what fires, why Volcano breaks, the
	// Volcano source it follows and how to fix it.
	Doc    string
	Engine Engine
	// Source is where the rule is defined (a .rego file for policies).
	Source string
	// User marks a rule of the user's own policies (--policy): it has no
	// page in vcqlint's documentation.
	User bool
	// OffByDefault marks advice that runs only when a configuration file
	// enables it (rules.enable), so that the default run stays quiet.
	OffByDefault bool
	// Needs are the run facts the rule cannot decide without; the engine
	// skips it (and says so once) when the run lacks them, never guessing.
	Needs Need
}

// Need is a fact a rule needs besides the input.
type Need int

const (
	// NeedsNothing means the input alone decides the rule.
	NeedsNothing Need = iota
	// NeedsCluster means a declared cluster (--cluster, the config file's
	// cluster section, or Node manifests in the input).
	NeedsCluster
	// NeedsGPU means a declared cluster with GPU facts (node pools with a GPU
	// model and MIG strategy, or Nodes with NVIDIA GPU feature discovery labels).
	NeedsGPU
)

// Has reports whether the run knows what a rule with this need requires.
func (e Env) Has(n Need) bool {
	switch n {
	case NeedsCluster:
		return e.Cluster != nil
	case NeedsGPU:
		return e.Cluster.HasGPUFacts()
	}
	return true
}

// Env is what a run knows besides the input: the target Volcano version's
// behaviour (and, as they are added, facts such as the declared cluster).
type Env struct {
	Volcano volcano.Behaviour
	// Declared are the cluster declarations made outside the input,
	// highest precedence first: the --cluster flag, then the config file's
	// cluster section.
	Declared []*cluster.Spec
	// Setup is what the configuration's volcano section declares about
	// the Volcano the cluster runs beyond its release (a custom build's
	// extra plugins and actions).
	Setup volcano.Setup
	// Cluster is Declared merged with the input's Node manifests
	// (cluster.Resolve); nil when nothing declares a cluster. The engine
	// fills it when it is nil.
	Cluster *cluster.Cluster
	// ClustersDeclared says the configuration file lists the repository's
	// clusters (key clusters), so each is linted apart.
	ClustersDeclared bool
}

// DefaultEnv targets the newest Volcano release vcqlint knows.
func DefaultEnv() Env { return Env{Volcano: volcano.For(volcano.Newest())} }

// Context is what a Go rule sees and reports to.
type Context struct {
	Env
	Model *model.Model
	meta  Meta
	out   []finding.Finding
}

// NewContext prepares a context for running one rule over a model.
func NewContext(m *model.Model, env Env, meta Meta) *Context {
	return &Context{Env: env, Model: m, meta: meta}
}

// Report records a finding for obj at pos.
func (c *Context) Report(obj *manifest.Object, pos finding.Position, format string, args ...any) {
	c.out = append(c.out, finding.Finding{
		RuleID:   c.meta.ID,
		RuleName: c.meta.Name,
		Severity: c.meta.Severity,
		Pos:      pos,
		Object:   obj.ID(),
		Message:  fmt.Sprintf(format, args...),
	})
}

// ReportAs is Report with severity sev instead of the rule's: for a rule
// whose consequence depends on the target version or the input's scheduler
// configuration, so that an error means Volcano rejects or breaks and a
// lower severity says the consequence is milder there (issue 15). sev above
// the rule's own severity is lowered to it: Meta.Severity is the most a rule
// reports, as the catalogue lists it.
func (c *Context) ReportAs(sev finding.Severity, obj *manifest.Object, pos finding.Position, format string, args ...any) {
	c.Report(obj, pos, format, args...)
	if sev < c.meta.Severity {
		c.out[len(c.out)-1].Severity = sev
	}
}

// ReportFix is Report with a machine-applicable fix (nil for none): see
// internal/fixplan for how rules build one.
func (c *Context) ReportFix(obj *manifest.Object, pos finding.Position, fix *finding.Fix, format string, args ...any) {
	c.Report(obj, pos, format, args...)
	c.out[len(c.out)-1].Fix = fix
}

// Findings returns what was reported.
func (c *Context) Findings() []finding.Finding { return c.out }

// PolicyFix computes the fix of a finding a Rego policy reported on obj at
// path (the violation's path); nil when it has none. Policies report where,
// Go edits bytes (internal/fixplan).
type PolicyFix func(obj *manifest.Object, path []string) *finding.Fix

// Go is a rule written in Go.
type Go struct {
	Meta Meta
	// Check is nil for a tool rule: one whose findings the linter itself
	// reports after the checks (suppression problems), registered so that
	// it is listed, documented, configurable and suppressible like the rest.
	Check func(*Context)
}

// FixDocPrefix starts the paragraph of a rule's Doc that says how --fix
// fixes its findings; a rule without one offers no fix.
const FixDocPrefix = "Automatic fix (--fix):"

// noFixDoc is what FixDoc says of a rule whose Doc has no such paragraph.
const noFixDoc = FixDocPrefix + " none. vcqlint fixes only where the intent is unambiguous (docs/fix.md); the change this finding asks for is a choice the input does not record, so it comes without a fix."

// FixDoc splits m's Doc into the text without its automatic-fix paragraph
// (from FixDocPrefix to the next blank line) and that paragraph; for a rule
// without one the paragraph says it has no fix, and fixes reports false.
func FixDoc(m Meta) (rest, paragraph string, fixes bool) {
	doc := strings.TrimSpace(m.Doc)
	i := strings.Index(doc, FixDocPrefix)
	if i < 0 || (i > 0 && !strings.HasSuffix(doc[:i], "\n\n")) {
		return doc, noFixDoc, false
	}
	end := len(doc)
	if j := strings.Index(doc[i:], "\n\n"); j >= 0 {
		end = i + j
	}
	rest = strings.TrimSpace(doc[:i])
	if after := strings.TrimSpace(doc[end:]); after != "" {
		rest += "\n\n" + after
	}
	return rest, doc[i:end], true
}
