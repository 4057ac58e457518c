package helm

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/sandbox"
)

// writeChart writes a chart of the given files (paths relative to the
// chart) into a new directory and returns it.
func writeChart(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "chart")
	files["Chart.yaml"] = "apiVersion: v2\nname: hostile\nversion: 0.1.0\n" + files["Chart.yaml"]
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// bounded renders a chart and fails the test if it takes minutes: each
// attack must end on the render's own budget, long before the sandbox's.
func bounded(t *testing.T, rel Release) Output {
	t.Helper()
	done := make(chan Output, 1)
	go func() { done <- Render(rel, 0, NewMapper()) }()
	select {
	case out := <-done:
		return out
	case <-time.After(2 * time.Minute):
		t.Fatal("the rendering did not end within 2 minutes")
	}
	return Output{}
}

// errorAt finds the error at file:line whose message holds want.
func errorAt(t *testing.T, out Output, file string, line int, want string) {
	t.Helper()
	for _, e := range out.Errors {
		if e.Pos.File == file && e.Pos.Line == line && strings.Contains(e.Msg, want) {
			return
		}
	}
	t.Errorf("no error at %s:%d with %q; errors:\n%s", file, line, want, describe(out.Errors))
}

func describe(errs []Error) string {
	var b strings.Builder
	for _, e := range errs {
		fmt.Fprintf(&b, "  %s: %s\n", e.Pos, clipped(e.Msg))
	}
	return b.String()
}

func clipped(s string) string {
	if len(s) > 400 {
		return s[:200] + " … " + s[len(s)-200:]
	}
	return s
}

// Each builder attack of issue 25 ends on the budget with an error at its
// template and line; the chart's other templates are still rendered.
func TestBuilderAttacksStopAtTheirLine(t *testing.T) {
	defines := strings.Builder{}
	defines.WriteString(`{{- define "d0" -}}{{- end -}}{{- define "t0" -}}{{- end -}}` + "\n")
	for i := 1; i <= 40; i++ {
		fmt.Fprintf(&defines, `{{- define "d%d" -}}{{ include "d%d" . }}{{ include "d%d" . }}{{- end -}}`, i, i-1, i-1)
		fmt.Fprintf(&defines, `{{- define "t%d" -}}{{ template "t%d" . }}{{ template "t%d" . }}{{- end -}}`+"\n", i, i-1, i-1)
	}
	// Each case: the attack, the line of the call that goes over (in
	// attack.yaml, or in _defines.tpl for the nested defines) and the
	// budget that stops it.
	cases := []struct {
		name, template string
		defines        bool
		line           int
		want           string
	}{
		{"2^40 includes that write nothing", "x: {{ include \"d40\" . }}\n", true, 0, "include, template and tpl calls"},
		{"2^40 template calls that write nothing", "x: {{ template \"t40\" . }}\n", true, 0, "include, template and tpl calls"},
		{"until 2000000000", "x: {{ until 2000000000 | len }}\n", false, 1, "elements in one list"},
		{"untilStep", "x: {{ untilStep 0 2000000000 1 | len }}\n", false, 1, "elements in one list"},
		{"seq", "kind: ConfigMap\nx: {{ seq 2000000000 | len }}\n", false, 2, "elements in one list"},
		{"repeat 2000000000", "x: {{ repeat 2000000000 \"ab\" | len }}\n", false, 1, "in one string"},
		{"randBytes 1500000000", "x: {{ randBytes 1500000000 | len }}\n", false, 1, "in one string"},
		{"a string doubled 40 times", "{{- $s := \"ab\" }}\n{{- range until 40 }}{{ $s = cat $s $s }}{{ end }}\nx: {{ len $s }}\n", false, 2, "in one string"},
		{"a string doubled with printf", "{{- $s := \"ab\" }}\n{{- range until 40 }}{{ $s = printf \"%s%s\" $s $s }}{{ end }}\nx: {{ len $s }}\n", false, 2, "in one string"},
		{"indent 2000000000", "x: {{ indent 2000000000 \"a\" | len }}\n", false, 1, "in one string"},
		{"a dict that holds itself twice, 40 times, printed", "{{- $d := dict }}\n{{- range until 40 }}{{ $d = dict \"a\" $d \"b\" $d }}{{ end }}\nx: {{ $d }}\n", false, 3, "render budget"},
		{"the same, serialised", "{{- $d := dict }}\n{{- range until 40 }}{{ $d = dict \"a\" $d \"b\" $d }}{{ end }}\nx: {{ toYaml $d }}\n", false, 3, "render budget"},
		{"range 2000000000", "x: {{ range 2000000000 }}{{ end }}\n", false, 1, "range iterations"},
		{"uniq of a long list", "x: {{ until 20000 | uniq | len }}\n", false, 1, "list comparisons"},
		{"tpl that renders itself", "kind: ConfigMap\nx: {{ tpl .Values.self . }}\n", false, 2, "tpl calls nest more than 1000 deep"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := writeChart(t, map[string]string{
				"templates/_defines.tpl": defines.String(),
				"templates/attack.yaml":  c.template,
				"templates/fine.yaml":    "kind: ConfigMap\nmetadata:\n  name: fine\n",
				"values.yaml":            "self: '{{ tpl .Values.self . }}'\n",
			})
			start := time.Now()
			out := bounded(t, Release{Chart: dir})
			if c.defines {
				// The call that goes over is in one of the defines.
				if len(out.Errors) != 1 || out.Errors[0].Pos.File != filepath.Join(dir, "templates", "_defines.tpl") || out.Errors[0].Pos.Line < 2 || !strings.Contains(out.Errors[0].Msg, c.want) {
					t.Errorf("errors:\n%s", describe(out.Errors))
				}
			} else {
				errorAt(t, out, filepath.Join(dir, "templates", "attack.yaml"), c.line, c.want)
			}
			if !hasTemplate(out, "fine.yaml") {
				t.Error("the chart's other template was not rendered")
			}
			t.Logf("stopped in %v", time.Since(start))
		})
	}
}

