package linter_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/helm"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

var helmData = filepath.Join("..", "..", "testdata", "helm")

func newEngine(t *testing.T) *engine.Engine {
	t.Helper()
	eng, err := linter.NewEngine(context.Background(), linter.EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return eng
}

func run(t *testing.T, opts linter.Options) *linter.Result {
	t.Helper()
	res, err := linter.Run(context.Background(), newEngine(t), opts)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// findings lists "RULE file:line:col" with file relative to testdata/helm.
func findings(t *testing.T, res *linter.Result) []string {
	t.Helper()
	var out []string
	for _, f := range res.Findings {
		rel, err := filepath.Rel(helmData, f.Pos.File)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, fmt.Sprintf("%s %s:%d:%d", f.RuleID, filepath.ToSlash(rel), f.Pos.Line, f.Pos.Column))
	}
	sort.Strings(out)
	return out
}

func diagnostics(res *linter.Result, level loader.Level) []string {
	var out []string
	for _, d := range res.Diagnostics {
		if d.Level == level {
			out = append(out, d.Pos.String()+": "+d.Msg)
		}
	}
	return out
}

func equal(t *testing.T, got, want []string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// A chart is rendered, never parsed as raw YAML, and each finding points at
// where its text is written: a values file (a value set by a template
// action, a key of a toYaml block), a file the chart includes (the
// scheduler configuration read by .Files.Glob ... AsConfig), or the
// template of a subchart under charts/.
func TestChartFindingsPointAtTheirSource(t *testing.T) {
	res := run(t, linter.Options{Paths: []string{filepath.Join(helmData, "volcano-like")}})
	if errs := diagnostics(res, loader.LevelError); len(errs) > 0 {
		t.Fatalf("input errors:\n%s", strings.Join(errs, "\n"))
	}
	equal(t, findings(t, res), []string{
		"VCQ101 volcano-like/config/volcano-scheduler.conf:8:5",
		"VCQ304 volcano-like/values.yaml:9:10",
		"VCQ305 volcano-like/charts/queues/templates/queues.yaml:7:3",
		"VCQ305 volcano-like/values.yaml:7:11",
	})
	if res.Files != 9 {
		t.Errorf("files read: %d, want the chart's 9", res.Files)
	}
}

// Values given to the chart replace the defaults: the override's
// configuration is reported once, at the values file (not also through
// the rendered ConfigMap, nor from the chart's default file), and
// queue.weight: 3 clears the weight finding.
func TestChartValuesFileWins(t *testing.T) {
	chart := filepath.Join(helmData, "volcano-like")
	override := filepath.Join(helmData, "values", "volcano-override.yaml")
	res := run(t, linter.Options{
		Paths: []string{chart, override},
		Helm:  []helm.Release{{Chart: chart, Values: []string{override}, Name: "vc", Namespace: "volcano-system"}},
	})
	equal(t, findings(t, res), []string{
		"VCQ101 values/volcano-override.yaml:12:9",
		"VCQ304 volcano-like/values.yaml:9:10",
		"VCQ305 volcano-like/charts/queues/templates/queues.yaml:7:3",
	})
	for _, f := range res.Findings {
		if f.RuleID == "VCQ101" && f.Object != "ConfigMap/volcano-system/vc-scheduler-configmap" {
			t.Errorf("object %q: release name and namespace not applied", f.Object)
		}
	}
}

// set: keys apply last, over values files.
func TestChartSet(t *testing.T) {
	chart := filepath.Join(helmData, "volcano-like")
	res := run(t, linter.Options{
		Paths: []string{chart},
		Helm:  []helm.Release{{Chart: chart, Set: map[string]any{"queue.weight": 5, "queues.parent": "root"}}},
	})
	for _, f := range findings(t, res) {
		if strings.HasPrefix(f, "VCQ305 volcano-like/values.yaml") {
			t.Errorf("queue.weight set to 5 still reported: %s", f)
		}
	}
}

// The Volcano chart's values on their own: custom.scheduler_config_override
// is a scheduler configuration with positions inside the block (a syntax
// error in it too); a values file that leaves it at ~ is not one.
func TestVolcanoChartValuesAlone(t *testing.T) {
	res := run(t, linter.Options{Paths: []string{filepath.Join(helmData, "values")}})
	equal(t, findings(t, res), []string{
		"VCQ101 values/volcano-override.yaml:12:9",
		"VCQ112 values/malformed-override.yaml:7:29",
	})
	if errs := diagnostics(res, loader.LevelError); len(errs) > 0 {
		t.Errorf("input errors: %v", errs)
	}
}

// A template that fails to render is an input error at its line and
// column, as Helm's error names them.
func TestRenderErrorAtTemplateLine(t *testing.T) {
	res := run(t, linter.Options{Paths: []string{filepath.Join(helmData, "broken")}})
	errs := diagnostics(res, loader.LevelError)
	want := filepath.Join(helmData, "broken", "templates", "queue.yaml") + ":6:56: cannot render the Helm chart: "
	if len(errs) != 1 || !strings.HasPrefix(errs[0], want) {
		t.Fatalf("errors %q, want one starting %q", errs, want)
	}
	if !res.HasInputErrors() {
		t.Error("a render error is not an input error")
	}
}

// A templated YAML file outside any chart is a notice, not an input error;
// the same file inside a chart is rendered.
func TestStrayTemplateIsANotice(t *testing.T) {
	res := run(t, linter.Options{Paths: []string{filepath.Join(helmData, "stray")}})
	if errs := diagnostics(res, loader.LevelError); len(errs) > 0 {
		t.Errorf("input errors: %v", errs)
	}
	notices := diagnostics(res, loader.LevelNotice)
	if len(notices) != 1 || !strings.Contains(notices[0], "Go template actions") {
		t.Errorf("notices %q, want one about the template", notices)
	}
}

// A suppression comment in a values file covers a finding on a rendered
// object that the values file's line carries.
func TestSuppressionInValuesFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join(helmData, "volcano-like"))); err != nil {
		t.Fatal(err)
	}
	values := filepath.Join(dir, "values.yaml")
	data, err := os.ReadFile(values)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(data), "  weight: 0\n", "  weight: 0 # vcqlint:ignore VCQ305 -- set by the operator\n", 1)
	if edited == string(data) {
		t.Fatal("fixture changed: no weight: 0 line")
	}
	if err := os.WriteFile(values, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	res := run(t, linter.Options{Paths: []string{dir}})
	for _, f := range res.Findings {
		if f.RuleID == "VCQ305" && f.Pos.File == values {
			t.Errorf("suppressed finding reported: %s", f.Pos)
		}
	}
	if res.Suppressed != 1 {
		t.Errorf("suppressed %d, want 1", res.Suppressed)
	}
}

