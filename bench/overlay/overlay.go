// Package overlay generates Kustomize trees shaped like a real Volcano
// installation for benchmarks and tests: a base the size and make-up of
// Volcano's installer manifest (installer/volcano-development.yaml, about
// 1.09 MB, most of it CustomResourceDefinitions with large OpenAPI schemas,
// the rest the deployments, services, RBAC, webhooks and ConfigMaps of its
// three components) and an overlay that does what a cluster's overlay does
// with it: a namespace, labels, an image tag, a strategic-merge patch of the
// scheduler's ConfigMap and a few queues of its own.
//
// The text is written here, not copied: the objects have Volcano's kinds and
// sizes, their schemas are generated trees of properties with descriptions.
// The same Options always give the same bytes.
package overlay

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
)

// Options size a tree. The zero value of a field means its default.
type Options struct {
	// CRDs is the number of CustomResourceDefinitions in the base
	// (default 22).
	CRDs int
	// BaseBytes is the size the base's manifest is grown to, in bytes
	// (default 1,090,000).
	BaseBytes int
	// Seed makes the schemas; the same Options always give the same bytes.
	Seed uint64
}

func (o Options) withDefaults() Options {
	if o.CRDs <= 0 {
		o.CRDs = 22
	}
	if o.BaseBytes <= 0 {
		o.BaseBytes = 1_090_000
	}
	if o.Seed == 0 {
		o.Seed = 1
	}
	return o
}

// Tree is one generated Kustomize tree: file names relative to its root
// and their content.
type Tree struct {
	Files map[string][]byte
	// Overlay is the directory of the top-level kustomization.
	Overlay string
}

// Generate makes a tree: base/ (kustomization.yaml and volcano.yaml) and
// overlays/prod/ (kustomization.yaml, a patch and queues).
func Generate(o Options) *Tree {
	o = o.withDefaults()
	r := rand.New(rand.NewPCG(o.Seed, 0x766371)) //nolint:gosec // deterministic test data, not a secret
	var b strings.Builder
	components(&b)
	rest := o.BaseBytes - b.Len()
	// Volcano's schemas are very uneven: the four kinds that embed a pod
	// template (jobs, cronjobs, jobtemplates, jobflows) hold 90% of the
	// bytes, the others are a few KB each.
	large := max(1, o.CRDs/5)
	small := o.CRDs - large
	smallSize := 6000
	// The schemas overrun their budget by the lines that close each
	// nested object: about 4%.
	largeSize := (rest - small*smallSize) * 96 / 100 / large
	for i := range o.CRDs {
		size := smallSize
		if i < large {
			size = largeSize
		}
		crd(&b, r, i, size)
	}
	return &Tree{
		Overlay: "overlays/prod",
		Files: map[string][]byte{
			"base/kustomization.yaml":            []byte("resources:\n  - volcano.yaml\n"),
			"base/volcano.yaml":                  []byte(b.String()),
			"overlays/prod/kustomization.yaml":   []byte(overlayKustomization),
			"overlays/prod/scheduler-patch.yaml": []byte(schedulerPatch),
			"overlays/prod/queues.yaml":          []byte(queues),
		},
	}
}

// Write writes the tree under dir.
func (t *Tree) Write(dir string) error {
	for name, data := range t.Files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, data, 0o644); err != nil { //nolint:gosec // benchmark input, world-readable like a checkout
			return err
		}
	}
	return nil
}

const overlayKustomization = `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: volcano-system
labels:
  - pairs:
      app.kubernetes.io/part-of: volcano
      environment: prod
resources:
  - ../../base
  - queues.yaml
images:
  - name: docker.io/volcanosh/vc-scheduler
    newTag: v1.15.1-prod
patches:
  - path: scheduler-patch.yaml
`

const schedulerPatch = `apiVersion: v1
kind: ConfigMap
metadata:
  name: volcano-scheduler-configmap
  namespace: volcano-system
data:
  volcano-scheduler.conf: |
    actions: "enqueue, allocate, backfill, reclaim"
    tiers:
    - plugins:
      - name: priority
      - name: gang
        enablePreemptable: false
      - name: conformance
    - plugins:
      - name: overcommit
      - name: drf
        enablePreemptable: false
      - name: predicates
      - name: capacity
      - name: nodeorder
      - name: binpack
`

const queues = `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: research
spec:
  reclaimable: true
  capability:
    cpu: "64"
    memory: 256Gi
  deserved:
    cpu: "32"
    memory: 128Gi
---
apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: production
spec:
  reclaimable: false
  capability:
    cpu: "128"
    memory: 512Gi
  deserved:
    cpu: "96"
    memory: 384Gi
`

