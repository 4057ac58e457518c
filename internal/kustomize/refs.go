package kustomize

import (
	"errors"
	"strings"

	// The public aliases of kustomize's builtin plugins: deprecated for a
	// future API v1, and the only way to their configuration types today.
	"sigs.k8s.io/kustomize/api/builtins" //nolint:staticcheck // see above
	"sigs.k8s.io/kustomize/api/konfig"
	"sigs.k8s.io/kustomize/api/resmap"
	"sigs.k8s.io/kustomize/api/types"
	"sigs.k8s.io/yaml"
)

// This file lists every string of a kustomization, and of the plugin
// configurations it names, that kustomize hands to its loader (to read a
// file, or to open a base), read with kustomize's own types and parsers so
// that the list is the one kustomize acts on. vcqlint checks each before
// kustomize runs: none may be remote (isRemote), and each file it names is
// read through the linted root and put in the in-memory file system the
// build runs on. Kustomize can read nothing else: so no string reaches the
// network or git, and no read leaves the root.
//
// The loader calls of kustomize's api module v0.21.1 (non-test code), and
// where their strings come from:
//
//	internal/target/kusttarget.go       resources, bases (file, else base), components (base), crds, openapi.path,
//	                                    generators/transformers/validators entries that are not inline (file, else base)
//	internal/accumulator, builtinconfig crds, configurations
//	internal/builtins                   the plugin configurations' fields in pluginReferences
//	resource/factory.go, kv/kv.go       patchesStrategicMerge; configMapGenerator/secretGenerator files, envs, env
//
// TestKustomizationFieldsAreClassified and TestBuiltinPluginsAreClassified
// fail when a kustomize upgrade adds a kustomization field or a builtin
// plugin that this file does not classify; docs/security.md says how to
// re-check the loader calls on an upgrade.

// role is how kustomize's loader treats a reference.
type role int

const (
	// roleResource is a resources (or bases) entry: a file of resources,
	// else a kustomization directory.
	roleResource role = iota
	// roleComponent is a components entry: a kustomization directory.
	roleComponent
	// rolePlugin is a generators, transformers or validators entry that is
	// not an inline configuration: a file of plugin configurations, else a
	// kustomization directory whose output is plugin configurations.
	rolePlugin
	// roleFile is a file kustomize reads whole: a patch, a generator's
	// input, a replacements file, a configurations or crds file, an
	// OpenAPI schema, a Helm values file.
	roleFile
)

// reference is one string kustomize's loader receives.
type reference struct {
	// value is the string as the loader receives it.
	value string
	// written is the string as the file has it (a generator's
	// "key=path"), to find its line.
	written string
	role    role
	// raw is set for a file kustomize reads as text, not as YAML (a
	// generator's input).
	raw bool
}

// kustomizationFields are the fields of types.Kustomization whose strings
// kustomize's loader receives; every other field holds none
// (TestKustomizationFieldsAreClassified keeps the two lists complete).
var kustomizationFields = []string{
	"OpenAPI", "PatchesStrategicMerge", "PatchesJson6902", "Patches", "Replacements", "Resources", "Components",
	"Crds", "Bases", "ConfigMapGenerator", "SecretGenerator", "HelmGlobals", "HelmCharts", "HelmChartInflationGenerator",
	"Configurations", "Generators", "Transformers", "Validators",
}

// kustomizationOtherFields are the fields that hold no string the loader
// receives.
var kustomizationOtherFields = []string{
	"TypeMeta", "MetaData", "NamePrefix", "NameSuffix", "Namespace", "CommonLabels", "Labels", "CommonAnnotations",
	"Images", "ImageTags", "Replicas", "Vars", "SortOptions", "GeneratorOptions", "BuildMetadata",
}

// parseKustomization reads a kustomization file as kustomize does (strict
// unmarshalling, then the same fix-ups of deprecated fields); ok is false
// when kustomize refuses it, and then reads nothing it names.
func parseKustomization(data []byte) (k types.Kustomization, ok bool) {
	if err := k.Unmarshal(data); err != nil {
		return k, false
	}
	k.FixKustomization()
	return k, true
}

