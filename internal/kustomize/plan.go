// Package kustomize builds Kustomize overlays in-process (the kustomize Go
// API, no binary, no network) so that vcqlint lints what reaches the
// cluster, and maps every node of a built object back to the file that set
// it: the patch when a patch set the value, otherwise the resource file.
//
// Plan reads the kustomization files of the input and follows what they
// reference, so the caller knows which files are consumed by a build (not
// linted raw) and which kustomizations are top-level (one estate each).
// Build runs kustomize over an in-memory copy of exactly those files.
package kustomize

import (
	"fmt"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// fileNames are the names kustomize recognises, in its order of preference.
var fileNames = []string{"kustomization.yaml", "kustomization.yml", "Kustomization"}

// IsKustomization reports whether name is a kustomization file.
func IsKustomization(name string) bool {
	base := filepath.Base(name)
	for _, n := range fileNames {
		if base == n {
			return true
		}
	}
	return false
}

// Reader reads a file of the input (the disk, a Git tree or a test).
type Reader func(name string) ([]byte, error)

// Problem is an input error met planning or building, at its position.
type Problem struct {
	Pos finding.Position
	Msg string
}

// Kustomization is one kustomization file and what it references.
type Kustomization struct {
	// File is the kustomization file; Dir its directory.
	File, Dir string
	// Nested are the kustomizations it references (resources, bases,
	// components), in order.
	Nested []*Kustomization
	// Files are the plain files it references (resources, patches,
	// generator inputs).
	Files []string
	// Patches are its patch files (strategic-merge or JSON6902) with the
	// targets the kustomization gives them, in the order kustomize applies
	// them.
	Patches []Patch
	// Generated are the files of its configMapGenerator and
	// secretGenerator entries, by the data key they become.
	Generated map[string]string
	// Remote is set when it (or a kustomization below it) names a remote
	// base, which vcqlint refuses to fetch.
	Remote bool
}

// reach marks k and every kustomization below it.
func (k *Kustomization) reach(seen map[*Kustomization]bool) {
	if seen[k] {
		return
	}
	seen[k] = true
	for _, n := range k.Nested {
		n.reach(seen)
	}
}

// Patch is one patch of a kustomization: a file, or text written inline in
// the kustomization file.
type Patch struct {
	File string
	// Inline is the patch's text node when it is written in the
	// kustomization (`patch: |`), with positions in File; Source is
	// File's line index, to parse it in place.
	Inline *yaml.Node
	Source *yamlpos.Source
	// Kind and Name are the target's kind and name (a regular expression,
	// as kustomize reads it); empty means any, or what the patch names.
	Kind, Name string
}

// Plan is the kustomizations of the input.
type Plan struct {
	// Top are the kustomizations no other kustomization of the input
	// references, sorted by file: each is built and linted as one estate.
	Top []*Kustomization
	// Consumed are the files some kustomization of the input references
	// (kustomization files included): they are linted as built, not raw.
	Consumed map[string]bool
	// Contents are the files read while planning, by name.
	Contents map[string][]byte
	Problems []Problem
}

// NewPlan reads the kustomization files named and everything they
// reference. names are the input's kustomization files.
func NewPlan(names []string, read Reader) *Plan {
	p := &planner{read: read, plan: &Plan{Consumed: map[string]bool{}, Contents: map[string][]byte{}},
		byDir: map[string]*Kustomization{}, referenced: map[string]bool{}}
	var all []*Kustomization
	for _, n := range names {
		if k := p.kustomization(filepath.Dir(n), n); k != nil {
			all = append(all, k)
		}
	}
	reached := map[*Kustomization]bool{}
	for _, k := range all {
		if !p.referenced[k.Dir] {
			p.plan.Top = append(p.plan.Top, k)
			k.reach(reached)
		}
	}
	// Kustomizations that reference each other in a cycle are all
	// referenced: the first of each cycle is built anyway, so that
	// kustomize reports the cycle rather than its files going unlinted.
	for _, k := range all {
		if !reached[k] {
			p.plan.Top = append(p.plan.Top, k)
			k.reach(reached)
		}
	}
	sort.Slice(p.plan.Top, func(i, j int) bool { return p.plan.Top[i].File < p.plan.Top[j].File })
	return p.plan
}

type planner struct {
	read       Reader
	plan       *Plan
	byDir      map[string]*Kustomization
	referenced map[string]bool // directories referenced by another kustomization
}

// kustomization reads the kustomization file of dir (file when known),
// once per directory; nil when dir has none or it cannot be read.
func (p *planner) kustomization(dir, file string) *Kustomization {
	dir = filepath.Clean(dir)
	if k, ok := p.byDir[dir]; ok {
		return k
	}
	var data []byte
	var err error
	if file == "" {
		for _, n := range fileNames {
			if data, err = p.read(filepath.Join(dir, n)); err == nil {
				file = filepath.Join(dir, n)
				break
			}
		}
		if file == "" {
			return nil
		}
	} else if data, err = p.read(file); err != nil {
		p.problem(file, nil, fmt.Sprintf("cannot read: %v", err))
		return nil
	}
	k := &Kustomization{File: file, Dir: dir}
	p.byDir[dir] = k
	p.plan.Consumed[file] = true
	p.plan.Contents[file] = data
	docs, errs := yamlpos.Parse(data)
	for _, e := range errs {
		p.plan.Problems = append(p.plan.Problems, Problem{Pos: finding.Position{File: file, Line: e.Line, Column: e.Column}, Msg: "invalid YAML: " + e.Msg})
	}
	if len(docs) == 0 || docs[0].Root.Kind != yaml.MappingNode {
		return k
	}
	p.fields(k, docs[0].Root)
	return k
}

// fields follows the references of a kustomization's mapping root.
func (p *planner) fields(k *Kustomization, root *yaml.Node) {
	for _, key := range []string{"resources", "bases", "components", "crds", "generators", "transformers", "validators"} {
		for _, n := range items(value(root, key)) {
			p.resource(k, n)
		}
	}
	p.configFiles(k, root)
	p.patches(k, root)
	p.generatorFiles(k, root)
}

// configFiles records the files kustomize reads to configure itself, not
// resources.
func (p *planner) configFiles(k *Kustomization, root *yaml.Node) {
	for _, n := range items(value(root, "configurations")) {
		p.file(k, n.Value)
	}
	for _, n := range items(value(root, "replacements")) {
		if pn := value(n, "path"); pn != nil {
			p.file(k, pn.Value)
		}
	}
	if pn := value(value(root, "openapi"), "path"); pn != nil {
		p.file(k, pn.Value)
	}
}

// patches records the patches, from files or inline.
func (p *planner) patches(k *Kustomization, root *yaml.Node) {
	var src *yamlpos.Source // built on the first inline patch
	inline := func(n *yaml.Node, patch Patch) {
		if src == nil {
			src = yamlpos.NewSource(p.plan.Contents[k.File])
		}
		patch.File, patch.Inline, patch.Source = k.File, n, src
		k.Patches = append(k.Patches, patch)
	}
	for _, n := range items(value(root, "patchesStrategicMerge")) {
		switch {
		case n.Kind != yaml.ScalarNode:
		case strings.Contains(n.Value, "\n"):
			inline(n, Patch{})
		default:
			p.patch(k, n, Patch{})
		}
	}
	for _, key := range []string{"patches", "patchesJson6902"} {
		for _, n := range items(value(root, key)) {
			t := value(n, "target")
			target := Patch{Kind: scalar(t, "kind"), Name: scalar(t, "name")}
			if pn := value(n, "path"); pn != nil {
				p.patch(k, pn, target)
			} else if pn := value(n, "patch"); pn != nil && pn.Kind == yaml.ScalarNode {
				inline(pn, target)
			}
		}
	}
}

// generatorFiles records the files configMapGenerator and secretGenerator
// read, by the data key each becomes.
func (p *planner) generatorFiles(k *Kustomization, root *yaml.Node) {
	for _, key := range []string{"configMapGenerator", "secretGenerator"} {
		for _, g := range items(value(root, key)) {
			for _, f := range items(value(g, "files")) {
				key, src, named := strings.Cut(f.Value, "=") // [key=]path
				if !named {
					key, src = path.Base(f.Value), f.Value
				}
				if name := p.file(k, src); name != "" {
					if k.Generated == nil {
						k.Generated = map[string]string{}
					}
					k.Generated[key] = name
				}
			}
			for _, f := range items(value(g, "envs")) {
				p.file(k, f.Value)
			}
			if f := value(g, "env"); f != nil {
				p.file(k, f.Value)
			}
		}
	}
}

// resource follows one entry of resources, bases, components or crds: a
// file, a directory holding a kustomization, or a remote base.
func (p *planner) resource(k *Kustomization, n *yaml.Node) {
	if n.Kind != yaml.ScalarNode || n.Value == "" {
		return
	}
	if isRemote(n.Value) {
		k.Remote = true
		p.problem(k.File, n, fmt.Sprintf("remote base %q: vcqlint builds kustomizations offline and does not fetch remote bases; "+
			"vendor it into the repository or lint its rendered output", n.Value))
		return
	}
	target := filepath.Join(k.Dir, filepath.FromSlash(n.Value))
	if nested := p.kustomization(target, ""); nested != nil {
		p.referenced[nested.Dir] = true
		k.Nested = append(k.Nested, nested)
		k.Remote = k.Remote || nested.Remote
		return
	}
	p.file(k, n.Value)
}

func (p *planner) patch(k *Kustomization, n *yaml.Node, patch Patch) {
	if f := p.file(k, n.Value); f != "" {
		patch.File = f
		k.Patches = append(k.Patches, patch)
	}
}

// file records a plain file referenced by k, read once; "" when it
// cannot be read (kustomize reports that when it builds).
func (p *planner) file(k *Kustomization, rel string) string {
	if rel == "" {
		return ""
	}
	name := filepath.Join(k.Dir, filepath.FromSlash(rel))
	if _, ok := p.plan.Contents[name]; !ok {
		data, err := p.read(name)
		if err != nil {
			return "" // a directory without kustomization, or missing: kustomize says which
		}
		p.plan.Contents[name] = data
	}
	p.plan.Consumed[name] = true
	k.Files = append(k.Files, name)
	return name
}

func (p *planner) problem(file string, n *yaml.Node, msg string) {
	pos := finding.Position{File: file, Line: 1, Column: 1}
	if n != nil {
		pos.Line, pos.Column = n.Line, n.Column
	}
	p.plan.Problems = append(p.plan.Problems, Problem{Pos: pos, Msg: msg})
}

// isRemote reports whether a resources entry is a URL or a Git reference,
// the forms kustomize would fetch (see kustomize's api/internal/git
// NewRepoSpecFromURL).
func isRemote(s string) bool {
	for _, prefix := range []string{"http://", "https://", "git@", "git::", "ssh://", "file://", "github.com/", "gitlab.com/", "bitbucket.org/"} {
		if strings.HasPrefix(s, prefix) {
			return true
		}
	}
	return strings.Contains(s, "?ref=") || strings.Contains(s, ".git//") || strings.Contains(path.Clean(s), "://")
}

func items(n *yaml.Node) []*yaml.Node {
	if n == nil || n.Kind != yaml.SequenceNode {
		return nil
	}
	return n.Content
}

// value is the value of key in mapping m, or nil.
func value(m *yaml.Node, key string) *yaml.Node {
	_, v := lookup(m, key)
	return v
}

func scalar(m *yaml.Node, key string) string {
	if n := value(m, key); n != nil && n.Kind == yaml.ScalarNode {
		return n.Value
	}
	return ""
}
