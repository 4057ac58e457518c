package kustomize

import (
	_ "embed" // builtinDefinitions
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"

	openapi_v2 "github.com/google/gnostic-models/openapiv2"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"k8s.io/kube-openapi/pkg/validation/spec"
	"sigs.k8s.io/kustomize/kyaml/openapi/kubernetesapi"
)

// kustomize merges a strategic-merge patch with the OpenAPI schema of the
// patched kind (merge keys, patch strategies), from the schema kyaml keeps
// in process-wide variables: by default the whole of Kubernetes' built-in
// document (kyaml v0.21.1: Kubernetes 1.21.2, 3.4 MB of protobuf, 618
// definitions, 507 paths), decoded and converted at the first such patch of
// a process. That was about 30% of the CPU of a run on one Volcano-sized
// overlay, for the few definitions a build can look up. So a build job
// hands kyaml only those (gate.go decides which), taken from this index of
// the same document:
//
//   - the document's definitions field (embedded: builtinDefinitions) is
//     read at the protobuf wire level, once per worker process: each
//     definition (a NamedSchema) by name, with the bytes of its schema, the
//     kinds of its x-kubernetes-group-version-kind extension and the
//     definitions its $refs name;
//   - a definition a build needs is decoded (proto.Unmarshal into gnostic's
//     openapi_v2.Schema) and converted with kube-openapi's
//     spec.Schema.FromGnostic, which is what kyaml's parse runs for each
//     definition (spec.SwaggerProps.FromGnostic), once per process.
//
// TestBuiltinDefinitions checks the embedded field is kyaml's, byte for
// byte, and TestSchemaIndexIsTheDocument the index against kyaml's own
// parse of the whole document: the same names, the same converted schemas,
// the same kinds, every $ref. The paths are left out: kyaml reads them
// only for namespace scopes, which its own table gives
// (TestNamespaceScopeWithoutPaths).

// gvkExtension is the vendor extension kyaml indexes definitions by.
const gvkExtension = "x-kubernetes-group-version-kind"

// builtinSchema is the index of kyaml's built-in document; made at its
// first use, then kept for the life of the process (one per build job
// handler: NewJob).
type builtinSchema struct {
	once sync.Once
	err  error
	defs map[string]*definition
	// byKind are the definitions by the kinds of their GVK extension.
	byKind map[string][]*definition
	// odd are definitions with a kind that is not letters and digits,
	// which the gate's tokens cannot match: always given (none in kyaml
	// v0.21.1's document).
	odd []*definition
	// minKind and maxKind are the shortest and longest kind.
	minKind, maxKind int
	// pieces are the substrings of every kind, made when a build first
	// needs them (gate.go, names made by concatenation).
	pieces map[string]bool
	// all is every definition converted, made when a build first needs it.
	all spec.Definitions
}

// definition is one definition of the document.
type definition struct {
	name string
	// raw is its Schema message.
	raw   []byte
	kinds []string
	// refs are the definitions its $refs name.
	refs []*definition
	// schema is raw converted, once done is set; err is why it could not
	// be.
	done   bool
	schema spec.Schema
	err    error
}

// builtinAsset is the built-in document kyaml parses when no
// kustomization names another (initSchema, parseBuiltinSchema: the same
// version and asset name). kyaml keeps it gzipped: reading it cost a worker
// more than the rest of its schema (unzipping 3.4 MB into a buffer grown
// by doubling), so the index is made from builtinDefinitions instead.
func builtinAsset() []byte {
	v := kubernetesapi.DefaultOpenAPI
	name := filepath.Join("kubernetesapi", strings.ReplaceAll(v, ".", "_"), "swagger.pb")
	return kubernetesapi.OpenAPIMustAsset[v](name)
}

// builtinDefinitions is builtinAsset's definitions field alone (a
// Document with nothing else: 0.8 MB). It is not compressed: unzipping it
// took a worker 6 ms, Git compresses it in the repository (to about what
// gzip makes of it) and the binary grows by its size. TestBuiltinDefinitions
// checks it is kyaml's, byte for byte; after a kyaml upgrade, `go test
// ./internal/kustomize -run TestBuiltinDefinitions -update` rewrites it.
//
//go:embed builtin-definitions.pb
var builtinDefinitions []byte

// index makes the index at its first call.
func (s *builtinSchema) index() error {
	s.once.Do(func() { s.err = s.load(builtinDefinitions) })
	return s.err
}