// kustomizationReferences are the loader's strings of k, in the order
// kustomize uses them. inline is the plugin configurations written in the
// generators, transformers and validators fields.
func kustomizationReferences(k *types.Kustomization, rf *resmap.Factory) (refs []reference, inline []string) {
	for _, r := range k.Resources { // bases are among them after FixKustomization
		refs = append(refs, reference{value: r, written: r, role: roleResource})
	}
	for _, c := range k.Components {
		refs = append(refs, reference{value: c, written: c, role: roleComponent})
	}
	for _, plugins := range [][]string{k.Generators, k.Transformers, k.Validators} {
		for _, p := range plugins {
			// kustomize's own test: an entry that parses as resources is
			// an inline configuration (target.configureExternalGenerators).
			if _, err := parseResources([]byte(p), rf); err == nil {
				inline = append(inline, p)
				continue
			}
			refs = append(refs, reference{value: p, written: p, role: rolePlugin})
		}
	}
	files := append(append([]string(nil), k.Crds...), k.Configurations...)
	if p, ok := k.OpenAPI["path"]; ok {
		files = append(files, p)
	}
	// Deprecated fields are still built by kustomize, so they are read
	// here too.
	files = append(files, strategicMergePaths(k.PatchesStrategicMerge, rf)...)                 //nolint:staticcheck // see above
	for _, p := range append(append([]types.Patch(nil), k.Patches...), k.PatchesJson6902...) { //nolint:staticcheck // see above
		files = append(files, p.Path)
	}
	for _, r := range k.Replacements {
		files = append(files, r.Path)
	}
	for _, c := range k.HelmCharts {
		files = append(files, c.ValuesFile)
		files = append(files, c.AdditionalValuesFiles...)
	}
	for _, f := range files {
		if f != "" {
			refs = append(refs, reference{value: f, written: f, role: roleFile})
		}
	}
	for _, g := range k.ConfigMapGenerator {
		refs = append(refs, kvReferences(g.KvPairSources)...)
	}
	for _, g := range k.SecretGenerator {
		refs = append(refs, kvReferences(g.KvPairSources)...)
	}
	return refs, inline
}

// kvReferences are the files a generator reads: files ([key=]path), envs
// and env.
func kvReferences(kv types.KvPairSources) []reference {
	var refs []reference
	for _, s := range kv.FileSources {
		// kustomize's generators.ParseFileSource: "path" or "key=path"
		// (other forms are errors, and read nothing).
		path := s
		if key, p, ok := strings.Cut(s, "="); ok {
			if key == "" || p == "" || strings.Contains(p, "=") {
				continue
			}
			path = p
		}
		refs = append(refs, reference{value: path, written: s, role: roleFile, raw: true})
	}
	for _, p := range append(append([]string(nil), kv.EnvSources...), kv.EnvSource) {
		if p != "" {
			refs = append(refs, reference{value: p, written: p, role: roleFile, raw: true})
		}
	}
	return refs
}

