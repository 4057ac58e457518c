package kustomize

import (
	"context"
	"encoding/json"
	"fmt"
	"path"
	"path/filepath"
	"strings"
	"sync"

	"k8s.io/kube-openapi/pkg/validation/spec"
	"sigs.k8s.io/kustomize/api/konfig"
	"sigs.k8s.io/kustomize/api/krusty"
	"sigs.k8s.io/kustomize/api/provider"
	"sigs.k8s.io/kustomize/api/resmap"
	"sigs.k8s.io/kustomize/kyaml/filesys"
	"sigs.k8s.io/kustomize/kyaml/openapi"

	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/sandbox"
)

// JobName is the sandbox job (internal/sandbox, internal/jobs) that builds
// one kustomization: Job is its handler.
const JobName = "kustomize.build"

// BuildRequest is what one build job is given: no handle, no path it may
// open, only the text of the files kustomize may read.
type BuildRequest struct {
	// Dir is the absolute directory of the kustomization to build.
	Dir string `json:"dir"`
	// Files are the files kustomize may read, by absolute path: the ones
	// the plan read through the linted root, and nothing else.
	Files map[string][]byte `json:"files"`
	// PluginDirs are the kustomization directories the build's
	// generators, transformers and validators name, inner ones first:
	// their output is plugin configurations, whose references are checked
	// before the build uses them.
	PluginDirs []string `json:"pluginDirs,omitempty"`
	Caps       Caps     `json:"caps"`
}

// BuildResponse is the built resources, in kustomize's output order, or
// why the build was refused.
type BuildResponse struct {
	Resources []Built `json:"resources"`
	// Refused is set when the plugin configurations a kustomization
	// directory builds to (PluginDirs) name a remote file: nothing was
	// built.
	Refused *PluginRefusal `json:"refused,omitempty"`
}

// PluginRefusal is a remote reference in built plugin configurations.
type PluginRefusal struct {
	// Dir is the plugin kustomization's absolute directory.
	Dir string `json:"dir"`
	// Ref is the remote reference.
	Ref string `json:"ref"`
}

// Built is one resource of a build.
type Built struct {
	Kind       string `json:"kind"`
	APIVersion string `json:"apiVersion"`
	// Name is the built name (after namePrefix, nameSuffix).
	Name string `json:"name"`
	// Origin is the file the resource came from, or the kustomization or
	// plugin configuration that generated it, relative to the built
	// directory with slashes; "" when kustomize does not say.
	Origin string `json:"origin,omitempty"`
	// YAML is the resource as kustomize writes it, without the build's
	// annotations; empty for a kind vcqlint does not read (a
	// CustomResourceDefinition, a Service), which is only counted.
	YAML []byte `json:"yaml,omitempty"`
	// Err is why kustomize could not write the resource.
	Err string `json:"err,omitempty"`
}

// NewJob returns a sandbox handler of JobName: it decodes a
// BuildRequest and builds it. The handler keeps, for the life of the
// process, the index of kyaml's built-in OpenAPI document its builds take
// their schema from (schema.go).
func NewJob() sandbox.Handler {
	w := &worker{schema: &builtinSchema{}}
	return func(ctx context.Context, raw json.RawMessage) (any, error) {
		var req BuildRequest
		if err := json.Unmarshal(raw, &req); err != nil {
			return nil, fmt.Errorf("kustomize build request: %w", err)
		}
		return w.buildFiles(ctx, &req)
	}
}

// worker is what a process keeps between build jobs.
type worker struct {
	// schema is the built-in document the builds' schemas are taken from;
	// nil leaves the schema to kustomize (the tests' reference).
	schema *builtinSchema
	// omit, in tests, drops a definition from a build's subset.
	omit func(name string) bool
	// used, in tests, is told what part of the schema a build was given.
	used func(schemaNeed)
}

// customSchema is what kyaml's openapi.GetSchemaVersion says while a
// kustomization's own schema (its `openapi: path:`) is in use.
const customSchema = "using custom schema from file provided"

