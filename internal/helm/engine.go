package helm

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"sort"
	"strings"
	"text/template"

	"github.com/Masterminds/sprig/v3"
	"github.com/bmatcuk/doublestar/v4"
	"helm.sh/helm/v3/pkg/chart"
	"sigs.k8s.io/yaml"
)

// The renderer is Helm's template language on Go's text/template with the
// sprig functions and the functions Helm adds (include, tpl, required,
// toYaml, .Files ...), written here because helm.sh/helm/v3/pkg/engine
// imports client-go's kubernetes scheme, whose init alone made every run of
// vcqlint 1.6 times slower (docs/inputs.md, "Helm charts"). Charts are
// loaded with Helm's own pure loader (helm.sh/helm/v3/pkg/chart/loader).

// maxIncludeDepth bounds include/tpl recursion, as Helm does, so that a
// template that includes itself fails instead of exhausting the stack.
const maxIncludeDepth = 1000

// maxOutput bounds the bytes a release's templates may write, includes
// counted, so that a chart that includes a template from itself many times
// over fails in bounded time and memory instead of hanging the lint.
const maxOutput = 64 << 20

// errOutputLimit is returned once a release wrote maxOutput bytes.
var errOutputLimit = fmt.Errorf("the chart renders more than %d MiB: stopped", maxOutput>>20)

// budget counts the bytes written by every template of one rendering.
type budget struct{ left int }

// writer is a buffer that fails once the budget is spent.
type writer struct {
	bytes.Buffer
	b *budget
}

func (w *writer) Write(p []byte) (int, error) {
	if w.b.left -= len(p); w.b.left < 0 {
		return 0, errOutputLimit
	}
	return w.Buffer.Write(p)
}

// template is one template of a chart or subchart, named as Helm names it
// ("volcano/templates/scheduler.yaml", "volcano/charts/jobflow/templates/x.yaml").
type tmpl struct {
	name   string
	text   string
	chart  *chart.Chart
	values map[string]any
}

// rendered is one template's output.
type rendered struct {
	name string
	text string
}

// releaseInfo is .Release.
type releaseInfo struct {
	Name, Namespace, Service string
	IsInstall, IsUpgrade     bool
	Revision                 int
}

// renderTemplates renders every non-partial template; a template that fails
// is reported in errs and the others are still rendered.
func renderTemplates(tmpls []tmpl, rel releaseInfo) (out []rendered, errs []error) {
	sort.Slice(tmpls, func(i, j int) bool { return tmpls[i].name < tmpls[j].name })
	root := template.New("gotpl").Option("missingkey=zero")
	depth := 0
	b := &budget{left: maxOutput}
	funcs := funcMap(root, &depth, b)
	var parseErrs []error
	for _, t := range tmpls {
		if _, err := root.New(t.name).Funcs(funcs).Parse(t.text); err != nil {
			parseErrs = append(parseErrs, err)
		}
	}
	if len(parseErrs) > 0 {
		return nil, parseErrs // text/template leaves the set unusable
	}
	for _, t := range tmpls {
		base := path.Base(t.name)
		if strings.HasPrefix(base, "_") || strings.EqualFold(base, "NOTES.txt") {
			continue
		}
		buf := writer{b: b}
		depth = 0
		if err := root.ExecuteTemplate(&buf, t.name, templateData(t, rel)); err != nil {
			errs = append(errs, err)
			continue
		}
		out = append(out, rendered{name: t.name, text: strings.ReplaceAll(buf.String(), "<no value>", "")})
	}
	return out, errs
}

// templateData is the dot a template runs with.
func templateData(t tmpl, rel releaseInfo) map[string]any {
	dir := path.Dir(t.name)
	return map[string]any{
		"Values":       t.values,
		"Chart":        t.chart.Metadata,
		"Release":      rel,
		"Files":        chartFiles(t.chart),
		"Capabilities": defaultCapabilities(),
		"Template":     map[string]any{"Name": t.name, "BasePath": dir},
	}
}

// funcMap is sprig's text functions (less env and expandenv: a lint must
// not depend on the environment) and Helm's own.
func funcMap(root *template.Template, depth *int, b *budget) template.FuncMap {
	f := sprig.TxtFuncMap()
	delete(f, "env")
	delete(f, "expandenv")
	f["toYaml"] = toYAML
	f["toYamlPretty"] = toYAML
	f["fromYaml"] = fromYAML
	f["fromYamlArray"] = fromYAMLArray
	f["toJson"] = toJSON
	f["fromJson"] = fromJSON
	f["fromJsonArray"] = fromJSONArray
	f["required"] = required
	f["fail"] = func(msg string) (string, error) { return "", errors.New(msg) }
	f["lookup"] = func(...any) (map[string]any, error) { return map[string]any{}, nil } // no cluster: as `helm template`
	f["include"] = func(name string, data any) (string, error) {
		if *depth++; *depth > maxIncludeDepth {
			return "", fmt.Errorf("rendering template has a nested reference name: %s", name)
		}
		defer func() { *depth-- }()
		buf := writer{b: b}
		err := root.ExecuteTemplate(&buf, name, data)
		return buf.String(), err
	}
	f["tpl"] = func(text string, data any) (string, error) {
		if *depth++; *depth > maxIncludeDepth {
			return "", errors.New("tpl: nested too deep")
		}
		defer func() { *depth-- }()
		t, err := root.Clone()
		if err != nil {
			return "", fmt.Errorf("tpl: %w", err)
		}
		if t, err = t.New("tpl").Parse(text); err != nil {
			return "", fmt.Errorf("tpl: %w", err)
		}
		buf := writer{b: b}
		if err := t.Execute(&buf, data); err != nil {
			return "", fmt.Errorf("tpl: %w", err)
		}
		return strings.ReplaceAll(buf.String(), "<no value>", ""), nil
	}
	return f
}

