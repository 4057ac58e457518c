package policyinput

import (
	"bytes"
	_ "embed" // the document's schema
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/open-policy-agent/opa/v1/ast"
	"github.com/open-policy-agent/opa/v1/util"
)

// documentSchema is the JSON Schema of the document with its volcano
// member left as volcanoPlaceholder. The lists' entries are written by
// hand beside build, which writes them key by key; every example's
// document is validated against the schema (internal/cli
// TestInputMatchesItsSchema), and additionalProperties false keeps a key
// build adds from going unpublished.
//
//go:embed document.schema.json
var documentSchema []byte

const volcanoPlaceholder = `"volcano": "generated from policyinput.Volcano"`

// Schema is the JSON Schema of the input document, published as
// schema/vcqlint-input.schema.json: documentSchema with the volcano member
// made from the Volcano type.
func Schema() ([]byte, error) {
	var v bytes.Buffer
	enc := json.NewEncoder(&v)
	enc.SetEscapeHTML(false) // "1->0->1", not "1-\u003e0-\u003e1"
	enc.SetIndent("    ", "  ")
	if err := enc.Encode(volcanoSchema()); err != nil {
		return nil, fmt.Errorf("input schema: %w", err)
	}
	if bytes.Count(documentSchema, []byte(volcanoPlaceholder)) != 1 {
		return nil, fmt.Errorf("input schema: document.schema.json must hold %s once", volcanoPlaceholder)
	}
	return bytes.Replace(documentSchema, []byte(volcanoPlaceholder), append([]byte(`"volcano": `), bytes.TrimSuffix(v.Bytes(), []byte("\n"))...), 1), nil
}

// SchemaSet is Schema as the input schema of OPA's type checker
// (ast.Compiler.WithSchemas, `opa check --schema`): a policy that reads a
// member, entry field or Volcano fact the document does not have fails to
// compile.
func SchemaSet() (*ast.SchemaSet, error) {
	b, err := Schema()
	if err != nil {
		return nil, err
	}
	var s any
	if err := util.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("input schema: %w", err)
	}
	set := ast.NewSchemaSet()
	set.Put(ast.SchemaRootRef, s)
	return set, nil
}

// schemaNode is the part of JSON Schema volcanoSchema writes.
type schemaNode struct {
	Type                 string                 `json:"type"`
	Description          string                 `json:"description,omitempty"`
	Items                *schemaNode            `json:"items,omitempty"`
	Required             []string               `json:"required,omitempty"`
	Properties           map[string]*schemaNode `json:"properties,omitempty"`
	AdditionalProperties *bool                  `json:"additionalProperties,omitempty"`
}

// volcanoSchema describes the volcano member: one required property per
// field of Volcano, named by its json tag and described by its doc tag, and
// no other property, so that a misspelt fact is an error.
func volcanoSchema() *schemaNode {
	closed := false
	s := &schemaNode{
		Type:                 "object",
		Description:          "the target Volcano release and what it does, as typed facts (internal/policyinput Volcano, set from internal/volcano Behaviour and the configuration's volcano section)",
		Properties:           map[string]*schemaNode{},
		AdditionalProperties: &closed,
	}
	t := reflect.TypeFor[Volcano]()
	for i := range t.NumField() {
		f := t.Field(i)
		p := typeSchema(f.Type)
		p.Description = f.Tag.Get("doc")
		s.Properties[factName(f)] = p
		s.Required = append(s.Required, factName(f))
	}
	return s
}

// typeSchema is the schema of a fact of Go type t; plain writes its value.
// A kind it does not know is an empty type, which TestvolcanoSchema
// refuses.
func typeSchema(t reflect.Type) *schemaNode {
	switch t.Kind() {
	case reflect.String:
		return &schemaNode{Type: "string"}
	case reflect.Bool:
		return &schemaNode{Type: "boolean"}
	case reflect.Int:
		return &schemaNode{Type: "integer"}
	case reflect.Slice:
		return &schemaNode{Type: "array", Items: typeSchema(t.Elem())}
	}
	return &schemaNode{}
}