// kyamlSchema serializes the builds of this process: kyaml keeps the
// OpenAPI schema in process-wide variables, which a build sets for its own
// use (a worker runs one job at a time, but a library caller's in-process
// runner may be called from several goroutines).
var kyamlSchema sync.Mutex

// buildFiles runs kustomize over req.Files, within req.Caps.
func (w *worker) buildFiles(ctx context.Context, req *BuildRequest) (*BuildResponse, error) {
	m, refused, err := w.resMap(ctx, req)
	if err != nil {
		return nil, err
	}
	if refused != nil {
		return &BuildResponse{Refused: refused}, nil
	}
	resp := &BuildResponse{Resources: make([]Built, 0, m.Size())}
	for _, res := range m.Resources() {
		b := Built{Kind: res.GetKind(), APIVersion: res.GetApiVersion(), Name: res.GetName()}
		if origin, err := res.GetOrigin(); err == nil && origin != nil {
			switch {
			case origin.Path != "" && origin.Repo == "":
				b.Origin = origin.Path
			case origin.ConfiguredIn != "":
				b.Origin = origin.ConfiguredIn
			}
		}
		// A kind no rule reads is only counted, unless its file ends in
		// .conf: the loader reads such a file as a scheduler
		// configuration whatever it holds.
		if loader.Ignores(b.Kind, b.APIVersion) && !strings.EqualFold(path.Ext(b.Origin), ".conf") {
			resp.Resources = append(resp.Resources, b)
			continue
		}
		_ = res.SetOrigin(nil)
		data, err := res.AsYAML()
		if err != nil {
			b.Err = fmt.Sprintf("kustomize output of %s: %v", res.CurId(), err)
		}
		b.YAML = data
		resp.Resources = append(resp.Resources, b)
	}
	return resp, nil
}

// resMap builds req: the resources kustomize outputs, or a remote
// reference in a plugin kustomization's output.
func (w *worker) resMap(ctx context.Context, req *BuildRequest) (resmap.ResMap, *PluginRefusal, error) {
	kyamlSchema.Lock()
	defer kyamlSchema.Unlock()
	defer w.setSchema(req.Files)()
	fs := newCappedFS(ctx, req.Caps.withDefaults(0))
	for name, data := range req.Files {
		if err := fs.WriteFile(name, data); err != nil {
			return nil, nil, fmt.Errorf("kustomize file system: %w", err)
		}
	}
	for _, dir := range req.PluginDirs {
		m, err := run(fs, dir)
		if err != nil {
			continue // the build reports it, where kustomize meets it
		}
		if ref, remote := remoteInPluginOutput(m); remote {
			return nil, &PluginRefusal{Dir: dir, Ref: ref}, nil
		}
	}
	m, err := run(fs, req.Dir)
	return m, nil, err
}

// setSchema gives kyaml the schema a build over files needs and returns
// what puts kyaml back as it was before any build: the definitions of the
// built-in document the build can look up (gate.go), or all of them, in
// place of the whole document kyaml would parse at the build's first
// strategic-merge patch; a build with its own openapi field is left to
// kustomize.
func (w *worker) setSchema(files map[string][]byte) (restore func()) {
	// A kustomization's openapi field replaces the schema for every later
	// build in the process (krusty resets it only when the next
	// kustomization names a version): one overlay's schema must not
	// change how another overlay's patches merge.
	if openapi.GetSchemaVersion() == customSchema {
		openapi.ResetOpenAPI()
	}
	need, defs := w.definitions(files)
	if w.used != nil {
		w.used(need)
	}
	if need == needOwn {
		return func() {}
	}
	openapi.ResetOpenAPI()
	openapi.SuppressBuiltInSchemaUse()
	openapi.AddDefinitions(defs)
	return openapi.ResetOpenAPI
}

