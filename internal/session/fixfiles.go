package session

import (
	"fmt"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/fixapply"
	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/loader"
)

// ReadForFix reads a linted file that fixes will change, from inside its
// root (the linted root, or the root of a path named in the settings) and
// never through a link that leaves it: a pull request's .vcqlint.yaml
// must not make --fix read or rewrite a file outside the repository.
func (s *Session) ReadForFix(file string) ([]byte, error) {
	root, err := s.rootOf(file)
	if err != nil {
		return nil, err
	}
	return root.ReadFile(file, inputfile.ManifestLimit)
}

// WriteFix writes content to file inside its root, atomically, and only
// while the file still has the content whose SHA-256 is sum
// (fixapply.ErrChanged otherwise).
func (s *Session) WriteFix(file string, content []byte, sum [32]byte) error {
	root, err := s.rootOf(file)
	if err != nil {
		return err
	}
	return fixapply.Write(root, file, content, sum)
}

// rootOf is the root file lies in, among the session's own roots.
func (s *Session) rootOf(file string) (*boundary.Root, error) {
	s.mu.Lock()
	roots := s.roots
	s.mu.Unlock()
	if roots == nil {
		return nil, fmt.Errorf("%s: the session has no linted root (no pass was run)", file)
	}
	root := roots.For(file)
	if root == nil {
		return nil, fmt.Errorf("%s is outside the linted root; vcqlint writes only inside it", file)
	}
	return root, nil
}

// AddInputError records that file could not be handled after the pass (a
// fix that could not be read or written): an input error of the run,
// reported with the others, which makes the exit code 2.
func (o *Outcome) AddInputError(file, msg string) {
	o.res.Diagnostics = append(o.res.Diagnostics, loader.Diagnostic{
		Pos: finding.Position{File: file}, Level: loader.LevelError, Msg: msg,
	})
}
