// Package helm renders Helm charts in-process so that the objects a chart
// deploys are linted, and maps every position in the rendered output back to
// the file where the text is written: a values file, a file the chart
// includes (.Files.Get, .Files.Glob), or the template itself.
package helm

import (
	"errors"
	"fmt"
	"maps"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"helm.sh/helm/v3/pkg/chart"
	"helm.sh/helm/v3/pkg/chart/loader"
	"sigs.k8s.io/yaml"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/inputfile"
)

// ChartFile is the file whose directory is a chart.
const ChartFile = "Chart.yaml"

// Release is one rendering of a chart: `helm template NAME CHART -n NS -f
// VALUES... --set KEY=VALUE...`.
type Release struct {
	// Chart is the chart's directory.
	Chart string
	// Values are values files applied in order over the chart's values.yaml.
	Values []string
	// Sources are values layers applied in order after Values: values
	// files, or values that another file holds (ValuesNode, ValuesString).
	Sources []ValuesSource
	// Name and Namespace are .Release.Name and .Release.Namespace; empty
	// means the chart's name and "default".
	Name, Namespace string
	// Set are dotted keys set after every layer, with their YAML types, as
	// --set-json does; a nil value removes the key.
	Set map[string]any
	// SetValues are --set and --set-string values, applied last, in Helm's
	// order: every plain one, then every String one.
	SetValues []SetValue
}

// layers are the release's values layers in order: Values, then Sources.
func (rel Release) layers() []ValuesSource {
	out := make([]ValuesSource, 0, len(rel.Values)+len(rel.Sources))
	for _, v := range rel.Values {
		out = append(out, ValuesFile(v))
	}
	return append(out, rel.Sources...)
}

// Rendered is one template's output, to be linted as a file named Name.
// Name is the template's path with a suffix that keeps several renderings
// of one template apart; positions in it must go through the Mapper.
type Rendered struct {
	Name     string
	Template string
	Text     []byte
}

// Error is a chart that could not be loaded or a template that could not be
// rendered, at the template's line when Helm's error says it.
type Error struct {
	Pos finding.Position
	Msg string
}

// Output is what rendering a release produced.
type Output struct {
	Files  []Rendered
	Errors []Error
	// Inputs are the files read to render: values files, and every file of
	// the chart and its subcharts. They are not linted as raw YAML.
	Inputs []string
}

// Render loads rel.Chart with Helm's loader and renders it. Positions in the
// output's files are mapped by m, to which the rendering is added. Whatever
// the chart holds, it never panics: a panic in Helm's loader or a template
// function is a render error.
func Render(rel Release, renderID int, m *Mapper) (out Output) {
	defer func() {
		if r := recover(); r != nil {
			out.Errors = append(out.Errors, Error{Pos: finding.Position{File: filepath.Join(rel.Chart, ChartFile), Line: 1, Column: 1},
				Msg: fmt.Sprintf("cannot render the Helm chart: %v", r)})
		}
	}()
	chartYAML := filepath.Join(rel.Chart, ChartFile)
	ch, err := loader.LoadDir(rel.Chart)
	if err != nil {
		out.Errors = append(out.Errors, Error{Pos: finding.Position{File: chartYAML, Line: 1, Column: 1},
			Msg: fmt.Sprintf("cannot load the Helm chart: %v", err)})
		return out
	}
	dirs := chartDirs(ch, rel.Chart)
	if err := loadFileDependencies(ch, rel.Chart, dirs); err != nil {
		out.Errors = append(out.Errors, Error{Pos: finding.Position{File: chartYAML, Line: 1, Column: 1}, Msg: err.Error()})
	}
	user := map[string]any{}
	var layers []*ValuesSource
	for _, l := range rel.layers() {
		vals, err := l.read()
		if err != nil {
			out.Errors = append(out.Errors, Error{Pos: finding.Position{File: l.file, Line: 1, Column: 1}, Msg: fmt.Sprintf("cannot read values: %v", unwrapPath(err))})
			continue
		}
		user = mergeValues(user, vals)
		layers = append(layers, &l)
		if l.text == nil {
			out.Inputs = append(out.Inputs, l.file) // a values file, not linted on its own
		}
	}
	for _, k := range slices.Sorted(maps.Keys(rel.Set)) {
		setValue(user, k, rel.Set[k])
	}
	for _, str := range []bool{false, true} {
		for _, sv := range rel.SetValues {
			if sv.String != str {
				continue
			}
			set, err := parseSet(sv)
			if err != nil {
				out.Errors = append(out.Errors, Error{Pos: sv.Pos, Msg: err.Error()})
				continue
			}
			if err := applySet(user, sv); err != nil {
				out.Errors = append(out.Errors, Error{Pos: sv.Pos, Msg: err.Error()})
				continue
			}
			l := setLayer(sv, set)
			layers = append(layers, &l)
		}
	}
	vals, subs := coalesce(ch, user)
	tmpls := templatesOf(ch, vals)
	for _, s := range subs {
		tmpls = append(tmpls, templatesOf(s.chart, s.values)...)
	}
	info := releaseInfo{Name: rel.Name, Namespace: rel.Namespace, Service: "Helm", IsInstall: true, Revision: 1}
	if info.Name == "" {
		info.Name = ch.Name()
	}
	if info.Namespace == "" {
		info.Namespace = "default"
	}
	src := &chartSources{dirs: dirs, user: layers, charts: append([]scoped{{chart: ch, values: vals}}, subs...)}
	out.Inputs = append(out.Inputs, src.files()...)
	texts := map[string]string{}
	for _, t := range tmpls {
		texts[t.name] = t.text
	}
	rendered, errs := renderTemplates(tmpls, info)
	for _, e := range errs {
		out.Errors = append(out.Errors, src.renderError(e))
	}
	for _, r := range rendered {
		if strings.TrimSpace(r.text) == "" {
			continue
		}
		tmpl := src.realPath(r.name)
		name := tmpl
		if renderID > 0 {
			name = fmt.Sprintf("%s#%d", tmpl, renderID)
		}
		out.Files = append(out.Files, Rendered{Name: name, Template: tmpl, Text: []byte(r.text)})
		m.add(name, &renderedFile{template: tmpl, templateText: texts[r.name], text: r.text,
			values: src.valuesFor(r.name), included: src.includedFiles()})
	}
	return out
}

