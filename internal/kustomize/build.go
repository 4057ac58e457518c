package kustomize

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
	"sigs.k8s.io/kustomize/api/krusty"
	"sigs.k8s.io/kustomize/api/resource"
	"sigs.k8s.io/kustomize/api/types"
	"sigs.k8s.io/kustomize/kyaml/filesys"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// Build runs kustomize over k, reading only the files plan read (so no
// network and no file outside the input), and loads every built resource
// as a file of its own whose nodes point into the files that set them.
// A kustomization that names a remote base is not built: plan already
// reported the base as an input error.
func Build(k *Kustomization, plan *Plan) (files []*loader.File, problems []Problem) {
	if k.Remote {
		return nil, nil
	}
	defer func() {
		// kustomize panics on some inputs (resource.PrevIds does by
		// design): a build that panics is that kustomization's input
		// error, not the end of the run.
		if r := recover(); r != nil {
			files, problems = nil, []Problem{{Pos: finding.Position{File: k.File, Line: 1, Column: 1},
				Msg: fmt.Sprintf("kustomize build failed: %v", r)}}
		}
	}()
	fs, err := memoryFS(k, plan)
	if err != nil {
		return nil, []Problem{{Pos: finding.Position{File: k.File, Line: 1, Column: 1}, Msg: err.Error()}}
	}
	opts := krusty.MakeDefaultOptions()
	// Unspecified, as `kustomize build` without --reorder: with None, a
	// kustomization's sortOptions makes kustomize log a warning.
	opts.Reorder = krusty.ReorderOptionUnspecified
	m, err := krusty.MakeKustomizer(opts).Run(fs, absPath(k.Dir))
	if err != nil {
		return nil, []Problem{buildProblem(k, plan, err)}
	}
	b := &builder{k: k, plan: plan, docs: map[string][]*sourceDoc{}}
	for _, res := range m.Resources() {
		files = append(files, b.resource(res))
	}
	return files, nil
}

// memoryFS is an in-memory file system holding the files plan read, under
// their absolute paths, with buildMetadata added to k's kustomization so
// that kustomize records each resource's origin and transformations.
func memoryFS(k *Kustomization, plan *Plan) (filesys.FileSystem, error) {
	fs := filesys.MakeFsInMemory()
	for name, data := range plan.Contents {
		if name == k.File {
			var err error
			if data, err = withBuildMetadata(data); err != nil {
				return nil, fmt.Errorf("kustomization: %w", err)
			}
		}
		if err := fs.WriteFile(absPath(name), data); err != nil {
			return nil, fmt.Errorf("kustomize file system: %w", err)
		}
	}
	return fs, nil
}

// withBuildMetadata sets buildMetadata to originAnnotations and
// transformerAnnotations in a kustomization's text.
func withBuildMetadata(data []byte) ([]byte, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil || len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return data, nil //nolint:nilerr // kustomize reports what is wrong with it
	}
	root := doc.Content[0]
	list := &yaml.Node{Kind: yaml.SequenceNode, Content: []*yaml.Node{
		{Kind: yaml.ScalarNode, Value: types.OriginAnnotations},
		{Kind: yaml.ScalarNode, Value: types.TransformerAnnotations},
	}}
	if _, v := lookup(root, "buildMetadata"); v != nil {
		*v = *list
	} else {
		root.Content = append(root.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: "buildMetadata"}, list)
	}
	return yaml.Marshal(&doc)
}

func absPath(name string) string {
	if abs, err := filepath.Abs(name); err == nil {
		return abs
	}
	return filepath.Clean(name)
}

// buildProblem places a kustomize error at the kustomization file's line
// that names the file or entry the message quotes, else at its start.
func buildProblem(k *Kustomization, plan *Plan, err error) Problem {
	// One line, and paths as the input names them, not the in-memory ones.
	msg := strings.Join(strings.Fields(displayPaths(err.Error(), plan)), " ")
	pos := finding.Position{File: k.File, Line: 1, Column: 1}
	for _, kz := range k.all() {
		lines := strings.Split(string(plan.Contents[kz.File]), "\n")
		for i, line := range lines {
			entry, ok := referenceEntry(line)
			if ok && (strings.Contains(msg, "'"+entry+"'") || strings.Contains(msg, "("+entry+")")) {
				return Problem{Pos: finding.Position{File: kz.File, Line: i + 1, Column: strings.Index(line, entry) + 1},
					Msg: "kustomize build failed: " + msg}
			}
		}
	}
	return Problem{Pos: pos, Msg: "kustomize build failed: " + msg}
}

