package linter

import (
	"context"
	"path/filepath"
	"sort"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/kustomize"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/suppress"
)

// This file splits the input into estates, one per cluster: the clusters
// the configuration declares (Options.Clusters), each top-level Kustomize
// build not inside a declared cluster, and the default estate of the files
// under none. Each estate gets its own model and rule run, so two clusters
// never see each other's queues, scheduler configuration or Nodes.

// Cluster is one cluster the configuration declares.
type Cluster struct {
	Name string
	// Env is its target Volcano behaviour and declared size.
	Env rule.Env
}

// Estate is one cluster's share of the input.
type Estate struct {
	// Name is the cluster's name; "" for the default estate.
	Name  string
	Model *model.Model
	Env   rule.Env
}

// estateSet collects the objects of each estate while loading.
type estateSet struct {
	opts    *Options
	order   []string
	objects map[string][]*manifest.Object
	// sources are the loader Sources of each estate (sources.go).
	sources map[string][]*manifest.Object
}

func newEstateSet(opts *Options) *estateSet {
	s := &estateSet{opts: opts, order: []string{""}, objects: map[string][]*manifest.Object{}}
	for _, c := range opts.Clusters {
		s.order = append(s.order, c.Name)
	}
	return s
}

// add puts objects into the estate of name, creating it on first use.
func (s *estateSet) add(name string, objs ...*manifest.Object) {
	if _, ok := s.objects[name]; !ok && !s.known(name) {
		s.order = append(s.order, name)
	}
	s.objects[name] = append(s.objects[name], objs...)
}

func (s *estateSet) known(name string) bool {
	for _, n := range s.order {
		if n == name {
			return true
		}
	}
	return false
}

// clusterOf is the declared cluster of a file, "" when none.
func (s *estateSet) clusterOf(file string) string {
	if s.opts.ClusterOf == nil {
		return ""
	}
	return s.opts.ClusterOf(file)
}

// kustomizationEstate is the estate of a top-level kustomization: the
// declared cluster its directory is in, else one of its own named after
// the directory.
func (s *estateSet) kustomizationEstate(k *kustomize.Kustomization) string {
	if name := s.clusterOf(k.File); name != "" {
		return name
	}
	return filepath.ToSlash(k.Dir)
}

// build makes the estates' models: the default one always (it is
// Result.Model), the others when they hold objects.
func (s *estateSet) build(base rule.Env) []Estate {
	envs := map[string]rule.Env{}
	for _, c := range s.opts.Clusters {
		envs[c.Name] = c.Env
	}
	var out []Estate
	for _, name := range s.order {
		objs, ok := s.objects[name]
		if name != "" && !ok {
			continue
		}
		env, declared := envs[name]
		if !declared {
			env = base
		}
		out = append(out, Estate{Name: name, Model: model.Build(objs), Env: env})
	}
	return out
}

// loadKustomizations plans the kustomizations among names, drops the files
// they consume from names, builds each top-level one into its estate and
// returns the files left to load raw.
func (s *estateSet) loadKustomizations(ctx context.Context, names []string, read func(string) ([]byte, error), res *Result) []string {
	var kfiles []string
	for _, n := range names {
		if kustomize.IsKustomization(n) {
			kfiles = append(kfiles, n)
		}
	}
	if len(kfiles) == 0 {
		return names // the common case: kustomize is never called
	}
	plan := kustomize.NewPlan(kfiles, s.kustomizeReader(read), s.opts.Kustomize)
	for _, p := range plan.Problems {
		res.Diagnostics = append(res.Diagnostics, loader.Diagnostic{Pos: p.Pos, Level: loader.LevelError, Msg: p.Msg})
	}
	raw := names[:0:0]
	for _, n := range names {
		if !plan.Consumed[n] {
			raw = append(raw, n)
		}
	}
	consumed := make([]string, 0, len(plan.Contents))
	for name := range plan.Contents {
		consumed = append(consumed, name)
	}
	sort.Strings(consumed)
	for _, name := range consumed {
		if !kustomize.IsKustomization(name) {
			res.Directives = append(res.Directives, suppress.Scan(name, plan.Contents[name])...)
		}
	}
	res.Files += len(consumed)
	for _, k := range plan.Top {
		files, problems := kustomize.Build(ctx, s.opts.Sandbox, s.opts.Kustomize, k, plan)
		for _, p := range problems {
			res.Diagnostics = append(res.Diagnostics, loader.Diagnostic{Pos: p.Pos, Level: loader.LevelError, Msg: p.Msg})
		}
		estate := s.kustomizationEstate(k)
		for _, f := range files {
			s.addFile(res, estate, f)
		}
	}
	return raw
}