func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// templatesOf lists a chart's templates with the values they see.
func templatesOf(ch *chart.Chart, vals map[string]any) []tmpl {
	var out []tmpl
	for _, t := range ch.Templates {
		out = append(out, tmpl{name: path.Join(ch.ChartFullPath(), t.Name), text: string(t.Data), chart: ch, values: vals})
	}
	return out
}

// chartDirs maps each chart's full path ("volcano", "volcano/charts/jobflow")
// to its directory, reading the Chart.yaml of each directory under charts/.
func chartDirs(ch *chart.Chart, dir string) map[string]string {
	dirs := map[string]string{ch.ChartFullPath(): dir}
	entries, _ := os.ReadDir(filepath.Join(dir, "charts"))
	byName := map[string]string{}
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		sub := filepath.Join(dir, "charts", e.Name())
		if name := chartName(sub); name != "" {
			byName[name] = sub
		}
	}
	for _, sub := range ch.Dependencies() {
		if d, ok := byName[sub.Name()]; ok {
			for k, v := range chartDirs(sub, d) {
				dirs[k] = v
			}
		}
	}
	return dirs
}

func chartName(dir string) string {
	data, err := inputfile.Read(filepath.Join(dir, ChartFile), inputfile.ConfigLimit)
	if err != nil {
		return ""
	}
	var meta struct {
		Name string `json:"name"`
	}
	if yaml.Unmarshal(data, &meta) != nil {
		return ""
	}
	return meta.Name
}

// loadFileDependencies loads the dependencies declared with a file://
// repository that are not already under charts/ (what `helm dependency
// build` would copy there).
func loadFileDependencies(ch *chart.Chart, dir string, dirs map[string]string) error {
	if ch.Metadata == nil {
		return nil
	}
	have := map[string]bool{}
	for _, sub := range ch.Dependencies() {
		have[sub.Name()] = true
	}
	var errs []error
	for _, d := range ch.Metadata.Dependencies {
		if d == nil || have[d.Name] || !strings.HasPrefix(d.Repository, "file://") {
			continue
		}
		subDir := filepath.Join(dir, filepath.FromSlash(strings.TrimPrefix(d.Repository, "file://")))
		sub, err := loader.LoadDir(subDir)
		if err != nil {
			errs = append(errs, fmt.Errorf("dependency %s (%s): %w", d.Name, d.Repository, err))
			continue
		}
		ch.AddDependency(sub)
		for k, v := range chartDirs(sub, subDir) {
			dirs[k] = v
		}
	}
	return errors.Join(errs...)
}

