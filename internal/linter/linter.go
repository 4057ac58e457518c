// Package linter runs vcqlint: load paths, build the model, run the engine.
// The CLI, the Git source, the public lint/linter and tests all build their
// engine with NewEngine and lint with Run.
package linter

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"sync"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/helm"
	helmengine "github.com/vcqlint/vcqlint/internal/helm/engine"
	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/jobs"
	"github.com/vcqlint/vcqlint/internal/kustomize"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/sandbox"
	"github.com/vcqlint/vcqlint/internal/source"
	"github.com/vcqlint/vcqlint/internal/suppress"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// Options say what to lint.
type Options struct {
	// Paths are files, directories or "-" for stdin; empty means ".".
	Paths []string
	// Stdin is read when a path is "-".
	Stdin io.Reader
	// StdinName is the file name findings from stdin carry.
	StdinName string
	// Read replaces reading from the file system (Git trees, tests).
	Read source.Reader
	// Files, when set, is the list of files to read instead of expanding Paths.
	Files []string
	// AllowEmpty accepts a directory of Paths in which there is no file to
	// lint (*source.NoFiles); otherwise it is an input error, as a path
	// that does not exist is. The default path (none given: the working
	// directory) may always be empty.
	AllowEmpty bool
	// Workers bounds parallel reading and parsing; 0 means GOMAXPROCS.
	Workers int
	// Env is the target Volcano behaviour and other run facts; the zero
	// value means rule.DefaultEnv().
	Env *rule.Env
	// Exclude, when set, drops the files it matches before they are read
	// (a configuration file's exclude globs). Stdin is never excluded.
	Exclude func(name string) bool
	// Rules selects the rules that run and overrides their severities.
	Rules engine.Selection
	// Helm are the configured renderings of charts (the configuration's
	// helm: key); a chart in the input without one is rendered with its
	// own values.yaml. See docs/inputs.md.
	Helm []helm.Release
	// Clusters are the clusters the configuration declares, and ClusterOf
	// names the one a file belongs to ("" for none): each is linted apart
	// (see estate.go).
	Clusters  []Cluster
	ClusterOf func(name string) string
	// Roots decide which files may be read and written on behalf of the
	// input (chart files, values files, kustomize resources, fixes): only
	// inside the root of the file that names them (internal/boundary). Nil
	// means boundary.Discover from the working directory and Paths.
	Roots *boundary.Roots
	// Kustomize are the budgets of each Kustomize build (zero fields mean
	// kustomize's defaults).
	Kustomize kustomize.Limits
	// Sandbox runs what the input controls (chart renders, overlay builds,
	// user policies) under budgets. Nil runs it in this process
	// (sandbox.InProcess), bounded only by the jobs' own caps: the command
	// line always gives worker processes.
	Sandbox sandbox.Runner
	// HelmLimits are the time and memory budget of each chart's rendering
	// (zero: helm.DefaultTime and helm.DefaultMemory); HelmBudget bounds
	// its work from inside (zero: engine.DefaultBudget).
	HelmLimits sandbox.Limits
	HelmBudget helmengine.Budget
}

// withDefaults fills Roots and Sandbox when the caller left them nil; done
// releases what it opened.
func (o Options) withDefaults() (_ Options, done func(), err error) {
	done = func() {}
	if o.Sandbox == nil {
		o.Sandbox = sandbox.InProcess(jobs.All())
	}
	if o.Roots == nil {
		if o.Roots, err = boundary.Discover(".", "", o.Paths); err != nil {
			return o, done, fmt.Errorf("decide the linted root: %w", err)
		}
		roots := o.Roots
		done = func() { _ = roots.Close() }
	}
	return o, done, nil
}

