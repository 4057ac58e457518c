package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/dnsname"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// The API server handles a Volcano object before any admission webhook: it
// generates a name from generateName, validates the metadata, and validates
// the object against the structural schema of the release's CRD
// ((*Store).create and rest.BeforeCreate, store.go:477-507 and create.go,
// k8s.io/apiserver@v0.35.3; the custom resource strategy's Validate,
// strategy.go:201 and validator.go:53, k8s.io/apiextensions-apiserver@v0.35.3).
var rejectedByAPIServer = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ004", Name: "rejected-by-api-server", Severity: finding.Error,
		Summary: "a Queue, Job or PodGroup the API server refuses before any webhook: its metadata or a field outside the release's CRD schema",
		Doc: `Fires on a Queue, Job or PodGroup that the API server refuses before
Volcano's webhooks see it:

- metadata: no name and no generateName, a name (or generateName prefix)
  that is not a DNS-1123 subdomain (lowercase alphanumerics, '-' and '.',
  at most 253 characters), a bad namespace, label or annotation, checked
  with Kubernetes' own ValidateObjectMeta and NameIsDNSSubdomain, as the
  custom resource strategy does for every custom resource (validator.go:53,
  k8s.io/apiextensions-apiserver@v0.35.3);
- the CRD's schema of the target release (1.14.0 and later, #4813): a
  Queue's spec.parent, a Job's or PodGroup's spec.queue and a Job's
  spec.priorityClassName that is not a DNS-1123 subdomain (an explicit
  parent: "" included), a task name that is not a DNS-1123 label, a
  negative Queue priority, Job minAvailable, maxRetry,
  ttlSecondsAfterFinished, task replicas, minAvailable or maxRetry, or
  PodGroup minMember, a dequeueStrategy other than fifo or traverse, a
  schedulerName over 63 characters (scheduling.volcano.sh_queues.yaml:93-98,
  147-156, batch.volcano.sh_jobs.yaml:49-61,125-162,239-242,4078-4081,
  scheduling.volcano.sh_podgroups.yaml:64-67,129-133@v1.15.1); and in
  every release a Job minSuccess below 1.

Before 1.14 the CRDs carry none of these markers: an empty parent is root
there, and the job webhook checks the negative counts itself.

A Job created with generateName and no name (kubectl create) is not
refused for its empty name: the API server generates the name before
validating anything.

Fix: write the value the message names; for a queue under root, omit
spec.parent or write parent: root.`,
	},
	Check: func(c *rule.Context) {
		crd := c.Volcano.CRD
		r := apiServerReporter{c: c, b: c.Volcano}
		for _, q := range definedQueues(c.Model) {
			r.metadata(q.Obj, q.Spec.Metadata, false)
			s := q.Spec.Spec
			if crd.ReferencesAreDNSSubdomains && s.Parent != nil {
				r.subdomain(q.Obj, *s.Parent, "spec", "parent")
			}
			if crd.CountsNonNegative {
				r.nonNegative(q.Obj, s.Priority, "spec", "priority")
			}
			if crd.DequeueStrategies != nil && s.DequeueStrategy != "" && !slices.Contains(crd.DequeueStrategies, s.DequeueStrategy) {
				r.report(q.Obj, []string{"spec", "dequeueStrategy"}, "Unsupported value: %q: supported values: %s",
					s.DequeueStrategy, quoteAll(crd.DequeueStrategies))
			}
		}
		for _, j := range c.Model.Jobs {
			r.metadata(j.Obj, j.Spec.Metadata, true)
			r.job(j.Obj, j.Spec.Spec, crd)
		}
		for _, pg := range c.Model.PodGroups {
			r.metadata(pg.Obj, pg.Spec.Metadata, true)
			if crd.ReferencesAreDNSSubdomains && pg.Spec.Spec.Queue != "" {
				r.subdomain(pg.Obj, pg.Spec.Spec.Queue, "spec", "queue")
			}
			if crd.CountsNonNegative {
				mm := pg.Spec.Spec.MinMember
				r.nonNegative(pg.Obj, &mm, "spec", "minMember")
			}
		}
	},
}

