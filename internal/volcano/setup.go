package volcano

import "slices"

// Setup is what the configuration file's `volcano` section declares about
// the Volcano a cluster runs, beyond its release (which Behaviour
// describes). It is a struct so that the section can grow with further
// facts of a deployment (scheduler and admission flags).
type Setup struct {
	// ExtraPlugins and ExtraActions are names a custom or forked build
	// registers besides the release's own: a plugin loaded from
	// --plugins-dir, or a fork's plugin or action (Ascend's topology910).
	// VCQ103 and VCQ102 accept them.
	ExtraPlugins []string
	ExtraActions []string
	// RootQueueProtection and MaxQueueDepth are the webhook manager's
	// --enable-root-queue-protection and --max-queue-depth, when the
	// configuration sets them (nil: the release's defaults, true and 5).
	// Both flags exist from v1.14.2 (cmd/webhook-manager/app/options/
	// options.go:104-105@v1.14.2); for older targets they change nothing.
	RootQueueProtection *bool
	MaxQueueDepth       *int
	// AdmissionPolicies says whether the chart's ValidatingAdmissionPolicies
	// are installed (custom.vap_enable, false by default;
	// templates/validating_admission_policy.yaml from v1.14.0); nil: not
	// declared, which the input may still show.
	AdmissionPolicies *bool
}

// Webhook returns b with the webhook manager's flags the setup declares:
// VCQ206 follows RootQueueProtection and VCQ209 MaxQueueDepth.
func (s Setup) Webhook(b Behaviour) Behaviour {
	if s.AdmissionPolicies != nil && b.AdmissionPoliciesInChart {
		b.AdmissionPolicies = *s.AdmissionPolicies
	}
	if !b.Version.AtLeast(1, 14, 2) {
		return b // no such flags: the webhook has no limit and no protection
	}
	if s.RootQueueProtection != nil {
		b.RootQueueProtected = *s.RootQueueProtection
	}
	if s.MaxQueueDepth != nil {
		b.MaxQueueDepth = *s.MaxQueueDepth
	}
	return b
}

// HasPlugin reports whether the build registers plugin name beyond b's.
func (s Setup) HasPlugin(name string) bool { return slices.Contains(s.ExtraPlugins, name) }

// HasAction reports whether the build registers action name beyond b's.
func (s Setup) HasAction(name string) bool { return slices.Contains(s.ExtraActions, name) }
