package policyinput

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/vcqlint/vcqlint/internal/volcano"
)

var update = flag.Bool("update", false, "rewrite schema/vcqlint-input.schema.json")

var schemaFile = filepath.Join("..", "..", "schema", "vcqlint-input.schema.json")

// TestSchemaFileIsUpToDate keeps the published schema equal to Schema;
// after a change to document.schema.json or to the Volcano type: go test
// ./internal/policyinput -update.
func TestSchemaFileIsUpToDate(t *testing.T) {
	want, err := Schema()
	if err != nil {
		t.Fatal(err)
	}
	if !json.Valid(want) {
		t.Fatal("Schema is not JSON")
	}
	if *update {
		if err := os.WriteFile(schemaFile, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(schemaFile)
	if err != nil {
		t.Fatalf("%v (go test ./internal/policyinput -update writes it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is stale: go test ./internal/policyinput -update rewrites it", schemaFile)
	}
}

// TestVolcanoSchema: every fact has a key, a description and a type the
// schema can say, and the member Facts makes, for every release, is valid
// against the schema with exactly the keys it lists.
func TestVolcanoSchema(t *testing.T) {
	s := volcanoSchema()
	typ := reflect.TypeFor[Volcano]()
	for i := range typ.NumField() {
		f := typ.Field(i)
		if factName(f) == "" || f.Tag.Get("doc") == "" {
			t.Errorf("field %s needs a json tag (its key) and a doc tag (its description)", f.Name)
		}
		if p := typeSchema(f.Type); p.Type == "" || (p.Items != nil && p.Items.Type == "") {
			t.Errorf("field %s: the schema cannot say its type %s", f.Name, f.Type)
		}
	}
	raw, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("volcano.json", doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("volcano.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range volcano.Known() {
		m := Facts(volcano.For(v), volcano.Setup{ExtraPlugins: []string{"topology910"}}).Member()
		var keys []string
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		want := slices.Sorted(slices.Values(s.Required))
		if !slices.Equal(keys, want) {
			t.Errorf("%s: member keys %v, schema %v", v, keys, want)
		}
		// Through JSON, as a policy and the validator see it.
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(inst); err != nil {
			t.Errorf("%s: %v", v, err)
		}
	}
	if err := sch.Validate(map[string]any{"hierarchySuported": true}); err == nil {
		t.Error("a misspelt fact is valid")
	}
}
