package config_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/config"
	"github.com/vcqlint/vcqlint/internal/session"
)

var update = flag.Bool("update", false, "rewrite schema/vcqlint-config.schema.json")

var schemaFile = repoPath("schema", "vcqlint-config.schema.json")

// TestSchemaFileIsUpToDate keeps the shipped schema equal to what
// `vcqlint config schema` prints for the built-in rules; after adding a
// rule: go test ./internal/config -update.
func TestSchemaFileIsUpToDate(t *testing.T) {
	want, err := config.Schema(builtinRules(t))
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(schemaFile, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(schemaFile)
	if err != nil {
		t.Fatalf("%v (go test ./internal/config -update writes it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is stale: go test ./internal/config -update rewrites it", schemaFile)
	}
	for _, m := range builtinRules(t) {
		if !bytes.Contains(got, []byte(`"`+m.ID+`"`)) || !bytes.Contains(got, []byte(`"`+m.Name+`"`)) {
			t.Errorf("schema lacks rule %s %s", m.ID, m.Name)
		}
	}
}

// compileSchema compiles the shipped schema with a real JSON Schema
// validator; its draft 2020-12 meta-schema is built in, so no network.
func compileSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	f, err := os.Open(schemaFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatalf("schema is not JSON: %v", err)
	}
	c := jsonschema.NewCompiler()
	const url = "https://github.com/vcqlint/vcqlint/schema/vcqlint-config.schema.json"
	if err := c.AddResource(url, doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile(url)
	if err != nil {
		t.Fatalf("compile schema: %v", err)
	}
	return s
}

// instance turns a YAML configuration into the JSON value editors check
// against the schema.
func instance(t *testing.T, data []byte) any {
	t.Helper()
	var v any
	if err := yaml.Unmarshal(data, &v); err != nil {
		t.Fatalf("YAML: %v", err)
	}
	j, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("to JSON: %v", err)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(j))
	if err != nil {
		t.Fatal(err)
	}
	return inst
}

// TestSchemaAndValidationAgree validates the corpus with both the JSON
// Schema and vcqlint's own validation. Valid files pass both; invalid ones
// fail both, except where a file says `# schema: accepts` (a check only
// vcqlint can make, such as whether a directory exists; the test also pins
// that the schema does accept it) or `# schema: skip` (not one document).
func TestSchemaAndValidationAgree(t *testing.T) {
	s := compileSchema(t)
	for _, dir := range []string{"valid", "invalid"} {
		for _, file := range corpus(t, dir) {
			t.Run(dir+"/"+filepath.Base(file), func(t *testing.T) {
				_, mode := markers(t, file)
				_, goErr := loadIn(t, file)
				if (goErr == nil) != (dir == "valid") {
					t.Errorf("vcqlint validation: err = %v, want valid=%v", goErr, dir == "valid")
				}
				if mode == "skip" {
					return
				}
				data, err := os.ReadFile(filepath.Base(file)) // loadIn moved into its directory
				if err != nil {
					t.Fatal(err)
				}
				schemaErr := s.Validate(instance(t, data))
				wantSchemaValid := dir == "valid" || mode == "accepts"
				if (schemaErr == nil) != wantSchemaValid {
					t.Errorf("JSON Schema: err = %v, want valid=%v", schemaErr, wantSchemaValid)
				}
			})
		}
	}
}

// TestReadmeExampleIsValid checks the example configuration of
// docs/configuration.md, which users copy, with both validators.
func TestReadmeExampleIsValid(t *testing.T) {
	page, err := os.ReadFile(repoPath("docs/configuration.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(page), "# Configuration\n")
	if !ok {
		t.Fatal("docs/configuration.md has no '# Configuration' title")
	}
	_, block, ok := strings.Cut(section, "```yaml\n")
	if !ok {
		t.Fatal("docs/configuration.md has no ```yaml block")
	}
	example, _, _ := strings.Cut(block, "```")
	if !strings.Contains(example, "rules:") || !strings.Contains(example, "exclude:") {
		t.Fatalf("the first yaml block of the section is not the example configuration:\n%s", example)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, config.FileName)
	if err := os.WriteFile(path, []byte(example), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	if _, err := session.ReadConfig(config.FileName, builtinRules(t)); err != nil {
		t.Errorf("docs/configuration.md example: %v", err)
	}
	if err := compileSchema(t).Validate(instance(t, []byte(example))); err != nil {
		t.Errorf("docs/configuration.md example against the schema: %v", err)
	}
}
