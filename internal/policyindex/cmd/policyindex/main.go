// Command policyindex writes policies/index.go; `go generate ./policies`
// runs it.
package main

import (
	"fmt"
	"os"

	"github.com/vcqlint/vcqlint/internal/policyindex"
	"github.com/vcqlint/vcqlint/policies"
)

func main() {
	modules, err := policies.Modules()
	var src []byte
	if err == nil {
		src, err = policyindex.Generate(modules)
	}
	if err == nil {
		err = os.WriteFile(policyindex.Output, src, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "policyindex:", err)
		os.Exit(1)
	}
}