// A template named alone belongs to the chart above it on disk: the chart
// is rendered, as if its directory had been given.
func TestTemplateNamedAloneRendersItsChart(t *testing.T) {
	res := run(t, linter.Options{Paths: []string{filepath.Join(helmData, "volcano-like", "templates", "queue.yaml")}})
	if n := len(diagnostics(res, loader.LevelNotice)) + len(diagnostics(res, loader.LevelError)); n > 0 {
		t.Errorf("diagnostics: %v", res.Diagnostics)
	}
	if got := findings(t, res); len(got) != 4 {
		t.Errorf("findings %q, want the chart's 4", got)
	}
}

// Own-line comments in a chart's files cover the node below them, as in
// any file: above a values key, its findings on the lines under it; above
// a tier of a configuration file the chart reads, the plugins in it.
func TestSuppressionScopeInChartFiles(t *testing.T) {
	cases := []struct {
		name, file, old, new string
		suppressed           int
		gone                 []string // rule IDs whose findings in file must be gone
	}{
		{"above a values key with nested findings", "values.yaml", "  capability:\n",
			"  # vcqlint:ignore VCQ304 -- the operator patches it\n  capability:\n", 1, []string{"VCQ304"}},
		{"above the values key of a whole object", "values.yaml", "queue:\n",
			"# vcqlint:ignore VCQ304,VCQ305 -- team-a is set up by hand\nqueue:\n", 2, []string{"VCQ304", "VCQ305"}},
		{"above a template's key, past template actions at column 0", filepath.Join("charts", "queues", "templates", "queues.yaml"), "spec:\n  parent: {{ .Values.parent }}\n",
			"# vcqlint:ignore VCQ305 -- the batch queue is sized by hand\nspec:\n{{- if .Values.parent }}\n  parent: {{ .Values.parent }}\n{{- end }}\n", 1, []string{"VCQ305"}},
		{"above a sequence item of a configuration file", filepath.Join("config", "volcano-scheduler.conf"), "- plugins:\n  - name: drf\n",
			"# vcqlint:ignore VCQ101 -- proportion goes in the next rollout\n- plugins:\n  - name: drf\n", 1, []string{"VCQ101"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.CopyFS(dir, os.DirFS(filepath.Join(helmData, "volcano-like"))); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, c.file)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			edited := strings.Replace(string(data), c.old, c.new, 1)
			if edited == string(data) {
				t.Fatalf("fixture changed: no %q in %s", c.old, c.file)
			}
			if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
				t.Fatal(err)
			}
			res := run(t, linter.Options{Paths: []string{dir}})
			for _, f := range res.Findings {
				if f.Pos.File == path && (slices.Contains(c.gone, f.RuleID) || f.RuleID == "VCQ001") {
					t.Errorf("finding not suppressed: %s %s %s", f.Pos, f.RuleID, f.Message)
				}
			}
			if res.Suppressed != c.suppressed {
				t.Errorf("suppressed %d, want %d", res.Suppressed, c.suppressed)
			}
		})
	}
}

