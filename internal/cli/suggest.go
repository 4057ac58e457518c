package cli

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/vcqlint/vcqlint/internal/ghreview"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// runSuggest posts the fixes of a JSON report as review suggestions on the
// pull request of a GitHub Actions run (the Action's suggestions input).
// It reads the run from the environment a runner sets (GITHUB_EVENT_PATH,
// GITHUB_API_URL, GITHUB_REPOSITORY) and the token from
// VCQLINT_GITHUB_TOKEN; --dry-run prints the comments instead.
func runSuggest(ctx context.Context, reportPath string, dryRun bool, io IO) (int, error) {
	if reportPath == "" {
		return 0, usagef("suggest needs --report FILE, a JSON report of vcqlint")
	}
	var rep ghreview.Report
	if err := ghreview.ReadJSON(reportPath, &rep); err != nil {
		return 0, err
	}
	var ev ghreview.Event
	if err := ghreview.ReadJSON(io.Getenv("GITHUB_EVENT_PATH"), &ev); err != nil {
		return 0, fmt.Errorf("GITHUB_EVENT_PATH: %w", err)
	}
	if ev.PullRequest == nil || ev.PullRequest.Number <= 0 || ev.PullRequest.Head.SHA == "" {
		fmt.Fprintln(io.Stdout, "vcqlint suggest: not a pull request event; nothing to suggest")
		return ExitClean, nil
	}
	comments, err := ghreview.Comments(rep, ev.PullRequest.Head.SHA, ghreview.ReadSource)
	if err != nil {
		return 0, err
	}
	if dryRun {
		enc := termsafe.NewJSONEncoder(io.Stdout)
		enc.SetIndent("", "  ")
		if comments == nil {
			comments = []ghreview.Comment{}
		}
		return ExitClean, enc.Encode(comments)
	}
	token := io.Getenv("VCQLINT_GITHUB_TOKEN")
	if token == "" {
		return 0, usagef("suggest needs the token in VCQLINT_GITHUB_TOKEN (or --dry-run)")
	}
	api := io.Getenv("GITHUB_API_URL")
	if api == "" {
		api = "https://api.github.com"
	}
	client := ghreview.Client{API: api, Repo: io.Getenv("GITHUB_REPOSITORY"), Number: ev.PullRequest.Number, Token: token}
	posted, err := client.Post(ctx, comments)
	fmt.Fprintf(io.Stdout, "vcqlint suggest: posted %d of %d suggestions\n", posted, len(comments))
	if err != nil {
		// A suggestion GitHub refuses (a line outside the diff) is not the
		// run's failure: the findings are in the report either way.
		fmt.Fprintf(io.Stderr, "vcqlint suggest: %s\n", termsafe.Escape(err.Error()))
	}
	return ExitClean, nil
}

// suggestCommand is the Action's helper that posts review suggestions;
// hidden, as it reads a runner's environment (docs/fix.md).
func (a *app) suggestCommand() *cobra.Command {
	var reportPath string
	var dryRun bool
	cmd := &cobra.Command{
		Use:    "suggest --report FILE [--dry-run]",
		Short:  "Post the fixes of a JSON report as pull-request review suggestions (GitHub Actions)",
		Hidden: true,
		Args:   cobra.NoArgs,
		RunE: a.runE(func(ctx context.Context, _ *cobra.Command, _ []string) (int, error) {
			return runSuggest(ctx, reportPath, dryRun, a.io)
		}),
	}
	cmd.Flags().StringVar(&reportPath, "report", "", "vcqlint JSON report (`FILE`) whose fixes to suggest")
	cmd.Flags().BoolVar(&dryRun, "dry-run", false, "print the review comments as JSON instead of posting them")
	return cmd
}
