package chartutil

import (
	"fmt"
	"strconv"

	k8sversion "k8s.io/apimachinery/pkg/util/version"

	"github.com/vcqlint/vcqlint/internal/helm/version"
)

// Capabilities is .Capabilities: what the cluster serves, as Helm's
// chartutil.Capabilities (the same fields, methods and JSON names, so that
// a template reads and prints it alike).
type Capabilities struct {
	// KubeVersion is the Kubernetes version.
	KubeVersion KubeVersion
	// APIVersions are the API versions the cluster serves.
	APIVersions VersionSet
	// HelmVersion is the Helm build.
	HelmVersion version.BuildInfo
}

// KubeVersion is a Kubernetes version.
type KubeVersion struct {
	Version string // "v1.37.0"
	Major   string // "1"
	Minor   string // "37"
}

// String is what {{ .Capabilities.KubeVersion }} prints.
func (kv *KubeVersion) String() string { return kv.Version }

// GitVersion is Version, under the name older charts use.
func (kv *KubeVersion) GitVersion() string { return kv.Version }

// ParseKubeVersion reads a Kubernetes version as Helm does (--kube-version).
func ParseKubeVersion(v string) (*KubeVersion, error) {
	sv, err := k8sversion.ParseGeneric(v)
	if err != nil {
		return nil, err
	}
	return &KubeVersion{
		Version: "v" + sv.String(),
		Major:   strconv.FormatUint(uint64(sv.Major()), 10),
		Minor:   strconv.FormatUint(uint64(sv.Minor()), 10),
	}, nil
}

// VersionSet is a set of API versions ("apps/v1").
type VersionSet []string

// Has reports whether the set holds exactly apiVersion.
func (v VersionSet) Has(apiVersion string) bool {
	for _, x := range v {
		if x == apiVersion {
			return true
		}
	}
	return false
}

// The Kubernetes version `helm template` assumes without a cluster: Helm's
// release build sets it to its client-go's minor version plus one major
// (Makefile, K8S_MODULES_MAJOR_VER; client-go v0.37.0 in Helm v3.22.0).
const (
	defaultKubeMajor = 1
	defaultKubeMinor = 37
)

// DefaultCapabilities are the capabilities of `helm template` v3.22.0
// without a cluster. The Helm build's commit, tree state and Go version are
// left empty: they would tell the build of vcqlint apart, not the chart.
func DefaultCapabilities() *Capabilities {
	return &Capabilities{
		KubeVersion: KubeVersion{
			Version: fmt.Sprintf("v%d.%d.0", defaultKubeMajor, defaultKubeMinor),
			Major:   strconv.Itoa(defaultKubeMajor),
			Minor:   strconv.Itoa(defaultKubeMinor),
		},
		APIVersions: append(VersionSet(nil), defaultAPIVersions...),
		HelmVersion: version.BuildInfo{Version: "v3.22.0"},
	}
}

// defaultAPIVersions are the API versions Helm assumes served without a
// cluster: every group version client-go's scheme registers, with
// apiextensions, in the scheme's order (chartutil.DefaultVersionSet of
// Helm v3.22.0 with client-go v0.37; the differential test checks the list
// against it).
var defaultAPIVersions = VersionSet{
	"v1",
	"admissionregistration.k8s.io/v1",
	"admissionregistration.k8s.io/v1alpha1",
	"admissionregistration.k8s.io/v1beta1",
	"internal.apiserver.k8s.io/v1alpha1",
	"apps/v1",
	"apps/v1beta1",
	"apps/v1beta2",
	"authentication.k8s.io/v1",
	"authentication.k8s.io/v1alpha1",
	"authentication.k8s.io/v1beta1",
	"authorization.k8s.io/v1",
	"authorization.k8s.io/v1beta1",
	"autoscaling/v1",
	"autoscaling/v2",
	"batch/v1",
	"batch/v1beta1",
	"certificates.k8s.io/v1",
	"certificates.k8s.io/v1beta1",
	"certificates.k8s.io/v1alpha1",
	"coordination.k8s.io/v1alpha2",
	"coordination.k8s.io/v1beta1",
	"coordination.k8s.io/v1",
	"discovery.k8s.io/v1",
	"discovery.k8s.io/v1beta1",
	"events.k8s.io/v1",
	"events.k8s.io/v1beta1",
	"extensions/v1beta1",
	"flowcontrol.apiserver.k8s.io/v1",
	"flowcontrol.apiserver.k8s.io/v1beta1",
	"flowcontrol.apiserver.k8s.io/v1beta2",
	"flowcontrol.apiserver.k8s.io/v1beta3",
	"lifecycle.k8s.io/v1alpha1",
	"networking.k8s.io/v1",
	"networking.k8s.io/v1beta1",
	"node.k8s.io/v1",
	"node.k8s.io/v1alpha1",
	"node.k8s.io/v1beta1",
	"policy/v1",
	"policy/v1beta1",
	"rbac.authorization.k8s.io/v1",
	"rbac.authorization.k8s.io/v1beta1",
	"rbac.authorization.k8s.io/v1alpha1",
	"resource.k8s.io/v1",
	"resource.k8s.io/v1beta2",
	"resource.k8s.io/v1beta1",
	"resource.k8s.io/v1alpha3",
	"scheduling.k8s.io/v1alpha3",
	"scheduling.k8s.io/v1beta1",
	"scheduling.k8s.io/v1",
	"storage.k8s.io/v1beta1",
	"storage.k8s.io/v1",
	"storage.k8s.io/v1alpha1",
	"storagemigration.k8s.io/v1",
	"storagemigration.k8s.io/v1beta1",
	"apiextensions.k8s.io/v1beta1",
	"apiextensions.k8s.io/v1",
}
