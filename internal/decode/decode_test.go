package decode_test

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"
	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/decode"
)

// parse returns the top node of a one-document text.
func parse(t testing.TB, text string) *yaml.Node {
	t.Helper()
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(text), &doc); err != nil {
		t.Fatalf("test input does not parse: %v", err)
	}
	return doc.Content[0]
}

// lineOf is the 1-based line of the first occurrence of needle.
func lineOf(t testing.TB, text, needle string) int {
	t.Helper()
	i := strings.Index(text, needle)
	if i < 0 {
		t.Fatalf("%q not in text", needle)
	}
	return strings.Count(text[:i], "\n") + 1
}

// colOf is the 1-based column of the first occurrence of needle.
func colOf(t testing.TB, text, needle string) int {
	t.Helper()
	i := strings.Index(text, needle)
	if i < 0 {
		t.Fatalf("%q not in text", needle)
	}
	return i - strings.LastIndex(text[:i], "\n")
}

func summary(ps []decode.Problem) []string {
	var out []string
	for _, p := range ps {
		out = append(out, fmt.Sprintf("%d %s", p.Kind, p.Path))
	}
	return out
}

type inner struct {
	Count int32             `json:"count"`
	Name  string            `json:"name"`
	Tags  map[string]string `json:"tags"`
}

type outer struct {
	Kind     string            `json:"kind"`
	Inner    inner             `json:"inner"`
	Ptr      *inner            `json:"ptr"`
	List     []inner           `json:"list"`
	Weight   *int32            `json:"weight"`
	Flag     *bool             `json:"flag"`
	Plain    bool              `json:"plain"`
	Ratio    float64           `json:"ratio"`
	Big      int64             `json:"big"`
	Qty      resource.Quantity `json:"qty"`
	Any      any               `json:"any"`
	Raw      decode.Raw        `json:"raw"`
	Skipped  string            `json:"-"`
	hidden   string            //nolint:unused // decode must skip an unexported field
	NoTag    string
	Embedded `json:",inline"`
}

// Embedded is inlined into outer: its fields are outer's.
type Embedded struct {
	Extra string `json:"extra"`
}

func TestUnknownFields(t *testing.T) {
	text := "kind: X\ninner:\n  count: 1\n  colour: red\nextra: e\nNoTag: n\nhidden: h\nSkipped: s\n'-': dash\n"
	var o outer
	ps := decode.Into(parse(t, text), &o)
	got := summary(ps)
	want := []string{"1 inner.colour", "1 hidden", "1 Skipped", "1 -"}
	if !slices.Equal(got, want) {
		t.Fatalf("problems %v, want %v", got, want)
	}
	p := ps[0]
	if p.Node == nil || p.Node.Value != "colour" || p.Node.Line != lineOf(t, text, "colour") || p.Node.Column != colOf(t, text, "colour") {
		t.Errorf("unknown field node: %+v", p.Node)
	}
	if p.Msg != `unknown field "colour" in inner` {
		t.Errorf("msg %q", p.Msg)
	}
	if !slices.Equal(p.Known, []string{"count", "name", "tags"}) {
		t.Errorf("Known = %v", p.Known)
	}
	if ps[1].Msg != `unknown field "hidden" in the object` {
		t.Errorf("root msg %q", ps[1].Msg)
	}
	if !slices.Contains(ps[1].Known, "extra") || !slices.Contains(ps[1].Known, "NoTag") || slices.Contains(ps[1].Known, "Skipped") || slices.Contains(ps[1].Known, "hidden") {
		t.Errorf("root Known = %v: inline fields in, `-` and unexported out", ps[1].Known)
	}
	// Known fields still decode around the unknown ones.
	if o.Kind != "X" || o.Inner.Count != 1 || o.Extra != "e" || o.NoTag != "n" || o.Skipped != "" {
		t.Errorf("decoded %+v", o)
	}
}

