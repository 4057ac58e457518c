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
	"github.com/vcqlint/vcqlint/internal/sandbox"
)

// All are the jobs a worker serves.
func All() sandbox.Jobs {
	return sandbox.Jobs{
		helm.JobName:      helm.Job,
		kustomize.JobName: kustomize.Job,
	}
}
