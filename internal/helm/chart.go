// Package helm renders Helm charts so that the objects a chart deploys are
// linted, and maps every position in the rendered output back to the file
// where the text is written: a values file (or a values layer of another
// file), a file the chart includes (.Files.Get, .Files.Glob), or the
// template itself.
//
// A chart is code a pull request controls, so each rendering is a sandbox
// job (Job, run by internal/sandbox in a worker process under a time and a
// memory budget): it reads the chart only inside the linted root
// (internal/boundary), renders with vcqlint's twin of Helm's engine
// (internal/helm/engine: functions by allow list, fixed clock and
// randomness, a budget of work) and answers with texts. The parent keeps
// the texts and reads back, lazily, the few files a finding's position
// needs.
package helm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unsafe"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/helm/engine"
	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/sandbox"
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
// rendered, at the position the error names (the template's line, the
// symbolic link that leaves the root, the repository: line of a file://
// dependency outside it, the chart's Chart.yaml).
type Error struct {
	Pos finding.Position `json:"pos"`
	Msg string           `json:"msg"`
	// Chart and Value, for a value that breaks a chart's schema, are the
	// chart's path in the tree and the keys to the value in its values:
	// the error is placed where a values layer sets it.
	Chart string   `json:"chart,omitempty"`
	Value []string `json:"value,omitempty"`
}

// Output is what rendering a release produced.
type Output struct {
	Files  []Rendered
	Errors []Error
	// Inputs are the files read to render: values files, and every file of
	// the chart and its subcharts. They are not linted as raw YAML.
	Inputs []string
}

// Renderer renders the releases of one run.
type Renderer struct {
	// Roots decide where charts and values files are read.
	Roots *boundary.Roots
	// Runner runs each rendering as a sandbox job, within Limits.
	Runner sandbox.Runner
	Limits sandbox.Limits
	// Budget bounds a rendering's work from inside (engine.Budget).
	Budget engine.Budget
}

// The default budget of one rendering, sized on real charts: a whole run
// on Volcano's v1.15.1 chart takes 0.16 s of CPU and 126 MiB for vcqlint
// and its worker together, on the largest public charts measured under a
// second and 160 MiB (docs/security.md).
const (
	DefaultTime   = 60 * time.Second
	DefaultMemory = 1 << 30
)

// Render renders rel, a chart on disk, adding its rendered templates to m.
// Whatever the chart holds, it never panics and never stops the run: a
// chart that cannot be read, rendered or that goes over its budget is an
// Error at the position it names.
func (r Renderer) Render(ctx context.Context, rel Release, renderID int, m *Mapper) Output {
	chartYAML := filepath.Join(rel.Chart, ChartFile)
	atChart := finding.Position{File: chartYAML, Line: 1, Column: 1}
	root := r.Roots.For(rel.Chart)
	if root == nil {
		return Output{Errors: []Error{{Pos: atChart, Msg: "cannot load the Helm chart: it is outside the linted root"}}}
	}
	req, layers, errs := r.request(rel, root)
	var resp response
	lim := r.Limits
	if lim.Time <= 0 {
		lim.Time = DefaultTime
	}
	if lim.Memory <= 0 {
		lim.Memory = DefaultMemory
	}
	if err := r.Runner.Run(ctx, JobName, req, &resp, lim); err != nil {
		return Output{Errors: append(errs, Error{Pos: atChart, Msg: jobError(err)})}
	}
	out := Output{Errors: errs, Inputs: resp.Inputs}
	var read []*ValuesSource
	for _, i := range resp.Layers {
		read = append(read, layers[i])
	}
	read = append(read, setLayers(rel)...)
	src := &sources{charts: resp.Charts, user: read, roots: r.Roots}
	for _, e := range resp.Errors {
		if e.Value != nil {
			if p, ok := m.valuePosition(src.valuesFor(e.Chart+"/templates/"), e.Value, src.read); ok {
				e.Pos = p
			}
		}
		out.Errors = append(out.Errors, e)
	}
	for i := range resp.Files {
		f := &resp.Files[i]
		tmpl := f.Path
		if tmpl == "" {
			tmpl = archivePath(f.Name, resp.Charts, rel.Chart)
		}
		name := tmpl
		if renderID > 0 {
			name = fmt.Sprintf("%s#%d", tmpl, renderID)
		}
		// One copy of the text, for the loader and the positions alike (the
		// parent holds every chart's rendered text until the report).
		text := []byte(f.Text)
		f.Text = ""
		out.Files = append(out.Files, Rendered{Name: name, Template: tmpl, Text: text})
		m.add(name, &renderedFile{template: tmpl, text: unsafe.String(unsafe.SliceData(text), len(text)), values: src.valuesFor(f.Name),
			included: src.included(), read: src.read, spans: f.Spans, topValues: src.topValues()})
	}
	return out
}

