package api

import "github.com/vcqlint/vcqlint/internal/resources"

// The workloads of Volcano's integrations: operators that create a PodGroup
// for their own custom resources. Only the fields that decide whether the
// object is Volcano's, its queue and the PodGroup's size are mirrored;
// json names follow the upstream CRDs (KubeRay v1.7.0 ray-operator/apis/ray/v1,
// training-operator v1.9.0 pkg/apis/kubeflow.org/v1, spark-operator v2.5.2
// api/v1beta2). docs/inputs.md cites the code each rule mirrors.

// API groups of the integrations.
const (
	RayGroup      = "ray.io"
	KubeflowGroup = "kubeflow.org"
	SparkGroup    = "sparkoperator.k8s.io"
)

// KubeRay labels. RayQueueLabel is read from the RayCluster's or RayJob's
// own labels (volcano_scheduler.go createPodGroup); RaySchedulerLabel
// selected the batch scheduler per RayCluster up to KubeRay 1.2 (from 1.3 an
// operator flag, --batch-scheduler=volcano, selects it for every object).
const (
	RayQueueLabel     = "volcano.sh/queue-name"
	RaySchedulerLabel = "ray.io/scheduler-name"
)

// RayCluster is ray.io/v1 RayCluster.
type RayCluster struct {
	Metadata ObjectMeta     `json:"metadata"`
	Spec     RayClusterSpec `json:"spec"`
}

// OpenFields marks the type open: apiVersion, kind and status are not read.
func (RayCluster) OpenFields() {}

// RayClusterSpec is the part of rayv1.RayClusterSpec that sizes the PodGroup.
type RayClusterSpec struct {
	EnableInTreeAutoscaling *bool            `json:"enableInTreeAutoscaling"`
	HeadGroupSpec           RayHeadGroupSpec `json:"headGroupSpec"`
	WorkerGroupSpecs        []RayWorkerGroup `json:"workerGroupSpecs"`
}

// OpenFields marks the type open: rayVersion, autoscalerOptions and the rest are not read.
func (RayClusterSpec) OpenFields() {}

// RayHeadGroupSpec is the part of rayv1.HeadGroupSpec vcqlint reads.
type RayHeadGroupSpec struct {
	Template PodTemplateSpec `json:"template"`
}

// OpenFields marks the type open: rayStartParams, serviceType and the rest are not read.
func (RayHeadGroupSpec) OpenFields() {}

// RayWorkerGroup is the part of rayv1.WorkerGroupSpec vcqlint reads.
// Replicas and MinReplicas default to 0, MaxReplicas to MaxInt32 and
// NumOfHosts to 1 (kubebuilder defaults in raycluster_types.go).
type RayWorkerGroup struct {
	GroupName   string          `json:"groupName"`
	Replicas    *int32          `json:"replicas"`
	MinReplicas *int32          `json:"minReplicas"`
	MaxReplicas *int32          `json:"maxReplicas"`
	NumOfHosts  *int32          `json:"numOfHosts"`
	Suspend     *bool           `json:"suspend"`
	Template    PodTemplateSpec `json:"template"`
}

// OpenFields marks the type open: rayStartParams, scaleStrategy and the rest are not read.
func (RayWorkerGroup) OpenFields() {}

// RayJob is ray.io/v1 RayJob.
type RayJob struct {
	Metadata ObjectMeta `json:"metadata"`
	Spec     RayJobSpec `json:"spec"`
}

// OpenFields marks the type open: apiVersion, kind and status are not read.
func (RayJob) OpenFields() {}

// RayJobSpec is the part of rayv1.RayJobSpec vcqlint reads.
type RayJobSpec struct {
	RayClusterSpec       *RayClusterSpec   `json:"rayClusterSpec"`
	ClusterSelector      map[string]string `json:"clusterSelector"`
	SubmissionMode       string            `json:"submissionMode"`
	SubmitterPodTemplate *PodTemplateSpec  `json:"submitterPodTemplate"`
}

// OpenFields marks the type open: entrypoint, runtimeEnvYAML and the rest are not read.
func (RayJobSpec) OpenFields() {}

// RayService is ray.io/v1 RayService.
type RayService struct {
	Metadata ObjectMeta     `json:"metadata"`
	Spec     RayServiceSpec `json:"spec"`
}

// OpenFields marks the type open: apiVersion, kind and status are not read.
func (RayService) OpenFields() {}

// RayServiceSpec is the part of rayv1.RayServiceSpec vcqlint reads.
type RayServiceSpec struct {
	RayClusterConfig RayClusterSpec `json:"rayClusterConfig"`
}

// OpenFields marks the type open: serveConfigV2, upgradeStrategy and the rest are not read.
func (RayServiceSpec) OpenFields() {}

// KubeflowReplicaSpecKeys maps each training-operator kind to the spec key
// of its replica specs.
var KubeflowReplicaSpecKeys = map[string]string{
	"PyTorchJob": "pytorchReplicaSpecs",
	"TFJob":      "tfReplicaSpecs",
	"MPIJob":     "mpiReplicaSpecs",
	"XGBoostJob": "xgbReplicaSpecs",
	"PaddleJob":  "paddleReplicaSpecs",
	"JAXJob":     "jaxReplicaSpecs",
}

