package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/pflag"

	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/config"
	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/helm"
	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/termsafe"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// runConfigSchema is `vcqlint config schema`.
func runConfigSchema(ctx context.Context, io IO) error {
	eng, _, err := newEngine(ctx)
	if err != nil {
		return err
	}
	schema, err := config.Schema(eng.Rules())
	if err != nil {
		return err
	}
	_, err = io.Stdout.Write(schema)
	return err
}

// runConfigVerify is `vcqlint config verify [--config PATH]`.
func runConfigVerify(ctx context.Context, path string, io IO) (int, error) {
	if path == "" {
		var err error
		if path, err = discoverConfig(); err != nil {
			return 0, err
		}
		if path == "" {
			return 0, fmt.Errorf("no %s or %s in the working directory or a parent (up to the repository root); name one with --config", config.FileName, config.AltFileName)
		}
	}
	cfg, pending, err := loadConfig(path, false)
	if err != nil {
		return printConfigErrors(io.Stderr, err), nil
	}
	eng, userErr, err := newEngine(ctx, policyOptions{dirs: policyDirs(nil, cfg)})
	if err != nil {
		return 0, err
	}
	if userErr != nil {
		fmt.Fprintln(io.Stderr, termsafe.Escape(userErr.Error()))
		return ExitError, nil
	}
	if err := finishConfig(cfg, pending, eng, &rule.Env{}); err != nil {
		return printConfigErrors(io.Stderr, err), nil
	}
	if errs := renderConfiguredCharts(cfg); len(errs) > 0 {
		return printConfigErrors(io.Stderr, errs), nil
	}
	for _, n := range cfg.Notices {
		fmt.Fprintf(io.Stderr, "vcqlint: warning: %s\n", termsafe.Escape(n.Error()))
	}
	fmt.Fprintf(io.Stdout, "ok: %s\n", termsafe.Escape(path))
	return ExitClean, nil
}

// renderConfiguredCharts renders each chart of the helm section as a lint
// run would, so that `config verify` reports a chart that does not load or
// render at the item that names it, with Helm's position in the chart.
func renderConfiguredCharts(cfg *config.Config) config.Errors {
	var errs config.Errors
	for i, h := range cfg.Helm {
		out := helm.Render(helmRelease(h), 0, helm.NewMapper())
		for _, e := range out.Errors {
			errs = append(errs, config.Error{Pos: h.Pos, Msg: fmt.Sprintf("helm[%d]: %s: %s", i, e.Pos, e.Msg)})
		}
	}
	return errs
}

func helmRelease(h config.HelmRelease) helm.Release {
	return helm.Release{Chart: h.Chart, Values: h.Values, Name: h.Release, Namespace: h.Namespace, Set: h.Set}
}

// discoverConfig finds the configuration file for the working directory,
// as a path relative to it when it can be.
func discoverConfig() (string, error) {
	cwd, err := os.Getwd()
	if err != nil {
		return "", fmt.Errorf("working directory: %w", err)
	}
	path, err := config.Find(cwd)
	if err != nil || path == "" {
		return "", err
	}
	if rel, err := filepath.Rel(cwd, path); err == nil {
		return rel, nil
	}
	return path, nil
}

// loadConfig returns the configuration a lint run uses: the file given with
// --config, none with --no-config, or the one found from the working
// directory up. It is nil when there is none. Rule references are resolved
// later by resolveRules, once the file's own policies are compiled; problems
// found now are returned in pending so that all are reported together.
func loadConfig(path string, none bool) (cfg *config.Config, pending config.Errors, err error) {
	switch {
	case none && path != "":
		return nil, nil, usagef("--config and --no-config exclude each other")
	case none:
		return nil, nil, nil
	case path == "":
		if path, err = discoverConfig(); err != nil || path == "" {
			return nil, nil, err
		}
	}
	data, err := inputfile.Read(path, inputfile.ConfigLimit)
	if err != nil {
		return nil, nil, fmt.Errorf("read configuration: %w", err)
	}
	cfg, pending = config.Parse(path, data)
	if cfg == nil {
		return nil, nil, pending
	}
	return cfg, pending, nil
}

// finishConfig completes a configuration once the engine exists: it
// resolves the rule references against the registered rules (user policies
// included) and reads the cluster section into env.Declared. It returns
// every problem of the file, sorted, or nil.
func finishConfig(cfg *config.Config, pending config.Errors, eng *engine.Engine, env *rule.Env) error {
	if cfg == nil {
		return nil
	}
	errs := append(pending, cfg.ResolveRules(rule.NewIndex(eng.Rules()))...)
	if cfg.Cluster != nil {
		spec, problems := cluster.ParseConfig(cfg.Cluster, cfg.Path)
		for _, p := range problems {
			errs = append(errs, config.Error{Pos: p.Pos, Msg: p.Msg})
		}
		if spec != nil && len(problems) == 0 {
			env.Declared = append(env.Declared, spec)
		}
	}
	for i, c := range cfg.Clusters {
		if c.Cluster == nil {
			continue
		}
		_, problems := cluster.ParseConfig(c.Cluster, cfg.Path)
		for _, p := range problems {
			errs = append(errs, config.Error{Pos: p.Pos, Msg: fmt.Sprintf("clusters[%d] (%s): %s", i, c.Name, p.Msg)})
		}
	}
	if len(errs) == 0 {
		return nil
	}
	errs.Sort()
	return errs
}

