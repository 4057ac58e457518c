package policyinput

import (
	"reflect"
	"sort"
	"strings"

	"github.com/vcqlint/vcqlint/internal/volcano"
)

// Volcano is the input's `volcano` member: the target release and what it
// does, as typed facts. Each field is one key of input.volcano, named by
// its json tag and described by its doc tag; the member and the schema's
// description of it (volcanoSchema) are both made from this type, so the
// two cannot disagree, and a policy that reads a key no field names fails
// to compile against the schema. Facts derives every field from
// volcano.Behaviour and volcano.Setup, so a misspelt fact does not compile
// on this side either.
type Volcano struct {
	Version      string   `json:"version" doc:"the target release, e.g. 1.15.1"`
	Minor        string   `json:"minor" doc:"the target release line, e.g. 1.15"`
	Actions      []string `json:"actions" doc:"the actions the release registers (pkg/scheduler/actions/factory.go), sorted"`
	Plugins      []string `json:"plugins" doc:"the plugins the release registers (pkg/scheduler/plugins/factory.go), sorted"`
	ExtraActions []string `json:"extraActions" doc:"actions a custom build registers besides the release's (configuration: volcano.extraActions)"`
	ExtraPlugins []string `json:"extraPlugins" doc:"plugins a custom build registers besides the release's (configuration: volcano.extraPlugins)"`

	HierarchySupported         bool `json:"hierarchySupported" doc:"the capacity plugin honours enableHierarchy (1.11+)"`
	HierarchyFailureHalts      bool `json:"hierarchyFailureHalts" doc:"a failed hierarchy check stops all scheduling (1.11-1.13); later releases only log it"`
	HierarchyAdmission         bool `json:"hierarchyAdmission" doc:"the queue webhook rejects children above their parent and sibling sums above the parent (1.14+)"`
	RootCapabilityHonoured     bool `json:"rootCapabilityHonoured" doc:"a capability set on the root queue is honoured (1.13+); before, the scheduler forces it to the cluster total"`
	RootQuotaOverwritten       bool `json:"rootQuotaOverwritten" doc:"root's deserved and guarantee are replaced by its children's sums every session (1.14.2+)"`
	MaxQueueDepth              int  `json:"maxQueueDepth" doc:"the queue webhook's default --max-queue-depth; 0 means no limit"`
	ProportionRemainingPanics  bool `json:"proportionRemainingPanics" doc:"the proportion plugin panics when guarantees exceed the cluster (up to 1.11)"`
	EnqueueChecksLeafOnly      bool `json:"enqueueChecksLeafOnly" doc:"JobEnqueueable checks only the leaf queue, not its ancestors (1.11)"`
	PodGroupDeleteRace         bool `json:"podGroupDeleteRace" doc:"scaling a Deployment 1->0->1 can delete the new PodGroup (up to 1.8)"`
	GPUArgsOnDeviceshare       bool `json:"gpuArgsOnDeviceshare" doc:"GPU sharing arguments are read from the deviceshare plugin and the predicates plugin's are ignored (1.9+)"`
	UnknownActionRejectsConfig bool `json:"unknownActionRejectsConfig" doc:"an unknown, empty or trailing-comma action fails the whole configuration (up to 1.11, and 1.14+); 1.12-1.13 drop the action with a log"`
}

// Facts are the input facts of release b built as s declares.
func Facts(b volcano.Behaviour, s volcano.Setup) Volcano {
	b = s.Webhook(b) // the webhook manager's flags the configuration sets
	return Volcano{
		Version:      b.Version.String(),
		Minor:        b.Version.Short(),
		Actions:      sortedNames(b.Actions),
		Plugins:      sortedNames(b.Plugins),
		ExtraActions: s.ExtraActions,
		ExtraPlugins: s.ExtraPlugins,

		HierarchySupported:         b.HierarchySupported,
		HierarchyFailureHalts:      b.HierarchyFailure == volcano.HierarchyHalts,
		HierarchyAdmission:         b.HierarchyAdmission,
		RootCapabilityHonoured:     b.RootCapability != volcano.RootForcedToCluster,
		RootQuotaOverwritten:       b.RootQuotaOverwritten,
		MaxQueueDepth:              b.MaxQueueDepth,
		ProportionRemainingPanics:  b.ProportionRemainingPanics,
		EnqueueChecksLeafOnly:      b.EnqueueChecksLeafOnly,
		PodGroupDeleteRace:         b.PodGroupDeleteRace,
		GPUArgsOnDeviceshare:       b.GPUArgsOnDeviceshare,
		UnknownActionRejectsConfig: b.UnknownActionRejectsConfig,
	}
}

func sortedNames(set map[string]bool) []string {
	names := make([]string, 0, len(set))
	for n := range set {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Member is v as the document's JSON-able `volcano` object: one key per
// field, named by its json tag; a nil list is an empty one.
func (v Volcano) Member() map[string]any {
	rv := reflect.ValueOf(v)
	out := make(map[string]any, rv.NumField())
	for i := range rv.NumField() {
		out[factName(rv.Type().Field(i))] = plain(rv.Field(i))
	}
	return out
}

// factName is the key of field f in input.volcano.
func factName(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	return name
}

// plain is v as the JSON-able value the input holds: lists as []any, as
// the rest of the document has them. The kinds are those volcanoSchema
// accepts (TestvolcanoSchemaCoversEveryFact).
func plain(v reflect.Value) any {
	switch v.Kind() {
	case reflect.Slice:
		out := make([]any, v.Len())
		for i := range out {
			out[i] = plain(v.Index(i))
		}
		return out
	case reflect.String:
		return v.String()
	case reflect.Bool:
		return v.Bool()
	case reflect.Int:
		return int(v.Int())
	}
	return v.Interface()
}
