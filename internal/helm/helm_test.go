package helm

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"
	"helm.sh/helm/v3/pkg/chart"

	"github.com/vcqlint/vcqlint/internal/finding"
)

var testdata = filepath.Join("..", "..", "testdata", "helm")

// AsConfig renders a file as Helm does: a literal block holding the file's
// text, which is what lets a finding inside it be found in the file.
func TestAsConfigIsALiteralBlock(t *testing.T) {
	got := files{"config/volcano-scheduler.conf": []byte("actions: \"enqueue\"\ntiers:\n- plugins:\n  - name: gang\n")}.AsConfig()
	want := "volcano-scheduler.conf: |\n  actions: \"enqueue\"\n  tiers:\n  - plugins:\n    - name: gang"
	if got != want {
		t.Errorf("AsConfig:\n%s\nwant:\n%s", got, want)
	}
	if got := (files{}).Glob("config/*.conf"); len(got) != 0 {
		t.Errorf("Glob of nothing: %v", got)
	}
}

func TestRenderErrorPositions(t *testing.T) {
	src := &chartSources{dirs: map[string]string{"c": "/charts/c", "c/charts/sub": "/charts/c/charts/sub"},
		charts: []scoped{{chart: &chart.Chart{Metadata: &chart.Metadata{Name: "c"}}}}}
	cases := []struct {
		err  string
		want finding.Position
	}{
		{`template: c/templates/q.yaml:6:56: executing "c/templates/q.yaml" at <.Values.q.w>: nil pointer`, finding.Position{File: "/charts/c/templates/q.yaml", Line: 6, Column: 56}},
		{`execution error at (c/charts/sub/templates/x.yaml:12:3): weight is required`, finding.Position{File: "/charts/c/charts/sub/templates/x.yaml", Line: 12, Column: 3}},
		{`template: c/templates/a.yaml:3:4: executing "c/templates/a.yaml" at <include "h" .>: error calling include: template: c/templates/_helpers.tpl:5:6: executing "h" at <fail "no">: error calling fail: no`, finding.Position{File: "/charts/c/templates/_helpers.tpl", Line: 5, Column: 6}},
		{`template: c/templates/p.yaml:9: function "nope" not defined`, finding.Position{File: "/charts/c/templates/p.yaml", Line: 9}},
		{`something else`, finding.Position{File: "/charts/c/Chart.yaml", Line: 1, Column: 1}},
	}
	for _, c := range cases {
		got := src.renderError(errors.New(c.err))
		if got.Pos != c.want || !strings.HasPrefix(got.Msg, "cannot render the Helm chart: ") {
			t.Errorf("%s:\n got %v %q\nwant %v", c.err, got.Pos, got.Msg, c.want)
		}
	}
}

func TestRoots(t *testing.T) {
	got := Roots([]string{"a/Chart.yaml", "a/charts/sub/Chart.yaml", "a/values.yaml", "b/c/Chart.yaml", "ab/Chart.yaml", "x.yaml"})
	if strings.Join(got, ",") != "a,ab,b/c" {
		t.Errorf("roots %q", got)
	}
	if !Within("a/b.yaml", "a") || Within("ab/x.yaml", "a") || !Within("x.yaml", ".") || Within("../x.yaml", ".") {
		t.Error("Within")
	}
}

func TestIsTemplate(t *testing.T) {
	for _, s := range []string{"name: {{ .Values.x }}", "{{- include \"x\" . }}", "{{/* c */}}", "{{ if .Values.a }}", "{{- toYaml .Values.r | nindent 4 }}"} {
		if !IsTemplate([]byte(s)) {
			t.Errorf("%q is a template", s)
		}
	}
	for _, s := range []string{"name: a", "msg: \"{{workflow.name}}\"", "json: {\"a\": {\"b\": 1}}", "x: {{}}"} {
		if IsTemplate([]byte(s)) {
			t.Errorf("%q is not a template", s)
		}
	}
}

func TestValues(t *testing.T) {
	dst := map[string]any{"a": map[string]any{"b": 1, "c": 2}, "d": 3}
	got := mergeValues(copyValues(dst), map[string]any{"a": map[string]any{"b": 9, "c": nil}, "e": 4})
	if got["d"] != 3 || got["e"] != 4 || got["a"].(map[string]any)["b"] != 9 {
		t.Errorf("merge: %v", got)
	}
	if _, ok := got["a"].(map[string]any)["c"]; ok {
		t.Error("null did not remove the key")
	}
	if dst["a"].(map[string]any)["b"] != 1 {
		t.Error("merge changed the defaults")
	}
	setValue(got, "x.y.z", true)
	if v, ok := lookupValue(got, "x.y.z"); !ok || v != true {
		t.Errorf("set/lookup: %v", got)
	}
}

