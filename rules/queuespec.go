package rules

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"

	"go.yaml.in/yaml/v3"
	"gopkg.in/inf.v0"
	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/fixplan"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/suggest"
	"github.com/vcqlint/vcqlint/internal/volcano"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// relationRule builds a per-queue "value list must not exceed limit list"
// rule, comparing only resources present in the limit.
func relationRule(meta rule.Meta, valuePath []string, what, limitWhat string,
	value, limit func(*api.Queue) resources.List) rule.Go {
	return rule.Go{Meta: meta, Check: func(c *rule.Context) {
		b := c.Volcano
		for _, q := range definedQueues(c.Model) {
			var excess []resources.Excess
			lim := limit(q.Spec)
			if capabilityComparedWhole(b) {
				if len(lim) > 0 {
					excess = webhookLessPartly(lim, value(q.Spec), limitWhat, b)
				}
			} else {
				excess = exactExcess(lim, value(q.Spec), b)
			}
			if len(excess) == 0 {
				continue
			}
			c.ReportAs(ownSectionsSeverity(b), q.Obj, keyPos(q.Obj, valuePath, excess[0].Name),
				"queue %s %s exceeds its %s: %s; %s",
				q.Name, what, limitWhat, resources.FormatExcesses(excess), webhookOutcome(b, what))
		}
	}}
}

// webhookLessPartly is the comparison of a queue's own sections by the
// 1.13.0-1.14.1 webhook: limit.LessPartly(value, Zero) on both lists as
// NewResource reads them (validateResourceOfQueue,
// validate_queue.go:216-240@v1.13.3). A resource a non-empty limit does not
// name counts as 0 there, and a device key it lacks fails even at 0
// (resource_info.go:536-541@v1.13.3, class own-sections-key-missing of the
// differential oracle); values are rounded up to 1m (or a byte).
func webhookLessPartly(limit, value resources.List, limitWhat string, b volcano.Behaviour) []resources.Excess {
	excess := resources.LessPartlyZero(resources.VolcanoList(limit), resources.VolcanoList(value))
	for i := range excess {
		// Show the quantities as the user wrote them (1Gi, not
		// 1073741824) where Volcano's rounding did not change them.
		if v, ok := value[excess[i].Name]; ok && v.Cmp(excess[i].Value) == 0 {
			excess[i].Value = v
		}
		if l, ok := limit[excess[i].Name]; ok && l.Cmp(excess[i].Limit) == 0 {
			excess[i].Limit = l
		}
		if _, set := limit[excess[i].Name]; !set {
			excess[i].Note = fmt.Sprintf("not in the %s, which the Volcano %s webhook counts as 0", limitWhat, b.Version)
			if !resources.IsPrimary(excess[i].Name) {
				excess[i].Note = fmt.Sprintf("not in the %s, which fails in the Volcano %s webhook whatever the value", limitWhat, b.Version)
			}
		}
	}
	return excess
}

// exactExcess compares only the resources limit names, as Quantity.Cmp
// (the 1.14.2+ webhook, validate_queue.go:248-288@v1.15.1) or, before 1.13,
// as the scheduler caps them.
func exactExcess(lim, value resources.List, b volcano.Behaviour) []resources.Excess {
	var excess []resources.Excess
	for _, e := range resources.Exceeding(value, lim, resources.MissingIsUnlimited) {
		if resources.IsPrimary(e.Name) && e.Limit.Sign() == 0 {
			if !b.QueueResourceChecks {
				continue // only the scheduler looks, and it reads 0 as unlimited
			}
			// The webhook compares the 0 as written.
			e.Note = "a capability of 0 is unlimited to the scheduler, but the webhook compares it as 0"
		}
		excess = append(excess, e)
	}
	return excess
}

// capabilityComparedWhole reports whether the queue webhook compares a set
// capability with LessPartly and the Zero default (1.13.0-1.14.1, #4470):
// a resource the capability does not name counts as 0 there, so a
// capability of only nvidia.com/gpu rejects any deserved or guarantee cpu.
// 1.14.2+ compares only the keys the capability names.
func capabilityComparedWhole(b volcano.Behaviour) bool { return b.CapabilityComparedWhole }

// ownSectionsSeverity is an error where the queue webhook compares a
// queue's own capability, deserved and guarantee (1.13+), and a warning
// before: v1.12.4 and earlier admit the queue (validateQueue,
// validate_queue.go:113@v1.12.4 checks state, weight and annotations only)
// and the scheduler merely caps or raises the values.
func ownSectionsSeverity(b volcano.Behaviour) finding.Severity {
	if b.QueueResourceChecks {
		return finding.Error
	}
	return finding.Warning
}

