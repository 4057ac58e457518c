package rules

import (
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/loader"
)

// legacyGPUPlugins is given the path of a VCQ111 finding. The policy only
// reports at tiers.T.plugins.P.arguments.KEY, but the fix must not trust
// that: any other path, or an object that is not a scheduler configuration,
// gets no fix rather than an index out of range or an edit somewhere else.
func TestLegacyGPUPluginsOnlyAtArgumentPaths(t *testing.T) {
	conf := "actions: \"enqueue, allocate\"\ntiers:\n- plugins:\n  - name: predicates\n    arguments:\n      predicate.GPUSharingEnable: true\n  - name: proportion\n"
	f := loader.Load("volcano-scheduler.conf", []byte(conf))
	queue := loader.Load("queue.yaml", []byte("apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: q\nspec:\n  weight: 1\n"))
	if len(f.Objects) != 1 || len(queue.Objects) != 1 {
		t.Fatalf("loaded %d configurations and %d queues, want one each", len(f.Objects), len(queue.Objects))
	}
	good := strings.Split("tiers.0.plugins.0.arguments.predicate.GPUSharingEnable", ".")
	good = append(good[:5], strings.Join(good[5:], "."))
	if pred, _, ok := legacyGPUPlugins(f.Objects[0], good); !ok || pred == nil || pred.Name != "predicates" {
		t.Fatalf("legacyGPUPlugins(%q) = %v, %v; want the predicates entry", good, pred, ok)
	}
	for _, path := range [][]string{
		nil,
		{"tiers", "0", "plugins", "0", "arguments"},
		{"tiers", "0", "plugins", "0", "arguments", "predicate.GPUSharingEnable", "x"},
		{"actions", "0", "plugins", "0", "arguments", "predicate.GPUSharingEnable"},
		{"tiers", "0", "plugin", "0", "arguments", "predicate.GPUSharingEnable"},
		{"tiers", "0", "plugins", "0", "argument", "predicate.GPUSharingEnable"},
		{"tiers", "0", "plugins", "9", "arguments", "predicate.GPUSharingEnable"}, // no such entry
	} {
		if pred, share, ok := legacyGPUPlugins(f.Objects[0], path); ok || pred != nil || share != nil {
			t.Errorf("legacyGPUPlugins(%q) = %v, %v, %v; want no fix", path, pred, share, ok)
		}
	}
	if _, _, ok := legacyGPUPlugins(queue.Objects[0], good); ok {
		t.Errorf("legacyGPUPlugins on a Queue = ok; want no fix")
	}
}
