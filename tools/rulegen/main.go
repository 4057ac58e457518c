// Command rulegen writes rules/registry.go; `go generate ./rules` runs it
// (go run -C ../tools ./rulegen rules). The argument is the rules'
// directory, relative to the repository root.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/vcqlint/vcqlint/internal/rulegen"
	"github.com/vcqlint/vcqlint/tools/internal/reporoot"
)

func main() {
	reporoot.Chdir("rulegen")
	dir := "rules"
	if len(os.Args) > 1 {
		dir = os.Args[1]
	}
	src, err := rulegen.Generate(dir)
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, rulegen.Output), src, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "rulegen:", err)
		os.Exit(1)
	}
}