// Values layers held by another file (an Argo CD Application here): a
// values string, a values object and --set parameters are applied in order
// over the chart's values, and each finding points at the layer that set
// the value, two embeddings deep for the scheduler configuration written in
// the values string.
func TestValuesLayersInAnotherFile(t *testing.T) {
	chart := filepath.Join(helmData, "volcano-like")
	app := filepath.Join(helmData, "layers", "application.yaml")
	data, err := os.ReadFile(app)
	if err != nil {
		t.Fatal(err)
	}
	src := yamlpos.NewSource(data)
	docs, errs := yamlpos.Parse(data)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	at := func(keys ...string) *yaml.Node {
		n := docs[0].Root
		for _, k := range keys {
			var next *yaml.Node
			for kn, v := range yamlpos.Pairs(n) {
				if kn.Value == k {
					next = v
				}
			}
			if next == nil {
				t.Fatalf("no %v in %s", keys, app)
			}
			n = next
		}
		return n
	}
	str, err := helm.ValuesString(app, src, at("spec", "source", "helm", "values"))
	if err != nil {
		t.Fatal(err)
	}
	obj, err := helm.ValuesNode(app, src, at("spec", "source", "helm", "valuesObject"))
	if err != nil {
		t.Fatal(err)
	}
	param := at("spec", "source", "helm", "parameters").Content[0]
	res := run(t, linter.Options{
		Paths: []string{chart},
		Helm: []helm.Release{{Chart: chart, Sources: []helm.ValuesSource{str, obj},
			SetValues: []helm.SetValue{{Expr: "queue.capability.cpu=8", String: true, Pos: finding.Position{File: app, Line: param.Line, Column: param.Column}}}}},
	})
	if errs := diagnostics(res, loader.LevelError); len(errs) > 0 {
		t.Fatalf("input errors:\n%s", strings.Join(errs, "\n"))
	}
	equal(t, findings(t, res), []string{
		"VCQ101 layers/application.yaml:21:17",
		"VCQ305 layers/application.yaml:24:19",
		"VCQ305 volcano-like/charts/queues/templates/queues.yaml:7:3",
	})
}