// KubeflowJob is any kubeflow.org/v1 training job: the replica specs are
// read from the kind's key (KubeflowReplicaSpecKeys) by the loader.
type KubeflowJob struct {
	Metadata ObjectMeta      `json:"metadata"`
	Spec     KubeflowJobSpec `json:"spec"`
}

// OpenFields marks the type open: apiVersion, kind and status are not read.
func (KubeflowJob) OpenFields() {}

// KubeflowJobSpec holds the run policy and, under the kind's own key, the
// replica specs (one field per kind; a job sets one of them).
type KubeflowJobSpec struct {
	RunPolicy KubeflowRunPolicy              `json:"runPolicy"`
	PyTorch   map[string]KubeflowReplicaSpec `json:"pytorchReplicaSpecs"`
	TF        map[string]KubeflowReplicaSpec `json:"tfReplicaSpecs"`
	MPI       map[string]KubeflowReplicaSpec `json:"mpiReplicaSpecs"`
	XGBoost   map[string]KubeflowReplicaSpec `json:"xgbReplicaSpecs"`
	Paddle    map[string]KubeflowReplicaSpec `json:"paddleReplicaSpecs"`
	JAX       map[string]KubeflowReplicaSpec `json:"jaxReplicaSpecs"`
}

// OpenFields marks the type open: elasticPolicy, nprocPerNode and the rest are not read.
func (KubeflowJobSpec) OpenFields() {}

// ReplicaSpecs returns the replica specs of kind (nil for an unknown kind).
func (s *KubeflowJobSpec) ReplicaSpecs(kind string) map[string]KubeflowReplicaSpec {
	switch kind {
	case "PyTorchJob":
		return s.PyTorch
	case "TFJob":
		return s.TF
	case "MPIJob":
		return s.MPI
	case "XGBoostJob":
		return s.XGBoost
	case "PaddleJob":
		return s.Paddle
	case "JAXJob":
		return s.JAX
	}
	return nil
}

// KubeflowRunPolicy is the part of kubeflowv1.RunPolicy vcqlint reads.
type KubeflowRunPolicy struct {
	SchedulingPolicy *KubeflowSchedulingPolicy `json:"schedulingPolicy"`
}

// OpenFields marks the type open: cleanPodPolicy, backoffLimit and the rest are not read.
func (KubeflowRunPolicy) OpenFields() {}

// KubeflowSchedulingPolicy mirrors kubeflowv1.SchedulingPolicy.
type KubeflowSchedulingPolicy struct {
	MinAvailable           *int32         `json:"minAvailable"`
	Queue                  string         `json:"queue"`
	MinResources           resources.List `json:"minResources"`
	PriorityClass          string         `json:"priorityClass"`
	ScheduleTimeoutSeconds *int32         `json:"scheduleTimeoutSeconds"`
}

// KubeflowReplicaSpec is the part of kubeflowv1.ReplicaSpec vcqlint reads;
// Replicas defaults to 1 (defaulting_utils.go setDefaultReplicas).
type KubeflowReplicaSpec struct {
	Replicas *int32          `json:"replicas"`
	Template PodTemplateSpec `json:"template"`
}

// OpenFields marks the type open: restartPolicy is not read.
func (KubeflowReplicaSpec) OpenFields() {}

// SparkApplication is sparkoperator.k8s.io/v1beta2 SparkApplication.
type SparkApplication struct {
	Metadata ObjectMeta `json:"metadata"`
	Spec     SparkSpec  `json:"spec"`
}

// OpenFields marks the type open: apiVersion, kind and status are not read.
func (SparkApplication) OpenFields() {}

// ScheduledSparkApplication is sparkoperator.k8s.io/v1beta2
// ScheduledSparkApplication: a SparkApplication spec run on a schedule.
type ScheduledSparkApplication struct {
	Metadata ObjectMeta         `json:"metadata"`
	Spec     ScheduledSparkSpec `json:"spec"`
}

// OpenFields marks the type open: apiVersion, kind and status are not read.
func (ScheduledSparkApplication) OpenFields() {}

// ScheduledSparkSpec is the part of ScheduledSparkApplicationSpec vcqlint reads.
type ScheduledSparkSpec struct {
	Template SparkSpec `json:"template"`
}

// OpenFields marks the type open: schedule, concurrencyPolicy and the rest are not read.
func (ScheduledSparkSpec) OpenFields() {}

// SparkSpec is the part of v1beta2.SparkApplicationSpec vcqlint reads.
// Quantities are strings, as in the CRD: the operator parses them itself
// (pkg/util/sparkapplication.go GetDriverRequestResource).
type SparkSpec struct {
	Mode                  string               `json:"mode"`
	BatchScheduler        *string              `json:"batchScheduler"`
	BatchSchedulerOptions *SparkBatchScheduler `json:"batchSchedulerOptions"`
	Driver                SparkPod             `json:"driver"`
	Executor              SparkPod             `json:"executor"`
	DynamicAllocation     *SparkDynamic        `json:"dynamicAllocation"`
}

