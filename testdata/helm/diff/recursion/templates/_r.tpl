{{- define "countdown" -}}{{ if gt (int .) 0 }}{{ . }} {{ include "countdown" (sub (int .) 1) }}{{ end }}{{- end -}}
{{- define "self" -}}{{ include "self" . }}{{- end -}}
