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
}

// HasPlugin reports whether the build registers plugin name beyond b's.
func (s Setup) HasPlugin(name string) bool { return slices.Contains(s.ExtraPlugins, name) }

// HasAction reports whether the build registers action name beyond b's.
func (s Setup) HasAction(name string) bool { return slices.Contains(s.ExtraActions, name) }
