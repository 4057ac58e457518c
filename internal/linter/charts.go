package linter

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/helm"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/source"
	"github.com/vcqlint/vcqlint/internal/suppress"
)

// chartInput is the input once Helm charts are set apart: the files read as
// they are, and the charts' rendered templates.
type chartInput struct {
	// raw are the files loaded as they are: every file that is neither part
	// of a chart in the input nor a values file given to one.
	raw     []string
	outputs []helm.Output
	// loaded are each output's rendered templates, loaded as soon as they
	// are rendered so that no chart's text outlives its loading.
	loaded    [][]*loader.File
	positions *helm.Mapper
	// inputs is the number of chart files and values files read to render.
	inputs int
	// renders is the number of renderings, the next one's ID.
	renders int
	// defaults are the files rendered from each chart (by absolute
	// directory) that no release of the configuration names, rendered with
	// its own values: a GitOps manifest that installs the chart replaces
	// them (gitops_charts.go).
	defaults map[string][]string
}

// renderCharts renders every chart among names: with each configured
// release of it, else with its own values.yaml, each in a sandbox job of
// the run's (several at once, as many as the runner has workers). Charts
// are read from disk, so a source that is not the file system (a Git
// revision) has none.
func renderCharts(opts *Options, names []string, fromDisk bool, lists *decode.Lists) chartInput {
	in := chartInput{raw: names, positions: helm.NewMapper()}
	if !fromDisk {
		return in
	}
	roots := chartRoots(names)
	if len(roots) == 0 {
		return in
	}
	var rels []helm.Release
	for _, root := range roots {
		rels = append(rels, releasesOf(root, opts.Helm)...)
	}
	r := helm.Renderer{Roots: opts.Roots, Runner: opts.Sandbox, Limits: opts.HelmLimits, Budget: opts.HelmBudget}
	in.outputs = make([]helm.Output, len(rels))
	in.loaded = make([][]*loader.File, len(rels))
	slots := make(chan struct{}, max(1, runtime.GOMAXPROCS(0)))
	var wg sync.WaitGroup
	for id, rel := range rels {
		wg.Add(1)
		slots <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-slots }()
			in.outputs[id] = r.Render(context.Background(), rel, id, in.positions)
			in.loaded[id] = in.loadOutput(&in.outputs[id], lists)
		}()
	}
	wg.Wait()
	in.renders = len(rels)
	in.defaults = map[string][]string{}
	for id, rel := range rels {
		if configured(rel.Chart, opts.Helm) {
			continue
		}
		abs, _ := filepath.Abs(rel.Chart)
		for _, f := range in.outputs[id].Files {
			in.defaults[abs] = append(in.defaults[abs], f.Name)
		}
	}
	consumed := map[string]bool{}
	for _, out := range in.outputs {
		for _, f := range out.Inputs {
			if !consumed[f] {
				consumed[f] = true
				in.inputs++
			}
		}
	}
	in.raw = nil
	for _, n := range names {
		if consumed[n] || inChart(n, roots) {
			continue
		}
		in.raw = append(in.raw, n)
	}
	return in
}

// chartRoots are the charts the files belong to: the directories among
// them holding a Chart.yaml, and for a file named without its chart (a
// template given alone) the nearest directory above it, within the path as
// given, that holds one on disk. Each directory is looked at once.
func chartRoots(names []string) []string {
	charts := append([]string(nil), names...)
	holds := map[string]bool{}
	roots := helm.Roots(names)
	for _, n := range names {
		if n == source.Stdin || inChart(n, roots) {
			continue
		}
		for d := filepath.Dir(n); ; d = filepath.Dir(d) {
			found, seen := holds[d]
			if !seen {
				info, err := os.Stat(filepath.Join(d, helm.ChartFile))
				found = err == nil && info.Mode().IsRegular()
				holds[d] = found
				if found {
					charts = append(charts, filepath.Join(d, helm.ChartFile))
				}
			}
			if found || seen || d == "." || d == filepath.Dir(d) {
				break
			}
		}
	}
	return helm.Roots(charts)
}

// releasesOf are the configured releases of the chart at root, or one
// with the chart's own values.
func releasesOf(root string, releases []helm.Release) []helm.Release {
	if !configured(root, releases) {
		return []helm.Release{{Chart: root}}
	}
	var out []helm.Release
	for _, r := range releases {
		if helm.Within(r.Chart, root) && helm.Within(root, r.Chart) {
			out = append(out, r)
		}
	}
	return out
}

// configured reports whether a release of the configuration names the
// chart at root.
func configured(root string, releases []helm.Release) bool {
	for _, r := range releases {
		if helm.Within(r.Chart, root) && helm.Within(root, r.Chart) {
			return true
		}
	}
	return false
}

func inChart(name string, roots []string) bool {
	for _, r := range roots {
		if helm.Within(name, r) {
			return true
		}
	}
	return false
}

// directives are the suppression comments of the files charts were
// rendered from (templates, values files, included files): findings are
// mapped to those files, so a comment there suppresses as in any file.
func (in chartInput) directives(read source.Reader) []suppress.Directive {
	var out []suppress.Directive
	seen := map[string]bool{}
	for _, o := range in.outputs {
		for _, name := range o.Inputs {
			if seen[name] {
				continue
			}
			seen[name] = true
			if data, err := read(name); err == nil {
				out = append(out, suppress.Scan(name, data)...)
			}
		}
	}
	return out
}

// load returns the rendered templates, loaded, and turns render errors into
// input errors; its files are counted by renderCharts.
func (in chartInput) load() []*loader.File {
	var files []*loader.File
	for i, out := range in.outputs {
		if len(out.Errors) > 0 {
			f := &loader.File{Ignored: map[string]int{}}
			for _, e := range out.Errors {
				f.Diagnostics = append(f.Diagnostics, loader.Diagnostic{Pos: e.Pos, Level: loader.LevelError, Msg: e.Msg})
			}
			files = append(files, f)
		}
		files = append(files, in.loaded[i]...)
	}
	return files
}

// loadOutput loads one rendering's templates and lets their texts go: a
// template whose file has nothing to report (CRDs, kinds vcqlint does not
// lint) keeps no text for positions either.
func (in chartInput) loadOutput(out *helm.Output, lists *decode.Lists) []*loader.File {
	var files []*loader.File
	for i, r := range out.Files {
		f := loader.LoadShared(r.Name, r.Text, lists)
		files = append(files, f)
		out.Files[i].Text = nil
		if len(f.Objects) == 0 && len(f.Diagnostics) == 0 && len(f.Sources) == 0 {
			in.positions.Forget(r.Name)
		}
	}
	return files
}

// strayTemplate is a file with Go template actions outside any chart in
// the input: not YAML until rendered, so skipped with a notice.
func strayTemplate(name string) *loader.File {
	return &loader.File{Name: name, Documents: 1, Ignored: map[string]int{"<Go template outside a Helm chart>": 1},
		Diagnostics: []loader.Diagnostic{{Pos: finding.Position{File: name, Line: 1, Column: 1}, Level: loader.LevelNotice,
			Msg: "a YAML file with Go template actions ({{ ... }}) that belongs to no Helm chart in the input is not linted; lint its chart's directory instead"}}}
}

// valuesFilesOf are the values files the configured releases name: Helm
// reads each as YAML whatever template syntax it holds in strings or
// comments, so none of them is a stray template.
func valuesFilesOf(releases []helm.Release) map[string]bool {
	named := map[string]bool{}
	for _, r := range releases {
		for _, v := range r.Values {
			named[filepath.Clean(v)] = true
		}
	}
	return named
}
