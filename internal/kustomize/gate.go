package kustomize

import (
	"bytes"
	"errors"
	"reflect"
	"strings"

	"go.yaml.in/yaml/v3"
	"sigs.k8s.io/kustomize/api/types"
	"sigs.k8s.io/kustomize/kyaml/kio"
)

// Which definitions of the built-in schema (schema.go) a build can look
// up. kyaml reads the schema in three ways during a build:
//
//   - openapi.SchemaForResourceType({Kind, APIVersion}), from the walker of
//     a strategic-merge patch (walk.Walker.GetSchema) for every mapping
//     node it walks without a schema from its parent that has a kind and an
//     apiVersion field: the patched resource, the patch, and any object
//     nested in a field its parent's schema does not describe;
//   - openapi.Resolve of a $ref, in a definition (reached from one of the
//     above, so the closure of $refs covers it) or in a field comment
//     holding a schema (fieldmeta.FieldMeta.Read);
//   - openapi.IsNamespaceScoped, from kyaml's table of built-in kinds
//     (precomputedIsNamespaceScoped) and otherwise from the document's
//     paths: TestNamespaceScopeWithoutPaths shows the table gives the
//     paths' answer for every kind of the document, so no path is needed.
//
// The kind in the first is the value of a kind field of the build. Every
// string a build holds is a scalar of a file it reads (a resource, a
// patch, a generator's input, a kustomization or an inline patch written
// in it), a constant of kustomize's (ConfigMap and Secret from
// generators), base64 that a generator writes (a Secret's data, a
// ConfigMap's binaryData), or a string that kustomize makes of those:
// names with a prefix and a suffix (namePrefix, nameSuffix), names with a
// hash (a '-' in them), images with a tag or digest (':' or '@'),
// annotations of its own (spaces, ':' or '/'). What else makes strings
// refuses this gate: replacements (which split and join strings at any
// delimiter), vars (which substitute into strings), configurations and crds
// (which add field specifications), generators, transformers, validators
// and Helm charts; every definition is then given (all).
//
// So a kind a build can look up is letters and digits only (every kind of
// the document is, TestSchemaIndexIsTheDocument) and is one of:
//
//   - a token of a file: a maximal run of ASCII letters and digits in its
//     bytes. A scalar whose value is the kind is such a run, as any
//     character around it is YAML's syntax (quotes, spaces, ':', ',',
//     brackets, line breaks), in a file or in the text of an inline patch,
//     but for an escape in a double-quoted scalar (a '\' in the file): a
//     kustomization with one makes the gate give every definition; another
//     file with one is read as kustomize reads resources (kio.FromBytes)
//     and the tokens of its decoded scalars are added (a comment holding a
//     '\' makes the gate give every definition). A file in UTF-16 (a
//     byte-order mark) also makes it give every definition;
//   - tokens joined, when a kustomization has a namePrefix or nameSuffix;
//   - ConfigMap and Secret;
//   - any kind of a length divisible by 4 (base64 of some bytes), when a
//     kustomization has a generator.
//
// A comment that holds a schema with a $ref can name any definition: a
// build whose files hold "$ref" is given every definition (a comment's JSON
// can only escape it with a '\', handled above).
//
// The kustomizations are read with kustomize's own parser; one that does
// not parse leaves the schema to kustomize. TestSchemaSubsetKeepsTheBuild
// builds every case both ways and compares the whole output; TestSchemaGate
// checks the decisions.

// schemaNeed is what part of the built-in schema a build needs.
type schemaNeed int

const (
	// needOwn: a kustomization of the build has an openapi field:
	// kustomize's own handling of the schema, untouched.
	needOwn schemaNeed = iota
	// needAll: every definition of the built-in document.
	needAll
	// needKinds: the definitions of some kinds and what they refer to.
	needKinds
)

// gateFields are the kustomization fields whose strings reach the build
// only as the gate says (copied, or prefixed and suffixed names); a
// kustomization that sets any other gives every definition, one with
// openapi kustomize's own schema.
var gateFields = map[string]bool{
	"apiVersion": true, "kind": true, "metadata": true,
	"namePrefix": true, "nameSuffix": true, "namespace": true,
	"commonLabels": true, "labels": true, "commonAnnotations": true,
	"patchesStrategicMerge": true, "patchesJson6902": true, "patches": true,
	"images": true, "imageTags": true, "replicas": true, "sortOptions": true,
	"resources": true, "components": true, "bases": true,
	"configMapGenerator": true, "secretGenerator": true, "generatorOptions": true,
	"buildMetadata": true,
}

