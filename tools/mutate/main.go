// Command mutate measures how well the rule tests pin the rules: it applies
// one operator mutation at a time to the Go rules (rules/*.go, tests and the
// generated registry excluded) and runs the rules' tests against it. A
// mutant is killed when a test fails (or panics, or hangs), survives when
// every test passes, and is left out when it does not compile (a + on
// strings turned into -). See docs/development.md, "Mutation testing".
//
//	nice -n 10 go run -C tools ./mutate -results tools/mutate/results.tsv   # every mutant
//	go run -C tools ./mutate -file tree.go                                  # one file's mutants
//	go run -C tools ./mutate -sites 12,40                                   # two mutants, by number
//	go run -C tools ./mutate -list                                          # the mutants, numbered
//
// It runs from the repository root whatever the directory it starts in
// (tools/reporoot): -dir, -pkg, -equivalent and -results are relative to it.
//
// Mutations: relational operators to their neighbour (< <=, > >=), == and
// != swapped, && and || swapped, + and - swapped, a ! removed, true and
// false swapped. They are the mutants that tell whether a rule's boundary
// and each branch of its behaviour is tested.
//
// The package is compiled once with every mutant in it behind a switch
// (schema.go), through `go test -c -overlay` so the work tree is never
// written; each mutant is then one run of that test binary, a few at a time.
// Mutants listed in equivalent.txt with a reason are reported as equivalent,
// not as survivors; the score is given both ways.
package main

import (
	"context"
	"flag"
	"fmt"
	"github.com/vcqlint/vcqlint/tools/internal/reporoot"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// defaultPkgs are the tests that observe the rules: the rules package's
// own (fixtures and unit tests), and the end-to-end tests of the rules' fixes
// (--fix goldens), the seed stories and the examples' golden output. The
// root package's other tests (docs, Action, hostile input, releases) test
// the command, not the rules, and would cost minutes per mutant.
const defaultPkgs = "./rules,.=^(TestFixGolden|TestSeedVerdicts|TestGoldenExamples|TestHealthyExamplesAreClean)$"

type options struct {
	root             string // the module's directory, where go runs ("": the current one)
	dir, pkg, only   string
	every, jobs      int
	ids              map[int]bool
	timeout          time.Duration
	equivalent, save string
	min              float64
	list             bool
	command          string // how the run was started, for -results
}

func main() {
	reporoot.Chdir("mutate")
	var o options
	var ids string
	flag.StringVar(&o.dir, "dir", "rules", "package directory whose non-test files are mutated")
	flag.StringVar(&o.pkg, "pkg", defaultPkgs, "packages whose tests must kill the mutants: comma-separated, each optionally PATH=REGEXP to run only those tests")
	flag.StringVar(&o.only, "file", "", "mutate only this file of -dir")
	flag.IntVar(&o.every, "every", 1, "run one mutant in N (a deterministic sample)")
	flag.StringVar(&ids, "sites", "", "run only these mutants, by number (comma-separated; see -list)")
	flag.IntVar(&o.jobs, "jobs", min(2, runtime.NumCPU()), "test binaries run at once")
	flag.DurationVar(&o.timeout, "timeout", 2*time.Minute, "per-mutant test timeout (a hang counts as killed)")
	flag.StringVar(&o.equivalent, "equivalent", "tools/mutate/equivalent.txt", "equivalent mutants, each with the reason")
	flag.StringVar(&o.save, "results", "", "write every mutant's verdict to this file")
	flag.Float64Var(&o.min, "min", 0, "exit 1 when the score of the non-equivalent mutants is below this percentage")
	flag.BoolVar(&o.list, "list", false, "list the mutants without running them")
	flag.Parse()
	var err error
	if o.ids, err = parseIDs(ids); err != nil {
		fmt.Fprintln(os.Stderr, "mutate:", err)
		os.Exit(2)
	}
	o.command = command(o.root, o.save) // before the run: the commit measured, not the one at its end
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code, err := run(ctx, o, os.Stdout)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "mutate:", err)
		os.Exit(2)
	}
	os.Exit(code)
}

func parseIDs(s string) (map[int]bool, error) {
	if s == "" {
		return nil, nil
	}
	out := map[int]bool{}
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			return nil, fmt.Errorf("-sites: %q is not a mutant number", f)
		}
		out[n] = true
	}
	return out, nil
}

func run(ctx context.Context, o options, w io.Writer) (int, error) {
	if o.every < 1 || o.jobs < 1 {
		return 0, fmt.Errorf("-every and -jobs must be at least 1")
	}
	if o.save != "" && o.only != "" && (o.every != 1 || o.ids != nil) {
		return 0, fmt.Errorf("-results with -file replaces all of that file's rows: -every and -sites would leave some out")
	}
	all, err := collect(o.dir, o.only)
	if err != nil {
		return 0, err
	}
	var sites []site
	for i, s := range all {
		if i%o.every == 0 && (o.ids == nil || o.ids[s.id]) {
			sites = append(sites, s)
		}
	}
	if o.list {
		for _, s := range sites {
			fmt.Fprintf(w, "%4d %s: %s\n     key: %s\n", s.id, s.label(), s.statement, s.key())
		}
		return 0, nil
	}
	if len(sites) == 0 {
		return 0, fmt.Errorf("no mutant selected")
	}
	eq, err := readEquivalents(o.equivalent)
	if err != nil {
		return 0, err
	}
	results, err := mutants(ctx, o, sites, w)
	if err != nil {
		return 0, err
	}
	complete := o.only == "" && o.every == 1 && o.ids == nil
	wrong, stale := classify(results, eq, complete)
	return summarise(o, results, wrong, stale, w)
}

