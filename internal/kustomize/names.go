package kustomize

import (
	"encoding/hex"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"sigs.k8s.io/kustomize/kyaml/filesys"
)

// namesFS lets the build's in-memory file system hold any file name.
// kyaml's in-memory file system refuses to create a file or directory
// whose name is outside [a-zA-Z0-9-_.:] (fsnode.go:572@kyaml v0.21.1), a
// rule the disk does not have: an overlay under a home directory with a
// space, a checkout named c++-jobs or a directory named in Chinese failed
// to build ("illegal name ... in directory creation"). Each such name is
// stored encoded (encodeName) and every path kustomize gives is encoded
// name by name on the way in; the paths, names and errors it gets back are
// decoded, so it sees, and reports, the names of the disk.
type namesFS struct {
	filesys.FileSystem
}

// encodedPrefix starts a stored name that encodes another. A name of the
// disk that starts with it is encoded too, so that every stored name with
// the prefix decodes to the name it was made from (a directory named
// vcqlint-name-2e2e is not read back as ..).
const encodedPrefix = "vcqlint-name-"

var (
	legalName   = regexp.MustCompile(`^[a-zA-Z0-9\-_.:]+$`)
	encodedName = regexp.MustCompile(encodedPrefix + `([0-9a-f]+)`)
)

// encodeName is name as the in-memory file system can store it.
func encodeName(name string) string {
	if name == "" || name == "." || name == ".." || (legalName.MatchString(name) && !strings.HasPrefix(name, encodedPrefix)) {
		return name
	}
	return encodedPrefix + hex.EncodeToString([]byte(name))
}

// decodeText replaces every encoded name in s by the name it encodes.
func decodeText(s string) string {
	if !strings.Contains(s, encodedPrefix) {
		return s
	}
	return encodedName.ReplaceAllStringFunc(s, func(m string) string {
		b, err := hex.DecodeString(strings.TrimPrefix(m, encodedPrefix))
		if err != nil {
			return m
		}
		return string(b)
	})
}

// encodePath encodes each name of a slash-separated path; glob keeps the
// names that hold a pattern character as they are (a pattern matches
// against stored names, which are legal ones then).
func encodePath(p string, glob bool) string {
	parts := strings.Split(p, "/")
	for i, part := range parts {
		if glob && strings.ContainsAny(part, `*?[\`) {
			continue
		}
		parts[i] = encodeName(part)
	}
	return strings.Join(parts, "/")
}

// decodeError is err with its text decoded (nil stays nil).
func decodeError(err error) error {
	if err == nil || !strings.Contains(err.Error(), encodedPrefix) {
		return err
	}
	return &decodedError{msg: decodeText(err.Error()), err: err}
}

// decodedError keeps the original for errors.Is and errors.As (a cap's
// panic value, os.ErrNotExist).
type decodedError struct {
	msg string
	err error
}

func (e *decodedError) Error() string { return e.msg }
func (e *decodedError) Unwrap() error { return e.err }

func (f namesFS) Create(p string) (filesys.File, error) {
	file, err := f.FileSystem.Create(encodePath(p, false))
	return file, decodeError(err)
}

func (f namesFS) Mkdir(p string) error {
	return decodeError(f.FileSystem.Mkdir(encodePath(p, false)))
}

func (f namesFS) MkdirAll(p string) error {
	return decodeError(f.FileSystem.MkdirAll(encodePath(p, false)))
}

func (f namesFS) RemoveAll(p string) error {
	return decodeError(f.FileSystem.RemoveAll(encodePath(p, false)))
}

func (f namesFS) Open(p string) (filesys.File, error) {
	file, err := f.FileSystem.Open(encodePath(p, false))
	return file, decodeError(err)
}

func (f namesFS) IsDir(p string) bool { return f.FileSystem.IsDir(encodePath(p, false)) }

func (f namesFS) Exists(p string) bool { return f.FileSystem.Exists(encodePath(p, false)) }

func (f namesFS) ReadDir(p string) ([]string, error) {
	names, err := f.FileSystem.ReadDir(encodePath(p, false))
	for i, n := range names {
		names[i] = decodeText(n)
	}
	return names, decodeError(err)
}

func (f namesFS) CleanedAbs(p string) (filesys.ConfirmedDir, string, error) {
	dir, file, err := f.FileSystem.CleanedAbs(encodePath(p, false))
	return filesys.ConfirmedDir(decodeText(string(dir))), decodeText(file), decodeError(err)
}

func (f namesFS) Glob(pattern string) ([]string, error) {
	matches, err := f.FileSystem.Glob(encodePath(pattern, true))
	for i, m := range matches {
		matches[i] = decodeText(m)
	}
	return matches, decodeError(err)
}

func (f namesFS) ReadFile(p string) ([]byte, error) {
	data, err := f.FileSystem.ReadFile(encodePath(p, false))
	return data, decodeError(err)
}

func (f namesFS) WriteFile(p string, data []byte) error {
	return decodeError(f.FileSystem.WriteFile(encodePath(p, false), data))
}

func (f namesFS) Walk(p string, walkFn filepath.WalkFunc) error {
	err := f.FileSystem.Walk(encodePath(p, false), func(path string, info os.FileInfo, err error) error {
		if info != nil {
			info = decodedInfo{info}
		}
		return walkFn(decodeText(path), info, decodeError(err))
	})
	return decodeError(err)
}

// decodedInfo is a file's information with its name decoded.
type decodedInfo struct{ os.FileInfo }

func (i decodedInfo) Name() string { return decodeText(i.FileInfo.Name()) }
