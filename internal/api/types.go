// Package api defines the slices of the Volcano and Kubernetes APIs that
// vcqlint reads. volcano.sh/apis cannot be a dependency here, so these types
// are our own, field-compatible with the upstream CRDs (json names match
// scheduling.volcano.sh/v1beta1 and batch.volcano.sh/v1alpha1 at v1.15), and
// every quantity is a resource.Quantity.
package api

import (
	"github.com/vcqlint/vcqlint/internal/resources"
)

// API groups and versions vcqlint recognises.
const (
	SchedulingGroup = "scheduling.volcano.sh"
	BatchGroup      = "batch.volcano.sh"
	// IncubatorSchedulingGroup is kube-batch's API group, which Volcano
	// replaced with SchedulingGroup: no Volcano release vcqlint knows
	// installs a CRD for it (VCQ612).
	IncubatorSchedulingGroup = "scheduling.incubator.k8s.io"
)

// UnservedObject is a document of an API group no Volcano release serves
// (IncubatorSchedulingGroup): only its name is read, to report it.
type UnservedObject struct {
	Metadata ObjectMeta `json:"metadata"`
}

// OpenFields marks the type open: nothing but the name is read.
func (UnservedObject) OpenFields() {}

// AdmissionRegistrationGroup is the API group of ValidatingAdmissionPolicy.
const AdmissionRegistrationGroup = "admissionregistration.k8s.io"

// QueueAdmissionPolicy is the name of the Volcano chart's
// ValidatingAdmissionPolicy for queues (policy/queues-validating.yaml,
// installed with custom.vap_enable from v1.14.0).
const QueueAdmissionPolicy = "queue-validation-policy"

// AdmissionPolicy is a ValidatingAdmissionPolicy of the Volcano chart in
// the input (a rendered chart with custom.vap_enable): its presence says
// the policies are installed. Only the name is read; the policy is the
// chart's, whose checks vcqlint knows per release.
type AdmissionPolicy struct {
	Metadata ObjectMeta `json:"metadata"`
}

// OpenFields marks the type open: nothing but the name is read.
func (AdmissionPolicy) OpenFields() {}

// ObjectMeta is the part of Kubernetes metadata that vcqlint reads.
type ObjectMeta struct {
	Name string `json:"name"`
	// GenerateName is the prefix the API server completes into the name of
	// an object created without one (kubectl create), before validating
	// admission runs.
	GenerateName string            `json:"generateName"`
	Namespace    string            `json:"namespace"`
	Labels       map[string]string `json:"labels"`
	Annotations  map[string]string `json:"annotations"`
}

// OpenFields marks metadata as open: uid, managedFields and the rest are fine.
func (ObjectMeta) OpenFields() {}

// Queue is scheduling.volcano.sh/v1beta1 Queue. Unknown fields anywhere in
// it are reported (VCQ306): the API server prunes them silently.
type Queue struct {
	APIVersion string      `json:"apiVersion"`
	Kind       string      `json:"kind"`
	Metadata   ObjectMeta  `json:"metadata"`
	Spec       QueueSpec   `json:"spec"`
	Status     QueueStatus `json:"status"`
}

// QueueSpec mirrors v1beta1.QueueSpec.
type QueueSpec struct {
	Weight          *int32         `json:"weight"`
	Capability      resources.List `json:"capability"`
	Reclaimable     *bool          `json:"reclaimable"`
	ExtendClusters  []Cluster      `json:"extendClusters"`
	Guarantee       Guarantee      `json:"guarantee"`
	Affinity        *Affinity      `json:"affinity"`
	Type            string         `json:"type"`
	Parent          *string        `json:"parent"`
	Deserved        resources.List `json:"deserved"`
	Priority        *int32         `json:"priority"`
	DequeueStrategy string         `json:"dequeueStrategy"`
}

// ParentName is spec.parent, "" when it is absent or empty; Parent tells
// the two apart (the 1.14+ CRD refuses an explicit "").
func (s QueueSpec) ParentName() string {
	if s.Parent == nil {
		return ""
	}
	return *s.Parent
}

// Cluster mirrors v1beta1.Cluster (spec.extendClusters[]).
type Cluster struct {
	Name     string         `json:"name"`
	Weight   int32          `json:"weight"`
	Capacity resources.List `json:"capacity"`
}

