// Package boundary is the one place that decides which files vcqlint may
// read and write on behalf of its input.
//
// A pull request controls every file vcqlint reads: a chart can name a
// file:// dependency, a values file or a symbolic link anywhere on the
// runner, a kustomization can name ../../.., a configuration file can name
// values, policies and paths. vcqlint therefore reads and writes such files
// only through a Root: the directory tree of the repository being linted.
// A name outside it, or a symbolic link whose target leaves it, is an
// *EscapeError naming the link, and nothing is read or written.
//
// Reads resolve with os.Root: the kernel opens each component relative to
// the root's directory, so a link swapped in between a check and the read
// cannot lead outside. A link is followed while it stays inside the root;
// a link with an absolute target is refused (what it means depends on where
// the repository is checked out).
package boundary

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/vcqlint/vcqlint/internal/inputfile"
)

// Root is a directory tree that reads and writes stay inside.
type Root struct {
	// dir is the root's absolute, cleaned path, as the names given to the
	// methods are made absolute (symbolic links in it are not resolved, so
	// that names built from the working directory compare with it).
	dir string
	os  *os.Root
}

// Open opens the directory dir as a Root.
func Open(dir string) (*Root, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("linted root %s: %w", dir, err)
	}
	r, err := os.OpenRoot(abs)
	if err != nil {
		return nil, fmt.Errorf("linted root: %w", err)
	}
	return &Root{dir: abs, os: r}, nil
}

// Dir is the root's absolute path.
func (r *Root) Dir() string { return r.dir }

// Close releases the root's directory handle.
func (r *Root) Close() error { return r.os.Close() }

// EscapeError is a name that leads outside the root: itself (../x, an
// absolute path elsewhere) or through a symbolic link on the way.
type EscapeError struct {
	// Path is the name as it was given.
	Path string
	// Link is the symbolic link that leaves the root, as a name of the same
	// form as Path (empty when Path itself is outside).
	Link string
	// Target is the link's target as written.
	Target string
	// Root is the root's directory.
	Root string
}

func (e *EscapeError) Error() string {
	if e.Link == "" {
		return fmt.Sprintf("%s is outside the linted root %s; vcqlint reads and writes only inside it", e.Path, e.Root)
	}
	return fmt.Sprintf("%s: symbolic link to %s leads outside the linted root %s; vcqlint does not follow it", e.Link, e.Target, e.Root)
}

// IsEscape reports whether err is an *EscapeError.
func IsEscape(err error) bool {
	var e *EscapeError
	return errors.As(err, &e)
}

// rel turns a name (relative to the working directory, or absolute) into a
// slash-free relative path inside the root, or an *EscapeError when the
// name itself is outside.
func (r *Root) rel(name string) (string, error) {
	abs, err := filepath.Abs(name)
	if err != nil {
		return "", err
	}
	rel, err := filepath.Rel(r.dir, abs)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
		return "", &EscapeError{Path: name, Root: r.dir}
	}
	return rel, nil
}

// Contains reports whether name is inside the root, by its name (links are
// not looked at: reading it may still fail with an *EscapeError).
func (r *Root) Contains(name string) bool {
	_, err := r.rel(name)
	return err == nil
}

// escape explains an error of os.Root: when it is the refusal of a path
// that leaves the root, the *EscapeError naming the link; otherwise err.
func (r *Root) escape(name, rel string, err error) error {
	if err == nil {
		return nil
	}
	var pe *os.PathError
	if !errors.As(err, &pe) || pe.Err.Error() != "path escapes from parent" {
		return err
	}
	e := &EscapeError{Path: name, Root: r.dir}
	e.Link, e.Target = r.leavingLink(name, rel)
	return e
}

// leavingLink finds the first symbolic link on rel whose target leads
// outside the root, following the links before it as os.Root does, and
// names it as name names the file.
func (r *Root) leavingLink(name, rel string) (link, target string) {
	resolved := "" // the path walked so far, links before it resolved
	for _, part := range strings.Split(rel, string(filepath.Separator)) {
		next := filepath.Join(resolved, part)
		if next == ".." || strings.HasPrefix(next, ".."+string(filepath.Separator)) {
			return "", ""
		}
		info, err := r.os.Lstat(next)
		if err != nil || info.Mode()&fs.ModeSymlink == 0 {
			resolved = next
			continue
		}
		t, err := r.os.Readlink(next)
		if err != nil {
			return "", ""
		}
		joined := filepath.Join(resolved, t)
		if filepath.IsAbs(t) || joined == ".." || strings.HasPrefix(joined, ".."+string(filepath.Separator)) {
			return r.display(name, next), t
		}
		resolved = joined
	}
	return "", ""
}

