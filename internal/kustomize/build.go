package kustomize

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"
	"sigs.k8s.io/kustomize/api/types"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/sandbox"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// Limits are the budgets of one build: the sandbox's time and memory, and
// the caps the plan and the job check themselves.
type Limits struct {
	Sandbox sandbox.Limits
	Caps    Caps
}

// Default budgets of a build. A run on one Volcano-sized overlay (a base
// of 1.09 MB with 22 CustomResourceDefinitions, bench/overlay) takes about
// 0.12 s of CPU and 65 MiB resident, worker included, and 0.75 s and 120
// MiB when a replacement keeps its schemas from being elided (measured on a
// loaded 2-CPU machine, docs/performance.md): the defaults leave room for
// overlays several times larger and stop the hostile ones of
// docs/security.md within seconds.
const (
	DefaultTime   = 20 * time.Second
	DefaultMemory = 512 << 20
)

// WithDefaults fills the zero fields of l.
func (l Limits) WithDefaults() Limits {
	if l.Sandbox.Time <= 0 {
		l.Sandbox.Time = DefaultTime
	}
	if l.Sandbox.Memory <= 0 {
		l.Sandbox.Memory = DefaultMemory
	}
	l.Caps = l.Caps.withDefaults(l.Sandbox.Memory)
	return l
}

// Build builds k as a sandbox job, on an in-memory copy of exactly the
// files plan read (so no network, no process and no file outside the
// input), and loads every built resource as a file of its own whose nodes
// point into the files that set them. A kustomization the plan refused is
// not built: the plan already reported why.
func Build(ctx context.Context, jobs sandbox.Runner, lim Limits, k *Kustomization, plan *Plan) (files []*loader.File, problems []Problem) {
	if k.refused() {
		return nil, nil
	}
	lim = lim.WithDefaults()
	parses := parses{}
	req, err := request(k, plan, parses, lim.Caps, true)
	if err != nil {
		return nil, []Problem{{Pos: finding.Position{File: k.File, Line: 1, Column: 1}, Msg: err.Error()}}
	}
	var resp BuildResponse
	if err := jobs.Run(ctx, JobName, req, &resp, lim.Sandbox); err != nil {
		return nil, []Problem{buildProblem(k, plan, err)}
	}
	if r := resp.Refused; r != nil {
		return nil, []Problem{pluginRefusal(k, r)}
	}
	b := &builder{k: k, plan: plan, parses: parses, docs: map[string][]*sourceDoc{}}
	for i := range resp.Resources {
		files = append(files, b.resource(&resp.Resources[i]))
	}
	return files, nil
}

// request is the build job of k: the files of its tree, its kustomization
// file asking kustomize for origin annotations, its resource files with
// their CRDs' schemas elided when nothing in the build reads them
// (stub.go).
func request(k *Kustomization, plan *Plan, parses parses, caps Caps, elide bool) (*BuildRequest, error) {
	req := &BuildRequest{Dir: absPath(k.Dir), Files: map[string][]byte{}, Caps: caps}
	add := func(name string) {
		if data, ok := plan.Contents[name]; ok {
			req.Files[absPath(name)] = data
		}
	}
	elide = elide && plan.elisionSafe(k)
	k.below(func(x *Kustomization) {
		for _, n := range fileNames {
			add(filepath.Join(x.Dir, n))
		}
		for _, f := range x.Files {
			add(f)
		}
		if elide {
			for _, f := range x.resources {
				req.Files[absPath(f)] = elideSchemas(plan.Contents[f], parses.of(plan, f))
			}
		}
		for _, p := range x.Plugins {
			req.PluginDirs = append(req.PluginDirs, absPath(p.Dir))
		}
	})
	data, err := withBuildMetadata(plan.Contents[k.File])
	if err != nil {
		return nil, fmt.Errorf("kustomization: %w", err)
	}
	req.Files[absPath(k.File)] = data
	return req, nil
}