// Guarantee mirrors v1beta1.Guarantee.
type Guarantee struct {
	Resource resources.List `json:"resource"`
}

// Affinity mirrors v1beta1.Affinity.
type Affinity struct {
	NodeGroupAffinity     *NodeGroupAffinity `json:"nodeGroupAffinity"`
	NodeGroupAntiAffinity *NodeGroupAffinity `json:"nodeGroupAntiAffinity"`
}

// NodeGroupAffinity mirrors v1beta1.NodeGroup(Anti)Affinity.
type NodeGroupAffinity struct {
	RequiredDuringSchedulingIgnoredDuringExecution  []string `json:"requiredDuringSchedulingIgnoredDuringExecution"`
	PreferredDuringSchedulingIgnoredDuringExecution []string `json:"preferredDuringSchedulingIgnoredDuringExecution"`
}

// QueueStatus is the part of v1beta1.QueueStatus vcqlint reads; the rest of
// a status written by the controller is not the user's to lint.
type QueueStatus struct {
	State string `json:"state"`
}

// OpenFields marks the type open: status is written by controllers; only state matters here.
func (QueueStatus) OpenFields() {}

// PodGroup is scheduling.volcano.sh/v1beta1 PodGroup.
type PodGroup struct {
	APIVersion string       `json:"apiVersion"`
	Kind       string       `json:"kind"`
	Metadata   ObjectMeta   `json:"metadata"`
	Spec       PodGroupSpec `json:"spec"`
}

// OpenFields marks the type open: status is not linted.
func (PodGroup) OpenFields() {}

// PodGroupSpec mirrors v1beta1.PodGroupSpec.
type PodGroupSpec struct {
	MinMember         int32            `json:"minMember"`
	MinTaskMember     map[string]int32 `json:"minTaskMember"`
	Queue             string           `json:"queue"`
	PriorityClassName string           `json:"priorityClassName"`
	MinResources      resources.List   `json:"minResources"`
}

// OpenFields marks the type open: networkTopology and subGroupPolicy are not read.
func (PodGroupSpec) OpenFields() {}

// Job is batch.volcano.sh/v1alpha1 Job.
type Job struct {
	APIVersion string     `json:"apiVersion"`
	Kind       string     `json:"kind"`
	Metadata   ObjectMeta `json:"metadata"`
	Spec       JobSpec    `json:"spec"`
}

// OpenFields marks the type open: status is not linted.
func (Job) OpenFields() {}

// JobSpec mirrors the fields of v1alpha1.JobSpec that vcqlint reads.
type JobSpec struct {
	SchedulerName           string    `json:"schedulerName"`
	MinAvailable            *int32    `json:"minAvailable"`
	MinSuccess              *int32    `json:"minSuccess"`
	MaxRetry                *int32    `json:"maxRetry"`
	TTLSecondsAfterFinished *int32    `json:"ttlSecondsAfterFinished"`
	Queue                   string    `json:"queue"`
	PriorityClassName       string    `json:"priorityClassName"`
	Tasks                   []JobTask `json:"tasks"`
	// Policies are read by VCQ607 (the job webhook's validatePolicies).
	Policies []LifecyclePolicy `json:"policies"`
	// Plugins are the job plugins and their arguments, read by VCQ610.
	Plugins map[string][]string `json:"plugins"`
}

// OpenFields marks the type open: volumes and the rest are not read.
func (JobSpec) OpenFields() {}

// LifecyclePolicy mirrors v1alpha1.LifecyclePolicy: what to do on an event
// (or events) or on a container exit code.
type LifecyclePolicy struct {
	Action   string   `json:"action"`
	Event    string   `json:"event"`
	Events   []string `json:"events"`
	ExitCode *int32   `json:"exitCode"`
}

// OpenFields marks the type open: timeout is not read.
func (LifecyclePolicy) OpenFields() {}

// JobTask mirrors v1alpha1.TaskSpec.
type JobTask struct {
	Name         string          `json:"name"`
	Replicas     *int32          `json:"replicas"`
	MinAvailable *int32          `json:"minAvailable"`
	MaxRetry     *int32          `json:"maxRetry"`
	Template     PodTemplateSpec `json:"template"`
	// Policies are read by VCQ607 (the job webhook's validatePolicies).
	Policies []LifecyclePolicy `json:"policies"`
	// DependsOn is read by VCQ611 (the job webhook's topoSort).
	DependsOn *DependsOn `json:"dependsOn"`
}

