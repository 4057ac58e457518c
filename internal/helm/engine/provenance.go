package engine

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unsafe"

	"github.com/vcqlint/vcqlint/internal/helm/chartutil"
)

// Provenance: where a printed value comes from in .Values, so that a
// finding on a value reached through range or with (a plugin name in a
// list the template iterates) points at the element in the values file,
// which text matching cannot find when the template builds the text around
// it (a scheduler configuration written line by line).
//
// The print hook (instrument.go) receives the value printed and the dot it
// is printed in. A rendering indexes every map and list of the top chart's
// .Values by identity, with its path; a value printed where dot is such a
// container is looked up in it, and a scalar printed as the element a range
// over such a list is at, by the iteration's index. Only what a template
// prints itself is recorded, not what an include returns.

// Span is a stretch of a rendered template printed from a value.
type Span struct {
	// Start and End are byte offsets in the rendered text.
	Start int `json:"start"`
	End   int `json:"end"`
	// Path are the keys from the top chart's .Values to the value, a list
	// index as its decimal number.
	Path []string `json:"path"`
}

// containerKey identifies a map or a list: its data and, for a list, its
// length (a sub-slice shares its data).
type containerKey struct {
	ptr unsafe.Pointer
	len int
}

func keyOf(v reflect.Value) (containerKey, bool) {
	switch v.Kind() {
	case reflect.Map:
		if v.IsNil() {
			return containerKey{}, false
		}
		return containerKey{ptr: v.UnsafePointer()}, true
	case reflect.Slice:
		if v.Len() == 0 {
			return containerKey{}, false
		}
		return containerKey{ptr: v.UnsafePointer(), len: v.Len()}, true
	}
	return containerKey{}, false
}

// provenance is one rendering's index and records.
type provenance struct {
	paths map[containerKey][]string
	// ranges are the ranges being iterated: the container's path (nil when
	// not from .Values) and the index reached.
	ranges []rangeState
}

type rangeState struct {
	path  []string
	keys  []string // a map's keys in the order range visits them
	index int
}

// index records the containers of the top chart's values.
func (p *provenance) index(vals chartutil.Values) {
	p.paths = map[containerKey][]string{}
	top, _ := vals["Values"].(chartutil.Values)
	var walk func(v reflect.Value, path []string, depth int)
	walk = func(v reflect.Value, path []string, depth int) {
		for v.Kind() == reflect.Interface && !v.IsNil() {
			v = v.Elem()
		}
		k, ok := keyOf(v)
		if !ok || depth > 100 {
			return
		}
		if _, seen := p.paths[k]; seen {
			return
		}
		p.paths[k] = slices.Clone(path)
		switch v.Kind() {
		case reflect.Map:
			for it := v.MapRange(); it.Next(); {
				walk(it.Value(), append(path, fmt.Sprint(it.Key().Interface())), depth+1)
			}
		case reflect.Slice:
			for i := range v.Len() {
				walk(v.Index(i), append(path, strconv.Itoa(i)), depth+1)
			}
		}
	}
	walk(reflect.ValueOf(map[string]any(top)), nil, 0)
}

// enter starts a range over v.
func (p *provenance) enter(v reflect.Value) {
	for v.IsValid() && v.Kind() == reflect.Interface && !v.IsNil() {
		v = v.Elem()
	}
	st := rangeState{index: -1}
	if k, ok := keyOf(v); ok && p.paths != nil {
		st.path = p.paths[k]
		if st.path != nil && v.Kind() == reflect.Map {
			for it := v.MapRange(); it.Next(); {
				st.keys = append(st.keys, fmt.Sprint(it.Key().Interface()))
			}
			slices.Sort(st.keys) // range visits a map's keys sorted
		}
	}
	p.ranges = append(p.ranges, st)
}

func (p *provenance) leave() {
	if len(p.ranges) > 0 {
		p.ranges = p.ranges[:len(p.ranges)-1]
	}
}

func (p *provenance) iterate() {
	if len(p.ranges) > 0 {
		p.ranges[len(p.ranges)-1].index++
	}
}

// pathOf is the values path of a scalar v printed where dot is: found in
// dot when dot is a container of the values, else the element the
// innermost range over such a list is at when v is that element.
func (p *provenance) pathOf(dot, v reflect.Value) []string {
	text, ok := scalarText(v)
	if !ok || p.paths == nil {
		return nil
	}
	for dot.IsValid() && dot.Kind() == reflect.Interface && !dot.IsNil() {
		dot = dot.Elem()
	}
	if k, ok := keyOf(dot); ok {
		if base, ok := p.paths[k]; ok {
			if sub := findIn(dot, text, 0); sub != nil {
				return append(slices.Clone(base), sub...)
			}
		}
	}
	if n := len(p.ranges); n > 0 {
		r := p.ranges[n-1]
		if r.path != nil && r.index >= 0 {
			if r.keys != nil {
				if r.index < len(r.keys) {
					return append(slices.Clone(r.path), r.keys[r.index])
				}
				return nil
			}
			return append(slices.Clone(r.path), strconv.Itoa(r.index))
		}
	}
	return nil
}

// findIn finds, under container v, a scalar whose text is text: the keys
// to it, the shallowest first.
func findIn(v reflect.Value, text string, depth int) []string {
	if depth > 20 {
		return nil
	}
	for v.Kind() == reflect.Interface && !v.IsNil() {
		v = v.Elem()
	}
	type child struct {
		key string
		v   reflect.Value
	}
	var children []child
	switch v.Kind() {
	case reflect.Map:
		keys := v.MapKeys()
		slices.SortFunc(keys, func(a, b reflect.Value) int {
			return strings.Compare(fmt.Sprint(a.Interface()), fmt.Sprint(b.Interface()))
		})
		for _, k := range keys {
			children = append(children, child{fmt.Sprint(k.Interface()), v.MapIndex(k)})
		}
	case reflect.Slice:
		for i := range v.Len() {
			children = append(children, child{strconv.Itoa(i), v.Index(i)})
		}
	default:
		return nil
	}
	for _, c := range children {
		if t, ok := scalarText(c.v); ok && t == text {
			return []string{c.key}
		}
	}
	for _, c := range children {
		if sub := findIn(c.v, text, depth+1); sub != nil {
			return append([]string{c.key}, sub...)
		}
	}
	return nil
}

// scalarText is how text/template prints a scalar, or false for anything
// else.
func scalarText(v reflect.Value) (string, bool) {
	for v.IsValid() && v.Kind() == reflect.Interface && !v.IsNil() {
		v = v.Elem()
	}
	switch v.Kind() {
	case reflect.String, reflect.Bool, reflect.Int, reflect.Int64, reflect.Float64, reflect.Int32, reflect.Uint64:
		return fmt.Sprint(v.Interface()), true
	}
	return "", false
}

// shiftSpans moves spans of a raw output to the text Helm keeps, from which
// every "<no value>" is removed.
func shiftSpans(raw string, spans []Span) []Span {
	const nv = "<no value>"
	var cuts []int // raw offsets of removed occurrences
	for i := 0; ; {
		j := strings.Index(raw[i:], nv)
		if j < 0 {
			break
		}
		cuts = append(cuts, i+j)
		i += j + len(nv)
	}
	if len(cuts) == 0 {
		return spans
	}
	shift := func(off int) int {
		n := 0
		for _, c := range cuts {
			if c < off {
				n++
			}
		}
		return off - n*len(nv)
	}
	out := make([]Span, 0, len(spans))
	for _, s := range spans {
		s.Start, s.End = shift(s.Start), shift(s.End)
		if s.End > s.Start {
			out = append(out, s)
		}
	}
	return out
}