// Result is everything a run produced.
type Result struct {
	Findings    []finding.Finding
	Diagnostics []loader.Diagnostic
	// Files is the number of files read.
	Files int
	// Objects is the number of objects linted (Queues, PodGroups, Jobs,
	// ConfigMaps, Nodes and raw scheduler configurations).
	Objects int
	// Ignored counts documents of kinds vcqlint does not lint, by kind.
	Ignored map[string]int
	Model   *model.Model
	// Estates are the clusters linted apart, the default estate (whose
	// model is Model) first.
	Estates []Estate
	// Excluded is the number of files Options.Exclude dropped.
	Excluded int
	// Directives are the suppression comments of the files read.
	Directives []suppress.Directive
	// Suppressed is the number of findings suppressions removed.
	Suppressed int

	// positions maps positions in rendered Helm templates to their sources.
	positions *helm.Mapper
	// read are the files loaded as they are written, by the name findings
	// give them: only their findings' fixes are resolved (fixes.go).
	read map[string]readFile
	// reread reads a file again to resolve fixes (Options.Read, or the
	// file system).
	reread source.Reader
}

// HasInputErrors reports whether some input could not be read or parsed.
func (r *Result) HasInputErrors() bool {
	for _, d := range r.Diagnostics {
		if d.Level == loader.LevelError {
			return true
		}
	}
	return false
}

// PathDiagnostics turns what listing the input reported into diagnostics:
// a file skipped on purpose (*source.Skipped) is a notice naming it, any
// other problem (a path that does not exist) an input error.
func PathDiagnostics(errs []error) []loader.Diagnostic {
	var ds []loader.Diagnostic
	for _, err := range errs {
		var sk *source.Skipped
		if errors.As(err, &sk) {
			ds = append(ds, loader.Diagnostic{Pos: finding.Position{File: sk.Path}, Level: loader.LevelNotice, Msg: "skipped: " + sk.Reason})
			continue
		}
		ds = append(ds, loader.Diagnostic{Level: loader.LevelError, Msg: err.Error()})
	}
	return ds
}

// DropNoFiles is errs without the directories that hold no file to lint
// (*source.NoFiles), for a run that accepts them.
func DropNoFiles(errs []error) []error {
	kept := errs[:0:0]
	for _, err := range errs {
		var nf *source.NoFiles
		if !errors.As(err, &nf) {
			kept = append(kept, err)
		}
	}
	return kept
}

// Load reads and parses the input into a model, without running rules.
func Load(opts Options) *Result {
	opts, done, err := opts.withDefaults()
	defer done()
	return load(context.Background(), opts, err)
}

// insideRoots reads each file through its root (boundary.Root.ReadFile),
// standard input through read: the walk found the files without following
// links, and reading them inside the root keeps a file that became a link
// leaving it between the walk and the read from being read (the error
// names the link). Without roots (a caller of the library that sets none)
// it is read itself.
func insideRoots(roots *boundary.Roots, read source.Reader) source.Reader {
	if roots == nil {
		return read
	}
	return func(name string) ([]byte, error) {
		if name == source.Stdin {
			return read(name)
		}
		root := roots.For(name)
		if root == nil {
			return nil, fmt.Errorf("%s is outside the linted root; vcqlint reads only inside it", name)
		}
		return root.ReadFile(name, inputfile.ManifestLimit)
	}
}

// withoutRepeats drops a diagnostic said before at the same place in the
// same words: a chart that a GitOps manifest installs is rendered again
// with the manifest's values, and a chart that cannot be loaded fails the
// same way both times.
func withoutRepeats(ds []loader.Diagnostic) []loader.Diagnostic {
	seen := make(map[loader.Diagnostic]bool, len(ds))
	out := ds[:0]
	for _, d := range ds {
		if !seen[d] {
			seen[d] = true
			out = append(out, d)
		}
	}
	return out
}

// inputNames are the files a run reads: opts.Files, else its paths
// expanded (a path that names nothing to lint is an input error of res
// unless AllowEmpty), less those opts.Exclude excludes (counted in res).
func inputNames(opts Options, res *Result) []string {
	names := opts.Files
	if names == nil {
		paths := opts.Paths
		if len(paths) == 0 {
			paths = []string{"."}
		}
		var errs []error
		names, errs = source.Expand(paths)
		if len(opts.Paths) == 0 || opts.AllowEmpty {
			errs = DropNoFiles(errs)
		}
		res.Diagnostics = append(res.Diagnostics, PathDiagnostics(errs)...)
	}
	if opts.Exclude == nil {
		return names
	}
	kept := names[:0:0]
	for _, n := range names {
		if n != source.Stdin && opts.Exclude(n) {
			res.Excluded++
			continue
		}
		kept = append(kept, n)
	}
	return kept
}

