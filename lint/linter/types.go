package linter

import (
	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/helm"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/regoeval"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/source"
	"github.com/vcqlint/vcqlint/internal/suppress"
)

// The types of this package's API that are defined in internal packages,
// named here so that a program outside this module can declare them:
// everything but lint/linter is internal (issue 18), and Go lets other
// modules use an internal type's value but not spell its name.
type (
	// Engine holds the Go rules and the compiled policies (NewEngine).
	Engine = engine.Engine
	// Selection says which rules of an Engine run and at what severity.
	Selection = engine.Selection
	// Finding is one reported problem with its position and fix.
	Finding = finding.Finding
	// Diagnostic is an input problem or notice (unreadable file, skipped document).
	Diagnostic = loader.Diagnostic
	// Model is the loaded estate: objects, the queue tree and indexes.
	Model = model.Model
	// Env is what the rules know about the run (Volcano version, cluster).
	Env = rule.Env
	// GoRule is a built-in rule written in Go.
	GoRule = rule.Go
	// PolicyModule is one Rego file.
	PolicyModule = regoeval.Module
	// SourceReader reads the inputs (disk, stdin, a Git tree).
	SourceReader = source.Reader
	// Skipped is a path the walk left out, with the reason.
	Skipped = source.Skipped
	// HelmRelease is the release a chart is rendered as.
	HelmRelease = helm.Release
	// Directive is a suppression comment or annotation.
	Directive = suppress.Directive
)
