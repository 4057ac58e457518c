// Package decode fills our own Go types from YAML nodes the way the
// Kubernetes API server would read the same JSON, but instead of stopping at
// the first error it records every unknown field, wrong type and bad
// quantity with the node it came from, so that each becomes a positioned
// message and the rest of the object is still usable.
package decode

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/capped"
	"github.com/vcqlint/vcqlint/internal/resources"
)

// ProblemKind classifies a decoding problem.
type ProblemKind int

const (
	// UnknownField is a mapping key the type does not have.
	UnknownField ProblemKind = iota + 1
	// WrongType is a value of the wrong YAML kind or scalar type.
	WrongType
	// BadQuantity is a string that is not a Kubernetes quantity.
	BadQuantity
	// Aliasing is an alias that expands the document far beyond its text,
	// or one inside the value of its own anchor: kubectl and the API server
	// refuse the whole document, and decoding stops there.
	Aliasing
	// Unrepresentable is a quantity Volcano cannot hold exactly (beyond
	// int64 in its unit, or vanishingly small); the decoded value is
	// replaced by what Volcano reads, so that no later arithmetic costs
	// more with a larger exponent.
	Unrepresentable
)

// Problem is one thing that did not decode.
type Problem struct {
	Kind ProblemKind
	// Path is the dotted field path from the decoded root,
	// e.g. "spec.capability.cpu" or "spec.tasks[1].replicas".
	Path string
	// Node is the most precise node: the key of an unknown field, the value
	// of a wrong type or a bad quantity.
	Node *yaml.Node
	Msg  string
	// Known lists the field names valid at that place, for suggestions.
	Known []string
}

// Open is implemented by types whose unknown keys are not a problem, such as
// object metadata or a pod spec, where vcqlint reads a few fields out of many.
type Open interface{ OpenFields() }

// Raw keeps a node undecoded, for parts read by hand later.
type Raw struct{ Node *yaml.Node }

var (
	quantityType = reflect.TypeOf(resource.Quantity{})
	rawType      = reflect.TypeOf(Raw{})
	openType     = reflect.TypeOf((*Open)(nil)).Elem()
)

// Into decodes n into out, which must be a non-nil pointer, and returns the
// problems found. It never panics on any input.
func Into(n *yaml.Node, out any) []Problem { return IntoShared(n, out, nil) }

// IntoShared is Into with a table of the resource lists decoded before (nil:
// none): a resource list whose text was decoded before, without a problem,
// is that same map again. Estates repeat a few quota shapes over thousands
// of queues, so most lists are neither parsed nor kept twice. The lists it
// returns may thus be shared by several objects: nothing may modify them.
func IntoShared(n *yaml.Node, out any, lists *Lists) []Problem {
	d := &decoder{lists: lists}
	d.path = d.pathBuf[:0]
	v := reflect.ValueOf(out)
	if v.Kind() != reflect.Pointer || v.IsNil() {
		panic("decode.Into: out must be a non-nil pointer") // programming error
	}
	d.value(n, v.Elem())
	return d.problems
}

type decoder struct {
	lists    *Lists
	problems []Problem
	// budget bounds the work aliases and merge keys can make out of a
	// small text (see step).
	budget aliasBudget
	// path is where the value being decoded is: keys and indexes from the
	// root. Only a problem renders it (at), so decoding a clean document
	// builds no path strings.
	path []segment
	// pathBuf holds path up to the depth of most manifests, so that the
	// decoder allocates no path per object (a twentieth of the bytes the
	// loader allocated past the parser).
	pathBuf [12]segment
}

// segment is a mapping key or, when isIndex, a list index.
type segment struct {
	key     string
	index   int
	isIndex bool
}

func (d *decoder) enterKey(key string) { d.path = append(d.path, segment{key: key}) }
func (d *decoder) enterIndex(i int)    { d.path = append(d.path, segment{index: i, isIndex: true}) }
func (d *decoder) leave()              { d.path = d.path[:len(d.path)-1] }

// at is the dotted path of the value being decoded, as
// "spec.tasks[0].name"; "" for the root.
func (d *decoder) at() string {
	var b strings.Builder
	for i, s := range d.path {
		switch {
		case s.isIndex:
			b.WriteByte('[')
			b.WriteString(strconv.Itoa(s.index))
			b.WriteByte(']')
		case i > 0:
			b.WriteByte('.')
			fallthrough
		default:
			b.WriteString(s.key)
		}
	}
	return b.String()
}

