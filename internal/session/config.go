package session

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/config"
	"github.com/vcqlint/vcqlint/internal/configfile"
	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/helm"
	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// loadConfig reads the run's configuration file: the one --config names,
// none with --no-config, the one at the root of the Git tree with --git,
// or the one found upward from the working directory. Rule references are
// resolved later by finishConfig, once the file's own policies are
// compiled; problems found now come back in pending so that all are
// reported together.
func (s *Session) loadConfig() (*config.Config, config.Errors, error) {
	set := s.settings
	if s.git != nil && set.Config == "" && !set.NoConfig {
		s.cfgSource = s.git.tree.Describe()
		return loadGitConfig(s.git)
	}
	return loadConfig(set.Config, set.NoConfig)
}

// loadConfig returns the configuration file path names, none when none
// is set, or the one found from the working directory up; nil when there
// is none.
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
	cfg, pending = config.New(configfile.Read(path, data))
	if cfg == nil {
		return nil, nil, pending
	}
	return cfg, pending, nil
}

// ReadConfig reads and checks the configuration file path against the
// rules metas registers (its own policies' rules are the caller's to
// include): the configuration, or every problem of the file
// (config.Errors).
func ReadConfig(path string, metas []rule.Meta) (*config.Config, error) {
	cfg, errs, err := loadConfig(path, false)
	if err != nil {
		return nil, err
	}
	errs = append(errs, cfg.ResolveRules(rule.NewIndex(metas))...)
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	return cfg, nil
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
		spec, problems := cluster.ParseConfig(cfg.Cluster)
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
		_, problems := cluster.ParseConfig(c.Cluster)
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

// applyConfig merges the configuration into the run's settings: a setting
// given wins over the file; paths given replace its paths.
func (s *Session) applyConfig() {
	cfg, set := s.cfg, s.settings
	if cfg == nil {
		return
	}
	if cfg.FailOn != 0 && set.FailOn == "" {
		s.failOn = cfg.FailOn
	}
	if cfg.VolcanoVersion != nil && set.Volcano == "" {
		s.env.Volcano = volcano.For(*cfg.VolcanoVersion)
	}
	s.env.Setup = cfg.Volcano
	if len(s.lopts.Paths) == 0 && len(cfg.Paths) > 0 {
		s.lopts.Paths = cfg.Paths
	}
	if len(cfg.Exclude) > 0 {
		s.lopts.Exclude = cfg.Excluded
	}
	for _, h := range cfg.Helm {
		s.lopts.Helm = append(s.lopts.Helm, helmRelease(h))
	}
	s.lopts.Rules = engine.Selection{
		Disable:  set2map(cfg.Rules.Disable),
		Enable:   set2map(cfg.Rules.Enable),
		Severity: cfg.Rules.Severity,
	}
}

func helmRelease(h config.HelmRelease) helm.Release {
	return helm.Release{Chart: h.Chart, Values: h.Values, Name: h.Release, Namespace: h.Namespace, Set: h.Set}
}

func set2map(ids []string) map[string]bool {
	m := make(map[string]bool, len(ids))
	for _, id := range ids {
		m[id] = true
	}
	return m
}

// declareClusterFlag puts the --cluster declaration first in env.Declared:
// the flag wins over the configuration's cluster section and Node
// manifests.
func declareClusterFlag(value string, env *rule.Env) error {
	if value == "" {
		return nil
	}
	spec, err := cluster.ParseFlag(value)
	if err != nil {
		return usagef("--cluster: %v", err)
	}
	env.Declared = append([]*cluster.Spec{spec}, env.Declared...)
	return nil
}

// declareClusters gives the run the configuration's clusters, each with
// the run's settings but its own Volcano version and size when it sets
// them (the Volcano and Cluster settings still win). Called once the
// settings are applied to env; the cluster sections were checked by
// finishConfig.
func (s *Session) declareClusters() {
	cfg, env := s.cfg, &s.env
	if cfg == nil || len(cfg.Clusters) == 0 {
		return
	}
	env.ClustersDeclared = true
	s.lopts.ClusterOf = cfg.ClusterOf
	for _, c := range cfg.Clusters {
		cenv := *env
		if c.VolcanoVersion != nil && s.settings.Volcano == "" {
			cenv.Volcano = volcano.For(*c.VolcanoVersion)
		}
		if c.Cluster != nil {
			if spec, problems := cluster.ParseConfig(c.Cluster); spec != nil && len(problems) == 0 {
				// The flag's declaration stays first; the cluster's own
				// section replaces the top-level one.
				cenv.Declared = append(s.flagDeclared(), spec)
			}
		}
		s.lopts.Clusters = append(s.lopts.Clusters, linter.Cluster{Name: c.Name, Env: cenv})
	}
}

// flagDeclared is the --cluster declaration of the run, if there is one.
func (s *Session) flagDeclared() []*cluster.Spec {
	if s.settings.Cluster != "" && len(s.env.Declared) > 0 {
		return s.env.Declared[:1:1]
	}
	return nil
}

// ConfigSource says which configuration file the run uses (for -v).
func (s *Session) ConfigSource() string {
	cfg := s.cfg
	switch {
	case cfg != nil && s.cfgSource != "":
		return "using configuration " + cfg.Path + " of " + s.cfgSource
	case cfg != nil:
		if abs, err := filepath.Abs(cfg.Path); err == nil {
			return "using configuration " + abs
		}
		return "using configuration " + cfg.Path
	case s.settings.NoConfig:
		return "no configuration file used (--no-config)"
	case s.cfgSource != "":
		return "no configuration file in " + s.cfgSource
	}
	return "no configuration file found (searched from the working directory up to the repository root)"
}

// CheckedConfig is a configuration file checked as a lint run reads it.
type CheckedConfig struct {
	// Path is the file checked.
	Path string
	// Notices are what the file says that vcqlint reads differently
	// without refusing it.
	Notices config.Errors
}

// CheckConfig checks a configuration file as a lint run reads it (config
// verify): every key and value, the rules it names (its policies'
// included), the cluster sections and the Helm charts it renders. path ""
// is the file a run would find. The file's problems come back as a
// *ConfigError; its policies failing to load as a *PolicyError.
func CheckConfig(ctx context.Context, path string) (*CheckedConfig, error) {
	if path == "" {
		var err error
		if path, err = discoverConfig(); err != nil {
			return nil, err
		}
		if path == "" {
			return nil, fmt.Errorf("no %s or %s in the working directory or a parent (up to the repository root); name one with --config", config.FileName, config.AltFileName)
		}
	}
	cfg, pending, err := loadConfig(path, false)
	if err != nil {
		return nil, &ConfigError{err}
	}
	eng, userErr, err := newEngine(ctx, policyOptions{dirs: policyDirs(nil, cfg)})
	if err != nil {
		return nil, err
	}
	if userErr != nil {
		return nil, &PolicyError{userErr}
	}
	if err := finishConfig(cfg, pending, eng, &rule.Env{}); err != nil {
		return nil, &ConfigError{err}
	}
	if errs := renderConfiguredCharts(cfg); len(errs) > 0 {
		return nil, &ConfigError{errs}
	}
	return &CheckedConfig{Path: path, Notices: cfg.Notices}, nil
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

// ConfigSchema is the configuration file's JSON Schema, with the built-in
// rules' IDs and names.
func ConfigSchema(ctx context.Context) ([]byte, error) {
	eng, _, err := newEngine(ctx, policyOptions{})
	if err != nil {
		return nil, err
	}
	return config.Schema(eng.Rules())
}
