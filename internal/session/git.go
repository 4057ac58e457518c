package session

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"github.com/vcqlint/vcqlint/internal/config"
	"github.com/vcqlint/vcqlint/internal/configfile"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/gitsrc"
	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/report"
	"github.com/vcqlint/vcqlint/internal/source"
)

// gitSource is the repository the Git setting names and its tree at Ref.
type gitSource struct {
	repo *gitsrc.Repo
	tree *gitsrc.Tree
}

// openGit opens the repository of g.Repo at g.Ref; nil without one.
func openGit(ctx context.Context, g Git) (*gitSource, error) {
	if g.Repo == "" {
		if g.Ref != "" {
			return nil, usagef("--ref needs --git (the repository to read)")
		}
		return nil, nil
	}
	repo, err := gitsrc.Open(ctx, g.Repo, g.Ref, gitsrc.Options{FullHistory: g.NewFromRev != ""})
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
	cfg, pending = config.NewFromGit(configfile.Read(found[0], data), src.tree.IsDir)
	if cfg == nil {
		return nil, nil, pending
	}
	return cfg, pending, nil
}

// gitPlan is what the Git settings change in a run.
type gitPlan struct {
	// pathErrs are paths not found in the Git tree (like missing files on
	// disk they are input errors) and files in it skipped
	// (*source.Skipped, notices); the rest is still linted.
	pathErrs []error
	// changes filters findings for --new-from-rev; nil lints everything.
	changes *gitsrc.Changes
	// repoPaths says the input is a Git tree: files is what the paths name
	// in it, read reads them, and finding files are repository paths.
	repoPaths bool
	files     []string
	read      source.Reader
}

// gitPlan is the run's plan of Git input, made on the first pass: a
// --fix pass after it compares with the same revision's lines, not with
// the files it has just written.
func (s *Session) gitPlan(ctx context.Context) (*gitPlan, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.plan == nil {
		plan, err := s.planGit(ctx)
		if err != nil {
			return nil, err
		}
		s.plan = plan
	}
	return s.plan, nil
}

// planGit lists the tree's files the paths name (with a Git source), and
// reads the changes --new-from-rev keeps.
func (s *Session) planGit(ctx context.Context) (*gitPlan, error) {
	plan := &gitPlan{}
	g, src := s.settings.Git, s.git
	if src == nil {
		if g.NewFromRev == "" {
			return plan, nil
		}
		// --new-from-rev on the files on disk: compare them with the
		// revision of the repository around the working directory.
		cwd, err := os.Getwd()
		if err != nil {
			return nil, fmt.Errorf("working directory: %w", err)
		}
		repo, err := gitsrc.Open(ctx, cwd, "", gitsrc.Options{})
		if err != nil {
			return nil, fmt.Errorf("--new-from-rev: %w", err)
		}
		if plan.changes, err = repo.ChangesInWorkTree(g.NewFromRev, cwd); err != nil {
			return nil, fmt.Errorf("--new-from-rev: %w", err)
		}
		return plan, nil
	}
	plan.files, plan.pathErrs = src.tree.Files(s.lopts.Paths)
	if len(s.lopts.Paths) == 0 || s.lopts.AllowEmpty {
		plan.pathErrs = linter.DropNoFiles(plan.pathErrs)
	}
	if plan.files == nil {
		plan.files = []string{} // nil would mean "expand Paths from disk"
	}
	plan.read = src.tree.Read
	plan.repoPaths = true
	if g.NewFromRev != "" {
		var err error
		if plan.changes, err = src.repo.ChangesInTree(g.NewFromRev, src.tree); err != nil {
			return nil, fmt.Errorf("--new-from-rev: %w", err)
		}
	}
	return plan, nil
}

// apply points opts at the tree's files and blobs instead of the disk.
func (p *gitPlan) apply(opts *linter.Options) {
	if p.repoPaths {
		opts.Files, opts.Read, opts.Paths = p.files, p.read, nil
	}
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
// are for a Git tree, else relative to the source root. The root is looked
// up (which opens the Git repository around cwd) when a file is first
// named: the text format never names one this way.
func (p *gitPlan) pathMapper() func(string) string {
	if p.repoPaths {
		return filepath.ToSlash
	}
	rel := sync.OnceValue(func() func(string) string {
		cwd, err := os.Getwd()
		if err != nil {
			return filepath.ToSlash
		}
		return report.RelativeTo(sourceRoot(cwd), cwd)
	})
	return func(file string) string { return rel()(file) }
}

// sourceRoot is the directory machine formats name files relative to: the
// top of the Git work tree around the working directory (what GitHub code
// scanning and annotations expect), else the working directory.
func sourceRoot(cwd string) string {
	if root, ok := gitsrc.WorkTreeRoot(cwd); ok {
		return root
	}
	return cwd
}
