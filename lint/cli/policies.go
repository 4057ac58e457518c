package cli

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/vcqlint/vcqlint/lint/engine"
	"github.com/vcqlint/vcqlint/lint/inputfile"
	"github.com/vcqlint/vcqlint/lint/regoeval"
	"github.com/vcqlint/vcqlint/policies"
	"github.com/vcqlint/vcqlint/rules"
)

// policyOptions say which user policies to load.
type policyOptions struct {
	dirs    []string
	timeout time.Duration
}

// readRego reads every .rego file under dirs (recursively, in name order);
// tests (_test.rego) only when withTests is set.
func readRego(dirs []string, withTests bool) ([]regoeval.Module, error) {
	var mods []regoeval.Module
	seen := map[string]bool{}
	for _, dir := range dirs {
		info, err := os.Stat(dir)
		if err != nil {
			return nil, fmt.Errorf("policy directory %s: %w", dir, unwrapPath(err))
		}
		if !info.IsDir() {
			return nil, fmt.Errorf("policy directory %s: not a directory", dir)
		}
		var files []string
		err = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && path != dir && strings.HasPrefix(d.Name(), ".") {
				return fs.SkipDir
			}
			if !d.IsDir() && strings.HasSuffix(path, ".rego") && (withTests || !strings.HasSuffix(path, "_test.rego")) {
				files = append(files, path)
			}
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("policy directory %s: %w", dir, err)
		}
		sort.Strings(files)
		for _, f := range files {
			if seen[f] {
				continue
			}
			seen[f] = true
			b, err := inputfile.Read(f, inputfile.PolicyLimit)
			if err != nil {
				return nil, fmt.Errorf("policy %s: %w", f, unwrapPath(err))
			}
			mods = append(mods, regoeval.Module{Name: filepath.ToSlash(f), Source: string(b)})
		}
	}
	return mods, nil
}

func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// newEngine registers the Go rules and compiles the embedded policies with
// the user's. It returns a working engine even when user policies fail to
// load or compile; that failure comes back as userErr, naming the file, so
// the built-in rules still run and the exit code can say 2.
func newEngine(ctx context.Context, po ...policyOptions) (eng *engine.Engine, userErr error, err error) {
	mods, err := policies.Modules()
	if err != nil {
		return nil, nil, fmt.Errorf("read built-in policies: %w", err)
	}
	var o policyOptions
	if len(po) > 0 {
		o = po[0]
	}
	user, userErr := readRego(o.dirs, false)
	pols, compileErr := regoeval.Compile(ctx, mods, regoeval.Options{User: user, Timeout: o.timeout})
	if pols == nil {
		return nil, nil, compileErr
	}
	if compileErr != nil {
		userErr = compileErr
	}
	eng, err = engine.New(rules.All(), pols)
	if err != nil {
		// A user rule reusing a built-in ID: keep the built-ins.
		pols, berr := regoeval.Compile(ctx, mods)
		if berr != nil {
			return nil, nil, berr
		}
		eng, berr = engine.New(rules.All(), pols)
		if berr != nil {
			return nil, nil, berr
		}
		return eng, err, nil
	}
	return eng, userErr, nil
}