// request is the job's request for rel, the layers it sends, and the
// layers' own errors (a file outside the root).
func (r Renderer) request(rel Release, root *boundary.Root) (request, []*ValuesSource, []Error) {
	req := request{Root: root.Dir(), Chart: rel.Chart, Name: rel.Name, Namespace: rel.Namespace, Budget: r.Budget, SetValues: rel.SetValues}
	if req.Budget == (engine.Budget{}) {
		req.Budget = engine.DefaultBudget()
	}
	if req.Namespace == "" {
		req.Namespace = "default"
	}
	var layers []*ValuesSource
	var errs []Error
	for _, l := range rel.layers() {
		lr := layerRequest{File: l.file}
		if l.text != nil {
			text := string(l.text)
			lr.Text = &text
		} else if lroot := r.Roots.For(l.file); lroot != nil {
			lr.Root = lroot.Dir()
		}
		req.Layers = append(req.Layers, lr)
		layers = append(layers, &l)
	}
	for _, k := range slices.Sorted(maps.Keys(rel.Set)) {
		v, err := json.Marshal(rel.Set[k])
		if err != nil {
			errs = append(errs, Error{Pos: finding.Position{File: rel.Chart}, Msg: fmt.Sprintf("set %s: %v", k, err)})
			continue
		}
		req.Set = append(req.Set, setRequest{Key: k, Value: v})
	}
	return req, layers, errs
}

// setLayers are the trees the release's --set values set, each at its
// position, for findings on the values they set.
func setLayers(rel Release) []*ValuesSource {
	var out []*ValuesSource
	for _, str := range []bool{false, true} {
		for _, sv := range rel.SetValues {
			if sv.String != str {
				continue
			}
			if set, err := parseSet(sv); err == nil {
				l := setLayer(sv, set)
				out = append(out, &l)
			}
		}
	}
	return out
}

// jobError words a rendering the sandbox stopped.
func jobError(err error) string {
	var ex *sandbox.ExceededError
	if errors.As(err, &ex) {
		how := "--helm-timeout"
		if ex.Budget == sandbox.BudgetMemory {
			how = "--helm-memory"
		}
		return fmt.Sprintf("cannot render the Helm chart: the rendering went over its %s budget and was stopped (%v); raise it with %s if the chart is trusted", ex.Budget, ex, how)
	}
	return "cannot render the Helm chart: " + err.Error()
}

// archivePath names a template of a subchart that came from an archive
// under charts/: the archive's directory, as no file holds the template.
func archivePath(name string, charts []responseChart, top string) string {
	p := pathsOf(charts)
	best := ""
	for _, c := range charts {
		if strings.HasPrefix(name, c.FullPath+"/") && c.Dir != "" && len(c.FullPath) > len(best) {
			best = c.FullPath
		}
	}
	if best == "" {
		return filepath.Join(top, "charts")
	}
	return filepath.Join(p.realPath(best), "charts")
}

// Render renders rel in this process, reading inside the chart's Git top
// level (outside Git, the directory that holds the chart and its values
// files): for `vcqlint config verify` and tests. A run renders with a
// Renderer and worker processes.
func Render(rel Release, renderID int, m *Mapper) Output {
	dir := rel.Chart
	if top, ok := boundary.GitTop(dir); ok {
		dir = top
	} else {
		for _, l := range rel.layers() {
			if l.text == nil {
				dir = commonDir(dir, filepath.Dir(l.file))
			}
		}
	}
	roots, err := boundary.Single(dir)
	if err != nil {
		return Output{Errors: []Error{{Pos: finding.Position{File: filepath.Join(rel.Chart, ChartFile), Line: 1, Column: 1}, Msg: "cannot load the Helm chart: " + err.Error()}}}
	}
	defer roots.Close()
	r := Renderer{Roots: roots, Runner: sandbox.InProcess(sandbox.Jobs{JobName: Job})}
	return r.Render(context.Background(), rel, renderID, m)
}

