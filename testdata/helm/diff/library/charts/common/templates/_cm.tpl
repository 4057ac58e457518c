{{- define "common.configmap" -}}
kind: ConfigMap
metadata:
  name: {{ .Values.name }}
  labels: {{ include "common.labels" . | nindent 4 }}
{{- end -}}