// 300 genPrivateKey calls cost nothing (the keys are vcqlint's fixed ones),
// and randomness and the clock render the same on every run.
func TestRandomnessAndClockAreFixed(t *testing.T) {
	dir := writeChart(t, map[string]string{
		"templates/keys.yaml":  "{{- range until 300 }}\n---\nkind: Secret\nmetadata:\n  name: k{{ . }}\ndata:\n  key: {{ genPrivateKey \"rsa\" | b64enc }}\n{{- end }}\n",
		"templates/names.yaml": "kind: ConfigMap\nmetadata:\n  name: cm-{{ randAlphaNum 8 | lower }}\n  uid: {{ uuidv4 }}\n  date: {{ now | date \"2006-01-02T15:04:05Z07:00\" }}\n  ca: {{ (genCA \"ca\" 30).Cert | sha256sum }}\n",
	})
	first := bounded(t, Release{Chart: dir})
	if len(first.Errors) > 0 {
		t.Fatalf("errors:\n%s", describe(first.Errors))
	}
	second := bounded(t, Release{Chart: dir})
	for i := range first.Files {
		if string(first.Files[i].Text) != string(second.Files[i].Text) {
			t.Errorf("%s differs between two runs", first.Files[i].Name)
		}
	}
	if !strings.Contains(textOf(first, "names.yaml"), "date: 2025-01-01T00:00:00Z") {
		t.Errorf("now is not the fixed time:\n%s", textOf(first, "names.yaml"))
	}
}

func textOf(out Output, base string) string {
	for _, f := range out.Files {
		if filepath.Base(f.Template) == base {
			return string(f.Text)
		}
	}
	return ""
}