func TestDependencyConditionAndTags(t *testing.T) {
	vals := map[string]any{"sub": map[string]any{"enabled": false}, "tags": map[string]any{"on": true, "off": false}}
	cases := []struct {
		dep  chart.Dependency
		want bool
	}{
		{chart.Dependency{}, true},
		{chart.Dependency{Condition: "sub.enabled"}, false},
		{chart.Dependency{Condition: "missing.enabled, sub.enabled"}, false},
		{chart.Dependency{Condition: "missing.enabled"}, true},
		{chart.Dependency{Tags: []string{"off"}}, false},
		{chart.Dependency{Tags: []string{"off", "on"}}, true},
		{chart.Dependency{Tags: []string{"on"}, Condition: "sub.enabled"}, false},
	}
	for _, c := range cases {
		if got := enabled(&c.dep, vals); got != c.want {
			t.Errorf("%+v: enabled %v, want %v", c.dep, got, c.want)
		}
	}
}

// A subchart under charts/ is rendered with its parent; an unknown chart is a load error
// at its Chart.yaml.
func TestRenderSubchartAndLoadError(t *testing.T) {
	chartDir := filepath.Join(testdata, "volcano-like")
	out := Render(Release{Chart: chartDir}, 0, NewMapper())
	if !hasTemplate(out, "queues.yaml") {
		t.Fatal("subchart not rendered")
	}
	out = Render(Release{Chart: filepath.Join(testdata, "no-such-chart")}, 0, NewMapper())
	if len(out.Errors) != 1 || !strings.Contains(out.Errors[0].Msg, "cannot load the Helm chart") || filepath.Base(out.Errors[0].Pos.File) != "Chart.yaml" {
		t.Errorf("errors %+v", out.Errors)
	}
}

func hasTemplate(out Output, base string) bool {
	for _, f := range out.Files {
		if filepath.Base(f.Template) == base {
			return true
		}
	}
	return false
}

// A position no source holds falls back to the template's line of the
// resource's kind; a position outside rendered files is left alone.
func TestMapperFallbacks(t *testing.T) {
	m := NewMapper()
	m.add("r#1", &renderedFile{template: "t.yaml",
		templateText: "# c\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ printf \"%s-x\" .Release.Name }}\n",
		text:         "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: rel-x\n"})
	if got := m.Map(finding.Position{File: "r#1", Line: 4, Column: 9}); got != (finding.Position{File: "t.yaml", Line: 3, Column: 1}) {
		t.Errorf("fallback: %v", got)
	}
	if got := m.Map(finding.Position{File: "r#1", Line: 2, Column: 1}); got != (finding.Position{File: "t.yaml", Line: 3, Column: 1}) {
		t.Errorf("verbatim line: %v", got)
	}
	p := finding.Position{File: "other.yaml", Line: 2, Column: 3}
	if got := m.Map(p); got != p {
		t.Errorf("not rendered: %v", got)
	}
	var none *Mapper
	if got := none.Map(p); got != p {
		t.Errorf("nil mapper: %v", got)
	}
}

// A chart that would render gigabytes (an include fanned out 4^12 times)
// or includes itself forever fails with render errors, quickly and in
// bounded memory, instead of hanging the lint.
func TestHostileChartIsBounded(t *testing.T) {
	done := make(chan Output, 1)
	go func() { done <- Render(Release{Chart: filepath.Join(testdata, "bomb")}, 0, NewMapper()) }()
	select {
	case out := <-done:
		var msgs []string
		for _, e := range out.Errors {
			msgs = append(msgs, e.Msg)
		}
		all := strings.Join(msgs, "\n")
		if !strings.Contains(all, "renders more than 64 MiB") {
			t.Errorf("errors:\n%s", all)
		}
		for _, f := range out.Files {
			if len(f.Text) > maxOutput {
				t.Errorf("%s: %d bytes rendered", f.Name, len(f.Text))
			}
		}
	case <-time.After(30 * time.Second):
		t.Fatal("rendering did not stop within 30 s")
	}
}

// A template that includes itself stops at the include depth limit.
func TestSelfIncludeStops(t *testing.T) {
	out, errs := renderTemplates([]tmpl{
		{name: "c/templates/_h.tpl", text: `{{- define "self" -}}{{ include "self" . }}{{- end }}`, chart: &chart.Chart{Metadata: &chart.Metadata{Name: "c"}}},
		{name: "c/templates/x.yaml", text: `x: {{ include "self" . }}`, chart: &chart.Chart{Metadata: &chart.Metadata{Name: "c"}}},
	}, releaseInfo{})
	if len(out) != 0 || len(errs) != 1 || !strings.Contains(errs[0].Error(), "nested reference name: self") {
		t.Errorf("out %v errs %v", out, errs)
	}
}

// Of two values with the same text, the one whose keys end like the
// rendered scalar's is the source.
func TestFindScalarPrefersTheSameKeys(t *testing.T) {
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte("queue:\n  guarantee:\n    cpu: \"4\"\n  capability:\n    cpu: \"4\"\n"), &doc); err != nil {
		t.Fatal(err)
	}
	got := findScalar(doc.Content[0], "4", role{key: "cpu", path: []string{"x", "capability", "cpu"}})
	if got == nil || got.Line != 5 {
		t.Errorf("found %+v, want the capability's cpu on line 5", got)
	}
	got = findScalar(doc.Content[0], "4", role{key: "cpu", path: []string{"x", "guarantee", "cpu"}})
	if got == nil || got.Line != 3 {
		t.Errorf("found %+v, want the guarantee's cpu on line 3", got)
	}
}