func required(msg string, v any) (any, error) {
	if v == nil {
		return nil, errors.New(msg)
	}
	if s, ok := v.(string); ok && s == "" {
		return nil, errors.New(msg)
	}
	return v, nil
}

// toYAML marshals as Helm does (sigs.k8s.io/yaml, trailing newline cut);
// an error renders as an empty string, as in Helm.
func toYAML(v any) string {
	b, err := yaml.Marshal(v)
	if err != nil {
		return ""
	}
	return strings.TrimSuffix(string(b), "\n")
}

func fromYAML(s string) map[string]any {
	m := map[string]any{}
	if err := yaml.Unmarshal([]byte(s), &m); err != nil {
		m["Error"] = err.Error()
	}
	return m
}

func fromYAMLArray(s string) []any {
	var a []any
	if err := yaml.Unmarshal([]byte(s), &a); err != nil {
		a = []any{err.Error()}
	}
	return a
}

func toJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return ""
	}
	return string(b)
}

func fromJSON(s string) map[string]any {
	m := map[string]any{}
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		m["Error"] = err.Error()
	}
	return m
}

func fromJSONArray(s string) []any {
	var a []any
	if err := json.Unmarshal([]byte(s), &a); err != nil {
		a = []any{err.Error()}
	}
	return a
}

// files is .Files: the chart's files that are not templates, by path
// relative to the chart.
type files map[string][]byte

func chartFiles(ch *chart.Chart) files {
	f := files{}
	for _, file := range ch.Files {
		f[file.Name] = file.Data
	}
	return f
}

// Get returns a file's content, or "" when there is none.
func (f files) Get(name string) string { return string(f[name]) }

// GetBytes returns a file's content as bytes.
func (f files) GetBytes(name string) []byte { return f[name] }

// Glob returns the files whose path matches pattern (** crosses directories).
func (f files) Glob(pattern string) files {
	out := files{}
	for name, data := range f {
		if ok, _ := doublestar.Match(pattern, name); ok {
			out[name] = data
		}
	}
	return out
}

// AsConfig renders the files as ConfigMap data: base name to content.
func (f files) AsConfig() string {
	m := map[string]string{}
	for name, data := range f {
		m[path.Base(name)] = string(data)
	}
	return toYAML(m)
}

// AsSecrets renders the files as Secret data, base64-encoded.
func (f files) AsSecrets() string {
	m := map[string][]byte{}
	for name, data := range f {
		m[path.Base(name)] = data
	}
	return toYAML(m)
}

// Lines returns a file's lines.
func (f files) Lines(name string) []string {
	if len(f[name]) == 0 {
		return []string{}
	}
	return strings.Split(string(f[name]), "\n")
}

// capabilities is .Capabilities for a cluster vcqlint does not know: the
// Kubernetes version `helm template` assumes, and the built-in API versions.
type capabilities struct {
	KubeVersion kubeVersion
	APIVersions apiVersions
}

type kubeVersion struct{ Version, Major, Minor, GitVersion string }

// String is what {{ .Capabilities.KubeVersion }} prints.
func (k kubeVersion) String() string { return k.Version }

type apiVersions []string

// Has reports whether an API version (group/version, or group/version/Kind)
// is served.
func (a apiVersions) Has(v string) bool {
	for _, x := range a {
		if x == v || strings.HasPrefix(v, x+"/") {
			return true
		}
	}
	return false
}

func defaultCapabilities() capabilities {
	return capabilities{
		KubeVersion: kubeVersion{Version: "v1.20.0", Major: "1", Minor: "20", GitVersion: "v1.20.0"},
		APIVersions: apiVersions{"v1", "apps/v1", "batch/v1", "policy/v1", "rbac.authorization.k8s.io/v1",
			"admissionregistration.k8s.io/v1", "apiextensions.k8s.io/v1", "networking.k8s.io/v1",
			"scheduling.k8s.io/v1", "storage.k8s.io/v1", "coordination.k8s.io/v1", "autoscaling/v2"},
	}
}