// joinPath is the path of key under the mapping at path.
func joinPath(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// add records a problem. Its message starts with the field path: format
// has one %s fewer than args+1, the path being the first.
func (d *decoder) add(kind ProblemKind, n *yaml.Node, format string, args ...any) {
	at := d.at()
	d.problems = append(d.problems, Problem{Kind: kind, Path: at, Node: n, Msg: fmt.Sprintf(format, append([]any{at}, args...)...)})
}

// resolve follows aliases so that anchors reuse decode as the original.
func resolve(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 100; i++ {
		n = n.Alias
	}
	return n
}

func isNull(n *yaml.Node) bool {
	return n == nil || (n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null")
}

func (d *decoder) value(n *yaml.Node, v reflect.Value) {
	if !d.step(n) {
		return
	}
	if n != nil && n.Kind == yaml.AliasNode {
		d.alias(n, v)
		return
	}
	if isNull(n) {
		return
	}
	t := v.Type()
	switch t {
	case quantityType:
		d.quantity(n, v)
		return
	case rawType:
		d.unreadable(n)
		v.Set(reflect.ValueOf(Raw{Node: n}))
		return
	}
	switch t.Kind() {
	case reflect.Pointer:
		elem := reflect.New(t.Elem())
		before := len(d.problems)
		d.value(n, elem.Elem())
		if len(d.problems) == before || t.Elem().Kind() == reflect.Struct {
			v.Set(elem)
		}
	case reflect.Struct:
		d.structure(n, v)
	case reflect.Map:
		d.mapping(n, v)
	case reflect.Slice:
		d.sequence(n, v)
	case reflect.String:
		if s, ok := d.scalar(n, "string", "!!str"); ok {
			v.SetString(s)
		}
	case reflect.Bool:
		d.boolean(n, v)
	case reflect.Int, reflect.Int32, reflect.Int64:
		if s, ok := d.scalar(n, "integer", "!!int"); ok {
			i, err := strconv.ParseInt(strings.ReplaceAll(s, "_", ""), 0, t.Bits())
			if err != nil {
				d.add(WrongType, n, "%s: %q is not a %d-bit integer", s, t.Bits())
				return
			}
			v.SetInt(i)
		}
	case reflect.Float64:
		if s, ok := d.scalar(n, "number", "!!int", "!!float"); ok {
			f, err := strconv.ParseFloat(s, 64)
			if err != nil {
				d.add(WrongType, n, "%s: %q is not a number", s)
				return
			}
			v.SetFloat(f)
		}
	case reflect.Interface:
		var x any
		if err := n.Decode(&x); err != nil {
			// A value no YAML reader can build (a wrong explicit tag such
			// as !!int abc, an anchor inside its own value): said, not
			// dropped; yaml.v2, which Volcano reads its configuration
			// with, refuses the same.
			d.add(WrongType, n, "%s: %s", strings.TrimPrefix(err.Error(), "yaml: "))
			return
		}
		if x != nil {
			v.Set(reflect.ValueOf(x))
		}
	}
}

// Describe says what a node is, for messages: "a mapping", "a list",
// "the string \"lots\"", "the integer 5", "null". Every package that
// reports a wrong YAML type words it with this, so messages read alike.
func Describe(n *yaml.Node) string {
	if n == nil {
		return "nothing"
	}
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.AliasNode:
		return "an alias"
	case yaml.ScalarNode:
		switch n.ShortTag() {
		case "!!null":
			return "null"
		case "!!str":
			return "the string " + quoteHead(n.Value)
		case "!!int":
			return "the integer " + head(n.Value)
		case "!!float":
			return "the number " + head(n.Value)
		case "!!bool":
			return "the boolean " + n.Value
		}
		return quoteHead(n.Value)
	}
	return "an unsupported node"
}

// describedRunes is how much of a scalar Describe quotes.
const describedRunes = 40

// head is the first describedRunes characters of s, with `…` when s goes
// on: a message never copies a scalar of megabytes (nor converts it whole
// to runes to cut it).
func head(s string) string {
	if h, cut := prefix(s); cut {
		return h + "…"
	}
	return s
}

// quoteHead is head(s) quoted, the `…` after the quotes.
func quoteHead(s string) string {
	if h, cut := prefix(s); cut {
		return fmt.Sprintf("%q…", h)
	}
	return fmt.Sprintf("%q", s)
}

// prefix is the first describedRunes characters of s, and whether s has
// more.
func prefix(s string) (string, bool) {
	i := 0
	for n := 0; i < len(s) && n < describedRunes; n++ {
		_, w := utf8.DecodeRuneInString(s[i:])
		i += w
	}
	return s[:i], i < len(s)
}

func (d *decoder) scalar(n *yaml.Node, want string, tags ...string) (string, bool) {
	if n.Kind == yaml.ScalarNode {
		for _, t := range tags {
			if n.ShortTag() == t {
				return n.Value, true
			}
		}
	}
	d.add(WrongType, n, "%s: expected %s, got %s", article(want), Describe(n))
	return "", false
}

func article(s string) string {
	if strings.ContainsRune("aeiou", rune(s[0])) {
		return "an " + s
	}
	return "a " + s
}

func (d *decoder) boolean(n *yaml.Node, v reflect.Value) {
	if b, ok := Bool(n); ok {
		v.SetBool(b)
		return
	}
	d.add(WrongType, n, "%s: expected a boolean, got %s", Describe(n))
}

// Bool reads a boolean scalar. Like the YAML 1.1 readers kubectl and the
// Volcano scheduler use, it also accepts the unquoted words yes/no/on/off.
func Bool(n *yaml.Node) (value, ok bool) {
	n = resolve(n)
	if n == nil || n.Kind != yaml.ScalarNode {
		return false, false
	}
	switch {
	case n.ShortTag() == "!!bool":
		b, err := strconv.ParseBool(strings.ToLower(n.Value))
		return b, err == nil
	case n.Style == 0 && n.ShortTag() == "!!str":
		switch strings.ToLower(n.Value) {
		case "yes", "on", "y":
			return true, true
		case "no", "off", "n":
			return false, true
		}
	}
	return false, false
}

func (d *decoder) quantity(n *yaml.Node, v reflect.Value) {
	q, ok := d.parseQuantity(n, "")
	if !ok {
		return
	}
	if v.CanAddr() {
		// Through a pointer: reflect.ValueOf(q) would copy q to the heap
		// first, for every quantity of the input.
		*v.Addr().Interface().(*resource.Quantity) = q
		return
	}
	v.Set(reflect.ValueOf(q))
}

func (d *decoder) parseQuantity(n *yaml.Node, name string) (resource.Quantity, bool) {
	if n.Kind != yaml.ScalarNode || (n.ShortTag() != "!!str" && n.ShortTag() != "!!int" && n.ShortTag() != "!!float") {
		d.add(WrongType, n, "%s: expected a quantity such as 500m, 4 or 16Gi, got %s", Describe(n))
		return resource.Quantity{}, false
	}
	q, problem, err := resources.ParseVolcano(name, strings.TrimSpace(n.Value))
	if err != nil {
		d.add(BadQuantity, n, "%s: %q is not a valid quantity (examples: 500m, 4, 16Gi, 1e3)", capped.Text(n.Value))
		return resource.Quantity{}, false
	}
	if problem != "" {
		// Later rules compare what Volcano compares, and exact arithmetic
		// never meets "1e2000000000", a number of two billion digits.
		d.add(Unrepresentable, n, "%s: %s %s", capped.Text(strings.TrimSpace(n.Value)), problem)
	}
	return q, true
}

// quantityMapPtr is *map[string]resource.Quantity; a resource list type
// such as resources.List converts to it.
var quantityMapPtr = reflect.TypeOf((*map[string]resource.Quantity)(nil))

var (
	stringType   = reflect.TypeOf("")
	stringMapPtr = reflect.TypeOf((*map[string]string)(nil))
)

// quantityMap returns v, a map of quantities, as a pointer to its plain
// map type. The usual types are asserted directly: reflect's Convert,
// which the others need, cost a twentieth of decoding an estate.
func quantityMap(v reflect.Value) (*map[string]resource.Quantity, bool) {
	if v.Type().Elem() != quantityType || !v.CanAddr() {
		return nil, false
	}
	switch p := v.Addr().Interface().(type) {
	case *resources.List:
		return (*map[string]resource.Quantity)(p), true
	case *map[string]resource.Quantity:
		return p, true
	}
	if !v.Addr().Type().ConvertibleTo(quantityMapPtr) {
		return nil, false
	}
	return v.Addr().Convert(quantityMapPtr).Interface().(*map[string]resource.Quantity), true
}

// stringMap is quantityMap for a map of strings.
func stringMap(v reflect.Value) (*map[string]string, bool) {
	if v.Type().Elem() != stringType || !v.CanAddr() {
		return nil, false
	}
	if p, ok := v.Addr().Interface().(*map[string]string); ok {
		return p, true
	}
	if !v.Addr().Type().ConvertibleTo(stringMapPtr) {
		return nil, false
	}
	return v.Addr().Convert(stringMapPtr).Interface().(*map[string]string), true
}

// strings decodes a map of strings (labels, annotations, node selectors)
// into a plain map, as quantities does resource lists.
func (d *decoder) strings(n *yaml.Node, m map[string]string) {
	d.eachPair(n, func(k, val *yaml.Node) {
		var s string // a null stays "", as in value
		if !d.step(val) {
			return
		}
		if val = resolve(val); !isNull(val) {
			var ok bool
			d.enterKey(k.Value)
			s, ok = d.scalar(val, "string", "!!str")
			d.leave()
			if !ok {
				return
			}
		}
		m[k.Value] = s
	})
}

// quantities decodes a resource list (a map of quantities, the most common
// mapping of the input) into a plain map, without a reflect.Value per entry.
func (d *decoder) quantities(n *yaml.Node, m map[string]resource.Quantity) {
	d.eachPair(n, func(k, val *yaml.Node) {
		var q resource.Quantity // a null stays the zero quantity, as in value
		if !d.step(val) {
			return
		}
		if val = resolve(val); !isNull(val) {
			var ok bool
			d.enterKey(k.Value)
			q, ok = d.parseQuantity(val, k.Value)
			d.leave()
			if !ok {
				return
			}
		}
		m[k.Value] = q
	})
}

func (d *decoder) mapping(n *yaml.Node, v reflect.Value) {
	if n.Kind != yaml.MappingNode {
		d.add(WrongType, n, "%s: expected a mapping, got %s", Describe(n))
		return
	}
	t := v.Type()
	if t.Key().Kind() != reflect.String {
		return
	}
	if p, ok := quantityMap(v); ok {
		if *p == nil && d.lists != nil {
			if found, key, ok := d.lists.find(n); ok {
				if found != nil {
					*p = found
					return
				}
				*p = make(map[string]resource.Quantity, len(n.Content)/2)
				before := len(d.problems)
				d.quantities(n, *p)
				if len(d.problems) == before {
					d.lists.put(key, *p)
				}
				return
			}
		}
		if *p == nil {
			*p = make(map[string]resource.Quantity, len(n.Content)/2)
		}
		d.quantities(n, *p)
		return
	}
	if v.IsNil() {
		v.Set(reflect.MakeMapWithSize(t, len(n.Content)/2))
	}
	if p, ok := stringMap(v); ok {
		d.strings(n, *p)
		return
	}
	d.eachPair(n, func(k, val *yaml.Node) {
		elem := reflect.New(t.Elem()).Elem()
		before := len(d.problems)
		d.enterKey(k.Value)
		d.value(val, elem)
		d.leave()
		if len(d.problems) == before {
			v.SetMapIndex(reflect.ValueOf(k.Value).Convert(t.Key()), elem)
		}
	})
}

func (d *decoder) sequence(n *yaml.Node, v reflect.Value) {
	if n.Kind != yaml.SequenceNode {
		d.add(WrongType, n, "%s: expected a list, got %s", Describe(n))
		return
	}
	s := reflect.MakeSlice(v.Type(), len(n.Content), len(n.Content))
	for i, item := range n.Content {
		d.enterIndex(i)
		d.value(item, s.Index(i))
		d.leave()
	}
	v.Set(s)
}

func (d *decoder) structure(n *yaml.Node, v reflect.Value) {
	if n.Kind != yaml.MappingNode {
		at := d.at()
		d.problems = append(d.problems, Problem{Kind: WrongType, Path: at, Node: n,
			Msg: fmt.Sprintf("%s: expected a mapping, got %s", orRoot(at), Describe(n))})
		return
	}
	info := fieldsOf(v.Type())
	d.eachPair(n, func(k, val *yaml.Node) {
		idx, ok := info.byName[k.Value]
		if !ok {
			if !info.open {
				in := d.at()
				d.problems = append(d.problems, Problem{
					Kind: UnknownField, Path: joinPath(in, k.Value), Node: k,
					Msg:   fmt.Sprintf("unknown field %q in %s", k.Value, orRoot(in)),
					Known: info.names,
				})
			}
			return
		}
		d.enterKey(k.Value)
		d.value(val, v.FieldByIndex(idx))
		d.leave()
	})
}

func orRoot(path string) string {
	if path == "" {
		return "the object"
	}
	return path
}

// eachPair walks a mapping's key/value pairs, expanding `<<` merge keys as
// YAML 1.1 defines them: the value is a mapping or a list of mappings, and
// a key of the mapping itself overrides a merged one, as does a key of an
// earlier mapping of the list over a later one. The mapping's own pairs come
// first, then the merged pairs that are not overridden. Each merged mapping
// is expanded once, so shared anchors cannot make the walk exponential.
func eachPair(n *yaml.Node, fn func(k, v *yaml.Node, merged bool)) {
	if !hasMergeKey(n) {
		// The usual mapping: its pairs in order, with no bookkeeping.
		for i := 0; i+1 < len(n.Content); i += 2 {
			fn(n.Content[i], n.Content[i+1], false)
		}
		return
	}
	taken := map[string]bool{}
	seen := map[*yaml.Node]bool{n: true}
	var walk func(n *yaml.Node, merged bool)
	walk = func(n *yaml.Node, merged bool) {
		var sources []*yaml.Node
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if ms, ok := mergeSources(k, v); ok {
				sources = append(sources, ms...)
				continue
			}
			if merged && taken[k.Value] {
				continue
			}
			taken[k.Value] = true
			fn(k, v, merged)
		}
		for _, m := range sources {
			if !seen[m] {
				seen[m] = true
				walk(m, true)
			}
		}
	}
	walk(n, false)
}

