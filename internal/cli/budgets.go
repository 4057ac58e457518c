package cli

import (
	"time"

	"github.com/spf13/pflag"

	"github.com/vcqlint/vcqlint/internal/session"
)

// budgetFlags are --NAME-timeout and --NAME-memory, the budget of each
// chart rendering (helm) or overlay build (kustomize). They are flags only,
// never configuration-file keys: the configuration file is part of the pull
// request being linted, which must not raise its own budgets.
type budgetFlags struct {
	timeout time.Duration
	memory  string
}

func (b *budgetFlags) register(fs *pflag.FlagSet, name, what string, def session.Budget) {
	fs.DurationVar(&b.timeout, name+"-timeout", def.Time, "time limit for "+what)
	fs.StringVar(&b.memory, name+"-memory", def.Memory, "memory limit for "+what+" (`QTY`, e.g. 2Gi)")
}

// budget is the flags' budget; the session refuses a non-positive time or
// too little memory by the flag's name.
func (b budgetFlags) budget() session.Budget {
	return session.Budget{Time: b.timeout, Memory: b.memory}
}
