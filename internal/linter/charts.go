package linter

import (
	"os"
	"path/filepath"

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
	raw       []string
	outputs   []helm.Output
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
// release of it, else with its own values.yaml. Charts are read from disk,
// so a source that is not the file system (a Git revision) has none.
func renderCharts(names []string, releases []helm.Release, fromDisk bool) chartInput {
	in := chartInput{raw: names, positions: helm.NewMapper()}
	if !fromDisk {
		return in
	}
	roots := chartRoots(names)
	if len(roots) == 0 {
		return in
	}
	consumed := map[string]bool{}
	id := 0
	in.defaults = map[string][]string{}
	for _, root := range roots {
		for _, rel := range releasesOf(root, releases) {
			out := helm.Render(rel, id, in.positions)
			id++
			in.outputs = append(in.outputs, out)
			if !configured(root, releases) {
				abs, _ := filepath.Abs(root)
				for _, f := range out.Files {
					in.defaults[abs] = append(in.defaults[abs], f.Name)
				}
			}
			for _, f := range out.Inputs {
				if !consumed[f] {
					consumed[f] = true
					in.inputs++
				}
			}
		}
	}
	in.renders = id
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
	var out []helm.Release
	for _, r := range releases {
		if helm.Within(r.Chart, root) && helm.Within(root, r.Chart) {
			out = append(out, r)
		}
	}
	if len(out) == 0 {
		out = append(out, helm.Release{Chart: root})
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

// load loads the rendered templates and turns render errors into input
// errors; its files are counted by renderCharts.
func (in chartInput) load(lists *decode.Lists) []*loader.File {
	var files []*loader.File
	for _, out := range in.outputs {
		if len(out.Errors) > 0 {
			f := &loader.File{Ignored: map[string]int{}}
			for _, e := range out.Errors {
				f.Diagnostics = append(f.Diagnostics, loader.Diagnostic{Pos: e.Pos, Level: loader.LevelError, Msg: e.Msg})
			}
			files = append(files, f)
		}
		for _, r := range out.Files {
			files = append(files, loader.LoadShared(r.Name, r.Text, lists))
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

// texts are the rendered templates' texts by the names they are loaded
// under.
func (in chartInput) texts() map[string][]byte {
	out := map[string][]byte{}
	for _, o := range in.outputs {
		for _, r := range o.Files {
			out[r.Name] = r.Text
		}
	}
	return out
}
