// Package linter is vcqlint as a library: load paths, build the model, run
// the engine. The CLI, the Git source and tests all call Run.
package linter

import (
	"context"
	"fmt"
	"io"

	"github.com/vcqlint/vcqlint/lint/engine"
	"github.com/vcqlint/vcqlint/lint/finding"
	"github.com/vcqlint/vcqlint/lint/loader"
	"github.com/vcqlint/vcqlint/lint/manifest"
	"github.com/vcqlint/vcqlint/lint/model"
	"github.com/vcqlint/vcqlint/lint/source"
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
	// Workers bounds parallel reading and parsing; 0 means GOMAXPROCS.
	Workers int
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

// Load reads and parses the input into a model, without running rules.
func Load(opts Options) *Result {
	res := &Result{Ignored: map[string]int{}}
	names := opts.Files
	if names == nil {
		paths := opts.Paths
		if len(paths) == 0 {
			paths = []string{"."}
		}
		var errs []error
		names, errs = source.Expand(paths)
		for _, err := range errs {
			res.Diagnostics = append(res.Diagnostics, loader.Diagnostic{Level: loader.LevelError, Msg: err.Error()})
		}
	}
	read := opts.Read
	if read == nil {
		read = source.OS(opts.Stdin)
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = source.Workers()
	}
	stdinName := opts.StdinName
	if stdinName == "" {
		stdinName = "<stdin>"
	}
	loaded := make([]*loader.File, len(names))
	source.Each(names, read, workers, func(i int, f source.File) {
		display := f.Name
		if display == source.Stdin {
			display = stdinName
		}
		if f.Err != nil {
			loaded[i] = &loader.File{Name: display, Diagnostics: []loader.Diagnostic{{
				Pos: finding.Position{File: display}, Level: loader.LevelError,
				Msg: fmt.Sprintf("cannot read: %v", f.Err),
			}}}
			return
		}
		loaded[i] = loader.Load(display, f.Data)
	})
	var objects []*manifest.Object
	for _, f := range loaded {
		res.Files++
		res.Diagnostics = append(res.Diagnostics, f.Diagnostics...)
		for k, n := range f.Ignored {
			res.Ignored[k] += n
		}
		for _, o := range f.Objects {
			objects = append(objects, o)
			if o.Owner == nil {
				res.Objects++
			}
		}
	}
	res.Model = model.Build(objects)
	return res
}

// Run loads the input and evaluates every rule of eng over it.
func Run(ctx context.Context, eng *engine.Engine, opts Options) (*Result, error) {
	res := Load(opts)
	fs, err := eng.Run(ctx, res.Model)
	res.Findings = fs
	return res, err
}