// commonDir is the deepest directory holding both a and b.
func commonDir(a, b string) string {
	a, _ = filepath.Abs(a)
	b, _ = filepath.Abs(b)
	for !Within(b, a) {
		parent := filepath.Dir(a)
		if parent == a {
			break
		}
		a = parent
	}
	return a
}

func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// sources knows, for the parent, where a rendering's text comes from.
type sources struct {
	charts []responseChart
	user   []*ValuesSource
	roots  *boundary.Roots
	files  []string
	top    []valuesFile
}

// read reads a file a position needs, through the root holding it.
func (s *sources) read(name string) ([]byte, error) {
	root := s.roots.For(name)
	if root == nil {
		return nil, fmt.Errorf("%s is outside the linted root", name)
	}
	return root.ReadFile(name, inputfile.ManifestLimit)
}

// included are the files templates can include, of every chart of the
// tree: one list shared by all of a rendering's templates.
func (s *sources) included() []string {
	if s.files == nil {
		s.files = []string{}
		for _, c := range s.charts {
			s.files = append(s.files, c.Files...)
		}
	}
	return s.files
}

// topValues lists the values layers of the top chart's values, the one that
// wins first: the user's layers (last first), then each chart's
// values.yaml under the keys that scope it (the top chart's first).
func (s *sources) topValues() []valuesFile {
	if s.top != nil {
		return s.top
	}
	s.top = []valuesFile{}
	for i := len(s.user) - 1; i >= 0; i-- {
		s.top = append(s.top, valuesFile{layer: s.user[i]})
	}
	root := ""
	for _, c := range s.charts {
		if root == "" || len(c.FullPath) < len(root) {
			root = c.FullPath
		}
	}
	for _, c := range s.charts { // sorted: a parent before its subcharts
		if c.Dir == "" {
			continue
		}
		prefix := strings.ReplaceAll(strings.TrimPrefix(strings.TrimPrefix(c.FullPath, root), "/charts/"), "/charts/", ".")
		l := ValuesFile(filepath.Join(c.Dir, "values.yaml"))
		s.top = append(s.top, valuesFile{layer: &l, prefix: prefix})
	}
	return s.top
}

// valuesFor lists the values layers a template's .Values come from, the one
// that wins first: the user's layers (last first) and the parent charts'
// values.yaml (the top chart's first: a parent's values override a
// subchart's defaults) with the key prefix that scopes them to the
// template's chart, the chart's own values.yaml last.
func (s *sources) valuesFor(templateName string) []valuesFile {
	chartPath := templateName[:max(0, strings.Index(templateName, "/templates/"))]
	var chain []string // the template's chart, then each parent
	for p := chartPath; p != ""; {
		chain = append(chain, p)
		i := strings.LastIndex(p, "/charts/")
		if i < 0 {
			break
		}
		p = p[:i]
	}
	if len(chain) == 0 {
		return nil
	}
	prefixes := make([]string, len(chain)) // the template's chart's key seen from chain[i]
	for i := range chain {
		rel := strings.TrimPrefix(strings.TrimPrefix(chartPath, chain[i]), "/charts/")
		prefixes[i] = strings.ReplaceAll(rel, "/charts/", ".")
	}
	top := prefixes[len(prefixes)-1]
	var out []valuesFile
	for i := len(s.user) - 1; i >= 0; i-- {
		out = append(out, valuesFile{layer: s.user[i], prefix: top})
	}
	p := pathsOf(s.charts)
	for i := len(chain) - 1; i >= 0; i-- {
		if dir := p.realPath(chain[i]); dir != "" {
			l := ValuesFile(filepath.Join(dir, "values.yaml"))
			out = append(out, valuesFile{layer: &l, prefix: prefixes[i]})
		}
	}
	return out
}
