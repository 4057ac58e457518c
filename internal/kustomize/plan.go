// Package kustomize builds Kustomize overlays in-process (the kustomize Go
// API, no binary, no network) so that vcqlint lints what reaches the
// cluster, and maps every node of a built object back to the file that set
// it: the patch when a patch set the value, otherwise the resource file.
//
// Plan reads the kustomization files of the input and follows every
// reference kustomize would (refs.go), through the linted root: so the
// caller knows which files are consumed by a build (not linted raw) and
// which kustomizations are top-level (one estate each), and a remote base,
// a file outside the root or a build over a budget is an input error at
// the line that names it before anything runs. Build runs kustomize as a
// sandbox job (job.go) over an in-memory copy of exactly those files.
package kustomize

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"syscall"

	"go.yaml.in/yaml/v3"
	"sigs.k8s.io/kustomize/api/provider"
	"sigs.k8s.io/kustomize/api/resmap"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/inputfile"
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

// Reader reads a file of the input on behalf of the file that names it
// (namedBy): the caller decides what namedBy may read (the linted root of
// namedBy, a Git tree). A name that leads outside is a
// *boundary.EscapeError.
type Reader func(name, namedBy string) ([]byte, error)

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
	// Plugins are the kustomizations named by its generators,
	// transformers and validators: their output is plugin configurations.
	Plugins []*Kustomization
	// Files are the plain files it references (resources, patches,
	// generator inputs, plugin configurations and what they name).
	Files []string
	// resources are those of Files named as resources.
	resources []string
	// Patches are its patch files (strategic-merge or JSON6902) with the
	// targets the kustomization gives them, in the order kustomize applies
	// them.
	Patches []Patch
	// Generated are the files of its configMapGenerator and
	// secretGenerator entries, by the data key they become.
	Generated map[string]string
	// at are the nodes of File that name each of Nested and Plugins.
	at map[*Kustomization]*yaml.Node
	// Refused is set when it names something vcqlint does not build: a
	// remote base, a file outside the linted root, more than a budget
	// allows. The reason is among the plan's problems; a kustomization
	// that is Refused, or has one below it, is not built.
	Refused bool
}

// below calls visit for k and every kustomization it reaches (nested and
// plugin ones), each once, inner ones first.
func (k *Kustomization) below(visit func(*Kustomization)) { k.walk(true, visit) }

// all is k and every kustomization nested below it (not the plugin ones),
// outermost last: the order in which kustomize applies their patches.
func (k *Kustomization) all() []*Kustomization {
	var out []*Kustomization
	k.walk(false, func(x *Kustomization) { out = append(out, x) })
	return out
}

// walk visits k and the kustomizations below it in post-order, each once,
// the plugin ones too when plugins is set.
func (k *Kustomization) walk(plugins bool, visit func(*Kustomization)) {
	seen := map[*Kustomization]bool{}
	var walk func(*Kustomization)
	walk = func(x *Kustomization) {
		if seen[x] {
			return
		}
		seen[x] = true
		for _, n := range x.Nested {
			walk(n)
		}
		if plugins {
			for _, n := range x.Plugins {
				walk(n)
			}
		}
		visit(x)
	}
	walk(k)
}

