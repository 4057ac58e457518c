// Package sariftest validates SARIF logs against the official SARIF 2.1.0
// JSON schema (testdata/sarif/sarif-schema-2.1.0.json), offline. Tests of
// the report and cli packages share it; the vcqlint binary does not use it.
package sariftest

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// SchemaURL is the schema's own id; it is registered under that URL so
// that nothing is fetched.
const SchemaURL = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

// SchemaPath is the checked-in copy of the official schema.
func SchemaPath() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "testdata", "sarif", "sarif-schema-2.1.0.json")
}

// Compile loads and compiles the schema, with format assertions on (so
// that "uri" and "uri-reference" values are checked, not just typed).
func Compile() (*jsonschema.Schema, error) {
	f, err := os.Open(SchemaPath())
	if err != nil {
		return nil, fmt.Errorf("open SARIF schema: %w", err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		return nil, fmt.Errorf("parse SARIF schema: %w", err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource(SchemaURL, doc); err != nil {
		return nil, fmt.Errorf("add SARIF schema: %w", err)
	}
	sch, err := c.Compile(SchemaURL)
	if err != nil {
		return nil, fmt.Errorf("compile SARIF schema: %w", err)
	}
	return sch, nil
}

// Validate checks a SARIF log against the schema.
func Validate(sch *jsonschema.Schema, log []byte) error {
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(log))
	if err != nil {
		return fmt.Errorf("SARIF output is not JSON: %w", err)
	}
	if err := sch.Validate(inst); err != nil {
		return fmt.Errorf("SARIF output does not match the SARIF 2.1.0 schema: %w", err)
	}
	return nil
}
