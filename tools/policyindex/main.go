// Command policyindex writes policies/index.go; `go generate ./policies`
// runs it (go run -C ../tools ./policyindex).
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/vcqlint/vcqlint/internal/policyindex"
	"github.com/vcqlint/vcqlint/policies"
	"github.com/vcqlint/vcqlint/tools/internal/reporoot"
)

func main() {
	reporoot.Chdir("policyindex")
	modules, err := policies.Modules()
	var src []byte
	if err == nil {
		src, err = policyindex.Generate(modules)
	}
	if err == nil {
		err = os.WriteFile(filepath.Join("policies", policyindex.Output), src, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "policyindex:", err)
		os.Exit(1)
	}
}
