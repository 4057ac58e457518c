package session

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/config"
	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/gitsrc"
	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/policyinput"
	"github.com/vcqlint/vcqlint/internal/regoeval"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/sandbox"
	"github.com/vcqlint/vcqlint/policies"
)

// DefaultPolicyTimeout bounds one evaluation of one user policy when the
// settings give no PolicyTimeout.
const DefaultPolicyTimeout = regoeval.DefaultTimeout

// PolicyError is the user's policies failing to load or compile (or
// reusing a built-in rule's ID).
type PolicyError struct{ Err error }

func (e *PolicyError) Error() string { return e.Err.Error() }
func (e *PolicyError) Unwrap() error { return e.Err }

// policyOptions say which user policies to load: directories on disk, and
// directories of the Git tree whose configuration file names them.
type policyOptions struct {
	dirs     []string
	tree     *gitsrc.Tree
	treeDirs []string
	// timeout and memory are a user policy's budgets; sandbox runs its
	// compilation and evaluation (nil: in this process); roots are where
	// its files may be read (nil: found from the working directory and
	// dirs).
	timeout time.Duration
	memory  int64
	sandbox sandbox.Runner
	roots   *boundary.Roots
}

// policyOptions are the session's: the settings' directories, then the
// configuration's (of the Git tree when it was read from one).
func (s *Session) policyOptions() policyOptions {
	po := policyOptions{
		dirs: policyDirs(s.settings.Policies, s.cfg), timeout: s.settings.PolicyTimeout, memory: s.policyMemory,
		sandbox: s.workers, roots: s.roots,
	}
	if s.cfgSource != "" && s.cfg != nil {
		// The tree's configuration names directories of the tree.
		po.dirs, po.tree, po.treeDirs = s.settings.Policies, s.git.tree, s.cfg.Policies
	}
	return po
}

// policyDirs are the user policy directories of a run: the settings'
// first, then the configuration's.
func policyDirs(given []string, cfg *config.Config) []string {
	dirs := append([]string(nil), given...)
	if cfg != nil {
		dirs = append(dirs, cfg.Policies...)
	}
	return dirs
}

// newEngine builds the engine with linter.NewEngine. A failure of the
// user's policies comes back apart, as userErr, with a working engine of
// the built-in rules: they still run, and the exit code can say 2.
func newEngine(ctx context.Context, o policyOptions) (eng *engine.Engine, userErr error, err error) {
	fromTree, treeErr := readTreeRego(o.tree, o.treeDirs)
	eng, err = linter.NewEngine(ctx, linter.EngineOptions{
		PolicyDirs: o.dirs, Policies: fromTree, PolicyTimeout: o.timeout, PolicyMemory: o.memory,
		Sandbox: o.sandbox, Roots: o.roots,
	})
	var pe *linter.PolicyError
	if errors.As(err, &pe) {
		return eng, pe.Err, nil
	}
	if err != nil {
		return nil, nil, err
	}
	return eng, treeErr, nil
}

// readTreeRego reads the policies (not the tests) under the directories
// dirs of a Git tree, as linter.ReadPolicies reads them on disk:
// recursively, in name order, skipping hidden directories, each file
// bounded. A nil tree has none.
func readTreeRego(tree *gitsrc.Tree, dirs []string) ([]regoeval.Module, error) {
	if tree == nil {
		return nil, nil
	}
	var mods []regoeval.Module
	seen := map[string]bool{}
	for _, dir := range dirs {
		for _, name := range tree.FilesUnder(dir) {
			rel := strings.TrimPrefix(name, strings.Trim(dir, "/")+"/")
			if seen[name] || !strings.HasSuffix(name, ".rego") || strings.HasSuffix(name, "_test.rego") || inHiddenDir(rel) {
				continue
			}
			seen[name] = true
			b, err := tree.ReadLimit(name, inputfile.PolicyLimit)
			if err != nil {
				return nil, fmt.Errorf("policy %s in %s: %w", name, tree.Describe(), err)
			}
			mods = append(mods, regoeval.Module{Name: name, Source: string(b)})
		}
	}
	return mods, nil
}

