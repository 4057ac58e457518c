package volcano

import "strings"

// RootCapability says where the scheduler takes the root queue's capability.
type RootCapability int

const (
	// RootForcedToCluster means capability, realCapability and deserved are set to
	// the cluster's total allocatable; a user value is ignored (1.11-1.12).
	RootForcedToCluster RootCapability = iota + 1
	// RootUserOrCluster means a user-set capability is honoured, otherwise the
	// cluster total; realCapability stays the cluster total (1.13-1.14.1, #4354).
	RootUserOrCluster
	// RootUserOrInfinite means a user-set capability is honoured, an unset one is
	// infinite (1.14.2+ / 1.15, #4973).
	RootUserOrInfinite
)

// HierarchyFailure says what a failed capacity-plugin hierarchy check does.
type HierarchyFailure int

const (
	// HierarchyHalts means the scheduler logs "Failed to check queue's hierarchical structure";
	// readyToSchedule=false and all scheduling stops (1.11-1.13).
	HierarchyHalts HierarchyFailure = iota + 1
	// HierarchyLogs means the scheduler only logs and keeps scheduling (1.14+, #4864).
	HierarchyLogs
)

// MissingParentScalar says how a child capability resource that the parent
// does not set is compared in the scheduler's hierarchy check.
type MissingParentScalar int

const (
	// MissingScalarIsZero means the parent's value is 0, so any child value
	// exceeds (1.11-1.12: LessPartly with Zero, no inheritance).
	MissingScalarIsZero MissingParentScalar = iota + 1
	// MissingScalarInheritsToRoot means the parent inherits the value of its
	// nearest ancestor, and root's value is its capability or the cluster's
	// (1.13-1.14.1, #4504), so a resource nobody sets is limited by the cluster.
	MissingScalarInheritsToRoot
	// MissingScalarIgnored means only ancestors that set the resource limit it;
	// if none does it is unlimited (1.14.2+ / 1.15, #5176).
	MissingScalarIgnored
)

// GuaranteeCheck is how the queue webhook compares guarantee with deserved
// (validate_queue.go).
type GuaranteeCheck int

const (
	// GuaranteeUnchecked means no webhook check (before 1.13).
	GuaranteeUnchecked GuaranteeCheck = iota
	// GuaranteeCheckedWhenDeservedSet means LessPartly(Zero) only when deserved is
	// non-empty; a guarantee without deserved is accepted (1.13).
	GuaranteeCheckedWhenDeservedSet
	// GuaranteeNeedsDeserved means LessPartly(Zero), and a guarantee with a
	// positive value or a device key is rejected when deserved is empty
	// (1.14.0-1.14.1).
	GuaranteeNeedsDeserved
	// GuaranteeKeysInDeserved means every guarantee key must exist in deserved,
	// even at value 0 and even when deserved is unset, with deserved >=
	// guarantee (1.14.2+, #4973).
	GuaranteeKeysInDeserved
)

func guaranteeCheck(v Version) GuaranteeCheck {
	switch {
	case v.AtLeast(1, 14, 2):
		return GuaranteeKeysInDeserved
	case v.AtLeast(1, 14, 0):
		return GuaranteeNeedsDeserved
	case v.AtLeast(1, 13, 0):
		return GuaranteeCheckedWhenDeservedSet
	}
	return GuaranteeUnchecked
}

