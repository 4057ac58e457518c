package helm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"helm.sh/helm/v3/pkg/chart"
	"helm.sh/helm/v3/pkg/strvals"
	"sigs.k8s.io/yaml"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/helm/chartutil"
	"github.com/vcqlint/vcqlint/internal/helm/engine"
	"github.com/vcqlint/vcqlint/internal/inputfile"
)

// JobName is the sandbox job that renders a chart (internal/jobs).
const JobName = "helm.render"

// request is one rendering, as the parent sends it to a sandbox worker: a
// pure function of it, of the files it names and of nothing else.
type request struct {
	// Root is the directory of the root the chart is read through.
	Root  string `json:"root"`
	Chart string `json:"chart"`
	// Layers are the values layers in order.
	Layers []layerRequest `json:"layers,omitempty"`
	// Set are Release.Set's keys in order, each value as JSON.
	Set       []setRequest  `json:"set,omitempty"`
	SetValues []SetValue    `json:"setValues,omitempty"`
	Name      string        `json:"name"`
	Namespace string        `json:"namespace"`
	Budget    engine.Budget `json:"budget"`
}

// layerRequest is a values file to read through the root at Root, or
// values given as YAML text.
type layerRequest struct {
	File string  `json:"file"`
	Root string  `json:"root,omitempty"`
	Text *string `json:"text,omitempty"`
}

type setRequest struct {
	Key   string          `json:"key"`
	Value json.RawMessage `json:"value"`
}

// response is what a rendering sends back: texts and where they come from,
// never the chart's files (the parent reads what it needs of them).
type response struct {
	Files  []responseFile  `json:"files,omitempty"`
	Errors []Error         `json:"errors,omitempty"`
	Inputs []string        `json:"inputs,omitempty"`
	Charts []responseChart `json:"charts,omitempty"`
	// Layers are the indexes of the request's layers read.
	Layers []int `json:"layers,omitempty"`
}

type responseFile struct {
	// Name is the template's name in the chart tree.
	Name string `json:"name"`
	// Path is the template's file on disk ("" inside an archive).
	Path string `json:"path"`
	Text string `json:"text"`
	// Spans are the stretches of Text printed from a value of .Values.
	Spans []engine.Span `json:"spans,omitempty"`
}

// responseChart is one chart of the rendered tree.
type responseChart struct {
	// FullPath is its path in the tree ("volcano/charts/jobflow"), aliases
	// applied.
	FullPath string `json:"fullPath"`
	// Dir is its directory ("" for a chart from an archive).
	Dir string `json:"dir"`
	// Files are its files templates can include (.Files), on disk.
	Files []string `json:"files,omitempty"`
}

// Job renders one chart in a sandbox worker.
func Job(ctx context.Context, raw json.RawMessage) (any, error) {
	var req request
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&req); err != nil {
		return nil, fmt.Errorf("%s: decode request: %w", JobName, err)
	}
	return render(ctx, req), nil
}

// render is the job's work: load the chart through the root, merge the
// values layers as `helm template -f ... --set ...` merges them, process
// the dependencies and render with vcqlint's twin of Helm's engine.
func render(ctx context.Context, req request) (resp response) {
	chartYAML := filepath.Join(req.Chart, ChartFile)
	fail := func(pos finding.Position, msg string) response {
		resp.Errors = append(resp.Errors, Error{Pos: pos, Msg: msg})
		return resp
	}
	defer func() {
		if r := recover(); r != nil {
			resp = response{Errors: []Error{{Pos: finding.Position{File: chartYAML, Line: 1, Column: 1}, Msg: fmt.Sprintf("cannot render the Helm chart: %v", r)}}}
		}
	}()
	root, err := boundary.Open(req.Root)
	if err != nil {
		return fail(finding.Position{File: chartYAML, Line: 1, Column: 1}, fmt.Sprintf("cannot load the Helm chart: %v", err))
	}
	defer root.Close()
	ld, err := loadChart(root, req.Chart)
	resp.Inputs = append(resp.Inputs, ld.read...)
	resp.Errors = append(resp.Errors, loadErrors(err, chartYAML)...)
	if ld.chart == nil || ld.chart.Metadata == nil {
		return resp
	}
	user, layerErrs := req.userValues(&resp)
	resp.Errors = append(resp.Errors, layerErrs...)
	ch := ld.chart
	if req.Name == "" {
		req.Name = ch.Name()
	}
	if err := chartutil.ProcessDependencies(ch, user); err != nil {
		return fail(finding.Position{File: chartYAML, Line: 1, Column: 1}, "cannot render the Helm chart: "+err.Error())
	}
	resp.Charts = chartsOf(ch, ld)
	if err := checkKubeVersion(ch); err != nil {
		return fail(kubeVersionPosition(ch, req.Chart), "cannot render the Helm chart: "+err.Error())
	}
	top, err := chartutil.ToRenderValues(ch, user, chartutil.ReleaseOptions{Name: req.Name, Namespace: req.Namespace, Revision: 1, IsInstall: true}, nil)
	var se *chartutil.SchemaError
	if errors.As(err, &se) {
		// One error per value in fault, placed by the parent where a
		// values layer sets it (else at the schema of its chart).
		paths := pathsOf(resp.Charts)
		for _, v := range se.Violations {
			resp.Errors = append(resp.Errors, Error{Pos: finding.Position{File: filepath.Join(paths.realPath(v.Chart), "values.schema.json"), Line: 1, Column: 1},
				Msg: fmt.Sprintf("cannot render the Helm chart: values don't meet the schema of chart %s: %s", v.Chart, v.Msg), Chart: v.Chart, Value: nonNil(v.Location)})
		}
		return resp
	}
	if err != nil {
		return fail(finding.Position{File: chartYAML, Line: 1, Column: 1}, "cannot render the Helm chart: "+err.Error())
	}
	e := engine.New()
	e.Budget = req.Budget
	e.Context = ctx
	res := e.Render(ch, top)
	paths := pathsOf(resp.Charts)
	for _, err := range res.Errors {
		resp.Errors = append(resp.Errors, paths.renderError(err, chartYAML))
	}
	for _, name := range slices.Sorted(maps.Keys(res.Rendered)) {
		if strings.HasSuffix(name, "NOTES.txt") || strings.TrimSpace(res.Rendered[name]) == "" {
			continue // Helm prints notes, never applies them; empty output is no object
		}
		resp.Files = append(resp.Files, responseFile{Name: name, Path: paths.realPath(name), Text: res.Rendered[name], Spans: res.Spans[name]})
	}
	return resp
}