// webhookOutcome says what the target version does with a queue whose own
// quotas contradict each other.
func webhookOutcome(b volcano.Behaviour, what string) string {
	if b.QueueResourceChecks {
		return fmt.Sprintf("the Volcano %s queue webhook rejects it", b.Version.Short())
	}
	return fmt.Sprintf("Volcano %s accepts it, but the scheduler caps the queue at its capability, so this %s is never honoured", b.Version.Short(), what)
}

var guaranteeExceedsCapability = relationRule(rule.Meta{
	ID: "VCQ301", Name: "guarantee-exceeds-capability", Severity: finding.Error,
	Summary: "a queue guarantees more than its capability on some resource",
	Doc: `Fires when spec.guarantee.resource is greater than spec.capability on a
resource the capability sets. Resources the capability does not set are not
limited, except for 1.13.0-1.14.1, whose webhook compares with
LessPartly(Zero) and counts them as 0 (a capability of only nvidia.com/gpu
rejects a guarantee with cpu). A capability of cpu or memory 0 is compared as
0: the scheduler reads it as "unlimited", but the webhook compares the
quantities as written.

Volcano: the queue webhook (pkg/webhooks/admission/queues/validate/
validate_queue.go) rejects it since v1.13.0 (#4470); v1.15 does so through
guarantee <= deserved <= capability, comparing each key with
Quantity.Cmp. Before v1.13 the scheduler clamps the queue's real capability
to its capability, so the guarantee can never be honoured.

Severity: an error from 1.13, whose webhook compares the sections; before
1.13 Volcano admits the queue (validate_queue.go:113@v1.12.4) and the
finding is a warning. 1.13.0-1.14.1 compare with LessPartly(Zero) on the
values NewResource reads (rounded up to 1m): a device key, even "0", that a
non-empty limit lacks is refused (resource_info.go:536-541@v1.13.3,
validate_queue.go:223/229/235@v1.13.3), as is a negative capability or
deserved.

Fix: lower the guarantee or raise the capability.`,
}, guaranteePath, "guarantee", "capability",
	func(q *api.Queue) resources.List { return q.Spec.Guarantee.Resource },
	func(q *api.Queue) resources.List { return q.Spec.Capability })

var deservedExceedsCapability = relationRule(rule.Meta{
	ID: "VCQ302", Name: "deserved-exceeds-capability", Severity: finding.Error,
	Summary: "a queue's deserved is above its capability on some resource",
	Doc: `Fires when spec.deserved is greater than spec.capability on a resource the
capability sets (v1.14.2+ compares only keys present in capability; 1.13.0-
1.14.1 compare with LessPartly(Zero), so a resource a non-empty capability
does not set counts as 0 and any deserved of it is rejected). A capability
of cpu or memory 0 is compared as 0: the scheduler reads it as "unlimited",
but the v1.15 webhook compares deserved[k] with capability[k] using
Quantity.Cmp and rejects any deserved above it.

Volcano: the queue webhook (validate_queue.go) rejects it since v1.13.0
(#4470); the scheduler clamps deserved to the real capability, so the
surplus is never given (capacity.go, buildQueueAttrs).

Severity: an error from 1.13, whose webhook compares the sections; before
1.13 Volcano admits the queue (validate_queue.go:113@v1.12.4) and the
finding is a warning. 1.13.0-1.14.1 compare with LessPartly(Zero) on the
values NewResource reads (rounded up to 1m): a device key, even "0", that a
non-empty limit lacks is refused (resource_info.go:536-541@v1.13.3,
validate_queue.go:223/229/235@v1.13.3), as is a negative capability or
deserved.

Fix: lower deserved or raise capability.`,
}, deservedPath, "deserved", "capability",
	func(q *api.Queue) resources.List { return q.Spec.Deserved },
	func(q *api.Queue) resources.List { return q.Spec.Capability })

