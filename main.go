// Command vcqlint lints Volcano scheduler configuration, queues, jobs and
// PodGroups before they reach a cluster. See README.md.
package main

import (
	"context"
	"io"
	"log"
	"os"
	"os/signal"

	"github.com/vcqlint/vcqlint/internal/cli"
	"github.com/vcqlint/vcqlint/internal/gctune"
	"github.com/vcqlint/vcqlint/internal/jobs"
	"github.com/vcqlint/vcqlint/internal/sandbox"
)

// gcThreshold is the memory below which vcqlint does not collect garbage: a
// small repository is linted without a collection, and a large estate
// collects from there on with a floor under the collector's heap goal (see
// internal/gctune and docs/performance.md for the measurements behind the
// figures).
const gcThreshold = 32 << 20

func main() {
	// A sandbox worker (vcqlint re-run to render, build or evaluate what a
	// pull request controls under a budget) serves its jobs and exits here;
	// a normal run goes on.
	sandbox.Serve(jobs.All())
	gctune.DeferUntil(gcThreshold)
	// Helm's chart loader notes each symbolic link it follows on the
	// standard logger (Volcano's chart has two); vcqlint writes only its
	// report and its diagnostics, and uses the standard logger for nothing.
	log.SetOutput(io.Discard)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := cli.Run(ctx, os.Args[1:], cli.Stdio())
	stop()
	os.Exit(code)
}