// Field numbers of gnostic's OpenAPIv2.proto.
const (
	docDefinitions       = 9  // Document.definitions: Definitions
	defsProperties       = 1  // Definitions.additional_properties: repeated NamedSchema
	namedName            = 1  // NamedSchema.name, NamedAny.name: string
	namedValue           = 2  // NamedSchema.value: Schema; NamedAny.value: Any
	schemaRef            = 1  // Schema._ref: string
	schemaAdditionalProp = 21 // Schema.additional_properties: AdditionalPropertiesItem
	schemaItems          = 23 // Schema.items: ItemsItem
	schemaAllOf          = 24 // Schema.all_of: repeated Schema
	schemaProperties     = 25 // Schema.properties: Properties
	schemaVendorExt      = 31 // Schema.vendor_extension: repeated NamedAny
	addPropSchema        = 1  // AdditionalPropertiesItem.schema (oneof): Schema
	itemsSchema          = 1  // ItemsItem.schema: repeated Schema
	propsProperties      = 1  // Properties.additional_properties: repeated NamedSchema
	anyValue             = 1  // Any.value: google.protobuf.Any
	anyYAML              = 2  // Any.yaml: string
)

var errWire = errors.New("built-in OpenAPI document: unexpected protobuf encoding")

// load indexes doc, a serialized openapi_v2.Document.
func (s *builtinSchema) load(doc []byte) error {
	s.defs = map[string]*definition{}
	s.byKind = map[string][]*definition{}
	var order []*definition
	refs := map[*definition][]string{}
	err := fields(doc, func(num protowire.Number, typ protowire.Type, v []byte) error {
		if num != docDefinitions {
			return nil
		}
		if typ != protowire.BytesType {
			return errWire
		}
		return fields(v, func(num protowire.Number, typ protowire.Type, v []byte) error {
			if num != defsProperties {
				return nil
			}
			if typ != protowire.BytesType {
				return errWire
			}
			d, names, err := readDefinition(v)
			if err != nil {
				return err
			}
			// A later definition of the same name replaces the earlier
			// one, as in the converted map.
			if old, ok := s.defs[d.name]; ok {
				old.name = "" // dropped below
			}
			s.defs[d.name] = d
			order = append(order, d)
			refs[d] = names
			return nil
		})
	})
	if err != nil {
		return err
	}
	s.minKind = 1 << 30
	for _, d := range order {
		if d.name == "" {
			continue
		}
		for _, name := range refs[d] {
			if r, ok := s.defs[name]; ok {
				d.refs = append(d.refs, r)
			}
		}
		for _, k := range d.kinds {
			if !isToken(k) {
				s.odd = append(s.odd, d)
				continue
			}
			s.byKind[k] = append(s.byKind[k], d)
			s.minKind, s.maxKind = min(s.minKind, len(k)), max(s.maxKind, len(k))
		}
	}
	if len(s.defs) == 0 {
		return errWire
	}
	return nil
}

