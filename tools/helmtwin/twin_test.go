package helmtwin

// The differential test: charts rendered by Helm's own engine (imported here,
// in test code only, so that the vcqlint binary does not link it) and by
// this package, compared byte for byte, with the same values and the same
// capabilities. Functions that vcqlint replaces on purpose (the clock,
// randomness) are compared as wildcards: their text is found by rendering
// twice with different fixed values, and Helm's text may hold anything there.

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/Masterminds/sprig/v3"
	"github.com/mitchellh/copystructure"
	"helm.sh/helm/v3/pkg/chart"
	"helm.sh/helm/v3/pkg/chart/loader"
	helmchartutil "helm.sh/helm/v3/pkg/chartutil"
	helmengine "helm.sh/helm/v3/pkg/engine"

	"github.com/vcqlint/vcqlint/internal/helm/chartutil"
	"github.com/vcqlint/vcqlint/internal/helm/engine"
)

// corpus is the committed corpus of charts, each exercising features of the
// template language and of chart structure.
var corpus = filepath.Join("..", "..", "testdata", "helm", "diff")

// publicChartsEnv names a directory of charts (fetched beside the project,
// never committed) to compare too: `VCQLINT_HELM_CHARTS=/path go test
// -run TestDifferentialPublicCharts ./helmtwin` (from tools/).
const publicChartsEnv = "VCQLINT_HELM_CHARTS"

// A case is one chart rendered with one values file (or none).
type diffCase struct {
	chart, values string
}

// outcome is what one engine made of a case.
type outcome struct {
	values   map[string]any
	rendered map[string]string
	err      string
	// used is the work our engine did.
	used engine.Budget
}

func snapshot(v map[string]any) map[string]any {
	cp, err := copystructure.Copy(v)
	if err != nil {
		panic(err)
	}
	return cp.(map[string]any)
}

func TestHelmCapabilitiesAreHelms(t *testing.T) {
	ours := chartutil.DefaultCapabilities().APIVersions
	if !slices.Equal([]string(ours), []string(helmchartutil.DefaultVersionSet)) {
		t.Errorf("API versions differ from Helm's:\nours  %q\nhelms %q", ours, helmchartutil.DefaultVersionSet)
	}
}

// maxUsed is the most work of each kind a case of the test needed, to size
// the default budget on real charts.
var maxUsed = []struct {
	what  string
	n     int64
	where string
	get   func(engine.Budget) int64
}{
	{"include, template and tpl calls", 0, "", func(b engine.Budget) int64 { return b.Calls }},
	{"tpl calls", 0, "", func(b engine.Budget) int64 { return b.Tpls }},
	{"range iterations", 0, "", func(b engine.Budget) int64 { return b.Iterations }},
	{"bytes written", 0, "", func(b engine.Budget) int64 { return b.Output }},
	{"bytes and elements built", 0, "", func(b engine.Budget) int64 { return b.Built }},
	{"costly calls", 0, "", func(b engine.Budget) int64 { return b.Expensive }},
}

func used(c diffCase, b engine.Budget) {
	for i := range maxUsed {
		if n := maxUsed[i].get(b); n > maxUsed[i].n {
			maxUsed[i].n, maxUsed[i].where = n, c.chart+" "+filepath.Base(c.values)
		}
	}
}

// bothFailed starts the outcome of a case both engines refuse alike.
const bothFailed = "both failed alike: "

// normalise orders the lines of a schema error, whose order follows Go's
// map order in the validator, in Helm as here.
func normalise(msg string) string {
	lines := strings.Split(msg, "\n")
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}

func TestDifferentialCorpus(t *testing.T) {
	entries, err := os.ReadDir(corpus)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) < 20 {
		t.Fatalf("the corpus has %d charts", len(entries))
	}
	for _, e := range entries {
		dir := filepath.Join(corpus, e.Name())
		for _, c := range casesOf(dir) {
			t.Run(e.Name()+"/"+filepath.Base(c.values), func(t *testing.T) {
				if d := compare(t, c); d != "" && !strings.HasPrefix(d, bothFailed) {
					t.Error(d)
				}
			})
		}
	}
}

// TestDifferentialPublicCharts compares every chart under the directory the
// environment names (a chart is a directory holding Chart.yaml, not inside
// another's charts/), with its default values and each ci/*values.yaml.
func TestDifferentialPublicCharts(t *testing.T) {
	root := os.Getenv(publicChartsEnv)
	if root == "" {
		t.Skipf("set %s to a directory of charts to compare them", publicChartsEnv)
	}
	charts := findCharts(t, root)
	compared, differing, failing := 0, 0, 0
	for _, dir := range charts {
		for _, c := range casesOf(dir) {
			name, _ := filepath.Rel(root, c.chart)
			d := compare(t, c)
			compared++
			switch {
			case strings.HasPrefix(d, bothFailed):
				failing++
				t.Logf("%s %s: %s", name, filepath.Base(c.values), d)
			case d != "":
				differing++
				t.Errorf("%s %s: %s", name, filepath.Base(c.values), d)
			}
		}
	}
	t.Logf("%d charts, %d cases compared: %d differ, %d fail to render in both engines alike", len(charts), compared, differing, failing)
	for _, m := range maxUsed {
		t.Logf("most %s: %d (%s)", m.what, m.n, m.where)
	}
}