// chartSources knows where each chart's files are on disk.
type chartSources struct {
	dirs   map[string]string
	user   []*ValuesSource
	charts []scoped
}

// realPath turns a template or file name of the chart tree
// ("volcano/charts/jobflow/templates/x.yaml") into its path on disk.
func (s *chartSources) realPath(name string) string {
	best := ""
	for full := range s.dirs {
		if (name == full || strings.HasPrefix(name, full+"/")) && len(full) > len(best) {
			best = full
		}
	}
	switch {
	case best == "":
		return name
	case name == best:
		return s.dirs[best]
	}
	return filepath.Join(s.dirs[best], filepath.FromSlash(strings.TrimPrefix(name, best+"/")))
}

// files lists every file of every chart of the tree.
func (s *chartSources) files() []string {
	var out []string
	for _, c := range s.charts {
		full := c.chart.ChartFullPath()
		for _, group := range [][]*chart.File{c.chart.Templates, c.chart.Files, c.chart.Raw} {
			for _, f := range group {
				out = append(out, s.realPath(path.Join(full, f.Name)))
			}
		}
	}
	return out
}

// includedFiles are the chart files templates can include, with their paths.
func (s *chartSources) includedFiles() []sourceFile {
	var out []sourceFile
	for _, c := range s.charts {
		for _, f := range c.chart.Files {
			out = append(out, sourceFile{path: s.realPath(path.Join(c.chart.ChartFullPath(), f.Name)), data: string(f.Data)})
		}
	}
	return out
}

// valuesFor lists the values files a template's .Values come from, the one
// that wins first: the user's files (last first) and the parent charts'
// values.yaml (the top chart's first: a parent's values override a
// subchart's defaults) with the key prefix that scopes them to the
// template's chart, the chart's own values.yaml last.
func (s *chartSources) valuesFor(templateName string) []valuesFile {
	chartPath := templateName[:max(0, strings.Index(templateName, "/templates/"))]
	var prefixes []string // the template's chart, then each parent's key prefix
	var chain []string
	for p := chartPath; p != ""; {
		chain = append(chain, p)
		i := strings.LastIndex(p, "/charts/")
		if i < 0 {
			break
		}
		p = p[:i]
	}
	// prefix of the template's chart seen from chain[i]
	for i := range chain {
		rel := strings.TrimPrefix(chartPath, chain[i])
		rel = strings.TrimPrefix(rel, "/charts/")
		prefixes = append(prefixes, strings.ReplaceAll(rel, "/charts/", "."))
	}
	top := prefixes[len(prefixes)-1]
	var out []valuesFile
	for i := len(s.user) - 1; i >= 0; i-- {
		out = append(out, valuesFile{layer: s.user[i], prefix: top})
	}
	for i := len(chain) - 1; i >= 0; i-- {
		l := ValuesFile(filepath.Join(s.dirs[chain[i]], "values.yaml"))
		out = append(out, valuesFile{layer: &l, prefix: prefixes[i]})
	}
	return out
}

// helmErrRE finds the template position in an error of text/template or
// Helm: "template: volcano/templates/x.yaml:12:3: ..." or "execution error
// at (volcano/templates/x.yaml:12:3): ...".
var helmErrRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?:template: |error at \()([^\s:()]+):(\d+)(?::(\d+))?`)
})

// renderError places a render error at the innermost template position it
// names (an error inside an include names the including template first).
func (s *chartSources) renderError(err error) Error {
	msg := err.Error()
	ms := helmErrRE().FindAllStringSubmatchIndex(msg, -1)
	if len(ms) == 0 {
		return Error{Pos: finding.Position{File: filepath.Join(s.realPath(s.charts[0].chart.ChartFullPath()), ChartFile), Line: 1, Column: 1}, Msg: "cannot render the Helm chart: " + msg}
	}
	m := ms[len(ms)-1]
	line, _ := strconv.Atoi(msg[m[4]:m[5]])
	col := 0
	if m[6] >= 0 {
		col, _ = strconv.Atoi(msg[m[6]:m[7]])
	}
	detail := strings.TrimLeft(msg[m[1]:], ": )")
	if i := strings.LastIndex(detail, "error calling "); i >= 0 {
		detail = detail[i:]
	}
	return Error{Pos: finding.Position{File: s.realPath(msg[m[2]:m[3]]), Line: line, Column: col},
		Msg: "cannot render the Helm chart: " + detail}
}
