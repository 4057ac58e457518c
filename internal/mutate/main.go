// Command mutate measures how well the rule tests pin the rules: it applies
// one operator mutation at a time to the Go rules (rules/*.go, tests
// excluded) and runs their tests, through `go test -overlay` so the work
// tree is never written. A mutant is killed when the tests fail, survives
// when they pass, and is left out when it does not compile (a + on strings
// turned into -). See CONTRIBUTING.md, "Mutation testing".
//
//	go run ./internal/mutate                 # every mutant, about an hour on 2 cores
//	go run ./internal/mutate -every 5        # one mutant in five, deterministic
//	go run ./internal/mutate -file tree.go   # one file's mutants
//
// Mutations: relational operators to their neighbour (< <=, > >=), == and
// != swapped, && and || swapped, + and - swapped, a ! removed, true and
// false swapped. They are the mutants that tell whether a rule's boundary
// and each branch of its behaviour is tested.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// site is one mutation: replace len(from) bytes at off with to.
type site struct {
	file      string
	pos       token.Position
	off       int
	from, to  string
	funcName  string
	statement string
}

var swaps = map[token.Token]token.Token{
	token.LSS: token.LEQ, token.LEQ: token.LSS,
	token.GTR: token.GEQ, token.GEQ: token.GTR,
	token.EQL: token.NEQ, token.NEQ: token.EQL,
	token.LAND: token.LOR, token.LOR: token.LAND,
	token.ADD: token.SUB, token.SUB: token.ADD,
}

func main() {
	dir := flag.String("dir", "rules", "package directory whose non-test files are mutated")
	pkg := flag.String("pkg", "./rules", "packages whose tests must kill the mutants")
	every := flag.Int("every", 1, "run one mutant in N (deterministic sample)")
	only := flag.String("file", "", "mutate only this file of -dir")
	timeout := flag.Duration("timeout", 5*time.Minute, "per-mutant test timeout (a hang counts as killed)")
	list := flag.Bool("list", false, "list the mutants without running them")
	flag.Parse()
	if *list {
		sites, err := collect(*dir, *only)
		if err != nil {
			fmt.Fprintln(os.Stderr, "mutate:", err)
			os.Exit(2)
		}
		for _, s := range sites {
			fmt.Printf("%s:%d:%d %s -> %s in %s\n", s.file, s.pos.Line, s.pos.Column, s.from, s.to, s.funcName)
		}
		return
	}
	if err := run(*dir, *pkg, *only, *every, *timeout); err != nil {
		fmt.Fprintln(os.Stderr, "mutate:", err)
		os.Exit(2)
	}
}

func run(dir, pkg, only string, every int, timeout time.Duration) error {
	if every < 1 {
		return fmt.Errorf("-every must be at least 1, got %d", every)
	}
	sites, err := collect(dir, only)
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "vcqlint-mutate-")
	if err != nil {
		return fmt.Errorf("temporary directory: %w", err)
	}
	defer os.RemoveAll(tmp)
	var killed, survived, invalid int
	var survivors []string
	for i, s := range sites {
		if i%every != 0 {
			continue
		}
		verdict, err := try(s, pkg, tmp, timeout)
		if err != nil {
			return err
		}
		fmt.Printf("%-8s %s:%d:%d %s -> %s in %s\n", verdict, s.file, s.pos.Line, s.pos.Column, s.from, s.to, s.funcName)
		switch verdict {
		case "killed":
			killed++
		case "survived":
			survived++
			survivors = append(survivors, fmt.Sprintf("%s:%d:%d %s -> %s in %s: %s", s.file, s.pos.Line, s.pos.Column, s.from, s.to, s.funcName, s.statement))
		default:
			invalid++
		}
	}
	total := killed + survived
	if total == 0 {
		return errors.New("no mutant compiled")
	}
	fmt.Printf("\n%d mutants: %d killed, %d survived (%d did not compile); score %.1f%%\n",
		total, killed, survived, invalid, 100*float64(killed)/float64(total))
	for _, s := range survivors {
		fmt.Println("survivor:", s)
	}
	return nil
}

// collect lists the mutation sites of the package's non-test files, in
// file and offset order.
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
			return nil, err
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			return nil, fmt.Errorf("parse %s: %w", name, err)
		}
		out = append(out, sitesOf(fset, f, name, src)...)
	}
	return out, nil
}

func sitesOf(fset *token.FileSet, f *ast.File, name string, src []byte) []site {
	var out []site
	funcName := "package level"
	add := func(p token.Pos, from, to string) {
		pos := fset.Position(p)
		line := lineAt(src, pos.Offset)
		out = append(out, site{file: name, pos: pos, off: pos.Offset, from: from, to: to, funcName: funcName, statement: line})
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncDecl:
			funcName = n.Name.Name
		case *ast.BinaryExpr:
			if to, ok := swaps[n.Op]; ok {
				add(n.OpPos, n.Op.String(), to.String())
			}
		case *ast.UnaryExpr:
			if n.Op == token.NOT {
				add(n.OpPos, "!", "")
			}
		case *ast.Ident:
			switch n.Name {
			case "true":
				add(n.Pos(), "true", "false")
			case "false":
				add(n.Pos(), "false", "true")
			}
		}
		return true
	})
	return out
}

func lineAt(src []byte, off int) string {
	start := bytes.LastIndexByte(src[:off], '\n') + 1
	end := bytes.IndexByte(src[off:], '\n')
	if end < 0 {
		end = len(src) - off
	}
	return strings.TrimSpace(string(src[start : off+end]))
}

// try runs the tests against one mutant and says killed, survived or
// invalid (it does not compile).
func try(s site, pkg, tmp string, timeout time.Duration) (string, error) {
	src, err := os.ReadFile(s.file)
	if err != nil {
		return "", err
	}
	if string(src[s.off:s.off+len(s.from)]) != s.from {
		return "", fmt.Errorf("%s:%d: expected %q at offset %d", s.file, s.pos.Line, s.from, s.off)
	}
	mutant := append(append(append([]byte(nil), src[:s.off]...), s.to...), src[s.off+len(s.from):]...)
	abs, err := filepath.Abs(s.file)
	if err != nil {
		return "", err
	}
	mfile := filepath.Join(tmp, "mutant.go")
	if err := os.WriteFile(mfile, mutant, 0o644); err != nil {
		return "", err
	}
	overlay, err := json.Marshal(map[string]map[string]string{"Replace": {abs: mfile}})
	if err != nil {
		return "", err
	}
	ofile := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(ofile, overlay, 0o644); err != nil {
		return "", err
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", "test", "-count=1", "-failfast", "-overlay", ofile, pkg)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err = cmd.Run()
	switch {
	case err == nil:
		return "survived", nil
	case ctx.Err() != nil:
		return "killed", nil // a hang is a failure the tests catch
	case bytes.Contains(out.Bytes(), []byte("[build failed]")) || bytes.Contains(out.Bytes(), []byte("[setup failed]")):
		return "invalid", nil
	default:
		return "killed", nil
	}
}
