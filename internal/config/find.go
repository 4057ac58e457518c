package config

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Find looks for .vcqlint.yaml (or .vcqlint.yml) in dir and then in each
// parent directory. The search ends after the first directory that holds
// .git, the repository root, so a configuration above the repository (in a
// home directory, say) never applies by surprise; and at the file system
// root. It returns the absolute path of the file, or "" when there is none.
// Both names in one directory is an error: which one applies would be a
// guess.
func Find(dir string) (string, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", fmt.Errorf("find configuration: %w", err)
	}
	for {
		var found []string
		for _, name := range []string{FileName, AltFileName} {
			p := filepath.Join(dir, name)
			info, err := os.Stat(p)
			switch {
			case err == nil && !info.IsDir():
				found = append(found, p)
			case err != nil && !errors.Is(err, fs.ErrNotExist):
				return "", fmt.Errorf("find configuration: %w", err)
			}
		}
		switch len(found) {
		case 1:
			return found[0], nil
		case 2:
			return "", fmt.Errorf("both %s and %s exist; keep one", found[0], found[1])
		}
		if _, err := os.Lstat(filepath.Join(dir, ".git")); err == nil {
			return "", nil // the repository root: do not look above it
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", nil
		}
		dir = parent
	}
}