// components writes the non-CRD objects of the three components
// (admission, controllers, scheduler) and the namespaces.
func components(b *strings.Builder) {
	for _, ns := range []string{"volcano-system"} {
		fmt.Fprintf(b, "apiVersion: v1\nkind: Namespace\nmetadata:\n  name: %s\n---\n", ns)
	}
	b.WriteString(`apiVersion: v1
kind: ConfigMap
metadata:
  name: volcano-scheduler-configmap
  namespace: volcano-system
data:
  volcano-scheduler.conf: |
    actions: "enqueue, allocate, backfill"
    tiers:
    - plugins:
      - name: priority
      - name: gang
        enablePreemptable: false
      - name: conformance
    - plugins:
      - name: overcommit
      - name: drf
        enablePreemptable: false
      - name: predicates
      - name: proportion
      - name: nodeorder
      - name: binpack
---
`)
	for i, c := range []string{"admission", "controllers", "scheduler"} {
		name := "volcano-" + c
		fmt.Fprintf(b, "apiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: %s\n  namespace: volcano-system\n---\n", name)
		if c != "scheduler" { // the scheduler's is volcano-scheduler-configmap above
			fmt.Fprintf(b, "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-configmap\n  namespace: volcano-system\ndata:\n  %s.conf: |\n", name, name)
			for j := range 20 {
				fmt.Fprintf(b, "    # option-%d of the %s component, commented out: %s\n", j, c, strings.Repeat("x", 20+j))
			}
			b.WriteString("---\n")
		}
		clusterRole(b, name, 8+4*i)
		fmt.Fprintf(b, `apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata:
  name: %[1]s-role
subjects:
  - kind: ServiceAccount
    name: %[1]s
    namespace: volcano-system
roleRef:
  kind: ClusterRole
  name: %[1]s
  apiGroup: rbac.authorization.k8s.io
---
apiVersion: v1
kind: Service
metadata:
  labels:
    app: %[1]s
  name: %[1]s-service
  namespace: volcano-system
spec:
  ports:
    - port: %[2]d
      protocol: TCP
      targetPort: %[2]d
      name: metrics
  selector:
    app: %[1]s
  type: ClusterIP
---
`, name, 8080+i)
		deployment(b, name, c)
	}
	admissionInit(b)
	for i, w := range []string{"queues-mutate", "podgroups-mutate", "jobs-validate", "pods-validate", "queues-validate", "hypernodes-validate", "cronjobs-validate"} {
		kind := "ValidatingWebhookConfiguration"
		if strings.HasSuffix(w, "mutate") {
			kind = "MutatingWebhookConfiguration"
		}
		webhook(b, kind, w, i)
	}
}

// admissionInit writes the Job that makes the admission webhook's
// certificate, with its Role and RoleBinding.
func admissionInit(b *strings.Builder) {
	b.WriteString(`apiVersion: rbac.authorization.k8s.io/v1
kind: Role
metadata:
  name: volcano-admission-init
  namespace: volcano-system
rules:
  - apiGroups: [""]
    resources: ["secrets"]
    verbs: ["get", "create", "patch"]
---
apiVersion: rbac.authorization.k8s.io/v1
kind: RoleBinding
metadata:
  name: volcano-admission-init
  namespace: volcano-system
subjects:
  - kind: ServiceAccount
    name: volcano-admission
    namespace: volcano-system
roleRef:
  kind: Role
  name: volcano-admission-init
  apiGroup: rbac.authorization.k8s.io
---
apiVersion: batch/v1
kind: Job
metadata:
  name: volcano-admission-init
  namespace: volcano-system
spec:
  backoffLimit: 3
  template:
    spec:
      serviceAccountName: volcano-admission
      restartPolicy: Never
      containers:
        - name: main
          image: docker.io/volcanosh/vc-webhook-manager:v1.15.1
          command: ["./gen-admission-secret.sh", "--service", "volcano-admission-service", "--namespace", "volcano-system"]
---
`)
}

func clusterRole(b *strings.Builder, name string, rules int) {
	fmt.Fprintf(b, "apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: %s\nrules:\n", name)
	groups := []string{"", "apps", "batch", "scheduling.volcano.sh", "batch.volcano.sh", "bus.volcano.sh", "nodeinfo.volcano.sh", "topology.volcano.sh", "flow.volcano.sh", "coordination.k8s.io"}
	for i := range rules {
		fmt.Fprintf(b, "  - apiGroups: [%q]\n    resources: [\"resource-%d\", \"resource-%d/status\"]\n    verbs: [\"get\", \"list\", \"watch\", \"create\", \"update\", \"patch\", \"delete\"]\n",
			groups[i%len(groups)], i, i)
	}
	b.WriteString("---\n")
}

func deployment(b *strings.Builder, name, component string) {
	fmt.Fprintf(b, `apiVersion: apps/v1
kind: Deployment
metadata:
  labels:
    app: %[1]s
  name: %[1]s
  namespace: volcano-system
spec:
  replicas: 1
  selector:
    matchLabels:
      app: %[1]s
  template:
    metadata:
      labels:
        app: %[1]s
    spec:
      serviceAccount: %[1]s
      priorityClassName: system-cluster-critical
      securityContext:
        seccompProfile:
          type: RuntimeDefault
      containers:
        - name: %[2]s
          image: docker.io/volcanosh/vc-%[2]s:v1.15.1
          imagePullPolicy: IfNotPresent
          args:
            - --logtostderr
            - --enable-healthz=true
            - --enable-metrics=true
            - --leader-elect=true
            - --kube-api-qps=2000
            - --kube-api-burst=2000
            - --%[2]s-conf=/volcano.%[2]s/%[1]s.conf
            - -v=3
            - 2>&1
          securityContext:
            allowPrivilegeEscalation: false
            capabilities:
              drop:
                - ALL
            runAsNonRoot: true
            runAsUser: 1000
          volumeMounts:
            - name: %[2]s-config
              mountPath: /volcano.%[2]s
      volumes:
        - name: %[2]s-config
          configMap:
            name: %[1]s-configmap
---
`, name, component)
}