// A values layer that is not a mapping is refused at its position.
func TestValuesLayerMustBeAMapping(t *testing.T) {
	data := []byte("spec:\n  values: |\n    - a\n  valuesObject: [1]\n")
	src := yamlpos.NewSource(data)
	docs, _ := yamlpos.Parse(data)
	spec := docs[0].Root.Content[1]
	if _, err := helm.ValuesString("app.yaml", src, spec.Content[1]); err == nil || !strings.HasPrefix(err.Error(), "app.yaml:3:5: values must be a mapping") {
		t.Errorf("string: %v", err)
	}
	if _, err := helm.ValuesNode("app.yaml", src, spec.Content[3]); err == nil || !strings.HasPrefix(err.Error(), "app.yaml:4:17: values must be a mapping") {
		t.Errorf("node: %v", err)
	}
}

// A --set value is a layer of its own: a finding on the value it set points
// where it is written.
func TestSetValuePosition(t *testing.T) {
	chart := filepath.Join(helmData, "volcano-like")
	at := finding.Position{File: filepath.Join(helmData, "layers", "application.yaml"), Line: 12, Column: 11}
	res := run(t, linter.Options{
		Paths: []string{chart},
		Helm:  []helm.Release{{Chart: chart, SetValues: []helm.SetValue{{Expr: "queue.weight=70000", Pos: at}}}},
	})
	equal(t, findings(t, res), []string{
		"VCQ101 volcano-like/config/volcano-scheduler.conf:8:5",
		"VCQ304 volcano-like/values.yaml:9:10",
		"VCQ305 layers/application.yaml:12:11",
		"VCQ305 volcano-like/charts/queues/templates/queues.yaml:7:3",
	})
}

// A hostile chart is an input error at the line of the call that goes over
// its budget; the chart's other templates and the rest of the input are
// still linted and reported.
func TestHostileChartLeavesTheRestLinted(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"chart/Chart.yaml":           "apiVersion: v2\nname: hostile\nversion: 0.1.0\n",
		"chart/templates/bomb.yaml":  "kind: ConfigMap\ndata:\n  x: {{ repeat 2000000000 \"ab\" | len }}\n",
		"chart/templates/queue.yaml": "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: in-chart\nspec:\n  weight: 0\n",
		"queue.yaml":                 "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: plain\nspec:\n  weight: 0\n",
	}
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res := run(t, linter.Options{Paths: []string{dir}})
	errs := diagnostics(res, loader.LevelError)
	want := filepath.Join(dir, "chart", "templates", "bomb.yaml") + ":3:8: cannot render the Helm chart: error calling repeat: the chart's templates go over vcqlint's render budget of 16 MiB"
	if len(errs) != 1 || !strings.HasPrefix(errs[0], want) {
		t.Errorf("errors %q, want one starting %q", errs, want)
	}
	var got []string
	for _, f := range res.Findings {
		rel, _ := filepath.Rel(dir, f.Pos.File)
		got = append(got, fmt.Sprintf("%s %s:%d", f.RuleID, filepath.ToSlash(rel), f.Pos.Line))
	}
	sort.Strings(got)
	equal(t, got, []string{"VCQ305 chart/templates/queue.yaml:6", "VCQ305 queue.yaml:6"})
}

// A value reached through range over .Values (a plugin list written line
// by line into a scheduler configuration) is reported at the element in
// the values file, not at the template's kind: line.
func TestPositionThroughRange(t *testing.T) {
	res := run(t, linter.Options{Paths: []string{filepath.Join(helmData, "range-plugins")}})
	equal(t, findings(t, res), []string{"VCQ101 range-plugins/values.yaml:9:11"})
}
