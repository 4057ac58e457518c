package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// A mutant schema is the package compiled once with every mutant in it,
// each behind a test of which mutant is active (VCQLINT_MUTANT, read once
// when the test binary starts). One build serves every mutant, so a mutant
// costs one run of the test binary instead of a compile and a link.
//
// Each site becomes an expression that evaluates exactly one of the
// original and the mutated expression:
//
//	X < Y   ->  (mutantOn(7) && ((X) <= (Y)) || !mutantOn(7) && ((X) < (Y)))
//	!X      ->  (mutantOn(8) && (X) || !mutantOn(8) && !(X))
//	true    ->  (!mutantOn(9))
//	X + Y   ->  mutantPick(10, (X) + (Y), (X) - (Y))
//
// Both operands of + and - are evaluated (they are side-effect free in the
// rules; a mutant where that mattered would be told by a fallback run).
// Operands are written twice, so sites nest. A site whose schema does not
// compile (a + on strings, a constant expression) is left out of the schema
// and run the slow way, as a textual mutant of its own.
//
// Every schema starts with a /*line mutant-site-N:1:1*/ directive, so the
// compiler names the site of each error.

const (
	envMutant  = "VCQLINT_MUTANT"
	onFunc     = "vcqlintMutantOn"
	pickFunc   = "vcqlintMutantPick"
	activeVar  = "vcqlintMutantActive"
	helperFile = "zz_vcqlint_mutant_schema.go"
)

func helperSource(pkg string) string {
	return fmt.Sprintf(`package %s

import (
	"os"
	"strconv"
)

var %[2]s = func() int {
	n, _ := strconv.Atoi(os.Getenv(%[3]q))
	return n
}()

func %[4]s(id int) bool { return id == %[2]s }

func %[5]s[T any](id int, orig, mutant T) T {
	if id == %[2]s {
		return mutant
	}
	return orig
}
`, pkg, activeVar, envMutant, onFunc, pickFunc)
}

// schemaWriter writes one file's schema.
type schemaWriter struct {
	src   []byte
	path  string // the name line directives restore outside schemas
	sites []site // the file's schematised sites, by start then outermost first
}

func newSchemaWriter(src []byte, path string, sites []site) *schemaWriter {
	sorted := append([]site(nil), sites...)
	sort.SliceStable(sorted, func(i, j int) bool {
		if sorted[i].start != sorted[j].start {
			return sorted[i].start < sorted[j].start
		}
		return sorted[i].end > sorted[j].end
	})
	return &schemaWriter{src: src, path: path, sites: sorted}
}

// file returns the whole file's schema.
func (w *schemaWriter) file() string {
	return w.span(0, len(w.src), "")
}

// span writes src[start:end] with every outermost site inside it replaced
// by its schema. outer is the directive that restores the enclosing site's
// name after a nested schema ("" at file level: the original position).
func (w *schemaWriter) span(start, end int, outer string) string {
	var b strings.Builder
	cur := start
	for _, s := range w.sites {
		if s.start < cur || s.end > end {
			continue
		}
		b.Write(w.src[cur:s.start])
		b.WriteString(w.schema(s))
		cur = s.end
		if outer != "" {
			b.WriteString(outer)
		} else {
			b.WriteString(w.restore(cur))
		}
	}
	b.Write(w.src[cur:end])
	return b.String()
}

// restore is the directive giving the next byte its original position.
func (w *schemaWriter) restore(off int) string {
	line := 1 + strings.Count(string(w.src[:off]), "\n")
	col := off - (strings.LastIndexByte(string(w.src[:off]), '\n') + 1) + 1
	return fmt.Sprintf("/*line %s:%d:%d*/", w.path, line, col)
}

func (w *schemaWriter) schema(s site) string {
	mark := fmt.Sprintf("/*line mutant-site-%d:1:1*/", s.id)
	x := func() string { return "(" + w.span(s.x[0], s.x[1], mark) + ")" }
	y := func() string { return "(" + w.span(s.y[0], s.y[1], mark) + ")" }
	switch s.kind {
	case negation:
		return fmt.Sprintf("%s(%s(%d) && %s || !%s(%d) && !%s)", mark, onFunc, s.id, x(), onFunc, s.id, x())
	case boolConst:
		if s.from == "true" {
			return fmt.Sprintf("%s(!%s(%d))", mark, onFunc, s.id)
		}
		return fmt.Sprintf("%s(%s(%d))", mark, onFunc, s.id)
	}
	if s.from == "+" || s.from == "-" {
		return fmt.Sprintf("%s%s(%d, %s %s %s, %s %s %s)", mark, pickFunc, s.id, x(), s.from, y(), x(), s.to, y())
	}
	return fmt.Sprintf("%s(%s(%d) && (%s %s %s) || !%s(%d) && (%s %s %s))",
		mark, onFunc, s.id, x(), s.to, y(), onFunc, s.id, x(), s.from, y())
}

// schemaPath is the name the overlay gives a package's helper file.
func schemaPath(dir string) string { return filepath.Join(dir, helperFile) }

var siteError = regexp.MustCompile(`mutant-site-(\d+):\d+:\d+: (.*)`)

// blame returns the sites the compiler's errors point at, with the first
// message for each.
func blame(out string) map[int]string {
	got := map[int]string{}
	for _, m := range siteError.FindAllStringSubmatch(out, -1) {
		id, err := strconv.Atoi(m[1])
		if err != nil {
			continue
		}
		if _, ok := got[id]; !ok {
			got[id] = m[2]
		}
	}
	return got
}