// kustomizeReader reads what a kustomization names: from the Git tree or
// the test's reader when the run has one (read), else from the disk
// through the linted root of the file that names it, so that neither a
// path nor a symbolic link leads outside it. Only regular files are read,
// capped (a kustomization may name /dev/zero, a FIFO or "-").
func (s *estateSet) kustomizeReader(read func(string) ([]byte, error)) kustomize.Reader {
	if s.opts.Read != nil {
		return func(name, _ string) ([]byte, error) { return read(name) }
	}
	return func(name, namedBy string) ([]byte, error) {
		root := s.opts.Roots.For(namedBy)
		if root == nil {
			return nil, &boundary.EscapeError{Path: namedBy, Root: s.opts.Roots.Linted().Dir()}
		}
		return root.ReadFile(name, inputfile.ManifestLimit)
	}
}

// addFile records a loaded file's diagnostics and counts, and puts its
// objects into estate.
func (s *estateSet) addFile(res *Result, estate string, f *loader.File) {
	res.Diagnostics = append(res.Diagnostics, f.Diagnostics...)
	for k, n := range f.Ignored {
		res.Ignored[k] += n
	}
	for _, o := range f.Objects {
		if o.Owner == nil {
			res.Objects++
		}
	}
	s.add(estate, f.Objects...)
	s.addSources(estate, f)
}

// runEstates runs the rules over every estate and marks each finding with
// its estate's name.
func runEstates(ctx context.Context, eng *engine.Engine, opts Options, res *Result) ([]finding.Finding, error) {
	var all []finding.Finding
	var firstErr error
	for _, e := range res.Estates {
		fs, err := eng.RunSelected(ctx, e.Model, e.Env, opts.Rules)
		if err != nil && firstErr == nil {
			firstErr = err
		}
		// Findings on rendered charts point where their text is written
		// (a values file, an included file, the template).
		for i := range fs {
			fs[i].Pos = res.positions.Map(fs[i].Pos)
		}
		fs = applySuppressions(eng, opts.Rules, e.Env, e.Model, res, fs)
		for i := range fs {
			fs[i].Cluster = e.Name
		}
		all = append(all, fs...)
	}
	sort.SliceStable(all, func(i, j int) bool {
		if all[i].Pos != all[j].Pos || all[i].RuleID != all[j].RuleID {
			return all[i].Less(all[j])
		}
		return all[i].Cluster < all[j].Cluster
	})
	return all, firstErr
}

// estateDirectives are the suppression comments of the files whose objects
// are in m: with one estate all of them, as before estates existed; with
// several, a comment is judged (used or not) only where its file is linted.
func estateDirectives(res *Result, m *model.Model) []suppress.Directive {
	if len(res.Estates) <= 1 {
		return res.Directives
	}
	files := map[string]bool{}
	for _, o := range m.Objects {
		files[o.File] = true
		for _, f := range o.NodeFiles {
			files[f] = true
		}
	}
	var out []suppress.Directive
	for _, d := range res.Directives {
		if files[d.Pos.File] {
			out = append(out, d)
		}
	}
	return out
}

// Main is the estate of commands that show one cluster (simulate, input):
// the default estate, unless it is empty and another estate holds objects
// (a single overlay linted on its own), then the first such.
func (r *Result) Main() Estate {
	if len(r.Estates) == 0 {
		return Estate{Model: r.Model, Env: rule.DefaultEnv()}
	}
	if len(r.Estates[0].Model.Objects) == 0 {
		for _, e := range r.Estates[1:] {
			if len(e.Model.Objects) > 0 {
				return e
			}
		}
	}
	return r.Estates[0]
}
