package loader

import (
	"regexp"
	"testing"
)

// ReadAsYAML: template syntax in comments and strings leaves a file YAML;
// as structure, it makes the file a template.
func TestReadAsYAML(t *testing.T) {
	action := regexp.MustCompile(`\{\{-?\s*[.$]`)
	hasAction := func(b []byte) bool { return action.Match(b) }
	cases := []struct {
		name, text  string
		named, want bool
	}{
		{"comment in values", "# Note that {{ .Release.Namespace }} is skipped\ncustom: {a: 1}\n", false, true},
		{"string in values", "fullnameOverride: \"{{ .Release.Name }}-api\"\n", false, true},
		{"block string in values", "extra: |\n  name: {{ .Release.Name }}\n", false, true},
		{"comment in a manifest", "# {{ .Values.x }}\nkind: Queue\nmetadata: {name: q}\n", false, true},
		{"string in a manifest", "kind: Queue\nmetadata:\n  name: \"{{ .Values.name }}\"\n", false, false},
		{"string in a GitOps manifest", "apiVersion: argoproj.io/v1alpha1\nkind: ApplicationSet\nmetadata:\n  name: '{{ .cluster }}'\n", false, true},
		{"action as a value", "kind: Queue\nmetadata:\n  name: {{ .Values.name }}\n", false, false},
		{"action as a value without kind", "name: {{ .Values.name }}\n", false, false},
		{"block action", "{{- if .Values.x }}\nname: a\n{{- end }}\n", false, false},
		{"a named values file that does not parse", "{{- if .Values.x }}\nname: a\n", true, true},
	}
	for _, tc := range cases {
		if got := ReadAsYAML([]byte(tc.text), hasAction, tc.named); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
