// Command vcqlint lints Volcano scheduler configuration, queues, jobs and
// PodGroups before they reach a cluster. See README.md.
package main

import (
	"context"
	"os"
	"os/signal"

	"github.com/vcqlint/vcqlint/lint/cli"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := cli.Run(ctx, os.Args[1:], cli.Stdio())
	stop()
	os.Exit(code)
}