func findCharts(t *testing.T, root string) []string {
	var out []string
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "charts" {
			if _, err := os.Stat(filepath.Join(filepath.Dir(p), "Chart.yaml")); err == nil {
				return filepath.SkipDir // subcharts render with their parent
			}
		}
		if !d.IsDir() && d.Name() == "Chart.yaml" {
			out = append(out, filepath.Dir(p))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// casesOf is the chart with its own values, and with each values file of
// its test-values/ or ci/ folder.
func casesOf(dir string) []diffCase {
	cases := []diffCase{{chart: dir}}
	for _, sub := range []string{"test-values", "ci"} {
		files, _ := filepath.Glob(filepath.Join(dir, sub, "*.yaml"))
		for _, f := range files {
			cases = append(cases, diffCase{chart: dir, values: f})
		}
	}
	return cases
}

// compare renders a case with both engines and describes the first
// difference, or "" when they agree.
func compare(t *testing.T, c diffCase) string {
	t.Helper()
	user := map[string]any{}
	if c.values != "" {
		data, err := os.ReadFile(c.values)
		if err != nil {
			t.Fatal(err)
		}
		if user, err = helmchartutil.ReadValues(data); err != nil {
			return "cannot read values: " + err.Error()
		}
	}
	helm1, herr := withHelm(c.chart, user)
	ours := withOurs(t, c.chart, user, engine.DefaultFixed())
	used(c, ours.used)
	if herr != nil {
		return "helm cannot load: " + herr.Error()
	}
	if helm1.err != "" || ours.err != "" {
		if normalise(helm1.err) != normalise(ours.err) {
			return fmt.Sprintf("errors differ:\nhelm: %s\nours: %s", helm1.err, ours.err)
		}
		return bothFailed + clip(helm1.err)
	}
	if d := valuesDiff("", helm1.values, ours.values); d != "" {
		return "values differ at " + d
	}
	other := engine.DefaultFixed()
	other.Now = other.Now.Add(400*24*time.Hour + time.Hour + time.Minute + time.Second)
	other.Seed[0] ^= 0xff
	ours2 := withOurs(t, c.chart, user, other)
	helm2, _ := withHelm(c.chart, user)
	names := slices.Sorted(maps.Keys(helm1.rendered))
	if got := slices.Sorted(maps.Keys(ours.rendered)); !slices.Equal(names, got) {
		return fmt.Sprintf("templates differ:\nhelm: %q\nours: %q", names, got)
	}
	for _, name := range names {
		if helm1.rendered[name] != helm2.rendered[name] {
			continue // Helm's own output changes from run to run (map order)
		}
		if !matches(helm1.rendered[name], ours.rendered[name], ours2.rendered[name]) {
			return fmt.Sprintf("%s differs:\n%s", name, firstDifference(helm1.rendered[name], ours.rendered[name]))
		}
	}
	return ""
}

// withHelm renders with Helm's chartutil and engine, as `helm template`:
// an error to load the chart, or the outcome (which may be Helm's error).
func withHelm(dir string, user map[string]any) (outcome, error) {
	ch, err := loader.LoadDir(dir)
	if err != nil {
		return outcome{}, err
	}
	return helmRender(ch, user), nil
}

func helmRender(ch *chart.Chart, user map[string]any) outcome {
	if err := helmchartutil.ProcessDependenciesWithMerge(ch, user); err != nil {
		return outcome{err: err.Error()}
	}
	caps := helmchartutil.DefaultCapabilities.Copy()
	ours := chartutil.DefaultCapabilities()
	caps.KubeVersion = helmchartutil.KubeVersion(ours.KubeVersion)
	caps.HelmVersion.Version = ours.HelmVersion.Version
	caps.HelmVersion.GoVersion = ""
	top, err := helmchartutil.ToRenderValuesWithSchemaValidation(ch, user, helmchartutil.ReleaseOptions{Name: "rel", Namespace: "ns", Revision: 1, IsInstall: true}, caps, false)
	if err != nil {
		return outcome{err: err.Error()}
	}
	// The values before rendering: a template may change them (set), and
	// does with the replaced functions' values (a random password).
	values := snapshot(top["Values"].(helmchartutil.Values))
	out, err := helmengine.Render(ch, top)
	if err != nil {
		return outcome{err: err.Error()}
	}
	return outcome{values: values, rendered: out}
}

// withOurs renders with this package.
func withOurs(t *testing.T, dir string, user map[string]any, fixed engine.Fixed) outcome {
	t.Helper()
	ch, err := loader.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := chartutil.ProcessDependencies(ch, user); err != nil {
		return outcome{err: err.Error()}
	}
	top, err := chartutil.ToRenderValues(ch, user, chartutil.ReleaseOptions{Name: "rel", Namespace: "ns", Revision: 1, IsInstall: true}, nil)
	if err != nil {
		return outcome{err: err.Error()}
	}
	values := snapshot(top["Values"].(chartutil.Values))
	e := engine.New()
	e.Fixed = fixed
	res := e.Render(ch, top)
	if len(res.Errors) > 0 {
		return outcome{err: res.Errors[0].Error(), used: res.Used}
	}
	return outcome{values: values, rendered: res.Rendered, used: res.Used}
}

// valuesDiff names the first path at which two values differ, or "".
func valuesDiff(path string, a, b any) string {
	am, aok := a.(map[string]any)
	bm, bok := b.(map[string]any)
	if aok && bok {
		for _, k := range slices.Sorted(maps.Keys(am)) {
			if _, ok := bm[k]; !ok {
				return fmt.Sprintf("%s.%s: helm has %s, ours nothing", path, k, clip(fmt.Sprint(am[k])))
			}
			if d := valuesDiff(path+"."+k, am[k], bm[k]); d != "" {
				return d
			}
		}
		for _, k := range slices.Sorted(maps.Keys(bm)) {
			if _, ok := am[k]; !ok {
				return fmt.Sprintf("%s.%s: ours has %s, helm nothing", path, k, clip(fmt.Sprint(bm[k])))
			}
		}
		return ""
	}
	if !reflect.DeepEqual(a, b) {
		return fmt.Sprintf("%s: helm %s (%T), ours %s (%T)", path, clip(fmt.Sprint(a)), a, clip(fmt.Sprint(b)), b)
	}
	return ""
}

// matches reports whether helm's text equals ours where our two renderings
// agree; where they differ (a replaced function's text), any text matches.
func matches(helm, ours, ours2 string) bool {
	if helm == ours {
		return true
	}
	if ours == ours2 {
		return false
	}
	var re strings.Builder
	re.WriteString(`(?s)\A`)
	a, b := ours, ours2
	for a != "" || b != "" {
		p := commonPrefix(a, b)
		re.WriteString(regexp.QuoteMeta(a[:p]))
		a, b = a[p:], b[p:]
		if a == "" && b == "" {
			break
		}
		// The differing run ends where the texts meet again: at the next
		// line break or space both have after it.
		ea, eb := resync(a, b)
		re.WriteString(`.*?`)
		a, b = a[ea:], b[eb:]
	}
	re.WriteString(`\z`)
	ok, err := regexp.MatchString(re.String(), helm)
	return err == nil && ok
}

func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// resync finds where two texts that differ at their start agree again: the
// first separator (line break, space, quote) in a at which the rest of a
// and the rest of b after the same separator share the next line.
func resync(a, b string) (int, int) {
	for i := 0; i < len(a); i++ {
		if !strings.ContainsRune("\n \"',:", rune(a[i])) {
			continue
		}
		line := a[i:]
		if j := strings.IndexByte(line[1:], '\n'); j >= 0 {
			line = line[:j+2]
		}
		if j := strings.Index(b, line); j >= 0 {
			return i, j
		}
	}
	return len(a), len(b)
}

func firstDifference(a, b string) string {
	p := commonPrefix(a, b)
	from := strings.LastIndexByte(a[:p], '\n') + 1
	return fmt.Sprintf("at byte %d:\nhelm: %q\nours: %q", p, clip(a[from:]), clip(b[from:]))
}

func clip(s string) string {
	if len(s) > 300 {
		return s[:300] + "…"
	}
	return s
}

// Helm's engine and this one know the same function names: a template that
// names each of sprig's functions (env and expandenv aside) and Helm's
// parses in both.
func TestSameFunctionNamesAsHelm(t *testing.T) {
	var b strings.Builder
	b.WriteString("{{- if false }}\n")
	names := slices.Sorted(maps.Keys(sprig.TxtFuncMap()))
	names = append(names, engine.HelmFunctionNames()...)
	for _, n := range names {
		if !engine.Refused(n) {
			b.WriteString("{{ " + n + " }}\n")
		}
	}
	b.WriteString("{{- end }}\nkind: ConfigMap\n")
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "templates"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "Chart.yaml"), []byte("apiVersion: v2\nname: names\nversion: 0.1.0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "templates", "t.yaml"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	helm, err := withHelm(dir, map[string]any{})
	if err != nil || helm.err != "" {
		t.Fatalf("Helm: %v %s", err, helm.err)
	}
	if d := compare(t, diffCase{chart: dir}); d != "" {
		t.Error(d)
	}
}