func TestOpenTypesIgnoreUnknownFields(t *testing.T) {
	text := "metadata:\n  name: q\n  uid: 123\n  managedFields: [{}]\nspec:\n  queue: a\n  networkTopology: {mode: hard}\n"
	var pg api.PodGroup
	if ps := decode.Into(parse(t, text), &pg); len(ps) != 0 {
		t.Errorf("problems in open types: %v", summary(ps))
	}
	if pg.Metadata.Name != "q" || pg.Spec.Queue != "a" {
		t.Errorf("decoded %+v", pg)
	}
	// A Queue is closed: the same kind of extra key is a problem.
	var q api.Queue
	ps := decode.Into(parse(t, "metadata: {name: q, uid: 1}\nspec:\n  weigth: 2\n"), &q)
	if got := summary(ps); !slices.Equal(got, []string{"1 spec.weigth"}) {
		t.Errorf("queue problems %v", got)
	}
	if !slices.Contains(ps[0].Known, "weight") {
		t.Errorf("Known lacks weight: %v", ps[0].Known)
	}
}

func TestWrongTypes(t *testing.T) {
	cases := []struct {
		name, text, path, msg string
		// at is the text of the node the problem points at.
		at string
	}{
		{"string for int", "inner:\n  count: lots\n", "inner.count", `inner.count: expected an integer, got the string "lots"`, "lots"},
		{"quoted int for int", "inner:\n  count: \"2\"\n", "inner.count", `inner.count: expected an integer, got the string "2"`, `"2"`},
		{"float for int", "inner:\n  count: 2.5\n", "inner.count", "inner.count: expected an integer, got the number 2.5", "2.5"},
		{"bool for int", "weight: true\n", "weight", "weight: expected an integer, got the boolean true", "true"},
		{"int overflow", "inner:\n  count: 99999999999\n", "inner.count", `inner.count: "99999999999" is not a 32-bit integer`, "99999999999"},
		{"list for map", "inner:\n  tags: [a, b]\n", "inner.tags", "inner.tags: expected a mapping, got a list", "[a, b]"},
		{"scalar for map", "inner:\n  tags: none\n", "inner.tags", `inner.tags: expected a mapping, got the string "none"`, "none"},
		{"map for string", "kind: {a: 1}\n", "kind", "kind: expected a string, got a mapping", "{a: 1}"},
		{"list for string", "inner:\n  name:\n    - a\n", "inner.name", "inner.name: expected a string, got a list", "- a"},
		{"int for string", "kind: 5\n", "kind", "kind: expected a string, got the integer 5", "5"},
		{"bool for string", "kind: true\n", "kind", "kind: expected a string, got the boolean true", "true"},
		{"scalar for struct", "inner: 3\n", "inner", "inner: expected a mapping, got the integer 3", "3"},
		{"map for list", "list: {a: 1}\n", "list", "list: expected a list, got a mapping", "{a: 1}"},
		{"string for bool", "flag: \"true\"\n", "flag", `flag: expected a boolean, got the string "true"`, `"true"`},
		{"int for bool", "plain: 1\n", "plain", "plain: expected a boolean, got the integer 1", "1"},
		{"string for float", "ratio: half\n", "ratio", `ratio: expected a number, got the string "half"`, "half"},
		{"nested list item", "list:\n- count: 1\n- count: x\n", "list[1].count", `list[1].count: expected an integer, got the string "x"`, "x"},
		{"map value in list", "list:\n- tags: {a: [1]}\n", "list[0].tags.a", "list[0].tags.a: expected a string, got a list", "[1]"},
		{"root not a map", "- a\n", "", "the object: expected a mapping, got a list", "- a"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var o outer
			ps := decode.Into(parse(t, c.text), &o)
			if len(ps) != 1 {
				t.Fatalf("want 1 problem, got %v", summary(ps))
			}
			p := ps[0]
			if p.Kind != decode.WrongType || p.Path != c.path || p.Msg != c.msg {
				t.Errorf("got %d %q %q, want WrongType %q %q", p.Kind, p.Path, p.Msg, c.path, c.msg)
			}
			if p.Node == nil || p.Node.Line != lineOf(t, c.text, c.at) || p.Node.Column != colOf(t, c.text, c.at) {
				t.Errorf("node at %d:%d, want %d:%d", p.Node.Line, p.Node.Column, lineOf(t, c.text, c.at), colOf(t, c.text, c.at))
			}
		})
	}
}

