package loader

import (
	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/manifest"
)

// kindClass is what the loader does with an object of a kind and
// apiVersion.
type kindClass int

const (
	// classIgnored objects are counted among the ignored documents and
	// nothing else is read of them.
	classIgnored kindClass = iota
	classQueue
	classPodGroup
	classJob
	classNode
	classConfigMap
	// classWorkload objects (Pods and their controllers) are read to see
	// whether Volcano schedules them.
	classWorkload
	// classIntegration objects are read to see whether they select
	// Volcano.
	classIntegration
	// classIncubator objects are in kube-batch's group, which no API
	// server serves.
	classIncubator
	// classVolcanoOther objects are of Volcano's groups but of a kind or
	// version vcqlint does not lint: a notice says so.
	classVolcanoOther
	// classAdmissionPolicy objects are ValidatingAdmissionPolicies, read
	// when one is the Volcano chart's queue policy (custom.vap_enable).
	classAdmissionPolicy
	// classSource objects are kept, not linted, for what they say of where
	// a scheduler configuration is (File.Sources): GitOps manifests and
	// the Secrets they may name.
	classSource
)

func classify(kind, apiVersion string) kindClass {
	group, version := splitAPIVersion(apiVersion)
	switch {
	case kind == manifest.KindQueue && group == api.SchedulingGroup && version == "v1beta1":
		return classQueue
	case kind == manifest.KindPodGroup && group == api.SchedulingGroup && version == "v1beta1":
		return classPodGroup
	case kind == manifest.KindJob && group == api.BatchGroup && version == "v1alpha1":
		return classJob
	case kind == manifest.KindNode && apiVersion == "v1":
		return classNode
	case kind == manifest.KindConfigMap && apiVersion == "v1":
		return classConfigMap
	case isPodWorkload(kind, apiVersion):
		return classWorkload
	case isIntegration(kind, group, version):
		return classIntegration
	case IsGitOps(apiVersion, kind) || (kind == "Secret" && apiVersion == "v1"):
		return classSource
	case group == api.IncubatorSchedulingGroup:
		return classIncubator
	case group == api.SchedulingGroup || group == api.BatchGroup:
		return classVolcanoOther
	case kind == "ValidatingAdmissionPolicy" && group == api.AdmissionRegistrationGroup:
		return classAdmissionPolicy
	}
	return classIgnored
}

// Ignores reports whether the loader reads nothing of an object of this
// kind and apiVersion but counts it among the ignored documents (a
// CustomResourceDefinition, a Service): a caller that has such an object
// in another form (a Kustomize build's output) may count it without
// writing it out and loading it.
func Ignores(kind, apiVersion string) bool {
	return classify(kind, apiVersion) == classIgnored
}
