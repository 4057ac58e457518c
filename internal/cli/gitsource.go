package cli

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"

	"github.com/vcqlint/vcqlint/internal/config"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/gitsrc"
	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/report"
)

// gitOptions are the flags that read input from Git.
type gitOptions struct {
	repo       string // --git: a local path or a URL
	ref        string // --ref: branch, tag or commit in --git
	newFromRev string // --new-from-rev: report only lines changed since
}

// gitPlan is what the Git flags change in a run.
type gitPlan struct {
	// pathErrs are path arguments not found in the Git tree (like missing
	// files on disk they are input errors) and files in it skipped
	// (*source.Skipped, notices); the rest is still linted.
	pathErrs []error
	// changes filters findings for --new-from-rev; nil lints everything.
	changes *gitsrc.Changes
	// repoPaths says finding files are already repository paths.
	repoPaths bool
}

// gitSource is the repository --git names and its tree at --ref.
type gitSource struct {
	repo *gitsrc.Repo
	tree *gitsrc.Tree
}

// openGit opens the repository of --git at --ref; nil without --git.
func openGit(ctx context.Context, g gitOptions) (*gitSource, error) {
	if g.repo == "" {
		if g.ref != "" {
			return nil, usagef("--ref needs --git (the repository to read)")
		}
		return nil, nil
	}
	repo, err := gitsrc.Open(ctx, g.repo, g.ref, gitsrc.Options{FullHistory: g.newFromRev != ""})
	if err != nil {
		return nil, fmt.Errorf("--git: %w", err)
	}
	tree, err := repo.Tree()
	if err != nil {
		return nil, fmt.Errorf("--git: %w", err)
	}
	return &gitSource{repo: repo, tree: tree}, nil
}

// loadGitConfig reads the configuration file at the root of the linted
// tree, with the bound of any configuration file; nil when there is none.
// Like config.Find on disk, both names at once is an error.
func loadGitConfig(src *gitSource) (cfg *config.Config, pending config.Errors, err error) {
	var found []string
	for _, name := range []string{config.FileName, config.AltFileName} {
		if src.tree.Has(name) {
			found = append(found, name)
		}
	}
	switch len(found) {
	case 0:
		return nil, nil, nil
	case 2:
		return nil, nil, fmt.Errorf("both %s and %s exist in %s; keep one", found[0], found[1], src.tree.Describe())
	}
	data, err := src.tree.ReadLimit(found[0], inputfile.ConfigLimit)
	if err != nil {
		return nil, nil, fmt.Errorf("read configuration %s from %s: %w", found[0], src.tree.Describe(), err)
	}
	cfg, pending = config.ParseFromGit(found[0], data, src.tree.IsDir)
	if cfg == nil {
		return nil, nil, pending
	}
	return cfg, pending, nil
}

// planGit validates the Git flags and, for --git (src, opened by openGit),
// points opts at the tree's files and blobs instead of the disk.
func planGit(ctx context.Context, g gitOptions, src *gitSource, paths []string, cwd string, opts *linter.Options) (*gitPlan, error) {
	plan := &gitPlan{}
	if src == nil {
		if g.newFromRev == "" {
			return plan, nil
		}
		// --new-from-rev on the files on disk: compare them with the
		// revision of the repository around the working directory.
		repo, err := gitsrc.Open(ctx, cwd, "", gitsrc.Options{})
		if err != nil {
			return nil, fmt.Errorf("--new-from-rev: %w", err)
		}
		if plan.changes, err = repo.ChangesInWorkTree(g.newFromRev, cwd); err != nil {
			return nil, fmt.Errorf("--new-from-rev: %w", err)
		}
		return plan, nil
	}
	repo, tree := src.repo, src.tree
	files, errs := tree.Files(paths)
	plan.pathErrs = errs
	plan.repoPaths = true
	if files == nil {
		files = []string{} // nil would mean "expand Paths from disk"
	}
	opts.Files, opts.Read, opts.Paths = files, tree.Read, nil
	if g.newFromRev != "" {
		var err error
		if plan.changes, err = repo.ChangesInTree(g.newFromRev, tree); err != nil {
			return nil, fmt.Errorf("--new-from-rev: %w", err)
		}
	}
	return plan, nil
}

// filter applies --new-from-rev; it returns the findings kept and how many
// were dropped.
func (p *gitPlan) filter(fs []finding.Finding) ([]finding.Finding, int, error) {
	if p.changes == nil {
		return fs, 0, nil
	}
	kept, err := p.changes.Filter(fs)
	if err != nil {
		return nil, 0, fmt.Errorf("--new-from-rev: %w", err)
	}
	return kept, len(fs) - len(kept), nil
}

// pathMapper names files for machine formats: repository paths as they
// are for --git, else relative to the source root. The root is looked up
// (which opens the Git repository around cwd) when a file is first named:
// the text format never names one this way.
func (p *gitPlan) pathMapper(cwd string) func(string) string {
	if p.repoPaths {
		return filepath.ToSlash
	}
	rel := sync.OnceValue(func() func(string) string { return report.RelativeTo(sourceRoot(cwd), cwd) })
	return func(file string) string { return rel()(file) }
}