// mutants runs every selected mutant and returns the verdicts in site order.
func mutants(ctx context.Context, o options, sites []site, w io.Writer) ([]result, error) {
	tmp, err := os.MkdirTemp("", "vcqlint-mutate-")
	if err != nil {
		return nil, fmt.Errorf("temporary directory: %w", err)
	}
	defer os.RemoveAll(tmp)
	pkgs, err := parsePkgs(o.root, o.pkg)
	if err != nil {
		return nil, err
	}
	b := builder{root: o.root, dir: o.dir, pkgs: pkgs, tmp: tmp}
	r := runner{timeout: o.timeout}
	start := time.Now()
	bins, left, err := b.buildSchema(ctx, sites)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(w, "built %d of %d mutants into one test binary in %s; %d run as textual mutants\n",
		len(sites)-len(left), len(sites), time.Since(start).Round(time.Second), len(left))
	for _, s := range sites {
		if why, out := left[s.id]; out {
			fmt.Fprintf(w, "  textual %s: %s\n", s.label(), why)
		}
	}
	if v, by, err := r.verdict(ctx, bins, pkgs, 0); err != nil || v != survived {
		if err == nil {
			err = fmt.Errorf("the tests fail without any mutant (%s): fix them first", by)
		}
		return nil, err
	}
	results := make([]result, len(sites))
	var mu, buildMu sync.Mutex
	err = pool(len(sites), o.jobs, func(i int) error {
		s := sites[i]
		res := result{site: s}
		var err error
		if why, out := left[s.id]; out {
			buildMu.Lock() // one compile at a time: go build is parallel itself
			res.verdict, res.by, err = textualVerdict(ctx, b, r, s, why)
			buildMu.Unlock()
		} else {
			res.verdict, res.by, err = r.verdict(ctx, bins, pkgs, s.id)
		}
		if err != nil {
			return err
		}
		mu.Lock()
		results[i] = res
		fmt.Fprintf(w, "%-9s %s  %s\n", res.verdict, s.label(), res.by)
		mu.Unlock()
		return ctx.Err()
	})
	return results, err
}

// textualVerdict builds and runs a mutant the schema could not hold. A + on
// strings turned into - cannot compile either way, and is not built.
func textualVerdict(ctx context.Context, b builder, r runner, s site, why string) (verdict, string, error) {
	if strings.Contains(why, "operator "+s.to+" not defined") {
		return invalid, why, nil
	}
	bins, ok, err := b.buildTextual(ctx, s)
	if err != nil {
		return "", "", err
	}
	if !ok {
		return invalid, "does not compile", nil
	}
	defer func() {
		for _, bin := range bins {
			_ = os.Remove(bin) // a temporary test binary; a leftover harms nothing
		}
	}()
	return r.verdict(ctx, bins, b.pkgs, 0)
}

// command is how the results were produced, for the results file: the
// arguments as `go run` takes them (os.Args[0] is a temporary binary there)
// and the commit measured, marked when the work tree had changes besides
// the results file itself (which a series of -file runs keeps changing).
func command(root, results string) string {
	cmd := strings.TrimSpace("go run -C tools ./mutate " + strings.Join(os.Args[1:], " "))
	git := func(args ...string) string {
		c := exec.Command("git", args...)
		c.Dir = root
		out, err := c.Output()
		if err != nil {
			return ""
		}
		return strings.TrimSpace(string(out))
	}
	head := git("rev-parse", "--short", "HEAD")
	if head == "" {
		return cmd
	}
	status := []string{"status", "--porcelain", "--untracked-files=no", "--", "."}
	if results != "" {
		status = append(status, ":!"+results)
	}
	if git(status...) != "" {
		head += ", with uncommitted changes"
	}
	return cmd + " (at " + head + ")"
}

// saveResults writes -results: every mutant of a full run, or, for a run
// over one -file, that file's rows spliced into the full run's results.
func saveResults(o options, command string, results []result) error {
	switch {
	case o.save == "":
		return nil
	case o.only == "":
		return writeResults(o.save, command, results)
	default:
		return spliceResults(o.save, filepath.ToSlash(filepath.Join(o.dir, o.only)), command, results)
	}
}

func summarise(o options, results []result, wrong, stale []string, w io.Writer) (int, error) {
	sort.Slice(results, func(i, j int) bool { return results[i].id < results[j].id })
	sc := tally(results)
	fmt.Fprintf(w, "\n%s\n", sc)
	for _, r := range results {
		switch r.verdict {
		case survived:
			fmt.Fprintf(w, "survivor: %s: %s\n  key: %s\n", r.label(), r.statement, r.key())
		case deadCode:
			fmt.Fprintf(w, "dead code to delete: %s: %s\n  %s\n", r.label(), r.statement, r.by)
		}
	}
	for _, s := range wrong {
		fmt.Fprintln(w, "listed as equivalent but killed:", s)
	}
	for _, s := range stale {
		fmt.Fprintln(w, "listed as equivalent but no such mutant:", s)
	}
	if err := saveResults(o, o.command, results); err != nil {
		return 0, err
	}
	if len(wrong) > 0 || len(stale) > 0 || (o.min > 0 && sc.adjusted() < o.min) {
		return 1, nil
	}
	return 0, nil
}
