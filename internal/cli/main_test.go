package cli

import (
	"os"
	"testing"

	"github.com/vcqlint/vcqlint/internal/jobs"
	"github.com/vcqlint/vcqlint/internal/sandbox"
)

// TestMain makes this test binary the sandbox worker of the runs its tests
// make (cli.Run starts workers from os.Executable, as vcqlint's main does).
func TestMain(m *testing.M) {
	sandbox.Serve(jobs.All())
	os.Exit(m.Run())
}
