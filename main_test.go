package main

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/golden")

// TestGoldenExamples pins what `vcqlint ./examples` prints, in every format,
// byte for byte. After an intended change: go test . -update, then review
// the diff of testdata/golden.
func TestGoldenExamples(t *testing.T) {
	cases := []struct {
		golden string
		args   []string
		code   int
	}{
		{"examples.txt", []string{"examples"}, cli.ExitFindings},
		{"examples.json", []string{"--format", "json", "examples"}, cli.ExitFindings},
		{"examples.checkstyle.xml", []string{"--format", "checkstyle", "examples"}, cli.ExitFindings},
		{"examples.gitlab.json", []string{"--format", "gitlab", "examples"}, cli.ExitFindings},
	}
	for _, c := range cases {
		t.Run(c.golden, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := cli.Run(context.Background(), c.args, cli.IO{Stdout: &out, Stderr: &errOut})
			if code != c.code {
				t.Errorf("exit code %d, want %d; stderr:\n%s", code, c.code, errOut.String())
			}
			if errOut.Len() > 0 {
				t.Errorf("examples produced input errors:\n%s", errOut.String())
			}
			path := filepath.Join("testdata", "golden", c.golden)
			if *update {
				if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test . -update to create it)", err)
			}
			if got := out.String(); got != string(want) {
				t.Errorf("output differs from %s (go test . -update rewrites it):\n--- got\n%s\n--- want\n%s", path, got, want)
			}
		})
	}
}

// TestHealthyExamplesAreClean guards the claim that healthy examples give
// no findings, whatever else the examples directory holds.
func TestHealthyExamplesAreClean(t *testing.T) {
	for _, dir := range []string{"examples/helm-default", "examples/healthy-hierarchy"} {
		var out bytes.Buffer
		code := cli.Run(context.Background(), []string{"--fail-on", "info", dir}, cli.IO{Stdout: &out, Stderr: &out})
		if code != cli.ExitClean || !strings.Contains(out.String(), "0 errors, 0 warnings, 0 infos") {
			t.Errorf("%s is not clean (exit %d):\n%s", dir, code, out.String())
		}
	}
}