// readDefinition reads a NamedSchema: its name, its schema's bytes and
// GVK kinds, and the names its $refs give.
func readDefinition(b []byte) (*definition, []string, error) {
	d := &definition{}
	var names, values int
	err := fields(b, func(num protowire.Number, typ protowire.Type, v []byte) error {
		switch num {
		case namedName:
			names++
			d.name = string(v)
		case namedValue:
			values++
			d.raw = v
		default:
			return nil
		}
		if typ != protowire.BytesType {
			return errWire
		}
		return nil
	})
	// A field given twice would be merged (a message) or replaced (a
	// string) by proto.Unmarshal: not what this index reads.
	if err != nil || names != 1 || values != 1 {
		return nil, nil, errWire
	}
	var gvk []byte
	err = fields(d.raw, func(num protowire.Number, typ protowire.Type, v []byte) error {
		if num != schemaVendorExt {
			return nil
		}
		if typ != protowire.BytesType {
			return errWire
		}
		var name string
		if err := fields(v, func(num protowire.Number, typ protowire.Type, v []byte) error {
			if num == namedName && typ == protowire.BytesType {
				name = string(v)
			}
			return nil
		}); err != nil {
			return err
		}
		if name == gvkExtension {
			gvk = v // the last one counts, as in the extensions map
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	if gvk != nil {
		if d.kinds, err = gvkKinds(gvk); err != nil {
			return nil, nil, fmt.Errorf("built-in OpenAPI definition %s: %w", d.name, err)
		}
	}
	var refs []string
	if err := schemaRefs(d.raw, &refs, 0); err != nil {
		return nil, nil, err
	}
	return d, refs, nil
}

// gvkKinds reads the kinds of a GVK extension: a NamedAny whose Any holds
// YAML, a list of mappings of group, kind and version, one key a line.
// kube-openapi decodes that YAML (spec.VendorExtensible.FromGnostic) and
// kyaml's AddDefinitions reads each mapping's kind; decoding 270 of them
// is a tenth of a worker's schema, so the kind lines are read as text:
// TestSchemaIndexIsTheDocument compares the result with the decoded
// extension of every definition of the document this index is made from.
func gvkKinds(b []byte) ([]string, error) {
	var text string
	err := fields(b, func(num protowire.Number, _ protowire.Type, v []byte) error {
		if num != namedValue {
			return nil
		}
		return fields(v, func(num protowire.Number, _ protowire.Type, v []byte) error {
			switch num {
			case anyValue:
				return errors.New("a GVK extension in a protobuf Any")
			case anyYAML:
				text = string(v)
			}
			return nil
		})
	})
	if err != nil {
		return nil, err
	}
	var kinds []string
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(strings.TrimPrefix(line, "- "))
		if v, ok := strings.CutPrefix(line, "kind:"); ok {
			kinds = append(kinds, strings.Trim(strings.TrimSpace(v), `"'`))
		}
	}
	return kinds, nil
}

// schemaRefs appends the $refs of a Schema message and of the schemas it
// holds (properties, items, additional properties, allOf), each as the
// definition name it points to; a $ref not of the form
// #/definitions/NAME is an error.
func schemaRefs(b []byte, refs *[]string, depth int) error {
	if depth > 100 {
		return errWire
	}
	sub := func(field protowire.Number) func(protowire.Number, protowire.Type, []byte) error {
		return func(num protowire.Number, typ protowire.Type, v []byte) error {
			if num != field {
				return nil
			}
			if typ != protowire.BytesType {
				return errWire
			}
			return schemaRefs(v, refs, depth+1)
		}
	}
	return fields(b, func(num protowire.Number, typ protowire.Type, v []byte) error {
		switch num {
		case schemaRef, schemaAdditionalProp, schemaItems, schemaAllOf, schemaProperties:
			if typ != protowire.BytesType {
				return errWire
			}
		}
		switch num {
		case schemaRef:
			name, ok := strings.CutPrefix(string(v), "#/definitions/")
			if !ok || strings.ContainsAny(name, "/~%#") {
				return fmt.Errorf("built-in OpenAPI document: a $ref %q not to a definition", v)
			}
			*refs = append(*refs, name)
		case schemaAdditionalProp:
			return fields(v, sub(addPropSchema))
		case schemaItems:
			return fields(v, sub(itemsSchema))
		case schemaAllOf:
			return schemaRefs(v, refs, depth+1)
		case schemaProperties:
			return fields(v, func(num protowire.Number, typ protowire.Type, v []byte) error {
				if num != propsProperties {
					return nil
				}
				if typ != protowire.BytesType {
					return errWire
				}
				return fields(v, sub(namedValue))
			})
		}
		return nil
	})
}

// fields calls f with each field of a message: its number, wire type and
// value (the contents of a length-delimited field).
func fields(b []byte, f func(protowire.Number, protowire.Type, []byte) error) error {
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return errWire
		}
		b = b[n:]
		var v []byte
		if typ == protowire.BytesType {
			v, n = protowire.ConsumeBytes(b)
		} else {
			n = protowire.ConsumeFieldValue(num, typ, b)
			if n >= 0 {
				v = b[:n]
			}
		}
		if n < 0 {
			return errWire
		}
		b = b[n:]
		if err := f(num, typ, v); err != nil {
			return err
		}
	}
	return nil
}

// convert decodes and converts d, once.
func (d *definition) convert() (spec.Schema, error) {
	if !d.done {
		d.done = true
		var g openapi_v2.Schema
		if d.err = proto.Unmarshal(d.raw, &g); d.err == nil {
			_, d.err = d.schema.FromGnostic(&g)
		}
	}
	return d.schema, d.err
}

// subset is the definitions of kinds (and of the odd kinds), with every
// definition their $refs reach, converted.
func (s *builtinSchema) subset(kinds map[string]bool) (spec.Definitions, error) {
	out := spec.Definitions{}
	var add func(d *definition) error
	add = func(d *definition) error {
		if _, ok := out[d.name]; ok {
			return nil
		}
		sc, err := d.convert()
		if err != nil {
			return err
		}
		out[d.name] = sc
		for _, r := range d.refs {
			if err := add(r); err != nil {
				return err
			}
		}
		return nil
	}
	for k := range kinds {
		for _, d := range s.byKind[k] {
			if err := add(d); err != nil {
				return nil, err
			}
		}
	}
	for _, d := range s.odd {
		if err := add(d); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// everything is every definition, converted.
func (s *builtinSchema) everything() (spec.Definitions, error) {
	if s.all == nil {
		all := make(spec.Definitions, len(s.defs))
		for name, d := range s.defs {
			sc, err := d.convert()
			if err != nil {
				return nil, err
			}
			all[name] = sc
		}
		s.all = all
	}
	return s.all, nil
}

// kindPieces are the substrings of every kind.
func (s *builtinSchema) kindPieces() map[string]bool {
	if s.pieces == nil {
		s.pieces = map[string]bool{}
		for k := range s.byKind {
			for i := range len(k) {
				for j := i + 1; j <= len(k); j++ {
					s.pieces[k[i:j]] = true
				}
			}
		}
	}
	return s.pieces
}

// isToken reports whether s is letters and digits only (ASCII), the
// characters of a token (gate.go).
func isToken(s string) bool {
	if s == "" {
		return false
	}
	for i := range len(s) {
		if !tokenByte[s[i]] {
			return false
		}
	}
	return true
}

// tokenByte are the bytes of a token.
var tokenByte = func() (t [256]bool) {
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c] = true
		t[c-'a'+'A'] = true
	}
	return t
}()
