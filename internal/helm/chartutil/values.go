// Package chartutil is a twin of the parts of Helm v3.22's pkg/chartutil
// that prepare a rendering: values coalescing, dependency conditions, tags,
// aliases and import-values, globals, schema validation, capabilities and
// the top-level render values. Its types carry Helm's package and type
// names (chartutil.Values, *chartutil.Capabilities), so that a template that
// prints a value's type reads the same as in Helm.
//
// It exists because Helm's own package imports client-go, whose package
// initialisation slowed every run of vcqlint, charts or not
// (docs/inputs.md). It mirrors Helm's behaviour, read from its source at
// v3.22.0; the differential test of internal/helm/engine checks it against
// Helm's. Departures, all in schema validation, are documented where made.
package chartutil

import (
	"fmt"
	"io"
	"strings"

	"github.com/mitchellh/copystructure"
	"helm.sh/helm/v3/pkg/chart"
	"sigs.k8s.io/yaml"
)

// GlobalKey is the values key whose table every subchart also receives.
const GlobalKey = "global"

// Values are a chart's values, as Helm's chartutil.Values: the type of
// .Values in a template, with the same methods.
type Values map[string]any

// YAML encodes the values as YAML.
func (v Values) YAML() (string, error) {
	b, err := yaml.Marshal(v)
	return string(b), err
}

// Table is the table at a dotted path ("a.b"), or ErrNoTable.
func (v Values) Table(name string) (Values, error) {
	table := v
	var err error
	for _, n := range strings.Split(name, ".") {
		if table, err = tableLookup(table, n); err != nil {
			break
		}
	}
	return table, err
}

// AsMap is the values as a plain map, never nil.
func (v Values) AsMap() map[string]any {
	if len(v) == 0 {
		return map[string]any{}
	}
	return v
}

// Encode writes the values as YAML to w.
func (v Values) Encode(w io.Writer) error {
	out, err := yaml.Marshal(v)
	if err != nil {
		return err
	}
	_, err = w.Write(out)
	return err
}

// PathValue is the value (not a table) at a dotted path.
func (v Values) PathValue(path string) (any, error) {
	if path == "" {
		return nil, fmt.Errorf("YAML path cannot be empty")
	}
	return v.pathValue(strings.Split(path, "."))
}

func (v Values) pathValue(path []string) (any, error) {
	last := path[len(path)-1]
	table := v
	if len(path) > 1 {
		t, err := v.Table(strings.Join(path[:len(path)-1], "."))
		if err != nil {
			return nil, ErrNoValue{last}
		}
		table = t
	}
	if val, ok := table[last]; ok && !istable(val) {
		return val, nil
	}
	return nil, ErrNoValue{last}
}

func tableLookup(v Values, key string) (Values, error) {
	sub, ok := v[key]
	if !ok {
		return v, ErrNoTable{key}
	}
	switch t := sub.(type) {
	case map[string]any:
		return t, nil
	case Values:
		return t, nil
	}
	return Values{}, ErrNoTable{key}
}

// ErrNoTable is a path that names no table.
type ErrNoTable struct{ Key string }

func (e ErrNoTable) Error() string { return fmt.Sprintf("%q is not a table", e.Key) }

// ErrNoValue is a path that names no value.
type ErrNoValue struct{ Key string }

func (e ErrNoValue) Error() string { return fmt.Sprintf("%q is not a value", e.Key) }

// ReadValues reads a values file as Helm does: sigs.k8s.io/yaml, so numbers
// are float64 and YAML 1.1 booleans (yes, on) are booleans.
func ReadValues(data []byte) (Values, error) {
	var vals Values
	err := yaml.Unmarshal(data, &vals)
	if len(vals) == 0 {
		vals = Values{}
	}
	return vals, err
}

// istable is Helm's test for a table: a map[string]any, not a Values.
func istable(v any) bool {
	_, ok := v.(map[string]any)
	return ok
}

// CoalesceValues gives vals the chart's defaults and its subcharts', as
// Helm does for a rendering: the caller's values win, maps merge, a null
// removes the key, and each subchart's table gets the globals.
func CoalesceValues(ch *chart.Chart, vals map[string]any) (Values, error) {
	cp, err := copyValues(vals)
	if err != nil {
		return vals, err
	}
	return coalesce(ch, cp, false)
}

// MergeValues is CoalesceValues that keeps nulls, as Helm uses it before
// values are coalesced again.
func MergeValues(ch *chart.Chart, vals map[string]any) (Values, error) {
	cp, err := copyValues(vals)
	if err != nil {
		return vals, err
	}
	return coalesce(ch, cp, true)
}

func copyValues(vals map[string]any) (map[string]any, error) {
	v, err := copystructure.Copy(vals)
	if err != nil {
		return vals, err
	}
	cp := v.(map[string]any)
	if cp == nil {
		cp = map[string]any{}
	}
	return cp, nil
}

func coalesce(ch *chart.Chart, dest map[string]any, merge bool) (map[string]any, error) {
	coalesceValues(ch, dest, merge)
	return coalesceDeps(ch, dest, merge)
}

