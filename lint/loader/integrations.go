package loader

import (
	"github.com/vcqlint/vcqlint/lint/api"
	"github.com/vcqlint/vcqlint/lint/decode"
	"github.com/vcqlint/vcqlint/lint/manifest"
)

// isIntegration reports whether kind/group/version is a custom resource of
// one of Volcano's integrations that vcqlint reads: KubeRay's RayCluster,
// RayJob and RayService (ray.io/v1), the Kubeflow training operator's jobs
// (kubeflow.org/v1) and the Spark operator's (Scheduled)SparkApplication
// (sparkoperator.k8s.io/v1beta2).
func isIntegration(kind, group, version string) bool {
	switch group {
	case api.RayGroup:
		return version == "v1" && (kind == "RayCluster" || kind == "RayJob" || kind == "RayService")
	case api.KubeflowGroup:
		_, ok := api.KubeflowReplicaSpecKeys[kind]
		return ok && version == "v1"
	case api.SparkGroup:
		return version == "v1beta2" && (kind == "SparkApplication" || kind == "ScheduledSparkApplication")
	}
	return false
}

// decodeIntegration decodes an integration's object and reports whether it
// selects Volcano (api.IntegrationSelectsVolcano decides); only then is it
// kept, with its wrong-typed fields reported as input errors.
func (f *File) decodeIntegration(obj *manifest.Object, kind string) bool {
	var typed any
	var meta *api.ObjectMeta
	switch kind {
	case "RayCluster":
		t := &api.RayCluster{}
		typed, meta = t, &t.Metadata
	case "RayJob":
		t := &api.RayJob{}
		typed, meta = t, &t.Metadata
	case "RayService":
		t := &api.RayService{}
		typed, meta = t, &t.Metadata
	case "SparkApplication":
		t := &api.SparkApplication{}
		typed, meta = t, &t.Metadata
	case "ScheduledSparkApplication":
		t := &api.ScheduledSparkApplication{}
		typed, meta = t, &t.Metadata
	default:
		t := &api.KubeflowJob{}
		typed, meta = t, &t.Metadata
	}
	obj.Problems = decode.IntoShared(obj.Root, typed, f.lists)
	obj.Name, obj.Namespace, obj.Typed = meta.Name, meta.Namespace, typed
	if !api.IntegrationSelectsVolcano(kind, typed) {
		return false
	}
	f.reportTypeProblems(obj)
	return true
}
