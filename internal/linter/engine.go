package linter

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/regoeval"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/policies"
	"github.com/vcqlint/vcqlint/rules"
)

// EngineOptions say which rules an engine holds. The zero value is the
// engine the CLI builds without a configuration: every built-in Go rule
// and every built-in policy.
type EngineOptions struct {
	// PolicyDirs are directories of the user's Rego policies, read
	// recursively (tests, *_test.rego, left out); they are compiled with
	// the built-in policies, in the policy sandbox (regoeval.Capabilities).
	PolicyDirs []string
	// Policies are user policies already read from elsewhere (the Git
	// tree --git lints), compiled with those of PolicyDirs.
	Policies []regoeval.Module
	// PolicyTimeout bounds one evaluation of one user policy; 0 means
	// regoeval.DefaultTimeout.
	PolicyTimeout time.Duration
	// GoRules replaces the built-in Go rules (rules.All()) when not nil.
	GoRules []rule.Go
}

// PolicyError is the user's policies failing to load or compile (or
// reusing a built-in rule ID). NewEngine returns it together with a working
// engine of the built-in rules, so that a caller can still lint and report
// the failure (the CLI exits 2).
type PolicyError struct{ Err error }

func (e *PolicyError) Error() string { return e.Err.Error() }
func (e *PolicyError) Unwrap() error { return e.Err }

// NewEngine builds the rule engine: the Go rules and the built-in policies
// with the user's. Any error but a *PolicyError means no engine.
func NewEngine(ctx context.Context, opts EngineOptions) (*engine.Engine, error) {
	goRules := opts.GoRules
	if goRules == nil {
		goRules = rules.All()
	}
	builtin, err := policies.Modules()
	if err != nil {
		return nil, fmt.Errorf("read built-in policies: %w", err)
	}
	user, userErr := ReadPolicies(opts.PolicyDirs, false)
	user = append(user, opts.Policies...)
	pols, compileErr := regoeval.Compile(ctx, builtin, regoeval.Options{User: user, Timeout: opts.PolicyTimeout, Index: policies.Index()})
	if pols == nil {
		return nil, compileErr
	}
	if compileErr != nil {
		userErr = compileErr
	}
	eng, err := engine.New(goRules, pols)
	if err != nil {
		if len(user) == 0 {
			return nil, err
		}
		// A user rule reusing a built-in ID: keep the built-ins.
		pols, berr := regoeval.Compile(ctx, builtin, regoeval.Options{Timeout: opts.PolicyTimeout, Index: policies.Index()})
		if berr != nil {
			return nil, berr
		}
		eng, berr = engine.New(goRules, pols)
		if berr != nil {
			return nil, berr
		}
		eng.SetPolicyFixes(rules.PolicyFixes())
		return eng, &PolicyError{Err: err}
	}
	// The built-in policies' fixes are computed in Go (rules.PolicyFixes).
	eng.SetPolicyFixes(rules.PolicyFixes())
	if userErr != nil {
		return eng, &PolicyError{Err: userErr}
	}
	return eng, nil
}

// ReadPolicies reads every .rego file under dirs (recursively, in name
// order, hidden directories skipped); tests (_test.rego) only when
// withTests is set. A file named twice is read once.
func ReadPolicies(dirs []string, withTests bool) ([]regoeval.Module, error) {
	var mods []regoeval.Module
	seen := map[string]bool{}
	for _, dir := range dirs {
		files, err := regoFiles(dir, withTests)
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			if seen[f] {
				continue
			}
			seen[f] = true
			b, err := inputfile.Read(f, inputfile.PolicyLimit)
			if err != nil {
				return nil, fmt.Errorf("policy %s: %w", f, unwrapPath(err))
			}
			mods = append(mods, regoeval.Module{Name: filepath.ToSlash(f), Source: string(b)})
		}
	}
	return mods, nil
}

// regoFiles lists the policy files under dir, sorted.
func regoFiles(dir string, withTests bool) ([]string, error) {
	info, err := os.Stat(dir)
	if err != nil {
		return nil, fmt.Errorf("policy directory %s: %w", dir, unwrapPath(err))
	}
	if !info.IsDir() {
		return nil, fmt.Errorf("policy directory %s: not a directory", dir)
	}
	var files []string
	err = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != dir && strings.HasPrefix(d.Name(), ".") {
			return fs.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".rego") && (withTests || !strings.HasSuffix(path, "_test.rego")) {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("policy directory %s: %w", dir, err)
	}
	sort.Strings(files)
	return files, nil
}

// unwrapPath drops the path an *fs.PathError repeats, since the message
// names the file already.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