type apiServerReporter struct {
	c *rule.Context
	b volcano.Behaviour
}

// report words a refusal as the API server does: "<field>: <reason>".
func (r apiServerReporter) report(o *manifest.Object, path []string, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	r.c.Report(o, o.Pos(path...), "%s: %s: %s; the API server refuses it (%s)", o.ID(), strings.Join(path, "."), msg, r.who(path))
}

// who says which layer of the API server refuses.
func (r apiServerReporter) who(path []string) string {
	if path[0] == "metadata" {
		return "object metadata"
	}
	return "the Volcano " + r.b.Version.Short() + " CRD's schema"
}

// metadata checks what ValidateObjectMeta checks on a custom resource
// (objectmeta.go:182-280 and generic.go:43-48, k8s.io/apimachinery@v0.35.3),
// with the same util/validation functions; that package itself is not
// linked because it brings metav1 and its JSON machinery into the binary.
// A namespaced object without a namespace gets kubectl's, which is valid;
// a cluster-scoped one's namespace is cleared
// (rest.EnsureObjectNamespaceMatchesRequestNamespace, meta.go:47-68,
// k8s.io/apiserver@v0.35.3).
func (r apiServerReporter) metadata(o *manifest.Object, m api.ObjectMeta, namespaced bool) {
	switch {
	case m.GenerateName != "":
		if errs := subdomainErrors(maskTrailingDash(m.GenerateName)); len(errs) > 0 {
			r.report(o, []string{"metadata", "generateName"}, "Invalid value: %q: %s", m.GenerateName, validationText(errs))
		} else if name, _ := nameAfterGeneration(m); m.Name == "" {
			r.name(o, name)
		}
		if m.Name != "" {
			r.name(o, m.Name)
		}
	case m.Name == "":
		r.report(o, []string{"metadata", "name"}, "Required value: name or generateName is required")
	default:
		r.name(o, m.Name)
	}
	if namespaced && m.Namespace != "" {
		if errs := labelErrors(m.Namespace); len(errs) > 0 {
			r.report(o, []string{"metadata", "namespace"}, "Invalid value: %q: %s", m.Namespace, validationText(errs))
		}
	}
	for _, k := range sortedKeys(m.Labels) {
		if errs := validation.IsQualifiedName(k); len(errs) > 0 {
			r.report(o, []string{"metadata", "labels"}, "Invalid value: %q: %s", k, validationText(errs))
		}
		if errs := validation.IsValidLabelValue(m.Labels[k]); len(errs) > 0 {
			r.report(o, []string{"metadata", "labels"}, "Invalid value: %q: %s", m.Labels[k], validationText(errs))
		}
	}
	size := 0
	for _, k := range sortedKeys(m.Annotations) {
		if errs := validation.IsQualifiedName(strings.ToLower(k)); len(errs) > 0 {
			r.report(o, []string{"metadata", "annotations"}, "Invalid value: %q: %s", k, validationText(errs))
		}
		size += len(k) + len(m.Annotations[k])
	}
	if size > totalAnnotationSizeLimit {
		r.report(o, []string{"metadata", "annotations"}, "Too long: may not be more than %d bytes", totalAnnotationSizeLimit)
	}
}

// totalAnnotationSizeLimit is TotalAnnotationSizeLimitB (objectmeta.go,
// k8s.io/apimachinery@v0.35.3): 256 KiB of keys and values.
const totalAnnotationSizeLimit = 256 * 1024

func (r apiServerReporter) name(o *manifest.Object, name string) {
	if errs := subdomainErrors(name); len(errs) > 0 {
		r.report(o, []string{"metadata", "name"}, "Invalid value: %q: %s", name, validationText(errs))
	}
}