// OpenFields marks the type open: topologyPolicy and the rest are not read.
func (JobTask) OpenFields() {}

// DependsOn mirrors v1alpha1.DependsOn: the tasks a task waits for.
type DependsOn struct {
	Name      []string `json:"name"`
	Iteration string   `json:"iteration"`
}

// PodTemplateSpec is the part of a pod template vcqlint reads.
type PodTemplateSpec struct {
	Metadata ObjectMeta `json:"metadata"`
	Spec     PodSpec    `json:"spec"`
}

// OpenFields marks the type open: only metadata and spec are read.
func (PodTemplateSpec) OpenFields() {}

// PodSpec is the part of a pod spec vcqlint reads.
type PodSpec struct {
	SchedulerName  string      `json:"schedulerName"`
	Containers     []Container `json:"containers"`
	InitContainers []Container `json:"initContainers"`
}

// OpenFields marks the type open: a pod spec has many fields vcqlint does not read.
func (PodSpec) OpenFields() {}

// Container is the part of a container vcqlint reads.
type Container struct {
	Name      string               `json:"name"`
	Resources ResourceRequirements `json:"resources"`
}

// OpenFields marks the type open: image, command and the rest are not read.
func (Container) OpenFields() {}

// ResourceRequirements mirrors core/v1 ResourceRequirements.
type ResourceRequirements struct {
	Requests resources.List `json:"requests"`
	Limits   resources.List `json:"limits"`
}

// OpenFields marks the type open: claims are not read.
func (ResourceRequirements) OpenFields() {}

// Node is the part of a core/v1 Node vcqlint reads.
type Node struct {
	APIVersion string     `json:"apiVersion"`
	Kind       string     `json:"kind"`
	Metadata   ObjectMeta `json:"metadata"`
	Status     NodeStatus `json:"status"`
}

// OpenFields marks the type open: spec and the rest are not read.
func (Node) OpenFields() {}

// NodeStatus is the part of a node status vcqlint reads.
type NodeStatus struct {
	Capacity    resources.List `json:"capacity"`
	Allocatable resources.List `json:"allocatable"`
}

// OpenFields marks the type open: conditions, images and the rest are not read.
func (NodeStatus) OpenFields() {}

// ConfigMap is core/v1 ConfigMap; data values are kept as strings (the
// loader re-parses the scheduler configuration from the node itself).
type ConfigMap struct {
	APIVersion string            `json:"apiVersion"`
	Kind       string            `json:"kind"`
	Metadata   ObjectMeta        `json:"metadata"`
	Data       map[string]string `json:"data"`
}

// OpenFields marks the type open: binaryData and immutable are not read.
func (ConfigMap) OpenFields() {}

// QueueNameAnnotation names the Volcano queue of a pod or pod controller.
const QueueNameAnnotation = "scheduling.volcano.sh/queue-name"

// Pod is the part of a core/v1 Pod vcqlint reads.
type Pod struct {
	APIVersion string     `json:"apiVersion"`
	Kind       string     `json:"kind"`
	Metadata   ObjectMeta `json:"metadata"`
	Spec       PodSpec    `json:"spec"`
}

// OpenFields marks the type open: status is not read.
func (Pod) OpenFields() {}

// PodController is the part of a Deployment, StatefulSet, ReplicaSet or
// batch/v1 Job vcqlint reads: the pod template and replicas.
type PodController struct {
	APIVersion string         `json:"apiVersion"`
	Kind       string         `json:"kind"`
	Metadata   ObjectMeta     `json:"metadata"`
	Spec       ControllerSpec `json:"spec"`
}

// OpenFields marks the type open: status is not read.
func (PodController) OpenFields() {}

// ControllerSpec is the shared shape of controller specs.
type ControllerSpec struct {
	Replicas *int32          `json:"replicas"`
	Template PodTemplateSpec `json:"template"`
}

// OpenFields marks the type open: selectors, strategies and the rest are not read.
func (ControllerSpec) OpenFields() {}
