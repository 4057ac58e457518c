{{- define "name" -}}parent{{- end -}}
{{- define "a/b" -}}slash{{- end -}}
