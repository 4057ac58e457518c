// Command printinfo prints buildinfo.Read() for the package's tests: they
// build it with -ldflags -X and VCS stamping, as a release build is made.
package main

import (
	"encoding/json"
	"os"

	"github.com/vcqlint/vcqlint/internal/buildinfo"
)

func main() {
	if err := json.NewEncoder(os.Stdout).Encode(buildinfo.Read()); err != nil {
		os.Exit(1)
	}
}
