package cli

import (
	"time"

	"github.com/spf13/pflag"
	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/kustomize"
	"github.com/vcqlint/vcqlint/internal/sandbox"
)

// kustomizeFlags are the budgets of each Kustomize build. They are flags
// only, never configuration-file keys: the configuration file is part of
// the pull request being linted, which must not raise its own budgets.
type kustomizeFlags struct {
	timeout time.Duration
	memory  string
}

func (k *kustomizeFlags) register(fs *pflag.FlagSet) {
	fs.DurationVar(&k.timeout, "kustomize-timeout", kustomize.DefaultTime, "time limit for building each Kustomize overlay")
	fs.StringVar(&k.memory, "kustomize-memory", resource.NewQuantity(kustomize.DefaultMemory, resource.BinarySI).String(),
		"memory limit for building each Kustomize overlay (`QTY`, e.g. 1Gi)")
}

// limits are the budgets the flags give.
func (k kustomizeFlags) limits() (kustomize.Limits, error) {
	var lim kustomize.Limits
	if k.timeout < 0 {
		return lim, usagef("--kustomize-timeout: %s is negative", k.timeout)
	}
	lim.Sandbox = sandbox.Limits{Time: k.timeout}
	if k.memory != "" {
		q, err := resource.ParseQuantity(k.memory)
		if err != nil {
			return lim, usagef("--kustomize-memory: %v", err)
		}
		if q.Sign() < 0 || q.Value() < 32<<20 {
			return lim, usagef("--kustomize-memory: %s is below the 32Mi a build needs to start", k.memory)
		}
		lim.Sandbox.Memory = q.Value()
	}
	// The caps derive from the memory budget (kustomize.CapsFor).
	return lim, nil
}
