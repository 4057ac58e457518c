package kustomize

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// WriteTree is write for the external tests.
var WriteTree = write

// write writes files (slash paths, relative to dir) into dir; a value
// starting with "-> " makes a symbolic link to the rest.
func write(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if target, ok := strings.CutPrefix(content, "-> "); ok {
			if err := os.Symlink(target, path); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// testWorker builds the internal tests' requests as a worker process does.
var testWorker = &worker{schema: &builtinSchema{}}

func buildFiles(ctx context.Context, req *BuildRequest) (*BuildResponse, error) {
	return testWorker.buildFiles(ctx, req)
}