// load is Load once the options have their defaults; setupErr is what
// setting them up failed with.
func load(ctx context.Context, opts Options, setupErr error) *Result {
	res := &Result{Ignored: map[string]int{}}
	if setupErr != nil {
		res.Diagnostics = append(res.Diagnostics, loader.Diagnostic{Level: loader.LevelError, Msg: setupErr.Error()})
	}
	names := inputNames(opts, res)
	read, reread := opts.Read, opts.Read
	if read == nil {
		reread = source.OS(opts.Stdin)
		read = insideRoots(opts.Roots, reread)
	}
	lists := decode.NewLists() // identical resource lists of all files decoded once
	charts := renderCharts(&opts, names, opts.Read == nil, lists)
	res.positions = charts.positions
	names = charts.raw
	workers := opts.Workers
	if workers <= 0 {
		workers = source.Workers()
	}
	stdinName := opts.StdinName
	if stdinName == "" {
		stdinName = "<stdin>"
	}
	estates := newEstateSet(&opts)
	names = estates.loadKustomizations(ctx, names, read, res)
	namedValues := valuesFilesOf(opts.Helm)
	loaded := make([]*loader.File, len(names))
	// One parser per worker: the memory of each file's trees is reused for
	// the next file's, and dropped with the parsers once all are loaded.
	parsers := make(chan *yamlpos.Parser, workers)
	for range workers {
		parsers <- new(yamlpos.Parser)
	}
	directives := make([][]suppress.Directive, len(names))
	readFiles := make([]readFile, len(names))
	var stdinData []byte
	source.Each(names, read, workers, func(i int, f source.File) {
		display := f.Name
		if display == source.Stdin {
			display = stdinName
			stdinData = f.Data
		}
		if f.Err != nil {
			loaded[i] = &loader.File{Name: display, Diagnostics: []loader.Diagnostic{{
				Pos: finding.Position{File: display}, Level: loader.LevelError,
				Msg: fmt.Sprintf("cannot read: %v", f.Err),
			}}}
			return
		}
		if display != stdinName && helm.IsTemplate(f.Data) && !loader.ReadAsYAML(f.Data, helm.IsTemplate, namedValues[filepath.Clean(f.Name)]) {
			loaded[i] = strayTemplate(display)
			return
		}
		sum := sha256.Sum256(f.Data)
		readFiles[i] = readFile{name: f.Name, display: display, sum: sum}
		if len(names) <= keepTreesFiles && len(f.Data) <= keepTreesFileBytes {
			loaded[i] = loader.LoadSharedTree(display, f.Data, lists)
		} else {
			parser := <-parsers
			loaded[i] = loader.LoadWith(display, f.Data, lists, parser, readAgain(read, f, sum))
			parsers <- parser
		}
		directives[i] = suppress.Scan(display, f.Data)
	})
	res.read = readMap(readFiles)
	// Fixes are resolved after the run, its roots closed: a file read
	// again is used only if it still has the content linted (its digest).
	res.reread = reread
	loaded = append(loaded, charts.load()...)
	directives = append(directives, make([][]suppress.Directive, len(loaded)-len(directives))...)
	texts := loader.NewTexts(read)
	for i, f := range loaded {
		res.Directives = append(res.Directives, directives[i]...)
		estates.addFile(res, estates.clusterOf(f.Name), f)
		if res.positions.Rendered(f.Name) && f.Text() == nil {
			texts.Gone(f.Name) // a rendered template, not a file to read
			continue
		}
		texts.Own(f.Name, ownText(f, stdinName, stdinData))
	}
	res.Directives = append(res.Directives, charts.directives(read)...)
	senv := sourceEnv{texts: texts, repo: repoOf(opts), read: read}
	if opts.Read == nil {
		senv.charts = &chartRenderer{charts: &charts, lists: lists, texts: texts, read: read,
			renderer: helm.Renderer{Roots: opts.Roots, Runner: opts.Sandbox, Limits: opts.HelmLimits, Budget: opts.HelmBudget}}
	}
	estates.resolveSources(res, senv)
	// Added to, not assigned: loadKustomizations has already counted the
	// files its kustomizations read.
	res.Files += len(names) + charts.inputs
	for i := range res.Diagnostics {
		res.Diagnostics[i].Pos = res.positions.Map(res.Diagnostics[i].Pos)
	}
	res.Diagnostics = withoutRepeats(res.Diagnostics)
	env := rule.DefaultEnv()
	if opts.Env != nil {
		env = *opts.Env
	}
	res.Estates = estates.build(env)
	res.Model = res.Estates[0].Model
	return res
}

