package loader

import (
	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
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

// integrationTypes make the typed value of each integration kind that is
// not a training-operator job (those all decode into api.KubeflowJob).
var integrationTypes = map[string]func() any{
	"RayCluster":                func() any { return &api.RayCluster{} },
	"RayJob":                    func() any { return &api.RayJob{} },
	"RayService":                func() any { return &api.RayService{} },
	"SparkApplication":          func() any { return &api.SparkApplication{} },
	"ScheduledSparkApplication": func() any { return &api.ScheduledSparkApplication{} },
}

// decodeIntegration decodes an integration's object and reports whether it
// selects Volcano (api.IntegrationSelectsVolcano decides); only then is it
// kept, with its wrong-typed fields reported as input errors.
func (f *File) decodeIntegration(obj *manifest.Object, kind string) bool {
	var typed any = &api.KubeflowJob{}
	if newTyped, ok := integrationTypes[kind]; ok {
		typed = newTyped()
	}
	obj.Problems = decode.IntoShared(obj.Root, typed, f.lists)
	meta := yamlpos.Value(obj.Root, "metadata")
	obj.Name, obj.Namespace, obj.Typed = scalar(meta, "name"), scalar(meta, "namespace"), typed
	if !api.IntegrationSelectsVolcano(kind, typed) {
		return false
	}
	f.reportTypeProblems(obj)
	return true
}
