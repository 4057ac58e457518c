// Package source finds the files to lint and reads them: explicit files,
// directories walked recursively for manifest extensions, and stdin.
package source

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/vcqlint/vcqlint/internal/inputfile"
)

// Stdin is the path argument that means standard input.
const Stdin = "-"

// Extensions are the file endings read when walking a directory.
var extensions = map[string]bool{".yaml": true, ".yml": true, ".json": true, ".conf": true}

// HasManifestExt reports whether a file name has an extension vcqlint reads
// when walking directories.
func HasManifestExt(name string) bool { return extensions[strings.ToLower(filepath.Ext(name))] }

// isHidden reports a hidden file or directory name.
func isHidden(name string) bool {
	return strings.HasPrefix(name, ".") && name != "." && name != ".."
}

// skipDir reports directories never walked into: hidden ones (.git, .github
// is walked only when named explicitly), vendored and installed dependencies.
func skipDir(name string) bool {
	return isHidden(name) || name == "vendor" || name == "node_modules"
}

// Expand turns path arguments into a sorted, de-duplicated list of files.
// A file named explicitly is always read, whatever its extension and even
// when hidden; a walk skips hidden files and directories. Files a
// walk finds but does not read come back among the errors as *Skipped, a
// directory whose walk finds no file to read as *NoFiles.
func Expand(paths []string) ([]string, []error) {
	var files []string
	var errs []error
	seen := map[string]bool{}
	add := func(p string) {
		if !seen[p] {
			seen[p] = true
			files = append(files, p)
		}
	}
	for _, p := range paths {
		if p == Stdin {
			add(p)
			continue
		}
		info, err := os.Stat(p)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", p, unwrapPathError(err)))
			continue
		}
		if !info.IsDir() {
			add(p)
			continue
		}
		found := 0
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: %w", path, unwrapPathError(err)))
				if d != nil && d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if d.IsDir() {
				if path != p && skipDir(d.Name()) {
					return fs.SkipDir
				}
				return nil
			}
			// Kustomization (no extension) is the third name kustomize reads.
			// Hidden files (.vcqlint.yaml, .pre-commit-config.yaml) are
			// tool configuration, not manifests.
			if (!HasManifestExt(path) && d.Name() != "Kustomization") || isHidden(d.Name()) {
				return nil
			}
			if reason := skipReason(path, d.Type()); reason != "" {
				errs = append(errs, &Skipped{Path: path, Reason: reason})
				return nil
			}
			found++
			add(path)
			return nil
		})
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", p, err))
		} else if found == 0 {
			errs = append(errs, &NoFiles{Path: p})
		}
	}
	return files, errs
}

// skipReason says why a walk does not read a file with a manifest
// extension: a name reports cannot carry, or no regular file. Symbolic links
// are not followed (a link loop cannot trap the walk, and a link cannot pull
// in files from outside the directory); a named pipe, socket or device
// could block the read forever or never end.
func skipReason(path string, mode fs.FileMode) string {
	if reason := UnsafeName(path); reason != "" {
		return reason
	}
	switch {
	case mode.IsRegular():
		return ""
	case mode&fs.ModeSymlink != 0:
		return "symbolic links are not followed in a directory walk (name the file to read it)"
	}
	return inputfile.Kind(mode) + ", not a regular file"
}

func unwrapPathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// File is one file's content, or the error reading it.
type File struct {
	Name string
	Data []byte
	Err  error
}

// Reader reads files; a Git tree or a test can stand in for the disk.
type Reader func(name string) ([]byte, error)

// OS reads from the file system, and "-" from stdin.
func OS(stdin io.Reader) Reader {
	var once sync.Once
	var data []byte
	var err error
	return func(name string) ([]byte, error) {
		if name == Stdin {
			once.Do(func() {
				if stdin == nil {
					err = errors.New("no standard input")
					return
				}
				data, err = inputfile.ReadFrom(stdin, "standard input", inputfile.ManifestLimit)
			})
			return data, err
		}
		return inputfile.Read(name, inputfile.ManifestLimit)
	}
}

// Workers is the default parallelism: one worker per usable CPU.
func Workers() int { return max(1, runtime.GOMAXPROCS(0)) }

// Each reads names with read on a bounded pool of workers and calls fn for
// each file, in parallel; fn receives the file's index in names so results
// can be kept in input order.
func Each(names []string, read Reader, workers int, fn func(i int, f File)) {
	if workers < 1 {
		workers = 1
	}
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(workers, max(1, len(names))); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				data, err := read(names[i])
				if err != nil {
					err = unwrapPathError(err)
				}
				fn(i, File{Name: names[i], Data: data, Err: err})
			}
		}()
	}
	for i := range names {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
}