// referenceEntry is the file or directory a kustomization line names
// (`- ../base`, `path: patch.yaml`, `- path: patch.yaml`), as kustomize's
// messages quote it.
func referenceEntry(line string) (string, bool) {
	entry := strings.TrimSpace(line)
	item := strings.HasPrefix(entry, "- ")
	entry = strings.TrimSpace(strings.TrimPrefix(entry, "- "))
	if rest, ok := strings.CutPrefix(entry, "path:"); ok {
		entry, item = strings.TrimSpace(rest), true
	}
	entry = strings.Trim(entry, `"'`)
	return entry, item && entry != "" && !strings.ContainsAny(entry, ":{[")
}

// displayPaths replaces the absolute paths of the in-memory file system in
// msg with the names of the input (longest first, so a directory does not
// shadow the one below it).
func displayPaths(msg string, plan *Plan) string {
	dirs := map[string]string{}
	for name := range plan.Contents {
		for d := filepath.Dir(name); ; d = filepath.Dir(d) {
			dirs[absPath(d)] = d
			if d == "." || d == filepath.Dir(d) {
				break
			}
		}
	}
	abs := make([]string, 0, len(dirs))
	for a := range dirs {
		abs = append(abs, a)
	}
	sort.Slice(abs, func(i, j int) bool { return len(abs[i]) > len(abs[j]) })
	pairs := make([]string, 0, 12*len(abs))
	sep := string(filepath.Separator)
	for _, a := range abs {
		if a == filepath.Dir(a) {
			continue // the root directory: every separator would match
		}
		// Only whole paths: after a quote or a space, followed by a
		// separator or a quote.
		for _, before := range []string{"'", " ", `"`} {
			for _, after := range []string{sep, "'"} {
				pairs = append(pairs, before+a+after, before+dirs[a]+after)
			}
		}
	}
	return strings.NewReplacer(pairs...).Replace(msg)
}

// all is k and every kustomization below it, outermost last: the order in
// which kustomize applies their patches.
func (k *Kustomization) all() []*Kustomization {
	var out []*Kustomization
	seen := map[*Kustomization]bool{}
	var visit func(*Kustomization)
	visit = func(x *Kustomization) {
		if seen[x] {
			return
		}
		seen[x] = true
		for _, n := range x.Nested {
			visit(n)
		}
		out = append(out, x)
	}
	visit(k)
	return out
}

type builder struct {
	k    *Kustomization
	plan *Plan
	docs map[string][]*sourceDoc // parsed files, by name
}

// resource loads one built resource under the name of the file it came
// from and moves its nodes there.
func (b *builder) resource(res *resource.Resource) *loader.File {
	file := b.k.File
	if origin, err := res.GetOrigin(); err == nil && origin != nil {
		switch {
		case origin.Path != "" && origin.Repo == "":
			file = filepath.Join(b.k.Dir, filepath.FromSlash(origin.Path))
		case origin.ConfiguredIn != "":
			file = filepath.Join(b.k.Dir, filepath.FromSlash(origin.ConfiguredIn))
		}
	}
	_ = res.SetOrigin(nil)
	_ = res.ClearTransformations()
	data, err := res.AsYAML()
	if err != nil {
		return &loader.File{Name: file, Diagnostics: []loader.Diagnostic{{Pos: finding.Position{File: file, Line: 1, Column: 1},
			Level: loader.LevelError, Msg: fmt.Sprintf("kustomize output of %s: %v", res.CurId(), err)}}}
	}
	f := loader.LoadTree(file, data)
	kind, name := res.GetKind(), res.GetName()
	doc := b.match(file, kind, name)
	for i := range f.Diagnostics {
		f.Diagnostics[i].Pos = finding.Position{File: file, Line: doc.root.Line, Column: doc.root.Column}
	}
	patches := b.patches(kind, name, doc)
	for _, o := range slices.Concat(f.Objects, f.Sources) {
		b.place(o, doc, patches)
	}
	return f
}

// place moves the nodes of one loaded object into the resource's file and
// its patches.
func (b *builder) place(o *manifest.Object, doc *sourceDoc, patches []*patchDoc) {
	root := o.Tree()
	if root == nil {
		return
	}
	r := &remapper{obj: o, patches: patches}
	start := located{file: doc.file, key: doc.root, value: doc.root}
	if o.Owner == nil {
		r.place(root, doc.root, doc.file)
		r.remap(root, nil, doc.root, doc.file, start)
		return
	}
	// YAML held in a ConfigMap's data: from the resource file when the
	// text is the same, else from the patch that replaced it.
	path := []string{"data", o.EmbeddedKey}
	r.patches = nil
	text := o.Owner.Node(path...)
	loc, ok := doc.at(path)
	src := doc
	if !ok || text == nil || deref(loc.value).Value != text.Value {
		for i := len(patches) - 1; i >= 0; i-- {
			if l, hit := patches[i].set(path); hit {
				loc, ok, src = l, true, patches[i].doc
				break
			}
		}
	}
	if !ok {
		if gen := b.generated(o.EmbeddedKey); gen != nil {
			// A generator made the ConfigMap from a file: the file is
			// the text.
			r.place(root, gen.root, gen.file)
			r.remap(root, nil, gen.root, gen.file, located{file: gen.file, key: gen.root, value: gen.root})
			return
		}
		r.place(root, doc.root, doc.file)
		r.remap(root, nil, nil, doc.file, start)
		return
	}
	emb := src.parseEmbedded(deref(loc.value))
	at := located{file: loc.file, key: loc.key, value: loc.value}
	if emb == nil {
		r.place(root, loc.key, loc.file)
		r.remap(root, nil, nil, loc.file, at)
		return
	}
	r.place(root, emb, loc.file)
	r.remap(root, nil, emb, loc.file, at)
}

