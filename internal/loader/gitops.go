package loader

// GitOps kinds: the manifests that tell a GitOps controller to install a
// Helm chart with values (internal/gitops reads them), and the Flux sources
// they name.
const (
	// FluxHelmGroup is Flux's helm-controller API group (HelmRelease).
	FluxHelmGroup = "helm.toolkit.fluxcd.io"
	// FluxSourceGroup is Flux's source-controller API group
	// (HelmRepository, GitRepository, OCIRepository).
	FluxSourceGroup = "source.toolkit.fluxcd.io"
	// ArgoGroup is Argo CD's API group (Application, ApplicationSet).
	ArgoGroup = "argoproj.io"
	// K3sHelmGroup is the k3s/RKE2 helm-controller's API group (HelmChart,
	// HelmChartConfig).
	K3sHelmGroup = "helm.cattle.io"
)

// IsGitOps reports whether apiVersion/kind is a GitOps manifest vcqlint
// reads: a Flux HelmRelease (helm.toolkit.fluxcd.io v2, v2beta2, v2beta1),
// a Flux HelmRepository, GitRepository or OCIRepository (the chart's
// source), an Argo CD Application or ApplicationSet (argoproj.io/v1alpha1),
// or a k3s/RKE2 HelmChart or HelmChartConfig (helm.cattle.io/v1).
func IsGitOps(apiVersion, kind string) bool {
	group, version := splitAPIVersion(apiVersion)
	switch group {
	case FluxHelmGroup:
		return kind == "HelmRelease" && (version == "v2" || version == "v2beta2" || version == "v2beta1")
	case FluxSourceGroup:
		return (kind == "HelmRepository" || kind == "GitRepository" || kind == "OCIRepository") &&
			(version == "v1" || version == "v1beta2" || version == "v1beta1")
	case ArgoGroup:
		return version == "v1alpha1" && (kind == "Application" || kind == "ApplicationSet")
	case K3sHelmGroup:
		return version == "v1" && (kind == "HelmChart" || kind == "HelmChartConfig")
	}
	return false
}
