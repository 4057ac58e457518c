{{- define "helper" -}}helped{{- end -}}
