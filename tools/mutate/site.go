package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// kind says how a site is mutated, and so how its schema is written.
type kind int

const (
	binary    kind = iota // X op Y: op replaced
	negation              // !X: the ! removed
	boolConst             // true or false: flipped
)

// site is one mutant: replace len(from) bytes at opOff with to. start and
// end delimit the whole expression the mutant changes, x and y its operands
// (y only for binary sites), as byte offsets in the file.
type site struct {
	id         int // 1-based, in file and offset order; 0 is "no mutant"
	file       string
	pkg        string // the file's package name
	pos        token.Position
	opOff      int
	from, to   string
	kind       kind
	start, end int
	x, y       [2]int
	funcName   string
	statement  string // the source line, spaces collapsed
	nth        int    // 1 for the first site with the same key fields, 2 for the next...
}

// key names a mutant independently of line numbers, so that the list of
// equivalent mutants survives edits elsewhere in the file.
func (s site) key() string {
	return fmt.Sprintf("%s\t%s\t%s -> %s\t%d\t%s", filepath.ToSlash(s.file), s.funcName, s.from, showTo(s.to), s.nth, s.statement)
}

// label is the human form: where, what, in which function.
func (s site) label() string {
	return fmt.Sprintf("%s:%d:%d %s -> %s in %s", filepath.ToSlash(s.file), s.pos.Line, s.pos.Column, s.from, showTo(s.to), s.funcName)
}

func showTo(to string) string {
	if to == "" {
		return "(removed)"
	}
	return to
}

var swaps = map[token.Token]token.Token{
	token.LSS: token.LEQ, token.LEQ: token.LSS,
	token.GTR: token.GEQ, token.GEQ: token.GTR,
	token.EQL: token.NEQ, token.NEQ: token.EQL,
	token.LAND: token.LOR, token.LOR: token.LAND,
	token.ADD: token.SUB, token.SUB: token.ADD,
}

// collect lists the mutation sites of the package's non-test files, in
// file and offset order, numbered from 1.
func collect(dir, only string) ([]site, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var out []site
	fset := token.NewFileSet()
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") || (only != "" && filepath.Base(name) != only) {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", name, err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			return nil, fmt.Errorf("parse %s: %w", name, err)
		}
		if isGenerated(src) {
			continue // the registry: a list, no behaviour of its own
		}
		out = append(out, sitesOf(fset, f, name, src)...)
	}
	numberSites(out)
	return out, nil
}

// isGenerated follows the Go convention for generated files.
func isGenerated(src []byte) bool {
	for _, line := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(line, "// Code generated ") && strings.HasSuffix(line, " DO NOT EDIT.") {
			return true
		}
		if strings.HasPrefix(line, "package ") {
			return false
		}
	}
	return false
}

func numberSites(sites []site) {
	seen := map[string]int{}
	for i := range sites {
		sites[i].id = i + 1
		sites[i].nth = 1
		k := sites[i].key()
		seen[k]++
		sites[i].nth = seen[k]
	}
}

func sitesOf(fset *token.FileSet, f *ast.File, name string, src []byte) []site {
	var out []site
	off := func(p token.Pos) int { return fset.Position(p).Offset }
	for _, decl := range declsOf(f) {
		funcName := decl.name
		ast.Inspect(decl.node, func(n ast.Node) bool {
			s := site{file: name, pkg: f.Name.Name, funcName: funcName}
			switch n := n.(type) {
			case *ast.BinaryExpr:
				to, ok := swaps[n.Op]
				if !ok {
					return true
				}
				s.kind, s.from, s.to = binary, n.Op.String(), to.String()
				s.opOff = off(n.OpPos)
				s.x = [2]int{off(n.X.Pos()), off(n.X.End())}
				s.y = [2]int{off(n.Y.Pos()), off(n.Y.End())}
			case *ast.UnaryExpr:
				if n.Op != token.NOT {
					return true
				}
				s.kind, s.from, s.to = negation, "!", ""
				s.opOff = off(n.OpPos)
				s.x = [2]int{off(n.X.Pos()), off(n.X.End())}
			case *ast.Ident:
				if n.Name != "true" && n.Name != "false" {
					return true
				}
				s.kind, s.from, s.to = boolConst, n.Name, map[string]string{"true": "false", "false": "true"}[n.Name]
				s.opOff = off(n.Pos())
			default:
				return true
			}
			s.pos = fset.Position(token.Pos(int(f.FileStart) + s.opOff))
			s.start, s.end = off(n.Pos()), off(n.End())
			s.statement = strings.Join(strings.Fields(lineAt(src, s.opOff)), " ")
			out = append(out, s)
			return true
		})
	}
	return out
}

type namedDecl struct {
	name string
	node ast.Node
}

// declsOf lists the file's top-level declarations with the name a mutant
// is reported in: the function, or the variables a rule's Check closure
// is declared in.
func declsOf(f *ast.File) []namedDecl {
	var out []namedDecl
	for _, decl := range f.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			out = append(out, namedDecl{d.Name.Name, d})
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				name := "package level"
				if vs, ok := spec.(*ast.ValueSpec); ok {
					var names []string
					for _, n := range vs.Names {
						names = append(names, n.Name)
					}
					name = strings.Join(names, ",")
				}
				out = append(out, namedDecl{name, spec})
			}
		}
	}
	return out
}

func lineAt(src []byte, off int) string {
	start := bytes.LastIndexByte(src[:off], '\n') + 1
	end := bytes.IndexByte(src[off:], '\n')
	if end < 0 {
		end = len(src) - off
	}
	return string(src[start : off+end])
}

// textual returns the file with the one mutation applied: the mutant as a
// person would write it.
func textual(src []byte, s site) ([]byte, error) {
	if s.opOff+len(s.from) > len(src) || string(src[s.opOff:s.opOff+len(s.from)]) != s.from {
		return nil, fmt.Errorf("%s: expected %q at offset %d (the file changed since the sites were listed)", s.label(), s.from, s.opOff)
	}
	return append(append(append([]byte(nil), src[:s.opOff]...), s.to...), src[s.opOff+len(s.from):]...), nil
}
