package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
)

// verdict is what the tests said about one mutant.
type verdict string

const (
	killed     verdict = "killed"     // a test failed, panicked or hung
	survived   verdict = "survived"   // every test passed
	equivalent verdict = "equivalent" // survived, and listed with the reason no test can tell it
	deadCode   verdict = "dead"       // survived, and listed as code to delete: a survivor until it is
	invalid    verdict = "invalid"    // the mutant does not compile: not counted
)

type result struct {
	site
	verdict verdict
	by      string // the first failing test, or why the mutant is invalid
}

// testPkg is a package whose tests run against the mutants: its path for
// go test, the directory its test binary runs in, and a -test.run pattern
// ("" runs every test).
type testPkg struct {
	path, dir, run string
}

// parsePkgs reads -pkg: comma-separated paths, each optionally followed by
// =REGEXP to run only the matching tests.
func parsePkgs(root, s string) ([]testPkg, error) {
	var out []testPkg
	for _, f := range strings.Split(s, ",") {
		path, run, _ := strings.Cut(strings.TrimSpace(f), "=")
		if path == "" {
			return nil, fmt.Errorf("-pkg: empty package in %q", s)
		}
		if _, err := regexp.Compile(run); err != nil {
			return nil, fmt.Errorf("-pkg %s: %w", path, err)
		}
		out = append(out, testPkg{path: path, dir: filepath.Join(root, path), run: run})
	}
	return out, nil
}

// runner runs test binaries in their package directories.
type runner struct {
	timeout time.Duration
}

// verdict runs the test binaries of every package with mutant id active
// (each binary belongs to the package of the same index) until one fails.
func (r runner) verdict(ctx context.Context, bins []string, pkgs []testPkg, id int) (verdict, string, error) {
	for i, bin := range bins {
		passed, by, err := r.run(ctx, bin, pkgs[i], id)
		if err != nil {
			return "", "", err
		}
		if !passed {
			if i > 0 {
				by = pkgs[i].path + ": " + by
			}
			return killed, by, nil
		}
	}
	return survived, "", nil
}

var (
	failLine  = regexp.MustCompile(`(?m)^\s*--- FAIL: (\S+)`)
	panicLine = regexp.MustCompile(`(?m)^panic: `)
)

// run runs the binary with mutant id active (0: none) and says whether the
// tests passed, and if not which test failed first.
func (r runner) run(ctx context.Context, bin string, pkg testPkg, id int) (passed bool, by string, err error) {
	ctx, cancel := context.WithTimeout(ctx, r.timeout+30*time.Second)
	defer cancel()
	args := []string{"-test.count=1", "-test.failfast", "-test.timeout=" + r.timeout.String()}
	if pkg.run != "" {
		args = append(args, "-test.run="+pkg.run)
	}
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = pkg.dir
	cmd.Env = append(os.Environ(), envMutant+"="+strconv.Itoa(id))
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err = cmd.Run()
	if err == nil {
		return true, "", nil
	}
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		if ctx.Err() != nil {
			return false, "hang (killed after the timeout)", nil
		}
		return false, "", fmt.Errorf("run %s: %w", bin, err)
	}
	switch m := failLine.FindAllSubmatch(out.Bytes(), -1); {
	case bytes.Contains(out.Bytes(), []byte("test timed out")):
		return false, "hang (test timeout)", nil
	case panicLine.Match(out.Bytes()) && len(m) == 0:
		return false, "panic", nil
	case len(m) > 0:
		return false, deepest(m), nil
	}
	return false, "exit status " + strconv.Itoa(exit.ExitCode()), nil
}

// pool runs work(i) for i in [0, n) on at most jobs goroutines and returns
// the first error.
func pool(n, jobs int, work func(i int) error) error {
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		first error
	)
	next := make(chan int)
	for w := 0; w < jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if err := work(i); err != nil {
					mu.Lock()
					if first == nil {
						first = err
					}
					mu.Unlock()
				}
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	return first
}

// deepest is the most precise failing test: a subtest is printed under its
// parent, and its name extends the parent's.
func deepest(m [][][]byte) string {
	best := ""
	for _, g := range m {
		if len(g[1]) > len(best) {
			best = string(g[1])
		}
	}
	return best
}
