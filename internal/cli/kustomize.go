package cli

import (
	"time"

	"github.com/spf13/pflag"
	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/kustomize"
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

// limits are the budgets the flags give; the build's caps derive from the
// memory budget (kustomize.CapsFor). A command without the flags (tree,
// simulate) builds with the defaults.
func (k kustomizeFlags) limits() (kustomize.Limits, error) {
	if k.timeout == 0 && k.memory == "" {
		return kustomize.Limits{}, nil
	}
	budget, err := budgetFlags("kustomize", k.timeout, k.memory)
	return kustomize.Limits{Sandbox: budget}, err
}
