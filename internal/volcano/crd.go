package volcano

// CRDSchema is what the API server enforces, from the structural schema of
// a release's CustomResourceDefinitions (config/crd/volcano/bases/ and the
// chart's crd/bases/ at each tag, the same files), on the fields vcqlint
// reads, before any admission webhook sees the object. Weight bounds are
// WeightMax (VCQ305); status is dropped on create (VCQ306); the event enum
// is VCQ607's and tasks' minItems VCQ608's.
type CRDSchema struct {
	// ReferencesAreDNSSubdomains: a Queue's spec.parent, a Job's and a
	// PodGroup's spec.queue and a Job's spec.priorityClassName must match
	// the DNS-1123 subdomain pattern, at most 253 characters, when set
	// (kubebuilder markers of #4813, v1.14.0:
	// scheduling.volcano.sh_queues.yaml:147-151, batch.volcano.sh_jobs.yaml:
	// 125-135, scheduling.volcano.sh_podgroups.yaml:129-133@v1.15.1). An
	// empty string set explicitly fails the pattern: `parent: ""` is refused.
	ReferencesAreDNSSubdomains bool
	// TaskNamesAreDNSLabels: spec.tasks[].name must be a DNS-1123 label, at
	// most 63 characters (batch.volcano.sh_jobs.yaml:159-162@v1.15.1).
	TaskNamesAreDNSLabels bool
	// CountsNonNegative: minimum 0 on a Queue's spec.priority, a Job's
	// spec.minAvailable, spec.maxRetry and spec.ttlSecondsAfterFinished,
	// its tasks' replicas, minAvailable and maxRetry, and a PodGroup's
	// spec.minMember (scheduling.volcano.sh_queues.yaml:152-156,
	// batch.volcano.sh_jobs.yaml:49-57,151-158,239-242,4078-4081,
	// scheduling.volcano.sh_podgroups.yaml:64-67@v1.15.1).
	CountsNonNegative bool
	// DequeueStrategies is the enum of a Queue's spec.dequeueStrategy
	// (scheduling.volcano.sh_queues.yaml:93-98@v1.15.1); nil: any string.
	DequeueStrategies []string
	// SchedulerNameMax is the maxLength of a Job's spec.schedulerName
	// (batch.volcano.sh_jobs.yaml:136-138@v1.15.1); 0: no bound.
	SchedulerNameMax int
	// MinSuccessMin is the minimum of a Job's spec.minSuccess, in every
	// release's CRD (batch.volcano.sh_jobs.yaml:58-61@v1.15.1, :57-60@v1.8.2).
	MinSuccessMin int
}

// crdSchema returns the CRD facts of release v. The markers arrive together
// in v1.14.0 (#4813); before it the CRDs bound only the weight (1.12+) and
// minSuccess.
func crdSchema(v Version) CRDSchema {
	s := CRDSchema{MinSuccessMin: 1}
	if v.AtLeast(1, 14, 0) {
		s.ReferencesAreDNSSubdomains = true
		s.TaskNamesAreDNSLabels = true
		s.CountsNonNegative = true
		s.DequeueStrategies = []string{"fifo", "traverse"}
		s.SchedulerNameMax = 63
	}
	return s
}
