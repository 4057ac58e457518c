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
	_ "github.com/vcqlint/vcqlint/internal/gctune/atstart" // before the other packages' init: see its doc
	"github.com/vcqlint/vcqlint/internal/jobs"
	"github.com/vcqlint/vcqlint/internal/sandbox"
)

func main() {
	// A sandbox worker (vcqlint re-run to render, build or evaluate what a
	// pull request controls under a budget) serves its jobs and exits here;
	// a normal run goes on.
	sandbox.Serve(jobs.All())
	gctune.DeferUntil(gctune.Threshold)
	// Helm's chart loader notes each symbolic link it follows on the
	// standard logger (Volcano's chart has two); vcqlint writes only its
	// report and its diagnostics, and uses the standard logger for nothing.
	log.SetOutput(io.Discard)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := cli.Run(ctx, os.Args[1:], cli.Stdio())
	stop()
	os.Exit(code)
}