var guaranteeExceedsDeserved = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ303", Name: "guarantee-exceeds-deserved", Severity: finding.Error,
		Summary: "a queue guarantees more than it deserves, or guarantees a resource its deserved omits",
		Doc: `Fires when spec.guarantee.resource is greater than spec.deserved on a
resource, or when a guaranteed resource is missing from deserved in a way the
target version rejects.

Volcano, queue webhook (pkg/webhooks/admission/queues/validate/validate_queue.go):
- 1.14.2+ / 1.15 (#4973): every guarantee key must exist in deserved, with
  deserved >= guarantee. A guarantee with no deserved at all is rejected,
  even for a value of 0. (RULES.md says "absent from a set deserved"; the
  source checks key presence whether or not deserved is set, and vcqlint
  follows the source.)
- 1.14.0-1.14.1: LessPartly(Zero), so a missing deserved value counts as 0; a
  guarantee without deserved is rejected when it has a positive cpu/memory or
  any device key.
- 1.13: the same comparison, but whenever deserved is set; a guarantee
  without deserved is accepted, and a negative deserved without guarantee is
  refused, the empty guarantee read as 0 (validate_queue.go:233-237@v1.13.3).
- before 1.13: no webhook check; the scheduler raises deserved to the
  guarantee, so the deserved written is misleading.

Severity: an error from 1.13, whose webhook compares the sections; before
1.13 Volcano admits the queue (validate_queue.go:113@v1.12.4) and the
finding is a warning. 1.13.0-1.14.1 compare with LessPartly(Zero) on the
values NewResource reads (rounded up to 1m): a device key, even "0", that a
non-empty limit lacks is refused (resource_info.go:536-541@v1.13.3,
validate_queue.go:223/229/235@v1.13.3), as is a negative capability or
deserved.

Fix: set deserved at least as high as the guarantee for every guaranteed
resource.`,
	},
	Check: func(c *rule.Context) {
		b := c.Volcano
		for _, q := range definedQueues(c.Model) {
			g, d := q.Spec.Spec.Guarantee.Resource, q.Spec.Spec.Deserved
			if lessPartlyGuarantee(b) {
				// 1.13: whenever deserved is set, guarantee or not, so a
				// negative deserved fails against the empty guarantee read
				// as 0; 1.14.0-1.14.1: whenever guarantee is set
				// (validate_queue.go:233-237@v1.13.3, :258-262@v1.14.1).
				if len(d) == 0 && b.GuaranteeVsDeserved == volcano.GuaranteeCheckedWhenDeservedSet ||
					len(g) == 0 && b.GuaranteeVsDeserved == volcano.GuaranteeNeedsDeserved {
					continue
				}
				if excess := webhookLessPartly(d, g, "deserved", b); len(excess) > 0 {
					if len(g) == 0 {
						c.Report(q.Obj, keyPos(q.Obj, deservedPath, excess[0].Name),
							"queue %s deserved is below its guarantee: %s, the guarantee being empty, which the Volcano %s queue webhook reads as 0; it rejects the queue (\"guarantee should less equal than deserved\")",
							q.Name, resources.FormatExcesses(excess), b.Version.Short())
						continue
					}
					c.Report(q.Obj, keyPos(q.Obj, guaranteePath, excess[0].Name),
						"queue %s guarantee exceeds its deserved: %s; the Volcano %s queue webhook rejects it", q.Name, resources.FormatExcesses(excess), b.Version.Short())
				}
				continue
			}
			if len(g) == 0 {
				continue
			}
			var parts []string
			first := ""
			for _, name := range g.Names() {
				gv := g[name]
				dv, inDeserved := d[name]
				var part string
				switch {
				case inDeserved && gv.Cmp(dv) > 0:
					part = resources.Excess{Name: name, Value: gv, Limit: dv}.String()
				case inDeserved:
					continue
				case len(d) == 0 && b.GuaranteeVsDeserved != volcano.GuaranteeKeysInDeserved:
					// Without deserved only GuaranteeKeysInDeserved refuses a
					// guarantee here; GuaranteeNeedsDeserved (1.14.0-1.14.1)
					// took the lessPartlyGuarantee path above.
					continue
				case gv.Sign() <= 0 && b.GuaranteeVsDeserved != volcano.GuaranteeKeysInDeserved:
					// A zero guarantee missing from a set deserved; with no
					// deserved, the case above took every other version.
					continue
				default:
					part = fmt.Sprintf("%s %s guaranteed but not in deserved", name, resources.Format(gv))
				}
				if first == "" {
					first = name
				}
				parts = append(parts, part)
			}
			if len(parts) == 0 {
				continue
			}
			outcome := fmt.Sprintf("the Volcano %s queue webhook rejects it", b.Version.Short())
			if b.GuaranteeVsDeserved == volcano.GuaranteeUnchecked {
				outcome = fmt.Sprintf("Volcano %s accepts it and raises deserved to the guarantee, so the deserved written is misleading", b.Version.Short())
			}
			c.ReportAs(ownSectionsSeverity(b), q.Obj, keyPos(q.Obj, guaranteePath, first),
				"queue %s guarantee exceeds its deserved: %s; %s", q.Name, strings.Join(parts, ", "), outcome)
		}
	},
}

// deservedBelowGuaranteeRefused reports whether the 1.13 queue webhook
// refuses q because its deserved is below its guarantee as LessPartly(Zero)
// reads them, an empty guarantee as 0 (validate_queue.go:233-237@v1.13.3):
// such a queue is never stored, so the scheduler never sees it.
func deservedBelowGuaranteeRefused(q *api.Queue, b volcano.Behaviour) bool {
	d := q.Spec.Deserved
	return b.GuaranteeVsDeserved == volcano.GuaranteeCheckedWhenDeservedSet && len(d) > 0 &&
		len(resources.LessPartlyZero(resources.VolcanoList(d), resources.VolcanoList(q.Spec.Guarantee.Resource))) > 0
}