func TestWrongTypeLeavesPointerNil(t *testing.T) {
	var o outer
	decode.Into(parse(t, "weight: heavy\nflag: maybe\n"), &o)
	if o.Weight != nil || o.Flag != nil {
		t.Errorf("weight %v flag %v, want nil after a wrong type", o.Weight, o.Flag)
	}
	// A struct pointer is set even when a field inside failed, so the
	// other fields stay readable.
	decode.Into(parse(t, "ptr: {count: x, name: ok}\n"), &o)
	if o.Ptr == nil || o.Ptr.Name != "ok" {
		t.Errorf("ptr = %+v", o.Ptr)
	}
}

func TestIntegers(t *testing.T) {
	for text, want := range map[string]int64{
		"big: 0x10":          16,
		"big: 0o17":          15,
		"big: 1_000":         1000,
		"big: -42":           -42,
		"big: +7":            7,
		"big: 0b101":         5,
		"big: 99999999999":   99999999999,
		"big: !!int \"12\"":  12,
		"inner: {count: 08}": 8,
	} {
		var o outer
		ps := decode.Into(parse(t, text), &o)
		if strings.HasPrefix(text, "inner") {
			// 08 is not octal in YAML 1.2 core: yaml.v3 reads it as the float 8.
			if len(ps) != 1 || ps[0].Kind != decode.WrongType {
				t.Errorf("%s: problems %v", text, summary(ps))
			}
			continue
		}
		if len(ps) != 0 || o.Big != want {
			t.Errorf("%s: got %d %v, want %d", text, o.Big, summary(ps), want)
		}
	}
}

func TestQuantities(t *testing.T) {
	text := `spec:
  capability:
    cpu: lots
    memory: 1.5.2
    nvidia.com/gpu: 4
    pods: [1]
    storage: true
    ephemeral-storage: " 10Gi "
    hugepages-2Mi: 1e3
  deserved:
    cpu: 500m
`
	var q api.Queue
	ps := decode.Into(parse(t, text), &q)
	got := summary(ps)
	want := []string{
		fmt.Sprintf("%d spec.capability.cpu", decode.BadQuantity),
		fmt.Sprintf("%d spec.capability.memory", decode.BadQuantity),
		fmt.Sprintf("%d spec.capability.pods", decode.WrongType),
		fmt.Sprintf("%d spec.capability.storage", decode.WrongType),
	}
	if !slices.Equal(got, want) {
		t.Fatalf("problems %v, want %v", got, want)
	}
	if ps[0].Msg != `spec.capability.cpu: "lots" is not a valid quantity (examples: 500m, 4, 16Gi, 1e3)` {
		t.Errorf("msg %q", ps[0].Msg)
	}
	if ps[1].Node.Value != "1.5.2" || ps[1].Node.Line != lineOf(t, text, "1.5.2") || ps[1].Node.Column != colOf(t, text, "1.5.2") {
		t.Errorf("bad quantity node %+v", ps[1].Node)
	}
	// Bad entries are left out of the list; good ones are there.
	capability := q.Spec.Capability
	if _, ok := capability["cpu"]; ok {
		t.Errorf("bad cpu kept in the list")
	}
	for name, want := range map[string]string{"nvidia.com/gpu": "4", "ephemeral-storage": "10Gi", "hugepages-2Mi": "1e3"} {
		got, ok := capability[name]
		if !ok || got.Cmp(resource.MustParse(want)) != 0 {
			t.Errorf("%s = %v (%v), want %s", name, got.String(), ok, want)
		}
	}
	if d := q.Spec.Deserved["cpu"]; d.MilliValue() != 500 {
		t.Errorf("deserved cpu = %v", d.String())
	}
}

