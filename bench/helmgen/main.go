// Command helmgen writes charts in the shape of Volcano's own
// (installer/helm/chart/volcano at v1.15.1): the same files, of the same
// sizes, rendered the same way (CRDs read with .Files.Get and passed
// through tpl, the scheduler configuration read with .Files.Glob ...
// AsConfig, a jobflow subchart with CRDs of its own, a crd/v1 link to
// crd/bases), for bench/helm.sh. Each chart plants a capacity+proportion
// clash in its .conf and a queue of weight 0 in its values, so that a run
// must render, lint and map positions back.
//
//	go run ./bench/helmgen -out /tmp/charts -charts 50
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
)

// crd is a CRD file of the chart and its size in bytes.
type crd struct {
	dir, group, plural string
	size               int
}

// The sizes of Volcano's v1.15.1 chart (git ls-tree -l).
var crds = []crd{
	{"crd/bases", "batch.volcano.sh", "cronjobs", 261153},
	{"crd/bases", "batch.volcano.sh", "jobs", 228468},
	{"crd/bases", "bus.volcano.sh", "commands", 3785},
	{"crd/bases", "config.volcano.sh", "colocationconfigurations", 9106},
	{"crd/bases", "nodeinfo.volcano.sh", "numatopologies", 3242},
	{"crd/bases", "scheduling.volcano.sh", "podgroups", 15193},
	{"crd/bases", "scheduling.volcano.sh", "queues", 10037},
	{"crd/bases", "shard.volcano.sh", "nodeshards", 3175},
	{"crd/bases", "topology.volcano.sh", "hypernodes", 11486},
	{"crd/v1beta1", "batch.volcano.sh", "jobs", 183610},
	{"crd/v1beta1", "bus.volcano.sh", "commands", 3534},
	{"crd/v1beta1", "nodeinfo.volcano.sh", "numatopologies", 3019},
	{"crd/v1beta1", "scheduling.volcano.sh", "podgroups", 6294},
	{"crd/v1beta1", "scheduling.volcano.sh", "queues", 8628},
	{"charts/jobflow/crd/bases", "flow.volcano.sh", "jobflows", 289602},
	{"charts/jobflow/crd/bases", "flow.volcano.sh", "jobtemplates", 225576},
}

// policies are the admission policy files and their sizes.
var policies = map[string]int{
	"hypernodes-validating": 5618, "jobflows-validating": 1960, "jobs-mutating": 3993, "jobs-validating": 10887,
	"podgroups-mutating": 1260, "podgroups-validating": 1398, "pods-mutating": 4436, "pods-validating": 2888,
	"queues-mutating": 2333, "queues-validating": 5800,
}

// workloads are the templates of Deployments and their sizes.
var workloads = map[string]int{
	"admission-init": 4340, "admission": 7870, "agent": 8765, "agent_scheduler": 10754, "controllers": 10667,
	"kubestatemetrics": 4789, "prometheus": 7860, "webhooks": 14315,
}

func main() {
	out := flag.String("out", "", "directory to write the charts into")
	n := flag.Int("charts", 50, "number of charts")
	flag.Parse()
	if *out == "" {
		log.Fatal("-out is required")
	}
	for i := range *n {
		if err := writeChart(filepath.Join(*out, fmt.Sprintf("volcano-%02d", i)), i); err != nil {
			log.Fatal(err)
		}
	}
	fmt.Println(*out)
}

func writeChart(dir string, i int) error {
	files := map[string]string{
		"Chart.yaml": fmt.Sprintf("apiVersion: v2\nname: volcano-%02d\nversion: 1.15.1\nappVersion: 1.15.1\n"+
			"description: A chart in the shape of Volcano's\ndependencies:\n  - name: jobflow\n    version: 1.15.1\n    condition: custom.jobflow_enable\n", i),
		"charts/jobflow/Chart.yaml":                  "apiVersion: v2\nname: jobflow\nversion: 1.15.1\n",
		"charts/jobflow/.helmignore":                 ".DS_Store\n.git/\n*.swp\n*.bak\n*.tmp\n*.orig\n*~\n.project\n.idea/\n*.tmproj\n.vscode/\n",
		"charts/jobflow/templates/NOTES.txt":         "Thank you for installing {{ .Chart.Name }}.\n",
		"charts/jobflow/templates/_helpers.tpl":      helpers,
		"config/volcano-scheduler.conf":              "actions: \"enqueue, allocate, backfill\"\ntiers:\n- plugins:\n  - name: priority\n  - name: gang\n- plugins:\n  - name: drf\n  - name: proportion\n  - name: capacity\n",
		"config/volcano-scheduler-ci.conf":           "actions: \"enqueue, allocate, backfill\"\ntiers:\n- plugins:\n  - name: priority\n  - name: gang\n",
		"config/agent-scheduler.conf":                "actions: \"allocate\"\ntiers:\n- plugins:\n  - name: priority\n",
		"config/volcano-admission.conf":              pad("resourceGroups:\n- resourceGroup: management\n  object:\n    key: namespace\n    value:\n    - mng-ns-1\n", 1036, "  # "),
		"templates/NOTES.txt":                        "Thank you for installing {{ .Chart.Name }}.\n",
		"templates/_helpers.tpl":                     helpers,
		"templates/scheduler.yaml":                   pad(scheduler, 11379, "# "),
		"templates/queue.yaml":                       "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: {{ .Release.Name }}-team\nspec:\n  weight: {{ .Values.custom.team_weight }}\n",
		"templates/grafana.yaml":                     "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}-grafana-dashboards\ndata:\n  dashboard.json: |\n" + pad("    {\"panels\": [", 65715, "    {\"type\": \"graph\", \"title\": \"panel\"},") + "\n",
		"templates/validating_admission_policy.yaml": "{{- if .Values.custom.vap_enable }}\n{{ .Files.Get \"policy/jobs-validating.yaml\" }}\n---\n{{ .Files.Get \"policy/queues-validating.yaml\" }}\n{{- end }}\n",
		"templates/mutating_admission_policy.yaml":   "{{- if .Values.custom.map_enable }}\n{{ .Files.Get \"policy/jobs-mutating.yaml\" }}\n{{- end }}\n",
		"templates/vcjob_editor_role.yaml":           pad("apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: {{ .Release.Name }}-vcjob-editor\n", 723, "# "),
		"templates/vcjob_viewer_role.yaml":           pad("apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: {{ .Release.Name }}-vcjob-viewer\n", 594, "# "),
		"values.yaml":                                pad(values, 10765, "# "),
	}
	for _, c := range crds {
		files[filepath.Join(c.dir, c.group+"_"+c.plural+".yaml")] = crdText(c)
		if strings.HasSuffix(c.dir, "bases") {
			base := "templates"
			if strings.HasPrefix(c.dir, "charts/jobflow") {
				base = "charts/jobflow/templates"
			}
			files[filepath.Join(base, c.plural+".yaml")] = fmt.Sprintf("{{- tpl ($.Files.Get (printf \"crd/%%s/%s_%s.yaml\" (include \"crd_version\" .))) . }}\n", c.group, c.plural)
		}
	}
	for name, size := range policies {
		files["policy/"+name+".yaml"] = pad("apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingAdmissionPolicy\nmetadata:\n  name: "+name+"\nspec:\n  validations:\n", size, "  # rule ")
	}
	for name, size := range workloads {
		files["templates/"+name+".yaml"] = pad(fmt.Sprintf(workload, name), size, "# ")
	}
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			return err
		}
	}
	// Volcano links crd/v1 to crd/bases, in the chart and its subchart.
	for _, d := range []string{"crd", "charts/jobflow/crd"} {
		if err := os.Symlink("bases", filepath.Join(dir, d, "v1")); err != nil {
			return err
		}
	}
	return nil
}