// display names sub (a path relative to the root) the way name is written:
// absolute if name is, else relative to the working directory.
func (r *Root) display(name, sub string) string {
	abs := filepath.Join(r.dir, sub)
	if filepath.IsAbs(name) {
		return abs
	}
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, abs); err == nil {
			return rel
		}
	}
	return abs
}

// ReadFile reads a regular file inside the root, at most limit bytes, the
// way inputfile.Read reads a named file: opened without blocking and checked
// on the open descriptor, so a FIFO or a device is refused at once.
func (r *Root) ReadFile(name string, limit int64) ([]byte, error) {
	rel, err := r.rel(name)
	if err != nil {
		return nil, err
	}
	f, err := r.os.OpenFile(rel, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, r.escape(name, rel, err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, &os.PathError{Op: "read", Path: name, Err: fmt.Errorf("%w (%s); vcqlint reads only regular files", inputfile.ErrNotRegular, inputfile.Kind(info.Mode()))}
	}
	if info.Size() > limit {
		return nil, inputfile.TooLarge(name, limit)
	}
	return inputfile.ReadSized(f, name, info.Size(), limit)
}

// ReadDir lists a directory inside the root, sorted by name. Entries are
// not followed: a symbolic link is listed as one.
func (r *Root) ReadDir(name string) ([]fs.DirEntry, error) {
	rel, err := r.rel(name)
	if err != nil {
		return nil, err
	}
	entries, err := fs.ReadDir(r.os.FS(), filepath.ToSlash(rel))
	return entries, r.escape(name, rel, err)
}

// Stat describes a file inside the root, following links that stay inside.
func (r *Root) Stat(name string) (fs.FileInfo, error) {
	rel, err := r.rel(name)
	if err != nil {
		return nil, err
	}
	info, err := r.os.Stat(rel)
	return info, r.escape(name, rel, err)
}

// Lstat describes a file inside the root without following a link at the
// end of name (links before it are followed while they stay inside).
func (r *Root) Lstat(name string) (fs.FileInfo, error) {
	rel, err := r.rel(name)
	if err != nil {
		return nil, err
	}
	info, err := r.os.Lstat(rel)
	return info, r.escape(name, rel, err)
}

// FS is the tree below dir (a directory inside the root) as an fs.FS whose
// reads stay inside the root.
func (r *Root) FS(dir string) (fs.FS, error) {
	rel, err := r.rel(dir)
	if err != nil {
		return nil, err
	}
	sub, err := fs.Sub(r.os.FS(), filepath.ToSlash(rel))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	return sub, nil
}

// ErrNotRegular is a write refused because the file is not a regular file:
// vcqlint never writes through a symbolic link, nor creates files.
var ErrNotRegular = errors.New("not a regular file; not written")

// WriteFile replaces the content of an existing regular file inside the
// root, atomically: a temporary file in the same directory, with the old
// file's permissions, synced and renamed over it, so a reader sees the old
// or the new content and never a part. A symbolic link at name is refused,
// never followed, and no new file is created.
func (r *Root) WriteFile(name string, data []byte) error {
	rel, err := r.rel(name)
	if err != nil {
		return err
	}
	info, err := r.os.Lstat(rel)
	if err != nil {
		return r.escape(name, rel, err)
	}
	if !info.Mode().IsRegular() {
		return &os.PathError{Op: "write", Path: name, Err: ErrNotRegular}
	}
	tmp, f, err := r.createTemp(rel)
	if err != nil {
		return r.escape(name, rel, err)
	}
	done := false
	defer func() {
		if !done {
			_ = r.os.Remove(tmp)
		}
	}()
	if err := writeAll(f, data, info.Mode().Perm()); err != nil {
		return &os.PathError{Op: "write", Path: name, Err: err}
	}
	if err := r.os.Rename(tmp, rel); err != nil {
		return r.escape(name, rel, err)
	}
	done = true
	return nil
}

// createTemp creates a new file beside rel with a random name.
func (r *Root) createTemp(rel string) (string, *os.File, error) {
	var suffix [8]byte
	for range 16 {
		if _, err := rand.Read(suffix[:]); err != nil {
			return "", nil, err
		}
		tmp := filepath.Join(filepath.Dir(rel), "."+filepath.Base(rel)+".vcqlint-"+hex.EncodeToString(suffix[:]))
		f, err := r.os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return tmp, f, err
	}
	return "", nil, errors.New("cannot create a temporary file")
}

func writeAll(f *os.File, data []byte, perm fs.FileMode) error {
	_, err := f.Write(data)
	if err == nil {
		err = f.Chmod(perm)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
