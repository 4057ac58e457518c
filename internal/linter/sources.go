package linter

import (
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/bmatcuk/doublestar/v4"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/gitops"
	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/suppress"
)

// This file reads the scheduler configurations kept outside the objects
// that hold them: in the values of GitOps manifests (internal/gitops) and
// under the ConfigMap key a scheduler Deployment reads
// (loader.SchedulerConfs). Each estate's Sources are resolved against its
// own objects once every file is loaded; nothing runs for an input
// without such Sources.

// addSources records the Sources of a loaded file in an estate.
func (s *estateSet) addSources(estate string, f *loader.File) {
	if len(f.Sources) == 0 {
		return
	}
	if s.sources == nil {
		s.sources = map[string][]*manifest.Object{}
	}
	s.sources[estate] = append(s.sources[estate], f.Sources...)
}

// sourceEnv is what resolving Sources needs from the run.
type sourceEnv struct {
	texts *loader.Texts
	repo  gitops.Repo
	read  func(string) ([]byte, error)
	// charts renders the charts of the repository GitOps manifests
	// install (gitops_charts.go); nil where charts are not rendered.
	charts *chartRenderer
}

// resolveSources adds to each estate the configurations its Sources name,
// and drops the configurations of values files a manifest consumed (they
// are linted through it).
func (s *estateSet) resolveSources(res *Result, env sourceEnv) {
	if len(s.sources) == 0 {
		return
	}
	consumed := map[string]bool{}
	for _, name := range s.order {
		if len(s.sources[name]) == 0 {
			continue
		}
		out := gitops.Resolve(gitops.Input{Objects: s.objects[name], Sources: s.sources[name], Texts: env.texts, Repo: env.repo})
		s.objects[name] = append(s.objects[name], out.Objects...)
		res.Diagnostics = append(res.Diagnostics, out.Diagnostics...)
		for _, c := range out.Charts {
			if env.charts == nil {
				s.objects[name] = append(s.objects[name], c.Fallback...)
				continue
			}
			env.charts.render(s, res, name, c)
		}
		confs, diags := loader.SchedulerConfs(s.objects[name], s.sources[name], env.texts)
		s.objects[name] = append(s.objects[name], confs...)
		res.Diagnostics = append(res.Diagnostics, diags...)
		// A manifest that installs a chart vcqlint lints is an object of
		// its estate: its annotations suppress, its repeated keys are
		// reported (Flux and Argo CD refuse them).
		s.objects[name] = append(s.objects[name], out.Installs...)
		for _, o := range out.Installs {
			res.Objects++
			if res.Ignored[o.Kind]--; res.Ignored[o.Kind] <= 0 {
				delete(res.Ignored, o.Kind)
			}
		}
		for _, f := range out.Consumed {
			consumed[f] = true
		}
	}
	s.dropConsumed(res, consumed, env.read)
}

// dropConsumed removes the configurations read on their own from files a
// GitOps manifest reads as one of its layers (a values file's override, a
// .conf file given with --set-file), and scans those files' suppression
// comments when the input did not hold them.
func (s *estateSet) dropConsumed(res *Result, consumed map[string]bool, read func(string) ([]byte, error)) {
	if len(consumed) == 0 {
		return
	}
	linted := map[string]bool{}
	for name, objs := range s.objects {
		kept := objs[:0]
		for _, o := range objs {
			abs, _ := filepath.Abs(o.File)
			linted[abs] = true
			if o.Kind == manifest.KindSchedulerConfig && o.Owner == nil && consumed[abs] {
				res.Objects--
				continue
			}
			kept = append(kept, o)
		}
		s.objects[name] = kept
	}
	var extra []string
	for f := range consumed {
		if !linted[f] {
			extra = append(extra, f)
		}
	}
	sort.Strings(extra)
	for _, f := range extra {
		name := displayName(f)
		if data, err := read(name); err == nil {
			res.Directives = append(res.Directives, suppress.Scan(name, data)...)
		}
		res.Files++
	}
}

