package linter

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/regoeval"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/sandbox"
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
	// PolicyMemory bounds the heap of a user policy's worker; 0 means
	// regoeval.DefaultMemory.
	PolicyMemory int64
	// Sandbox runs the user policies' compilation and evaluation under
	// those budgets (the command line gives worker processes); nil runs
	// them in this process, bounded by PolicyTimeout alone.
	Sandbox sandbox.Runner
	// Roots decide where policy files may be read from (ReadPolicies);
	// nil means boundary.Discover from the working directory and
	// PolicyDirs.
	Roots *boundary.Roots
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
	user, userErr := ReadPolicies(opts.Roots, opts.PolicyDirs, false)
	user = append(user, opts.Policies...)
	pols, compileErr := regoeval.Compile(ctx, builtin, regoeval.Options{
		User: user, Timeout: opts.PolicyTimeout, Index: policies.Index(), Runner: opts.Sandbox, Memory: opts.PolicyMemory,
	})
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
// withTests is set. A file named twice is read once. Each directory is
// walked and read inside its root (roots.For): symbolic links are not
// followed to directories, and a policy file that is a link leaving the
// root is an error naming the link (a policy directory of a pull request
// could otherwise read /proc/self/environ into a parse error). Nil roots
// are boundary.Discover's from the working directory and dirs.
func ReadPolicies(roots *boundary.Roots, dirs []string, withTests bool) ([]regoeval.Module, error) {
	if len(dirs) == 0 {
		return nil, nil
	}
	if roots == nil {
		r, err := boundary.Discover(".", "", dirs)
		if err != nil {
			return nil, fmt.Errorf("decide the policies' root: %w", err)
		}
		defer r.Close()
		roots = r
	}
	var mods []regoeval.Module
	seen := map[string]bool{}
	for _, dir := range dirs {
		root := roots.For(dir)
		if root == nil {
			return nil, fmt.Errorf("policy directory %s is outside the linted root; vcqlint reads only inside it", dir)
		}
		files, err := regoFiles(root, dir, withTests)
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			if seen[f] {
				continue
			}
			seen[f] = true
			b, err := root.ReadFile(f, inputfile.PolicyLimit)
			if err != nil {
				if boundary.IsEscape(err) {
					return nil, fmt.Errorf("policy %s: %w", f, err)
				}
				return nil, fmt.Errorf("policy %s: %w", f, unwrapPath(err))
			}
			mods = append(mods, regoeval.Module{Name: filepath.ToSlash(f), Source: string(b)})
		}
	}
	return mods, nil
}

// regoFiles lists the policy files under dir, a directory inside root,
// sorted.
func regoFiles(root *boundary.Root, dir string, withTests bool) ([]string, error) {
	info, err := root.Stat(dir)
	if boundary.IsEscape(err) {
		return nil, fmt.Errorf("policy directory %s: %w", dir, err)
	}
	if err != nil {
		return nil, fmt.Errorf("policy directory %s: %w", dir, unwrapPath(err))
	}
	if !info.IsDir() {
		return nil, fmt.Errorf("policy directory %s: not a directory", dir)
	}
	fsys, err := root.FS(dir)
	if err != nil {
		return nil, fmt.Errorf("policy directory %s: %w", dir, err)
	}
	var files []string
	err = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && p != "." && strings.HasPrefix(d.Name(), ".") {
			return fs.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".rego") && (withTests || !strings.HasSuffix(p, "_test.rego")) {
			files = append(files, filepath.Join(dir, filepath.FromSlash(p)))
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
