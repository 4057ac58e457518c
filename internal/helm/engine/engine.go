// Package engine is a twin of Helm v3.22's template engine (pkg/engine): the
// same template language, functions, template order, include and tpl
// semantics, render data and error texts, so that a chart renders in
// vcqlint as `helm template` renders it.
//
// It exists because Helm's own engine imports client-go, whose package
// initialisation slowed every run of vcqlint, charts or not
// (docs/inputs.md). The code mirrors Helm's, read from its source at
// v3.22.0; a differential test renders charts with Helm's engine (imported
// by the test only, so the vcqlint binary does not link it) and with this
// one and compares them byte for byte. Where it departs from Helm on
// purpose, for the functions that would read the clock, draw randomness or
// reach the network and for the budget that bounds a hostile chart, the
// departure is documented where it is made and in docs/security.md.
package engine

import (
	"context"
	"errors"
	"fmt"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"text/template"

	"helm.sh/helm/v3/pkg/chart"

	"github.com/vcqlint/vcqlint/internal/helm/chartutil"
)

// Engine renders charts as Helm v3.22's engine does (`helm template`: not
// strict, not lint mode, no cluster), within a budget and with fixed clock
// and randomness.
type Engine struct {
	Budget Budget
	Fixed  Fixed
	// Context, when set, stops the rendering once it is done: checked as
	// the budget counts work, so a rendering that only loops stops too.
	Context context.Context
}

// New is an Engine with the default budget and fixed values.
func New() Engine { return Engine{Budget: DefaultBudget(), Fixed: DefaultFixed()} }

// Result is a rendering's output.
type Result struct {
	// Rendered is each template's text by its name in the chart tree
	// ("volcano/templates/scheduler.yaml"), partials left out, as Helm's
	// Render returns it. NOTES.txt files are in it, as in Helm's.
	Rendered map[string]string
	// Errors are the templates that failed, in the order Helm renders them;
	// each error's text is Helm's. Helm stops at the first; vcqlint renders
	// the others, so that the rest of a chart is still linted. A template
	// that does not parse stops the rendering, as in Helm.
	Errors []error
	// Used is the work the rendering did, in the budget's units: how the
	// default budget was sized on real charts.
	Used Budget
	// Spans are, for each rendered template, the stretches printed from a
	// value of .Values (provenance.go).
	Spans map[string][]Span
}

// recursionMax is Helm's bound on one template's include depth.
const recursionMax = 1000

// renderable is one template with its data.
type renderable struct {
	text     string
	vals     map[string]any
	basePath string
}

// execution is the state of one rendering.
type execution struct {
	meter    *meter
	rand     *fixedRand
	fixed    Fixed
	included map[string]int
	tplDepth int
	inst     *instrumenter
	prov     provenance
	// current is the buffer being written, which printed spans refer to.
	current *output
}

// Render renders every template of ch and its subcharts with vals, the
// top-level data ToRenderValues made.
func (e Engine) Render(ch *chart.Chart, vals chartutil.Values) (res Result) {
	res.Rendered = map[string]string{}
	res.Spans = map[string][]Span{}
	defer func() {
		if r := recover(); r != nil {
			res.Errors = append(res.Errors, fmt.Errorf("rendering template failed: %v", r))
		}
	}()
	x := &execution{meter: &meter{b: e.Budget, ctx: e.Context}, rand: newFixedRand(e.Fixed.Seed), fixed: e.Fixed, included: map[string]int{}}
	x.inst = newInstrumenter(x)
	defer func() { res.Used = x.meter.used() }()
	tmpls := allTemplates(ch, vals)
	t := template.New("gotpl").Option("missingkey=zero")
	funcs := x.funcMap()
	for k, v := range x.inst.funcs() {
		funcs[k] = v
	}
	funcs["include"] = x.include(t)
	funcs["tpl"] = x.tpl(t)
	t.Funcs(funcs)
	keys := sortTemplates(tmpls)
	for _, name := range keys {
		if _, err := t.New(name).Parse(tmpls[name].text); err != nil {
			res.Errors = append(res.Errors, cleanupParseError(name, err))
		}
	}
	if len(res.Errors) > 0 {
		return res
	}
	x.inst.instrument(t)
	x.prov.index(vals)
	for _, name := range keys {
		if strings.HasPrefix(path.Base(name), "_") {
			continue // partials are only included
		}
		r := tmpls[name]
		r.vals["Template"] = chartutil.Values{"Name": name, "BasePath": r.basePath}
		out, spans, err := x.execute(t, name, r.vals)
		if err != nil {
			res.Errors = append(res.Errors, cleanupExecError(name, err))
			continue
		}
		res.Rendered[name] = strings.ReplaceAll(out, "<no value>", "")
		if spans = shiftSpans(out, spans); len(spans) > 0 {
			res.Spans[name] = spans
		}
	}
	return res
}