// definitions are the built-in definitions a build over files needs, and
// whether it needs a part, all, or kustomize's own handling (also when the
// index cannot be made).
func (w *worker) definitions(files map[string][]byte) (schemaNeed, spec.Definitions) {
	if w.schema == nil || w.schema.index() != nil {
		return needOwn, nil
	}
	need, kinds := w.schema.need(files)
	var defs spec.Definitions
	var err error
	switch need {
	case needOwn:
		return needOwn, nil
	case needAll:
		defs, err = w.schema.everything()
	default:
		defs, err = w.schema.subset(kinds)
	}
	if err != nil {
		return needOwn, nil
	}
	if w.omit != nil {
		kept := spec.Definitions{}
		for name, d := range defs {
			if !w.omit(name) {
				kept[name] = d
			}
		}
		defs = kept
	}
	return need, defs
}

// run builds the kustomization in dir, as `kustomize build` with its
// defaults: builtin plugins only (no exec or container KRM function, no
// Helm), loads restricted to the kustomization's root.
func run(fs filesys.FileSystem, dir string) (m resmap.ResMap, err error) {
	defer func() {
		// kustomize panics on some inputs (resource.PrevIds does by
		// design), and the file system stops a build over a cap by
		// panicking: either is that build's error, not the end of the run.
		if r := recover(); r != nil {
			if c, ok := r.(capExceeded); ok {
				m, err = nil, c
				return
			}
			m, err = nil, fmt.Errorf("kustomize build failed: %v", r)
		}
	}()
	opts := krusty.MakeDefaultOptions()
	// Unspecified, as `kustomize build` without --reorder: with None, a
	// kustomization's sortOptions makes kustomize log a warning.
	opts.Reorder = krusty.ReorderOptionUnspecified
	return krusty.MakeKustomizer(opts).Run(fs, dir)
}

// remoteInPluginOutput finds a remote reference in the plugin
// configurations built from a kustomization directory (a transformers
// entry naming one): unlike those written in files, the plan cannot see
// them before they are built.
func remoteInPluginOutput(m resmap.ResMap) (string, bool) {
	data, err := m.AsYaml()
	if err != nil {
		return "", false // the build reports it
	}
	refs := configReferences(data, resmap.NewFactory(provider.NewDepProvider().GetResourceFactory()))
	for _, r := range refs {
		if isRemote(r.value) {
			return r.value, true
		}
	}
	return "", false
}

// capExceeded stops a build that goes over one of its caps; its text is
// the build's error.
type capExceeded struct{ msg string }

func (c capExceeded) Error() string { return c.msg }

// cappedFS is the build's in-memory file system, counting what kustomize
// reads: it stops the build at the first read past a cap, or past the
// job's deadline (so a build that keeps loading bases stops on time even
// in the in-process runner).
type cappedFS struct {
	filesys.FileSystem
	ctx   context.Context
	caps  Caps
	loads int
	bytes int64
}

func newCappedFS(ctx context.Context, caps Caps) *cappedFS {
	return &cappedFS{FileSystem: namesFS{filesys.MakeFsInMemory()}, ctx: ctx, caps: caps}
}

func (f *cappedFS) ReadFile(name string) ([]byte, error) {
	if err := f.ctx.Err(); err != nil {
		panic(capExceeded{msg: "kustomize build stopped: " + err.Error()})
	}
	data, err := f.FileSystem.ReadFile(name)
	if err != nil {
		return data, err
	}
	for _, n := range konfig.RecognizedKustomizationFileNames() {
		if filepath.Base(name) == n {
			f.loads++
		}
	}
	f.bytes += int64(len(data))
	switch {
	case f.loads > f.caps.Instantiations:
		panic(capExceeded{msg: fmt.Sprintf("kustomize build stopped: it loaded more than %d kustomizations "+
			"(bases reached by several paths are loaded once per path); vcqlint builds at most %d per overlay",
			f.caps.Instantiations, f.caps.Instantiations)})
	case f.bytes > f.caps.ReadBytes:
		panic(capExceeded{msg: fmt.Sprintf("kustomize build stopped: it read more than %s "+
			"(each base is read again every time it is loaded, each generator file every time it is named); "+
			"vcqlint reads at most %s per overlay (a share of --kustomize-memory)", inputfile.Size(f.caps.ReadBytes), inputfile.Size(f.caps.ReadBytes))})
	}
	return data, nil
}
