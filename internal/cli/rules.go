package cli

import (
	"context"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/pflag"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// runRules is `vcqlint rules`; it exits 0 or with a usage or policy
// error, never with findings.
func runRules(ctx context.Context, format string, lo *listingOptions, io IO) error {
	eng, err := lo.engine(ctx)
	if err != nil {
		return err
	}
	metas := eng.Rules()
	switch format {
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
	return usagef("--format: unknown format %q (want text, markdown or json)", format)
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

// RulesMarkdown prints the rule table as Markdown, as the README holds it.
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

// runExplain is `vcqlint explain RULE`.
func runExplain(ctx context.Context, ref string, lo *listingOptions, io IO) error {
	eng, err := lo.engine(ctx)
	if err != nil {
		return err
	}
	want := strings.TrimSpace(ref)
	index := rule.NewIndex(eng.Rules())
	if m, ok := lookupRule(index, want); ok {
		fmt.Fprint(io.Stdout, Explain(m))
		return nil
	}
	return usagef("no rule %q%s; 'vcqlint rules' lists them", want, didYouMeanRule(index, want))
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
	doc := strings.TrimSpace(m.Doc)
	if _, none, fixes := rule.FixDoc(m); !fixes && !m.User {
		doc += "\n\n" + none // every built-in rule says whether it fixes
	}
	fmt.Fprintf(&b, "\n\n%s\n\n%s\n", m.Summary, doc)
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

func (lo *listingOptions) register(fs *pflag.FlagSet) {
	fs.StringArrayVar(&lo.policies, "policy", nil, "also describe the Rego policies in `DIR` (repeatable)")
	fs.StringVar(&lo.config, "config", "", "configuration `FILE` whose policies to include (default: the one found upward)")
	fs.BoolVar(&lo.noConfig, "no-config", false, "ignore any configuration file")
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