// hasMergeKey reports whether a mapping has a pair mergeSources may
// expand.
func hasMergeKey(n *yaml.Node) bool {
	for i := 0; i+1 < len(n.Content); i += 2 {
		if k := n.Content[i]; k.Kind == yaml.ScalarNode && k.Value == "<<" {
			return true
		}
	}
	return false
}

// mergeSources returns the mappings a `<<` pair merges, in precedence
// order; ok is false when the pair is not a valid merge.
func mergeSources(k, v *yaml.Node) (sources []*yaml.Node, ok bool) {
	if k.Kind != yaml.ScalarNode || k.Value != "<<" || k.Style != 0 || (k.Tag != "" && k.ShortTag() != "!!merge") {
		return nil, false
	}
	switch v = resolve(v); {
	case v == nil:
		return nil, false
	case v.Kind == yaml.MappingNode:
		return []*yaml.Node{v}, true
	case v.Kind == yaml.SequenceNode:
		for _, item := range v.Content {
			m := resolve(item)
			if m == nil || m.Kind != yaml.MappingNode {
				return nil, false
			}
			sources = append(sources, m)
		}
		return sources, true
	}
	return nil, false
}

type structInfo struct {
	byName map[string][]int
	names  []string
	open   bool
}

// fieldCache memoises struct layouts; types are a fixed set, so this is a
// cache of derived facts, not mutable program state.
var fieldCache sync.Map

func fieldsOf(t reflect.Type) *structInfo {
	if c, ok := fieldCache.Load(t); ok {
		return c.(*structInfo)
	}
	info := &structInfo{byName: map[string][]int{}, open: reflect.PointerTo(t).Implements(openType) || t.Implements(openType)}
	var walk func(t reflect.Type, index []int)
	walk = func(t reflect.Type, index []int) {
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			tag := f.Tag.Get("json")
			name, opts, _ := strings.Cut(tag, ",")
			idx := append(append([]int(nil), index...), i)
			if strings.Contains(opts, "inline") && f.Type.Kind() == reflect.Struct {
				walk(f.Type, idx)
				continue
			}
			if name == "-" || !f.IsExported() {
				continue
			}
			if name == "" {
				name = f.Name
			}
			info.byName[name] = idx
			info.names = append(info.names, name)
		}
	}
	walk(t, nil)
	fieldCache.Store(t, info)
	return info
}
