package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// GitHubCommand maps a severity to the workflow command that makes a GitHub
// Actions annotation of the same weight.
func GitHubCommand(s finding.Severity) string {
	switch s {
	case finding.Error:
		return "error"
	case finding.Warning:
		return "warning"
	}
	return "notice"
}

// GitHub writes one GitHub Actions workflow command per finding, e.g.
//
//	::error file=q.yaml,line=7,col=3,title=VCQ203 child-capability-exceeds-parent::queue a ...
//
// which the runner turns into an annotation on that line of the pull
// request. Input errors are annotated too, so they are not lost in the log,
// and so are the run's configuration warnings (without a file, as the
// runner shows them on the run's summary).
// Files are named by t.Path: annotations need paths relative to the
// repository root.
func GitHub(w io.Writer, r Report, t Tool) error {
	var b strings.Builder
	for _, e := range t.InputErrors {
		b.WriteString(githubCommand("error", t.path(e.Pos.File), e.Pos, "vcqlint input error", e.Message))
	}
	for _, w := range r.Warnings {
		b.WriteString(githubCommand("warning", "", finding.Position{}, "vcqlint configuration", w))
	}
	for _, f := range r.Findings {
		b.WriteString(githubCommand(GitHubCommand(f.Severity), t.path(f.Pos.File), f.Pos, f.RuleID+" "+f.RuleName, ClusterPrefix(f)+f.Message))
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("write GitHub annotations: %w", err)
	}
	return nil
}

func githubCommand(cmd, file string, p finding.Position, title, message string) string {
	var props []string
	if file != "" {
		props = append(props, "file="+escapeGitHubProperty(file))
		if p.Line >= 1 {
			props = append(props, fmt.Sprintf("line=%d", p.Line))
			if p.Column >= 1 {
				props = append(props, fmt.Sprintf("col=%d", p.Column))
			}
		}
	}
	props = append(props, "title="+escapeGitHubProperty(title))
	return "::" + cmd + " " + strings.Join(props, ",") + "::" + escapeGitHubData(message) + "\n"
}

// escapeGitHubData escapes a command's message as the Actions toolkit does
// (toolkit/packages/core/src/command.ts, escapeData): %, CR and LF, so the
// command stays one line and the runner decodes the line breaks again.
// The other control and bidi characters are then written as visible
// escapes (termsafe): the runner leaves them as they are, and the job log
// is shown by a terminal emulator that acts on ESC sequences.
func escapeGitHubData(s string) string {
	return termsafe.Escape(githubDataEscaper.Replace(s))
}

// escapeGitHubProperty escapes a property value (escapeProperty): the data
// characters plus ':' and ',', which would end the value; termsafe's
// escapes hold neither.
func escapeGitHubProperty(s string) string {
	return termsafe.Escape(githubPropertyEscaper.Replace(s))
}

// Replacers are safe for concurrent use and never change after creation.
var (
	githubDataEscaper     = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A")
	githubPropertyEscaper = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C")
)