// refused reports whether k or a kustomization it reaches is Refused.
func (k *Kustomization) refused() bool {
	r := false
	k.below(func(x *Kustomization) { r = r || x.Refused })
	return r
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
// reference, and checks their builds against lim's caps. names are the
// input's kustomization files.
func NewPlan(names []string, read Reader, lim Limits) *Plan {
	caps := lim.WithDefaults().Caps
	p := &planner{read: read, caps: caps,
		plan:  &Plan{Consumed: map[string]bool{}, Contents: map[string][]byte{}},
		byDir: map[string]*Kustomization{}, referenced: map[string]bool{},
		rf: resmap.NewFactory(provider.NewDepProvider().GetResourceFactory())}
	var all []*Kustomization
	for _, n := range names {
		if k, _ := p.kustomization(filepath.Dir(n), n, n); k != nil {
			all = append(all, k)
		}
	}
	reached := map[*Kustomization]bool{}
	for _, k := range all {
		if !p.referenced[k.Dir] {
			p.plan.Top = append(p.plan.Top, k)
			k.below(func(x *Kustomization) { reached[x] = true })
		}
	}
	// Kustomizations that reference each other in a cycle are all
	// referenced: the first of each cycle is built anyway, so that
	// kustomize reports the cycle rather than its files going unlinted.
	for _, k := range all {
		if !reached[k] {
			p.plan.Top = append(p.plan.Top, k)
			k.below(func(x *Kustomization) { reached[x] = true })
		}
	}
	sort.Slice(p.plan.Top, func(i, j int) bool { return p.plan.Top[i].File < p.plan.Top[j].File })
	for _, k := range p.plan.Top {
		p.budget(k)
	}
	return p.plan
}

type planner struct {
	read       Reader
	caps       Caps
	plan       *Plan
	byDir      map[string]*Kustomization
	referenced map[string]bool // directories referenced by another kustomization
	rf         *resmap.Factory
}

// kustomization reads the kustomization file of dir (file when known),
// once per directory, on behalf of namedBy. It returns nil when dir has
// none, with the error of a kustomization file that is there but cannot
// be read (a link out of the root, a FIFO, over the size cap).
func (p *planner) kustomization(dir, file, namedBy string) (*Kustomization, error) {
	dir = filepath.Clean(dir)
	if k, ok := p.byDir[dir]; ok {
		return k, nil
	}
	var data []byte
	if file == "" {
		var firstErr error
		for _, n := range fileNames {
			d, err := p.read(filepath.Join(dir, n), namedBy)
			if err != nil {
				if !absent(err) && !errors.Is(err, inputfile.ErrNotRegular) && firstErr == nil {
					firstErr = err
				}
				continue
			}
			if file == "" {
				file, data = filepath.Join(dir, n), d
				continue
			}
			// kustomize refuses a directory with two of them: give it
			// both, so that it says so.
			p.plan.Contents[filepath.Join(dir, n)] = d
		}
		if file == "" {
			return nil, firstErr
		}
	} else {
		var err error
		if data, err = p.read(file, namedBy); err != nil {
			p.problem(file, nil, fmt.Sprintf("cannot read: %v", err))
			return nil, nil
		}
	}
	k := &Kustomization{File: file, Dir: dir}
	p.byDir[dir] = k
	p.plan.Consumed[file] = true
	p.plan.Contents[file] = data
	docs, errs := yamlpos.Parse(data)
	for _, e := range errs {
		p.plan.Problems = append(p.plan.Problems, Problem{Pos: finding.Position{File: file, Line: e.Line, Column: e.Column}, Msg: "invalid YAML: " + e.Msg})
	}
	var root *yaml.Node
	if len(docs) > 0 && docs[0].Root.Kind == yaml.MappingNode {
		root = docs[0].Root
	}
	if p.inlineAliasBomb(k, root) {
		return k, nil
	}
	if kz, ok := parseKustomization(data); ok {
		refs, inline := kustomizationReferences(&kz, p.rf)
		for _, text := range inline {
			configs := configReferences([]byte(text), p.rf)
			for _, r := range configs {
				// In the text of the entry: placed at the entry.
				p.reference(k, root, file, r, scalarNode(root, text))
			}
		}
		for _, r := range refs {
			p.reference(k, root, file, r, nil)
		}
	}
	if root != nil {
		p.patches(k, root)
		p.generatorFiles(k, root)
	}
	return k, nil
}

// reference follows one reference of k, written in file (k's
// kustomization file, or a file of plugin configurations whose root is
// doc); near is where to place its errors when it is not a node of doc
// itself (written inside a string).
func (p *planner) reference(k *Kustomization, doc *yaml.Node, file string, r reference, near *yaml.Node) {
	at := scalarNode(doc, r.written)
	if at == nil {
		at = near
	}
	if isRemote(r.value) {
		k.Refused = true
		what := "remote base"
		if r.role == roleFile {
			what = "remote file"
		}
		p.problem(file, at, fmt.Sprintf("%s %q: vcqlint builds kustomizations offline and does not fetch remote bases; "+
			"vendor it into the repository or lint its rendered output", what, r.value))
		return
	}
	name := r.value
	if !filepath.IsAbs(name) {
		name = filepath.Join(k.Dir, filepath.FromSlash(name))
	}
	if r.role != roleFile {
		nested, err := p.kustomization(name, "", k.File)
		if err != nil {
			p.refuse(k, file, at, r, err)
			return
		}
		if nested != nil {
			p.referenced[nested.Dir] = true
			if k.at == nil {
				k.at = map[*Kustomization]*yaml.Node{}
			}
			if _, ok := k.at[nested]; !ok {
				k.at[nested] = at
			}
			if r.role == rolePlugin {
				k.Plugins = append(k.Plugins, nested)
				// Its output is plugin configurations, loaded relative to
				// k: what its files name as written is read for kustomize
				// (the job checks what the build makes of them).
				nested.below(func(x *Kustomization) {
					for _, f := range x.Files {
						p.pluginConfigs(k, f, p.plan.Contents[f])
					}
				})
			} else {
				k.Nested = append(k.Nested, nested)
			}
			return
		}
		if r.role == roleComponent {
			return // kustomize says it is not a kustomization
		}
	}
	data, err := p.file(k, name)
	if err != nil {
		p.refuse(k, file, at, r, err)
		return
	}
	if !r.raw {
		if alias := aliasBomb(data); alias != nil {
			k.Refused = true
			p.problem(name, alias, aliasBombMsg)
			return
		}
		if line, col := tooDeep(data); line > 0 {
			k.Refused = true
			p.plan.Problems = append(p.plan.Problems, Problem{Pos: finding.Position{File: name, Line: line, Column: col}, Msg: tooDeepMsg})
			return
		}
	}
	switch r.role {
	case rolePlugin:
		p.pluginConfigs(k, name, data)
	case roleResource:
		k.resources = append(k.resources, name)
	}
}

// tooDeepMsg explains YAML refused by tooDeep.
var tooDeepMsg = fmt.Sprintf("this YAML nests more than %d levels deep; kustomize copies every mapping it reads once per "+
	"level above it, so vcqlint does not build it", maxNesting)

// aliasBombMsg explains a document refused by aliasBomb.
const aliasBombMsg = "the aliases of this YAML document expand it beyond a million nodes; kustomize expands every alias " +
	"of what it reads, so vcqlint does not build it"

// inlineAliasBomb refuses a kustomization that holds, in a string,
// YAML that kustomize parses (an inline patch, an inline plugin
// configuration) whose aliases would explode or that nests too deep; the
// kustomization file itself is parsed by kustomize with a YAML reader that
// refuses such aliasing and nesting.
func (p *planner) inlineAliasBomb(k *Kustomization, root *yaml.Node) bool {
	bomb := false
	var walk func(n *yaml.Node, depth int)
	walk = func(n *yaml.Node, depth int) {
		if bomb || n == nil || depth > 64 {
			return
		}
		if n.Kind == yaml.ScalarNode {
			if strings.Contains(n.Value, "*") && aliasBomb([]byte(n.Value)) != nil {
				bomb = true
				k.Refused = true
				p.problem(k.File, n, aliasBombMsg)
				return
			}
			if line, _ := tooDeep([]byte(n.Value)); line > 0 {
				bomb = true
				k.Refused = true
				p.problem(k.File, n, tooDeepMsg)
				return
			}
		}
		for _, c := range n.Content {
			walk(c, depth+1)
		}
	}
	walk(root, 0)
	return bomb
}

// refuse reports a reference that cannot be read: a link or path out of
// the root, or a file vcqlint does not read (a FIFO, over the size cap).
// A file that does not exist, or a directory named where a kustomization
// directory may be, is left to kustomize, which says what is wrong.
func (p *planner) refuse(k *Kustomization, file string, at *yaml.Node, r reference, err error) {
	if absent(err) || r.role != roleFile && isDirError(err) {
		return
	}
	k.Refused = true
	if boundary.IsEscape(err) {
		p.problem(file, at, err.Error())
		return
	}
	p.problem(file, at, fmt.Sprintf("cannot read %s: %v", r.value, err))
}

// absent reports whether a read failed because there is no such file (or
// a file stands where the name has a directory).
func absent(err error) bool {
	return errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR)
}

