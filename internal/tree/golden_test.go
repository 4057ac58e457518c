package tree_test

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/golden/tree")

// repoRoot is the repository root, found while the working directory is
// still this package's.
var repoRoot = func() string {
	p, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		panic(err)
	}
	return p
}()

// run runs vcqlint in-process from the repository root, as a user would.
func run(t *testing.T, terminal bool, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	t.Chdir(repoRoot)
	var out, errOut bytes.Buffer
	code = cli.Run(context.Background(), args, cli.IO{Stdout: &out, Stderr: &errOut, StdoutIsTerminal: terminal})
	return out.String(), errOut.String(), code
}

// TestGoldenTree pins what `vcqlint tree ./examples` prints in every
// format, byte for byte, with and without colour. After an intended change
// (or a new example): go test ./internal/tree -update, then review the diff of
// testdata/golden/tree.
func TestGoldenTree(t *testing.T) {
	cases := []struct {
		golden   string
		terminal bool
		args     []string
	}{
		{"examples.txt", false, []string{"tree", "examples"}},
		{"examples.color.txt", true, []string{"tree", "examples"}},
		{"examples.mmd", false, []string{"tree", "--format", "mermaid", "examples"}},
		{"examples.dot", false, []string{"tree", "--format", "dot", "examples"}},
		{"examples.json", false, []string{"tree", "--format", "json", "examples"}},
		{"examples.md", false, []string{"tree", "--format", "markdown", "examples"}},
		{"gpu.txt", false, []string{"tree", "--resource", "nvidia.com/gpu", "--volcano-version", "1.12", "examples/healthy-hierarchy", "examples/seed-001-gpu-mig"}},
		{"no-cluster-1.12.txt", false, []string{"tree", "--volcano-version", "1.12", "examples/healthy-hierarchy"}},
	}
	for _, c := range cases {
		t.Run(c.golden, func(t *testing.T) {
			out, errOut, code := run(t, c.terminal, c.args...)
			if code != cli.ExitClean || errOut != "" {
				t.Fatalf("exit %d, stderr:\n%s", code, errOut)
			}
			path := filepath.Join("testdata", "golden", "tree", c.golden)
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (go test ./internal/tree -update creates it)", err)
			}
			if out != string(want) {
				t.Errorf("output differs from %s (go test ./internal/tree -update rewrites it):\n--- got\n%s\n--- want\n%s", path, out, want)
			}
		})
	}
}
