package loader

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
)

const testdataDir = "../../testdata/loader"

func readTestdata(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(testdataDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func loadTestdata(t testing.TB, name string) (*File, string) {
	t.Helper()
	text := readTestdata(t, name)
	return Load(name, []byte(text)), text
}

// posOf is the position of the nth (0-based) occurrence of needle in text,
// with a character column.
func posOf(t testing.TB, file, text, needle string, nth int) finding.Position {
	t.Helper()
	off, from := -1, 0
	for i := 0; i <= nth; i++ {
		j := strings.Index(text[from:], needle)
		if j < 0 {
			t.Fatalf("occurrence %d of %q not in %s", nth, needle, file)
		}
		off = from + j
		from = off + 1
	}
	lineStart := strings.LastIndex(text[:off], "\n") + 1
	return finding.Position{File: file, Line: strings.Count(text[:off], "\n") + 1, Column: utf8.RuneCountInString(text[lineStart:off]) + 1}
}

func lineOf(t testing.TB, text, needle string) int {
	t.Helper()
	i := strings.Index(text, needle)
	if i < 0 {
		t.Fatalf("%q not in text", needle)
	}
	return strings.Count(text[:i], "\n") + 1
}

func ids(f *File) []string {
	var out []string
	for _, o := range f.Objects {
		out = append(out, o.Kind+" "+o.ID())
	}
	return out
}

func errorsOf(f *File) []Diagnostic {
	var out []Diagnostic
	for _, d := range f.Diagnostics {
		if d.Level == LevelError {
			out = append(out, d)
		}
	}
	return out
}

func noticesOf(f *File) []Diagnostic {
	var out []Diagnostic
	for _, d := range f.Diagnostics {
		if d.Level == LevelNotice {
			out = append(out, d)
		}
	}
	return out
}

func TestLoadKubectlList(t *testing.T) {
	f, text := loadTestdata(t, "queue-list.yaml")
	if len(f.Diagnostics) != 0 {
		t.Fatalf("diagnostics: %+v", f.Diagnostics)
	}
	if got, want := ids(f), []string{"Queue Queue/default", "Queue Queue/team-a"}; !slices.Equal(got, want) {
		t.Fatalf("objects %v, want %v", got, want)
	}
	// The List is a container: its 3 items are the documents.
	if f.Documents != 3 || !maps(f.Ignored, map[string]int{"Service": 1}) {
		t.Errorf("documents %d, ignored %v", f.Documents, f.Ignored)
	}
	// Status and server metadata of a `kubectl get -o yaml` are no problems.
	for _, o := range f.Objects {
		if len(o.Problems) != 0 {
			t.Errorf("%s: problems %v", o.ID(), o.Problems)
		}
	}
	q := f.Objects[1]
	if want := posOf(t, q.File, text, "apiVersion: scheduling.volcano.sh/v1beta1", 1); q.Start() != want {
		t.Errorf("team-a starts at %v, want %v", q.Start(), want)
	}
	if want := posOf(t, q.File, text, "cpu: \"16\"\n    parent", 0); q.Pos("spec", "capability", "cpu") != want {
		t.Errorf("capability.cpu at %v, want %v", q.Pos("spec", "capability", "cpu"), want)
	}
	spec := q.Typed.(*api.Queue)
	if spec.Spec.ParentName() != "root" || *spec.Spec.Weight != 2 || spec.Status.State != "Open" {
		t.Errorf("team-a decoded %+v", spec.Spec)
	}
}

func maps(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func TestLoadNestedAndOddLists(t *testing.T) {
	text := `kind: List
items:
- kind: QueueList
  apiVersion: scheduling.volcano.sh/v1beta1
  items:
  - apiVersion: scheduling.volcano.sh/v1beta1
    kind: Queue
    metadata: {name: inner}
- apiVersion: v1
  kind: ConfigMap
  metadata: {name: cm, namespace: ns}
  data: {a: b}
---
kind: List
items: {not: a list}
---
kind: List
metadata: {}
`
	f := Load("lists.yaml", []byte(text))
	if got, want := ids(f), []string{"Queue Queue/inner", "ConfigMap ConfigMap/ns/cm"}; !slices.Equal(got, want) {
		t.Errorf("objects %v, want %v", got, want)
	}
	errs := errorsOf(f)
	if len(errs) != 1 || errs[0].Pos != posOf(t, "lists.yaml", text, "{not: a list}", 0) || errs[0].Msg != "List: items must be a list" {
		t.Errorf("errors %+v", errs)
	}
	// A List without items is just an ignored kind.
	if f.Ignored["List"] != 1 {
		t.Errorf("ignored %v", f.Ignored)
	}
}

func TestLoadJSON(t *testing.T) {
	f, text := loadTestdata(t, "configmap.json")
	if len(f.Diagnostics) != 0 {
		t.Fatalf("diagnostics %+v", f.Diagnostics)
	}
	if len(f.Objects) != 2 || f.Objects[0].Kind != manifest.KindConfigMap || f.Objects[1].Kind != manifest.KindSchedulerConfig {
		t.Fatalf("objects %v", ids(f))
	}
	cm, conf := f.Objects[0], f.Objects[1]
	if cm.ID() != "ConfigMap/volcano-system/volcano-scheduler-configmap" || conf.ID() != cm.ID() || conf.Owner != cm || conf.EmbeddedKey != SchedulerConfKey {
		t.Errorf("conf %q owner %v key %q", conf.ID(), conf.Owner, conf.EmbeddedKey)
	}
	sc := conf.Typed.(*api.SchedulerConfiguration)
	if sc.Actions != "enqueue, allocate, backfill" || len(sc.Plugins) != 9 {
		t.Fatalf("conf %q with %d plugins", sc.Actions, len(sc.Plugins))
	}
	// Every plugin name points inside the one-line JSON string.
	for i, p := range sc.Plugins {
		want := posOf(t, conf.File, text, "name: "+p.Name, 0)
		want.Column += len("name: ")
		if got := conf.NodePos(p.NameNode); got != want {
			t.Errorf("plugin %d %s at %v, want %v", i, p.Name, got, want)
		}
	}
	gang := sc.Plugins[1]
	if v, set := gang.Option("enablePreemptable"); !set || v {
		t.Errorf("gang enablePreemptable = %v %v", v, set)
	}
	if want := posOf(t, conf.File, text, "enablePreemptable", 0); conf.NodePos(gang.Options[0].KeyNode) != want {
		t.Errorf("toggle at %v, want %v", conf.NodePos(gang.Options[0].KeyNode), want)
	}
	// metadata of an embedded configuration is its ConfigMap's.
	if want := posOf(t, cm.File, text, `"name": "volcano-scheduler-configmap"`, 0); conf.Pos("metadata", "name") != want {
		t.Errorf("metadata.name at %v, want %v", conf.Pos("metadata", "name"), want)
	}
}

func TestLoadBinary(t *testing.T) {
	for _, data := range [][]byte{
		[]byte(readTestdata(t, "binary.yaml")),
		{0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 0x0d},
		[]byte("kind: Queue\nname: \xc3\x28\n"), // invalid UTF-8
	} {
		f := Load("bin.yaml", data)
		if len(f.Objects) != 0 || len(f.Diagnostics) != 1 {
			t.Fatalf("%q: objects %v diagnostics %+v", data, ids(f), f.Diagnostics)
		}
		d := f.Diagnostics[0]
		if d.Level != LevelError || d.Pos != (finding.Position{File: "bin.yaml", Line: 1, Column: 1}) || !strings.Contains(d.Msg, "binary") {
			t.Errorf("diagnostic %+v", d)
		}
	}
}

func TestLoadInvalidYAMLKeepsOtherDocuments(t *testing.T) {
	f, text := loadTestdata(t, "broken-middle.yaml")
	if got, want := ids(f), []string{"Queue Queue/first", "Queue Queue/third"}; !slices.Equal(got, want) {
		t.Fatalf("objects %v, want %v", got, want)
	}
	errs := errorsOf(f)
	if len(errs) != 1 {
		t.Fatalf("errors %+v", errs)
	}
	if want := lineOf(t, text, "   owner: b"); errs[0].Pos.Line != want || errs[0].Pos.File != "broken-middle.yaml" {
		t.Errorf("error at %v, want line %d", errs[0].Pos, want)
	}
	if !strings.HasPrefix(errs[0].Msg, "invalid YAML: ") {
		t.Errorf("msg %q", errs[0].Msg)
	}
	third := f.Objects[1]
	if want := posOf(t, third.File, text, "parent: first", 0); third.Pos("spec", "parent") != want {
		t.Errorf("third's parent at %v, want %v", third.Pos("spec", "parent"), want)
	}
}

func TestLoadKinds(t *testing.T) {
	f, text := loadTestdata(t, "mixed-kinds.yaml")
	if got, want := ids(f), []string{"Queue Queue/real", "Node Node/node-1", "PodGroup PodGroup/ml/pg"}; !slices.Equal(got, want) {
		t.Fatalf("objects %v, want %v", got, want)
	}
	if len(errorsOf(f)) != 0 {
		t.Errorf("errors %+v", errorsOf(f))
	}
	notices := noticesOf(f)
	if len(notices) != 2 {
		t.Fatalf("notices %+v", notices)
	}
	if want := posOf(t, f.Name, text, "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Foo", 0); notices[0].Pos != want || !strings.Contains(notices[0].Msg, "scheduling.volcano.sh/v1beta1 Foo is not a kind/version vcqlint lints") {
		t.Errorf("Foo notice %+v, want at %v", notices[0], want)
	}
	if !strings.Contains(notices[1].Msg, "v1alpha9 Queue") {
		t.Errorf("second notice %+v", notices[1])
	}
	want := map[string]int{"Deployment": 2, "Service": 1, "Foo": 1, "Queue": 1, "<no kind>": 1, "<not a mapping>": 1}
	if !maps(f.Ignored, want) {
		t.Errorf("ignored %v, want %v", f.Ignored, want)
	}
	if f.Documents != 10 {
		t.Errorf("documents %d, want 10", f.Documents)
	}
	node := f.Objects[1].Typed.(*api.Node)
	if gpu := node.Status.Allocatable["nvidia.com/gpu"]; gpu.Value() != 4 {
		t.Errorf("node gpu %v", gpu.String())
	}
}

func TestLoadBareSchedulerConf(t *testing.T) {
	f, text := loadTestdata(t, "bare-scheduler-conf.yaml")
	if len(f.Objects) != 1 || len(f.Diagnostics) != 0 {
		t.Fatalf("objects %v diagnostics %+v", ids(f), f.Diagnostics)
	}
	o := f.Objects[0]
	if o.Kind != manifest.KindSchedulerConfig || o.Owner != nil || o.EmbeddedKey != "" || o.ID() != "SchedulerConfiguration/bare-scheduler-conf.yaml" {
		t.Errorf("object %+v", o)
	}
	sc := o.Typed.(*api.SchedulerConfiguration)
	var names []string
	for _, p := range sc.Plugins {
		names = append(names, p.Name)
	}
	if !slices.Equal(names, []string{"priority", "gang", "drf", "proportion"}) {
		t.Errorf("plugins %v", names)
	}
	if p := sc.Plugins[2]; p.Tier != 1 || p.Index != 0 || o.NodePos(p.Node) != posOf(t, f.Name, text, "name: drf", 0) {
		t.Errorf("drf tier %d index %d at %v", p.Tier, p.Index, o.NodePos(p.Node))
	}
	// Only actions alone, or tiers alone, is not recognised as a conf.
	f = Load("half.yaml", []byte("actions: \"allocate\"\n"))
	if len(f.Objects) != 0 || f.Ignored["<no kind>"] != 1 {
		t.Errorf("actions alone: %v %v", ids(f), f.Ignored)
	}
}

func TestLoadRawConf(t *testing.T) {
	f, text := loadTestdata(t, "not-yaml.conf")
	if len(f.Diagnostics) != 0 {
		t.Errorf("a bad .conf is a finding, not an input error: %+v", f.Diagnostics)
	}
	if len(f.Objects) != 1 {
		t.Fatalf("want one configuration object for the file, got %v", ids(f))
	}
	o := f.Objects[0]
	if o.Kind != manifest.KindSchedulerConfig || o.Typed != nil || o.SyntaxErr == nil {
		t.Fatalf("object %+v", o)
	}
	if want := lineOf(t, text, "enqueue, allocate"); o.SyntaxErr.Line != want || o.SyntaxErr.File != "not-yaml.conf" {
		t.Errorf("syntax error at %v, want line %d", *o.SyntaxErr, want)
	}
	if !strings.HasPrefix(o.SyntaxMsg, "not valid YAML: ") {
		t.Errorf("msg %q", o.SyntaxMsg)
	}
	if o.Start() != (finding.Position{File: "not-yaml.conf", Line: 1, Column: 1}) {
		t.Errorf("start %v", o.Start())
	}
	// A valid raw .conf.
	good := readTestdata(t, "bare-scheduler-conf.yaml")
	f = Load("volcano-scheduler.conf", []byte(good))
	if len(f.Objects) != 1 || f.Objects[0].SyntaxErr != nil || len(f.Objects[0].Typed.(*api.SchedulerConfiguration).Plugins) != 4 {
		t.Errorf("good conf: %v", ids(f))
	}
	// A .conf holding a YAML scalar, not a mapping: a wrong type.
	f = Load("x.CONF", []byte("tiers and actions, in words\n"))
	if len(f.Objects) != 1 || len(f.Objects[0].Problems) != 1 || f.Objects[0].Problems[0].Kind != decode.WrongType {
		t.Errorf("scalar conf: %v %+v", ids(f), f.Objects)
	}
	// Other .conf files are not scheduler configurations.
	f = Load("nginx.conf", []byte("server {\n  listen 80;\n}\n"))
	if len(f.Objects) != 0 || f.Ignored["<.conf without actions or tiers>"] != 1 || len(f.Diagnostics) != 1 || f.Diagnostics[0].Level != LevelNotice {
		t.Errorf("nginx.conf: %v %v %+v", ids(f), f.Ignored, f.Diagnostics)
	}
}

func TestLoadConfigMapBadConf(t *testing.T) {
	f, text := loadTestdata(t, "configmap-bad-conf.yaml")
	if len(f.Diagnostics) != 0 {
		t.Errorf("diagnostics %+v", f.Diagnostics)
	}
	if len(f.Objects) != 2 {
		t.Fatalf("objects %v", ids(f))
	}
	conf := f.Objects[1]
	if conf.SyntaxErr == nil || conf.Typed != nil || conf.Owner != f.Objects[0] {
		t.Fatalf("conf %+v", conf)
	}
	// The offending token: the key indented one space past `- name`.
	if want := posOf(t, f.Name, text, "enableJobOrder", 0); *conf.SyntaxErr != want {
		t.Errorf("syntax error at %v, want %v (%s)", *conf.SyntaxErr, want, conf.SyntaxMsg)
	}
	if !strings.HasPrefix(conf.SyntaxMsg, "not valid YAML: ") {
		t.Errorf("msg %q", conf.SyntaxMsg)
	}
}

func TestLoadConfigMapConfShapes(t *testing.T) {
	cases := []struct {
		name, conf, msg string
		errs            int
	}{
		{"integer", "volcano-scheduler.conf: 5", "must be a string holding the YAML configuration, got the integer 5", 1},
		{"mapping", "volcano-scheduler.conf:\n    actions: allocate", "must be a string holding the YAML configuration, got a mapping", 1},
		{"empty", "volcano-scheduler.conf: \"\"", "the configuration is empty", 0},
		{"comment only", "volcano-scheduler.conf: |\n    # nothing here", "the configuration is empty", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			text := "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata:\n  " + c.conf + "\n"
			f := Load("cm.yaml", []byte(text))
			if len(errorsOf(f)) != c.errs {
				t.Errorf("errors %+v, want %d", errorsOf(f), c.errs)
			}
			if len(f.Objects) != 2 || f.Objects[1].SyntaxErr == nil {
				t.Fatalf("objects %v", ids(f))
			}
			conf := f.Objects[1]
			if !strings.Contains(conf.SyntaxMsg, c.msg) {
				t.Errorf("msg %q, want %q", conf.SyntaxMsg, c.msg)
			}
			if want := lineOf(t, text, "volcano-scheduler.conf"); conf.SyntaxErr.Line < want {
				t.Errorf("error at %v, before the key's line %d", *conf.SyntaxErr, want)
			}
		})
	}
	// A conf given by an alias is the anchored text.
	text := "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm}\nx-template: &conf |\n  actions: allocate\n  tiers:\n  - plugins:\n    - name: gang\ndata:\n  volcano-scheduler.conf: *conf\n"
	f := Load("alias.yaml", []byte(text))
	if len(f.Objects) != 2 || f.Objects[1].SyntaxErr != nil {
		t.Fatalf("objects %v %+v", ids(f), f.Objects[len(f.Objects)-1])
	}
	sc := f.Objects[1].Typed.(*api.SchedulerConfiguration)
	if len(sc.Plugins) != 1 || f.Objects[1].NodePos(sc.Plugins[0].NameNode) != posOf(t, "alias.yaml", text, "gang", 0) {
		t.Errorf("plugins %+v", sc.Plugins)
	}
}

func TestLoadJobStringMinAvailable(t *testing.T) {
	f, text := loadTestdata(t, "job-string-minavailable.yaml")
	errs := errorsOf(f)
	if len(errs) != 1 {
		t.Fatalf("errors %+v", errs)
	}
	if want := posOf(t, f.Name, text, `"2"`, 0); errs[0].Pos != want {
		t.Errorf("error at %v, want %v", errs[0].Pos, want)
	}
	want := `Job/ml/train: spec.minAvailable: expected an integer, got the string "2"`
	if errs[0].Msg != want {
		t.Errorf("msg %q, want %q", errs[0].Msg, want)
	}
	if len(f.Objects) != 1 {
		t.Fatalf("objects %v", ids(f))
	}
	j := f.Objects[0].Typed.(*api.Job)
	if j.Spec.MinAvailable != nil || j.Spec.Queue != "team-a" || len(j.Spec.Tasks) != 1 || *j.Spec.Tasks[0].Replicas != 2 {
		t.Errorf("job decoded %+v", j.Spec)
	}
}

func TestLoadQueueProblemsAreNotErrors(t *testing.T) {
	// Wrong types in a Queue are rule findings (VCQ304/VCQ306), not input errors.
	text := "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: q\n  namespace: ignored\nspec:\n  weight: heavy\n  capability: {cpu: lots}\n  colour: red\n"
	f := Load("q.yaml", []byte(text))
	if len(f.Diagnostics) != 0 {
		t.Errorf("diagnostics %+v", f.Diagnostics)
	}
	o := f.Objects[0]
	if o.ID() != "Queue/q" {
		t.Errorf("id %q: queues are cluster-scoped", o.ID())
	}
	var kinds []decode.ProblemKind
	for _, p := range o.Problems {
		kinds = append(kinds, p.Kind)
	}
	if !slices.Equal(kinds, []decode.ProblemKind{decode.WrongType, decode.BadQuantity, decode.UnknownField}) {
		t.Errorf("problems %+v", o.Problems)
	}
}

func TestLoadTypeErrorsOfOtherKinds(t *testing.T) {
	text := `apiVersion: scheduling.volcano.sh/v1beta1
kind: PodGroup
metadata: {name: pg, namespace: ns}
spec:
  minMember: two
---
apiVersion: v1
kind: Node
metadata: {name: n1}
status:
  allocatable: [cpu]
---
apiVersion: v1
kind: ConfigMap
metadata: {name: cm, namespace: kube-system}
data:
  key: [not, a, string]
`
	f := Load("kinds.yaml", []byte(text))
	errs := errorsOf(f)
	if len(errs) != 3 {
		t.Fatalf("errors %+v", errs)
	}
	for i, want := range []struct{ prefix, at string }{
		{"PodGroup/ns/pg: spec.minMember", "two"},
		{"Node/n1: status.allocatable", "[cpu]"},
		{"ConfigMap/kube-system/cm: data.key", "[not, a, string]"},
	} {
		if !strings.HasPrefix(errs[i].Msg, want.prefix) {
			t.Errorf("error %d msg %q, want prefix %q", i, errs[i].Msg, want.prefix)
		}
		if p := posOf(t, f.Name, text, want.at, 0); errs[i].Pos != p {
			t.Errorf("error %d at %v, want %v", i, errs[i].Pos, p)
		}
	}
}

func TestLoadDocumentWithoutKind(t *testing.T) {
	f := Load("nokind.yaml", []byte("metadata:\n  name: x\n---\nkind: 5\n---\nkind: [Queue]\n"))
	if len(f.Objects) != 0 || f.Ignored["<no kind>"] != 2 || f.Ignored["5"] != 1 {
		t.Errorf("objects %v ignored %v", ids(f), f.Ignored)
	}
}

func TestLoadCRLFAndMergeKeys(t *testing.T) {
	f, text := loadTestdata(t, "crlf-anchors.yaml")
	if !strings.Contains(text, "\r\n") {
		t.Fatal("testdata lost its CRLF line endings")
	}
	if len(f.Diagnostics) != 0 || len(f.Objects) != 1 {
		t.Fatalf("objects %v diagnostics %+v", ids(f), f.Diagnostics)
	}
	o := f.Objects[0]
	q := o.Typed.(*api.Queue)
	cpu, mem := q.Spec.Deserved["cpu"], q.Spec.Deserved["memory"]
	if cpu.Value() != 4 || mem.String() != "32Gi" {
		t.Errorf("deserved cpu %v memory %v: the explicit cpu overrides the merged one", cpu.String(), mem.String())
	}
	if want := posOf(t, o.File, text, "cpu: \"4\"", 0); o.Pos("spec", "deserved", "cpu") != want {
		t.Errorf("deserved.cpu at %v, want %v", o.Pos("spec", "deserved", "cpu"), want)
	}
	if len(o.Problems) != 0 {
		t.Errorf("problems %+v", o.Problems)
	}
}

func TestLoadEmptyAndCommentOnly(t *testing.T) {
	for _, text := range []string{"", "\n\n", "# nothing\n", "---\n---\n"} {
		f := Load("empty.yaml", []byte(text))
		if len(f.Objects) != 0 || len(f.Diagnostics) != 0 || f.Documents != 0 {
			t.Errorf("%q: %v %+v %d", text, ids(f), f.Diagnostics, f.Documents)
		}
	}
}

func TestLoadExamples(t *testing.T) {
	files, err := filepath.Glob("../../examples/*/*")
	if err != nil || len(files) == 0 {
		t.Fatalf("the repository's examples/ are missing (%v): this test lints them", err)
	}
	for _, name := range files {
		if extIndex(name) == 0 && !strings.HasSuffix(name, ".yaml") && !strings.HasSuffix(name, ".yml") {
			continue // READMEs and the like
		}
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f := Load(name, data)
		if len(errorsOf(f)) != 0 {
			t.Errorf("%s: errors %+v", name, errorsOf(f))
		}
		if len(f.Objects) == 0 {
			t.Errorf("%s: no objects", name)
		}
		for _, o := range f.Objects {
			if o.SyntaxErr != nil {
				t.Errorf("%s: %s: %s", name, o.ID(), o.SyntaxMsg)
			}
		}
	}
}

func TestLoadPluginShapes(t *testing.T) {
	text := `actions: allocate
tiers:
- plugins:
  - name: gang
    enableJobOrder: "yes"
    enablePreemptable: yes
    enableFoo: 3
    arguments: [x]
  - just-a-string
  - name: [a]
  - name: drf
    arguments: ~
  - name: proportion
    arguments: {a: 1}
`
	f := Load("conf.yaml", []byte(text))
	o := f.Objects[0]
	sc := o.Typed.(*api.SchedulerConfiguration)
	var paths []string
	for _, p := range o.Problems {
		paths = append(paths, p.Path)
		if p.Node == nil {
			t.Errorf("problem %s without node", p.Path)
		}
	}
	want := []string{"tiers[0].plugins[0].enableJobOrder", "tiers[0].plugins[0].arguments", "tiers[0].plugins[1]", "tiers[0].plugins[2].name"}
	if !slices.Equal(paths, want) {
		t.Errorf("problems %v, want %v", paths, want)
	}
	var names []string
	for _, p := range sc.Plugins {
		names = append(names, p.Name)
	}
	if !slices.Equal(names, []string{"gang", "", "drf", "proportion"}) {
		t.Errorf("plugins %q", names)
	}
	gang := sc.Plugins[0]
	if v, set := gang.Option("enablePreemptable"); !set || !v {
		t.Errorf("enablePreemptable: yes = %v %v", v, set)
	}
	if _, set := gang.Option("enableJobOrder"); set {
		t.Errorf("a quoted \"yes\" is not a boolean")
	}
	if len(gang.Options) != 3 || gang.Options[2].Key != "enableFoo" || gang.Options[2].Bool != nil {
		t.Errorf("options %+v", gang.Options)
	}
	if sc.Plugins[2].Arguments != nil || sc.Plugins[3].Arguments == nil || sc.Plugins[3].Arguments.Kind != yaml.MappingNode {
		t.Errorf("arguments %v %v", sc.Plugins[2].Arguments, sc.Plugins[3].Arguments)
	}
}

// TestLoadIntegrations: an integration's object that selects Volcano is
// kept, its wrong types are input errors with the object's name; one that
// does not select Volcano is counted as ignored, whatever it holds.
func TestLoadIntegrations(t *testing.T) {
	text := `apiVersion: ray.io/v1
kind: RayCluster
metadata: {name: rc, namespace: ml, labels: {volcano.sh/queue-name: q}}
spec:
  workerGroupSpecs: many
---
apiVersion: ray.io/v1
kind: RayCluster
metadata: {name: plain}
spec:
  workerGroupSpecs: many
---
apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata: {name: pt, namespace: ml}
spec:
  runPolicy: {schedulingPolicy: {queue: q, minAvailable: two}}
---
apiVersion: kubeflow.org/v2beta1
kind: MPIJob
metadata: {name: mpi-v2}
spec:
  runPolicy: {schedulingPolicy: {queue: q}}
---
apiVersion: sparkoperator.k8s.io/v1beta2
kind: SparkApplication
metadata: {name: spark}
spec: {batchScheduler: yunikorn}
`
	f := Load("integrations.yaml", []byte(text))
	errs := errorsOf(f)
	if len(errs) != 2 {
		t.Fatalf("errors %+v", errs)
	}
	for i, want := range []struct{ prefix, at string }{
		{"RayCluster/ml/rc: spec.workerGroupSpecs", "many"},
		{"PyTorchJob/ml/pt: spec.runPolicy.schedulingPolicy.minAvailable", "two"},
	} {
		if !strings.HasPrefix(errs[i].Msg, want.prefix) {
			t.Errorf("error %d msg %q, want prefix %q", i, errs[i].Msg, want.prefix)
		}
		if p := posOf(t, f.Name, text, want.at, 0); errs[i].Pos != p {
			t.Errorf("error %d at %v, want %v", i, errs[i].Pos, p)
		}
	}
	if len(f.Objects) != 2 || f.Ignored["RayCluster"] != 1 || f.Ignored["MPIJob"] != 1 || f.Ignored["SparkApplication"] != 1 {
		t.Errorf("%d objects, ignored %v", len(f.Objects), f.Ignored)
	}
}
