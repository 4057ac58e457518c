package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/pflag"

	"github.com/vcqlint/vcqlint/lint/engine"
	"github.com/vcqlint/vcqlint/lint/rule"
	"github.com/vcqlint/vcqlint/lint/termsafe"
)

// runRules prints the rule table; it exits 0 or with a usage or
// policy error, never with findings.
func runRules(ctx context.Context, args []string, io IO) error {
	fs := pflag.NewFlagSet("vcqlint rules", pflag.ContinueOnError)
	fs.SetOutput(io.Stderr)
	format := fs.StringP("format", "f", "text", "text, markdown or json")
	lo := listingFlags(fs)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return nil
		}
		return usagef("%v", err)
	}
	if fs.NArg() > 0 {
		return usagef("rules takes no arguments, got %q", fs.Args())
	}
	eng, err := lo.engine(ctx)
	if err != nil {
		return err
	}
	metas := eng.Rules()
	switch *format {
	case "text":
		return RulesTable(io.Stdout, metas)
	case "markdown":
		return RulesMarkdown(io.Stdout, metas)
	case "json":
		type jsonRule struct {
			ID       string `json:"id"`
			Name     string `json:"name"`
			Severity string `json:"severity"`
			Engine   string `json:"engine"`
			Summary  string `json:"summary"`
		}
		out := make([]jsonRule, len(metas))
		for i, m := range metas {
			out[i] = jsonRule{m.ID, m.Name, m.Severity.String(), string(m.Engine), m.Summary}
		}
		enc := termsafe.NewJSONEncoder(io.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	return usagef("--format: unknown format %q (want text, markdown or json)", *format)
}

// RulesTable prints the aligned rule table.
func RulesTable(w io.Writer, metas []rule.Meta) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tNAME\tSEVERITY\tENGINE\tSUMMARY")
	for _, m := range metas {
		m = printable(m)
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", m.ID, m.Name, m.Severity, m.Engine, m.Summary)
	}
	return tw.Flush()
}

// RulesMarkdown prints the rule table as Markdown (docs/rules/README.md
// holds the same table with each ID linked to its page).
func RulesMarkdown(w io.Writer, metas []rule.Meta) error {
	var b strings.Builder
	b.WriteString("| ID | Name | Severity | Engine | Summary |\n|---|---|---|---|---|\n")
	for _, m := range metas {
		m = printable(m)
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", m.ID, m.Name, m.Severity, m.Engine, strings.ReplaceAll(m.Summary, "|", `\|`))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// runExplain prints one rule's documentation.
func runExplain(ctx context.Context, args []string, io IO) error {
	fs := pflag.NewFlagSet("vcqlint explain", pflag.ContinueOnError)
	fs.SetOutput(io.Stderr)
	lo := listingFlags(fs)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return nil
		}
		return usagef("%v", err)
	}
	if fs.NArg() != 1 {
		return usagef("explain takes one rule ID or name, e.g. 'vcqlint explain VCQ203'")
	}
	eng, err := lo.engine(ctx)
	if err != nil {
		return err
	}
	want := strings.TrimSpace(fs.Arg(0))
	for _, m := range eng.Rules() {
		if strings.EqualFold(m.ID, want) || m.Name == want {
			fmt.Fprint(io.Stdout, Explain(m))
			return nil
		}
	}
	return usagef("no rule %q; 'vcqlint rules' lists them", want)
}

// Explain renders a rule's full documentation.
func Explain(m rule.Meta) string {
	m = printable(m)
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s\n", m.ID, m.Name)
	fmt.Fprintf(&b, "severity: %s   engine: %s", m.Severity, m.Engine)
	if m.Source != "" {
		fmt.Fprintf(&b, "   source: %s", m.Source)
	}
	if m.OffByDefault {
		fmt.Fprintf(&b, "\noff by default: turn it on with rules.enable: [%s] in .vcqlint.yaml", m.ID)
	}
	fmt.Fprintf(&b, "\n\n%s\n\n%s\n", m.Summary, strings.TrimSpace(m.Doc))
	return b.String()
}

// printable escapes what a rule's metadata says for the terminal: users'
// policies write their own titles and documentation, which must not reach
// the terminal as escape sequences or forged lines.
func printable(m rule.Meta) rule.Meta {
	m.ID, m.Name, m.Source = termsafe.Escape(m.ID), termsafe.Escape(m.Name), termsafe.Escape(m.Source)
	m.Summary, m.Doc = termsafe.Escape(m.Summary), termsafe.EscapeLines(m.Doc)
	return m
}

// listingOptions are the flags of commands that describe the rules: they
// include the user's policies, from --policy and the configuration file.
type listingOptions struct {
	policies []string
	config   string
	noConfig bool
}

func listingFlags(fs *pflag.FlagSet) *listingOptions {
	lo := &listingOptions{}
	fs.StringArrayVar(&lo.policies, "policy", nil, "also describe the Rego policies in `DIR` (repeatable)")
	fs.StringVar(&lo.config, "config", "", "configuration file whose policies to include (default: the one found upward)")
	fs.BoolVar(&lo.noConfig, "no-config", false, "ignore any configuration file")
	return lo
}

func (lo *listingOptions) engine(ctx context.Context) (*engine.Engine, error) {
	cfg, _, err := loadConfig(lo.config, lo.noConfig)
	if err != nil {
		return nil, err
	}
	eng, userErr, err := newEngine(ctx, policyOptions{dirs: policyDirs(lo.policies, cfg)})
	if err != nil {
		return nil, err
	}
	if userErr != nil {
		return nil, userErr
	}
	return eng, nil
}