// loadErrors turns a load's errors into positioned errors.
func loadErrors(err error, chartYAML string) []Error {
	if err == nil {
		return nil
	}
	var out []Error
	errs := []error{err}
	if j, ok := err.(interface{ Unwrap() []error }); ok { //nolint:errorlint // splitting a join, not testing a chain
		errs = j.Unwrap()
	}
	for _, e := range errs {
		var le *LoadError
		if errors.As(e, &le) {
			msg := e.Error()
			if !strings.Contains(msg, "cannot load the Helm chart") {
				msg = "cannot load the Helm chart: " + msg
			}
			out = append(out, Error{Pos: le.Pos, Msg: msg})
			continue
		}
		out = append(out, Error{Pos: finding.Position{File: chartYAML, Line: 1, Column: 1}, Msg: "cannot load the Helm chart: " + e.Error()})
	}
	return out
}

// userValues merges the request's layers and sets as Helm's `-f` and
// `--set` merge them (cli/values.Options.MergeValues): each values file's
// maps over the previous ones' (a null stays, to remove a chart default
// later), then the typed sets, then --set, then --set-string values.
func (req request) userValues(resp *response) (map[string]any, []Error) {
	user := map[string]any{}
	var errs []Error
	for i, l := range req.Layers {
		var data []byte
		if l.Text != nil {
			data = []byte(*l.Text)
		} else {
			var err error
			if data, err = readLayer(l); err != nil {
				errs = append(errs, Error{Pos: finding.Position{File: l.File, Line: 1, Column: 1}, Msg: fmt.Sprintf("cannot read values: %v", unwrapPath(err))})
				continue
			}
			resp.Inputs = append(resp.Inputs, l.File)
		}
		vals := map[string]any{}
		if err := yaml.Unmarshal(data, &vals); err != nil {
			errs = append(errs, Error{Pos: finding.Position{File: l.File, Line: 1, Column: 1}, Msg: fmt.Sprintf("cannot read values: %s: %v", l.File, err)})
			continue
		}
		user = mergeMaps(user, vals)
		resp.Layers = append(resp.Layers, i)
	}
	for _, s := range req.Set {
		var v any
		dec := json.NewDecoder(bytes.NewReader(s.Value))
		dec.UseNumber()
		if err := dec.Decode(&v); err == nil {
			setValue(user, s.Key, fromJSONNumbers(v))
		}
	}
	for _, str := range []bool{false, true} {
		for _, sv := range req.SetValues {
			if sv.String != str {
				continue
			}
			parse := strvals.ParseInto
			if sv.String {
				parse = strvals.ParseIntoString
			}
			if err := parse(sv.Expr, user); err != nil {
				errs = append(errs, Error{Pos: sv.Pos, Msg: fmt.Sprintf("cannot apply --set value %q: %v", sv.Expr, err)})
			}
		}
	}
	return user, errs
}

