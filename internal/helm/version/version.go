// Package version is .Capabilities.HelmVersion's type, in a package of the
// name Helm's has, so that a template that prints its type reads the same
// (`typeOf .Capabilities.HelmVersion` is "version.BuildInfo" in Helm).
package version

// BuildInfo is a Helm build, with Helm's JSON names.
type BuildInfo struct {
	Version      string `json:"version,omitempty"`
	GitCommit    string `json:"git_commit,omitempty"`
	GitTreeState string `json:"git_tree_state,omitempty"`
	GoVersion    string `json:"go_version,omitempty"`
}
