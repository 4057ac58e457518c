package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// builder compiles test binaries of one package through `go test -c
// -overlay`: the work tree is never written, and the build cache keeps
// every package the mutants do not touch.
type builder struct {
	root string // where go runs: the module's directory ("" is the current one)
	dir  string // the mutated package's directory
	pkgs []testPkg
	tmp  string
}

// build compiles the test binary of pkg with the overlay (absolute source
// path -> content) into out. It returns the compiler's output when the
// build fails.
func (b builder) build(ctx context.Context, files map[string]string, pkg, out string) (ok bool, msg string, err error) {
	stem := strings.TrimSuffix(out, filepath.Ext(out))
	replace := map[string]string{}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for i, name := range names {
		p := fmt.Sprintf("%s-%d.go", stem, i)
		if err := os.WriteFile(p, []byte(files[name]), 0o600); err != nil {
			return false, "", fmt.Errorf("write overlay file: %w", err)
		}
		replace[name] = p
	}
	overlay, err := json.Marshal(map[string]map[string]string{"Replace": replace})
	if err != nil {
		return false, "", fmt.Errorf("overlay: %w", err)
	}
	ofile := stem + "-overlay.json"
	if err := os.WriteFile(ofile, overlay, 0o600); err != nil {
		return false, "", fmt.Errorf("write overlay: %w", err)
	}
	// -gcflags=-e: every error, so one failed schema build names every site
	// that must leave the schema. -vet=off: the schema's shape is not the
	// code's, and vet already ran on the code.
	cmd := exec.CommandContext(ctx, "go", "test", "-c", "-vet=off", "-gcflags=-e", "-overlay", ofile, "-o", out, pkg)
	cmd.Dir = b.root
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return false, "", ctx.Err()
		}
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			return false, "", fmt.Errorf("go test -c: %w", err)
		}
		return false, buf.String(), nil
	}
	return true, "", nil
}

// buildSchema compiles the test binaries with every site it can
// schematise, one per test package. It returns the binaries and the sites
// left out, with the compiler's reason.
func (b builder) buildSchema(ctx context.Context, sites []site) (bins []string, left map[int]string, err error) {
	left = map[int]string{}
	for round := 0; ; round++ {
		files, err := b.schemaFiles(sites, left)
		if err != nil {
			return nil, nil, err
		}
		bin := filepath.Join(b.tmp, "schema-0.test")
		ok, msg, err := b.build(ctx, files, b.pkgs[0].path, bin)
		if err != nil {
			return nil, nil, err
		}
		if ok {
			bins = append(bins, bin)
			break
		}
		blamed := blame(msg)
		if len(blamed) == 0 || round > 50 {
			return nil, nil, fmt.Errorf("the mutant schema does not compile, and no site is to blame:\n%s", msg)
		}
		for id, why := range blamed {
			left[id] = why
		}
	}
	files, err := b.schemaFiles(sites, left)
	if err != nil {
		return nil, nil, err
	}
	for i, p := range b.pkgs[1:] {
		bin := filepath.Join(b.tmp, fmt.Sprintf("schema-%d.test", i+1))
		ok, msg, err := b.build(ctx, files, p.path, bin)
		if err != nil {
			return nil, nil, err
		}
		if !ok {
			return nil, nil, fmt.Errorf("the mutant schema compiles for %s but not for %s:\n%s", b.pkgs[0].path, p.path, msg)
		}
		bins = append(bins, bin)
	}
	return bins, left, nil
}

// schemaFiles is the overlay of a schema: each mutated file rewritten, and
// the helper file that reads which mutant is active.
func (b builder) schemaFiles(sites []site, left map[int]string) (map[string]string, error) {
	byFile := map[string][]site{}
	for _, s := range sites {
		byFile[s.file] = append(byFile[s.file], s)
	}
	files := map[string]string{}
	pkgName := ""
	for file, ss := range byFile {
		abs, src, err := readAbs(file)
		if err != nil {
			return nil, err
		}
		var in []site
		for _, s := range ss {
			if _, out := left[s.id]; !out {
				in = append(in, s)
			}
		}
		files[abs] = newSchemaWriter(src, abs, in).file()
		pkgName = ss[0].pkg
	}
	helper, err := filepath.Abs(schemaPath(b.dir))
	if err != nil {
		return nil, err
	}
	files[helper] = helperSource(pkgName)
	return files, nil
}

// buildTextual compiles one mutant written as text, for every test
// package; ok is false when it does not compile.
func (b builder) buildTextual(ctx context.Context, s site) (bins []string, ok bool, err error) {
	abs, src, err := readAbs(s.file)
	if err != nil {
		return nil, false, err
	}
	mutant, err := textual(src, s)
	if err != nil {
		return nil, false, err
	}
	for i, p := range b.pkgs {
		bin := filepath.Join(b.tmp, fmt.Sprintf("textual-%d-%d.test", s.id, i))
		ok, _, err = b.build(ctx, map[string]string{abs: string(mutant)}, p.path, bin)
		if err != nil || !ok {
			return nil, false, err
		}
		bins = append(bins, bin)
	}
	return bins, true, nil
}

func readAbs(file string) (string, []byte, error) {
	abs, err := filepath.Abs(file)
	if err != nil {
		return "", nil, err
	}
	src, err := os.ReadFile(abs)
	if err != nil {
		return "", nil, fmt.Errorf("read %s: %w", file, err)
	}
	return abs, src, nil
}
