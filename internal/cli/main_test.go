package cli_test

import (
	"os"
	"testing"

	"github.com/vcqlint/vcqlint/internal/jobs"
	"github.com/vcqlint/vcqlint/internal/sandbox"
)

// TestMain makes this test binary the sandbox worker of the runs the tests
// make in-process (cli.Run starts workers with os.Executable), as vcqlint's
// own binary is of a real run: user policies are compiled and evaluated
// there.
func TestMain(m *testing.M) {
	sandbox.Serve(jobs.All())
	os.Exit(m.Run())
}