// Behaviour is what one Volcano version does, as far as vcqlint's rules care.
type Behaviour struct {
	Version Version

	// Actions and Plugins are the names registered in
	// pkg/scheduler/actions/factory.go and pkg/scheduler/plugins/factory.go.
	Actions map[string]bool
	Plugins map[string]bool
	// PluginOptions are the keys of conf.PluginOption (besides name and
	// arguments), spelled exactly as Volcano's yaml tags.
	PluginOptions map[string]bool
	// UnknownActionRejectsConfig: an unknown, empty or trailing-comma action
	// fails the whole configuration, which is then kept at its previous value
	// (<=1.11 and >=1.14). In 1.12-1.13 the action is only dropped with a log.
	UnknownActionRejectsConfig bool

	// HierarchySupported: the capacity plugin honours enableHierarchy (>=1.11, #3743).
	HierarchySupported bool
	HierarchyFailure   HierarchyFailure
	// HierarchyAdmission: the queue webhook rejects children above their
	// parent and sibling sums above the parent (>=1.14, #4864).
	HierarchyAdmission  bool
	MissingParentScalar MissingParentScalar
	RootCapability      RootCapability
	// RootQuotaOverwritten: root's deserved and guarantee are replaced by
	// its children's sums every session (>=1.14.2, #4973); before, root's
	// deserved was forced to (<1.13) or defaulted to the cluster total.
	RootQuotaOverwritten bool
	// DeservedRaisedToGuarantee: each child's deserved is raised to its
	// guarantee before the children are summed (1.11-1.12 and >=1.14.2).
	DeservedRaisedToGuarantee bool
	// DeservedClampedToRequest: the capacity plugin also caps a queue's
	// deserved by what its jobs request (<=1.11; removed in 1.12.0).
	DeservedClampedToRequest bool
	// HierarchyDeservedClamped: checkHierarchicalQueue caps each child's
	// deserved by its real capability before raising it to its guarantee
	// and summing (1.11-1.12).
	HierarchyDeservedClamped bool
	// MaxDropsZeroScalars: helpers.Max drops scalar resources of 0, key
	// included ("if lQuant > 0", helpers.go:59@v1.11.2); from 1.12 it keeps
	// them (">= 0", helpers.go:59@v1.12.4).
	MaxDropsZeroScalars bool
	// MaxQueueDepth is the webhook's default --max-queue-depth; 0 = no limit.
	MaxQueueDepth int
	// RootQueueProtected: the queue webhook refuses an update of the root
	// queue that changes its capability, deserved or guarantee
	// (--enable-root-queue-protection, default true, v1.14.2+:
	// validate_queue.go:102-109@v1.15.1). The scheduler creates root with
	// none of them, so applying a root Queue that sets one is refused.
	RootQueueProtected bool

	// Queue webhook resource checks (validate_queue.go).
	// QueueResourceChecks: deserved/guarantee/capability relations are
	// validated at all (>=1.13, #4470).
	QueueResourceChecks bool
	// GuaranteeVsDeserved is how the webhook relates guarantee to deserved.
	GuaranteeVsDeserved GuaranteeCheck
	// CapabilityComparedWhole: the webhook compares deserved and guarantee
	// with a set capability by LessPartly(Zero), so a resource the
	// capability does not name counts as 0 (1.13.0-1.14.1, #4470); 1.14.2+
	// compares only the keys the capability names.
	CapabilityComparedWhole bool
	// ChildCapabilityVsParentLiteral: the webhook compares a child's
	// capability with its direct parent's as written, by LessPartly(Zero),
	// so a resource the parent does not set (or sets to 0) is 0 there
	// (1.14.0-1.14.1); 1.14.2+ uses the nearest ancestor that sets it.
	ChildCapabilityVsParentLiteral bool
	// NegativeQuantitiesRejected: quota values must be >= 0 (>=1.14).
	NegativeQuantitiesRejected bool
	// WeightMax is the CRD's maximum weight (65535 since 1.12); 0 = none.
	WeightMax int

	// Known panics and bugs.
	// ProportionRemainingPanics: proportion's deserved loop calls
	// remaining.Sub and panics when guarantees exceed the cluster (<=1.11, fixed 1.12.0 #4273).
	ProportionRemainingPanics bool
	// RealCapabilitySubPanics: proportion and flat capacity compute
	// realCapability with Sub and panic when sum(guarantee) > total
	// (proportion.go:120@v1.9.0 and @v1.10.0; ExceededPart from v1.9.1 and
	// v1.10.1, "fix panic when sub total guarantee").
	RealCapabilitySubPanics bool
	// HierarchyGuaranteePanics: capacity panics when the children's
	// guarantees exceed the parent's real capability (1.11.x, fixed 1.12.0 #4179).
	HierarchyGuaranteePanics bool
	// EnqueueChecksLeafOnly: JobEnqueueable checks only the leaf queue (1.11.x, fixed 1.12.0 #4119).
	EnqueueChecksLeafOnly bool
	// PodGroupDeleteRace: scaling a Deployment 1->0->1 can delete the new
	// PodGroup (<=1.8.x, fixed 1.9.0 #3376).
	PodGroupDeleteRace bool
	// HierarchyPathRawPrefix: the webhook's volcano.sh/hierarchy conflict
	// test is a raw string prefix, so "root/a" conflicts with "root/ab"
	// (<1.11, fixed 1.11.0 #3762).
	HierarchyPathRawPrefix bool
	// GPUArgsOnDeviceshare: GPU sharing arguments live on deviceshare, and
	// the predicate.* ones are ignored (>=1.9).
	GPUArgsOnDeviceshare bool

	// CRD is what the API server enforces from the release's CRDs.
	CRD CRDSchema

	// AdmissionPoliciesInChart: the Helm chart can install
	// ValidatingAdmissionPolicies mirroring the webhooks (custom.vap_enable,
	// templates/validating_admission_policy.yaml, v1.14.0+).
	// AdmissionPolicies: they are installed (Setup.AdmissionPolicies).
	AdmissionPoliciesInChart bool
	AdmissionPolicies        bool

	// PluginArguments are the argument keys each plugin reads, for the
	// plugins whose keys vcqlint has read in each release's source (a
	// plugin missing here is not checked): a key outside them is ignored.
	PluginArguments map[string]ArgumentKeys
}