func TestBooleans(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
		ok   bool
	}{
		{"true", true, true}, {"false", false, true}, {"True", true, true}, {"FALSE", false, true},
		{"yes", true, true}, {"Yes", true, true}, {"no", false, true}, {"NO", false, true},
		{"on", true, true}, {"off", false, true}, {"y", true, true}, {"n", false, true},
		{`"yes"`, false, false}, {`'no'`, false, false}, {`"true"`, false, false},
		{"1", false, false}, {"maybe", false, false}, {"[true]", false, false}, {"~", false, false},
	} {
		var o outer
		ps := decode.Into(parse(t, "plain: "+c.text+"\nflag: "+c.text+"\n"), &o)
		if c.ok {
			if len(ps) != 0 || o.Plain != c.want || o.Flag == nil || *o.Flag != c.want {
				t.Errorf("%s: plain=%v flag=%v problems=%v, want %v", c.text, o.Plain, o.Flag, summary(ps), c.want)
			}
			continue
		}
		if c.text == "~" {
			// A null leaves the field unset, without a problem.
			if len(ps) != 0 || o.Flag != nil {
				t.Errorf("~: flag=%v problems=%v", o.Flag, summary(ps))
			}
			continue
		}
		if len(ps) != 2 || ps[0].Kind != decode.WrongType {
			t.Errorf("%s: problems %v, want 2 wrong types", c.text, summary(ps))
		}
		n := parse(t, c.text)
		if _, ok := decode.Bool(n); ok {
			t.Errorf("Bool(%s) accepted", c.text)
		}
	}
	// Bool follows an alias.
	root := parse(t, "a: &x yes\nb: *x\n")
	if v, ok := decode.Bool(root.Content[3]); !ok || !v {
		t.Errorf("Bool(alias of yes) = %v %v", v, ok)
	}
	if _, ok := decode.Bool(nil); ok {
		t.Errorf("Bool(nil) accepted")
	}
}

func TestNulls(t *testing.T) {
	text := "kind: ~\ninner: null\nptr:\nlist: ~\nweight: null\nflag:\nqty: ~\nany: null\nraw: ~\n"
	var o outer
	if ps := decode.Into(parse(t, text), &o); len(ps) != 0 {
		t.Fatalf("problems %v", summary(ps))
	}
	if o.Ptr != nil || o.List != nil || o.Weight != nil || o.Flag != nil || o.Any != nil || o.Raw.Node != nil || !o.Qty.IsZero() {
		t.Errorf("nulls decoded into values: %+v", o)
	}
	// A null map value is a zero quantity, as the API server reads it.
	var q api.Queue
	if ps := decode.Into(parse(t, "spec:\n  capability:\n    cpu: ~\n"), &q); len(ps) != 0 {
		t.Fatalf("problems %v", summary(ps))
	}
	if c, ok := q.Spec.Capability["cpu"]; !ok || !c.IsZero() {
		t.Errorf("cpu: null -> %v %v", c.String(), ok)
	}
}

func TestAliasesAndMergeKeys(t *testing.T) {
	text := `base: &base
  count: 3
  name: base
  tags: &tags {team: a}
other: &other
  name: other
  colour: red
kind: &k Queue
inner:
  <<: *base
  name: mine
ptr:
  name: first
  <<: [*other, *base]
list:
- *base
- <<: *base
  tags: *tags
extra: *k
`
	// base and other are not fields of outer: decode the interesting part.
	root := parse(t, text)
	root.Content = root.Content[4:] // drop base and other
	var o outer
	ps := decode.Into(root, &o)
	// `colour` comes from the merged `other` and is unknown in inner.
	if got := summary(ps); !slices.Equal(got, []string{"1 ptr.colour"}) {
		t.Fatalf("problems %v", got)
	}
	if ps[0].Node.Line != lineOf(t, text, "colour") {
		t.Errorf("merged unknown key points at line %d, want its definition at %d", ps[0].Node.Line, lineOf(t, text, "colour"))
	}
	if o.Kind != "Queue" || o.Extra != "Queue" {
		t.Errorf("scalar aliases: kind=%q extra=%q", o.Kind, o.Extra)
	}
	// The mapping's own key wins over the merged one, wherever `<<` is.
	if o.Inner.Name != "mine" || o.Inner.Count != 3 || o.Inner.Tags["team"] != "a" {
		t.Errorf("inner = %+v", o.Inner)
	}
	// In a list of merges, the earlier mapping wins.
	if o.Ptr == nil || o.Ptr.Name != "first" || o.Ptr.Count != 3 {
		t.Errorf("ptr = %+v", o.Ptr)
	}
	if len(o.List) != 2 || o.List[0].Name != "base" || o.List[1].Count != 3 || o.List[1].Tags["team"] != "a" {
		t.Errorf("list = %+v", o.List)
	}
}