// displayName is an absolute path as vcqlint names files it finds: relative
// to the working directory when below it.
func displayName(abs string) string {
	wd, err := os.Getwd()
	if err != nil {
		return abs
	}
	rel, err := filepath.Rel(wd, abs)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return abs
	}
	return rel
}

// diskRepo reads a manifest's files inside its root (internal/boundary).
type diskRepo struct{ roots *boundary.Roots }

func (d diskRepo) root(from string) (*boundary.Root, error) {
	if d.roots == nil {
		return nil, errors.New("no linted root")
	}
	r := d.roots.For(from)
	if r == nil {
		return nil, &boundary.EscapeError{Path: from}
	}
	return r, nil
}

// Root is the root of from, named as from is: absolute, or relative to the
// working directory.
func (d diskRepo) Join(from, rel string) string {
	dir := filepath.Dir(from)
	if r, err := d.root(from); err == nil {
		dir = r.Dir()
	}
	name := filepath.Join(dir, filepath.FromSlash(strings.TrimPrefix(rel, "/")))
	if filepath.IsAbs(from) {
		return name
	}
	// Relative to the working directory when inside it, as the files
	// walked are named, even when the repository root is above it.
	return displayName(name)
}

func (d diskRepo) ReadFile(from, name string) ([]byte, error) {
	r, err := d.root(from)
	if err != nil {
		return nil, err
	}
	return r.ReadFile(name, inputfile.ManifestLimit)
}

func (d diskRepo) Glob(from, pattern string) ([]string, error) {
	r, err := d.root(from)
	if err != nil {
		return nil, err
	}
	abs, err := filepath.Abs(pattern)
	if err != nil {
		return nil, err
	}
	rel, err := filepath.Rel(r.Dir(), abs)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return nil, &boundary.EscapeError{Path: pattern, Root: r.Dir()}
	}
	fsys, err := r.FS(r.Dir())
	if err != nil {
		return nil, err
	}
	matches, err := doublestar.Glob(fsys, filepath.ToSlash(rel), doublestar.WithFilesOnly())
	if err != nil {
		return nil, fmt.Errorf("values file pattern %s: %w", pattern, err)
	}
	out := make([]string, 0, len(matches))
	for _, m := range matches {
		out = append(out, d.Join(from, m))
	}
	sort.Strings(out)
	return out, nil
}

// treeRepo reads a manifest's files from the Git tree --git lints, whose
// names are slash-separated paths from the repository's root.
type treeRepo struct{ read func(string) ([]byte, error) }

// Join is rel as the tree names its files: a slash-separated path from
// the repository's root.
func (t treeRepo) Join(_, rel string) string {
	return filepath.FromSlash(path.Clean(strings.TrimPrefix(rel, "/")))
}

func (t treeRepo) ReadFile(_, name string) ([]byte, error) {
	clean := filepath.ToSlash(filepath.Clean(name))
	if filepath.IsAbs(name) || clean == ".." || strings.HasPrefix(clean, "../") {
		return nil, fmt.Errorf("%s %w", name, gitops.ErrOutside)
	}
	return t.read(clean)
}

func (t treeRepo) Glob(_, pattern string) ([]string, error) {
	return nil, fmt.Errorf("values file pattern %s: patterns are not expanded in a Git tree (--git)", pattern)
}

// ownText is the content of a loaded file when it is at hand: kept by the
// loader (a file with Sources), or read from standard input; nil to read
// it again when needed.
func ownText(f *loader.File, stdinName string, stdinData []byte) []byte {
	switch {
	case f.Text() != nil:
		return f.Text().Data
	case stdinName != "" && f.Name == stdinName:
		return stdinData
	}
	return nil
}

// repoOf reads the files GitOps manifests name: from the Git tree with
// --git, else from the disk inside the manifest's root.
func repoOf(opts Options) gitops.Repo {
	if opts.Read != nil {
		return treeRepo{read: opts.Read}
	}
	return diskRepo{roots: opts.Roots}
}