// execute runs one template into a budgeted buffer; a panic is its error.
func (x *execution) execute(t *template.Template, name string, data any) (out string, spans []Span, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("rendering template failed: %v", r)
		}
	}()
	buf := &output{m: x.meter, inst: x.inst}
	x.prov.ranges = x.prov.ranges[:0]
	defer x.writeTo(buf)()
	err = t.ExecuteTemplate(buf, name, data)
	return buf.String(), buf.spans, err
}

// writeTo makes buf the buffer printed spans refer to, until the returned
// function restores the previous one.
func (x *execution) writeTo(buf *output) func() {
	prev := x.current
	x.current = buf
	return func() { x.current = prev }
}

// include is Helm's include: it renders a named template into a string,
// at most recursionMax deep for one name, each call counted.
func (x *execution) include(t *template.Template) func(string, any) (string, error) {
	return func(name string, data any) (string, error) {
		if err := x.meter.call(); err != nil {
			return "", err
		}
		if v, ok := x.included[name]; ok {
			if v > recursionMax {
				return "", fmt.Errorf("rendering template has a nested reference name: %s: %w", name, errors.New("unable to execute template"))
			}
			x.included[name]++
		} else {
			x.included[name] = 1
		}
		buf := &output{m: x.meter, inst: x.inst}
		restore := x.writeTo(buf)
		err := t.ExecuteTemplate(buf, name, data)
		restore()
		x.included[name]--
		return buf.String(), err
	}
}

// tpl is Helm's tpl: the text is parsed in a copy of the template set,
// named as the set's root, whose include and tpl see the defines it makes.
// Helm bounds nothing here, so a value that renders itself through tpl
// recurses until the process runs out of stack; vcqlint counts tpl calls,
// and the depth of tpl in tpl, against the budget.
func (x *execution) tpl(parent *template.Template) func(string, any) (string, error) {
	return func(text string, vals any) (string, error) {
		if err := x.meter.tpl(); err != nil {
			return "", err
		}
		if x.tplDepth++; x.tplDepth > recursionMax {
			x.tplDepth--
			return "", fmt.Errorf("tpl calls nest more than %d deep; vcqlint stops there (Helm would run out of stack)", recursionMax)
		}
		defer func() { x.tplDepth-- }()
		t, err := parent.Clone()
		if err != nil {
			return "", fmt.Errorf("cannot clone template: %w", err)
		}
		t.Option("missingkey=zero")
		t.Funcs(template.FuncMap{"include": x.include(t), "tpl": x.tpl(t)})
		if t, err = t.New(parent.Name()).Parse(text); err != nil {
			return "", fmt.Errorf("cannot parse template %q: %w", text, err)
		}
		x.inst.instrument(t)
		buf := &output{m: x.meter, inst: x.inst}
		defer x.writeTo(buf)()
		if err := t.Execute(buf, vals); err != nil {
			return "", fmt.Errorf("error during tpl function execution for %q: %w", text, err)
		}
		return strings.ReplaceAll(buf.String(), "<no value>", ""), nil
	}
}

