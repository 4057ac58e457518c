package kustomize

import (
	"bytes"
	"flag"
	"os"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	openapi_v2 "github.com/google/gnostic-models/openapiv2"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"k8s.io/kube-openapi/pkg/validation/spec"
	"sigs.k8s.io/kustomize/kyaml/openapi"
	kyaml "sigs.k8s.io/kustomize/kyaml/yaml"
)

var update = flag.Bool("update", false, "rewrite builtin-definitions.pb from kyaml's built-in document")

// The embedded definitions are kyaml's, byte for byte: the definitions
// field of its built-in document, the rest left out.
func TestBuiltinDefinitions(t *testing.T) {
	var want []byte
	err := fields(builtinAsset(), func(num protowire.Number, typ protowire.Type, v []byte) error {
		if num == docDefinitions {
			want = protowire.AppendTag(want, num, typ)
			want = protowire.AppendBytes(want, v)
		}
		return nil
	})
	if err != nil || len(want) < 100_000 {
		t.Fatalf("kyaml's document: %v, %d bytes of definitions", err, len(want))
	}
	if *update {
		if err := os.WriteFile("builtin-definitions.pb", want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(builtinDefinitions, want) {
		t.Fatalf("builtin-definitions.pb is not kyaml's (%d bytes, kyaml's %d): "+
			"go test ./internal/kustomize -run TestBuiltinDefinitions -update rewrites it", len(builtinDefinitions), len(want))
	}
}

// wholeDocument is kyaml's parse of its built-in document (openapi.parse:
// proto.Unmarshal into an openapi_v2.Document, spec.Swagger.FromGnostic).
func wholeDocument(t *testing.T) *spec.Swagger {
	t.Helper()
	doc := &openapi_v2.Document{}
	if err := proto.Unmarshal(builtinAsset(), doc); err != nil {
		t.Fatal(err)
	}
	var sw spec.Swagger
	if _, err := sw.FromGnostic(doc); err != nil {
		t.Fatal(err)
	}
	return &sw
}

// The index holds what kyaml's own parse of the whole document gives: the
// same definitions by name, each converted to the same schema, the kinds
// kyaml's AddDefinitions indexes it by, and the definitions its $refs
// name. And what gate.go relies on: every kind is letters and digits, no
// two definitions share a group, version and kind (so the order kyaml adds
// definitions in cannot matter), and no definition is named like the
// setters a field comment's "$openapi" names (io.k8s.cli.).
func TestSchemaIndexIsTheDocument(t *testing.T) {
	sw := wholeDocument(t)
	s := &builtinSchema{}
	if err := s.index(); err != nil {
		t.Fatal(err)
	}
	if len(s.defs) != len(sw.Definitions) || len(s.defs) < 600 {
		t.Fatalf("%d definitions indexed, the document has %d", len(s.defs), len(sw.Definitions))
	}
	all, err := s.everything()
	if err != nil {
		t.Fatal(err)
	}
	gvks := map[kyaml.TypeMeta]string{}
	for name, want := range sw.Definitions {
		d := s.defs[name]
		if d == nil {
			t.Errorf("%s: not indexed", name)
			continue
		}
		if !reflect.DeepEqual(all[name], want) {
			t.Errorf("%s: converted differently", name)
		}
		// The kinds, as kyaml's AddDefinitions reads the extension.
		var kinds []string
		if exts, ok := want.Extensions[gvkExtension].([]any); ok {
			for _, e := range exts {
				m := e.(map[string]any)
				kinds = append(kinds, m["kind"].(string))
				apiVersion := m["version"].(string)
				if g, _ := m["group"].(string); g != "" {
					apiVersion = g + "/" + apiVersion
				}
				tm := kyaml.TypeMeta{Kind: m["kind"].(string), APIVersion: apiVersion}
				if other, dup := gvks[tm]; dup {
					t.Errorf("%v: in %s and %s", tm, other, name)
				}
				gvks[tm] = name
			}
		}
		if !slices.Equal(d.kinds, kinds) {
			t.Errorf("%s: kinds %v, the extension says %v", name, d.kinds, kinds)
		}
		for _, k := range kinds {
			if !isToken(k) {
				t.Errorf("%s: kind %q is not letters and digits", name, k)
			}
		}
		var refs []string
		for _, r := range d.refs {
			refs = append(refs, r.name)
		}
		if got, want := sorted(refs), refNames(t, reflect.ValueOf(want)); !slices.Equal(got, want) {
			t.Errorf("%s: refs %v, the schema has %v", name, got, want)
		}
		if strings.HasPrefix(name, "io.k8s.cli.") {
			t.Errorf("%s: named like a setter", name)
		}
	}
	if len(s.odd) != 0 || len(gvks) < 250 {
		t.Errorf("%d definitions of odd kinds, %d kinds", len(s.odd), len(gvks))
	}
}

// refNames are the definitions every spec.Ref in v names, sorted and
// without repeats: each must be #/definitions/NAME of a definition.
func refNames(t *testing.T, v reflect.Value) []string {
	t.Helper()
	seen := map[string]bool{}
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem())
			}
		case reflect.Struct:
			if v.Type() == reflect.TypeFor[spec.Ref]() {
				r := v.Interface().(spec.Ref)
				if s := r.String(); s != "" {
					name, ok := strings.CutPrefix(s, "#/definitions/")
					if !ok {
						t.Errorf("a $ref %q", s)
					}
					seen[name] = true
				}
				return
			}
			for i := range v.NumField() {
				if v.Type().Field(i).IsExported() {
					walk(v.Field(i))
				}
			}
		case reflect.Slice, reflect.Array:
			for i := range v.Len() {
				walk(v.Index(i))
			}
		case reflect.Map:
			for _, k := range v.MapKeys() {
				walk(v.MapIndex(k))
			}
		}
	}
	walk(v)
	var out []string
	for n := range seen {
		out = append(out, n)
	}
	return sorted(out)
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	sort.Strings(s)
	return slices.Compact(s)
}