// pad repeats filler lines after text until it is size bytes long.
func pad(text string, size int, filler string) string {
	var b strings.Builder
	b.WriteString(text)
	for n := 0; b.Len() < size; n++ {
		line := fmt.Sprintf("%s%d\n", filler, n)
		if b.Len()+len(line) > size {
			line = strings.Repeat("#", max(0, size-b.Len()-1)) + "\n"
		}
		b.WriteString(line)
	}
	return b.String()
}

// crdText is a CRD of the given size: an openAPIV3Schema of string
// properties, as large as Volcano's.
func crdText(c crd) string {
	head := fmt.Sprintf("apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: %s.%s\nspec:\n  group: %s\n"+
		"  names:\n    kind: %s\n    plural: %s\n  scope: Namespaced\n  versions:\n  - name: v1alpha1\n    served: true\n    storage: true\n"+
		"    schema:\n      openAPIV3Schema:\n        type: object\n        properties:\n", c.plural, c.group, c.group, strings.TrimSuffix(c.plural, "s"), c.plural)
	var b strings.Builder
	b.WriteString(head)
	for n := 0; b.Len() < c.size-120; n++ {
		fmt.Fprintf(&b, "          field%d:\n            description: a field of the %s schema, described at the length real CRDs describe theirs\n            type: string\n", n, c.plural)
	}
	return b.String()
}

const helpers = `{{- define "crd_version" -}}
{{- if .Capabilities.APIVersions.Has "apiextensions.k8s.io/v1" -}}
v1
{{- else -}}
v1beta1
{{- end -}}
{{- end -}}
`

const scheduler = `apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ .Release.Name }}-scheduler-configmap
  namespace: {{ .Release.Namespace }}
data:
  {{- if .Values.custom.scheduler_config_override }}
  volcano-scheduler.conf: |
    {{- .Values.custom.scheduler_config_override | nindent 4 }}
  {{- else }}
  {{- (.Files.Glob .Values.basic.scheduler_config_file).AsConfig | nindent 2}}
  {{- end }}
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Release.Name }}-scheduler
spec:
  replicas: {{ .Values.custom.scheduler_replicas }}
  template:
    spec:
      containers:
      - name: volcano-scheduler
        image: {{ .Values.basic.image_registry }}/{{ .Values.basic.scheduler_image_name }}:{{ .Values.basic.image_tag_version }}
        args:
        - --scheduler-conf=/volcano.scheduler/{{ base .Values.basic.scheduler_config_file }}
        resources:
          {{- toYaml .Values.custom.scheduler_resources | nindent 10 }}
`

const workload = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Release.Name }}-%s
  namespace: {{ .Release.Namespace }}
spec:
  replicas: 1
  template:
    spec:
      containers:
      - name: main
        image: {{ .Values.basic.image_registry }}/volcano:{{ .Values.basic.image_tag_version }}
`

const values = `basic:
  image_tag_version: "v1.15.1"
  image_registry: "docker.io"
  scheduler_image_name: "volcanosh/vc-scheduler"
  scheduler_config_file: "config/volcano-scheduler.conf"
  admission_config_file: "config/volcano-admission.conf"
custom:
  jobflow_enable: true
  vap_enable: false
  map_enable: false
  scheduler_config_override: ~
  scheduler_replicas: 1
  team_weight: 0
  scheduler_resources:
    limits:
      cpu: "2"
      memory: 2Gi
`