var errNeedAll = errors.New("every definition")

// need says what part of s a build over files needs; with needKinds, the
// kinds.
func (s *builtinSchema) need(files map[string][]byte) (schemaNeed, map[string]bool) {
	concat, generators := false, false
	for name, data := range files {
		if !IsKustomization(name) {
			continue
		}
		k, ok := parseKustomization(data)
		if !ok {
			// kustomize fails on it if it reads it; what it would make of
			// it is not decided here.
			return needOwn, nil
		}
		if len(k.OpenAPI) > 0 {
			return needOwn, nil
		}
		if !onlyGateFields(&k) || bytes.IndexByte(data, '\\') >= 0 {
			return needAll, nil
		}
		concat = concat || k.NamePrefix != "" || k.NameSuffix != ""
		generators = generators || len(k.ConfigMapGenerator)+len(k.SecretGenerator) > 0
	}
	found := map[string]bool{}
	keep := func(tok []byte) {
		if len(tok) >= s.minKind && len(tok) <= s.maxKind && s.byKind[string(tok)] != nil {
			found[string(tok)] = true
		}
	}
	if concat {
		pieces := s.kindPieces()
		keep = func(tok []byte) {
			if len(tok) <= s.maxKind && pieces[string(tok)] {
				found[string(tok)] = true
			}
		}
	}
	for _, data := range files {
		if bytes.HasPrefix(data, []byte{0xfe, 0xff}) || bytes.HasPrefix(data, []byte{0xff, 0xfe}) ||
			bytes.Contains(data, []byte("$ref")) {
			return needAll, nil
		}
		tokens(data, keep)
		if bytes.IndexByte(data, '\\') >= 0 {
			if err := decodedTokens(data, keep); err != nil {
				return needAll, nil
			}
		}
	}
	kinds := map[string]bool{"ConfigMap": true, "Secret": true}
	for k := range s.byKind {
		switch {
		case found[k] && !concat:
			kinds[k] = true
		case concat && joined(k, found):
			kinds[k] = true
		case generators && len(k)%4 == 0:
			kinds[k] = true
		}
	}
	return needKinds, kinds
}

// onlyGateFields reports whether k sets no field but gateFields and
// openapi.
func onlyGateFields(k *types.Kustomization) bool {
	v := reflect.ValueOf(k).Elem()
	t := v.Type()
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if f.Anonymous || name == "openapi" || v.Field(i).IsZero() {
			continue
		}
		if !gateFields[name] {
			return false
		}
	}
	return true
}

// tokens calls keep with each maximal run of ASCII letters and digits of
// data.
func tokens(data []byte, keep func([]byte)) {
	for i := 0; i < len(data); {
		if !tokenByte[data[i]] {
			i++
			continue
		}
		j := i + 1
		for j < len(data) && tokenByte[data[j]] {
			j++
		}
		keep(data[i:j])
		i = j
	}
}

// decodedTokens calls keep with the tokens of every scalar of data as
// kustomize reads a file of resources or patches (kio.FromBytes); an error
// when data does not read so, or a comment holds a '\' (a field comment's
// JSON could escape anything).
func decodedTokens(data []byte, keep func([]byte)) error {
	nodes, err := kio.FromBytes(data)
	if err != nil {
		return err
	}
	for _, n := range nodes {
		if err := nodeTokens(n.YNode(), keep, 0); err != nil {
			return err
		}
	}
	return nil
}

func nodeTokens(n *yaml.Node, keep func([]byte), depth int) error {
	if depth > 10_000 {
		return errNeedAll
	}
	if strings.Contains(n.HeadComment, `\`) || strings.Contains(n.LineComment, `\`) || strings.Contains(n.FootComment, `\`) {
		return errNeedAll
	}
	if n.Kind == yaml.ScalarNode {
		tokens([]byte(n.Value), keep)
	}
	for _, c := range n.Content {
		if err := nodeTokens(c, keep, depth+1); err != nil {
			return err
		}
	}
	return nil
}

// joined reports whether kind is a concatenation of found tokens.
func joined(kind string, found map[string]bool) bool {
	ok := make([]bool, len(kind)+1) // ok[i]: kind[:i] is
	ok[0] = true
	for i := range len(kind) {
		if !ok[i] {
			continue
		}
		for j := i + 1; j <= len(kind); j++ {
			if found[kind[i:j]] {
				ok[j] = true
			}
		}
	}
	return ok[len(kind)]
}
