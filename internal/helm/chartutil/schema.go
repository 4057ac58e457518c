package chartutil

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
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
	var violations []Violation
	if ch.Schema != nil {
		if err := ValidateAgainstSingleSchema(values, ch.Schema); err != nil {
			fmt.Fprintf(&sb, "%s:\n", ch.Name())
			sb.WriteString(err.Error())
			violations = append(violations, violationsOf(ch, err)...)
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
			violations = append(violations, Violation{Chart: ch.ChartFullPath(), Location: []string{sub.Name()}, Msg: fmt.Sprintf("invalid type for values: expected object (map), got %T", raw)})
			continue
		}
		if err := ValidateAgainstSchema(sub, subValues); err != nil {
			sb.WriteString(err.Error())
			var se *SchemaError
			if errors.As(err, &se) {
				violations = append(violations, se.Violations...)
			}
		}
	}
	if sb.Len() > 0 {
		return &SchemaError{Violations: violations, text: sb.String()}
	}
	return nil
}

// SchemaError is values that do not meet the charts' schemas: Helm's text,
// and each value in fault.
type SchemaError struct {
	Violations []Violation
	text       string
}

func (e *SchemaError) Error() string { return e.text }

// Violation is one value that does not meet a chart's schema.
type Violation struct {
	// Chart is the chart's path in the tree ("app/charts/db").
	Chart string
	// Location are the keys from that chart's values to the value.
	Location []string
	// Msg says what is wrong, with the value's JSON pointer.
	Msg string
}

// violationsOf lists the leaves of a validation error.
func violationsOf(ch *chart.Chart, err error) []Violation {
	var se schemaError
	var ve *jsonschema.ValidationError
	if !errors.As(err, &se) || !errors.As(se.err, &ve) {
		return []Violation{{Chart: ch.ChartFullPath(), Msg: strings.TrimSpace(err.Error())}}
	}
	p := message.NewPrinter(language.English)
	var out []Violation
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		if len(e.Causes) == 0 {
			loc := "/" + strings.Join(e.InstanceLocation, "/")
			out = append(out, Violation{Chart: ch.ChartFullPath(), Location: e.InstanceLocation,
				Msg: fmt.Sprintf("at '%s': %s", loc, e.ErrorKind.LocalizedString(p))})
			return
		}
		for _, c := range e.Causes {
			walk(c)
		}
	}
	walk(ve)
	sort.Slice(out, func(i, j int) bool { return out[i].Msg < out[j].Msg })
	return out
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

func (e schemaError) Unwrap() error { return e.err }

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
