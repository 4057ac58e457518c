package boundary

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
)

// Roots are the roots of one run: the linted root, and a root for each path
// the user named on the command line outside it (the user's own words are
// trusted to name a tree; what the files in it name is not).
type Roots struct {
	// roots, the deepest directory first, so that For finds the innermost.
	roots []*Root
	// linted is the linted root, one of roots.
	linted *Root
}

// GitTop is the nearest directory at or above dir that holds a .git entry
// (a directory, or the file of a worktree or submodule), found without
// running git.
func GitTop(dir string) (string, bool) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", false
	}
	for d := abs; ; d = filepath.Dir(d) {
		if _, err := os.Lstat(filepath.Join(d, ".git")); err == nil {
			return d, true
		}
		if d == filepath.Dir(d) {
			return "", false
		}
	}
}

// Discover decides a run's roots. The linted root is the Git top level of
// workDir; outside Git, the directory of configFile (the configuration file
// in use, "" for none), else workDir. Each of named (the paths given on the
// command line, and the configuration file when the user named it) that is
// outside the linted root gets a root of its own: its Git top level, else
// itself (a directory) or its directory (a file).
func Discover(workDir, configFile string, named []string) (*Roots, error) {
	base, ok := GitTop(workDir)
	switch {
	case ok:
	case configFile != "":
		base = filepath.Dir(configFile)
	default:
		base = workDir
	}
	return DiscoverIn(base, configFile, named)
}

// DiscoverIn is Discover with the linted root given: base (a library
// caller that knows its tree). The named paths outside it get roots of
// their own as in Discover.
func DiscoverIn(base, configFile string, named []string) (*Roots, error) {
	s := &Roots{}
	if err := s.add(base); err != nil {
		return nil, err
	}
	s.linted = s.roots[0]
	for _, p := range append(append([]string(nil), named...), configFile) {
		if p == "" || p == "-" || s.For(p) != nil {
			continue
		}
		if err := s.add(ownRoot(p)); err != nil {
			_ = s.Close()
			return nil, err
		}
	}
	sort.SliceStable(s.roots, func(i, j int) bool { return len(s.roots[i].dir) > len(s.roots[j].dir) })
	return s, nil
}

// ownRoot is the root of a named path outside the linted root.
func ownRoot(p string) string {
	dir := p
	if info, err := os.Stat(p); err != nil || !info.IsDir() {
		dir = filepath.Dir(p)
	}
	if top, ok := GitTop(dir); ok {
		return top
	}
	return dir
}

func (s *Roots) add(dir string) error {
	r, err := Open(dir)
	if err != nil {
		return err
	}
	s.roots = append(s.roots, r)
	return nil
}

// Single is the roots of a run that reads inside one directory only.
func Single(dir string) (*Roots, error) {
	s := &Roots{}
	if err := s.add(dir); err != nil {
		return nil, err
	}
	s.linted = s.roots[0]
	return s, nil
}

// For is the innermost root that contains name, or nil.
func (s *Roots) For(name string) *Root {
	for _, r := range s.roots {
		if r.Contains(name) {
			return r
		}
	}
	return nil
}

// Linted is the linted root: the repository, or the configuration file's
// or the working directory.
func (s *Roots) Linted() *Root { return s.linted }

// Close releases every root.
func (s *Roots) Close() error {
	var errs []error
	for _, r := range s.roots {
		errs = append(errs, r.Close())
	}
	return errors.Join(errs...)
}