// Without the built-in document, kyaml answers IsNamespaceScoped from its
// table of built-in kinds (precomputedIsNamespaceScoped) and the paths of
// what it did parse (the Kustomization document's: none). For every kind
// the built-in document's paths give a scope, the table gives the same
// (findNamespaceability: a path with namespaces/{namespace} makes the kind
// namespaced), so a build without the paths sees the same scopes; kinds
// without a path are unknown either way.
func TestNamespaceScopeWithoutPaths(t *testing.T) {
	sw := wholeDocument(t)
	paths := map[kyaml.TypeMeta]bool{}
	for path, item := range sw.Paths.Paths {
		if item.Get == nil {
			continue
		}
		ext, ok := item.Get.Extensions[gvkExtension].(map[string]any)
		if !ok {
			continue
		}
		apiVersion := ext["version"].(string)
		if g, _ := ext["group"].(string); g != "" {
			apiVersion = g + "/" + apiVersion
		}
		tm := kyaml.TypeMeta{Kind: ext["kind"].(string), APIVersion: apiVersion}
		if strings.Contains(path, "namespaces/{namespace}") {
			paths[tm] = true
		} else if _, found := paths[tm]; !found {
			paths[tm] = false
		}
	}
	if len(paths) < 50 {
		t.Fatalf("%d kinds with paths", len(paths))
	}
	kyamlSchema.Lock()
	defer kyamlSchema.Unlock()
	openapi.ResetOpenAPI()
	defer openapi.ResetOpenAPI()
	openapi.SuppressBuiltInSchemaUse()
	openapi.Schema() // parses what is left to parse: the Kustomization document
	for tm, want := range paths {
		if got, found := openapi.IsNamespaceScoped(tm); !found || got != want {
			t.Errorf("%v: namespaced %v (known %v) without paths, the paths say %v", tm, got, found, want)
		}
	}
	// A kind no path names stays unknown.
	if _, found := openapi.IsNamespaceScoped(kyaml.TypeMeta{APIVersion: "scheduling.volcano.sh/v1beta1", Kind: "Queue"}); found {
		t.Error("a custom kind has a scope")
	}
}