// lessPartlyGuarantee reports whether the webhook compares guarantee with
// deserved by LessPartly(Zero) on NewResource readings (1.13.0-1.14.1).
func lessPartlyGuarantee(b volcano.Behaviour) bool {
	return b.GuaranteeVsDeserved == volcano.GuaranteeCheckedWhenDeservedSet || b.GuaranteeVsDeserved == volcano.GuaranteeNeedsDeserved
}

var invalidQuantity = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ304", Name: "invalid-quantity", Severity: finding.Error,
		Summary: "a quantity does not parse, is negative, or is fractional for a device resource",
		Doc: `Fires on a resource quantity in a Queue, PodGroup or Job that
- is not a Kubernetes quantity ("lots", "4 cores", "1.5.2");
- is negative (the v1.14+ queue webhook rejects negative quotas);
- is fractional for an extended resource (nvidia.com/*, volcano.sh/* and any
  other domain-prefixed device resource, hugepages-*): device plugins only
  advertise whole units and Kubernetes rejects fractional extended requests;
  or for a count Kubernetes takes in whole units (pods, services, secrets,
  configmaps, persistentvolumeclaims, ...: IsIntegerResourceName,
  pkg/apis/core/helper/helpers.go:277-292@v1.35.3), so pods: "1500m" in a
  queue is refused from 1.14 ("must be an integer", the webhook's
  ValidateResourceQuantityValue, validate_queue.go:232@v1.15.1).

With the chart's ValidatingAdmissionPolicies installed (custom.vap_enable,
1.14+; volcano.admissionPolicies in .vcqlint.yaml), a quantity written as a
YAML number (cpu: 8) for a resource both capability and deserved, or both
deserved and guarantee, name is refused too: the API server keeps the
number as an integer, the queue policy passes it to CEL's quantity(), which
takes a string, and its failurePolicy Fail turns the error into a refusal
(policy/queues-validating.yaml@v1.15.1). Write "8".

In a Queue, a negative or fractional quota is an error from 1.14 only
(validateResourceQuantityOfQueue, validate_queue.go:226-246@v1.15.1). Before
1.14 no queue webhook checks sign or wholeness, so Volcano admits the queue
(recorded by the differential oracle on v1.8.2-v1.13.3, class
quantity-sign-not-checked) and the finding is a warning; at 1.13 a negative
capability or deserved still fails the comparison of the queue's own
sections, which VCQ301-VCQ303 report.

Such a value makes kubectl apply fail, or (in a quota) compares against
nothing Volcano can schedule.

Fix: write a valid, non-negative quantity; whole numbers for devices.`,
	},
	Check: func(c *rule.Context) {
		for _, o := range c.Model.Objects {
			for _, p := range o.Problems {
				if p.Kind == decode.BadQuantity {
					c.Report(o, o.NodePos(p.Node), "%s: %s", o.ID(), p.Msg)
				}
			}
		}
		if admissionPolicies(c) {
			for _, q := range definedQueues(c.Model) {
				policyUnquotedQuantities(c, q)
			}
		}
		for _, l := range quantityLists(c.Model, badQuantityNames) {
			sev, outcome := badQuotaOutcome(c.Volcano, l.obj)
			for _, name := range l.names {
				// Listed: negative, else fractional.
				if q := l.list[name]; q.Sign() == -1 {
					c.ReportAs(sev, l.obj, keyPos(l.obj, l.path, name), "%s: %s.%s is negative: %s%s", l.obj.ID(), fieldPath(l.path), name, resources.Format(q), outcome)
				} else {
					c.ReportAs(sev, l.obj, keyPos(l.obj, l.path, name), "%s: %s.%s is fractional (%s): %s%s", l.obj.ID(), fieldPath(l.path), name, resources.Format(q), wholeUnits(name), outcome)
				}
			}
		}
	},
}

