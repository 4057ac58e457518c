// Package reporoot puts a development command in vcqlint's repository root:
// the commands live in this nested module (tools/) so that `go install ./...`
// at the root builds vcqlint alone, and are run from the root as
// `go run -C tools ./NAME ARGS`, which starts them in tools/. Chdir moves
// them back to the root, so that their relative paths (arguments, default
// files, the packages they build) mean what they meant when the commands
// lived in the root module.
package reporoot

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Module is the root module's path.
const Module = "github.com/vcqlint/vcqlint"

// Find is the repository root: the nearest directory at or above dir whose
// go.mod declares Module.
func Find(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for d := abs; ; d = filepath.Dir(d) {
		if module(filepath.Join(d, "go.mod")) == Module {
			return d, nil
		}
		if d == filepath.Dir(d) {
			return "", fmt.Errorf("no go.mod of %s at or above %s", Module, abs)
		}
	}
}

// module is the module path go.mod declares, "" when it cannot be read.
func module(gomod string) string {
	f, err := os.Open(gomod)
	if err != nil {
		return ""
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(s.Text()), "module "); ok {
			return strings.Trim(strings.TrimSpace(rest), `"`)
		}
	}
	return ""
}

// Chdir makes the repository root the working directory, or exits with a
// message when there is none above it.
func Chdir(command string) {
	err := errors.New("no working directory")
	if wd, werr := os.Getwd(); werr == nil {
		var root string
		if root, err = Find(wd); err == nil {
			err = os.Chdir(root)
		}
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: run it from vcqlint's repository (go run -C tools ./%s): %v\n", command, command, err)
		os.Exit(2)
	}
}
