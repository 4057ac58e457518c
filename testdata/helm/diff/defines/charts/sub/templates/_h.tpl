{{- define "name" -}}sub{{- end -}}
{{- define "blocked" }}
  block: from-sub
{{- end -}}
