// Package jobs lists the computations vcqlint runs in sandbox workers
// (internal/sandbox): the code a pull request controls. main serves them in
// a worker process, and a run sends its untrusted work to them by name.
// Each package that owns such work (Helm rendering, Kustomize builds, user
// policies) exports its handler; this package only puts them together, so
// that the worker and the run agree on the names.
package jobs

import (
	"github.com/vcqlint/vcqlint/internal/helm"
	"github.com/vcqlint/vcqlint/internal/kustomize"
	"github.com/vcqlint/vcqlint/internal/policyinput"
	"github.com/vcqlint/vcqlint/internal/regoeval"
	"github.com/vcqlint/vcqlint/internal/sandbox"
	"github.com/vcqlint/vcqlint/policies"
)

// All are the jobs a worker serves.
func All() sandbox.Jobs {
	jobs := sandbox.Jobs{
		helm.JobName:      helm.Job,
		kustomize.JobName: kustomize.NewJob(),
	}
	// User policies: compiled with the built-in libraries they may import.
	for name, h := range regoeval.UserJobs(policies.Modules) {
		jobs[name] = h
	}
	jobs[regoeval.JobTest] = regoeval.TestJob(policies.Modules, policyinput.SchemaSet)
	return jobs
}