func TestMergeKeyEdgeCases(t *testing.T) {
	// `<<` whose value is not a mapping (or list of mappings) is an ordinary
	// key: unknown in a closed type.
	var o outer
	ps := decode.Into(parse(t, "inner:\n  <<: 5\n"), &o)
	if got := summary(ps); !slices.Equal(got, []string{"1 inner.<<"}) {
		t.Errorf("problems %v", got)
	}
	// A quoted "<<" is a key, not a merge.
	ps = decode.Into(parse(t, "a: &a {count: 1}\ninner:\n  \"<<\": *a\n"), &o)
	if got := summary(ps); !slices.Equal(got, []string{"1 a", "1 inner.<<"}) {
		t.Errorf("problems %v", got)
	}
	// A merged mapping that merges another: nearer keys win.
	ps = decode.Into(parse(t, "a: &a {count: 1, name: a}\nb: &b {<<: *a, name: b}\ninner: {<<: *b}\n"), &o)
	if o.Inner.Count != 1 || o.Inner.Name != "b" {
		t.Errorf("nested merge: %+v (%v)", o.Inner, summary(ps))
	}
}

// TestMergeBomb: merges of merges sharing anchors must not expand
// exponentially.
func TestMergeBomb(t *testing.T) {
	var b strings.Builder
	b.WriteString("l0: &l0 {count: 1}\n")
	for i := 1; i <= 40; i++ {
		fmt.Fprintf(&b, "l%d: &l%d {<<: [*l%d, *l%d]}\n", i, i, i-1, i-1)
	}
	b.WriteString("inner: {<<: [*l40, *l40]}\n")
	root := parse(t, b.String())
	root.Content = root.Content[len(root.Content)-2:]
	start := time.Now()
	var o outer
	ps := decode.Into(root, &o)
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("decoding took %v", d)
	}
	if len(ps) != 0 || o.Inner.Count != 1 {
		t.Errorf("inner = %+v, problems %v", o.Inner, summary(ps))
	}
}

func TestNestedPaths(t *testing.T) {
	text := `apiVersion: batch.volcano.sh/v1alpha1
kind: Job
metadata:
  name: j
spec:
  minAvailable: "2"
  tasks:
  - name: ps
    replicas: 1
  - name: worker
    replicas: many
    template:
      spec:
        containers:
        - name: c
          resources:
            requests:
              cpu: 1
              memory: lots
`
	var j api.Job
	ps := decode.Into(parse(t, text), &j)
	got := summary(ps)
	want := []string{
		fmt.Sprintf("%d spec.minAvailable", decode.WrongType),
		fmt.Sprintf("%d spec.tasks[1].replicas", decode.WrongType),
		fmt.Sprintf("%d spec.tasks[1].template.spec.containers[0].resources.requests.memory", decode.BadQuantity),
	}
	if !slices.Equal(got, want) {
		t.Fatalf("problems %v, want %v", got, want)
	}
	if n := ps[1].Node; n.Line != lineOf(t, text, "many") || n.Column != colOf(t, text, "many") {
		t.Errorf("replicas node at %d:%d", n.Line, n.Column)
	}
	if j.Spec.MinAvailable != nil {
		t.Errorf("minAvailable decoded from a string: %v", *j.Spec.MinAvailable)
	}
	if len(j.Spec.Tasks) != 2 || *j.Spec.Tasks[0].Replicas != 1 || j.Spec.Tasks[1].Replicas != nil || j.Spec.Tasks[1].Name != "worker" {
		t.Errorf("tasks = %+v", j.Spec.Tasks)
	}
	req := j.Spec.Tasks[1].Template.Spec.Containers[0].Resources.Requests
	if c := req["cpu"]; c.Value() != 1 {
		t.Errorf("cpu = %v", c.String())
	}
}

func TestAnyAndRaw(t *testing.T) {
	text := "any: {a: [1, two, {b: true}]}\nraw:\n  x: 1\n"
	var o outer
	if ps := decode.Into(parse(t, text), &o); len(ps) != 0 {
		t.Fatalf("problems %v", summary(ps))
	}
	m, ok := o.Any.(map[string]any)
	if !ok || len(m["a"].([]any)) != 3 {
		t.Errorf("any = %#v", o.Any)
	}
	if o.Raw.Node == nil || o.Raw.Node.Kind != yaml.MappingNode || o.Raw.Node.Line != 3 {
		t.Errorf("raw = %+v", o.Raw.Node)
	}
	// A raw node that is an alias is resolved to its target.
	root := parse(t, "a: &a {x: 1}\nraw: *a\n")
	root.Content = root.Content[2:]
	decode.Into(root, &o)
	if o.Raw.Node == nil || o.Raw.Node.Kind != yaml.MappingNode {
		t.Errorf("raw alias = %+v", o.Raw.Node)
	}
}