// getHostByName never resolves: it renders "" without a DNS query (a
// resolver that records every dial sees none), and env is not a function.
func TestNoNetworkNoEnvironment(t *testing.T) {
	var dials atomic.Int32
	saved := net.DefaultResolver
	net.DefaultResolver = &net.Resolver{PreferGo: true, Dial: func(context.Context, string, string) (net.Conn, error) {
		dials.Add(1)
		return nil, fmt.Errorf("no network in tests")
	}}
	defer func() { net.DefaultResolver = saved }()
	dir := writeChart(t, map[string]string{
		"templates/dns.yaml": "kind: ConfigMap\ndata:\n  ip: \"{{ getHostByName \"exfiltrate.example.com\" }}\"\n",
	})
	out := bounded(t, Release{Chart: dir})
	if got := textOf(out, "dns.yaml"); !strings.Contains(got, `ip: ""`) || dials.Load() != 0 {
		t.Errorf("getHostByName rendered %q after %d DNS dials", got, dials.Load())
	}
	dir = writeChart(t, map[string]string{"templates/env.yaml": "x: {{ env \"HOME\" }}\ny: {{ expandenv \"$HOME\" }}\n"})
	out = bounded(t, Release{Chart: dir})
	errorAt(t, out, filepath.Join(dir, "templates", "env.yaml"), 1, `function "env" not defined`)
}

