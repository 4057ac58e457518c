package rules

import (
	"fmt"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// The severity of a queue rule says what Volcano does with the input, as the
// differential oracle measures it (docs/oracle.md, issue 15): an error when
// the queue webhook refuses the manifest, or when the scheduler the input
// configures stops or crashes on it; a warning when Volcano admits it and
// only the scheduler's reading differs from what the manifest says, or when
// a scheduler consequence depends on a configuration the input does not hold.

// treeUse is what the input's scheduler configurations do with the queue
// tree: whether the capacity plugin's hierarchy checks run.
type treeUse int

const (
	// treeUnconfigured: the input holds no scheduler configuration, so
	// which plugins run is unknown. Volcano's built-in default
	// (defaultSchedulerConf, pkg/scheduler/util.go) has no capacity plugin.
	treeUnconfigured treeUse = iota
	// treeChecked: a configuration enables capacity with enableHierarchy.
	treeChecked
	// treeIgnored: the input's configurations have no capacity plugin with
	// enableHierarchy, so no hierarchy check runs (VCQ106 says so).
	treeIgnored
)

func hierarchyUse(m *model.Model) treeUse {
	switch {
	case anyHierarchical(m, "capacity"):
		return treeChecked
	case len(validConfigs(m)) > 0:
		return treeIgnored
	}
	return treeUnconfigured
}

// schedulerHalt is the severity and wording of a consequence that stops all
// scheduling in the capacity plugin with hierarchy (what says which check,
// in the words of the target version): an error when the input configures
// that plugin, else a warning that says what it assumes.
func schedulerHalt(m *model.Model, b volcano.Behaviour, what string) (finding.Severity, string) {
	switch hierarchyUse(m) {
	case treeChecked:
		return finding.Error, what
	case treeIgnored:
		return finding.Warning, fmt.Sprintf("Volcano %s admits it, and the input's scheduler configuration has no capacity plugin with enableHierarchy, so no hierarchy check reads it (were it enabled: %s)", b.Version.Short(), what)
	}
	return finding.Warning, fmt.Sprintf("Volcano %s admits it; if the scheduler runs the capacity plugin with enableHierarchy (the input holds no scheduler configuration, and Volcano's built-in one has no capacity plugin), %s", b.Version.Short(), what)
}

// parentIgnored is the consequence of a spec.parent before 1.11: neither
// the queue webhook nor any plugin reads it (validateQueue,
// validate_queue.go:97@v1.10.2; capacity hierarchy arrived in 1.11, #3743).
func parentIgnored(b volcano.Behaviour) string {
	return fmt.Sprintf("Volcano %s admits it and ignores spec.parent: hierarchical queues arrived in 1.11, and its queue webhook never reads the parent", b.Version.Short())
}