// policyUnquotedQuantities reports, when the chart's ValidatingAdmissionPolicies
// are installed, a quantity written as a YAML number that the queue policy
// passes to CEL's quantity(): the API server keeps an int-or-string number
// as an integer, quantity() takes only a string ("no such overload:
// quantity(int)"), and the policy's failurePolicy Fail turns the error into
// a refusal (policy/queues-validating.yaml@v1.15.1: deserved against
// capability, guarantee against deserved, for the keys both lists name;
// found by the harness on v1.15.1, 4,198 of 7,788 fresh queues refused).
func policyUnquotedQuantities(c *rule.Context, q *model.Queue) {
	s := q.Spec.Spec
	pairs := []struct {
		a, b         resources.List
		pathA, pathB []string
	}{
		{s.Capability, s.Deserved, capabilityPath, deservedPath},
		{s.Deserved, s.Guarantee.Resource, deservedPath, guaranteePath},
	}
	for _, p := range pairs {
		for _, name := range p.a.Names() {
			if _, both := p.b[name]; !both {
				continue
			}
			for _, path := range [][]string{p.pathA, p.pathB} {
				n := q.Obj.Node(append(append([]string(nil), path...), name)...)
				if n == nil || n.Kind != yaml.ScalarNode || (n.Tag != "!!int" && n.Tag != "!!float") {
					continue
				}
				c.Report(q.Obj, keyPos(q.Obj, path, name), "%s: %s.%s is the number %s, which the API server stores as a number; the chart's ValidatingAdmissionPolicy queue-validation-policy (custom.vap_enable) passes it to CEL's quantity(), which takes a string (\"no such overload: quantity(int)\"), and its failurePolicy Fail refuses the queue: write \"%s\"",
					q.Obj.ID(), fieldPath(path), name, n.Value, n.Value)
			}
		}
	}
}

// badQuotaOutcome is the severity and wording of a negative or fractional
// device quantity in obj. In a Queue it is refused from 1.14, whose webhook
// runs ValidateResourceQuantityValue on every quota (non-negative, whole for
// extended resources: validateResourceQuantityOfQueue,
// validate_queue.go:226-246@v1.15.1); before 1.14 no webhook checks it (the
// CRD's pattern allows a sign) and the queue is admitted, so a warning; at
// 1.13 the relations of the queue's own sections may still refuse it
// (VCQ301-VCQ303). In a Job or PodGroup the pods are refused in every
// version.
func badQuotaOutcome(b volcano.Behaviour, obj *manifest.Object) (finding.Severity, string) {
	if _, queue := obj.Typed.(*api.Queue); !queue || b.NegativeQuantitiesRejected {
		return finding.Error, ""
	}
	return finding.Warning, fmt.Sprintf("; the Volcano %s queue webhook does not check it (from 1.14 it refuses it), and the scheduler computes with it as written", b.Version.Short())
}

var unrepresentableQuantity = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ309", Name: "unrepresentable-quantity", Severity: finding.Error,
		Summary: "a quantity is beyond (or below) what Volcano can hold, so Volcano reads another value",
		Doc: `Fires on a resource quantity that Volcano's scheduler cannot hold:
Volcano's NewResource (pkg/scheduler/api/resource_info.go) reads cpu and
scalar resources with Quantity.MilliValue() and memory with Value(), each an
int64. Past that (cpu above about 9.2e15 cores, "1e2000000000", "100Ei" cpu)
apimachinery's conversion overflows: Volcano reads 0 or a wrapped, even
negative number, not the quota written. A non-zero value with an exponent
so negative that it is below 10^-22 ("1e-2000000000") is rounded up by
Kubernetes to 1n, which Volcano reads as 1m.

The message says what Volcano reads instead; vcqlint's other rules then
use that reading, so that no arithmetic costs more with a larger exponent.

Fix: write the quota you mean, within int64 milli-units (cpu, devices) or
bytes (memory).`,
	},
	Check: func(c *rule.Context) {
		for _, o := range c.Model.Objects {
			for _, p := range o.Problems {
				if p.Kind == decode.Unrepresentable {
					c.Report(o, o.NodePos(p.Node), "%s: %s", o.ID(), p.Msg)
				}
			}
		}
	},
}

