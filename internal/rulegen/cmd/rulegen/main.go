// Command rulegen writes rules/registry.go; `go generate ./rules` runs it.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/vcqlint/vcqlint/internal/rulegen"
)

func main() {
	dir := "."
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
