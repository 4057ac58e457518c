// Package rule is the contract every rule meets, whatever engine runs it:
// its metadata (the one place ID, name, severity, summary and docs live)
// and, for Go rules, the check function with the context it reports to.
package rule

import (
	"fmt"

	"github.com/vcqlint/vcqlint/lint/finding"
	"github.com/vcqlint/vcqlint/lint/manifest"
	"github.com/vcqlint/vcqlint/lint/model"
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
}

// Context is what a Go rule sees and reports to.
type Context struct {
	Model *model.Model
	meta  Meta
	out   []finding.Finding
}

// NewContext prepares a context for running one rule over a model.
func NewContext(m *model.Model, meta Meta) *Context {
	return &Context{Model: m, meta: meta}
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

// Findings returns what was reported.
func (c *Context) Findings() []finding.Finding { return c.out }

// Go is a rule written in Go.
type Go struct {
	Meta  Meta
	Check func(*Context)
}
