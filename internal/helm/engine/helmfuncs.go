package engine

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/BurntSushi/toml"
	yamlv3 "go.yaml.in/yaml/v3"
	"sigs.k8s.io/yaml"
)

// The functions Helm adds to sprig's (pkg/engine/funcs.go): serialisers
// with Helm's libraries, so that their text is Helm's byte for byte.
// Serialising errors are swallowed into the result, as Helm does.

// toYAML is Helm's toYaml: sigs.k8s.io/yaml, the trailing newline cut.
func toYAML(v any) string {
	data, err := yaml.Marshal(v)
	if err != nil {
		return ""
	}
	return strings.TrimSuffix(string(data), "\n")
}

// toYAMLPretty is Helm's toYamlPretty: yaml.v3 with an indent of two, which
// indents lists under their key.
func toYAMLPretty(v any) string {
	var data bytes.Buffer
	enc := yamlv3.NewEncoder(&data)
	enc.SetIndent(2)
	if err := enc.Encode(v); err != nil {
		return ""
	}
	return strings.TrimSuffix(data.String(), "\n")
}

func fromYAML(s string) map[string]any {
	m := map[string]any{}
	if err := yaml.Unmarshal([]byte(s), &m); err != nil {
		m["Error"] = err.Error()
	}
	return m
}

func fromYAMLArray(s string) []any {
	a := []any{}
	if err := yaml.Unmarshal([]byte(s), &a); err != nil {
		a = []any{err.Error()}
	}
	return a
}

// toTOML is Helm's toToml: BurntSushi/toml, the error's text on failure.
func toTOML(v any) string {
	b := bytes.NewBuffer(nil)
	if err := toml.NewEncoder(b).Encode(v); err != nil {
		return err.Error()
	}
	return b.String()
}

func fromTOML(s string) map[string]any {
	m := map[string]any{}
	if err := toml.Unmarshal([]byte(s), &m); err != nil {
		m["Error"] = err.Error()
	}
	return m
}

func toJSON(v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		return ""
	}
	return string(data)
}

func fromJSON(s string) map[string]any {
	m := map[string]any{}
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		m["Error"] = err.Error()
	}
	return m
}

func fromJSONArray(s string) []any {
	a := []any{}
	if err := json.Unmarshal([]byte(s), &a); err != nil {
		a = []any{err.Error()}
	}
	return a
}