// readLayer reads a values file through its root.
func readLayer(l layerRequest) ([]byte, error) {
	if l.Root == "" {
		return nil, fmt.Errorf("%s is outside the linted root; vcqlint reads values only inside it", l.File)
	}
	r, err := boundary.Open(l.Root)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return r.ReadFile(l.File, inputfile.ManifestLimit)
}

// mergeMaps is Helm's merge of values files: b's maps merge into a's,
// anything else in b replaces a's.
func mergeMaps(a, b map[string]any) map[string]any {
	out := make(map[string]any, len(a))
	for k, v := range a {
		out[k] = v
	}
	for k, v := range b {
		if bm, ok := v.(map[string]any); ok {
			if am, ok := out[k].(map[string]any); ok {
				out[k] = mergeMaps(am, bm)
				continue
			}
		}
		out[k] = v
	}
	return out
}

// setValue sets a dotted key (a.b.c) to v, creating maps on the way.
func setValue(m map[string]any, dotted string, v any) {
	parts := strings.Split(dotted, ".")
	for _, p := range parts[:len(parts)-1] {
		sub, ok := m[p].(map[string]any)
		if !ok {
			sub = map[string]any{}
			m[p] = sub
		}
		m = sub
	}
	m[parts[len(parts)-1]] = v
}

// fromJSONNumbers turns the numbers of a decoded JSON value into int64 when
// they are whole, float64 otherwise, as Helm's --set types them.
func fromJSONNumbers(v any) any {
	switch t := v.(type) {
	case json.Number:
		if i, err := strconv.ParseInt(string(t), 10, 64); err == nil {
			return i
		}
		f, _ := t.Float64()
		return f
	case map[string]any:
		for k, e := range t {
			t[k] = fromJSONNumbers(e)
		}
	case []any:
		for i, e := range t {
			t[i] = fromJSONNumbers(e)
		}
	}
	return v
}

// checkKubeVersion refuses a chart whose kubeVersion constraint the assumed
// Kubernetes version does not meet, as `helm template` does.
func checkKubeVersion(ch *chart.Chart) error {
	if ch.Metadata.KubeVersion == "" {
		return nil
	}
	kv := chartutil.DefaultCapabilities().KubeVersion.String()
	if !chartutil.IsCompatibleRange(ch.Metadata.KubeVersion, kv) {
		return fmt.Errorf("chart requires kubeVersion: %s which is incompatible with Kubernetes %s", ch.Metadata.KubeVersion, kv)
	}
	return nil
}

func kubeVersionPosition(ch *chart.Chart, dir string) finding.Position {
	at := finding.Position{File: filepath.Join(dir, ChartFile), Line: 1, Column: 1}
	for _, r := range ch.Raw {
		if r.Name == ChartFile {
			if n := yamlValue(r.Data, "kubeVersion"); n != nil {
				at.Line, at.Column = n.Line, n.Column
			}
		}
	}
	return at
}

// chartsOf lists the charts of the rendered tree with their directories.
func chartsOf(ch *chart.Chart, ld *loaded) []responseChart {
	var out []responseChart
	var walk func(c *chart.Chart)
	walk = func(c *chart.Chart) {
		rc := responseChart{FullPath: c.ChartFullPath(), Dir: dirOf(c, ld)}
		if rc.Dir != "" {
			for _, f := range c.Files {
				rc.Files = append(rc.Files, filepath.Join(rc.Dir, filepath.FromSlash(f.Name)))
			}
		}
		out = append(out, rc)
		for _, sub := range c.Dependencies() {
			walk(sub)
		}
	}
	walk(ch)
	sort.Slice(out, func(i, j int) bool { return out[i].FullPath < out[j].FullPath })
	return out
}

func dirOf(c *chart.Chart, ld *loaded) string {
	for _, r := range c.Raw {
		if r.Name == ChartFile && len(r.Data) > 0 {
			return ld.dirs[&r.Data[0]]
		}
	}
	return ""
}

// chartPaths maps names of the chart tree to files on disk.
type chartPaths []responseChart

func pathsOf(charts []responseChart) chartPaths { return chartPaths(charts) }

// realPath is the file on disk of a name in the chart tree
// ("volcano/charts/jobflow/templates/x.yaml"), or "" inside an archive.
func (p chartPaths) realPath(name string) string {
	best := -1
	for i, c := range p {
		if (name == c.FullPath || strings.HasPrefix(name, c.FullPath+"/")) && (best < 0 || len(c.FullPath) > len(p[best].FullPath)) {
			best = i
		}
	}
	if best < 0 || p[best].Dir == "" {
		return ""
	}
	rel := strings.TrimPrefix(strings.TrimPrefix(name, p[best].FullPath), "/")
	if rel == "" {
		return p[best].Dir
	}
	return filepath.Join(p[best].Dir, filepath.FromSlash(path.Clean(rel)))
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