// fieldPath renders path segments the way decoding problems name fields:
// "spec.tasks[0].template.spec.containers[1].resources.requests".
func fieldPath(path []string) string {
	var b strings.Builder
	for _, seg := range path {
		if _, err := strconv.Atoi(seg); err == nil {
			b.WriteString("[" + seg + "]")
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(seg)
	}
	return b.String()
}

// badQuantityNames lists, sorted, the names of l whose quantity VCQ304
// reports: a negative one, or a fraction of a resource counted in whole
// units. Nil for almost every list: only those are sorted.
func badQuantityNames(l resources.List) []string {
	var bad []string
	for name, q := range l {
		if q.Sign() < 0 || resources.IsInteger(name) && !wholeQuantity(q) {
			bad = append(bad, name)
		}
	}
	resources.SortNames(bad)
	return bad
}

// wholeUnits says why name takes whole numbers only.
func wholeUnits(name string) string {
	if resources.IsExtended(name) {
		return "extended resources are counted in whole units"
	}
	return name + " is a count, which Kubernetes' ValidateResourceQuantityValue requires to be an integer (\"must be an integer\")"
}

// wholeQuantity reports whether q is an integer as
// ValidateResourceQuantityValue decides it (see milliCeil). A quantity
// that is an exact int64 is one, and is told without building its
// decimal (which AsDec allocates): most are.
func wholeQuantity(q resource.Quantity) bool {
	if _, exact := q.AsInt64(); exact {
		return true
	}
	return isWhole(milliCeil(q.AsDec()))
}

// milliCeil rounds d up to a thousandth, as Quantity.MilliValue does before
// ValidateResourceQuantityValue tests MilliValue()%1000 (validation.go,
// k8s.io/kubernetes@v1.35.3 pkg/apis/core/validation): 999.9999 is an
// integer there. Without MilliValue's int64, so no value overflows.
func milliCeil(d *inf.Dec) *inf.Dec { return new(inf.Dec).Round(d, 3, inf.RoundCeil) }

func isWhole(d *inf.Dec) bool {
	r := new(inf.Dec).Round(d, 0, inf.RoundDown)
	return r.Cmp(d) == 0
}

var unknownResourceName = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ310", Name: "unknown-resource-name", Severity: finding.Warning,
		Summary: "a quota or request names a resource that is neither a standard Kubernetes resource nor domain-qualified",
		Doc: `Fires on a resource name in a Queue's capability, deserved or guarantee, a
PodGroup's minResources or a Job's container requests and limits that is
not a resource Kubernetes knows without a domain (cpu, memory, storage,
ephemeral-storage, pods, hugepages-<size>, the object counts) and has no
domain either: a typo such as "memeory" or "nvidia-gpu".

Volcano: the CRDs take any key (additionalProperties), and the queue
webhook checks values only, so the quota is admitted; the scheduler's
NewResource (pkg/scheduler/api/resource_info.go:87-123@v1.15.1) keeps cpu,
memory, pods, ephemeral-storage and the names Kubernetes calls scalar
(domain-qualified, hugepages-*), and drops the rest: the queue has no quota
on the resource meant. In a Job's pod template the API server refuses the
pods when the job controller creates them ("must be a standard resource
type or fully qualified", ValidateResourceName).

The message suggests the nearest common name. Fix: spell the resource as
the cluster's nodes advertise it (kubectl describe node).`,
	},
	Check: func(c *rule.Context) {
		for _, l := range quantityLists(c.Model, unknownNames) {
			for _, name := range l.names {
				hint := "it has no domain (a device resource is written vendor.com/name)"
				if s := closestResource(name); s != "" {
					hint = fmt.Sprintf("did you mean %q?", s)
				}
				effect := "Volcano's scheduler drops it (NewResource keeps cpu, memory, pods, ephemeral-storage and domain-qualified names), so this sets nothing"
				if _, job := l.obj.Typed.(*api.Job); job {
					effect = "the API server refuses the pods when the job controller creates them (must be a standard resource type or fully qualified)"
				}
				c.Report(l.obj, keyPos(l.obj, l.path, name), "%s: %s.%s is not a resource Kubernetes knows (%s); %s",
					l.obj.ID(), fieldPath(l.path), name, hint, effect)
			}
		}
	},
}

// closestResource is the common resource name nearest to name: by
// spelling (memeory), else by its letters alone, as a device name written
// without its domain's punctuation is (nvidia-gpu for nvidia.com/gpu).
func closestResource(name string) string {
	if s := closest(name, resources.CommonNames); s != "" {
		return s
	}
	letters := make([]string, len(resources.CommonNames))
	for i, n := range resources.CommonNames {
		letters[i] = lettersOf(n)
	}
	// The domain's "com" is what a name written without it lacks.
	for i, n := range resources.CommonNames {
		if strings.Contains(n, ".com/") {
			letters[i] = lettersOf(strings.Replace(n, ".com/", "/", 1))
		}
	}
	s := closest(lettersOf(name), letters)
	for i, l := range letters {
		if s != "" && l == s {
			return resources.CommonNames[i]
		}
	}
	return ""
}

// lettersOf is s without what is not a letter or a digit, in lower case.
func lettersOf(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}

// unknownNames lists, sorted, the names of l that unknownResourceName
// reports.
func unknownNames(l resources.List) []string {
	var out []string
	for name := range l {
		if !resources.IsKnownName(name) {
			out = append(out, name)
		}
	}
	resources.SortNames(out)
	return out
}

type quantityList struct {
	obj   *manifest.Object
	path  []string
	list  resources.List
	names []string // what the rule reports in list, sorted
}