// generated is the first document of the file a generator of the build
// turned into data key, or nil.
func (b *builder) generated(key string) *sourceDoc {
	for _, kz := range b.k.all() {
		if file, ok := kz.Generated[key]; ok {
			if docs := b.parsed(file); len(docs) > 0 {
				return docs[0]
			}
		}
	}
	return nil
}

// parsed returns the documents of a file of the input.
func (b *builder) parsed(file string) []*sourceDoc {
	if d, ok := b.docs[file]; ok {
		return d
	}
	data := b.plan.Contents[file]
	docs, _ := yamlpos.Parse(data)
	src := yamlpos.NewSource(data)
	var out []*sourceDoc
	for _, d := range docs {
		out = append(out, &sourceDoc{file: file, root: d.Root, src: src})
	}
	b.docs[file] = out
	return out
}

// match finds the document of file the built object came from: the same
// kind and name, or a name the built one contains (namePrefix and
// nameSuffix change it).
func (b *builder) match(file, kind, name string) *sourceDoc {
	var best *sourceDoc
	bestLen := -1
	for _, d := range b.parsed(file) {
		if scalar(d.root, "kind") != kind {
			continue
		}
		n := scalar(value(d.root, "metadata"), "name")
		if n == name {
			return d
		}
		if strings.Contains(name, n) && len(n) > bestLen {
			best, bestLen = d, len(n)
		}
	}
	if best != nil {
		return best
	}
	if docs := b.parsed(file); len(docs) > 0 {
		return docs[0]
	}
	return &sourceDoc{file: file, root: &yaml.Node{Kind: yaml.MappingNode, Line: 1, Column: 1}}
}

// patches are the patch documents of the build that target the object,
// in the order kustomize applies them.
func (b *builder) patches(kind, builtName string, doc *sourceDoc) []*patchDoc {
	orig := scalar(value(doc.root, "metadata"), "name")
	var out []*patchDoc
	for _, kz := range b.k.all() {
		for _, p := range kz.Patches {
			for _, pd := range b.patchDocs(p) {
				if pd.applies(kind, builtName, orig) {
					out = append(out, pd)
				}
			}
		}
	}
	return out
}

// patchDocs reads a patch file: JSON6902 operations (a list) or
// strategic-merge patches (objects naming their target).
func (b *builder) patchDocs(p Patch) []*patchDoc {
	var name *regexp.Regexp
	if p.Name != "" {
		name, _ = regexp.Compile("^(?:" + p.Name + ")$")
	}
	docs := b.parsed(p.File)
	if p.Inline != nil {
		docs = nil
		if emb := yamlpos.ParseEmbedded(p.Source, p.Inline); emb.Root != nil {
			docs = []*sourceDoc{{file: p.File, root: emb.Root, src: p.Source}}
		}
	}
	var out []*patchDoc
	for _, d := range docs {
		switch d.root.Kind {
		case yaml.SequenceNode:
			out = append(out, &patchDoc{doc: d, ops: jsonOps(d.root), kind: p.Kind, name: name})
		case yaml.MappingNode:
			pd := &patchDoc{doc: d, kind: p.Kind, name: name}
			if pd.kind == "" {
				pd.kind = scalar(d.root, "kind")
			}
			if pd.name == nil {
				if n := scalar(value(d.root, "metadata"), "name"); n != "" {
					pd.name = regexp.MustCompile("^" + regexp.QuoteMeta(n) + "$")
				}
			}
			out = append(out, pd)
		}
	}
	return out
}

// jsonOps reads the add and replace operations of a JSON6902 patch.
func jsonOps(list *yaml.Node) []jsonOp {
	var ops []jsonOp
	for _, item := range list.Content {
		op := scalar(item, "op")
		if op != "add" && op != "replace" {
			continue
		}
		_, v := lookup(item, "value")
		p := scalar(item, "path")
		if v == nil || !strings.HasPrefix(p, "/") {
			continue
		}
		var segs []string
		for _, s := range strings.Split(p[1:], "/") {
			segs = append(segs, strings.ReplaceAll(strings.ReplaceAll(s, "~1", "/"), "~0", "~"))
		}
		ops = append(ops, jsonOp{path: segs, value: v})
	}
	return ops
}