// output is a template's buffer, whose bytes count against the budget.
type output struct {
	strings.Builder
	m    *meter
	inst *instrumenter
	// spans are the stretches printed from values (provenance.go).
	spans []Span
}

func (o *output) Write(p []byte) (int, error) {
	if o.m.written += int64(len(p)); o.m.written > o.m.b.Output {
		return 0, o.inst.at(&BudgetError{What: "bytes written by templates, includes counted", Limit: o.m.b.Output})
	}
	return o.Builder.Write(p)
}

// cleanupParseError words a parse error as Helm does.
func cleanupParseError(name string, err error) error {
	tokens := strings.Split(err.Error(), ": ")
	if len(tokens) == 1 {
		return fmt.Errorf("parse error in (%s): %w", name, err)
	}
	return fmt.Errorf("parse error at (%s): %s", tokens[1], tokens[len(tokens)-1])
}

// cleanupExecError words an execution error as Helm does: fail and
// required show their message alone, at their position.
func cleanupExecError(name string, err error) error {
	if _, ok := err.(template.ExecError); !ok { //nolint:errorlint // Helm tests the error itself, not its chain
		return err
	}
	tokens := strings.SplitN(err.Error(), ": ", 3)
	if len(tokens) != 3 {
		return fmt.Errorf("execution error in (%s): %w", name, err)
	}
	if parts := warnRE.FindStringSubmatch(tokens[2]); len(parts) >= 2 {
		return fmt.Errorf("execution error at (%s): %s", tokens[1], parts[1])
	}
	return err
}

// sortTemplates orders templates as Helm parses and renders them: the
// deepest paths first, each depth in reverse order of names, so that a
// parent chart's definitions, parsed last, win over its subcharts'.
func sortTemplates(tmpls map[string]renderable) []string {
	keys := make([]string, 0, len(tmpls))
	for k := range tmpls {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		ca, cb := strings.Count(a, "/"), strings.Count(b, "/")
		if ca == cb {
			return a > b
		}
		return ca > cb
	})
	return keys
}

// allTemplates lists the templates of ch and its subcharts with the data
// each renders with.
func allTemplates(ch *chart.Chart, vals chartutil.Values) map[string]renderable {
	out := map[string]renderable{}
	chartTemplates(ch, out, vals)
	return out
}

// chartTemplates adds ch's templates to out and returns ch's data, which
// its parent's templates see as .Subcharts.<name>.
func chartTemplates(ch *chart.Chart, out map[string]renderable, vals chartutil.Values) map[string]any {
	subcharts := map[string]any{}
	meta := struct {
		chart.Metadata
		IsRoot bool
	}{*ch.Metadata, ch.IsRoot()}
	next := map[string]any{
		"Chart":        meta,
		"Files":        newFiles(ch.Files),
		"Release":      vals["Release"],
		"Capabilities": vals["Capabilities"],
		"Values":       make(chartutil.Values),
		"Subcharts":    subcharts,
	}
	if ch.IsRoot() {
		next["Values"] = vals["Values"]
	} else if vs, err := vals.Table("Values." + ch.Name()); err == nil {
		next["Values"] = vs
	}
	for _, sub := range ch.Dependencies() {
		subcharts[sub.Name()] = chartTemplates(sub, out, next)
	}
	full := ch.ChartFullPath()
	for _, t := range ch.Templates {
		if t == nil || (isLibrary(ch) && !strings.HasPrefix(filepath.Base(t.Name), "_")) {
			continue // a library chart renders only its partials' defines
		}
		out[path.Join(full, t.Name)] = renderable{text: string(t.Data), vals: next, basePath: path.Join(full, "templates")}
	}
	return next
}

func isLibrary(ch *chart.Chart) bool { return strings.EqualFold(ch.Metadata.Type, "library") }
