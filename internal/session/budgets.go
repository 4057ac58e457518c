package session

import (
	"fmt"
	"time"

	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/helm"
	"github.com/vcqlint/vcqlint/internal/kustomize"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/regoeval"
	"github.com/vcqlint/vcqlint/internal/sandbox"
)

// Budgets bound each computation the input controls: a Helm chart's
// rendering (--helm-timeout, --helm-memory) and a Kustomize overlay's build
// (--kustomize-timeout, --kustomize-memory), in the worker processes of
// Isolate (docs/security.md). They are settings of the caller only, never
// configuration-file keys: the configuration file is part of the pull
// request being linted, which must not raise its own budgets.
type Budgets struct {
	Helm, Kustomize Budget
	// PolicyMemory bounds the heap of a user policy's worker
	// (--policy-memory), a quantity of at least minPolicyMemory; ""
	// means regoeval.DefaultMemory. Its time is Settings.PolicyTimeout.
	PolicyMemory string
}

// Budget is a time and a memory limit, Memory a quantity such as "2Gi". The
// zero Budget means the default (DefaultBudgets); a Budget with either
// field set must have both: a positive time and at least minBudgetMemory.
type Budget struct {
	Time   time.Duration
	Memory string
}

// minBudgetMemory is the least memory budget a worker starts with.
var minBudgetMemory = resource.MustParse("16Mi")

// minPolicyMemory is what a policy worker needs to start and compile the
// built-in libraries.
var minPolicyMemory = resource.MustParse("64Mi")

// policyMemory reads a policy memory budget ("" is 0: the default).
func policyMemory(s string) (int64, error) {
	if s == "" {
		return 0, nil
	}
	q, err := resource.ParseQuantity(s)
	if err != nil {
		return 0, &UsageError{Setting: "policy-memory", Err: fmt.Errorf("%q: %w (give a size such as 2Gi)", s, err)}
	}
	n, ok := q.AsInt64()
	if !ok || q.Cmp(minPolicyMemory) < 0 {
		return 0, &UsageError{Setting: "policy-memory", Err: fmt.Errorf("%s: give a size from %s up, such as 2Gi", s, minPolicyMemory.String())}
	}
	return n, nil
}

// DefaultBudgets are the budgets of a run that sets none, sized on real
// charts and overlays (docs/security.md): the command line's defaults.
func DefaultBudgets() Budgets {
	return Budgets{
		Helm:         Budget{Time: helm.DefaultTime, Memory: memoryText(helm.DefaultMemory)},
		Kustomize:    Budget{Time: kustomize.DefaultTime, Memory: memoryText(kustomize.DefaultMemory)},
		PolicyMemory: memoryText(regoeval.DefaultMemory),
	}
}

func memoryText(bytes int64) string {
	return resource.NewQuantity(bytes, resource.BinarySI).String()
}

// limits reads b as a sandbox budget named name ("helm", "kustomize"):
// zero limits (the job's defaults) for the zero Budget.
func (b Budget) limits(name string) (sandbox.Limits, error) {
	if b == (Budget{}) {
		return sandbox.Limits{}, nil
	}
	if b.Time <= 0 {
		return sandbox.Limits{}, &UsageError{Setting: name + "-timeout", Err: fmt.Errorf("%s is not a positive duration", b.Time)}
	}
	q, err := resource.ParseQuantity(b.Memory)
	if err != nil || q.Cmp(minBudgetMemory) < 0 {
		return sandbox.Limits{}, &UsageError{Setting: name + "-memory",
			Err: fmt.Errorf("%q is not a memory size of at least %s, such as 2Gi", b.Memory, minBudgetMemory.String())}
	}
	return sandbox.Limits{Time: b.Time, Memory: q.Value()}, nil
}

// apply sets the budgets of b on the linter's options.
func (b Budgets) apply(o *linter.Options) error {
	var err error
	if o.HelmLimits, err = b.Helm.limits("helm"); err != nil {
		return err
	}
	o.Kustomize.Sandbox, err = b.Kustomize.limits("kustomize")
	return err
}
