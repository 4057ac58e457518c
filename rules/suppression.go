package rules

import (
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/suppress"
)

// The tool rules about suppressions. They have no check: the linter reports
// their findings after the other rules ran (internal/suppress). Registering them
// here lists them in `vcqlint rules`, documents them in `vcqlint explain`,
// and lets a configuration disable them or change their severity.
var (
	unusedSuppression  = rule.Go{Meta: suppress.UnusedRule()}
	invalidSuppression = rule.Go{Meta: suppress.InvalidRule()}
)