func TestSchedulerConfigurationOpen(t *testing.T) {
	text := "actions: \"enqueue, allocate\"\nunknown: 1\ntiers:\n- plugins:\n  - name: gang\n  other: x\nconfigurations:\n- name: preempt\n  arguments: {a: 1}\n  extra: y\nmetrics: {address: x}\n"
	var sc api.SchedulerConfiguration
	if ps := decode.Into(parse(t, text), &sc); len(ps) != 0 {
		t.Fatalf("problems %v", summary(ps))
	}
	if sc.Actions != "enqueue, allocate" || len(sc.Tiers) != 1 || len(sc.Tiers[0].Plugins) != 1 || sc.Configurations[0].Arguments["a"] != 1 {
		t.Errorf("decoded %+v", sc)
	}
	// actions as a list makes Volcano's yaml.v2 fail: a wrong type here.
	ps := decode.Into(parse(t, "actions: [enqueue, allocate]\n"), &sc)
	if got := summary(ps); !slices.Equal(got, []string{fmt.Sprintf("%d actions", decode.WrongType)}) {
		t.Errorf("problems %v", got)
	}
}

func TestIntoPanicsOnNonPointer(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("no panic for a non-pointer")
		}
	}()
	decode.Into(parse(t, "a: 1"), outer{})
}

func TestIntoNilNode(t *testing.T) {
	var o outer
	if ps := decode.Into(nil, &o); len(ps) != 0 {
		t.Errorf("problems %v", summary(ps))
	}
}

// lists has maps that take the decoder's fast paths (plain resource lists
// and string maps, also under a named type) and ones that do not (a
// pointer element), so the two can be compared on the same input.
type quantityList map[string]resource.Quantity

type lists struct {
	Named    quantityList                  `json:"named"`
	Plain    map[string]resource.Quantity  `json:"plain"`
	Generic  map[string]*resource.Quantity `json:"generic"`
	Labels   map[string]string             `json:"labels"`
	Pointers map[string]*string            `json:"pointers"`
}

// TestMapFastPaths: resource lists and string maps decode to the same
// values and problems as the generic map path.
func TestMapFastPaths(t *testing.T) {
	quantities := "{cpu: 500m, memory: ~, gpu: [1], bad: lots, n: 4}"
	strs := "{a: x, b: ~, c: [1], d: 2, e: \"3\"}"
	text := "named: " + quantities + "\nplain: " + quantities + "\ngeneric: " + quantities +
		"\nlabels: " + strs + "\npointers: " + strs + "\n"
	var l lists
	got := summary(decode.Into(parse(t, text), &l))
	want := []string{
		"2 named.gpu", "3 named.bad", "2 plain.gpu", "3 plain.bad", "2 generic.gpu", "3 generic.bad",
		"2 labels.c", "2 labels.d", "2 pointers.c", "2 pointers.d",
	}
	if !slices.Equal(got, want) {
		t.Errorf("problems\n got  %v\n want %v", got, want)
	}
	for name, m := range map[string]map[string]resource.Quantity{"named": l.Named, "plain": l.Plain} {
		cpu, memory, n := m["cpu"], m["memory"], m["n"]
		if len(m) != 3 || cpu.String() != "500m" || !memory.IsZero() || n.String() != "4" {
			t.Errorf("%s = %v", name, m)
		}
	}
	if len(l.Generic) != 3 || l.Generic["cpu"].String() != "500m" || l.Generic["memory"] != nil {
		t.Errorf("generic = %v", l.Generic)
	}
	if len(l.Labels) != 3 || l.Labels["a"] != "x" || l.Labels["b"] != "" || l.Labels["e"] != "3" {
		t.Errorf("labels = %v", l.Labels)
	}
	if len(l.Pointers) != 3 || *l.Pointers["a"] != "x" || l.Pointers["b"] != nil || *l.Pointers["e"] != "3" {
		t.Errorf("pointers = %v", l.Pointers)
	}
}