// inHiddenDir reports whether a slash-separated relative path goes
// through a hidden directory, which the disk walk skips.
func inHiddenDir(rel string) bool {
	parts := strings.Split(rel, "/")
	for _, d := range parts[:len(parts)-1] {
		if strings.HasPrefix(d, ".") {
			return true
		}
	}
	return false
}

// PolicySettings say whose rules to describe or test: the user's policy
// directories (--policy) and the configuration file naming more.
type PolicySettings struct {
	Policies []string
	Config   string
	NoConfig bool
	// Isolate compiles the user's policies, and runs their tests, in
	// worker processes under the policy budgets, as Settings.Isolate does
	// (the command line sets it). Without it they run in this process.
	Isolate bool
	// PolicyMemory bounds a worker's heap (Budgets.PolicyMemory).
	PolicyMemory string
}

// workers are the worker processes of p, started when it isolates and
// there is Rego of the user's to compile; stop releases them.
func (p PolicySettings) workers(dirs []string) (r sandbox.Runner, memory int64, stop func(), err error) {
	stop = func() {}
	if memory, err = policyMemory(p.PolicyMemory); err != nil || !p.Isolate || len(dirs) == 0 {
		return nil, memory, stop, err
	}
	w, err := sandbox.New(sandbox.Options{})
	if err != nil {
		return nil, 0, stop, err
	}
	return w, memory, func() { _ = w.Close() }, nil
}

// Rules are the rules a run with these settings has, built-in and the
// user's, sorted by ID. The user's policies failing to load is an error
// (*PolicyError): a listing without them would mislead.
func Rules(ctx context.Context, p PolicySettings) ([]rule.Meta, error) {
	cfg, _, err := loadConfig(p.Config, p.NoConfig)
	if err != nil {
		return nil, err
	}
	dirs := policyDirs(p.Policies, cfg)
	workers, memory, stop, err := p.workers(dirs)
	if err != nil {
		return nil, err
	}
	defer stop()
	eng, userErr, err := newEngine(ctx, policyOptions{dirs: dirs, sandbox: workers, memory: memory})
	if err != nil {
		return nil, err
	}
	if userErr != nil {
		return nil, &PolicyError{userErr}
	}
	return eng.Rules(), nil
}

// LookupRule finds a rule among metas by ID (in any case) or name; when
// none matches, suggestion is the closest, or "".
func LookupRule(metas []rule.Meta, ref string) (m rule.Meta, ok bool, suggestion string) {
	index := rule.NewIndex(metas)
	if m, ok := lookupRule(index, ref); ok {
		return m, true, ""
	}
	return rule.Meta{}, false, didYouMeanRule(index, ref)
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

// PolicyTests are the results of the user's policy tests.
type PolicyTests struct {
	// Dirs are the directories the tests were read from.
	Dirs    []string
	Results []regoeval.TestResult
}

// VerifyPolicies runs the test_ rules of the user's policies in dirs
// (none: the configuration file's policies, else the working directory)
// with OPA's tester, under the same restricted capabilities as linting and,
// with Isolate, in a worker process under the policy budgets: the tests are
// a pull request's Rego too (regoeval.JobTest). The built-in policies are
// loaded too, so tests can import vcqlint's helper libraries, and every
// policy is first type-checked against the input's JSON Schema.
func VerifyPolicies(ctx context.Context, dirs []string, p PolicySettings) (*PolicyTests, error) {
	if len(dirs) == 0 {
		cfg, _, err := loadConfig(p.Config, p.NoConfig)
		if err != nil {
			return nil, err
		}
		if dirs = policyDirs(nil, cfg); len(dirs) == 0 {
			dirs = []string{"."}
		}
	}
	user, err := linter.ReadPolicies(nil, dirs, true)
	if err != nil {
		return nil, err
	}
	workers, memory, stop, err := p.workers(dirs)
	if err != nil {
		return nil, err
	}
	defer stop()
	if workers == nil {
		workers = sandbox.InProcess(sandbox.Jobs{regoeval.JobTest: regoeval.TestJob(policies.Modules, policyinput.SchemaSet)})
	}
	results, err := regoeval.RunUserTests(ctx, workers, user, memory)
	if err != nil {
		return nil, err
	}
	return &PolicyTests{Dirs: dirs, Results: results}, nil
}