// declareClusters gives the run the configuration's clusters, each with
// the run's settings but its own Volcano version and size when it sets
// them (the --volcano-version and --cluster flags still win). Called once
// the flags are applied to env; the cluster sections were checked by
// finishConfig.
func declareClusters(cfg *config.Config, fs *pflag.FlagSet, env *rule.Env, opts *linter.Options) {
	if cfg == nil || len(cfg.Clusters) == 0 {
		return
	}
	env.ClustersDeclared = true
	opts.ClusterOf = cfg.ClusterOf
	for _, c := range cfg.Clusters {
		cenv := *env
		if c.VolcanoVersion != nil && !fs.Changed("volcano-version") {
			cenv.Volcano = volcano.For(*c.VolcanoVersion)
		}
		if c.Cluster != nil {
			if spec, problems := cluster.ParseConfig(c.Cluster, cfg.Path); spec != nil && len(problems) == 0 {
				// The flag's declaration stays first; the cluster's own
				// section replaces the top-level one.
				cenv.Declared = append(flagDeclared(fs, env), spec)
			}
		}
		opts.Clusters = append(opts.Clusters, linter.Cluster{Name: c.Name, Env: cenv})
	}
}

// flagDeclared is the --cluster declaration of env, if the flag was given.
func flagDeclared(fs *pflag.FlagSet, env *rule.Env) []*cluster.Spec {
	if fs.Lookup("cluster") != nil && fs.Changed("cluster") && len(env.Declared) > 0 {
		return env.Declared[:1:1]
	}
	return nil
}

// policyDirs are the user policy directories of a run: --policy flags
// first, then the configuration's policies.
func policyDirs(flags []string, cfg *config.Config) []string {
	dirs := append([]string(nil), flags...)
	if cfg != nil {
		dirs = append(dirs, cfg.Policies...)
	}
	return dirs
}

// printConfigErrors prints a configuration's problems, one
// `file:line:col: message` per line, and returns the exit code.
func printConfigErrors(w io.Writer, err error) int {
	var errs config.Errors
	if errors.As(err, &errs) {
		for _, e := range errs {
			fmt.Fprintln(w, termsafe.Escape(e.Error()))
		}
	} else {
		fmt.Fprintf(w, "vcqlint: %s\n", termsafe.Escape(err.Error()))
	}
	return ExitError
}

// applyConfig merges a configuration into a run's settings. A flag given on
// the command line wins over the file; PATH arguments replace its paths.
func applyConfig(cfg *config.Config, fs *pflag.FlagSet, failOn *finding.Severity, env *rule.Env, opts *linter.Options) {
	if cfg == nil {
		return
	}
	if cfg.FailOn != 0 && !fs.Changed("fail-on") {
		*failOn = cfg.FailOn
	}
	if cfg.VolcanoVersion != nil && !fs.Changed("volcano-version") {
		env.Volcano = volcano.For(*cfg.VolcanoVersion)
	}
	env.Setup = cfg.Volcano
	if len(opts.Paths) == 0 && len(cfg.Paths) > 0 {
		opts.Paths = cfg.Paths
	}
	if len(cfg.Exclude) > 0 {
		opts.Exclude = cfg.Excluded
	}
	for _, h := range cfg.Helm {
		opts.Helm = append(opts.Helm, helmRelease(h))
	}
	opts.Rules = engine.Selection{
		Disable:  set(cfg.Rules.Disable),
		Enable:   set(cfg.Rules.Enable),
		Severity: cfg.Rules.Severity,
	}
}

func set(ids []string) map[string]bool {
	m := make(map[string]bool, len(ids))
	for _, id := range ids {
		m[id] = true
	}
	return m
}

// configNotes are the summary lines about what the configuration and the
// suppressions removed from the run.
func configNotes(cfg *config.Config, res *linter.Result) []string {
	var notes []string
	if res.Excluded > 0 && cfg != nil {
		notes = append(notes, fmt.Sprintf("%s excluded by %s", plural(res.Excluded, "file"), cfg.Path))
	}
	if res.Suppressed > 0 {
		notes = append(notes, fmt.Sprintf("%s suppressed by vcqlint:ignore comments or vcqlint.io/ignore annotations", plural(res.Suppressed, "finding")))
	}
	return notes
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// configSource says which configuration file the run uses, for -v.
func configSource(run *preparedRun, none bool) string {
	cfg := run.cfg
	switch {
	case cfg != nil && run.cfgSource != "":
		return "using configuration " + cfg.Path + " of " + run.cfgSource
	case cfg != nil:
		if abs, err := filepath.Abs(cfg.Path); err == nil {
			return "using configuration " + abs
		}
		return "using configuration " + cfg.Path
	case none:
		return "no configuration file used (--no-config)"
	case run.cfgSource != "":
		return "no configuration file in " + run.cfgSource
	}
	return "no configuration file found (searched from the working directory up to the repository root)"
}

// setupWarnings are the problems of the run's setup that do not stop it:
// the notices prepareRun collected, and a configuration or rule flags that
// turn off every rule, which lints nothing: a clean "0 errors" would
// otherwise hide it.
func setupWarnings(run *preparedRun) []string {
	warnings := append([]string(nil), run.warnings...)
	for _, m := range run.eng.Rules() {
		if run.lopts.Rules.Runs(m) {
			return warnings
		}
	}
	who := "the rule flags (--disable)"
	if run.cfg != nil {
		who = run.cfg.Path
	}
	return append(warnings, fmt.Sprintf("%s turns off every rule (%d built-in and user rules): nothing is checked", who, len(run.eng.Rules())))
}
