package chartutil

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"helm.sh/helm/v3/pkg/chart"
)

// ValidateAgainstSchema checks a chart's values, and each subchart's, against
// its values.schema.json, as Helm does before rendering.
//
// Helm's validator loads a schema's $ref over http(s) and from any file on
// the machine (file://); vcqlint's loads neither: a pull request must not
// make it read outside the repository or reach the network, so such a $ref
// fails with an error that says so. The JSON Schema metaschemas are built
// into the library, and an unresolved urn: $ref is permissive, as in Helm.
func ValidateAgainstSchema(ch *chart.Chart, values map[string]any) error {
	var sb strings.Builder
	if ch.Schema != nil {
		if err := ValidateAgainstSingleSchema(values, ch.Schema); err != nil {
			fmt.Fprintf(&sb, "%s:\n", ch.Name())
			sb.WriteString(err.Error())
		}
	}
	for _, sub := range ch.Dependencies() {
		raw, ok := values[sub.Name()]
		if !ok || raw == nil {
			continue
		}
		subValues, ok := raw.(map[string]any)
		if !ok {
			fmt.Fprintf(&sb, "%s:\ninvalid type for values: expected object (map), got %T\n", sub.Name(), raw)
			continue
		}
		if err := ValidateAgainstSchema(sub, subValues); err != nil {
			sb.WriteString(err.Error())
		}
	}
	if sb.Len() > 0 {
		return errors.New(sb.String())
	}
	return nil
}

// ValidateAgainstSingleSchema checks values against one schema.
func ValidateAgainstSingleSchema(values Values, schemaJSON []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("unable to validate schema: %s", r)
		}
	}()
	schema, err := jsonschema.UnmarshalJSON(bytes.NewReader(schemaJSON))
	if err != nil {
		return err
	}
	compiler := jsonschema.NewCompiler()
	compiler.UseLoader(jsonschema.SchemeURLLoader{
		"file":  refusedLoader("vcqlint does not read files named by a schema's $ref"),
		"http":  refusedLoader("vcqlint does not reach the network for a schema's $ref"),
		"https": refusedLoader("vcqlint does not reach the network for a schema's $ref"),
		"urn":   urnLoader{},
	})
	if err := compiler.AddResource("file:///values.schema.json", schema); err != nil {
		return err
	}
	validator, err := compiler.Compile("file:///values.schema.json")
	if err != nil {
		return err
	}
	if err := validator.Validate(values.AsMap()); err != nil {
		return schemaError{err}
	}
	return nil
}

// schemaError is a validation failure, worded as Helm words it.
type schemaError struct{ err error }

func (e schemaError) Error() string {
	msg := strings.TrimPrefix(e.err.Error(), "jsonschema validation failed with 'file:///values.schema.json#'\n")
	return msg + "\n"
}

type refusedLoader string

func (l refusedLoader) Load(url string) (any, error) {
	return nil, fmt.Errorf("%s: %s", l, url)
}

// urnLoader resolves every urn: $ref to the schema that accepts all, as
// Helm does when no resolver is set.
type urnLoader struct{}

func (urnLoader) Load(string) (any, error) { return true, nil }