// OpenFields marks the type open: type, image, sparkConf and the rest are not read.
func (SparkSpec) OpenFields() {}

// SparkBatchScheduler mirrors v1beta2.BatchSchedulerConfiguration.
type SparkBatchScheduler struct {
	Queue             *string        `json:"queue"`
	PriorityClassName *string        `json:"priorityClassName"`
	Resources         resources.List `json:"resources"`
}

// SparkPod is the part of the driver and executor specs vcqlint reads
// (Instances and CoreRequest are the executor's).
type SparkPod struct {
	Cores          *int32  `json:"cores"`
	CoreRequest    *string `json:"coreRequest"`
	CoreLimit      *string `json:"coreLimit"`
	Memory         *string `json:"memory"`
	MemoryOverhead *string `json:"memoryOverhead"`
	Instances      *int32  `json:"instances"`
}

// OpenFields marks the type open: serviceAccount, securityContext and the rest are not read.
func (SparkPod) OpenFields() {}

// SparkDynamic is the part of v1beta2.DynamicAllocation vcqlint reads.
type SparkDynamic struct {
	Enabled          bool   `json:"enabled"`
	InitialExecutors *int32 `json:"initialExecutors"`
	MinExecutors     *int32 `json:"minExecutors"`
}

// OpenFields marks the type open: maxExecutors and shuffleTrackingEnabled are not read.
func (SparkDynamic) OpenFields() {}

// RayOriginLabel marks a RayCluster that a RayJob or RayService created;
// KubeRay makes no PodGroup for a RayJob's cluster (the RayJob has one).
const RayOriginLabel = "ray.io/originated-from-crd"

// RaySelectsVolcano reports whether KubeRay gives a RayCluster, RayJob or
// RayService (meta, and spec its cluster spec) a Volcano PodGroup, as far
// as the manifest shows: KubeRay reads the queue from the object's own
// label volcano.sh/queue-name (v1.7.0 batchscheduler/volcano/
// volcano_scheduler.go createPodGroup); the batch scheduler is chosen by
// the operator's --batch-scheduler flag since 1.3 and by the label
// ray.io/scheduler-name up to 1.2 (schedulermanager.go), so an object is
// Volcano's when it carries either label and names no other scheduler. A
// RayJob without rayClusterSpec (on an existing cluster) gets no PodGroup.
func RaySelectsVolcano(meta ObjectMeta, spec *RayClusterSpec) bool {
	_, hasQueue := meta.Labels[RayQueueLabel]
	scheduler, hasScheduler := meta.Labels[RaySchedulerLabel]
	switch {
	case hasScheduler && scheduler != "volcano", !hasScheduler && !hasQueue:
		return false
	case meta.Labels[RayOriginLabel] == "RayJob", spec == nil:
		return false
	}
	return true
}

// VolcanoPath says where a training-operator job selects Volcano, or nil.
// The operator's --gang-scheduler-name=volcano flag is not in the
// manifest: a job is taken as Volcano's when a replica's pod template sets
// schedulerName: volcano (the first such replica type, by name), or its
// schedulingPolicy names a queue (only Volcano's PodGroup has one) and no
// template names another scheduler.
func (j *KubeflowJob) VolcanoPath(kind string) []string {
	specs := j.Spec.ReplicaSpecs(kind)
	other := false
	var first string
	for name, s := range specs {
		switch sn := s.Template.Spec.SchedulerName; {
		case sn == "volcano" && (first == "" || name < first):
			first = name
		case sn != "" && sn != "volcano":
			other = true
		}
	}
	if first != "" {
		return []string{"spec", KubeflowReplicaSpecKeys[kind], first, "template", "spec", "schedulerName"}
	}
	if p := j.Spec.RunPolicy.SchedulingPolicy; p != nil && p.Queue != "" && !other {
		return []string{"spec", "runPolicy", "schedulingPolicy", "queue"}
	}
	return nil
}

// SelectsVolcano reports whether a Spark application's batch scheduler is
// Volcano. The operator's --default-batch-scheduler is not in the
// manifest: an application without batchScheduler: volcano is not taken.
func (s *SparkSpec) SelectsVolcano() bool {
	return s.BatchScheduler != nil && *s.BatchScheduler == "volcano"
}

// IntegrationSelectsVolcano reports whether a decoded integration object
// (a pointer to one of this file's kinds; kind names a KubeflowJob's kind)
// is one Volcano schedules.
func IntegrationSelectsVolcano(kind string, typed any) bool {
	switch t := typed.(type) {
	case *RayCluster:
		return RaySelectsVolcano(t.Metadata, &t.Spec)
	case *RayJob:
		return RaySelectsVolcano(t.Metadata, t.Spec.RayClusterSpec)
	case *RayService:
		return RaySelectsVolcano(t.Metadata, &t.Spec.RayClusterConfig)
	case *KubeflowJob:
		return t.VolcanoPath(kind) != nil
	case *SparkApplication:
		return t.Spec.SelectsVolcano()
	case *ScheduledSparkApplication:
		return t.Spec.Template.SelectsVolcano()
	}
	return false
}