// A small repository (up to keepTreesFiles files) is loaded with the
// node trees of its small files (up to keepTreesFileBytes each) kept: the
// trees take a few megabytes at most, and placing its findings then parses
// nothing a second time (3% of linting a 5-file repository went to that).
// Every other file releases its trees (loader.LoadWith) and is parsed into
// the memory of the trees released before it, which a larger input needs:
// at 10k queues, keeping the trees of the first MiB of files cost 1.4 times
// the CPU time, and a large file loaded one way below a size and the other
// way above it made memory jump there (TestDeepChainIsLinear). The
// findings and their positions are the same either way
// (TestTreesKeptOrReleasedSameFindings).
const (
	keepTreesFiles     = 64
	keepTreesFileBytes = 64 << 10
)

// readAgain gives the loader the text of f back when a finding needs the
// position of a node of a tree it released: the file is read again, once,
// and used only if it is what was linted (as for fixes, fixes.go), so
// that the texts of an estate are not all kept in memory for the few
// files with findings (a tenth of the peak memory at 100k queues). Standard
// input cannot be read again and is kept.
func readAgain(read source.Reader, f source.File, sum [sha256.Size]byte) func() []byte {
	if f.Name == source.Stdin {
		data := f.Data
		return func() []byte { return data }
	}
	name := f.Name
	return sync.OnceValue(func() []byte {
		data, err := read(name)
		if err != nil || sha256.Sum256(data) != sum {
			return nil
		}
		return data
	})
}

// Run loads the input and evaluates every rule of eng over it. The
// findings' fixes are plans until Result.ResolveFixes computes their
// edits: only the consumers of edits (--fix, --diff, JSON, SARIF) pay for
// them.
func Run(ctx context.Context, eng *engine.Engine, opts Options) (*Result, error) {
	opts, done, err := opts.withDefaults()
	defer done()
	res := load(ctx, opts, err)
	res.Findings, err = runEstates(ctx, eng, opts, res)
	return res, err
}

// applySuppressions removes the findings that suppressions cover and adds
// the findings about the suppressions themselves, selected and re-rated by
// sel like every other finding. A rule that did not run (not selected, or
// skipped for lack of the facts it needs) leaves its suppressions alone.
func applySuppressions(eng *engine.Engine, sel engine.Selection, env rule.Env, m *model.Model, res *Result, fs []finding.Finding) []finding.Finding {
	skipped := map[string]bool{}
	for _, m := range eng.Skipped(m, env, sel) {
		skipped[m.ID] = true
	}
	incomplete := map[string]bool{}
	for _, d := range res.Diagnostics {
		if d.Level == loader.LevelError {
			incomplete[d.Pos.File] = true
		}
	}
	sr := suppress.Apply(suppress.Input{
		Findings:   fs,
		Directives: estateDirectives(res, m),
		Model:      m,
		Rules:      rule.NewIndex(eng.Rules()),
		Runs:       func(id string) bool { return eng.Runs(sel, id) && !skipped[id] },
		Incomplete: func(file string) bool { return incomplete[file] },
	})
	res.Suppressed += sr.Suppressed
	return eng.Adjust(sel, sr.Findings)
}