// isDirError reports whether err refuses to read a directory as a file.
func isDirError(err error) bool {
	return errors.Is(err, inputfile.ErrNotRegular) && !boundary.IsEscape(err) &&
		strings.Contains(err.Error(), "("+inputfile.Kind(fs.ModeDir)+")")
}

// pluginConfigs follows the files the plugin configurations in a file
// (name, holding data) of k's generators, transformers or validators name:
// kustomize loads them relative to k.
func (p *planner) pluginConfigs(k *Kustomization, name string, data []byte) {
	refs := configReferences(data, p.rf)
	if len(refs) == 0 {
		return
	}
	var root *yaml.Node
	if docs, _ := yamlpos.Parse(data); len(docs) > 0 {
		root = docs[0].Root
	}
	for _, r := range refs {
		p.reference(k, root, name, r, nil)
	}
}

// file reads a plain file referenced by k, once.
func (p *planner) file(k *Kustomization, name string) ([]byte, error) {
	data, ok := p.plan.Contents[name]
	if !ok {
		var err error
		if data, err = p.read(name, k.File); err != nil {
			return nil, err
		}
		p.plan.Contents[name] = data
	}
	p.plan.Consumed[name] = true
	k.Files = append(k.Files, name)
	return data, nil
}

// known is the name of a file k references (rel, as written), and
// whether it was read.
func (p *planner) known(k *Kustomization, rel string) (string, bool) {
	return p.plan.known(k, rel)
}