// quantityLists enumerates the user-written resource lists of the model
// in which report finds names to report, with those names and their paths
// (built only for those: a large estate has thousands of lists and few to
// report).
func quantityLists(m *model.Model, report func(resources.List) []string) []quantityList {
	var out []quantityList
	add := func(obj *manifest.Object, path []string, l resources.List) {
		if names := report(l); len(names) != 0 {
			out = append(out, quantityList{obj, path, l, names})
		}
	}
	for _, q := range definedQueues(m) {
		add(q.Obj, capabilityPath, q.Spec.Spec.Capability)
		add(q.Obj, deservedPath, q.Spec.Spec.Deserved)
		add(q.Obj, guaranteePath, q.Spec.Spec.Guarantee.Resource)
		for _, dup := range q.Duplicates {
			if dq, ok := dup.Typed.(*api.Queue); ok {
				add(dup, capabilityPath, dq.Spec.Capability)
				add(dup, deservedPath, dq.Spec.Deserved)
				add(dup, guaranteePath, dq.Spec.Guarantee.Resource)
			}
		}
	}
	for _, pg := range m.PodGroups {
		add(pg.Obj, []string{"spec", "minResources"}, pg.Spec.Spec.MinResources)
	}
	for _, j := range m.Jobs {
		for ti, t := range j.Spec.Spec.Tasks {
			for _, group := range []struct {
				field string
				ctrs  []api.Container
			}{{"initContainers", t.Template.Spec.InitContainers}, {"containers", t.Template.Spec.Containers}} {
				for ci, ctr := range group.ctrs {
					for _, l := range []struct {
						field string
						list  resources.List
					}{{"requests", ctr.Resources.Requests}, {"limits", ctr.Resources.Limits}} {
						if names := report(l.list); len(names) != 0 {
							path := []string{"spec", "tasks", fmt.Sprint(ti), "template", "spec", group.field, fmt.Sprint(ci), "resources", l.field}
							out = append(out, quantityList{j.Obj, path, l.list, names})
						}
					}
				}
			}
		}
	}
	return out
}

var invalidStateOrField = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ306", Name: "invalid-state-or-field", Severity: finding.Error,
		Summary: "a Queue has an unknown field, a value of the wrong type, or an invalid status.state",
		Doc: `Fires on a Queue that
- has a field the v1beta1 Queue does not define (a typo such as "gaurantee",
  or "guarantee" with resources directly under it instead of under
  "resource:"); the API server prunes unknown fields silently, so the quota
  you wrote is simply not there;
- has a value of the wrong type (a string weight, a list for capability);
- has status.state other than Open, Closed or empty: a warning, not an
  error. The webhook would reject it (validateStateOfQueue,
  validate_queue.go:205@v1.15.1, in every version), but it never sees it:
  the Queue CRD has the status subresource
  (config/crd/volcano/bases/scheduling.volcano.sh_queues.yaml:242@v1.15.1),
  so the API server drops status from a created object and keeps the stored
  status on update, before validating admission runs (PrepareForCreate and
  PrepareForUpdate in k8s.io/apiextensions-apiserver/pkg/registry/
  customresource/strategy.go:151@v0.35.3, called at k8s.io/apiserver
  registry/generic/registry/store.go:501, admission at :507). Volcano
  admitted every such queue in the differential oracle (docs/oracle.md,
  class status-dropped-by-apiserver). The state written simply has no
  effect: the queue controller sets it, and vcctl queue operate changes it.

Fix: use the field names of scheduling.volcano.sh/v1beta1 Queue; the message
suggests the closest one.

Automatic fix (--fix): only for "guarantee" holding resources directly
(no "resource:" key and only resource names under it): they are put under
a new "resource:" key, by inserting that line and indenting theirs (or,
for a flow mapping, wrapping it: {resource: {...}}). Other unknown fields
have no fix: which field was meant is a guess.`,
	},
	Check: func(c *rule.Context) {
		for _, q := range allQueueObjects(c.Model) {
			for _, p := range q.Problems {
				switch p.Kind {
				case decode.UnknownField:
					c.ReportFix(q, q.NodePos(p.Node), guaranteeFix(q, p), "queue %s: %s%s; the API server drops unknown fields, so this setting has no effect", q.Name, p.Msg, suggestion(p))
				case decode.WrongType:
					c.Report(q, q.NodePos(p.Node), "queue %s: %s", q.Name, p.Msg)
				}
			}
			spec := q.Typed.(*api.Queue)
			switch spec.Status.State {
			case "", "Open", "Closed":
			default:
				c.ReportAs(finding.Warning, q, q.Pos("status", "state"), "queue %s: status.state %q is not Open or Closed, but it has no effect: the API server drops status when the queue is created and keeps the stored one on update (status subresource), so the queue webhook never sees it", q.Name, spec.Status.State)
			}
		}
	},
}