// TestSharedLists: with a table, a resource list decoded before from the
// same text is the same map; a list with a problem, an alias or a merge key,
// or a different text (also only a different tag) is decoded on its own,
// and its problems are reported every time.
func TestSharedLists(t *testing.T) {
	lists := decode.NewLists()
	decodeQueue := func(text string) (api.Queue, []string) {
		var q api.Queue
		ps := decode.IntoShared(parse(t, text), &q, lists)
		return q, summary(ps)
	}
	same := func(a, b map[string]resource.Quantity) bool {
		return reflect.ValueOf(a).UnsafePointer() == reflect.ValueOf(b).UnsafePointer()
	}
	a, _ := decodeQueue("spec: {capability: {cpu: \"4\", memory: 8Gi}, deserved: {cpu: \"4\", memory: 8Gi}}")
	b, _ := decodeQueue("spec:\n  capability:\n    cpu: \"4\"\n    memory: 8Gi\n")
	if !same(a.Spec.Capability, a.Spec.Deserved) || !same(a.Spec.Capability, b.Spec.Capability) {
		t.Error("identical lists were not shared")
	}
	c, _ := decodeQueue("spec: {capability: {cpu: 4, memory: 8Gi}}") // !!int, not !!str
	if same(c.Spec.Capability, a.Spec.Capability) {
		t.Error("lists of different text were shared")
	}
	if cpu := c.Spec.Capability["cpu"]; cpu.String() != "4" {
		t.Errorf("cpu = %s", cpu.String())
	}
	for range 2 {
		bad, problems := decodeQueue("spec: {capability: {cpu: lots, memory: 8Gi}}")
		if !slices.Equal(problems, []string{"3 spec.capability.cpu"}) || len(bad.Spec.Capability) != 1 {
			t.Errorf("bad list: %v %v", problems, bad.Spec.Capability)
		}
	}
	// An anchored list means its text; an alias inside one is not read.
	anchored, _ := decodeQueue("spec: {capability: &c {cpu: \"4\", memory: 8Gi}, deserved: *c}")
	if !same(anchored.Spec.Capability, a.Spec.Capability) || !same(anchored.Spec.Deserved, a.Spec.Capability) {
		t.Errorf("anchored list: %v %v", anchored.Spec.Capability, anchored.Spec.Deserved)
	}
	inner, _ := decodeQueue("metadata: {name: &n \"4\"}\nspec: {capability: {cpu: *n, memory: 8Gi}}")
	if same(inner.Spec.Capability, a.Spec.Capability) || len(inner.Spec.Capability) != 2 {
		t.Errorf("list with an alias: %v", inner.Spec.Capability)
	}
	// Without a table nothing is shared.
	var x, y api.Queue
	decode.Into(parse(t, "spec: {capability: {cpu: \"1\"}}"), &x)
	decode.Into(parse(t, "spec: {capability: {cpu: \"1\"}}"), &y)
	if same(x.Spec.Capability, y.Spec.Capability) {
		t.Error("Into shared a list")
	}
}

// A value no YAML reader can build is a problem at its node, in an `any`
// field and inside a node kept Raw alike: yaml.v2 and yaml.v3 refuse the
// whole document for a wrong explicit tag or an anchor inside its own value.
func TestUnreadableValuesInAnyAndRaw(t *testing.T) {
	cases := []struct{ text, want string }{
		{"any: !!int abc\n", "any: cannot decode !!str `abc` as a !!int"},
		{"any: [1, !!bool maybe]\n", "any: cannot decode !!str `maybe` as a !!bool"},
		{"raw:\n  x: !!float x\n", "raw: cannot decode !!str `x` as a !!float"},
		{"raw:\n  y: &a [1, *a]\n", "raw: the alias *a is inside the value of its own anchor; YAML readers refuse the document (\"anchor 'a' value contains itself\")"},
	}
	for _, c := range cases {
		var o outer
		ps := decode.Into(parse(t, c.text), &o)
		if len(ps) != 1 || ps[0].Msg != c.want || ps[0].Node == nil || ps[0].Node.Line == 0 {
			t.Errorf("%q: problems %v, want one at its node: %q", c.text, summary(ps), c.want)
		}
	}
	// Tags that fit, an alias to an earlier anchor and a local tag are fine.
	var o outer
	if ps := decode.Into(parse(t, "any: !!int 5\nraw:\n  a: &a {x: !!str 1}\n  b: *a\n  c: !custom text\n"), &o); len(ps) != 0 {
		t.Errorf("readable values: problems %v", summary(ps))
	}
}
