package cli

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/gitsrc"
	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/regoeval"
	"github.com/vcqlint/vcqlint/internal/sandbox"
)

// policyOptions say which user policies to load: directories on disk, and
// directories of the Git tree whose configuration file names them.
type policyOptions struct {
	dirs     []string
	tree     *gitsrc.Tree
	treeDirs []string
	// timeout and memory are a user policy's budgets; sandbox runs its
	// jobs (nil: worker processes started for building the engine alone,
	// for the commands that only list rules); roots are where its files
	// may be read (nil: found from the working directory and dirs).
	timeout time.Duration
	memory  int64
	sandbox sandbox.Runner
	roots   *boundary.Roots
}

// newEngine builds the engine with linter.NewEngine. A failure of the
// user's policies comes back apart, as userErr, with a working engine of
// the built-in rules: they still run, and the exit code can say 2.
func newEngine(ctx context.Context, po ...policyOptions) (eng *engine.Engine, userErr error, err error) {
	var o policyOptions
	if len(po) > 0 {
		o = po[0]
	}
	fromTree, treeErr := readTreeRego(o.tree, o.treeDirs)
	if o.sandbox == nil && (len(o.dirs) > 0 || len(fromTree) > 0) {
		workers, werr := sandbox.New(sandbox.Options{})
		if werr != nil {
			return nil, nil, werr
		}
		defer workers.Close()
		o.sandbox = workers
	}
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