// guaranteeFix is the fix of the classic mistake of resources written
// directly under spec.guarantee: the same wrapping for each of the
// guarantee's keys, so applying the fixes of all of them applies it once.
func guaranteeFix(q *manifest.Object, p decode.Problem) *finding.Fix {
	// The key may hold dots itself (deviceclass/gpu.nvidia.com).
	key, ok := strings.CutPrefix(p.Path, "spec.guarantee.")
	if !ok || key == "resource" {
		return nil
	}
	spec := q.Node("spec")
	if spec == nil || spec.Kind != yaml.MappingNode {
		return nil
	}
	var k, m *yaml.Node
	for sk, sv := range yamlpos.Pairs(spec) {
		if sk.Value == "guarantee" {
			k, m = sk, sv
		}
	}
	if m == nil || m.Kind != yaml.MappingNode || !hasKey(m, key) {
		return nil
	}
	for res, v := range yamlpos.Pairs(m) {
		// Only resource names: a quantity each, no field of guarantee.
		if res.Value == "resource" || v.Kind != yaml.ScalarNode || v.Tag == "!!null" {
			return nil
		}
	}
	return fixplan.WrapMapping(q, k, m, "resource", "put the guarantee's resources under guarantee.resource")
}

// suggestion proposes the closest known field, and explains the classic
// `guarantee:` without `resource:` mistake.
func suggestion(p decode.Problem) string {
	// A resource name may hold dots (deviceclass/gpu.nvidia.com).
	if res, ok := strings.CutPrefix(p.Path, "spec.guarantee."); ok && res != "resource" && !strings.Contains(res, "resource.") {
		return fmt.Sprintf(" (resources go under guarantee.resource: did you mean spec.guarantee.resource.%s?)", res)
	}
	key := p.Path[strings.LastIndexByte(p.Path, '.')+1:]
	if s := closest(key, p.Known); s != "" {
		return fmt.Sprintf(" (did you mean %q?)", s)
	}
	return ""
}

// closest returns the candidate nearest to s, if it is near enough to be
// a plausible typo (internal/suggest); of two as near, the first (callers
// pass names in a fixed order, struct fields' or sorted, never a map's).
func closest(s string, candidates []string) string { return suggest.Closest(s, candidates) }

// allQueueObjects are every Queue document, duplicates included.
func allQueueObjects(m *model.Model) []*manifest.Object {
	var out []*manifest.Object
	for _, o := range m.Objects {
		if _, ok := o.Typed.(*api.Queue); ok {
			out = append(out, o)
		}
	}
	return out
}

// clustersHint is added to VCQ308 when the two definitions are in
// different directories and no clusters are declared: they may well be two
// clusters of one repository, which the configuration file can say.
func clustersHint(env rule.Env, first, dup *manifest.Object) string {
	a, b := filepath.Dir(first.File), filepath.Dir(dup.File)
	if env.ClustersDeclared || a == b {
		return ""
	}
	return fmt.Sprintf(". If %s and %s belong to different clusters, declare them in .vcqlint.yaml and each is linted apart: "+
		"clusters: [{name: a, paths: [%s]}, {name: b, paths: [%s]}]", a, b, a, b)
}

var duplicateQueue = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ308", Name: "duplicate-queue", Severity: finding.Error,
		Summary: "two Queue documents with the same name differ",
		Doc: `Fires when two Queue documents in the input have the same metadata.name but
different specs. Queues are cluster-scoped, so only one of them can exist:
kubectl apply creates the queue from the first definition and updates it
with the later one, which the queue webhook checks as an UPDATE against
the stored queue and its children (in 1.15 a parent lowered below a child's
capability is refused: "capability ... is smaller than its descendants' max
capability", validate_queue.go:411-430@v1.15.1). vcqlint's other rules, its
tree and its simulation use the last definition, the one the cluster keeps
when the update is admitted, and report what would refuse it.

Identical copies (the same queue in two overlays, say) do not fire.

Fix: rename one of them, or delete the stale copy. When the two are in
different directories and the configuration file declares no clusters, the
message shows the clusters: entry that lints each directory as a cluster of
its own (docs/configuration.md, Several clusters); Kustomize overlays are
clusters of their own already.`,
	},
	Check: func(c *rule.Context) {
		for _, q := range definedQueues(c.Model) {
			if len(q.Duplicates) == 0 {
				continue // nothing to compare: skip the encoding
			}
			defs := append(append([]*manifest.Object(nil), q.Duplicates...), q.Obj)
			first := defs[0]
			firstSpec, err := json.Marshal(first.Typed.(*api.Queue).Spec)
			if err != nil {
				continue
			}
			for _, def := range defs[1:] {
				spec, err := json.Marshal(def.Typed.(*api.Queue).Spec)
				if err != nil || string(spec) == string(firstSpec) {
					continue
				}
				c.Report(def, def.Pos("metadata", "name"), "queue %s is defined again with a different spec (first at %s); Queues are cluster-scoped: kubectl apply creates it from the first definition and updates it with this one, which the queue webhook checks against the stored queue and its children, and vcqlint checks this one, the definition the cluster keeps%s",
					q.Name, first.Pos("metadata", "name"), clustersHint(c.Env, first, def))
			}
		}
	},
}
