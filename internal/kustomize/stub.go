package kustomize

import (
	"bytes"

	"go.yaml.in/yaml/v3"
	"sigs.k8s.io/kustomize/api/types"
	"sigs.k8s.io/kustomize/kyaml/resid"

	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// A CustomResourceDefinition is most of the bytes of a typical installer
// (Volcano's: 22 of them are 1.0 of its 1.09 MB), all of it OpenAPI schema,
// and no vcqlint rule reads it. kustomize still parses every node of it,
// copies each mapping once per level of nesting (kyaml's DeAnchor) and
// runs every transformer over it: about 80% of building an overlay of
// Volcano's installer. So the build is handed the resource files with
// each CRD's schema written as `{}`, when nothing in the build can read
// or change a schema:
//
//   - kustomize itself never reads a CRD it builds as a resource: not for
//     strategic merges of custom kinds (kyaml's schema comes from
//     Kubernetes' built-in OpenAPI document and a kustomization's
//     `openapi:` and `crds:` fields, never from resources), not for a
//     namespace or a name (metadata, kept), and its transformers' field
//     specifications for CRDs name spec.conversion, also kept;
//   - what could read or change a schema is refused elision for the whole
//     build: a patch whose target can select a CRD (kustomize's own
//     selector decides), replacements and vars (their sources are field
//     paths), configurations (field specifications of any path), crds,
//     openapi, generators, transformers, validators and Helm charts.
//
// The output vcqlint reads is then the same: the CRDs are only counted
// (job.go), the other resources are untouched. TestElisionKeepsTheBuild
// builds every fixture and generated overlay both ways and compares.

// crdGvks are the kinds whose schemas are elided.
var crdGvks = []resid.Gvk{
	{Group: "apiextensions.k8s.io", Version: "v1", Kind: "CustomResourceDefinition"},
	{Group: "apiextensions.k8s.io", Version: "v1beta1", Kind: "CustomResourceDefinition"},
}

// elisionSafe reports whether nothing in the build of top can read or
// change a CRD's schema.
func (plan *Plan) elisionSafe(top *Kustomization) bool {
	safe := true
	top.below(func(x *Kustomization) {
		if !safe {
			return
		}
		k, ok := parseKustomization(plan.Contents[x.File])
		// Deprecated fields (vars, patchesJson6902, patchesStrategicMerge)
		// are still built by kustomize, so they are read here too.
		if !ok || len(k.Replacements)+len(k.Vars)+ //nolint:staticcheck // see abovelen(k.Configurations)+len(k.Crds)+len(k.OpenAPI)+
			len(k.Generators)+len(k.Transformers)+len(k.Validators)+len(k.HelmCharts) > 0 {
			safe = false
			return
		}
		for _, p := range append(append([]types.Patch(nil), k.Patches...), k.PatchesJson6902...) { //nolint:staticcheck // see above
			if !patchSparesCRDs(p, x, plan) {
				safe = false
				return
			}
		}
		for _, p := range k.PatchesStrategicMerge { //nolint:staticcheck // see above
			text := []byte(p)
			if name, ok := plan.known(x, string(p)); ok {
				text = plan.Contents[name]
			}
			if !patchDocsSpareCRDs(text) {
				safe = false
				return
			}
		}
	})
	return safe
}

// patchSparesCRDs reports whether kustomize cannot apply p to a CRD: its
// target's selector does not match the CRD kinds (regular expressions, as
// kustomize reads them), or without a target, no document of the
// (strategic-merge) patch is a CRD.
func patchSparesCRDs(p types.Patch, x *Kustomization, plan *Plan) bool {
	if p.Target != nil {
		sel, err := types.NewSelectorRegex(p.Target)
		if err != nil {
			return false
		}
		for _, gvk := range crdGvks {
			if sel.MatchGvk(gvk) {
				return false
			}
		}
		return true
	}
	text := []byte(p.Patch)
	if p.Path != "" {
		name, ok := plan.known(x, p.Path)
		if !ok {
			return false
		}
		text = plan.Contents[name]
	}
	return patchDocsSpareCRDs(text)
}

// patchDocsSpareCRDs reports whether strategic-merge patch text holds only
// documents of other kinds.
func patchDocsSpareCRDs(text []byte) bool {
	docs, errs := yamlpos.Parse(text)
	if len(errs) > 0 {
		return false
	}
	for _, d := range docs {
		if d.Root == nil || d.Root.Kind != yaml.MappingNode || scalar(d.Root, "kind") == "" || scalar(d.Root, "kind") == "CustomResourceDefinition" {
			return false
		}
	}
	return true
}

// elideSchemas returns data (parsed as orig) with the OpenAPI schema of
// each CRD written as `{}`, or data itself when it holds none, has a
// syntax error (kustomize must meet it as it is), or would not parse to
// the same documents but for those schemas.
func elideSchemas(data []byte, orig parsed) []byte {
	if orig.broken || !bytes.Contains(data, []byte("CustomResourceDefinition")) {
		return data
	}
	docs := orig.docs
	elided := map[*yaml.Node]bool{}
	var keys []*yaml.Node
	for _, d := range docs {
		for _, kv := range schemaKeys(d.Root) {
			keys = append(keys, kv[0])
			elided[kv[1]] = true
		}
	}
	if len(keys) == 0 {
		return data
	}
	src := yamlpos.NewSource(data)
	var out bytes.Buffer
	at := 0
	for _, k := range keys { // in file order
		start := src.Offset(k.Line, k.Column)
		end := valueEnd(data, start, k.Column-1)
		if start < at || end <= start {
			return data
		}
		out.Write(data[at:start])
		out.WriteString(k.Value + ": {}\n")
		at = end
	}
	out.Write(data[at:])
	stubbed := out.Bytes()
	after, errs := yamlpos.Parse(stubbed)
	if len(errs) > 0 || len(after) != len(docs) {
		return data
	}
	for i := range docs {
		if !sameExcept(docs[i].Root, after[i].Root, elided) {
			return data
		}
	}
	return stubbed
}

// schemaKeys are the keys (and values) of a CRD document whose values are
// schemas (spec.versions[].schema, and v1beta1's spec.validation), in file
// order; none for another document, or one with anchors or aliases (an
// alias outside a schema may name a node inside it).
func schemaKeys(root *yaml.Node) [][2]*yaml.Node {
	if root == nil || root.Kind != yaml.MappingNode || scalar(root, "kind") != "CustomResourceDefinition" ||
		scalar(root, "apiVersion") != "apiextensions.k8s.io/v1" && scalar(root, "apiVersion") != "apiextensions.k8s.io/v1beta1" ||
		hasAnchors(root, 0) {
		return nil
	}
	spec := yamlpos.Value(root, "spec")
	var keys [][2]*yaml.Node
	if k, v := lookupKey(spec, "validation"); k != nil {
		keys = append(keys, [2]*yaml.Node{k, v})
	}
	for _, version := range items(yamlpos.Value(spec, "versions")) {
		if k, v := lookupKey(version, "schema"); k != nil {
			keys = append(keys, [2]*yaml.Node{k, v})
		}
	}
	// In file order, for the rewrite (validation may come after versions).
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keys[j][0].Line < keys[j-1][0].Line; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
	return keys
}

func hasAnchors(n *yaml.Node, depth int) bool {
	if n.Anchor != "" || n.Kind == yaml.AliasNode || n.Tag == "!!merge" || depth > 10_000 {
		return true
	}
	for _, c := range n.Content {
		if hasAnchors(c, depth+1) {
			return true
		}
	}
	return false
}

// lookupKey is the key node of key in mapping m and its value.
func lookupKey(m *yaml.Node, key string) (k, v *yaml.Node) {
	if m == nil || m.Kind != yaml.MappingNode {
		return nil, nil
	}
	return yamlpos.Lookup(m, key)
}

// valueEnd is the offset just past the value of the block-style key at
// off, whose line is indented by indent spaces: the start of the first
// later line that holds something other than a comment at that
// indentation or less (or a document marker), else the end of data.
// Content of a value, block scalars and flow collections included, is
// always indented more than its key.
func valueEnd(data []byte, off, indent int) int {
	i := bytes.IndexByte(data[off:], '\n')
	if i < 0 {
		return len(data)
	}
	for pos := off + i + 1; pos < len(data); {
		line := data[pos:]
		if j := bytes.IndexByte(line, '\n'); j >= 0 {
			line = line[:j+1]
		}
		text := bytes.TrimLeft(line, " ")
		blank := len(bytes.TrimSpace(text)) == 0 || text[0] == '#'
		if !blank && len(line)-len(text) <= indent {
			return pos
		}
		pos += len(line)
	}
	return len(data)
}

// sameExcept reports whether two parses agree on every node but the
// values in elided, which the second holds as empty mappings.
func sameExcept(a, b *yaml.Node, elided map[*yaml.Node]bool) bool {
	if a == nil || b == nil {
		return a == b
	}
	if elided[a] {
		return b.Kind == yaml.MappingNode && len(b.Content) == 0
	}
	if a.Kind != b.Kind || a.Tag != b.Tag || a.Value != b.Value || len(a.Content) != len(b.Content) {
		return false
	}
	for i := range a.Content {
		if !sameExcept(a.Content[i], b.Content[i], elided) {
			return false
		}
	}
	return true
}
