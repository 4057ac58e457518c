package helm

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/sandbox"
)

func TestMain(m *testing.M) {
	// This test binary is also the sandbox worker of the renderings these
	// tests run in worker processes, as vcqlint's binary is in a real run.
	sandbox.Serve(sandbox.Jobs{JobName: Job})
	os.Exit(m.Run())
}

// workerRender renders a chart in a worker process within lim.
func workerRender(t *testing.T, dir string, lim sandbox.Limits) Output {
	t.Helper()
	runner, err := sandbox.New(sandbox.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer runner.Close()
	roots, err := boundary.Single(filepath.Dir(dir))
	if err != nil {
		t.Fatal(err)
	}
	defer roots.Close()
	r := Renderer{Roots: roots, Runner: runner, Limits: lim}
	return r.Render(context.Background(), Release{Chart: dir}, 0, NewMapper())
}

// A rendering that goes over the sandbox's time or memory budget, within
// the render's own budget, is stopped with an error at the chart's
// Chart.yaml that names the budget and how to raise it.
func TestSandboxBudgets(t *testing.T) {
	cases := []struct {
		name, template string
		lim            sandbox.Limits
		want           string
	}{
		{"time", "x: {{ range 900000 }}{{ end }}\n", sandbox.Limits{Time: time.Millisecond}, "over its time budget"},
		{"memory", "{{- $l := list }}{{ range until 30 }}{{ $l = append $l (repeat 10000000 (toString .)) }}{{ end }}\nx: {{ len $l }}\n",
			sandbox.Limits{Memory: 96 << 20}, "over its memory budget"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := writeChart(t, map[string]string{"templates/t.yaml": c.template})
			out := workerRender(t, dir, c.lim)
			errorAt(t, out, filepath.Join(dir, "Chart.yaml"), 1, c.want)
			if len(out.Errors) == 1 && !strings.Contains(out.Errors[0].Msg, "--helm-") {
				t.Errorf("the message does not say how to raise the budget: %s", out.Errors[0].Msg)
			}
		})
	}
	// The same worker renders a healthy chart after a stopped one.
	dir := writeChart(t, map[string]string{"templates/t.yaml": "kind: ConfigMap\nmetadata:\n  name: {{ .Chart.Name }}\n"})
	if out := workerRender(t, dir, sandbox.Limits{}); len(out.Errors) > 0 || !hasTemplate(out, "t.yaml") {
		t.Errorf("a healthy chart in a worker: %+v", out)
	}
}
