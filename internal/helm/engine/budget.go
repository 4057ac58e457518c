package engine

import (
	"context"
	"fmt"
	"reflect"
	"strings"
)

// Budget bounds the work of one rendering, so that a hostile chart fails
// quickly with a message at the template line that went over, instead of
// running until the sandbox's time or memory budget stops the whole render
// (docs/security.md). Work that writes nothing counts: template calls and
// range iterations cost time whatever they print.
//
// The defaults are far above what real charts use and far below what
// hurts: over the 207 public charts of the differential test (491
// renderings, Bitnami's, prometheus-community's, Grafana's, Argo's, ...),
// the most any used was 2,566 calls, 83 tpl calls, 1,797 range iterations,
// 4.5 MB written, 1.1 MB built and 8 costly calls (docs/security.md).
type Budget struct {
	// Calls bounds include, template and tpl calls.
	Calls int64
	// Tpls bounds tpl calls, each of which copies the chart's template set
	// as Helm's does.
	Tpls int64
	// Iterations bounds range iterations, and the comparisons of functions
	// that compare every pair of a list's elements (uniq, without).
	Iterations int64
	// Output bounds the bytes templates write, includes counted.
	Output int64
	// String bounds one string a function builds (repeat, cat, printf,
	// indent, toYaml, ...), in bytes; List one list (until, concat, ...),
	// in elements; Nodes the size of one value a function walks whole
	// (toYaml, deepCopy, print, ...), in maps, lists and scalars visited.
	String, List, Nodes int64
	// Built bounds the bytes and elements all functions build together.
	Built int64
	// Expensive bounds calls of functions that cost milliseconds each
	// (derivePassword's scrypt, a certificate's signature, schema-free
	// crypto).
	Expensive int64
}

// DefaultBudget is the budget of a rendering when the caller sets none.
func DefaultBudget() Budget {
	return Budget{
		Calls:      100_000,
		Tpls:       10_000,
		Iterations: 1_000_000,
		Output:     64 << 20,
		String:     16 << 20,
		List:       1_000_000,
		Nodes:      2_000_000,
		Built:      256 << 20,
		Expensive:  64,
	}
}

// BudgetError is a rendering stopped by its budget.
type BudgetError struct {
	// What went over: "template calls", "range iterations", ...
	What  string
	Limit int64
}

func (e *BudgetError) Error() string {
	limit := fmt.Sprint(e.Limit)
	if what, ok := strings.CutPrefix(e.What, "bytes "); ok && e.Limit%(1<<20) == 0 {
		limit, e = fmt.Sprintf("%d MiB", e.Limit>>20), &BudgetError{What: what, Limit: e.Limit}
	}
	return fmt.Sprintf("the chart's templates go over vcqlint's render budget of %s %s and are stopped (docs/security.md)", limit, e.What)
}

// meter counts one rendering's work against its budget.
type meter struct {
	b                                           Budget
	calls, tpls, iterations, built, ex, written int64
	// ctx, when set, ends the rendering once done; ticks counts the work
	// between two looks at it.
	ctx   context.Context
	ticks int
}

// used is the work counted so far.
func (m *meter) used() Budget {
	return Budget{Calls: m.calls, Tpls: m.tpls, Iterations: m.iterations, Output: m.written, Built: m.built, Expensive: m.ex}
}

// tick looks at the context every 4096 units of work.
func (m *meter) tick() error {
	if m.ticks++; m.ctx == nil || m.ticks&4095 != 0 {
		return nil
	}
	if err := m.ctx.Err(); err != nil {
		return fmt.Errorf("the rendering was stopped: %w", err)
	}
	return nil
}

func (m *meter) call() error {
	if err := m.tick(); err != nil {
		return err
	}
	if m.calls++; m.calls > m.b.Calls {
		return &BudgetError{What: "include, template and tpl calls", Limit: m.b.Calls}
	}
	return nil
}

func (m *meter) tpl() error {
	if m.tpls++; m.tpls > m.b.Tpls {
		return &BudgetError{What: "tpl calls", Limit: m.b.Tpls}
	}
	return m.call()
}

func (m *meter) iteration() error { return m.steps(1) }

func (m *meter) expensive() error {
	if m.ex++; m.ex > m.b.Expensive {
		return &BudgetError{What: "calls of costly functions (derivePassword, certificates)", Limit: m.b.Expensive}
	}
	return nil
}

// string admits a string of n bytes about to be built.
func (m *meter) string(n int64) error {
	if n > m.b.String {
		return &BudgetError{What: "bytes in one string a function builds", Limit: m.b.String}
	}
	return m.build(n)
}

// list admits a list of n elements about to be built.
func (m *meter) list(n int64) error {
	if n > m.b.List {
		return &BudgetError{What: "elements in one list a function builds", Limit: m.b.List}
	}
	return m.build(n)
}

func (m *meter) build(n int64) error {
	if m.built += n; m.built > m.b.Built {
		return &BudgetError{What: "bytes and elements built by functions in all", Limit: m.b.Built}
	}
	return nil
}

// walk admits values that a function is about to walk whole (print them,
// serialise them, copy them): it counts the maps, lists and scalars a walk
// would visit, shared ones as often as they are reached, and the bytes of
// their strings, and stops counting at the budget, so that a value built by
// sharing (a dict that holds itself twice, forty times over) is refused in
// bounded time.
func (m *meter) walk(vs ...any) error {
	w := walker{nodes: m.b.Nodes, bytes: m.b.String}
	for _, v := range vs {
		if !w.count(reflect.ValueOf(v), 0) {
			if w.nodes < 0 {
				return &BudgetError{What: "maps, lists and values in one value a function walks", Limit: m.b.Nodes}
			}
			return &BudgetError{What: "bytes in one string a function builds", Limit: m.b.String}
		}
	}
	return nil
}

// steps admits n steps of a function's loop (the comparisons of uniq).
func (m *meter) steps(n int64) error {
	if err := m.tick(); err != nil {
		return err
	}
	if m.iterations += n; m.iterations > m.b.Iterations {
		return &BudgetError{What: "range iterations and list comparisons", Limit: m.b.Iterations}
	}
	return nil
}

// walker counts what is left of the node and byte budgets as it walks.
type walker struct{ nodes, bytes int64 }

// count takes v and everything in it from the budgets; false once one runs
// out. Each node also costs its depth in bytes, the indentation a
// serialiser writes.
func (w *walker) count(v reflect.Value, depth int64) bool {
	w.nodes--
	w.bytes -= 8 + depth
	if w.nodes < 0 || w.bytes < 0 {
		return false
	}
	switch v.Kind() {
	case reflect.Interface, reflect.Pointer:
		if v.IsNil() {
			return true
		}
		return w.count(v.Elem(), depth)
	case reflect.String:
		w.bytes -= int64(v.Len())
		return w.bytes >= 0
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			if !w.count(it.Key(), depth+1) || !w.count(it.Value(), depth+1) {
				return false
			}
		}
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.Type().Elem().Kind() == reflect.Uint8 {
			w.bytes -= int64(v.Len())
			return w.bytes >= 0
		}
		for i := range v.Len() {
			if !w.count(v.Index(i), depth+1) {
				return false
			}
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if !w.count(v.Field(i), depth+1) {
				return false
			}
		}
	}
	return true
}
