package gitsrc

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/go-git/go-git/v5/utils/diff"
	"github.com/sergi/go-diff/diffmatchpatch"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/inputfile"
)

// Changes knows which lines of which files differ from a base revision, so
// that only findings on those lines are reported (--new-from-rev). All
// files are still loaded and linted: hierarchy rules need the whole tree.
type Changes struct {
	base *Tree
	// current maps a finding's file to its path in the repository and its
	// content now; inRepo is false for files outside the repository.
	current func(file string) (repoPath string, data []byte, inRepo bool, err error)
	// lines caches, per finding file, the changed line numbers; a nil set
	// means every line (the file is new or untracked).
	lines map[string]map[int]bool
}

// ChangesInWorkTree compares the files on disk with revision base of this
// local repository. Finding files are named as the linter saw them:
// relative to cwd, or absolute.
func (r *Repo) ChangesInWorkTree(base, cwd string) (*Changes, error) {
	if r.workTree == "" {
		return nil, fmt.Errorf("%s has no work tree to compare with %s", r.Location, base)
	}
	bt, err := r.TreeAt(base)
	if err != nil {
		return nil, err
	}
	root := realPath(r.workTree)
	return &Changes{
		base: bt,
		current: func(file string) (string, []byte, bool, error) {
			if strings.HasPrefix(file, "<") { // <stdin> and the like: not a file of the repository
				return "", nil, false, nil
			}
			abs := file
			if !filepath.IsAbs(abs) {
				abs = filepath.Join(cwd, abs)
			}
			rel, err := filepath.Rel(root, realPath(abs))
			// A file outside the work tree (or one Rel cannot relate to it) has no
			// base version to compare with: it is reported in full, not an error.
			if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
				return "", nil, false, nil //nolint:nilerr // see above
			}
			data, err := inputfile.Read(abs, inputfile.ManifestLimit)
			if err != nil {
				return "", nil, false, fmt.Errorf("read %s to compare with %s: %w", file, base, err)
			}
			return filepath.ToSlash(rel), data, true, nil
		},
		lines: map[string]map[int]bool{},
	}, nil
}

// ChangesInTree compares tree (a commit of this repository) with revision
// base. Finding files are repository paths, as Tree.Files lists them.
func (r *Repo) ChangesInTree(base string, tree *Tree) (*Changes, error) {
	bt, err := r.TreeAt(base)
	if err != nil {
		return nil, err
	}
	return &Changes{
		base: bt,
		current: func(file string) (string, []byte, bool, error) {
			if !tree.Has(file) {
				return "", nil, false, nil
			}
			data, err := tree.Read(file)
			return file, data, true, err
		},
		lines: map[string]map[int]bool{},
	}, nil
}

// realPath resolves symbolic links so that a work tree reached through a
// link (such as /tmp on some systems) compares equal to the path of a file.
func realPath(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	// A file that no longer exists: resolve its directory.
	if r, err := filepath.EvalSymlinks(filepath.Dir(p)); err == nil {
		return filepath.Join(r, filepath.Base(p))
	}
	return p
}

// errAllLines marks a file whose every line counts as changed.
var errAllLines = errors.New("all lines changed")

// Changed reports whether line of file differs from the base revision. A
// file that is new, untracked or outside the repository is all changed; a
// finding without a line counts as changed if its file changed at all.
func (c *Changes) Changed(file string, line int) (bool, error) {
	set, ok := c.lines[file]
	if !ok {
		var err error
		set, err = c.changedLines(file)
		if errors.Is(err, errAllLines) {
			set, err = nil, nil
		}
		if err != nil {
			return false, err
		}
		c.lines[file] = set
	}
	if set == nil {
		return true, nil
	}
	if line <= 0 {
		return len(set) > 0, nil
	}
	return set[line], nil
}

// Filter keeps the findings on changed lines, in order.
func (c *Changes) Filter(fs []finding.Finding) ([]finding.Finding, error) {
	out := make([]finding.Finding, 0, len(fs))
	for _, f := range fs {
		ok, err := c.Changed(f.Pos.File, f.Pos.Line)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, f)
		}
	}
	return out, nil
}

func (c *Changes) changedLines(file string) (map[int]bool, error) {
	repoPath, now, inRepo, err := c.current(file)
	if err != nil {
		return nil, err
	}
	if !inRepo || !c.base.Has(repoPath) {
		return nil, errAllLines
	}
	before, err := c.base.Read(repoPath)
	if err != nil {
		return nil, fmt.Errorf("read %s at %s: %w", repoPath, c.base.rev, err)
	}
	return AddedLines(string(before), string(now)), nil
}

// AddedLines returns the 1-based numbers of the lines of after that a line
// diff from before inserts or rewrites. Deleted lines leave no mark: what
// is gone cannot carry a finding.
func AddedLines(before, after string) map[int]bool {
	set := map[int]bool{}
	line := 1
	for _, d := range diff.Do(before, after) {
		n := countLines(d.Text)
		switch d.Type {
		case diffmatchpatch.DiffEqual:
			line += n
		case diffmatchpatch.DiffInsert:
			for i := 0; i < n; i++ {
				set[line+i] = true
			}
			line += n
		}
	}
	return set
}

// countLines counts lines in a diff chunk; a last line without a newline
// is a line too.
func countLines(s string) int {
	n := strings.Count(s, "\n")
	if s != "" && !strings.HasSuffix(s, "\n") {
		n++
	}
	return n
}
