package cli_test

import (
	"os"
	"testing"

	"github.com/vcqlint/vcqlint/internal/jobs"
	"github.com/vcqlint/vcqlint/internal/sandbox"
)

// TestMain makes this test binary the sandbox worker of the runs the tests
// make in-process (cli.Run starts workers from os.Executable, as vcqlint's
// main does: the chart renderings of these tests run there).
func TestMain(m *testing.M) {
	sandbox.Serve(jobs.All())
	os.Exit(m.Run())
}