// ArgumentKeys are the keys a plugin reads from its arguments: exact keys,
// and key parts it matches anywhere in a key (tdm's
// tdm.revocable-zone.<name>).
type ArgumentKeys struct {
	Keys     map[string]bool
	Contains []string
}

// Reads reports whether the plugin reads key.
func (a ArgumentKeys) Reads(key string) bool {
	if a.Keys[key] {
		return true
	}
	for _, c := range a.Contains {
		if strings.Contains(key, c) {
			return true
		}
	}
	return false
}

// pluginArguments is what each checked plugin reads in release v, from its
// New and argument parsing at each tag:
//   - none: gang, drf, priority, conformance, proportion, cdp, pdb and
//     resourcequota keep the map and never read it (gang.go:49-50,
//     drf.go:126-139, priority.go:41-42, conformance.go:38-39,
//     proportion.go:77-82@v1.15.1, the same v1.8.2-v1.16.0-alpha.1);
//   - capacity: nothing before 1.15, then ancestorReclaimLevel and the two
//     DRA switches (capacity.go:413-426,992-994@v1.15.1);
//   - overcommit: overcommit-factor (overcommit.go:78@v1.15.1, every tag);
//   - nodegroup: strict from 1.13, enablePreferredOrder from 1.15
//     (nodegroup.go:63-70@v1.15.1, :63-64@v1.13.3);
//   - numa-aware: weight; task-topology: task-topology.weight; sla:
//     sla-waiting-time; tdm: tdm.evict.period and any key holding
//     tdm.revocable-zone. (tdm.go:65-81@v1.15.1), every tag.
func pluginArguments(v Version) map[string]ArgumentKeys {
	none := ArgumentKeys{}
	keys := func(k ...string) ArgumentKeys { return ArgumentKeys{Keys: set(k...)} }
	m := map[string]ArgumentKeys{
		"gang": none, "drf": none, "priority": none, "conformance": none, "proportion": none,
		"cdp": none, "resourcequota": none,
		"overcommit":    keys("overcommit-factor"),
		"numa-aware":    keys("weight"),
		"task-topology": keys("task-topology.weight"),
		"sla":           keys("sla-waiting-time"),
		"tdm":           {Keys: set("tdm.evict.period"), Contains: []string{"tdm.revocable-zone."}},
	}
	if v.AtLeast(1, 9, 0) {
		m["pdb"], m["capacity"], m["nodegroup"] = none, none, none
	}
	if v.AtLeast(1, 13, 0) {
		m["nodegroup"] = keys("strict")
	}
	if v.AtLeast(1, 15, 0) {
		m["capacity"] = keys("ancestorReclaimLevel", "capacity.DynamicResourceAllocationEnable", "capacity.DRAConsumableCapacityEnable")
		m["nodegroup"] = keys("strict", "enablePreferredOrder")
	}
	return m
}