func (plan *Plan) known(k *Kustomization, rel string) (string, bool) {
	if rel == "" {
		return "", false
	}
	name := rel
	if !filepath.IsAbs(name) {
		name = filepath.Join(k.Dir, filepath.FromSlash(rel))
	}
	_, ok := plan.Contents[name]
	return name, ok
}

// patches records the patches, from files or inline, for placing the
// values they set.
func (p *planner) patches(k *Kustomization, root *yaml.Node) {
	var src *yamlpos.Source // built on the first inline patch
	inline := func(n *yaml.Node, patch Patch) {
		if src == nil {
			src = yamlpos.NewSource(p.plan.Contents[k.File])
		}
		patch.File, patch.Inline, patch.Source = k.File, n, src
		k.Patches = append(k.Patches, patch)
	}
	for _, n := range items(yamlpos.Value(root, "patchesStrategicMerge")) {
		switch {
		case n.Kind != yaml.ScalarNode:
		case strings.Contains(n.Value, "\n"):
			inline(n, Patch{})
		default:
			if name, ok := p.known(k, n.Value); ok {
				k.Patches = append(k.Patches, Patch{File: name})
			}
		}
	}
	for _, key := range []string{"patches", "patchesJson6902"} {
		for _, n := range items(yamlpos.Value(root, key)) {
			t := yamlpos.Value(n, "target")
			target := Patch{Kind: scalar(t, "kind"), Name: scalar(t, "name")}
			if pn := yamlpos.Value(n, "path"); pn != nil {
				if name, ok := p.known(k, pn.Value); ok {
					target.File = name
					k.Patches = append(k.Patches, target)
				}
			} else if pn := yamlpos.Value(n, "patch"); pn != nil && pn.Kind == yaml.ScalarNode {
				inline(pn, target)
			}
		}
	}
}

// generatorFiles records the files configMapGenerator and secretGenerator
// read, by the data key each becomes.
func (p *planner) generatorFiles(k *Kustomization, root *yaml.Node) {
	for _, key := range []string{"configMapGenerator", "secretGenerator"} {
		for _, g := range items(yamlpos.Value(root, key)) {
			for _, f := range items(yamlpos.Value(g, "files")) {
				key, src, named := strings.Cut(f.Value, "=") // [key=]path
				if !named {
					key, src = path.Base(f.Value), f.Value
				}
				if name, ok := p.known(k, src); ok {
					if k.Generated == nil {
						k.Generated = map[string]string{}
					}
					k.Generated[key] = name
				}
			}
		}
	}
}

func (p *planner) problem(file string, n *yaml.Node, msg string) {
	p.plan.Problems = append(p.plan.Problems, Problem{Pos: position(file, n), Msg: msg})
}

// position is the position of n in file, or the file's start.
func position(file string, n *yaml.Node) finding.Position {
	if n == nil {
		return finding.Position{File: file, Line: 1, Column: 1}
	}
	return finding.Position{File: file, Line: n.Line, Column: n.Column}
}

// scalarNode is the first scalar of doc (a kustomization's or a plugin
// configuration file's root) whose value is text, as a reference is
// written; nil when none is (the reference is then reported at the file's
// start).
func scalarNode(doc *yaml.Node, text string) *yaml.Node {
	if doc == nil {
		return nil
	}
	var found *yaml.Node
	var walk func(n *yaml.Node, depth int)
	walk = func(n *yaml.Node, depth int) {
		if found != nil || n == nil || depth > 64 {
			return
		}
		switch n.Kind {
		case yaml.ScalarNode:
			if n.Value == text {
				found = n
			}
		case yaml.MappingNode:
			for i := 1; i < len(n.Content); i += 2 {
				walk(n.Content[i], depth+1)
			}
		case yaml.SequenceNode, yaml.DocumentNode:
			for _, c := range n.Content {
				walk(c, depth+1)
			}
		}
	}
	walk(doc, 0)
	return found
}

func items(n *yaml.Node) []*yaml.Node {
	if n == nil || n.Kind != yaml.SequenceNode {
		return nil
	}
	return n.Content
}

func scalar(m *yaml.Node, key string) string {
	if n := yamlpos.Value(m, key); n != nil && n.Kind == yaml.ScalarNode {
		return n.Value
	}
	return ""
}