// pluginReferences are the files each builtin plugin's configuration names
// and its Config method loads through the kustomization's loader (for
// PatchStrategicMergeTransformer, a path that is not itself patch text).
// Builtins whose configuration names no file map to nil. Only builtins are
// listed: kustomize runs with builtin plugins only, and refuses any other
// kind of configuration before configuring it.
var pluginReferences = map[string]func(config []byte, rf *resmap.Factory) []reference{
	"PatchTransformer": fromConfig(func(p *builtins.PatchTransformerPlugin, _ *resmap.Factory) []reference {
		return files(p.Path)
	}),
	"PatchJson6902Transformer": fromConfig(func(p *builtins.PatchJson6902TransformerPlugin, _ *resmap.Factory) []reference {
		return files(p.Path)
	}),
	"PatchStrategicMergeTransformer": fromConfig(func(p *builtins.PatchStrategicMergeTransformerPlugin, rf *resmap.Factory) []reference {
		return files(strategicMergePaths(p.Paths, rf)...)
	}),
	"ReplacementTransformer": fromConfig(func(p *builtins.ReplacementTransformerPlugin, _ *resmap.Factory) []reference {
		var paths []string
		for _, r := range p.ReplacementList {
			paths = append(paths, r.Path)
		}
		return files(paths...)
	}),
	"ValueAddTransformer": fromConfig(func(p *builtins.ValueAddTransformerPlugin, _ *resmap.Factory) []reference {
		return files(p.TargetFilePath)
	}),
	"ConfigMapGenerator": fromConfig(func(p *builtins.ConfigMapGeneratorPlugin, _ *resmap.Factory) []reference {
		return kvReferences(p.KvPairSources)
	}),
	"SecretGenerator": fromConfig(func(p *builtins.SecretGeneratorPlugin, _ *resmap.Factory) []reference {
		return kvReferences(p.KvPairSources)
	}),
	"HelmChartInflationGenerator": fromConfig(func(p *builtins.HelmChartInflationGeneratorPlugin, _ *resmap.Factory) []reference {
		return files(append([]string{p.ValuesFile}, p.AdditionalValuesFiles...)...)
	}),
	"AnnotationsTransformer":  nil,
	"HashTransformer":         nil,
	"IAMPolicyGenerator":      nil,
	"ImageTagTransformer":     nil,
	"LabelTransformer":        nil,
	"NamespaceTransformer":    nil,
	"PrefixTransformer":       nil,
	"SuffixTransformer":       nil,
	"ReplicaCountTransformer": nil,
	"PrefixSuffixTransformer": nil, // a PrefixTransformer and a SuffixTransformer
}

// fromConfig reads a plugin's configuration into its own type, as its
// Config method does (sigs.k8s.io/yaml, not strict), and lists the files
// refs finds there.
func fromConfig[P any](refs func(*P, *resmap.Factory) []reference) func([]byte, *resmap.Factory) []reference {
	return func(config []byte, rf *resmap.Factory) []reference {
		var p P
		_ = yaml.Unmarshal(config, &p)
		return refs(&p, rf)
	}
}

// strategicMergePaths are the entries of a patchesStrategicMerge list
// that kustomize loads as files: those that do not parse as patch text
// themselves (builtins.PatchStrategicMergeTransformer tries that first).
func strategicMergePaths(list []types.PatchStrategicMerge, rf *resmap.Factory) []string {
	var paths []string
	for _, p := range list {
		if aliasBomb([]byte(p)) != nil {
			continue // refused with the kustomization (see below)
		}
		if _, err := rf.RF().SliceFromBytes([]byte(p)); err != nil {
			paths = append(paths, string(p))
		}
	}
	return paths
}

func files(paths ...string) []reference {
	var refs []reference
	for _, p := range paths {
		if p != "" {
			refs = append(refs, reference{value: p, written: p, role: roleFile})
		}
	}
	return refs
}

// configReferences are the files the plugin configurations in data (a
// file of them, or inline text) make kustomize load, parsed as kustomize
// parses them (resmap.Factory.NewResMapFromBytes).
func configReferences(data []byte, rf *resmap.Factory) (refs []reference) {
	m, err := parseResources(data, rf)
	if err != nil {
		return nil
	}
	for _, res := range m.Resources() {
		gvk := res.GetGvk()
		// kustomize's plugins loader: a builtin has no group and the
		// version "builtin"; anything else is refused unconfigured.
		if gvk.Group != "" || gvk.Version != konfig.BuiltinPluginApiVersion {
			continue
		}
		refsOf, known := pluginReferences[gvk.Kind]
		if !known || refsOf == nil {
			continue
		}
		text, err := res.AsYAML()
		if err != nil {
			continue
		}
		refs = append(refs, refsOf(text, rf)...)
	}
	return refs
}

// errAliasBomb is the error of parseResources for YAML whose aliases
// expand it beyond maxExpandedNodes.
var errAliasBomb = errors.New("YAML aliases expand it beyond a million nodes")

// parseResources parses data as kustomize parses resources and plugin
// configurations, refusing first what would make that parse explode
// (aliasBomb).
func parseResources(data []byte, rf *resmap.Factory) (resmap.ResMap, error) {
	if aliasBomb(data) != nil {
		return nil, errAliasBomb
	}
	return rf.NewResMapFromBytes(data)
}