// maskTrailingDash lets a generateName prefix end in '-' (generic.go,
// k8s.io/apimachinery@v0.35.3).
func maskTrailingDash(name string) string {
	if len(name) > 1 && strings.HasSuffix(name, "-") {
		return name[:len(name)-2] + "a"
	}
	return name
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// subdomainErrors and labelErrors are apimachinery's
// IsDNS1123Subdomain and IsDNS1123Label, which word the refusal, called
// only for a name internal/dnsname finds invalid (nearly none are).
func subdomainErrors(v string) []string {
	if dnsname.IsSubdomain(v) {
		return nil
	}
	return validation.IsDNS1123Subdomain(v)
}

func labelErrors(v string) []string {
	if dnsname.IsLabel(v) {
		return nil
	}
	return validation.IsDNS1123Label(v)
}

func (r apiServerReporter) subdomain(o *manifest.Object, v string, path ...string) {
	if errs := subdomainErrors(v); len(errs) > 0 {
		r.report(o, path, "Invalid value: %q: %s", v, validationText(errs))
	}
}

func (r apiServerReporter) nonNegative(o *manifest.Object, v *int32, path ...string) {
	if v != nil && *v < 0 {
		r.report(o, path, "Invalid value: %d: should be greater than or equal to 0", *v)
	}
}

func (r apiServerReporter) job(o *manifest.Object, s api.JobSpec, crd volcano.CRDSchema) {
	if s.MinSuccess != nil && int(*s.MinSuccess) < crd.MinSuccessMin {
		r.report(o, []string{"spec", "minSuccess"}, "Invalid value: %d: should be greater than or equal to %d", *s.MinSuccess, crd.MinSuccessMin)
	}
	if crd.ReferencesAreDNSSubdomains {
		// An empty queue is the mutating webhook's "default" before the
		// schema is checked (mutate_job.go, patchDefaultQueue).
		if s.Queue != "" {
			r.subdomain(o, s.Queue, "spec", "queue")
		}
		if s.PriorityClassName != "" {
			r.subdomain(o, s.PriorityClassName, "spec", "priorityClassName")
		}
	}
	if crd.SchedulerNameMax > 0 && len(s.SchedulerName) > crd.SchedulerNameMax {
		r.report(o, []string{"spec", "schedulerName"}, "Too long: may not be more than %d bytes", crd.SchedulerNameMax)
	}
	if crd.CountsNonNegative {
		r.nonNegative(o, s.MinAvailable, "spec", "minAvailable")
		r.nonNegative(o, s.MaxRetry, "spec", "maxRetry")
		r.nonNegative(o, s.TTLSecondsAfterFinished, "spec", "ttlSecondsAfterFinished")
	}
	for i, t := range s.Tasks {
		at := func(f string) []string { return []string{"spec", "tasks", strconv.Itoa(i), f} }
		if crd.CountsNonNegative {
			r.nonNegative(o, t.Replicas, at("replicas")...)
			r.nonNegative(o, t.MinAvailable, at("minAvailable")...)
			r.nonNegative(o, t.MaxRetry, at("maxRetry")...)
		}
		// An unnamed task is named default<i> by the mutating webhook
		// (mutate_job.go:197@v1.15.1), a valid label.
		if crd.TaskNamesAreDNSLabels && t.Name != "" {
			if errs := labelErrors(t.Name); len(errs) > 0 {
				r.report(o, at("name"), "Invalid value: %q: %s", t.Name, validationText(errs))
			}
		}
	}
}

// validationText joins the messages of apimachinery's validation
// functions without their examples and regular expressions, which say
// nothing the rule's page does not, and would double every message.
func validationText(errs []string) string {
	out := make([]string, len(errs))
	for i, e := range errs {
		out[i], _, _ = strings.Cut(e, " (e.g. ")
	}
	return strings.Join(out, "; ")
}

func quoteAll(vs []string) string {
	q := make([]string, len(vs))
	for i, v := range vs {
		q[i] = strconv.Quote(v)
	}
	return strings.Join(q, ", ")
}
