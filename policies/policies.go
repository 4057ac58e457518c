// Package policies embeds vcqlint's built-in Rego policies, laid out as
// Regal recommends: one directory per package. rules/<name>/<name>.rego is
// the package vcqlint.rules.<name>, one rule with an OPA `# METADATA` block
// carrying its rule ID, name (title), severity, summary and docs, and a
// `violation` set of {ref, path, message} objects over the input document
// (see internal/policyinput); rules/<name>/<name>_test.rego is its OPA unit
// test, run by `go test` through OPA's tester. lib/<name>/ holds the
// helper package vcqlint.lib.<name> the rules (and users' policies) import.
// `go test ./policies` also checks what `opa fmt` and `opa check --strict`
// check, with the OPA of go.mod.
package policies

import (
	"embed"
	"io/fs"
	"sort"
	"strings"

	"github.com/vcqlint/vcqlint/internal/regoeval"
)

//go:embed rules lib
var files embed.FS

// Index describes what Modules returns (regoeval.Options.Index): the
// rules, their guards and the input fields they read, generated so that a
// run does not parse the policies before it knows it needs them.
//
//go:generate go run -C ../tools ./policyindex
func Index() *regoeval.Index { return index }

// Modules returns the built-in policies (tests excluded), sorted by name.
func Modules() ([]regoeval.Module, error) {
	return read(func(name string) bool { return !strings.HasSuffix(name, "_test.rego") })
}

// TestModules returns the policies together with their tests.
func TestModules() ([]regoeval.Module, error) {
	return read(func(string) bool { return true })
}

func read(keep func(string) bool) ([]regoeval.Module, error) {
	var names []string
	err := fs.WalkDir(files, ".", func(name string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(name, ".rego") {
			names = append(names, name)
		}
		return err
	})
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
