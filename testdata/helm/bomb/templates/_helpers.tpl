{{- define "a0" -}}xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx{{- end }}
{{- define "a1" -}}{{ include "a0" . }}{{ include "a0" . }}{{ include "a0" . }}{{ include "a0" . }}{{- end }}
{{- define "a2" -}}{{ include "a1" . }}{{ include "a1" . }}{{ include "a1" . }}{{ include "a1" . }}{{- end }}
{{- define "a3" -}}{{ include "a2" . }}{{ include "a2" . }}{{ include "a2" . }}{{ include "a2" . }}{{- end }}
{{- define "a4" -}}{{ include "a3" . }}{{ include "a3" . }}{{ include "a3" . }}{{ include "a3" . }}{{- end }}
{{- define "a5" -}}{{ include "a4" . }}{{ include "a4" . }}{{ include "a4" . }}{{ include "a4" . }}{{- end }}
{{- define "a6" -}}{{ include "a5" . }}{{ include "a5" . }}{{ include "a5" . }}{{ include "a5" . }}{{- end }}
{{- define "a7" -}}{{ include "a6" . }}{{ include "a6" . }}{{ include "a6" . }}{{ include "a6" . }}{{- end }}
{{- define "a8" -}}{{ include "a7" . }}{{ include "a7" . }}{{ include "a7" . }}{{ include "a7" . }}{{- end }}
{{- define "a9" -}}{{ include "a8" . }}{{ include "a8" . }}{{ include "a8" . }}{{ include "a8" . }}{{- end }}
{{- define "a10" -}}{{ include "a9" . }}{{ include "a9" . }}{{ include "a9" . }}{{ include "a9" . }}{{- end }}
{{- define "a11" -}}{{ include "a10" . }}{{ include "a10" . }}{{ include "a10" . }}{{ include "a10" . }}{{- end }}
{{- define "a12" -}}{{ include "a11" . }}{{ include "a11" . }}{{ include "a11" . }}{{ include "a11" . }}{{- end }}
{{- define "self" -}}{{ include "self" . }}{{- end }}