// withBuildMetadata sets buildMetadata to originAnnotations in a
// kustomization's text: kustomize then records where each resource came
// from.
func withBuildMetadata(data []byte) ([]byte, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil || len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return data, nil //nolint:nilerr // kustomize reports what is wrong with it
	}
	root := doc.Content[0]
	list := &yaml.Node{Kind: yaml.SequenceNode, Content: []*yaml.Node{
		{Kind: yaml.ScalarNode, Value: types.OriginAnnotations},
	}}
	if _, v := yamlpos.Lookup(root, "buildMetadata"); v != nil {
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
	var over *sandbox.ExceededError
	if errors.As(err, &over) {
		return Problem{Pos: finding.Position{File: k.File, Line: 1, Column: 1}, Msg: exceeded(over)}
	}
	// One line, and paths as the input names them, not the in-memory ones.
	msg := strings.Join(strings.Fields(displayPaths(err.Error(), plan)), " ")
	pos := finding.Position{File: k.File, Line: 1, Column: 1}
search:
	for _, kz := range k.all() {
		lines := strings.Split(string(plan.Contents[kz.File]), "\n")
		for i, line := range lines {
			entry, ok := referenceEntry(line)
			if ok && (strings.Contains(msg, "'"+entry+"'") || strings.Contains(msg, "("+entry+")") || strings.Contains(msg, `"`+entry+`"`)) {
				pos = finding.Position{File: kz.File, Line: i + 1, Column: strings.Index(line, entry) + 1}
				break search
			}
		}
	}
	if !strings.HasPrefix(msg, "kustomize build ") {
		msg = "kustomize build failed: " + msg
	}
	return Problem{Pos: pos, Msg: msg}
}

// pluginRefusal places a remote reference found in built plugin
// configurations at the line that names the plugin kustomization.
func pluginRefusal(k *Kustomization, r *PluginRefusal) Problem {
	pos := finding.Position{File: k.File, Line: 1, Column: 1}
	k.below(func(x *Kustomization) {
		for _, p := range x.Plugins {
			if absPath(p.Dir) == r.Dir {
				pos = position(x.File, x.at[p])
			}
		}
	})
	return Problem{Pos: pos, Msg: fmt.Sprintf("the plugin configurations this kustomization builds name %q, a remote file: "+
		"vcqlint builds kustomizations offline and does not fetch remote files", r.Ref)}
}

// exceeded explains a build stopped over its time or memory budget.
func exceeded(e *sandbox.ExceededError) string {
	if e.Budget == sandbox.BudgetMemory {
		return fmt.Sprintf("kustomize build stopped: it needed more than its memory budget of %d MiB "+
			"(--kustomize-memory raises it)", e.Limit.Memory>>20)
	}
	return fmt.Sprintf("kustomize build stopped: it took longer than its time budget of %s (--kustomize-timeout raises it)", e.Limit.Time)
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

type builder struct {
	k      *Kustomization
	plan   *Plan
	parses parses
	docs   map[string][]*sourceDoc // parsed files, by name
}

// parses are the files of one build parsed, each once: for eliding
// schemas and for placing the built objects' nodes. They are dropped with
// the build (a run over many overlays would otherwise hold every tree).
type parses map[string]parsed

type parsed struct {
	docs []yamlpos.Document
	// broken is set when the file has a syntax error.
	broken bool
}

func (p parses) of(plan *Plan, name string) parsed {
	f, ok := p[name]
	if !ok {
		docs, errs := yamlpos.Parse(plan.Contents[name])
		f = parsed{docs: docs, broken: len(errs) > 0}
		p[name] = f
	}
	return f
}

// resource loads one built resource under the name of the file it came
// from and moves its nodes there. A kind no rule reads is only counted.
func (b *builder) resource(res *Built) *loader.File {
	file := b.k.File
	if res.Origin != "" {
		file = filepath.Join(b.k.Dir, filepath.FromSlash(res.Origin))
	}
	if res.Err != "" {
		return &loader.File{Name: file, Diagnostics: []loader.Diagnostic{{Pos: finding.Position{File: file, Line: 1, Column: 1},
			Level: loader.LevelError, Msg: res.Err}}}
	}
	if res.YAML == nil {
		return &loader.File{Name: file, Documents: 1, Ignored: map[string]int{res.Kind: 1}}
	}
	f := loader.LoadTree(file, res.YAML)
	kind, name := res.Kind, res.Name
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
	if !ok || text == nil || yamlpos.Deref(loc.value).Value != text.Value {
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
	emb := src.parseEmbedded(yamlpos.Deref(loc.value))
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
	docs := b.parses.of(b.plan, file).docs
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
		n := scalar(yamlpos.Value(d.root, "metadata"), "name")
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
	orig := scalar(yamlpos.Value(doc.root, "metadata"), "name")
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
				if n := scalar(yamlpos.Value(d.root, "metadata"), "name"); n != "" {
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
		_, v := yamlpos.Lookup(item, "value")
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
