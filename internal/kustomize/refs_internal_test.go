package kustomize

import (
	"reflect"
	"sort"
	"strings"
	"testing"

	"sigs.k8s.io/kustomize/api/krusty"
	"sigs.k8s.io/kustomize/api/types"
)

// Every field of kustomize's Kustomization is classified: one whose strings
// kustomize's loader receives (refs.go follows it) or one that holds none.
// A kustomize upgrade that adds a field fails here until it is classified.
func TestKustomizationFieldsAreClassified(t *testing.T) {
	classified := map[string]bool{}
	for _, f := range append(append([]string(nil), kustomizationFields...), kustomizationOtherFields...) {
		if classified[f] {
			t.Errorf("%s is listed twice", f)
		}
		classified[f] = true
	}
	typ := reflect.TypeFor[types.Kustomization]()
	var missing []string
	for i := range typ.NumField() {
		name := typ.Field(i).Name
		if !classified[name] {
			missing = append(missing, name)
		}
		delete(classified, name)
	}
	if len(missing) > 0 {
		t.Errorf("fields of types.Kustomization not classified in refs.go: %v", missing)
	}
	if len(classified) > 0 {
		t.Errorf("refs.go classifies fields kustomize no longer has: %v", classified)
	}
}

// Every builtin plugin of kustomize is in pluginReferences, with the files
// its configuration makes kustomize load or nil.
func TestBuiltinPluginsAreClassified(t *testing.T) {
	names := krusty.GetBuiltinPluginNames()
	sort.Strings(names)
	known := map[string]bool{}
	for _, n := range names {
		known[n] = true
		if _, ok := pluginReferences[n]; !ok {
			t.Errorf("builtin plugin %s is not in pluginReferences", n)
		}
	}
	for n := range pluginReferences {
		if !known[n] {
			t.Errorf("pluginReferences lists %s, which is not a builtin plugin of this kustomize", n)
		}
	}
}

// isRemote agrees with kustomize's loader on every spelling of a URL it
// fetches or clones, and leaves local paths alone.
func TestIsRemote(t *testing.T) {
	for _, s := range []string{
		"https://example.com/a.yaml", "HTTPS://example.com/a.yaml", "Https://example.com/a.yaml", "hTTp://example.com/a",
		"git@example.com:org/repo", "user@example.com:org/repo", "git::https://example.com/org/repo.git",
		"git::HTTP://example.com/org/repo", "github.com/org/repo", "GitHub.com/org/repo", "github.com/org/repo//dir?ref=v1",
		"ssh://example.com/org/repo", "file:///tmp/repo", "file://../repo", "https://dev.azure.com/org/p/_git/repo",
	} {
		if !isRemote(s) {
			t.Errorf("isRemote(%q) = false; kustomize fetches it", s)
		}
	}
	for _, s := range []string{
		"base", "../base", "./queues.yaml", "overlays/prod", "key=file.conf", "a:b", " https://example.com/x",
		"example.com/org/repo.git/dir", "gitlab.com/org/repo", "dir//sub", strings.Repeat("../", 20) + "etc",
	} {
		if isRemote(s) {
			t.Errorf("isRemote(%q) = true; kustomize reads it from the file system", s)
		}
	}
}
