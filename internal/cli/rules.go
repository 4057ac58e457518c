package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/vcqlint/vcqlint/internal/report"
	"github.com/vcqlint/vcqlint/internal/session"
)

// runRules is `vcqlint rules`; it exits 0 or with a usage or policy
// error, never with findings.
func runRules(ctx context.Context, format string, lo *listingOptions, io IO) error {
	metas, err := session.Rules(ctx, lo.settings())
	if err != nil {
		return fromSession(err)
	}
	switch format {
	case "text":
		return report.RulesTable(io.Stdout, metas)
	case "markdown":
		return report.RulesMarkdown(io.Stdout, metas)
	case "json":
		return report.RulesJSON(io.Stdout, metas)
	}
	return usagef("--format: unknown format %q (want text, markdown or json)", format)
}

// runExplain is `vcqlint explain RULE`.
func runExplain(ctx context.Context, ref string, lo *listingOptions, io IO) error {
	metas, err := session.Rules(ctx, lo.settings())
	if err != nil {
		return fromSession(err)
	}
	want := strings.TrimSpace(ref)
	m, ok, suggestion := session.LookupRule(metas, want)
	if !ok {
		return usagef("no rule %q%s; 'vcqlint rules' lists them", want, suggestion)
	}
	fmt.Fprint(io.Stdout, report.Explain(m))
	return nil
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

func (lo *listingOptions) settings() session.PolicySettings {
	return session.PolicySettings{Policies: lo.policies, Config: lo.config, NoConfig: lo.noConfig, Isolate: true}
}

// ruleFlags are --enable, --disable and --enable-only: which rules run,
// named by ID or name, each repeatable and taking comma-separated lists
// (session.RuleChoice says how they combine with the configuration file).
type ruleFlags struct {
	enable, disable, only []string
}

func (r *ruleFlags) register(fs *pflag.FlagSet) {
	fs.StringSliceVar(&r.enable, "enable", nil, "also run these `RULES` (IDs or names, comma-separated, repeatable), also those off by default or disabled in the config file")
	fs.StringSliceVar(&r.disable, "disable", nil, "do not run these `RULES` (IDs or names, comma-separated, repeatable), whatever the config file enables")
	fs.StringSliceVar(&r.only, "enable-only", nil, "run only these `RULES` (IDs or names, comma-separated, repeatable), ignoring the config file's enable and disable")
}
