package main

import (
	"errors"
	"go/build"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestInstallBuildsOnlyVcqlint holds the root module to one command, this
// package: pre-commit's Go hooks run `go install ./...` in the repository,
// so every other main package would be one more binary to compile on a
// user's first commit. Development commands live in the nested module
// tools/, which ./... does not reach (.ci/precommit-test.sh checks the
// hook's real environment).
func TestInstallBuildsOnlyVcqlint(t *testing.T) {
	var commands []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() || path == "." {
			return err
		}
		name := d.Name()
		if strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata" {
			return filepath.SkipDir // directories the go command ignores
		}
		if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
			return filepath.SkipDir // another module, as tools/
		}
		pkg, err := build.ImportDir(path, 0)
		var none *build.NoGoError
		switch {
		case errors.As(err, &none):
			return nil
		case err != nil:
			return err
		case pkg.Name == "main":
			commands = append(commands, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(commands) > 0 {
		t.Errorf("main packages in the root module (go install ./... builds each; move them to tools/): %s", strings.Join(commands, ", "))
	}
}