// coalesceDeps coalesces each subchart's table of dest with the subchart.
func coalesceDeps(ch *chart.Chart, dest map[string]any, merge bool) (map[string]any, error) {
	for _, sub := range ch.Dependencies() {
		cur, ok := dest[sub.Name()]
		switch {
		case !ok:
			cur = map[string]any{}
			dest[sub.Name()] = cur
		case !istable(cur):
			return dest, fmt.Errorf("type mismatch on %s: %t", sub.Name(), cur)
		}
		table := cur.(map[string]any)
		coalesceGlobals(table, dest)
		var err error
		if dest[sub.Name()], err = coalesce(sub, table, merge); err != nil {
			return dest, err
		}
	}
	return dest, nil
}

// coalesceGlobals merges src's globals into dest's: src (the parent) wins
// for values, tables merge with the parent's entries first.
func coalesceGlobals(dest, src map[string]any) {
	var dg, sg map[string]any
	if g, ok := dest[GlobalKey]; !ok {
		dg = map[string]any{}
	} else if dg, ok = g.(map[string]any); !ok {
		return // Helm warns and skips: the subchart's global is not a table
	}
	if g, ok := src[GlobalKey]; !ok {
		sg = map[string]any{}
	} else if sg, ok = g.(map[string]any); !ok {
		return
	}
	for key, val := range sg {
		switch {
		case istable(val):
			vv := shallowCopy(val.(map[string]any))
			if destv, ok := dg[key]; !ok {
				dg[key] = vv
			} else if destMap, ok := destv.(map[string]any); ok {
				coalesceTables(vv, destMap, true)
				dg[key] = vv
			}
		case istable(dg[key]):
			// Helm keeps the subchart's table when the parent's global is
			// not one.
		default:
			dg[key] = val
		}
	}
	dest[GlobalKey] = dg
}

func shallowCopy(src map[string]any) map[string]any {
	m := make(map[string]any, len(src))
	for k, v := range src {
		m[k] = v
	}
	return m
}

// coalesceValues gives v the chart's own defaults under what v sets.
func coalesceValues(ch *chart.Chart, v map[string]any, merge bool) {
	defaults := ch.Values
	if cp, err := copystructure.Copy(ch.Values); err == nil {
		if m, ok := cp.(map[string]any); ok {
			defaults = m
		}
	}
	for key, val := range defaults {
		value, ok := v[key]
		if !ok {
			v[key] = val
			continue
		}
		if value == nil && !merge {
			// A null removes the chart's default: the way a values file or
			// --set unsets it.
			delete(v, key)
			continue
		}
		dest, ok := value.(map[string]any)
		if !ok {
			continue
		}
		if src, ok := val.(map[string]any); ok {
			coalesceTables(dest, src, merge || isSubchart(ch, key))
		}
	}
}

func isSubchart(ch *chart.Chart, key string) bool {
	for _, sub := range ch.Dependencies() {
		if sub.Name() == key {
			return true
		}
	}
	return false
}

// CoalesceTables merges src into dst, dst winning; a null in dst removes
// a value src sets.
func CoalesceTables(dst, src map[string]any) map[string]any {
	return coalesceTables(dst, src, false)
}

// MergeTables is CoalesceTables that keeps nulls.
func MergeTables(dst, src map[string]any) map[string]any {
	return coalesceTables(dst, src, true)
}

func coalesceTables(dst, src map[string]any, merge bool) map[string]any {
	if src == nil {
		return dst
	}
	if dst == nil {
		return src
	}
	// Which keys src set to something, before dst's nulls are copied into
	// it: a null in dst over a value of src is the user unsetting a
	// default; over a null or nothing, it stays.
	srcSet := make(map[string]bool, len(src))
	for key, val := range src {
		if val != nil {
			srcSet[key] = true
		}
	}
	for key, val := range dst {
		if val == nil {
			src[key] = nil
		}
	}
	for key, val := range src {
		dv, ok := dst[key]
		switch {
		case ok && !merge && dv == nil && srcSet[key]:
			delete(dst, key)
		case !ok:
			dst[key] = val
		case istable(val):
			if istable(dv) {
				coalesceTables(dv.(map[string]any), val.(map[string]any), merge)
			}
		}
	}
	return dst
}

// ReleaseOptions are .Release's fields.
type ReleaseOptions struct {
	Name, Namespace      string
	Revision             int
	IsUpgrade, IsInstall bool
}

// ToRenderValues makes the top-level data of a rendering: .Chart,
// .Capabilities, .Release and .Values (the user's values coalesced with the
// chart's, then checked against the charts' values.schema.json), as Helm's
// chartutil.ToRenderValuesWithSchemaValidation.
func ToRenderValues(ch *chart.Chart, vals map[string]any, opts ReleaseOptions, caps *Capabilities) (Values, error) {
	if caps == nil {
		caps = DefaultCapabilities()
	}
	top := Values{
		"Chart":        ch.Metadata,
		"Capabilities": caps,
		"Release": map[string]any{
			"Name":      opts.Name,
			"Namespace": opts.Namespace,
			"IsUpgrade": opts.IsUpgrade,
			"IsInstall": opts.IsInstall,
			"Revision":  opts.Revision,
			"Service":   "Helm",
		},
	}
	coalesced, err := CoalesceValues(ch, vals)
	if err != nil {
		return top, err
	}
	if err := ValidateAgainstSchema(ch, coalesced); err != nil {
		return top, fmt.Errorf("values don't meet the specifications of the schema(s) in the following chart(s):\n%w", err)
	}
	top["Values"] = coalesced
	return top, nil
}