// For returns the behaviour of version v.
func For(v Version) Behaviour {
	b := Behaviour{
		Version:                        v,
		Actions:                        set("enqueue", "allocate", "backfill", "preempt", "reclaim", "shuffle"),
		Plugins:                        set("drf", "gang", "predicates", "priority", "nodeorder", "conformance", "binpack", "tdm", "overcommit", "sla", "task-topology", "numa-aware", "cdp", "rescheduling", "usage", "proportion", "extender", "resourcequota"),
		PluginOptions:                  set("enableJobOrder", "enableHierarchy", "enableJobReady", "enableJobPipelined", "enableTaskOrder", "enablePreemptable", "enableReclaimable", "enableQueueOrder", "EnabledClusterOrder", "enablePredicate", "enableBestNode", "enableNodeOrder", "enableTargetJob", "enableReservedNodes", "enableJobEnqueued", "enabledVictim", "enableJobStarving", "enabledOverused", "enabledAllocatable"),
		UnknownActionRejectsConfig:     !(v.AtLeast(1, 12, 0) && !v.AtLeast(1, 14, 0)),
		HierarchySupported:             v.AtLeast(1, 11, 0),
		HierarchyFailure:               HierarchyHalts,
		MissingParentScalar:            MissingScalarIsZero,
		RootCapability:                 RootForcedToCluster,
		ProportionRemainingPanics:      !v.AtLeast(1, 12, 0),
		RealCapabilitySubPanics:        !v.AtLeast(1, 10, 1) && !(v.AtLeast(1, 9, 1) && !v.AtLeast(1, 10, 0)),
		HierarchyGuaranteePanics:       v.AtLeast(1, 11, 0) && !v.AtLeast(1, 12, 0),
		EnqueueChecksLeafOnly:          v.AtLeast(1, 11, 0) && !v.AtLeast(1, 12, 0),
		PodGroupDeleteRace:             !v.AtLeast(1, 9, 0),
		GPUArgsOnDeviceshare:           v.AtLeast(1, 9, 0),
		HierarchyPathRawPrefix:         !v.AtLeast(1, 11, 0),
		DeservedClampedToRequest:       !v.AtLeast(1, 12, 0),
		HierarchyDeservedClamped:       v.AtLeast(1, 11, 0) && !v.AtLeast(1, 13, 0),
		MaxDropsZeroScalars:            !v.AtLeast(1, 12, 0),
		CapabilityComparedWhole:        v.AtLeast(1, 13, 0) && !v.AtLeast(1, 14, 2),
		ChildCapabilityVsParentLiteral: v.AtLeast(1, 14, 0) && !v.AtLeast(1, 14, 2),
		QueueResourceChecks:            v.AtLeast(1, 13, 0),
		NegativeQuantitiesRejected:     v.AtLeast(1, 14, 0),
		GuaranteeVsDeserved:            guaranteeCheck(v),
		RootQuotaOverwritten:           v.AtLeast(1, 14, 2),
		DeservedRaisedToGuarantee:      !v.AtLeast(1, 13, 0) || v.AtLeast(1, 14, 2),
		HierarchyAdmission:             v.AtLeast(1, 14, 0),
		CRD:                            crdSchema(v),
		AdmissionPoliciesInChart:       v.AtLeast(1, 14, 0),
		PluginArguments:                pluginArguments(v),
	}
	if v.AtLeast(1, 9, 0) {
		add(b.Plugins, "deviceshare", "pdb", "nodegroup", "capacity")
		add(b.PluginOptions, "enablePreemptive")
	}
	if v.AtLeast(1, 12, 0) {
		add(b.Plugins, "network-topology-aware")
		add(b.PluginOptions, "enabledHyperNodeOrder")
		b.WeightMax = 65535
	}
	if v.AtLeast(1, 13, 0) {
		add(b.Plugins, "resource-strategy-fit")
		b.MissingParentScalar = MissingScalarInheritsToRoot
		b.RootCapability = RootUserOrCluster
	}
	if v.AtLeast(1, 14, 0) {
		add(b.PluginOptions, "enabledSubJobReady", "enabledSubJobPipelined", "enabledSubJobOrder", "enabledHyperNodeGradient")
		b.HierarchyFailure = HierarchyLogs
	}
	if v.AtLeast(1, 14, 2) {
		b.MissingParentScalar = MissingScalarIgnored
		b.RootCapability = RootUserOrInfinite
		b.MaxQueueDepth = 5
		b.RootQueueProtected = true
	}
	if v.AtLeast(1, 15, 0) {
		add(b.Actions, "gangpreempt", "gangreclaim")
	}
	for _, r := range optionRenames {
		if v.Compare(r.In) >= 0 {
			delete(b.PluginOptions, r.Old)
			add(b.PluginOptions, r.New)
		}
	}
	return b
}

// OptionRename is a plugin option key a release spells anew; Volcano's
// non-strict YAML reading then ignores the old spelling silently.
type OptionRename struct {
	Old, New string
	In       Version
}

// optionRenames: the yaml tag of PluginOption.EnabledClusterOrder,
// "EnabledClusterOrder" up to 1.15 (scheduler_conf.go:74@v1.15.1),
// "enabledClusterOrder" from 1.16 (scheduler_conf.go:74@v1.16.0-alpha.1).
var optionRenames = []OptionRename{{Old: "EnabledClusterOrder", New: "enabledClusterOrder", In: Version{1, 16, 0}}}

// RenameOf returns the rename of plugin option key, by its old or its new
// spelling.
func RenameOf(key string) (OptionRename, bool) {
	for _, r := range optionRenames {
		if r.Old == key || r.New == key {
			return r, true
		}
	}
	return OptionRename{}, false
}

func set(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	add(m, names...)
	return m
}

func add(m map[string]bool, names ...string) {
	for _, n := range names {
		m[n] = true
	}
}

// HierarchyConsequence says in words what a failed hierarchy check does in
// this version, for messages.
func (b Behaviour) HierarchyConsequence() string {
	switch {
	case !b.HierarchySupported:
		return "hierarchical queues are not supported before Volcano 1.11"
	case b.HierarchyFailure == HierarchyHalts:
		return "in Volcano " + b.Version.Short() + " this stops all scheduling: capacity plugin \"Failed to check queue's hierarchical structure\""
	case b.HierarchyAdmission:
		return "Volcano " + b.Version.Short() + " rejects it at admission, and the capacity plugin logs an error every session"
	}
	return "Volcano " + b.Version.Short() + " logs an error every session"
}