func webhook(b *strings.Builder, kind, name string, i int) {
	resource := strings.SplitN(name, "-", 2)[0]
	fmt.Fprintf(b, `apiVersion: admissionregistration.k8s.io/v1
kind: %[1]s
metadata:
  name: volcano-admission-service-%[2]s
webhooks:
  - admissionReviewVersions:
      - v1
    clientConfig:
      service:
        name: volcano-admission-service
        namespace: volcano-system
        path: /%[3]s/%[4]d
        port: 443
    failurePolicy: Fail
    matchPolicy: Equivalent
    name: webhook-%[4]d.volcano.sh
    namespaceSelector:
      matchExpressions:
        - key: kubernetes.io/metadata.name
          operator: NotIn
          values:
            - volcano-system
            - kube-system
    rules:
      - apiGroups:
          - scheduling.volcano.sh
        apiVersions:
          - v1beta1
        operations:
          - CREATE
          - UPDATE
        resources:
          - %[3]s
        scope: '*'
    sideEffects: NoneOnDryRun
    timeoutSeconds: 10
---
`, kind, name, resource, i)
}

// crd writes one CustomResourceDefinition of about size bytes: the
// controller-gen layout, with a schema of nested properties.
func crd(b *strings.Builder, r *rand.Rand, i, size int) {
	start := b.Len()
	plural := fmt.Sprintf("kind%02ds", i)
	group := []string{"batch", "scheduling", "flow", "bus", "nodeinfo", "topology", "config"}[i%7] + ".volcano.sh"
	fmt.Fprintf(b, `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  annotations:
    controller-gen.kubebuilder.io/version: v0.20.0
  name: %[1]s.%[2]s
spec:
  group: %[2]s
  names:
    kind: Kind%02[3]d
    listKind: Kind%02[3]dList
    plural: %[1]s
    singular: kind%02[3]d
  scope: Namespaced
  versions:
  - name: v1alpha1
    schema:
      openAPIV3Schema:
        properties:
          apiVersion:
            type: string
          kind:
            type: string
          metadata:
            type: object
          spec:
`, plural, group, i)
	budget := size - (b.Len() - start) - 200
	props(b, r, 12, 9, &budget)
	b.WriteString("            type: object\n        type: object\n    served: true\n    storage: true\n    subresources:\n      status: {}\n---\n")
}

// props writes the properties of an object schema at indent (in spaces,
// its "properties:" key's), spending at most *budget bytes; depth bounds
// the nesting. Like controller-gen's output with descriptions left out (as
// Volcano generates its CRDs), most of the bytes are keys, types and
// indentation of deeply nested objects.
func props(b *strings.Builder, r *rand.Rand, indent, depth int, budget *int) {
	pad := strings.Repeat(" ", indent)
	b.WriteString(pad + "properties:\n")
	*budget -= len(pad) + len("properties:\n")
	n := 0
	for *budget > 0 && n < 10 {
		start := b.Len()
		key := fmt.Sprintf("%s%d", words[r.IntN(len(words))], n)
		fmt.Fprintf(b, "%s  %s:\n", pad, key)
		if r.IntN(40) == 0 {
			fmt.Fprintf(b, "%s    description: %s\n", pad, sentence(r))
		}
		switch {
		case depth > 0 && r.IntN(3) == 0:
			*budget -= b.Len() - start
			props(b, r, indent+4, depth-1, budget)
			b.WriteString(pad + "    type: object\n")
			start = b.Len()
		case r.IntN(5) == 0:
			fmt.Fprintf(b, "%s    items:\n%s      type: string\n%s    type: array\n", pad, pad, pad)
		case r.IntN(4) == 0:
			fmt.Fprintf(b, "%s    format: int32\n%s    type: integer\n", pad, pad)
		default:
			b.WriteString(pad + "    type: string\n")
		}
		*budget -= b.Len() - start
		n++
	}
	if n == 0 {
		b.WriteString(pad + "  placeholder:\n" + pad + "    type: string\n")
	}
}

var words = []string{"affinity", "container", "volume", "policy", "selector", "priority", "resources", "network", "topology", "template", "status", "condition", "replica", "toleration", "probe", "lifecycle"}

func sentence(r *rand.Rand) string {
	var s []string
	for range 6 + r.IntN(10) {
		s = append(s, words[r.IntN(len(words))])
	}
	return strings.Join(s, " ") + "."
}
