package helm

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/finding"
)

var testdata = filepath.Join("..", "..", "testdata", "helm")

func TestRenderErrorPositions(t *testing.T) {
	src := chartPaths{{FullPath: "c", Dir: "/charts/c"}, {FullPath: "c/charts/sub", Dir: "/charts/c/charts/sub"}}
	cases := []struct {
		err  string
		want finding.Position
	}{
		{`template: c/templates/q.yaml:6:56: executing "c/templates/q.yaml" at <.Values.q.w>: nil pointer`, finding.Position{File: "/charts/c/templates/q.yaml", Line: 6, Column: 56}},
		{`execution error at (c/charts/sub/templates/x.yaml:12:3): weight is required`, finding.Position{File: "/charts/c/charts/sub/templates/x.yaml", Line: 12, Column: 3}},
		{`template: c/templates/a.yaml:3:4: executing "c/templates/a.yaml" at <include "h" .>: error calling include: template: c/templates/_helpers.tpl:5:6: executing "h" at <fail "no">: error calling fail: no`, finding.Position{File: "/charts/c/templates/_helpers.tpl", Line: 5, Column: 6}},
		{`template: c/templates/p.yaml:9: function "nope" not defined`, finding.Position{File: "/charts/c/templates/p.yaml", Line: 9}},
		{`template: c/templates/t.yaml:4:9: executing "c/templates/t.yaml" at <tpl .Values.x .>: error calling tpl: error during tpl function execution for "{{ tpl .Values.x . }}": template: gotpl:1:3: executing "gotpl" at <tpl .Values.x .>: error calling tpl: tpl calls nest more than 1000 deep`, finding.Position{File: "/charts/c/templates/t.yaml", Line: 4, Column: 9}},
		{`parse error at (c/templates/p.yaml:9): function "nope" not defined`, finding.Position{File: "/charts/c/templates/p.yaml", Line: 9}},
		{`something else`, finding.Position{File: "/charts/c/Chart.yaml", Line: 1, Column: 1}},
	}
	for _, c := range cases {
		got := src.renderError(errors.New(c.err), "/charts/c/Chart.yaml")
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
		if !strings.Contains(all, "render budget of 64 MiB written by templates") || !strings.Contains(all, "nested reference name: self") {
			t.Errorf("errors:\n%s", all)
		}
		for _, f := range out.Files {
			if len(f.Text) > 64<<20 {
				t.Errorf("%s: %d bytes rendered", f.Name, len(f.Text))
			}
		}
	case <-time.After(30 * time.Second):
		t.Fatal("rendering did not stop within 30 s")
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