// A symbolic link in a chart that leads outside the linted root (here to
// this process's environment, holding a secret) is an error at the link:
// nothing is read through it, and the secret reaches no output.
func TestSymlinkOutOfTheRootIsRefusedAtTheLink(t *testing.T) {
	const canary = "VCQLINT_TEST_CANARY_6f1d"
	t.Setenv("VCQLINT_TEST_SECRET", canary)
	dir := writeChart(t, map[string]string{
		"templates/leak.yaml": "x: {{ fail (.Files.Get \"env.txt\") }}\n",
	})
	link := filepath.Join(dir, "env.txt")
	if err := os.Symlink("/proc/self/environ", link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	out := bounded(t, Release{Chart: dir})
	errorAt(t, out, link, 1, "leads outside the linted root")
	for _, e := range out.Errors {
		if strings.Contains(e.Msg, canary) {
			t.Errorf("the secret reached an error: %s", e.Msg)
		}
	}
	for _, f := range out.Files {
		if strings.Contains(string(f.Text), canary) {
			t.Errorf("the secret reached %s", f.Name)
		}
	}
	// A directory link that holds itself is refused too, at the link.
	dir = writeChart(t, map[string]string{"templates/x.yaml": "kind: ConfigMap\n"})
	loop := filepath.Join(dir, "files", "loop")
	if err := os.MkdirAll(filepath.Dir(loop), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("..", loop); err != nil {
		t.Fatal(err)
	}
	out = bounded(t, Release{Chart: dir})
	errorAt(t, out, loop, 1, "symbolic link loop")
}

// A file:// dependency outside the linted root is an error at its
// repository: line, and is not read; one inside is loaded.
func TestFileDependencyOutsideTheRoot(t *testing.T) {
	base := t.TempDir()
	if err := os.Mkdir(filepath.Join(base, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	repo := filepath.Join(base, "repo")
	outside := filepath.Join(t.TempDir(), "outside")
	for _, d := range []string{filepath.Join(repo, "lib"), outside} {
		if err := os.MkdirAll(filepath.Join(d, "templates"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(d, "Chart.yaml"), []byte("apiVersion: v2\nname: "+filepath.Base(d)+"\nversion: 0.1.0\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(d, "templates", "t.yaml"), []byte("kind: ConfigMap\nmetadata:\n  name: "+filepath.Base(d)+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	rel, err := filepath.Rel(filepath.Join(base, "repo", "app"), outside)
	if err != nil {
		t.Fatal(err)
	}
	app := filepath.Join(repo, "app")
	if err := os.MkdirAll(filepath.Join(app, "templates"), 0o755); err != nil {
		t.Fatal(err)
	}
	chart := "apiVersion: v2\nname: app\nversion: 0.1.0\ndependencies:\n  - name: lib\n    version: 0.1.0\n    repository: file://../lib\n  - name: outside\n    version: 0.1.0\n    repository: file://" + filepath.ToSlash(rel) + "\n"
	if err := os.WriteFile(filepath.Join(app, "Chart.yaml"), []byte(chart), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(app, "templates", "a.yaml"), []byte("kind: ConfigMap\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := bounded(t, Release{Chart: app})
	errorAt(t, out, filepath.Join(app, "Chart.yaml"), 10, "outside the linted root")
	if !hasTemplate(out, "t.yaml") {
		t.Error("the file:// dependency inside the root was not rendered")
	}
	for _, in := range out.Inputs {
		if strings.HasPrefix(in, outside) {
			t.Errorf("read outside the root: %s", in)
		}
	}
}

// A tpl error is placed at the template that called tpl, never at the
// tpl text's own "line 1" of a file that does not exist.
func TestTplErrorAtTheCallingTemplate(t *testing.T) {
	dir := writeChart(t, map[string]string{
		"values.yaml":        "text: '{{ .Values.missing.deeper.still }}'\n",
		"templates/use.yaml": "kind: ConfigMap\ndata:\n  x: {{ tpl .Values.text . }}\n",
	})
	out := bounded(t, Release{Chart: dir})
	errorAt(t, out, filepath.Join(dir, "templates", "use.yaml"), 3, "error calling tpl")
	for _, e := range out.Errors {
		if strings.Contains(e.Pos.File, "gotpl") || strings.Contains(e.Pos.File, "tpl:") {
			t.Errorf("error placed at %s", e.Pos)
		}
	}
}

// A values file outside the linted root is an error at it, not read.
func TestValuesFileOutsideTheRoot(t *testing.T) {
	dir := writeChart(t, map[string]string{"templates/x.yaml": "kind: ConfigMap\n"})
	outside := filepath.Join(t.TempDir(), "values.yaml")
	if err := os.WriteFile(outside, []byte("secret: read\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	roots, err := boundary.Single(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer roots.Close()
	r := Renderer{Roots: roots, Runner: sandbox.InProcess(sandbox.Jobs{JobName: Job})}
	out := r.Render(context.Background(), Release{Chart: dir, Values: []string{outside}}, 0, NewMapper())
	errorAt(t, out, outside, 1, "outside the linted root")
	for _, in := range out.Inputs {
		if in == outside {
			t.Error("the values file outside the root was read")
		}
	}
}

// A value that breaks the chart's values.schema.json is an error at the
// line of the values layer that sets it, one per value.
func TestSchemaErrorsAtTheValue(t *testing.T) {
	dir := writeChart(t, map[string]string{
		"values.yaml":        "replicas: 2\nname: app\n",
		"values.schema.json": `{"type": "object", "properties": {"replicas": {"type": "integer", "minimum": 1}, "name": {"type": "string", "pattern": "^[a-z]+$"}}}`,
		"templates/x.yaml":   "kind: ConfigMap\n",
		"override.yaml":      "# the operator's values\nreplicas: 0\n",
		"names.yaml":         "name: Bad Name\n",
	})
	out := bounded(t, Release{Chart: dir, Values: []string{filepath.Join(dir, "override.yaml"), filepath.Join(dir, "names.yaml")}})
	errorAt(t, out, filepath.Join(dir, "override.yaml"), 2, "at '/replicas': minimum: got 0, want 1")
	errorAt(t, out, filepath.Join(dir, "names.yaml"), 1, "at '/name': 'Bad Name' does not match pattern")
	if len(out.Errors) != 2 {
		t.Errorf("errors:\n%s", describe(out.Errors))
	}
}
