// Package policies embeds vcqlint's built-in Rego policies. Each policy is
// one package under vcqlint.rules with an OPA `# METADATA` block carrying
// its rule ID, name (title), severity, summary and docs, and a
// `violation` set of {ref, path, message} objects over the input document
// (see lint/model/input.go). Files ending in _test.rego are the policies'
// own unit tests, run by `go test` through OPA's tester.
package policies

import (
	"embed"
	"io/fs"
	"sort"
	"strings"

	"github.com/vcqlint/vcqlint/lint/regoeval"
)

//go:embed *.rego
var files embed.FS

// Modules returns the built-in policies (tests excluded), sorted by name.
func Modules() ([]regoeval.Module, error) {
	return read(func(name string) bool { return !strings.HasSuffix(name, "_test.rego") })
}

// TestModules returns the policies together with their tests.
func TestModules() ([]regoeval.Module, error) {
	return read(func(string) bool { return true })
}

func read(keep func(string) bool) ([]regoeval.Module, error) {
	names, err := fs.Glob(files, "*.rego")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var out []regoeval.Module
	for _, n := range names {
		if !keep(n) {
			continue
		}
		b, err := files.ReadFile(n)
		if err != nil {
			return nil, err
		}
		out = append(out, regoeval.Module{Name: "policies/" + n, Source: string(b)})
	}
	return out, nil
}
